// Card guarantee (spec section 7, /api/v1/braintree/*): a client token, then the nonce is submitted.
import type { ApiResult } from '../shared/api-result';
import { portToken } from '../shared/port-token';

export interface CardGuaranteeSubmission {
  nonce: string;
  storeId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface PaymentsApiPort {
  getClientToken(): Promise<ApiResult<string>>;
  /** Success on status 200 with data: the payment customer id. */
  submit(submission: CardGuaranteeSubmission): Promise<ApiResult<{ customerId: string }>>;
}

export const PaymentsApiToken = portToken<PaymentsApiPort>('PaymentsApiPort');
