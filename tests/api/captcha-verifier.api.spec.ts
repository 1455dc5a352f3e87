// The reCAPTCHA v3 verifier against a stand-in for Google's siteverify on the loopback (issue 13, item 2):
// a token passes only with success, the expected action, one of the site's hosts and a numeric score at or
// above the threshold, once; anything else is refused, and a check that cannot be made (slow past the
// deadline, a 500, nonsense, nobody listening) is 'unavailable', never a pass.
import { createCaptchaVerifier, type CaptchaVerifier } from '../../server/api/captcha/captcha.verifier';
import { MemoryUsedCaptchaTokens } from '../../server/api/captcha/used-captcha-tokens';
import { goodVerdict, startFakeSiteverify, type FakeSiteverify } from '../support/fake-siteverify';

let google: FakeSiteverify;
let verifier: CaptchaVerifier;
let nowMs = Date.UTC(2026, 10, 23, 10, 0, 0);

beforeAll(async () => {
  google = await startFakeSiteverify();
});

afterAll(async () => {
  await google.close();
});

beforeEach(() => {
  google.answers.clear();
  google.received.length = 0;
  verifier = createCaptchaVerifier({
    secret: 'test-secret',
    hostnames: ['localhost', 'partner.example'],
    verifyUrl: google.url,
    deadlineMs: 1_000,
    used: new MemoryUsedCaptchaTokens(),
    now: () => nowMs,
  });
});

