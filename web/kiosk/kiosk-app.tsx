// The kiosk at a restaurant's door (/kiosk/{storeId}, issue 11): home, "Book a table" and "Menus" for that
// restaurant, big touch targets, and core's idle policy: after the idle time's warning the whole kiosk
// starts again. A reset remounts the session with a new key, so every screen, store and typed value is new,
// and clears what the browser may have stored. An unknown restaurant or an unreachable content service
// gets its notice instead.
import { useCallback, useState } from 'react';
import type { ClockPort } from '@tavola/core/ports';
import { MenuFilterStore } from '../pages/parts/menu-filter.store';
import { clearStoredPersonalData, useIdleReset } from './idle';
import { IdleWarning } from './idle-warning';
import { KioskBooking } from './kiosk-booking';
import type { KioskData } from './kiosk-data';
import { KioskNotice } from './kiosk-notice';
import { KioskHome, KioskMenus, useScreenHeading, type KioskBookingScreen, type KioskScreen, type ReadyKioskData } from './kiosk-screens';

export interface KioskAppProps {
  data: KioskData;
  /** The real clock but in tests. */
  clock?: ClockPort;
  /** The booking journey; a stand-in in tests. */
  Booking?: KioskBookingScreen;
  /** Clears the browser's storage on a reset; the real one but in tests. */
  clearStorage?: () => void;
}

export function KioskApp({ data, ...options }: KioskAppProps) {
  if (data.kind !== 'ready') return <KioskNotice data={data} />;
  return <ReadyKiosk data={data} {...options} />;
}

const systemNow = () => Date.now();

function ReadyKiosk({ data, clock, Booking = KioskBooking, clearStorage = clearStoredPersonalData }: Omit<KioskAppProps, 'data'> & { data: ReadyKioskData }) {
  const [session, setSession] = useState(0);
  const reset = useCallback(() => {
    clearStorage();
    setSession((n) => n + 1);
  }, [clearStorage]);
  const idle = useIdleReset(data.settings.idleSeconds, reset, clock);
  const nowMs = clock ? () => clock.now() : systemNow;
  return (
    <>
      <div className="kiosk-app" inert={idle.state.kind === 'warning' ? true : undefined}>
        <KioskSession key={session} data={data} Booking={Booking} nowMs={nowMs} afterReset={session > 0} onStartAgain={reset} />
      </div>
      {idle.state.kind === 'warning' ? <IdleWarning secondsLeft={idle.state.secondsLeft} onStay={idle.stay} /> : null}
    </>
  );
}

/** One diner's visit: its own screen, filters and booking journey, all dropped by the next reset. */
function KioskSession({
  data,
  Booking,
  nowMs,
  afterReset,
  onStartAgain,
}: {
  data: ReadyKioskData;
  Booking: KioskBookingScreen;
  nowMs: () => number;
  afterReset: boolean;
  onStartAgain: () => void;
}) {
  const [screen, setScreen] = useState<KioskScreen>('home');
  const [filters] = useState(() => new MenuFilterStore());
  const [moved, setMoved] = useState(false);
  const open = (next: KioskScreen) => {
    setMoved(true);
    setScreen(next);
  };
  return (
    <div className={`kiosk-session kiosk-session--${screen}`}>
      <header className="kiosk-bar">
        <p className="kiosk-bar__brand">
          <span>
            {data.settings.siteName} <span className="kiosk-bar__restaurant">{data.restaurant.title}</span>
          </span>
        </p>
        {screen !== 'home' ? (
          <nav className="kiosk-bar__nav" aria-label="Kiosk">
            <button type="button" className="kiosk-button kiosk-button--light" onClick={() => open('home')}>
              <span aria-hidden="true">←</span> Home
            </button>
            <button type="button" className="kiosk-button kiosk-button--light" onClick={onStartAgain}>
              Start again
            </button>
          </nav>
        ) : null}
      </header>
      <main className="kiosk-main" id="kiosk-main">
        {screen === 'home' ? <KioskHome data={data} onOpen={open} nowMs={nowMs} focusHeading={moved || afterReset} /> : null}
        {screen === 'menus' ? <KioskMenus data={data} filters={filters} /> : null}
        {screen === 'book' ? <BookingScreen data={data} Booking={Booking} /> : null}
      </main>
    </div>
  );
}

function BookingScreen({ data, Booking }: { data: ReadyKioskData; Booking: KioskBookingScreen }) {
  const heading = useScreenHeading(true);
  return (
    <div className="kiosk-book">
      <h1 className="kiosk-book__title" ref={heading} tabIndex={-1}>
        Book a table at {data.restaurant.title}
      </h1>
      {/* The journey's steps are h3s, as under the site's booking section's h2. */}
      <h2 className="kiosk-book__steps">Three quick steps and the table is yours</h2>
      <Booking data={data} />
    </div>
  );
}
