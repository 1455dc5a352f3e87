// Test data for the card form: the test gateway's approved card as a diner types it, with overrides, so each
// test states only the field it is about. Its expiry is valid until the end of 2030.
import type { CardFields } from '@tavola/core/validation';

export const TEST_CARDS = {
  /** The test gateway's approved card (Visa's test number). */
  approved: '4111 1111 1111 1111',
  /** The test gateway's declined card. */
  declined: '4000 0000 0000 0002',
  /** An American Express test number: its security code has 4 digits. */
  amex: '3782 822463 10005',
} as const;

export function aCard(overrides: Partial<CardFields> & Record<string, unknown> = {}): CardFields {
  return { cardholderName: 'Giulia Rossi', number: TEST_CARDS.approved, expiry: '12/30', cvc: '123', ...overrides };
}
