// What the site's form routes pass on to the API (issue 13, items 2 and 4), over the real reference API with
// captcha on (a stand-in for Google on the loopback): the browser's reCAPTCHA token (each form refused
// without one, in the API's words; taken with a good one) and its Idempotency-Key (a double submit, one
// message; one key with another body, refused). Malformed headers are a 400 naming them, before the API.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CAPTCHA, CAPTCHA_FORMS, type CaptchaAction } from '@tavola/core/constants';
import { CONTACT_MESSAGE_SENT, MESSAGES } from '@tavola/core/errors';
import { createCaptchaVerifier, type CaptchaVerifier } from '../../server/api/captcha/captcha.verifier';
import { MemoryUsedCaptchaTokens } from '../../server/api/captcha/used-captcha-tokens';
import { goodVerdict, startFakeSiteverify, type FakeSiteverify } from '../support/fake-siteverify';
import { VALID_FORM_BODIES } from '../support/fuzz';
import { useSiteHarness } from '../support/site-harness';

let google: FakeSiteverify;
let real: CaptchaVerifier;
let on = true;
const switchable: CaptchaVerifier = {
  get enabled() {
    return on;
  },
  verify: (token, action, key) => real.verify(token, action, key),
};

const site = useSiteHarness({ apiOverrides: { captcha: switchable } });

beforeAll(async () => {
  google = await startFakeSiteverify();
  real = createCaptchaVerifier({ secret: 'test-secret', hostnames: ['localhost'], verifyUrl: google.url, used: new MemoryUsedCaptchaTokens() });
});

afterAll(async () => {
  await google.close();
});

beforeEach(() => {
  on = true;
});

function tokenFor(action: CaptchaAction): string {
  const token = `tok_${randomUUID()}`;
  google.answers.set(token, goodVerdict(action));
  return token;
}

const post = (form: string, body: unknown, headers: Record<string, string> = {}) =>
  request(site.app).post(`/__forms/${form}`).set('Content-Type', 'application/json').set(headers).send(JSON.stringify(body));
const contactMessages = async () => (await site.api.handle.db.selectFrom('messages').select('reference').where('kind', '=', 'contact').execute()).length;

const FORMS: Array<[keyof typeof CAPTCHA_FORMS, () => Record<string, unknown>]> = [
  ['sign-up', () => ({ ...VALID_FORM_BODIES.signUp, emailAddress: `${randomUUID()}@example.com` })],
  ['contact', () => VALID_FORM_BODIES.contact],
  ['group-booking', () => VALID_FORM_BODIES.groupBooking],
  ['voucher', () => ({ ...VALID_FORM_BODIES.voucher, emailAddress: `${randomUUID()}@example.com` })],
  ['job-application', () => ({ ...VALID_FORM_BODIES.jobApplication, email: `${randomUUID()}@example.com` })],
];

describe.each(FORMS)('POST /__forms/%s with captcha on', (form, body) => {
  it('given no token, then refused with the API’s words, nothing sent on', async () => {
    const res = await post(form, body(), { 'Idempotency-Key': randomUUID() });
    // The voucher form answers {generated:false} (spec section 8: a failed voucher call is silent).
    if (form === 'voucher') expect(res.body).toEqual({ generated: false });
    else {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.captchaRequired);
    }
  });

  it('given the token Google gave for this form, then taken', async () => {
    const res = await post(form, body(), { 'Idempotency-Key': randomUUID(), [CAPTCHA.header]: tokenFor(CAPTCHA_FORMS[form]) });
    expect(res.status).toBe(200);
    if (form === 'voucher') expect(res.body).toEqual({ generated: true });
  });
});

describe('the site’s forms pass the browser’s Idempotency-Key on', () => {
  it('given a double submit of the contact form (one key, one token), then one message, and both answers carry its reference', async () => {
    const before = await contactMessages();
    const headers = { 'Idempotency-Key': randomUUID(), [CAPTCHA.header]: tokenFor(CAPTCHA_FORMS.contact) };
    const [first, second] = await Promise.all([post('contact', VALID_FORM_BODIES.contact, headers), post('contact', VALID_FORM_BODIES.contact, headers)]);
    const answers = [first, second].filter((res) => res.status === 200);
    // Two at once: the second waits for the first or is told it is still in progress; never a second message.
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const res of answers) expect(res.body).toEqual({ message: CONTACT_MESSAGE_SENT, reference: answers[0]?.body.reference });
    const third = await post('contact', VALID_FORM_BODIES.contact, headers);
    expect(third.body.reference).toBe(answers[0]?.body.reference);
    expect(await contactMessages()).toBe(before + 1);
  });

  it('given captcha off and the same key sent three times, then one message', async () => {
    on = false;
    const before = await contactMessages();
    const key = randomUUID();
    const references = [];
    for (let i = 0; i < 3; i++) references.push((await post('contact', VALID_FORM_BODIES.contact, { 'Idempotency-Key': key })).body.reference);
    expect(new Set(references).size).toBe(1);
    expect(await contactMessages()).toBe(before + 1);
  });

  it('given one key with another message, then the API’s refusal, nothing stored', async () => {
    on = false;
    const key = randomUUID();
    expect((await post('contact', VALID_FORM_BODIES.contact, { 'Idempotency-Key': key })).status).toBe(200);
    const before = await contactMessages();
    const res = await post('contact', { ...VALID_FORM_BODIES.contact, message: 'Something else entirely.' }, { 'Idempotency-Key': key });
    expect(res.status).toBe(422);
    expect(await contactMessages()).toBe(before);
  });

  it('given no key, then each submit is its own (as before): two messages', async () => {
    on = false;
    const before = await contactMessages();
    await post('contact', VALID_FORM_BODIES.contact);
    await post('contact', VALID_FORM_BODIES.contact);
    expect(await contactMessages()).toBe(before + 2);
  });

  it.each([
    ['Idempotency-Key', 'short'],
    ['Idempotency-Key', 'has spaces in it'],
    [CAPTCHA.header, 'not a token!'],
  ])('given a malformed %s header (%p), then 400 naming it, before the API', async (header, value) => {
    const before = await contactMessages();
    const res = await post('contact', VALID_FORM_BODIES.contact, { [header]: value });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: header, message: expect.any(String) }]);
    expect(await contactMessages()).toBe(before);
  });
});
