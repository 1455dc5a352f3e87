// Manage my booking (issue 14): /booking/manage finds a booking by its reference and the diner's e-mail;
// /booking/manage/{token} shows the booking its signed link names (restaurant, date, time, party, special
// request) and lets the diner change the party, the date or the time, or cancel after a confirmation step.
// Every rule and word is core's (createManageBookingUseCase, MANAGE_MESSAGES); this page binds its snapshot.
// Calls go to the site's /__forms/manage-booking/* routes (PageActions.manageBooking).
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { createManageBookingUseCase, manageBookingPath, needsInWords, type ManageBookingUseCase } from '@tavola/core/booking';
import { MANAGE_MESSAGES } from '@tavola/core/errors';
import type { ManageBookingApiPort, ManagedBooking } from '@tavola/core/ports';
import type { ManageBookingData } from '../page-data';
import { longDate, party } from '../booking/ui/journey-parts';
import { SelectField, TextField } from './parts/form-fields';
import { usePageActions } from './parts/page-actions';
import { FormNameField, usePageFormTarget, usePostedForm } from '../stores/posted-form';

/** The lookup's form name: without JavaScript it posts to the page (server/site/page-forms.ts). */
export const MANAGE_LOOKUP_FORM = 'manage-booking/lookup';
/** What a blank field of the lookup says, here and on the server alike. */
export const MANAGE_LOOKUP_BLANKS = {
  reference: 'Enter your booking reference.',
  email: 'Enter the e-mail address you booked with.',
} as const;

/** Without the browser's actions (the server's render, a test without them) every call fails in words. */
const NO_CALLS: ManageBookingApiPort = {
  lookup: async () => ({ ok: false, error: { code: null } }),
  getBooking: async () => ({ ok: false, error: { code: null } }),
  getTimes: async () => ({ ok: false, error: { code: null } }),
  amend: async () => ({ ok: false, error: { code: null } }),
  cancel: async () => ({ ok: false, error: { code: null } }),
};

function useManageBooking(booking: ManagedBooking | null): ManageBookingUseCase {
  const { manageBooking } = usePageActions();
  const [useCase] = useState(() => {
    const created = createManageBookingUseCase({ manage: manageBooking ?? NO_CALLS });
    if (booking !== null) created.show(booking);
    return created;
  });
  return useCase;
}

/** Moves focus to a heading (tabIndex -1) when `when` changes, so a screen reader hears where it is. */
function useFocusOn(when: unknown) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [when]);
  return ref;
}

export function ManageBookingPage() {
  const data = useLoaderData() as ManageBookingData;
  return (
    <div className="container manage-booking">
      {data.booking !== null ? <ManagedBookingView booking={data.booking} /> : <LookupView problem={data.problem} />}
    </div>
  );
}

