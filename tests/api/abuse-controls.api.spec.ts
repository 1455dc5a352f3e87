// Issue 13, item 1, on the API: rate limits (429 with Retry-After and words, per client and per address,
// the client's address read through TRUST_PROXY_HOPS, counters shared by API processes on one database),
// per-recipient e-mail limits (plus-addresses counted as one) and double opt-in's confirmation links.
import request from 'supertest';
import type { KyselyPlugin } from 'kysely';
import { EMAIL_LIMITS, RATE_LIMITS, RATE_LIMIT_ADDRESS_FACTOR } from '@tavola/core/constants';
import { MESSAGES } from '@tavola/core/errors';
import { createApiApp } from '../../server/api/app';
import { signConfirmationToken } from '../../server/api/email/confirmation';
import { recipientKey } from '../../server/api/email/recipient-limit';
import { pruneRateLimitHits } from '../../server/api/http/rate-limit-store';
import { API_ROUTE_MODULES } from '../../server/api/routes';
import { useApiHarness, type ApiHarness } from '../support/api-harness';
import { confirmationToken, followConfirmation, markConfirmed, outboxTo } from '../support/email-confirmation';
import { anAccessQuestion } from '../builders/enquiry.builder';

const TOO_MANY = { code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests };

/** Posts `count` times (one at a time) and answers the statuses. */
async function burst(count: number, send: (i: number) => request.Test): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).status);
  return statuses;
}

function expectLimited(response: request.Response, windowMs: number): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('rate limits at their production defaults (core RATE_LIMITS)', () => {
  const { harness } = useApiHarness({ config: { rateLimits: RATE_LIMITS } });
  const post = (path: string, session: string, body: unknown = {}) =>
    request(harness.app).post(path).set({ ...harness.headers(), sessionId: session }).send(body as object);

  it('given a burst of token calls, then the first RATE_LIMITS.token.max are answered and the next is 429 with Retry-After and words', async () => {
    const token = () => request(harness.app).post('/api/token').set('brandKey', harness.config.brandKey).send({});
    const statuses = await burst(RATE_LIMITS.token.max, token);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expectLimited(await token(), RATE_LIMITS.token.windowMs);
  });

  it('given a burst of sign-ups, then 429 after RATE_LIMITS.forms.max, counted before the body is read; other calls still answer', async () => {
    const statuses = await burst(RATE_LIMITS.forms.max, () => post('/api/signup', 'forms-session-1'));
    expect(new Set(statuses)).toEqual(new Set([400]));
    expectLimited(await post('/api/signup', 'forms-session-1'), RATE_LIMITS.forms.windowMs);
    // The same client's other form calls share the forms limit; calls that are not limited still answer.
    expect((await post('/api/contact/sendemail', 'forms-session-1')).status).toBe(429);
    expect((await request(harness.app).get('/api/contact/contactTypes').set({ ...harness.headers(), sessionId: 'forms-session-1' })).status).toBe(200);
  });

  it('given a burst of preferences lookups by guid, then 429 after RATE_LIMITS.preferencesLookup.max', async () => {
    const guid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const statuses = await burst(RATE_LIMITS.preferencesLookup.max, (i) => post(`/api/exponea/getcustomerpreferences/${guid(i)}`, 'guesser'));
    expect(statuses).not.toContain(429);
    expectLimited(await post(`/api/exponea/getcustomerpreferences/${guid(999)}`, 'guesser'), RATE_LIMITS.preferencesLookup.windowMs);
  });

  it('given a burst of uploads (job applications), then 429 after RATE_LIMITS.upload.max', async () => {
    const statuses = await burst(RATE_LIMITS.upload.max, () => post('/api/jobs/application', 'uploader'));
    expect(statuses).not.toContain(429);
    expectLimited(await post('/api/jobs/application', 'uploader'), RATE_LIMITS.upload.windowMs);
  });

  it('given a burst of booking creates, then 429 after RATE_LIMITS.bookingCreate.max, for creates, events and enquiries alike', async () => {
    const paths = ['/api/booking/create/CV001', '/api/booking/events/CV001', '/api/booking/enquiry/CV001'];
    const statuses = await burst(RATE_LIMITS.bookingCreate.max, (i) => post(paths[i % 3] as string, 'booker'));
    expect(statuses).not.toContain(429);
    expectLimited(await post('/api/booking/enquiry/CV001', 'booker'), RATE_LIMITS.bookingCreate.windowMs);
  });

  it('given a burst of manage-my-booking lookups, then 429 after RATE_LIMITS.manageBooking.max', async () => {
    const lookup = () => post('/api/booking/manage/lookup', 'manager', { reference: 'ABCD1234', email: 'nobody@example.com' });
    const statuses = await burst(RATE_LIMITS.manageBooking.max, lookup);
    expect(statuses).not.toContain(429);
    expectLimited(await lookup(), RATE_LIMITS.manageBooking.windowMs);
    expectLimited(await request(harness.app).get('/api/booking/manage/m1.anything').set({ ...harness.headers(), sessionId: 'manager' }), RATE_LIMITS.manageBooking.windowMs);
  });

  it('given a new session id on every call, then the address alone is limited at RATE_LIMIT_ADDRESS_FACTOR times the allowance', async () => {
    // Before this test the address passed forms.max form calls (forms-session-1) and upload.max + 1 job
    // applications (forms too: the last was refused by the upload limit, after the forms' counts); a call a
    // client's limit refuses never reaches the address's count.
    const addressMax = RATE_LIMITS.forms.max * RATE_LIMIT_ADDRESS_FACTOR;
    const statuses = await burst(addressMax, (i) => post('/api/offer/getcode', `rotating-${i}`));
    const allowed = statuses.filter((s) => s !== 429).length;
    expect(allowed).toBe(addressMax - RATE_LIMITS.forms.max - (RATE_LIMITS.upload.max + 1));
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
  });
});

