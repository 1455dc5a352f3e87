// Braintree's Hosted Fields as the card form's tokenizer: the card number, expiry, security code and name are
// typed into Braintree's own iframes, so the page never sees them, and `tokenize()` answers the one-time nonce
// for the booking use-case's guaranteeWithCard(nonce). The `braintree-web` module is passed in as a loader
// (`() => import('braintree-web')`), so it is fetched only when a tokenization key is set and never bundled
// into this package; its refusals become failures naming core's card fields, as the test tokenizer's 400s do.
import { fail, ok, type ApiResult } from '@tavola/core/ports';
import { cardFieldMessage, type CardField, type CardProblem } from '@tavola/core/validation';

/** The part of `braintree-web`'s Hosted Fields instance used here. */
export interface HostedFieldsInstance {
  tokenize(): Promise<{ nonce: string }>;
  teardown(): Promise<void>;
}

/** The part of the `braintree-web` module used here: `client.create` and `hostedFields.create`. */
export interface BraintreeWebModule {
  client: { create(options: { authorization: string }): Promise<unknown> };
  hostedFields: {
    create(options: {
      client: unknown;
      fields: Record<'cardholderName' | 'number' | 'expirationDate' | 'cvv', { container: string | HTMLElement; placeholder?: string }>;
      styles?: Record<string, Record<string, string>>;
    }): Promise<HostedFieldsInstance>;
  };
}

/** Where each hosted field goes: a selector or an element, by core's card field names. */
export type HostedFieldContainers = Record<CardField, string | HTMLElement>;

// Braintree's field keys, by core's card field names.
const BRAINTREE_KEYS: Record<CardField, 'cardholderName' | 'number' | 'expirationDate' | 'cvv'> = {
  cardholderName: 'cardholderName',
  number: 'number',
  expiry: 'expirationDate',
  cvc: 'cvv',
};

/** How core's card rules word a field Braintree finds invalid (it says only which field, not why). */
const INVALID: Record<CardField, CardProblem> = { cardholderName: 'invalid', number: 'checksum', expiry: 'invalid', cvc: 'invalid' };

export class BraintreeHostedFieldsCardForm {
  #fields: HostedFieldsInstance | null = null;

  /**
   * @param tokenizationKey the site's BRAINTREE_TOKENIZATION_KEY (public by design: it can only tokenise).
   * @param load the `braintree-web` module, loaded when the form is first shown: `() => import('braintree-web')`.
   */
  constructor(
    private readonly tokenizationKey: string,
    private readonly load: () => Promise<BraintreeWebModule>,
  ) {}

  /** Puts Braintree's fields into the containers; a failure (offline, a bad key) as core's default failure. */
  async mount(containers: HostedFieldContainers, styles?: Record<string, Record<string, string>>): Promise<ApiResult<true>> {
    try {
      await this.unmount();
      const braintree = await this.load();
      const client = await braintree.client.create({ authorization: this.tokenizationKey });
      const fields = Object.fromEntries(
        (Object.keys(BRAINTREE_KEYS) as CardField[]).map((field) => [BRAINTREE_KEYS[field], { container: containers[field] }]),
      ) as Parameters<BraintreeWebModule['hostedFields']['create']>[0]['fields'];
      this.#fields = await braintree.hostedFields.create({ client, fields, styles });
      return ok(true);
    } catch {
      // Braintree unreachable or the key refused: the diner sees the catalogue's words, never Braintree's internals.
      return fail({ code: null });
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
    const fields = this.#fields;
    this.#fields = null;
    if (fields !== null) await fields.teardown().catch(() => undefined);
  }
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
