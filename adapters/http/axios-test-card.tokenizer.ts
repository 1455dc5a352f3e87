// The reference API's test gateway as a card tokenizer (POST /api/v1/braintree/test-tokenize): a checked card
// becomes the nonce of one of its documented test cards. Any other number is the API's 400 naming `number`,
// a failure carrying its words; nothing else of the card is kept here.
import type { ApiHttpClient } from './api-http-client';
import { HTTP } from '@tavola/core/constants';
import { fail, ok, type ApiResult, type CardTokenizerPort } from '@tavola/core/ports';
import type { CheckedCard } from '@tavola/core/validation';

export class AxiosTestCardTokenizer implements CardTokenizerPort {
  constructor(private readonly client: ApiHttpClient) {}

  async tokenize(card: CheckedCard): Promise<ApiResult<{ nonce: string }>> {
    const answer = await this.client.call<unknown>({
      method: 'POST',
      path: '/api/v1/braintree/test-tokenize',
      body: {
        cardholderName: card.cardholderName,
        number: card.number,
        expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`,
        cvc: card.cvc,
      },
    });
    if (!answer.ok) return fail(answer.failure);
    const data = answer.data as { nonce?: unknown } | null;
    const nonce = answer.status === HTTP.okStatus && typeof data === 'object' && data !== null ? data.nonce : undefined;
    return typeof nonce === 'string' && nonce.trim() !== '' ? ok({ nonce }) : fail({ code: null, status: answer.status });
  }
}
