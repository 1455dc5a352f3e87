// The card guarantee on a site with a Braintree tokenization key (BRAINTREE_TOKENIZATION_KEY): the same four
// fields, labels and errors as the site's own card form, but each field is Braintree's Hosted Field, an
// iframe the card is typed into, so the page never holds the card. The form (@tavola/adapters'
// BraintreeHostedFieldsCardForm, built by booking-package.ts) mounts the frames into this step's boxes,
// reports each field's validity in core's card words, and tokenises; the nonce goes straight to the
// use-case's guaranteeWithCard and is never shown.
import { observer } from 'mobx-react-lite';
import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import type { BraintreeHostedFieldsCardForm } from '@tavola/adapters/braintree';
import { messageForApiError } from '@tavola/core/errors';
import { CARD_FIELDS, CARD_LABELS, type CardField } from '@tavola/core/validation';
import type { BookingStore } from '../booking.store';
import { Spinner } from './journey-parts';

/** The card form's fields as a diner reads them, the same over the site's inputs and Braintree's frames. */
export const CARD_FIELD_LABELS: Record<CardField, string> = {
  cardholderName: CARD_LABELS.cardholderName,
  number: CARD_LABELS.number,
  expiry: `${CARD_LABELS.expiry} (MM/YY)`,
  cvc: `${CARD_LABELS.cvc} (CVC)`,
};

/** What the card step uses of the Hosted Fields card form. */
export type HostedCardForm = Pick<BraintreeHostedFieldsCardForm, 'mount' | 'unmount' | 'tokenize' | 'focus' | 'markField'>;

/** The Hosted Fields card form, on a site with a tokenization key; null keeps the site's own card fields. */
export const HostedCardFormContext = createContext<HostedCardForm | null>(null);

export function useHostedCardForm(): HostedCardForm | null {
  return useContext(HostedCardFormContext);
}

// Braintree takes only a few text properties for inside its frames, as values (not the site's CSS variables):
// the site's field size (16 px keeps iOS from zooming in) and ink colour (--color-ink).
const FRAME_STYLES = { input: { 'font-size': '16px', color: '#231c17' } };

const isCardField = (field: unknown): field is CardField => CARD_FIELDS.includes(field as CardField);

export const HostedCardGuarantee = observer(function HostedCardGuarantee({ store, form }: { store: BookingStore; form: HostedCardForm }) {
  const id = useId();
  const boxRef = useRef<HTMLFieldSetElement>(null);
  const containers = useRef<Partial<Record<CardField, HTMLDivElement>>>({});
  const [frames, setFrames] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Each field's words as Braintree last reported it, shown once the field is left or the card tried.
  const [problems, setProblems] = useState<Partial<Record<CardField, string | null>>>({});
  const [touched, setTouched] = useState<Partial<Record<CardField, true>>>({});
  const [tried, setTried] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const { card } = store.snapshot;

  useEffect(() => {
    if (card.status === 'idle') void store.loadCardForm();
  }, [card.status, store]);

  useEffect(() => {
    let live = true;
    void form
      .mount(containers.current as Record<CardField, HTMLDivElement>, {
        labels: CARD_FIELD_LABELS,
        styles: FRAME_STYLES,
        onFieldChange: (field, message, left) => {
          if (!live) return;
          setProblems((now) => ({ ...now, [field]: message }));
          if (left) setTouched((now) => (now[field] ? now : { ...now, [field]: true }));
        },
      })
      .then((mounted) => {
        if (!live) return;
        setFrames(mounted.ok ? 'ready' : 'failed');
        if (!mounted.ok) setFailure(messageForApiError(mounted.error));
      });
    return () => {
      live = false;
      void form.unmount();
    };
  }, [form]);

  const shown = Object.fromEntries(CARD_FIELDS.map((field) => [field, tried || touched[field] ? (problems[field] ?? null) : null])) as Record<
    CardField,
    string | null
  >;
  const shownKey = CARD_FIELDS.map((field) => shown[field] ?? '').join('\u0000');
  // The inputs inside the frames say they are invalid too, for screen readers there.
  useEffect(() => {
    if (frames !== 'ready') return;
    for (const field of CARD_FIELDS) form.markField(field, shown[field]);
    // shownKey stands for `shown`, a new object on every render.
  }, [shownKey, frames, form]);

  useEffect(() => {
    if (focusRequest === 0) return;
    boxRef.current?.querySelector<HTMLElement>('[data-card-message]')?.focus();
  }, [focusRequest]);

  const working = frames === 'loading' || tokenizing || card.status === 'loading' || card.status === 'submitting';
  const guarantee = async () => {
    setTried(true);
    setFailure(null);
    setTokenizing(true);
    const made = await form.tokenize();
    setTokenizing(false);
    if (!made.ok) {
      const { field, message } = made.error;
      if (isCardField(field) && typeof message === 'string') {
        // A field Braintree will not take: its words under it, and focus into its frame.
        setProblems((now) => ({ ...now, [field]: message }));
        form.focus(field);
      } else {
        setFailure(messageForApiError(made.error));
        setFocusRequest((n) => n + 1);
      }
      return;
    }
    const stored = await store.guaranteeWithCard(made.value.nonce);
    // A declined card: the gateway's words take focus, so a screen reader hears them and the diner can retype.
    if (!stored && store.snapshot.card.message !== null) setFocusRequest((n) => n + 1);
  };
  const message = failure ?? card.message?.text ?? null;
  return (
    <fieldset ref={boxRef} className="booking-fieldset booking-card booking-card--hosted" aria-busy={working}>
      <legend>Card guarantee</legend>
      <p className="booking-hint">This booking is held with a card. Nothing is charged unless you do not come.</p>
      <div className="booking-card__fields">
        {CARD_FIELDS.map((field) => {
          const error = shown[field];
          const boxId = `${id}-${field}`;
          return (
            <div key={field} className={`booking-field booking-card__${field}${error ? ' booking-field--invalid' : ''}`}>
              {/* Braintree moves focus into the frame when a label for its box is clicked. */}
              <label id={`${boxId}-label`} htmlFor={boxId}>
                {CARD_FIELD_LABELS[field]}
              </label>
              <div
                id={boxId}
                ref={(element) => {
                  if (element) containers.current[field] = element;
                }}
                className="booking-card__hosted"
                role="group"
                aria-labelledby={`${boxId}-label`}
                aria-describedby={error !== null ? `${boxId}-error` : undefined}
                data-card-field={field}
              />
              {error !== null ? (
                <p id={`${boxId}-error`} className="booking-field__error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {message ? (
        <p className="booking-journey__error" role="alert" tabIndex={-1} data-card-message data-message={failure ? 'cardFailed' : card.message?.key}>
          {message}
        </p>
      ) : null}
      <button type="button" className="btn btn--primary" disabled={working || frames !== 'ready' || card.status === 'idle'} onClick={() => void guarantee()}>
        Guarantee with card
      </button>
      <Spinner shown={working} label={frames === 'loading' ? 'Loading the card form' : 'Checking the card'} />
    </fieldset>
  );
});
