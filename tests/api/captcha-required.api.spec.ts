// reCAPTCHA required on the public's form and create calls when a secret is configured (issue 13, item 2),
// through HTTP with the real verifier and a stand-in for Google on the loopback: each call is refused
// without a token (400), with another form's token (403) or when Google cannot answer (503), each in words,
// and taken with a good token; a double submit with one Idempotency-Key and token gets the first answer;
// with captcha off nothing changes.
import { randomUUID } from 'node:crypto';
import { CAPTCHA, CAPTCHA_ACTIONS, type CaptchaAction } from '@tavola/core/constants';
import { MESSAGES } from '@tavola/core/errors';
import { createCaptchaVerifier, type CaptchaVerifier } from '../../server/api/captcha/captcha.verifier';
import { MemoryUsedCaptchaTokens } from '../../server/api/captcha/used-captcha-tokens';
import { aCreateBookingBody, HARNESS_WEDNESDAY } from '../builders/booking.builder';
import { aWaitlistJoin } from '../builders/waitlist.builder';
import { goodVerdict, startFakeSiteverify, type FakeSiteverify } from '../support/fake-siteverify';
import { VALID_FORM_BODIES } from '../support/fuzz';
import { useApiHarness } from '../support/api-harness';

let google: FakeSiteverify;
let on = true;
let real: CaptchaVerifier;
/** The harness's verifier: the real one while `on`, off otherwise (as without a secret). */
const switchable: CaptchaVerifier = {
  get enabled() {
    return on;
  },
  verify: (token, action, key) => real.verify(token, action, key),
};

const { harness, api } = useApiHarness({ overrides: { captcha: switchable } });

beforeAll(async () => {
  google = await startFakeSiteverify();
  real = createCaptchaVerifier({ secret: 'test-secret', hostnames: ['localhost'], verifyUrl: google.url, deadlineMs: 2_000, used: new MemoryUsedCaptchaTokens() });
});

afterAll(async () => {
  await google.close();
});

beforeEach(() => {
  on = true;
});

/** A fresh token Google will vouch for, for `action`. */
function tokenFor(action: CaptchaAction): string {
  const token = `tok_${randomUUID()}`;
  google.answers.set(token, goodVerdict(action));
  return token;
}

const CALLS: Array<[string, string, () => Record<string, unknown>, CaptchaAction]> = [
  ['sign-up', '/api/signup', () => ({ ...VALID_FORM_BODIES.signUp, emailAddress: `${randomUUID()}@example.com` }), CAPTCHA_ACTIONS.signUp],
  ['contact', '/api/contact/sendemail', () => VALID_FORM_BODIES.contact, CAPTCHA_ACTIONS.contact],
  ['group enquiry', '/api/contact/group-booking', () => VALID_FORM_BODIES.groupBooking, CAPTCHA_ACTIONS.groupEnquiry],
  ['voucher', '/api/offer/getcode', () => ({ ...VALID_FORM_BODIES.voucher, emailAddress: `${randomUUID()}@example.com` }), CAPTCHA_ACTIONS.voucher],
  ['job application', '/api/jobs/application', () => ({ ...VALID_FORM_BODIES.jobApplication, email: `${randomUUID()}@example.com` }), CAPTCHA_ACTIONS.jobApplication],
  ['booking create', '/api/booking/create/CV001', () => aCreateBookingBody(), CAPTCHA_ACTIONS.booking],
];

describe.each(CALLS)('%s with captcha on', (_name, path, body, action) => {
  it('given no token, then 400 CAPTCHA_REQUIRED in words', async () => {
    const res = await api.post(path, body(), randomUUID());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'CAPTCHA_REQUIRED', message: MESSAGES.captchaRequired, field: CAPTCHA.header });
  });

  it('given a good token for its action, then it is taken', async () => {
    const res = await api.post(path, body(), randomUUID()).set(CAPTCHA.header, tokenFor(action));
    expect(res.status).toBeLessThan(300);
  });

  it("given another form's token, then 403 CAPTCHA_REFUSED in words", async () => {
    const other = action === CAPTCHA_ACTIONS.contact ? CAPTCHA_ACTIONS.booking : CAPTCHA_ACTIONS.contact;
    const res = await api.post(path, body(), randomUUID()).set(CAPTCHA.header, tokenFor(other));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'CAPTCHA_REFUSED', message: MESSAGES.captchaRefused, field: CAPTCHA.header });
  });
});