describe('the client address (TRUST_PROXY_HOPS)', () => {
  const limits = { ...RATE_LIMITS, token: { windowMs: 60_000, max: 2 } };
  const token = (harness: ApiHarness, forwardedFor?: string) => {
    const test = request(harness.app).post('/api/token').set('brandKey', harness.config.brandKey);
    if (forwardedFor !== undefined) test.set('X-Forwarded-For', forwardedFor);
    return test.send({});
  };

  describe('with no proxy trusted (the default, 0)', () => {
    const { harness } = useApiHarness({ config: { rateLimits: limits } });
    it('given X-Forwarded-For changed on every call, then it is ignored: the socket address is limited', async () => {
      expect(harness.config.trustProxyHops).toBe(0);
      const statuses = await burst(4, (i) => token(harness, `198.51.100.${i}`));
      expect(statuses).toEqual([200, 200, 429, 429]);
    });
  });

  describe('with one proxy trusted', () => {
    const { harness } = useApiHarness({ config: { rateLimits: limits, trustProxyHops: 1 } });
    it('given the proxy\'s X-Forwarded-For, then each client address has its own count, and what a client put before it is not believed', async () => {
      expect(await burst(3, () => token(harness, '203.0.113.5'))).toEqual([200, 200, 429]);
      expect((await token(harness, '203.0.113.6')).status).toBe(200);
      // A client's own X-Forwarded-For comes first; the proxy appends the address it saw, which is the one counted.
      expect((await token(harness, '192.0.2.77, 203.0.113.5')).status).toBe(429);
    });
  });
});

