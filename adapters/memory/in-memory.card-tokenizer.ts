// A card tokenizer held in memory, answering like the reference API's test tokenizer: the approved test card
// becomes the nonce InMemoryPaymentsApi vaults, the declined one the nonce it refuses with 402, and any other
// number a 400 naming `number`. For kiosks' demonstrations and tests.
import { fail, ok, type ApiResult, type CardTokenizerPort } from '@tavola/core/ports';
import type { CheckedCard } from '@tavola/core/validation';
import { IN_MEMORY_CARD_NONCES } from './in-memory.payments.api';

/** The test cards' numbers (digits only). */
export const IN_MEMORY_TEST_CARDS = { approved: '4111111111111111', declined: '4000000000000002' } as const;

export class InMemoryCardTokenizer implements CardTokenizerPort {
  async tokenize(card: CheckedCard): Promise<ApiResult<{ nonce: string }>> {
    if (card.number === IN_MEMORY_TEST_CARDS.approved) return ok({ nonce: IN_MEMORY_CARD_NONCES.valid });
    if (card.number === IN_MEMORY_TEST_CARDS.declined) return ok({ nonce: IN_MEMORY_CARD_NONCES.declined });
    return fail({ code: null, status: 400, field: 'number', message: 'Card number is not one of the test cards: use 4111 1111 1111 1111 or 4000 0000 0000 0002' });
  }
}