describe('reCAPTCHA v3 verifier', () => {
  it('given a good token for the action, when verified, then it passes and Google got the secret and the token', async () => {
    google.answers.set('good-1', goodVerdict('contact'));
    expect(await verifier.verify('good-1', 'contact')).toEqual({ ok: true });
    expect(google.received).toEqual([{ secret: 'test-secret', response: 'good-1' }]);
  });

  it('given a token from an embedding partner on the host list, then it passes (host names compared without case)', async () => {
    google.answers.set('partner-1', goodVerdict('booking', 'Partner.Example'));
    expect(await verifier.verify('partner-1', 'booking')).toEqual({ ok: true });
  });

  it.each([
    ['Google says it is not valid', { json: { success: false, 'error-codes': ['invalid-input-response'] } }],
    ['a token for another action', goodVerdict('sign_up')],
    ['a token with no action', { json: { success: true, hostname: 'localhost', score: 0.9 } }],
    ['a token from another host name', goodVerdict('contact', 'evil.example')],
    ['a token with no host name', { json: { success: true, action: 'contact', score: 0.9 } }],
    ['a token with no score (a v2 token)', { json: { success: true, action: 'contact', hostname: 'localhost' } }],
    ['a score sent as text', goodVerdict('contact', 'localhost', '0.9')],
    ['a score below the threshold', goodVerdict('contact', 'localhost', 0.3)],
  ])('given %s, when verified, then it is refused', async (_case, answer) => {
    google.answers.set('token-1', answer);
    expect(await verifier.verify('token-1', 'contact')).toMatchObject({ ok: false, reason: 'refused' });
  });

  it('given a score exactly at the threshold, then it passes', async () => {
    google.answers.set('edge-1', goodVerdict('contact', 'localhost', 0.5));
    expect(await verifier.verify('edge-1', 'contact')).toEqual({ ok: true });
  });

  it('given no token, then missing; given text that is not a token, then refused without asking Google', async () => {
    expect(await verifier.verify(undefined, 'contact')).toMatchObject({ ok: false, reason: 'missing' });
    expect(await verifier.verify('', 'contact')).toMatchObject({ ok: false, reason: 'missing' });
    expect(await verifier.verify('not a token\n', 'contact')).toMatchObject({ ok: false, reason: 'refused' });
    expect(await verifier.verify('x'.repeat(8193), 'contact')).toMatchObject({ ok: false, reason: 'refused' });
    expect(google.received).toHaveLength(0);
  });

  it('given a token used once, when used again by another request, then it is refused without asking Google', async () => {
    google.answers.set('once-1', goodVerdict('contact'));
    expect(await verifier.verify('once-1', 'contact', 'request-key-a')).toEqual({ ok: true });
    expect(await verifier.verify('once-1', 'contact', 'request-key-b')).toMatchObject({ ok: false, reason: 'refused', detail: 'token used before' });
    expect(await verifier.verify('once-1', 'contact')).toMatchObject({ ok: false, reason: 'refused' });
    expect(google.received).toHaveLength(1);
  });

  it('given the same request sent twice with its token (one Idempotency-Key), then both pass: the second gets the first answer', async () => {
    google.answers.set('double-1', goodVerdict('contact'));
    expect(await verifier.verify('double-1', 'contact', 'request-key-a')).toEqual({ ok: true });
    expect(await verifier.verify('double-1', 'contact', 'request-key-a')).toEqual({ ok: true });
  });

  it('given two requests racing with one token, then only one passes', async () => {
    google.answers.set('race-1', { ...goodVerdict('contact'), delayMs: 100 });
    const verdicts = await Promise.all([verifier.verify('race-1', 'contact', 'key-one-1'), verifier.verify('race-1', 'contact', 'key-two-2')]);
    expect(verdicts.filter((v) => v.ok)).toHaveLength(1);
  });

  it('given a used token past its two minutes, then it is forgotten (Google, which refuses expired tokens, decides again)', async () => {
    google.answers.set('old-1', goodVerdict('contact'));
    expect(await verifier.verify('old-1', 'contact', 'key-first-1')).toEqual({ ok: true });
    nowMs += 2 * 60_000 + 1;
    google.answers.set('old-1', { json: { success: false, 'error-codes': ['timeout-or-duplicate'] } });
    expect(await verifier.verify('old-1', 'contact', 'key-later-1')).toMatchObject({ ok: false, reason: 'refused' });
    expect(google.received).toHaveLength(2);
  });

  it('given siteverify answers after the deadline, then the check is unavailable as soon as the deadline passes', async () => {
    google.answers.set('slow-1', { ...goodVerdict('contact'), delayMs: 30_000 });
    const started = Date.now();
    expect(await verifier.verify('slow-1', 'contact')).toMatchObject({ ok: false, reason: 'unavailable' });
    // The deadline is 1 s; it ends the wait, not the 30 s answer.
    expect(Date.now() - started).toBeLessThan(25_000);
  });

  it('given siteverify never answers, then unavailable', async () => {
    google.answers.set('hang-1', { hang: true });
    expect(await verifier.verify('hang-1', 'contact')).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it.each([
    ['a 500', { json: { success: true }, status: 500 }],
    ['a body that is not JSON', { raw: '<html>oops</html>' }],
    ['JSON that is not an object', { json: [true] }],
    ['success sent as text', { json: { success: 'true', action: 'contact', hostname: 'localhost', score: 0.9 } }],
  ])('given %s from siteverify, then unavailable', async (_case, answer) => {
    google.answers.set('bad-1', answer);
    expect(await verifier.verify('bad-1', 'contact')).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('given nobody listening at the verify address, then unavailable', async () => {
    const nowhere = createCaptchaVerifier({ secret: 's', hostnames: ['localhost'], verifyUrl: 'http://127.0.0.1:9/siteverify', used: new MemoryUsedCaptchaTokens() });
    expect(await nowhere.verify('any-1', 'contact')).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('given a check that was unavailable, then the token is not spent: the same token may be tried again', async () => {
    google.answers.set('retry-1', { json: {}, status: 503 });
    expect(await verifier.verify('retry-1', 'contact')).toMatchObject({ ok: false, reason: 'unavailable' });
    google.answers.set('retry-1', goodVerdict('contact'));
    expect(await verifier.verify('retry-1', 'contact')).toEqual({ ok: true });
  });

  it('given no secret, then the verifier is off and passes every call without asking anyone', async () => {
    const off = createCaptchaVerifier({ secret: null, hostnames: [], verifyUrl: google.url, used: new MemoryUsedCaptchaTokens() });
    expect(off.enabled).toBe(false);
    expect(await off.verify(undefined, 'contact')).toEqual({ ok: true });
    expect(google.received).toHaveLength(0);
  });
});
