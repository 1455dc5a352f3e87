// The built-in test payment gateway: behaves like a card vault driven by documented test nonces, so the
// card-guarantee path works end to end without a payment provider. See docs/api.md "Card guarantee".
import { randomUUID } from 'node:crypto';
import type { PaymentGateway } from '../api-dependencies';

/** Nonces the test gateway understands (named after Braintree's sandbox nonces). */
export const TEST_NONCES = {
  valid: 'fake-valid-nonce',
  validVisa: 'fake-valid-visa-nonce',
  validMastercard: 'fake-valid-mastercard-nonce',
  declined: 'fake-processor-declined-visa-nonce',
  invalidCardNumber: 'fake-luhn-invalid-nonce',
  consumed: 'fake-consumed-nonce',
} as const;

/**
 * The test gateway's cards, as a diner types them on the site: the tokenizer (POST
 * /api/v1/braintree/test-tokenize) turns each into the nonce the gateway then answers with.
 */
export const TEST_CARDS = {
  approved: { number: '4111 1111 1111 1111', nonce: TEST_NONCES.valid },
  declined: { number: '4000 0000 0000 0002', nonce: TEST_NONCES.declined },
} as const;

/** Why the test tokenizer refuses any other number. */
export const UNKNOWN_TEST_CARD = `Card number is not one of the test gateway's cards: use ${TEST_CARDS.approved.number} (approved) or ${TEST_CARDS.declined.number} (declined)`;

const DECLINES: Record<string, string> = {
  [TEST_NONCES.declined]: 'Your card was declined. Please try another card.',
  [TEST_NONCES.invalidCardNumber]: 'The card number is not valid.',
  [TEST_NONCES.consumed]: 'This card authorisation was already used. Please enter your card again.',
};

export class TestPaymentGateway implements PaymentGateway {
  async clientToken(): Promise<string> {
    return `test-client-token-${randomUUID()}`;
  }

  /** The nonce of one of the test cards (its digits), or null for any other number. */
  testCardNonce(digits: string): string | null {
    const card = Object.values(TEST_CARDS).find((known) => known.number.replace(/ /g, '') === digits);
    return card?.nonce ?? null;
  }

  async vault(nonce: string): Promise<{ ok: true; customerId: string } | { ok: false; message: string }> {
    const decline = DECLINES[nonce];
    if (decline) return { ok: false, message: decline };
    if (nonce === TEST_NONCES.valid || nonce === TEST_NONCES.validVisa || nonce === TEST_NONCES.validMastercard) {
      return { ok: true, customerId: `test-customer-${randomUUID()}` };
    }
    return { ok: false, message: 'The card could not be verified. Please try again.' };
  }
}
