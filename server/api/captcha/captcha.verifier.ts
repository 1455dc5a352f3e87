// Captcha validation: with a secret, Google's siteverify is asked (with a time-out); without one the
// check answers success and the server says at start-up that captcha is off.
import { MESSAGES } from '@tavola/core/errors';
import type { CaptchaVerifier } from '../api-dependencies';

export const GOOGLE_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface CaptchaOptions {
  secret: string | null;
  timeoutMs: number;
  verifyUrl?: string;
  /** Lowest v3 score accepted. */
  minScore?: number;
}

export function createCaptchaVerifier(options: CaptchaOptions): CaptchaVerifier {
  if (!options.secret) {
    return { enabled: false, verify: async () => ({ success: true }) };
  }
  const secret = options.secret;
  const url = options.verifyUrl ?? GOOGLE_VERIFY_URL;
  const minScore = options.minScore ?? 0.5;
  return {
    enabled: true,
    async verify(token) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) return { success: false, message: MESSAGES.captchaInternalError };
        const body = (await response.json()) as { success?: unknown; score?: unknown };
        const score = typeof body.score === 'number' ? body.score : 1;
        if (body.success === true && score >= minScore) return { success: true };
        return { success: false, message: MESSAGES.captchaInvalidToken };
      } catch {
        // Time-out, refused connection or a malformed answer: the check could not be made.
        return { success: false, message: MESSAGES.captchaInternalError };
      }
    },
  };
}
