// Step three of the booking panel: the diner's details with core's messages by field, the opt-ins, the
// special request and, when the booking needs one, the card guarantee's card form (the site's own fields over
// the test gateway, or Braintree's Hosted Fields on a site with a tokenization key: hosted-card-guarantee.tsx);
// the button says what will be sent.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CustomerOptIn, CustomerTextField } from '@tavola/core/booking';
import { BOOKING } from '@tavola/core/constants';
import { cardErrorsByField, validateCard, type CardField, type CardFields } from '@tavola/core/validation';
import type { BookingStore } from '../booking.store';
import { CARD_FIELD_LABELS, HostedCardGuarantee, useHostedCardForm } from './hosted-card-guarantee';
import { DinerNeedsFields } from './diner-needs';
import { Spinner, StepBlockers, Summary, TryAgain } from './journey-parts';

/** The diner's details as step three asks for them (the no-script steps' page too). */
export const CUSTOMER_FIELDS: ReadonlyArray<{ field: CustomerTextField; label: string; type?: string; autoComplete?: string; optional?: boolean }> = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { field: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
];

export const SPECIAL_REQUEST_LABEL = 'Special request (optional)';

/** The opt-ins offered (the SMS one when core enables it). */
export const OPT_INS: ReadonlyArray<{ field: CustomerOptIn; label: string }> = [
  { field: 'shouldReceivePromotions', label: 'Send me offers and news by e-mail' },
  { field: 'shouldReceiveSms', label: 'Send me offers by text message' },
];

export const OFFERED_OPT_INS = OPT_INS.filter(({ field }) => field !== 'shouldReceiveSms' || BOOKING.smsOptInEnabled);

export const EVENT_HINT = "This goes to the restaurant's events team as an event request; they will call you to plan the menu and the room.";

export const SUBMIT_LABEL = { booking: 'Book table', enquiry: 'Send enquiry', event: 'Send event request' } as const;

