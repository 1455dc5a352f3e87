// The card guarantee (spec section 7, /api/v1/braintree/*): a client token for the card form, then the
// card nonce submitted; success is HTTP 200 with data, whose customer id goes with the booking.
// A declined card is the API's 402 {code:'PAYMENT_DECLINED', message}: a failure carrying the gateway's words.
import type { ApiHttpClient } from './api-http-client';
import { HTTP } from '@tavola/core/constants';
import { type CardGuaranteeSubmission, type PaymentsApiPort, fail, ok, type ApiResult } from '@tavola/core/ports';

export class AxiosPaymentsApi implements PaymentsApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  async getClientToken(): Promise<ApiResult<string>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: '/api/v1/braintree/token' });
    if (!answer.ok) return fail(answer.failure);
    const token = textField(answer.data, 'token');
    return token === undefined ? fail({ code: null, status: answer.status }) : ok(token);
  }

  async submit(submission: CardGuaranteeSubmission): Promise<ApiResult<{ customerId: string }>> {
    const answer = await this.client.call<unknown>({
      method: 'POST',
      path: '/api/v1/braintree/submit',
      body: {
        nonce: submission.nonce,
        storeId: submission.storeId,
        email: submission.email,
        firstName: submission.firstName,
        lastName: submission.lastName,
      },
      idempotent: true,
    });
    if (!answer.ok) return fail(answer.failure);
    // Only a 200 with a customer id counts: the booking cannot be guaranteed with anything less.
    const customerId = answer.status === HTTP.okStatus ? textField(answer.data, 'customerId') : undefined;
    return customerId === undefined ? fail({ code: null, status: answer.status }) : ok({ customerId });
  }
}

/** A non-empty text field of an answer object. */
function textField(data: unknown, field: string): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
