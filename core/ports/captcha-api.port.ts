// Server-side captcha check (spec section 7, POST /api/recaptcha/validate {response: token}).
import type { ApiResult } from '../shared/api-result';
import { portToken } from '../shared/port-token';

export interface CaptchaApiPort {
  /** The verdict, with the refusal reason ('Invalid token' or 'Internal error') when there is one. */
  validate(responseToken: string): Promise<ApiResult<{ success: boolean; message?: string }>>;
}

export const CaptchaApiToken = portToken<CaptchaApiPort>('CaptchaApiPort');