function LookupView({ problem }: { problem: string | null }) {
  const useCase = useManageBooking(null);
  const snapshot = useSyncExternalStore(useCase.subscribe, useCase.getSnapshot, useCase.getSnapshot);
  const navigate = useNavigate();
  // Posted without JavaScript: the server's answer, with what was typed.
  const posted = usePostedForm(MANAGE_LOOKUP_FORM);
  const target = usePageFormTarget();
  const typed = (name: string) => (typeof posted?.values[name] === 'string' ? (posted.values[name] as string) : '');
  const [reference, setReference] = useState(() => typed('reference'));
  const [email, setEmail] = useState(() => typed('email'));
  const [missing, setMissing] = useState<{ reference?: string; email?: string }>(() => posted?.fieldErrors ?? {});
  const [postedMessage, setPostedMessage] = useState(() => (posted && Object.keys(posted.fieldErrors).length === 0 ? posted.message : null));
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPostedMessage(null);
    const blanks = {
      ...(reference.trim() === '' ? { reference: MANAGE_LOOKUP_BLANKS.reference } : {}),
      ...(email.trim() === '' ? { email: MANAGE_LOOKUP_BLANKS.email } : {}),
    };
    setMissing(blanks);
    if (blanks.reference || blanks.email) {
      document.getElementById(blanks.reference ? 'manage-reference' : 'manage-email')?.focus();
      return;
    }
    const link = await useCase.lookup(reference, email);
    if (link !== null) navigate(manageBookingPath(link.token));
  };

  return (
    <section aria-labelledby="manage-heading">
      <h1 id="manage-heading" ref={headingRef} tabIndex={-1}>
        Manage your booking
      </h1>
      {problem ? (
        <p className="manage-booking__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <p>Find your booking with its reference (in your confirmation e-mail, like CV7KQ2MX) and the e-mail address you booked with.</p>
      <form className="manage-booking__lookup" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="manage-heading" {...target}>
        <FormNameField form={MANAGE_LOOKUP_FORM} />
        <TextField
          id="manage-reference"
          name="reference"
          label="Booking reference"
          value={reference}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={missing.reference}
          onChange={(event) => setReference(event.target.value)}
        />
        <TextField
          id="manage-email"
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          value={email}
          error={missing.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <p className="manage-booking__message" role="status" aria-live="polite">
          {snapshot.message?.text ?? postedMessage ?? ''}
        </p>
        <button type="submit" className="btn btn--primary" disabled={snapshot.busy}>
          Find my booking
        </button>
      </form>
    </section>
  );
}

function partyOptions(limits: ManagedBooking['limits']): number[] {
  const options: number[] = [];
  for (let n = limits.minCovers; n <= limits.maxCovers; n += 1) options.push(n);
  return options;
}

function ManagedBookingView({ booking: initial }: { booking: ManagedBooking }) {
  const useCase = useManageBooking(initial);
  const snapshot = useSyncExternalStore(useCase.subscribe, useCase.getSnapshot, useCase.getSnapshot);
  const booking = snapshot.booking ?? initial;
  const navigate = useNavigate();
  const [covers, setCovers] = useState(booking.covers);
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState(booking.time);
  const headingRef = useFocusOn(booking);
  const confirmRef = useFocusOn(snapshot.confirmingCancel);
  const timesLegend = useId();

  // A new link (the booking moved to another date) becomes the page's address, so a reload still works.
  useEffect(() => {
    const path = manageBookingPath(booking.token);
    if (typeof window !== 'undefined' && booking.token !== initial.token && window.location.pathname !== path) navigate(path, { replace: true });
  }, [booking.token, initial.token, navigate]);

  // The times offered follow the date and the party the diner chooses (not the booking as shown).
  const asked = useRef(`${booking.date}|${booking.covers}`);
  useEffect(() => {
    const key = `${date}|${covers}`;
    if (!booking.changeable || key === asked.current) return;
    asked.current = key;
    void useCase.loadTimes(date, covers);
  }, [date, covers, booking.changeable, useCase]);

  const times = snapshot.timesFor?.date === date && snapshot.timesFor.covers === covers ? snapshot.times : [];
  const timeOffered = times.some((slot) => slot.time === time) || (date === booking.date && time === booking.time && snapshot.timesFor === null);

  const onAmend = async (event: FormEvent) => {
    event.preventDefault();
    const adults = covers - booking.children;
    await useCase.amend({
      ...(covers !== booking.covers ? { adults: adults >= 0 ? adults : covers, ...(adults >= 0 ? {} : { children: 0 }) } : {}),
      ...(date !== booking.date ? { date } : {}),
      ...(time !== booking.time || date !== booking.date ? { time } : {}),
    });
  };

  const message = snapshot.message;
  const cancelled = booking.status === 'cancelled';

  return (
    <section aria-labelledby="booking-heading">
      <h1 id="booking-heading" ref={headingRef} tabIndex={-1}>
        {cancelled ? 'Your booking is cancelled' : 'Your booking'}
      </h1>
      <p className={`manage-booking__message${message?.kind === 'error' ? ' manage-booking__message--error' : ''}`} role="status" aria-live="polite">
        {message?.text ?? ''}
      </p>
      <dl className="manage-booking__facts">
        <dt>Reference</dt>
        <dd>{booking.reference}</dd>
        <dt>Restaurant</dt>
        <dd>
          {booking.restaurantName}
          {booking.restaurantAddress ? <span className="manage-booking__address">{booking.restaurantAddress}</span> : null}
        </dd>
        <dt>Date</dt>
        <dd>{longDate(booking.date)}</dd>
        <dt>Time</dt>
        <dd>{booking.time}</dd>
        <dt>Party</dt>
        <dd>{party(booking.covers)}</dd>
        {booking.occasionName ? (
          <>
            <dt>Occasion</dt>
            <dd>{booking.occasionName}</dd>
          </>
        ) : null}
        <NeedsFacts booking={booking} />
        <dt>Special request</dt>
        <dd>{booking.specialRequest || 'None'}</dd>
      </dl>

      {cancelled ? (
        <p>
          <Link to="/restaurants/book-now">Book another table</Link>
        </p>
      ) : !booking.changeable ? (
        <p className="manage-booking__closed">
          {MANAGE_MESSAGES.cutOff(booking.cutoffMinutes)}
          {booking.restaurantPhone ? ` ${booking.restaurantName}: ${booking.restaurantPhone}.` : ''}
        </p>
      ) : (
        <>
          <form className="manage-booking__change" onSubmit={(event) => void onAmend(event)} noValidate aria-labelledby="change-heading">
            <h2 id="change-heading">Change your booking</h2>
            <SelectField id="manage-party" label="Party size" value={String(covers)} onChange={(event) => setCovers(Number(event.target.value))}>
              {partyOptions(booking.limits).map((n) => (
                <option key={n} value={n}>
                  {party(n)}
                </option>
              ))}
            </SelectField>
            <TextField
              id="manage-date"
              label="Date"
              type="date"
              value={date}
              min={booking.window.first}
              max={booking.window.last}
              onChange={(event) => {
                if (event.target.value !== '') setDate(event.target.value);
              }}
            />
            <fieldset className="manage-booking__times" aria-describedby={`${timesLegend}-hint`}>
              <legend>Time</legend>
              <p id={`${timesLegend}-hint`} className="field__hint">
                {snapshot.timesLoading
                  ? 'Checking which times have a table…'
                  : snapshot.timesFor !== null && times.length === 0
                    ? 'No table for this party on this day. Choose another day or party size.'
                    : 'Times with a table for your party.'}
              </p>
              <div className="manage-booking__time-choices">
                {(snapshot.timesFor === null ? [{ time: booking.time, canEnquire: false }] : times).map((slot) => (
                  <label key={slot.time} className="manage-booking__time">
                    <input type="radio" name="manage-time" value={slot.time} checked={time === slot.time} onChange={() => setTime(slot.time)} />
                    <span>{slot.time}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn btn--primary" disabled={snapshot.busy || !timeOffered}>
              Save changes
            </button>
          </form>

          <div className="manage-booking__cancel">
            <h2 id="cancel-heading">Cancel your booking</h2>
            {snapshot.confirmingCancel ? (
              <div role="group" aria-labelledby="cancel-confirm-heading">
                <h3 id="cancel-confirm-heading" ref={confirmRef} tabIndex={-1}>
                  Cancel your table for {party(booking.covers)} at {booking.restaurantName} on {longDate(booking.date)} at {booking.time}?
                </h3>
                <div className="booking-actions">
                  <button type="button" className="btn btn--primary" disabled={snapshot.busy} onClick={() => void useCase.cancel()}>
                    Yes, cancel my booking
                  </button>
                  <button type="button" className="btn btn--outline" onClick={() => useCase.keepBooking()}>
                    No, keep my booking
                  </button>
                </div>
              </div>
            ) : (
              <button type="button" className="btn btn--outline" onClick={() => useCase.askCancel()}>
                Cancel booking
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** The party's needs as booked, one line each in core's words ('Allergies: Milk, Peanuts', 'High chair'); 'None' without any. */
function NeedsFacts({ booking }: { booking: ManagedBooking }) {
  const words = needsInWords(booking.needs);
  return (
    <>
      <dt>Your needs</dt>
      <dd>
        {words.length === 0 ? (
          'None'
        ) : (
          <ul className="manage-booking__needs">
            {words.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </dd>
    </>
  );
}
