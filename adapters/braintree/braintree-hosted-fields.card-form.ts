// Braintree's Hosted Fields as the card form's tokenizer: the card number, expiry, security code and name are
// typed into Braintree's own iframes, so the page never sees them, and `tokenize()` answers the one-time nonce
// for the booking use-case's guaranteeWithCard(nonce). The `braintree-web` module is passed in as a loader
// (`() => import('braintree-web')`), so it is fetched only when a tokenization key is set and never bundled
// into this package; its refusals become failures naming core's card fields, as the test tokenizer's 400s do.
import { fail, ok, type ApiResult } from '@tavola/core/ports';
import { CARD_FIELDS, cardFieldMessage, type CardField, type CardProblem } from '@tavola/core/validation';

/** Braintree's field keys for core's four card fields. */
export type BraintreeFieldKey = 'cardholderName' | 'number' | 'expirationDate' | 'cvv';

/** What Braintree's events say about one field (its `hostedFieldsFieldData`). */
export interface HostedFieldState {
  isEmpty: boolean;
  isValid: boolean;
  isPotentiallyValid: boolean;
}

/** A Hosted Fields event (its `stateObject`): which field it is about, and every field's state. */
export interface HostedFieldsEvent {
  emittedBy: string;
  fields: Partial<Record<string, HostedFieldState>>;
}

/** The part of `braintree-web`'s Hosted Fields instance used here (events, focus and attributes optional). */
export interface HostedFieldsInstance {
  tokenize(): Promise<{ nonce: string }>;
  teardown(): Promise<void>;
  on?(event: 'blur' | 'validityChange', handler: (event: HostedFieldsEvent) => void): void;
  focus?(field: BraintreeFieldKey): Promise<void>;
  setAttribute?(options: { field: BraintreeFieldKey; attribute: 'aria-invalid'; value: boolean }): Promise<void>;
  setMessage?(options: { field: BraintreeFieldKey; message: string }): void;
}

/** One field's options for `hostedFields.create`. */
export interface HostedFieldOptions {
  container: string | HTMLElement;
  placeholder?: string;
  /** The hidden label screen readers read inside Braintree's frame. */
  internalLabel?: string;
  /** The frame's title. */
  iframeTitle?: string;
}

/** The part of the `braintree-web` module used here: `client.create` and `hostedFields.create`. */
export interface BraintreeWebModule {
  client: { create(options: { authorization: string }): Promise<unknown> };
  hostedFields: {
    create(options: {
      client: unknown;
      fields: Record<BraintreeFieldKey, HostedFieldOptions>;
      styles?: Record<string, Record<string, string>>;
    }): Promise<HostedFieldsInstance>;
  };
}

/** How the form is drawn and what it reports, besides where its fields go. */
export interface HostedFieldsMountOptions {
  /** CSS for the text inside Braintree's frames (Braintree takes only fonts, colours and the like). */
  styles?: Record<string, Record<string, string>>;
  /** The page's own label of each field, also read by screen readers inside Braintree's frames and as each frame's title. */
  labels?: Record<CardField, string>;
  /**
   * Told when the diner leaves a field (`left`) or its validity changes: core's words for what is wrong with
   * it, null when nothing is.
   */
  onFieldChange?: (field: CardField, message: string | null, left: boolean) => void;
}

/** Where each hosted field goes: a selector or an element, by core's card field names. */
export type HostedFieldContainers = Record<CardField, string | HTMLElement>;

// Braintree's field keys, by core's card field names.
const BRAINTREE_KEYS: Record<CardField, BraintreeFieldKey> = {
  cardholderName: 'cardholderName',
  number: 'number',
  expiry: 'expirationDate',
  cvc: 'cvv',
};

/** How core's card rules word a field Braintree finds invalid (it says only which field, not why). */
const INVALID: Record<CardField, CardProblem> = { cardholderName: 'invalid', number: 'checksum', expiry: 'invalid', cvc: 'invalid' };

export class BraintreeHostedFieldsCardForm {
  #fields: HostedFieldsInstance | null = null;
  // Counts mounts and unmounts: fields created for a mount that was overtaken are torn down at once.
  #generation = 0;

  /**
   * @param tokenizationKey the site's BRAINTREE_TOKENIZATION_KEY (public by design: it can only tokenise).
   * @param load the `braintree-web` module, loaded when the form is first shown: `() => import('braintree-web')`.
   */
  constructor(
    private readonly tokenizationKey: string,
    private readonly load: () => Promise<BraintreeWebModule>,
  ) {}

