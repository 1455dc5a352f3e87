// reCAPTCHA v3 in the browser (issue 13, item 2): when the site has a site key, Google's api.js is loaded on
// the first form sent (never on page load, never without a key) and a token is asked for with the form's
// action just before sending. A script that cannot load gives 'Failed to load script' (spec section 5); a
// form sent without a token is then refused by the API in words. Small on purpose: no library.
import { MESSAGES } from '@tavola/core/errors';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The page's site key travels in this meta tag (server/site/document.ts). */
export const CAPTCHA_SITE_KEY_META = 'recaptcha-site-key';

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** Loading api.js and getting a token, each at most this long: a form never waits on Google for ever. */
const DEADLINE_MS = 10_000;

let loading: Promise<Grecaptcha> | null = null;

/** The page's site key, or null when captcha is off (no meta tag). */
export function pageCaptchaSiteKey(): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${CAPTCHA_SITE_KEY_META}"]`)?.content ?? '';
  return content === '' ? null : content;
}

function withDeadline<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(MESSAGES.scriptLoadFailed)), DEADLINE_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(MESSAGES.scriptLoadFailed));
      },
    );
  });
}

/** Google's api.js for `siteKey`, loaded once per page (again after a failure). */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  const ready = (g: Grecaptcha) => new Promise<Grecaptcha>((resolve) => g.ready(() => resolve(g)));
  if (window.grecaptcha?.execute) return ready(window.grecaptcha);
  loading ??= withDeadline(
    new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => (window.grecaptcha ? resolve(ready(window.grecaptcha)) : reject(new Error(MESSAGES.scriptLoadFailed)));
      script.onerror = () => reject(new Error(MESSAGES.scriptLoadFailed));
      document.head.appendChild(script);
    }),
  ).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A fresh token for `action`, or null when captcha is off (no site key) or Google's script could not give
 * one (blocked, offline, past its deadline): the API then answers in words why the form was not taken.
 */
export async function captchaToken(siteKey: string | null, action: string): Promise<string | null> {
  if (!siteKey) return null;
  try {
    const g = await loadRecaptcha(siteKey);
    return await withDeadline(g.execute(siteKey, { action }));
  } catch {
    return null;
  }
}
