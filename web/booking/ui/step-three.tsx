// Step three of the booking panel: the diner's details with core's messages by field, the opt-ins, the
// special request and the card guarantee through the test gateway; the button says what will be sent.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CustomerOptIn, CustomerTextField } from '@tavola/core/booking';
import { BOOKING } from '@tavola/core/constants';
import type { BookingStore } from '../booking.store';
import { Spinner, StepBlockers, Summary } from './journey-parts';

/** The test gateway's nonce for a card that is accepted. */
export const TEST_GATEWAY_NONCE = 'fake-valid-nonce';

const FIELDS: ReadonlyArray<{ field: CustomerTextField; label: string; type?: string; autoComplete?: string; optional?: boolean }> = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { field: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
];

const OPT_INS: ReadonlyArray<{ field: CustomerOptIn; label: string }> = [
  { field: 'shouldReceivePromotions', label: 'Send me offers and news by e-mail' },
  { field: 'shouldReceiveSms', label: 'Send me offers by text message' },
];

const SUBMIT_LABEL = { booking: 'Book table', enquiry: 'Send enquiry', event: 'Send event request' } as const;

export const StepThree = observer(function StepThree({ store, labelledBy }: { store: BookingStore; labelledBy: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { journey, submitting, slotTaken, submitKind, cardGuaranteeNeeded, blockers } = store.snapshot;
  const flags = journey.steps[3];
  // After a refused submit the first invalid field takes focus, once React has drawn the errors.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const made = await store.submit();
    if (!made && Object.keys(store.snapshot.fieldErrors).length > 0) setFocusRequest((n) => n + 1);
  };
  const busy = flags.spinner || submitting;
  // Invalid details do not disable the button: trying to book is how every field's error shows.
  const blocked = blockers[3].some((blocker) => blocker.key !== 'customerInvalid');
  return (
    <form ref={formRef} className="booking-step booking-step--3" aria-labelledby={labelledBy} aria-busy={busy} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Summary store={store} step={3} />
      {slotTaken ? (
        <p>
          <button type="button" className="btn btn--primary" onClick={() => void store.chooseAnotherTime()}>
            Choose another time
          </button>
        </p>
      ) : null}
      <fieldset className="booking-fieldset">
        <legend>Your details</legend>
        {FIELDS.map((f) => (
          <TextField key={f.field} store={store} id={`${id}-${f.field}`} {...f} />
        ))}
        <TextField store={store} id={`${id}-specialRequest`} field="specialRequest" label="Special request (optional)" multiline />
      </fieldset>
      <fieldset className="booking-fieldset booking-optins">
        <legend>Keep in touch</legend>
        {OPT_INS.filter(({ field }) => field !== 'shouldReceiveSms' || BOOKING.smsOptInEnabled).map(({ field, label }) => (
          <div className="booking-check" key={field}>
            <input
              id={`${id}-${field}`}
              type="checkbox"
              checked={journey.customer[field]}
              onChange={(event) => store.changeOptIn(field, event.target.checked)}
            />
            <label htmlFor={`${id}-${field}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      {submitKind === 'event' ? (
        <p className="booking-hint">This goes to the restaurant's events team as an event request; they will call you to plan the menu and the room.</p>
      ) : null}
      {cardGuaranteeNeeded ? <CardGuarantee store={store} /> : null}
      {journey.creditCardRequired && submitKind === 'booking' && !cardGuaranteeNeeded ? <p className="booking-hint">Your card is held as a guarantee.</p> : null}
      <div className="booking-actions">
        <button type="button" className="btn btn--outline" onClick={() => store.goToStep(2)} disabled={submitting}>
          Back
        </button>
        <button
          type="submit"
          className="btn btn--primary booking-actions__next"
          disabled={blocked}
          aria-describedby={blocked ? `${id}-blockers` : undefined}
        >
          {SUBMIT_LABEL[submitKind]}
        </button>
        <Spinner shown={busy} label={submitting ? 'Booking' : 'Loading'} />
      </div>
      <StepBlockers store={store} step={3} id={`${id}-blockers`} />
    </form>
  );
});

const TextField = observer(function TextField({
  store,
  id,
  field,
  label,
  type = 'text',
  autoComplete,
  multiline = false,
}: {
  store: BookingStore;
  id: string;
  field: CustomerTextField;
  label: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}) {
  const error = store.snapshot.fieldErrors[field] ?? null;
  const errorId = `${id}-error`;
  const common = {
    id,
    value: store.snapshot.journey.customer[field].text,
    'aria-invalid': error !== null,
    'aria-describedby': error !== null ? errorId : undefined,
    onBlur: () => store.touchCustomerField(field),
  };
  return (
    <div className={`booking-field${error ? ' booking-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => store.changeCustomerField(field, event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => store.changeCustomerField(field, event.target.value)} />
      )}
      {error !== null ? (
        <p id={errorId} className="booking-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

const CardGuarantee = observer(function CardGuarantee({ store }: { store: BookingStore }) {
  const id = useId();
  const [nonce, setNonce] = useState(TEST_GATEWAY_NONCE);
  const { card } = store.snapshot;
  useEffect(() => {
    if (card.status === 'idle') void store.loadCardForm();
  }, [card.status, store]);
  const working = card.status === 'loading' || card.status === 'submitting';
  return (
    <fieldset className="booking-fieldset booking-card" aria-busy={working}>
      <legend>Card guarantee</legend>
      <p className="booking-hint">This booking is held with a card. Nothing is charged unless you do not come.</p>
      <div className="booking-field">
        <label htmlFor={`${id}-nonce`}>Card token (test payment gateway)</label>
        <input id={`${id}-nonce`} type="text" value={nonce} autoComplete="off" onChange={(event) => setNonce(event.target.value)} />
      </div>
      {card.message ? (
        <p className="booking-journey__error" role="alert" data-message={card.message.key}>
          {card.message.text}
        </p>
      ) : null}
      <button type="button" className="btn btn--primary" disabled={working || card.status === 'idle'} onClick={() => void store.guaranteeWithCard(nonce)}>
        Guarantee with card
      </button>
      <Spinner shown={working} label="Checking the card" />
    </fieldset>
  );
});
