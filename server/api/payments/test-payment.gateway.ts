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

const DECLINES: Record<string, string> = {
  [TEST_NONCES.declined]: 'Your card was declined. Please try another card.',
  [TEST_NONCES.invalidCardNumber]: 'The card number is not valid.',
  [TEST_NONCES.consumed]: 'This card authorisation was already used. Please enter your card again.',
};

export class TestPaymentGateway implements PaymentGateway {
  async clientToken(): Promise<string> {
    return `test-client-token-${randomUUID()}`;
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