describe('counters in the database', () => {
  const limits = { ...RATE_LIMITS, token: { windowMs: 60_000, max: 6 } };
  const { harness } = useApiHarness({ config: { rateLimits: limits, rateLimitStore: 'database' } });

  it('given two API app instances on one database, then they share the counters', async () => {
    const second = createApiApp({ ...harness.deps }, API_ROUTE_MODULES);
    const token = (app: typeof second) => request(app).post('/api/token').set('brandKey', harness.config.brandKey).send({});
    const statuses = await burst(6, (i) => token(i % 2 === 0 ? harness.app : second));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expectLimited(await token(second), 60_000);
    expectLimited(await token(harness.app), 60_000);
    const rows = await harness.handle.db.selectFrom('rate_limit_hits').selectAll().where('key', 'like', 'api.token.%').execute();
    // Per client: 6 answered and 2 refused; per address: only the 6 the client's limit let through.
    expect(rows.map((row) => row.hits).sort()).toEqual([6, 8]);
  });

  it('given a limited call, then its client and address counters are counted in one statement, both as before', async () => {
    const statements: string[] = [];
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const counted = createApiApp({ ...harness.deps, db: harness.deps.db.withPlugin(counter) }, API_ROUTE_MODULES);
    const res = await request(counted).post('/api/token').set('brandKey', harness.config.brandKey).set('sessionId', 'one-statement').send({});
    expect(res.status).toBe(200);
    expect(statements).toEqual(['RawNode']);
    const rows = await harness.handle.db.selectFrom('rate_limit_hits').select(['key', 'hits']).where('key', 'like', 'api.token.%one-statement').execute();
    expect(rows).toEqual([{ key: expect.stringMatching(/^api\.token\.client:.*\|one-statement$/), hits: 1 }]);
  });

  it('given counters whose window has ended, then pruning deletes them and keeps the current ones', async () => {
    expect(await pruneRateLimitHits(harness.handle.db, Date.now())).toBe(0);
    expect(await pruneRateLimitHits(harness.handle.db, Date.now() + 61_000)).toBeGreaterThanOrEqual(2);
    expect(await harness.handle.db.selectFrom('rate_limit_hits').selectAll().where('key', 'like', 'api.token.%').execute()).toEqual([]);
  });
});

describe('e-mails per recipient', () => {
  const { harness, api } = useApiHarness({ config: { emailPerRecipient: { windowMs: EMAIL_LIMITS.perRecipient.windowMs, max: 3 } } });

  it('normalises an address: case and a +tag are one recipient', () => {
    expect(recipientKey(' A+x@Example.COM ')).toBe('a@example.com');
    expect(recipientKey('a@example.com')).toBe('a@example.com');
    expect(recipientKey('+x@example.com')).toBe('+x@example.com');
    expect(recipientKey('no-at-sign')).toBe('no-at-sign');
  });

  it('given contact messages from plus-addresses of one mailbox, then each is stored and passed on, and only the first 3 are acknowledged', async () => {
    const addresses = ['victim+1@example.com', 'Victim+2@Example.com', 'victim@example.com', 'victim+x@example.com', 'VICTIM@example.com'];
    for (const [i, email] of addresses.entries()) {
      const response = await api.post('/api/contact/sendemail', anAccessQuestion({ email }), `contact-limit-${i}0000`);
      expect(response.status).toBe(200);
    }
    const acknowledgements = await harness.handle.db
      .selectFrom('outbox')
      .select('recipient')
      .where(({ fn, eb }) => eb(fn('lower', ['recipient']), 'like', 'victim%@example.com'))
      .execute();
    expect(acknowledgements).toHaveLength(3);
    const stored = await harness.handle.db.selectFrom('messages').select('reference').where('kind', '=', 'contact').execute();
    expect(stored.length).toBeGreaterThanOrEqual(5);
  });

  it('given voucher requests over the limit, then 429 in words and nothing sent; the next day they are sent again', async () => {
    await markConfirmed(harness, 'collector@example.com');
    // A token issued on the API's clock, which the test moves a day on.
    const ask = (i: number, email: string) =>
      request(harness.app)
        .post('/api/offer/getcode')
        .set({ ...harness.headers(), Authorization: `Bearer ${harness.deps.tokens.issue(harness.config.brandKey, false).accessToken}`, 'Idempotency-Key': `voucher-limit-${i}0000` })
        .send({ emailAddress: email, offerSlug: 'two-for-tuesday', acceptTerms: true });
    expect((await ask(1, 'collector+1@example.com')).status).toBe(200);
    expect((await ask(2, 'collector+2@example.com')).status).toBe(200);
    expect((await ask(3, 'collector@example.com')).status).toBe(200);
    const over = await ask(4, 'collector+4@example.com');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyEmails, field: 'emailAddress' });
    expect(await outboxTo(harness, 'collector+4@example.com')).toHaveLength(0);

    harness.clock.advance(EMAIL_LIMITS.perRecipient.windowMs);
    try {
      expect((await ask(5, 'collector+5@example.com')).status).toBe(200);
    } finally {
      harness.clock.advance(-EMAIL_LIMITS.perRecipient.windowMs);
    }
  });
});

