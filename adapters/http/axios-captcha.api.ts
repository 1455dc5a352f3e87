// The server-side captcha check of spec section 7 (POST /api/recaptcha/validate {response}) over the shared
// HTTP client. The check's verdict is an answer ({success}); only a call that got no verdict is a failure.
import type { ApiHttpClient } from './api-http-client';
import { isRecord, readAnswer } from './answer-readers';
import type { CaptchaApiPort, ApiResult } from '@tavola/core/ports';

/** The verdict; a refused token carries the API's reason ('Invalid token' or 'Internal error'). */
export interface CaptchaVerdict {
  success: boolean;
  message?: string;
}

export class AxiosCaptchaApi implements CaptchaApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  async validate(responseToken: string): Promise<ApiResult<CaptchaVerdict>> {
    const answer = await this.client.call<unknown>({ method: 'POST', path: '/api/recaptcha/validate', body: { response: responseToken } });
    return readAnswer(answer, readVerdict);
  }
}

function readVerdict(data: unknown): CaptchaVerdict | undefined {
  if (!isRecord(data) || typeof data.success !== 'boolean') return undefined;
  if (data.success) return { success: true };
  return typeof data.message === 'string' && data.message !== '' ? { success: false, message: data.message } : { success: false };
}
