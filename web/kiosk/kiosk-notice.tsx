// The kiosk's screens when it has no restaurant to show: an address naming no restaurant (404), or the
// content service unreachable (503). Rendered by the server into the shell, so they read the same before
// and after the kiosk's script runs, and by the kiosk itself.
import type { KioskData } from './kiosk-data';

type Notice = Extract<KioskData, { kind: 'unknown-store' | 'unavailable' }>;

export function KioskNotice({ data, onRetry }: { data: Notice; onRetry?: () => void }) {
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <main className="kiosk-notice" aria-labelledby="kiosk-notice-title">
      {data.kind === 'unknown-store' ? (
        <>
          <h1 id="kiosk-notice-title">We can&rsquo;t find this restaurant</h1>
          <p>This screen is set up for a restaurant we don&rsquo;t know{data.storeId ? <> (&ldquo;{data.storeId}&rdquo;)</> : null}, so it can&rsquo;t take bookings or show menus.</p>
          <p>Please ask a member of our team: they will be happy to help you, and can set this screen up again.</p>
          <p className="kiosk-notice__small">For the team: the screen&rsquo;s address must end in /kiosk/ and the restaurant&rsquo;s code, like /kiosk/CV001.</p>
        </>
      ) : (
        <>
          <h1 id="kiosk-notice-title">This screen can&rsquo;t load right now</h1>
          <p>We couldn&rsquo;t reach our restaurant details. Please try again in a moment, or ask a member of our team.</p>
          <button type="button" className="btn btn--primary kiosk-button" onClick={retry}>
            Try again
          </button>
        </>
      )}
    </main>
  );
}