describe('double opt-in: the confirmation link', () => {
  const { harness, api } = useApiHarness();
  const signUp = (email: string, key: string) =>
    api.post(
      '/api/signup',
      { emailAddress: email, favouriteRestaurant: 'CV001', firstName: 'Nina', phoneNumber: '07700 900321', acceptTerms: true, acceptSMSTerms: false, birthday: { day: 1, month: 5 } },
      key,
    );
  const welcomes = async (email: string) => (await outboxTo(harness, email)).filter((e) => e.subject.startsWith('Welcome'));

  it('given a sign-up, then nothing but the confirmation is sent; the link sends the welcome once, and again sends nothing', async () => {
    await signUp('nina@example.com', 'optin-signup-001');
    expect((await outboxTo(harness, 'nina@example.com')).map((e) => e.subject)).toEqual([expect.stringMatching(/^Please confirm your e-mail address/)]);
    const token = await confirmationToken(harness, 'nina@example.com');

    const first = await followConfirmation(harness, token);
    expect(first.status).toBe(200);
    expect(await welcomes('nina@example.com')).toHaveLength(1);

    const again = await followConfirmation(harness, token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ confirmed: true, alreadyConfirmed: true, purpose: 'sign-up', message: 'Your e-mail address is already confirmed.' });
    expect(await outboxTo(harness, 'nina@example.com')).toHaveLength(2);
  });

  it('given a second sign-up before confirming, then a second link; following both welcomes once', async () => {
    await signUp('twice.nina@example.com', 'optin-signup-002');
    const firstToken = await confirmationToken(harness, 'twice.nina@example.com');
    await signUp('twice.nina@example.com', 'optin-signup-003');
    const secondToken = await confirmationToken(harness, 'twice.nina@example.com');
    expect(secondToken).not.toBe(firstToken);
    expect((await followConfirmation(harness, secondToken)).status).toBe(200);
    expect((await followConfirmation(harness, firstToken)).status).toBe(200);
    expect(await welcomes('twice.nina@example.com')).toHaveLength(1);
  });

  it.each([
    ['a changed signature', (token: string) => `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`],
    ['a changed expiry', (token: string) => token.replace(/\.(\d+)\./, (_m, expiry: string) => `.${Number(expiry) + 3600}.`)],
    ['a changed id', (token: string) => `x${token.slice(1)}`],
    ['no token at all', () => ''],
    ['a number', () => 12345 as unknown as string],
  ])('given %s, then 400 CONFIRMATION_INVALID in words and nothing sent', async (_what, tamper) => {
    await signUp('tamper@example.com', `optin-tamper-${_what.length}`);
    const before = await outboxTo(harness, 'tamper@example.com');
    const response = await followConfirmation(harness, tamper(await confirmationToken(harness, 'tamper@example.com')));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'CONFIRMATION_INVALID', field: 'token', message: 'This confirmation link is not valid. Please use the link in the most recent e-mail we sent you.' });
    expect(await outboxTo(harness, 'tamper@example.com')).toHaveLength(before.length);
  });

  it('given a link signed with another secret, then it is invalid', async () => {
    const forged = signConfirmationToken('another-secret', 'AAAAAAAAAAAAAAAAAAAAAAAA', Date.now() + 60_000);
    expect((await followConfirmation(harness, forged)).body.code).toBe('CONFIRMATION_INVALID');
  });

  it('given a link past its expiry, then 410 CONFIRMATION_EXPIRED in words and nothing sent', async () => {
    await signUp('late@example.com', 'optin-late-0001');
    const token = await confirmationToken(harness, 'late@example.com');
    harness.clock.advance(EMAIL_LIMITS.confirmationLinkMs + 1000);
    try {
      const response = await request(harness.app)
        .post('/api/email/confirm')
        .set({ ...harness.headers(), Authorization: `Bearer ${harness.deps.tokens.issue(harness.config.brandKey, false).accessToken}` })
        .send({ token });
      expect(response.status).toBe(410);
      expect(response.body).toEqual({ code: 'CONFIRMATION_EXPIRED', field: 'token', message: 'This confirmation link has expired. Please ask again and we will send you a new one.' });
      expect(await welcomes('late@example.com')).toHaveLength(0);
    } finally {
      harness.clock.advance(-(EMAIL_LIMITS.confirmationLinkMs + 1000));
    }
  });

  it('given a field besides the token, then 400 naming it', async () => {
    const response = await request(harness.app).post('/api/email/confirm').set(harness.headers()).send({ token: 'x', extra: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field: 'extra' });
  });
});