  /** Puts Braintree's fields into the containers; a failure (offline, a bad key) as core's default failure. */
  async mount(containers: HostedFieldContainers, options: HostedFieldsMountOptions = {}): Promise<ApiResult<true>> {
    try {
      await this.unmount();
      const generation = this.#generation;
      const braintree = await this.load();
      const client = await braintree.client.create({ authorization: this.tokenizationKey });
      const { labels, styles, onFieldChange } = options;
      const fields = Object.fromEntries(
        CARD_FIELDS.map((field) => [
          BRAINTREE_KEYS[field],
          labels ? { container: containers[field], internalLabel: labels[field], iframeTitle: labels[field] } : { container: containers[field] },
        ]),
      ) as Record<BraintreeFieldKey, HostedFieldOptions>;
      const created = await braintree.hostedFields.create({ client, fields, styles });
      if (generation !== this.#generation) {
        // Unmounted or mounted again meanwhile (the card step closed, or React ran its effect twice).
        await created.teardown().catch(() => undefined);
        return fail({ code: null });
      }
      this.#fields = created;
      if (onFieldChange) {
        const report = (left: boolean) => (event: HostedFieldsEvent) => {
          const field = cardField(event?.emittedBy);
          const state = field === null ? undefined : event.fields?.[BRAINTREE_KEYS[field]];
          if (field !== null && state) onFieldChange(field, fieldMessage(field, state), left);
        };
        created.on?.('blur', report(true));
        created.on?.('validityChange', report(false));
      }
      return ok(true);
    } catch {
      // Braintree unreachable or the key refused: the diner sees the catalogue's words, never Braintree's internals.
      return fail({ code: null });
    }
  }

  /** Moves focus into a field's frame (the first invalid one, after a refused card). */
  focus(field: CardField): void {
    void this.#fields?.focus?.(BRAINTREE_KEYS[field])?.catch(() => undefined);
  }

  /**
   * Tells the input inside a field's frame whether it is invalid, and why, for screen readers there (the
   * page's own message under the field cannot be linked across frames).
   */
  markField(field: CardField, message: string | null): void {
    const fields = this.#fields;
    if (fields === null) return;
    const key = BRAINTREE_KEYS[field];
    void fields.setAttribute?.({ field: key, attribute: 'aria-invalid', value: message !== null })?.catch(() => undefined);
    try {
      fields.setMessage?.({ field: key, message: message ?? '' });
    } catch {
      // An older SDK without messages: the attribute is enough.
    }
  }

  /**
   * The nonce of the card typed into the fields; an empty or invalid field is a 400 naming core's card field
   * with its words, anything else (not mounted, a network failure) a failure with no code.
   */
  async tokenize(): Promise<ApiResult<{ nonce: string }>> {
    if (this.#fields === null) return fail({ code: null });
    try {
      const { nonce } = await this.#fields.tokenize();
      return typeof nonce === 'string' && nonce !== '' ? ok({ nonce }) : fail({ code: null });
    } catch (error) {
      const refused = refusedField(error);
      if (refused === null) return fail({ code: null });
      const [field, problem] = refused;
      return fail({ code: null, status: 400, field, message: cardFieldMessage(field, problem) });
    }
  }

  /** Removes Braintree's iframes (when the card step closes). */
  async unmount(): Promise<void> {
    this.#generation += 1;
    const fields = this.#fields;
    this.#fields = null;
    if (fields !== null) await fields.teardown().catch(() => undefined);
  }
}

/** Core's card field for one of Braintree's field keys, or null for any other. */
function cardField(key: unknown): CardField | null {
  return CARD_FIELDS.find((field) => BRAINTREE_KEYS[field] === key) ?? null;
}

/** Core's words for a field's state in Braintree's events: empty is required, invalid as at tokenize, else nothing. */
function fieldMessage(field: CardField, state: HostedFieldState): string | null {
  if (state.isEmpty) return cardFieldMessage(field, 'required');
  return state.isValid ? null : cardFieldMessage(field, INVALID[field]);
}

/** The first field Braintree reports empty or invalid, as core's card field and problem; null for other errors. */
function refusedField(error: unknown): [CardField, CardProblem] | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, details } = error as { code?: unknown; details?: { invalidFieldKeys?: unknown } };
  if (code === 'HOSTED_FIELDS_FIELDS_EMPTY') return ['number', 'required'];
  if (code !== 'HOSTED_FIELDS_FIELDS_INVALID') return null;
  const keys = Array.isArray(details?.invalidFieldKeys) ? details.invalidFieldKeys.map(String) : [];
  const field = (Object.keys(BRAINTREE_KEYS) as CardField[]).find((known) => keys.includes(BRAINTREE_KEYS[known])) ?? 'number';
  return [field, INVALID[field]];
}
