// A card gateway held in memory, answering like the reference API's test gateway: any nonce guarantees the
// booking except the documented decline nonce, which is refused with HTTP 402 and the gateway's own words.
import { fail, ok, type ApiResult, type CardGuaranteeSubmission, type PaymentsApiPort } from '@tavola/core/ports';

/** The nonce a card form sends for a card that goes through, and the one for a declined card. */
export const IN_MEMORY_CARD_NONCES = {
  valid: 'fake-valid-nonce',
  declined: 'fake-processor-declined-visa-nonce',
} as const;

export class InMemoryPaymentsApi implements PaymentsApiPort {
  readonly #guarantees: CardGuaranteeSubmission[] = [];

  /** The cards vaulted so far, oldest first. */
  get guarantees(): readonly CardGuaranteeSubmission[] {
    return [...this.#guarantees];
  }

  async getClientToken(): Promise<ApiResult<string>> {
    return ok('in-memory-client-token');
  }

  async submit(submission: CardGuaranteeSubmission): Promise<ApiResult<{ customerId: string }>> {
    if (submission.nonce === IN_MEMORY_CARD_NONCES.declined) {
      return fail({ code: null, status: 402, message: 'Your card was declined. Please try another card.' });
    }
    this.#guarantees.push(submission);
    return ok({ customerId: `customer-${this.#guarantees.length}` });
  }
}
