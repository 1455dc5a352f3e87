/**
 * @jest-environment jsdom
 */
// reCAPTCHA v3 in the browser (issue 13, item 2) with a stubbed window.grecaptcha (Google's script cannot
// load here): a page with a site key sends its forms with a token for the form's action and an
// Idempotency-Key per attempt; a page without one loads nothing from Google and sends no token; a script
// that cannot load leaves the form to be sent without a token (the API then says why, in words).
import { CAPTCHA } from '@tavola/core/constants';
import { postForm } from '../tiles/form-submit';
import { CAPTCHA_SITE_KEY_META, captchaToken, pageCaptchaSiteKey } from './recaptcha';

const SITE_KEY = '6LcTestSiteKey-000000000';

function answer(status: number, body: unknown): jest.Mock {
  return jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function headersOf(fetcher: jest.Mock, call = 0): Record<string, string> {
  return (fetcher.mock.calls[call]?.[1] as RequestInit).headers as Record<string, string>;
}

function setSiteKey(key: string | null): void {
  document.head.querySelector(`meta[name="${CAPTCHA_SITE_KEY_META}"]`)?.remove();
  if (key === null) return;
  const meta = document.createElement('meta');
  meta.name = CAPTCHA_SITE_KEY_META;
  meta.content = key;
  document.head.appendChild(meta);
}

const execute = jest.fn(async (_key: string, options: { action: string }) => `token-for-${options.action}`);

beforeEach(() => {
  execute.mockClear();
  window.grecaptcha = { ready: (callback) => callback(), execute };
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('a page with a reCAPTCHA site key', () => {
  beforeEach(() => setSiteKey(SITE_KEY));

  it('reads the site key from the page', () => {
    expect(pageCaptchaSiteKey()).toBe(SITE_KEY);
  });

  it.each([
    ['sign-up', 'sign_up'],
    ['contact', 'contact'],
    ['group-booking', 'group_enquiry'],
  ] as const)('sends the %s form with a fresh token for action %s', async (form, action) => {
    const fetcher = answer(200, { message: 'Sent' });
    await postForm(form, { a: 1 }, fetcher as unknown as typeof fetch);
    expect(execute).toHaveBeenCalledWith(SITE_KEY, { action });
    expect(headersOf(fetcher)[CAPTCHA.header]).toBe(`token-for-${action}`);
  });

  it('keeps one Idempotency-Key while the same entry is being sent (no answer yet), a new one after an answer or for another entry', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await postForm('contact', { message: 'one' }, offline as unknown as typeof fetch);
    const retry = answer(200, { message: 'Sent' });
    await postForm('contact', { message: 'one' }, retry as unknown as typeof fetch);
    const first = (offline.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(retry)['Idempotency-Key']).toBe(first['Idempotency-Key']);

    const next = answer(200, { message: 'Sent' });
    await postForm('contact', { message: 'one' }, next as unknown as typeof fetch);
    await postForm('contact', { message: 'two' }, next as unknown as typeof fetch);
    const keys = [headersOf(retry)['Idempotency-Key'], headersOf(next, 0)['Idempotency-Key'], headersOf(next, 1)['Idempotency-Key']];
    expect(new Set(keys).size).toBe(3);
  });

  it("loads Google's api.js for the site key on first use when it is not on the page yet, and gives no token when it cannot load", async () => {
    delete window.grecaptcha;
    const pending = captchaToken(SITE_KEY, 'contact');
    await Promise.resolve();
    const script = document.head.querySelector<HTMLScriptElement>('script[src^="https://www.google.com/recaptcha/api.js"]');
    expect(script?.src).toBe(`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`);
    script?.dispatchEvent(new Event('error'));
    expect(await pending).toBeNull();
  });

  it('sends the form without a token when Google gives none, for the API to refuse in words', async () => {
    execute.mockRejectedValueOnce(new Error('blocked'));
    const fetcher = answer(400, { message: 'Please let the security check (Google reCAPTCHA) load, then send the form again.' });
    const outcome = await postForm('sign-up', { a: 2 }, fetcher as unknown as typeof fetch);
    expect(headersOf(fetcher)[CAPTCHA.header]).toBeUndefined();
    expect(outcome).toMatchObject({ ok: false, message: 'Please let the security check (Google reCAPTCHA) load, then send the form again.' });
  });
});

describe('a page without a site key (captcha off)', () => {
  beforeEach(() => setSiteKey(null));

  it('asks Google for nothing, loads no script and sends no token, only the Idempotency-Key', async () => {
    delete window.grecaptcha;
    const fetcher = answer(200, { message: 'Sent' });
    await postForm('contact', { a: 3 }, fetcher as unknown as typeof fetch);
    expect(document.head.querySelector('script')).toBeNull();
    expect(headersOf(fetcher)[CAPTCHA.header]).toBeUndefined();
    expect(headersOf(fetcher)['Idempotency-Key']).toEqual(expect.any(String));
  });
});
