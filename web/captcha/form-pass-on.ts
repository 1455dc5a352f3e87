// The two headers a page's form sends with its JSON to the site's form routes (issue 13): an Idempotency-Key
// per form attempt — the same while the same entry is being sent, so a double click or a retry after a lost
// answer makes one message; a new one once an answer came or the entry changed — and, when captcha is on,
// a reCAPTCHA token for the form's action (core's CAPTCHA_FORMS), fetched just before sending.
import { CAPTCHA, CAPTCHA_FORMS } from '@tavola/core/constants';
import { captchaToken, pageCaptchaSiteKey } from './recaptcha';

export type CaptchaForm = keyof typeof CAPTCHA_FORMS;

const attempts = new Map<string, { body: string; key: string }>();

function newKey(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return uuid ?? `form-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The headers for sending `body` (as sent) to form `form`; `siteKey` defaults to the page's. */
export async function formPassOnHeaders(form: string, body: string, siteKey: string | null = pageCaptchaSiteKey()): Promise<Record<string, string>> {
  let attempt = attempts.get(form);
  if (!attempt || attempt.body !== body) {
    attempt = { body, key: newKey() };
    attempts.set(form, attempt);
  }
  const action = (CAPTCHA_FORMS as Record<string, string>)[form];
  const token = action ? await captchaToken(siteKey, action) : null;
  return { 'Idempotency-Key': attempt.key, ...(token ? { [CAPTCHA.header]: token } : {}) };
}

/** The form got an answer (any status): its next send is a new attempt with a new key. */
export function formAnswered(form: string): void {
  attempts.delete(form);
}