export const StepThree = observer(function StepThree({ store, labelledBy }: { store: BookingStore; labelledBy: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const hostedCardForm = useHostedCardForm();
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
        <legend>Contact details</legend>
        {CUSTOMER_FIELDS.map((f) => (
          <TextField key={f.field} store={store} id={`${id}-${f.field}`} {...f} />
        ))}
        <TextField store={store} id={`${id}-specialRequest`} field="specialRequest" label={SPECIAL_REQUEST_LABEL} multiline />
      </fieldset>
      <DinerNeedsFields store={store} />
      <fieldset className="booking-fieldset booking-optins">
        <legend>Keep in touch</legend>
        {OFFERED_OPT_INS.map(({ field, label }) => (
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
        <p className="booking-hint">{EVENT_HINT}</p>
      ) : null}
      {cardGuaranteeNeeded ? hostedCardForm ? <HostedCardGuarantee store={store} form={hostedCardForm} /> : <CardGuarantee store={store} /> : null}
      {/* Only where a card really was stored: never for an enquiry, nor where no card was asked for. */}
      {!cardGuaranteeNeeded && journey.braintreeCustomerId !== '' && submitKind !== 'enquiry' ? (
        <p className="booking-hint">Your card is held as a guarantee.</p>
      ) : null}
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
        {/* No answer to the requirements, or to the booking itself: core's tryAgain asks again, the details
            kept and, for the booking, the same Idempotency-Key, so it cannot book twice. */}
        <TryAgain
          offered={store.snapshot.tryAgainOn === 3}
          run={() => store.tryAgain()}
          onDone={(answered) => {
            if (answered && !store.snapshot.journey.thanks) formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
          }}
        />
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

/** The card form's fields as a diner reads them; none shows a token or a nonce. */
const CARD_INPUTS: ReadonlyArray<{ field: CardField; label: string; autoComplete: string; numeric?: boolean; hint?: string }> = [
  { field: 'cardholderName', label: CARD_FIELD_LABELS.cardholderName, autoComplete: 'cc-name' },
  { field: 'number', label: CARD_FIELD_LABELS.number, autoComplete: 'cc-number', numeric: true },
  { field: 'expiry', label: CARD_FIELD_LABELS.expiry, autoComplete: 'cc-exp', hint: 'MM/YY' },
  { field: 'cvc', label: CARD_FIELD_LABELS.cvc, autoComplete: 'cc-csc', numeric: true },
];

const NO_CARD: CardFields = { cardholderName: '', number: '', expiry: '', cvc: '' };

/**
 * The card guarantee: the card's fields with core's card rules (validateCard, in the restaurant's today),
 * each field's error once it is left or the card tried, focus to the first invalid one; a valid card goes
 * to the use-case (guaranteeWithCardDetails), which tokenises and vaults it. The fields are kept here only
 * until then: the store never holds a card number, and no token or nonce is ever shown.
 */
const CardGuarantee = observer(function CardGuarantee({ store }: { store: BookingStore }) {
  const id = useId();
  const boxRef = useRef<HTMLFieldSetElement>(null);
  const [fields, setFields] = useState<CardFields>(NO_CARD);
  const [touched, setTouched] = useState<Partial<Record<CardField, true>>>({});
  const [tried, setTried] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const { card, today } = store.snapshot;
  useEffect(() => {
    if (card.status === 'idle') void store.loadCardForm();
  }, [card.status, store]);
  useEffect(() => {
    if (focusRequest === 0) return;
    boxRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-card-message]')?.focus();
  }, [focusRequest]);
  const errors = cardErrorsByField(validateCard(fields, { today }).errors);
  const working = card.status === 'loading' || card.status === 'submitting';
  const guarantee = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const stored = await store.guaranteeWithCardDetails(fields);
    // A declined card: the gateway's words take focus, so a screen reader hears them and the diner can retype.
    if (!stored && store.snapshot.card.message !== null) setFocusRequest((n) => n + 1);
  };
  return (
    <fieldset ref={boxRef} className="booking-fieldset booking-card" aria-busy={working}>
      <legend>Card guarantee</legend>
      <p className="booking-hint">This booking is held with a card. Nothing is charged unless you do not come.</p>
      <p className="booking-hint" id={`${id}-test-cards`}>
        Test payment gateway: use card 4111 1111 1111 1111 (4000 0000 0000 0002 is declined), any expiry date to come and security code 123.
      </p>
      <div className="booking-card__fields">
        {CARD_INPUTS.map(({ field, label, autoComplete, numeric, hint }) => {
          const error = tried || touched[field] ? (errors[field] ?? null) : null;
          const inputId = `${id}-${field}`;
          return (
            <div key={field} className={`booking-field booking-card__${field}${error ? ' booking-field--invalid' : ''}`}>
              <label htmlFor={inputId}>{label}</label>
              <input
                id={inputId}
                name={field}
                type="text"
                value={fields[field]}
                autoComplete={autoComplete}
                inputMode={numeric ? 'numeric' : undefined}
                placeholder={hint}
                spellCheck={false}
                aria-invalid={error !== null}
                aria-describedby={error !== null ? `${inputId}-error` : undefined}
                disabled={working}
                onChange={(event) => setFields((now) => ({ ...now, [field]: event.target.value }))}
                onBlur={() => setTouched((now) => ({ ...now, [field]: true }))}
              />
              {error !== null ? (
                <p id={`${inputId}-error`} className="booking-field__error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {card.message ? (
        <p className="booking-journey__error" role="alert" tabIndex={-1} data-card-message data-message={card.message.key}>
          {card.message.text}
        </p>
      ) : null}
      <button type="button" className="btn btn--primary" disabled={working || card.status === 'idle'} onClick={() => void guarantee()}>
        Guarantee with card
      </button>
      <Spinner shown={working} label="Checking the card" />
    </fieldset>
  );
});
