// A waitlist hold's claim page (issue 14, item 2): /booking/waitlist/claim?token=… is where the e-mailed hold
// link lands. It shows the table held for the diner (restaurant, date, time, party, and how long it is still
// held) with one button to book it, and says plainly when the link is not valid, has lapsed (the table went
// to the next diner) or was already used. Every rule and word is core's (createWaitlistUseCase,
// WAITLIST_MESSAGES); the claim goes to the site's /__forms/waitlist/claim route (PageActions.waitlist).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { createWaitlistUseCase, holdMinutesLeft, type WaitlistUseCase } from '@tavola/core/booking';
import { SITE } from '@tavola/core/constants';
import { WAITLIST_MESSAGES, holdLeftText } from '@tavola/core/errors';
import { formatTimeOfDay, localMoment } from '@tavola/core/opening-hours';
import type { HeldTable, WaitlistApiPort } from '@tavola/core/ports';
import type { WaitlistClaimData } from '../page-data';
import { longDate, party } from '../booking/ui/journey-parts';
import { usePageActions } from './parts/page-actions';
import { useHydrated, useNow } from './parts/use-hydrated';

/** Without the browser's actions (the server's render, a test without them) a claim fails in words. */
const NO_CALLS: WaitlistApiPort = {
  join: async () => ({ ok: false, error: { code: null } }),
  heldTable: async () => ({ ok: false, error: { code: null } }),
  claim: async () => ({ ok: false, error: { code: null } }),
};

const HEADINGS = {
  held: 'A table is free for you',
  claiming: 'A table is free for you',
  claimed: 'Your table is booked',
  invalid: 'This link is not valid',
  expired: 'This table is no longer held',
  used: 'This table is already booked',
  failed: 'Your held table',
  idle: 'Your held table',
  loading: 'Your held table',
} as const;

function useClaim(data: WaitlistClaimData): WaitlistUseCase {
  const { waitlist } = usePageActions();
  const [useCase] = useState(() => {
    const created = createWaitlistUseCase({ waitlist: { ...NO_CALLS, ...(waitlist ? { claim: (token: string) => waitlist.claim(token) } : {}) } });
    if (data.table !== null) created.showHold(data.token, data.table);
    else created.showHoldProblem(data.token, { code: null, ...(data.problem ?? {}) });
    return created;
  });
  return useCase;
}

/** 'HH:MM' on the restaurant's clock for an ISO instant; null when it cannot be read. */
function heldUntil(table: HeldTable): string | null {
  const moment = localMoment(Date.parse(table.expiresAt), SITE.defaultTimeZone);
  return moment === null ? null : formatTimeOfDay(moment.minutes);
}

export function WaitlistClaimPage() {
  const data = useLoaderData() as WaitlistClaimData;
  const useCase = useClaim(data);
  const { hold } = useSyncExternalStore(useCase.subscribe, useCase.getSnapshot, useCase.getSnapshot);
  const now = useNow(data.loadedAtMs, 15_000);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStatus = useRef(hold.status);
  const hydrated = useHydrated();
  // Once the time is up on the browser's clock, the table is no longer theirs (the API would say the same).
  // The server's render trusts the API, which has just said the table is held.
  const lapsed = hydrated && hold.status === 'held' && hold.table !== null && Date.parse(hold.table.expiresAt) <= now;
  const status = lapsed ? 'expired' : hold.status;

  // A new state (booked, refused) moves focus to the heading, so a screen reader hears it.
  useEffect(() => {
    if (shownStatus.current === status) return;
    shownStatus.current = status;
    headingRef.current?.focus();
  }, [status]);

  const table = hold.table;
  const message = lapsed ? WAITLIST_MESSAGES.holdExpired : hold.message?.text;
  const until = table ? heldUntil(table) : null;
  return (
    <div className="container manage-booking waitlist-claim" data-status={status}>
      <section aria-labelledby="claim-heading">
        <h1 id="claim-heading" ref={headingRef} tabIndex={-1}>
          {HEADINGS[status]}
        </h1>
        {message ? (
          <p className={`manage-booking__message${hold.message?.kind === 'error' || lapsed ? ' manage-booking__message--error' : ''}`} role="status">
            {message}
          </p>
        ) : null}
        {table !== null && status !== 'invalid' ? (
          <dl className="manage-booking__facts">
            <dt>Restaurant</dt>
            <dd>{table.restaurantName}</dd>
            <dt>Date</dt>
            <dd>{longDate(table.date)}</dd>
            <dt>Time</dt>
            <dd>{table.time}</dd>
            <dt>Party</dt>
            <dd>{party(table.covers)}</dd>
            {table.occasionName ? (
              <>
                <dt>Occasion</dt>
                <dd>{table.occasionName}</dd>
              </>
            ) : null}
            {status === 'held' || status === 'claiming' || status === 'failed' ? (
              <>
                <dt>Held for you</dt>
                <dd className="waitlist-claim__left">
                  {until ? `Until ${until}, ` : ''}
                  {holdLeftText(holdMinutesLeft(table, now))}
                </dd>
              </>
            ) : null}
            {hold.claimed !== null ? (
              <>
                <dt>Reference</dt>
                <dd>{hold.claimed.bookingReference}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {status === 'held' || status === 'claiming' ? (
          <>
            <p>{table ? `Hello ${table.firstName}. ` : ''}This table came free and is held for you only. Book it now: after that it goes to the next person waiting.</p>
            <button type="button" className="btn btn--primary" disabled={status === 'claiming'} onClick={() => void useCase.claim()}>
              {WAITLIST_MESSAGES.claimButton}
            </button>
          </>
        ) : null}
        {status === 'claimed' && hold.claimed?.manageUrl ? (
          <p>
            <a href={hold.claimed.manageUrl}>Manage your booking</a> to change or cancel it.
          </p>
        ) : null}
        {status === 'expired' || status === 'invalid' ? (
          <p>
            <Link to="/restaurants/book-now">Look for another table</Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
