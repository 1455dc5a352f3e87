// "Notify me" (issue 14, item 2): where the booking journey has no table for the party that day and nothing
// to request instead, the diner leaves their name and e-mail (phone optional) for the restaurant, date and
// party the journey already knows, and a window of times around the one they wanted. Once sent, it says in
// words what happens next: the e-mail with a hold link, how long the table is held, the next diner after.
// The party's needs are asked here too (the step-three disclosure), so claiming the table stays one tap.
// Shared by the site, the kiosk and the widget through BookingJourneyView's `waitlist`; every rule and word
// is core's waitlist use-case's (the store's snapshot). It sits inside step two's <form>, so it is a group
// of its own with a plain button, and Enter in one of its fields sends it, never step two.
import { observer } from 'mobx-react-lite';
import { createContext, useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { WaitlistField, WaitlistJoinSnapshot, WaitlistPlace } from '@tavola/core/booking';
import { WAITLIST_MESSAGES } from '@tavola/core/errors';
import type { WaitlistStore } from '../waitlist.store';
import { DinerNeedsChoices } from './diner-needs';
import { Spinner, longDate, party } from './journey-parts';

/** The journey's waitlist, when the front-end gave one (BookingJourneyView's `waitlist`). */
export const WaitlistContext = createContext<WaitlistStore | null>(null);

/** The diner's fields of "Notify me", shared with the form without JavaScript. */
export const NOTIFY_TEXT_FIELDS: ReadonlyArray<{ field: 'firstName' | 'lastName' | 'email' | 'phoneNumber'; label: string; type: string; autoComplete: string }> = [
  { field: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { field: 'phoneNumber', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
];

/** The consent box's words. */
export const NOTIFY_CONSENT_LABEL = 'E-mail me about this table. My details are kept until the date, then deleted.';

/** The window's two ends. */
export const NOTIFY_WINDOW_LABELS = { timeFrom: 'Earliest time', timeTo: 'Latest time' } as const;

const placeKey = (place: WaitlistPlace) => [place.storeId, place.occasionId, place.date, place.adults, place.children, place.time].join('|');

/** The "Notify me" offer and form for `place`; closed until the diner asks for it. */
export const NotifyMe = observer(function NotifyMe({ waitlist, place }: { waitlist: WaitlistStore; place: WaitlistPlace }) {
  const id = useId();
  const { join } = waitlist.snapshot;
  const [asked, setAsked] = useState(join.status !== 'closed');
  const groupRef = useRef<HTMLDivElement>(null);
  const key = placeKey(place);

  // The journey's restaurant, date, party or time changed: the form follows (what was typed stays).
  useEffect(() => {
    if (asked) waitlist.open(place);
    // `key` stands for `place`'s fields: a new object with the same fields is the same place.
  }, [asked, key, waitlist]);

  if (!asked || join.status === 'closed') {
    return (
      <div className="booking-notify">
        <p>{WAITLIST_MESSAGES.offer}</p>
        <button type="button" className="btn btn--outline" onClick={() => setAsked(true)}>
          Notify me
        </button>
      </div>
    );
  }

  const shown = join.place ?? place;
  const heading = `${id}-heading`;
  if (join.status === 'joined') return <WaitlistJoined join={join} headingId={heading} Heading="h4" />;

  const send = async () => {
    if (await waitlist.join()) return;
    // Focus the first field at fault, or the refusal, so a screen reader hears why.
    groupRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-waitlist-message]')?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') {
      event.preventDefault();
      void send();
    }
  };
  const sending = join.status === 'sending';
  const errorOf = (field: WaitlistField) => join.fieldErrors[field] ?? (join.message?.field === field ? join.message.text : null);
  const fieldProps = (field: WaitlistField) => {
    const error = errorOf(field);
    return { id: `${id}-${field}`, 'aria-invalid': error !== null, 'aria-describedby': error !== null ? `${id}-${field}-error` : undefined, onBlur: () => waitlist.touch(field) };
  };
  const errorText = (field: WaitlistField) => {
    const error = errorOf(field);
    return error === null ? null : (
      <p id={`${id}-${field}-error`} className="booking-field__error">
        {error}
      </p>
    );
  };

  return (
    <div ref={groupRef} className="booking-notify" role="group" aria-labelledby={heading} aria-busy={sending} onKeyDown={onKeyDown}>
      <h4 id={heading} className="booking-notify__heading">
        Notify me if a table comes free
      </h4>
      <p className="booking-hint">
        {shown.restaurantName ? `${shown.restaurantName}, ` : ''}
        {party(shown.adults + shown.children)}, {longDate(shown.date)}.
      </p>
      <div className="booking-notify__window">
        {(['timeFrom', 'timeTo'] as const).map((field) => (
          <div key={field} className={`booking-field${errorOf(field) ? ' booking-field--invalid' : ''}`}>
            <label htmlFor={`${id}-${field}`}>{NOTIFY_WINDOW_LABELS[field]}</label>
            <select {...fieldProps(field)} value={join.form[field]} disabled={sending} onChange={(event) => waitlist.update(field, event.target.value)}>
              {join.timeChoices.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
            {errorText(field)}
          </div>
        ))}
      </div>
      {NOTIFY_TEXT_FIELDS.map(({ field, label, type, autoComplete }) => (
        <div key={field} className={`booking-field${errorOf(field) ? ' booking-field--invalid' : ''}`}>
          <label htmlFor={`${id}-${field}`}>{label}</label>
          <input
            {...fieldProps(field)}
            type={type}
            autoComplete={autoComplete}
            value={join.form[field]}
            readOnly={sending}
            onChange={(event) => waitlist.update(field, event.target.value)}
          />
          {errorText(field)}
        </div>
      ))}
      {/* Asked now, so the table a hold link keeps is booked with them in one tap. */}
      <DinerNeedsChoices needs={join.form.needs} onChange={waitlist.changeNeed} disabled={sending} />
      <div className={`booking-check${errorOf('consent') ? ' booking-field--invalid' : ''}`}>
        <input {...fieldProps('consent')} type="checkbox" checked={join.form.consent} disabled={sending} onChange={(event) => waitlist.update('consent', event.target.checked)} />
        <label htmlFor={`${id}-consent`}>{NOTIFY_CONSENT_LABEL}</label>
      </div>
      {errorText('consent')}
      {join.message !== null && (join.message.field === undefined || join.fieldErrors[join.message.field] !== undefined) ? (
        <p className="booking-journey__error" role="alert" tabIndex={-1} data-waitlist-message>
          {join.message.text}
        </p>
      ) : null}
      <button type="button" className="btn btn--primary" disabled={sending} onClick={() => void send()}>
        Notify me
      </button>
      <Spinner shown={sending} label="Adding you to the waitlist" />
    </div>
  );
});

/** "You are on the waitlist" and what happens next, in order; the heading's level is the page's to give. */
export function WaitlistJoined({ join, headingId, Heading }: { join: WaitlistJoinSnapshot; headingId: string; Heading: 'h2' | 'h4' }) {
  return (
    <section className="booking-notify booking-notify--joined" role="status" aria-labelledby={headingId}>
      <Heading id={headingId} className="booking-notify__heading">
        You are on the waitlist
      </Heading>
      <p>{join.message?.text}</p>
      <ol className="booking-notify__next">
        {join.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** "Notify me" where the journey's snapshot offers it and the front-end gave a waitlist; nothing otherwise. */
export function useWaitlist(): WaitlistStore | null {
  return useContext(WaitlistContext);
}