describe('the waitlist join with captcha on', () => {
  // York (CV011) takes four covers a slot: a booking of four fills 19:00, so a join there is taken.
  beforeAll(async () => {
    const full = aCreateBookingBody({ menuId: null, adultCovers: 4, bookingTime: '19:00', diningDateTime: `${HARNESS_WEDNESDAY}T19:00:00` }, { email: 'full.york@example.com' });
    const res = await api.post('/api/booking/create/CV011', full, randomUUID()).set(CAPTCHA.header, tokenFor(CAPTCHA_ACTIONS.booking));
    expect(res.status).toBe(200);
  });

  const join = () => api.post('/api/booking/waitlist', aWaitlistJoin({ email: `${randomUUID()}@example.com` }), randomUUID());
  const entries = () => harness.handle.db.selectFrom('waitlist_entries').select('id').execute().then((rows) => rows.length);

  it('given no token, then 400 CAPTCHA_REQUIRED in words and nobody is added', async () => {
    const before = await entries();
    const res = await join();
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'CAPTCHA_REQUIRED', message: MESSAGES.captchaRequired, field: CAPTCHA.header });
    expect(await entries()).toBe(before);
  });

  it("given a booking's token, then 403 CAPTCHA_REFUSED in words", async () => {
    const res = await join().set(CAPTCHA.header, tokenFor(CAPTCHA_ACTIONS.booking));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'CAPTCHA_REFUSED', message: MESSAGES.captchaRefused, field: CAPTCHA.header });
  });

  it('given a good token for the waitlist, then the diner waits', async () => {
    const before = await entries();
    const res = await join().set(CAPTCHA.header, tokenFor(CAPTCHA_ACTIONS.waitlist));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('waiting');
    expect(await entries()).toBe(before + 1);
  });

  it('given captcha off (no secret), then a join is taken without a token, as before', async () => {
    on = false;
    const res = await join();
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('waiting');
  });
});

describe('captcha on the calls', () => {
  it('given a token used by one request, when another request brings it, then 403', async () => {
    const token = tokenFor(CAPTCHA_ACTIONS.contact);
    expect((await api.post('/api/contact/sendemail', VALID_FORM_BODIES.contact, randomUUID()).set(CAPTCHA.header, token)).status).toBe(200);
    const again = await api.post('/api/contact/sendemail', VALID_FORM_BODIES.contact, randomUUID()).set(CAPTCHA.header, token);
    expect(again.status).toBe(403);
  });

  it('given a double submit (one Idempotency-Key, one token), then both answers are the first one: one message', async () => {
    const token = tokenFor(CAPTCHA_ACTIONS.contact);
    const key = randomUUID();
    const first = await api.post('/api/contact/sendemail', VALID_FORM_BODIES.contact, key).set(CAPTCHA.header, token);
    const second = await api.post('/api/contact/sendemail', VALID_FORM_BODIES.contact, key).set(CAPTCHA.header, token);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.reference).toBe(first.body.reference);
  });

  it('given Google answers 500, then 503 CAPTCHA_UNAVAILABLE with the catalogue\'s "try again" and one log line', async () => {
    const token = `tok_${randomUUID()}`;
    google.answers.set(token, { json: {}, status: 500 });
    const before = harness.logs.length;
    const res = await api.post('/api/contact/sendemail', VALID_FORM_BODIES.contact, randomUUID()).set(CAPTCHA.header, token);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'CAPTCHA_UNAVAILABLE', message: MESSAGES.somethingWentWrongTryAgain });
    expect(harness.logs.slice(before).filter((line) => line.includes('Captcha could not be checked'))).toHaveLength(1);
  });

  it('given a call that is not a form (availability), then no token is asked for', async () => {
    const res = await api.get('/api/v1/content/brand-settings');
    expect(res.status).toBe(200);
  });

  it('given captcha off (no secret), then the forms and bookings are taken without a token, as before', async () => {
    on = false;
    for (const [, path, body] of CALLS) {
      const res = await api.post(path, body(), randomUUID());
      expect([path, res.status < 300]).toEqual([path, true]);
    }
  });
});
