// Mailing-list sign-up (spec section 7, POST /api/signup): data on success, false on failure.
import { portToken } from '../shared/port-token';

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
  signUp(request: SignUpRequest): Promise<Record<string, unknown> | false>;
}

export const SignUpApiToken = portToken<SignUpApiPort>('SignUpApiPort');
