// Server-side captcha check (spec section 7, POST /api/recaptcha/validate {response: token}).
import type { ApiResult } from '../shared/api-result';
import { portToken } from '../shared/port-token';

export interface CaptchaApiPort {
  validate(responseToken: string): Promise<ApiResult<{ success: boolean }>>;
}

export const CaptchaApiToken = portToken<CaptchaApiPort>('CaptchaApiPort');
