// Test data for the card guarantee: one submission the built-in test gateway vaults, with overrides, so each test states only what it is about.
import type { CardGuaranteeSubmission } from '@tavola/core/ports';
import { TEST_NONCES } from '../../server/api/payments/test-payment.gateway';

export function aCardSubmission(overrides: Partial<CardGuaranteeSubmission> & Record<string, unknown> = {}): CardGuaranteeSubmission {
  return {
    nonce: TEST_NONCES.valid,
    storeId: 'CV003',
    email: 'Giulia.Bianchi@example.com',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    ...overrides,
  };
}
