// A menu's partner widget (issue 17): after hydration the page frames the partner's menu in a sandboxed
// iframe and keeps its own list out of sight; if the frame has not loaded within MENU.partnerWidgetTimeoutMs,
// or the browser's CSP refused it, the diner gets 'This menu is not available.' and the native menu. The
// server's HTML and a page without JavaScript always show the native menu; so does a menu without a widget.
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MENU } from '@tavola/core/constants';
import type { UsablePartnerWidget } from '@tavola/core/content';
import { MESSAGES } from '@tavola/core/errors';

type WidgetState = 'native' | 'loading' | 'loaded' | 'failed';

/** What the partner's page may do in its frame: run its own scripts in its own origin and open links in a new tab. */
export const PARTNER_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

export function PartnerMenu({
  widget,
  menuName,
  guideHref,
  children,
}: {
  widget: UsablePartnerWidget | undefined;
  menuName: string;
  /** The menu's printable allergen guide, linked beside the partner's frame too. */
  guideHref: string;
  children: ReactNode;
}) {
  const [state, setState] = useState<WidgetState>('native');

  useEffect(() => {
    if (!widget) {
      setState('native');
      return undefined;
    }
    setState('loading');
    const giveUp = () => setState((current) => (current === 'loading' ? 'failed' : current));
    const timer = window.setTimeout(giveUp, MENU.partnerWidgetTimeoutMs);
    // A frame the page's CSP refuses never loads: no need to wait for the timer.
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(widget.origin)) setState('failed');
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation);
    };
  }, [widget?.url, widget?.origin]);

  if (!widget || state === 'native') return <>{children}</>;
  if (state === 'failed') {
    return (
      <>
        <div className="container">
          <p className="partner-menu__unavailable" role="status">
            {MESSAGES.partnerMenuNotFound} Here is our own {menuName} menu instead.
          </p>
        </div>
        {children}
      </>
    );
  }
  return (
    <>
      <section className="container partner-menu" aria-labelledby="partner-menu-heading">
        <h2 id="partner-menu-heading" className="partner-menu__title">
          {menuName} menu, by {widget.provider}
        </h2>
        <p className="menu-kcal-statement">{MENU.dailyIntakeStatement}.</p>
        <p>
          <Link to={guideHref}>Printable allergen guide to the {menuName} menu</Link>
        </p>
        {state === 'loading' ? (
          <p className="partner-menu__loading" role="status">
            Loading the menu from {widget.provider}…
          </p>
        ) : null}
        <iframe
          className="partner-menu__frame"
          src={widget.url}
          title={`${menuName} menu by ${widget.provider}`}
          height={widget.height}
          sandbox={PARTNER_FRAME_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setState((current) => (current === 'loading' ? 'loaded' : current))}
        />
      </section>
      <div hidden>{children}</div>
    </>
  );
}
