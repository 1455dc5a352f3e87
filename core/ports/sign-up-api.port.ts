// Mailing-list sign-up (spec section 7, POST /api/signup): the API's answer on success, else the failure
// (a refusal keeps its status and the field it names, so a form can say what to fix).
import { portToken } from '../shared/port-token';
import type { ApiResult } from '../shared/api-result';

export interface SignUpRequest {
  emailAddress: string;
  favouriteRestaurant: string;
  firstName: string;
  phoneNumber: string;
  acceptTerms: boolean;
  acceptSMSTerms: boolean;
  /** YYYY-MM-DD, or --MM-DD for a birthday without a year. */
  birthday: string;
}

export interface SignUpApiPort {
  signUp(request: SignUpRequest): Promise<ApiResult<Record<string, unknown>>>;
}

export const SignUpApiToken = portToken<SignUpApiPort>('SignUpApiPort');
