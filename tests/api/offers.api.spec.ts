// Offers and voucher codes through HTTP: offers by slug and by restaurant, and voucher codes that are
// unique, e-mailed through the outbox, and the same for the same e-mail and offer.
import { MESSAGES } from '@tavola/core/errors';
import { useApiHarness, TEST_NOW } from '../support/api-harness';
import { confirmationToken, confirmationsTo, followConfirmation, markConfirmed } from '../support/email-confirmation';
import { expectUnauthorised, type Endpoint } from './auth-checks';

const { harness, api } = useApiHarness();

afterEach(() => harness.clock.set(TEST_NOW));

const CODE = /^CV-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

const voucherRequest = (overrides: Record<string, unknown> = {}) => ({
  emailAddress: 'luca.ferri@example.com',
  offerSlug: 'two-for-tuesday',
  acceptTerms: true,
  ...overrides,
});

const voucherOf = (email: string, offerSlug: string) =>
  harness.handle.db.selectFrom('vouchers').selectAll().where('email', '=', email).where('offer_slug', '=', offerSlug).executeTakeFirst();

const outboxTo = (recipient: string) =>
  harness.handle.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();

describe('GET /api/offer/getofferbyslug', () => {
  it('given a seeded offer slug, when fetched, then the offer comes back', async () => {
    const response = await api.get('/api/offer/getofferbyslug?offerSlug=two-for-tuesday');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: 'offer-001',
      slug: 'two-for-tuesday',
      title: 'Two for Tuesday: 2-for-1 pizza',
      termAndConditions: expect.any(String),
      successButtonText: 'Book a table',
      successButtonUrl: '/#booking',
      validityText: expect.any(String),
    });
  });

  it('given an offer that starts later, when fetched, then it is shown already', async () => {
    const response = await api.get('/api/offer/getofferbyslug?offerSlug=january-brunch');
    expect(response.status).toBe(200);
  });

  it('given an unknown slug, when fetched, then 404 with code 7', async () => {
    const response = await api.get('/api/offer/getofferbyslug?offerSlug=free-pizza-forever');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 7, message: MESSAGES.offerNotFound });
  });

  it('given an offer past its end date, when fetched, then 404 with code 7', async () => {
    harness.clock.set(Date.UTC(2026, 11, 24, 12));
    // The harness token has expired by then: take a fresh one.
    const token = harness.deps.tokens.issue(harness.config.brandKey, true).accessToken;
    const response = await api.get('/api/offer/getofferbyslug?offerSlug=christmas-party-prosecco').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(7);
  });

  it.each([
    ['no offerSlug', '', 'offerSlug'],
    ['an empty offerSlug', '?offerSlug=', 'offerSlug'],
    ['two offerSlugs', '?offerSlug=a&offerSlug=b', 'offerSlug'],
    ['an unknown parameter', '?offerSlug=two-for-tuesday&preview=1', 'preview'],
  ])('given %s, when fetched, then 400 naming %s', async (_case, query, field) => {
    const response = await api.get(`/api/offer/getofferbyslug${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field });
  });
});

describe('GET /api/offer/rest/:id', () => {
  it('given a restaurant, when fetched, then the offers valid there come back', async () => {
    const response = await api.get('/api/offer/rest/CV003');
    expect(response.status).toBe(200);
    const slugs = response.body.map((offer: { slug: string }) => offer.slug);
    expect(slugs).toEqual(expect.arrayContaining(['two-for-tuesday', 'birthday-dolce']));
  });

  it('given Oxford Circus, where Two for Tuesday does not run, when fetched, then it is not listed', async () => {
    const response = await api.get('/api/offer/rest/CV001');
    expect(response.status).toBe(200);
    const slugs = response.body.map((offer: { slug: string }) => offer.slug);
    expect(slugs).toContain('birthday-dolce');
    expect(slugs).not.toContain('two-for-tuesday');
  });

  it('given the storeId in lower case, when fetched, then the same offers as for its own id', async () => {
    const lower = await api.get('/api/offer/rest/cv001');
    const upper = await api.get('/api/offer/rest/CV001');
    expect(lower.status).toBe(200);
    expect(lower.body.map((offer: { slug: string }) => offer.slug)).toEqual(upper.body.map((offer: { slug: string }) => offer.slug));
    expect(lower.body.length).toBeGreaterThan(0);
  });

  it('given an unknown restaurant, when fetched, then 404 with code 3', async () => {
    const response = await api.get('/api/offer/rest/CV999');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 3, field: 'id' });
  });
});

describe('POST /api/offer/getcode', () => {
  it('given an address not confirmed yet, when a code is asked for, then only a confirmation link is sent; following it sends the code', async () => {
    const response = await api.post('/api/offer/getcode', voucherRequest(), 'voucher-ok-00001');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, generated: true, confirmationSent: true, message: expect.stringContaining('confirm your e-mail address') });
    expect(JSON.stringify(response.body)).not.toMatch(/CV-/);
    expect(await voucherOf('luca.ferri@example.com', 'two-for-tuesday')).toBeUndefined();
    const before = await outboxTo('luca.ferri@example.com');
    expect(before).toHaveLength(1);
    expect(before[0]?.subject).toContain('confirm your e-mail address');
    expect(before[0]?.text_body).not.toMatch(/CV-/);

    const confirmed = await followConfirmation(harness, await confirmationToken(harness, 'luca.ferri@example.com'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ confirmed: true, purpose: 'voucher', message: expect.stringContaining('Your e-mail address is confirmed.') });
    const voucher = await voucherOf('luca.ferri@example.com', 'two-for-tuesday');
    expect(voucher?.code).toMatch(CODE);
    const emails = await outboxTo('luca.ferri@example.com');
    expect(emails).toHaveLength(2);
    expect(emails[1]?.text_body).toContain(voucher?.code);
    expect(emails[1]?.subject).toContain('Two for Tuesday');
  });

  it('given a confirmed address, when a code is asked for, then it is stored and e-mailed at once, not answered', async () => {
    await markConfirmed(harness, 'sara.galli@example.com');
    const response = await api.post('/api/offer/getcode', voucherRequest({ emailAddress: 'Sara.Galli@example.com' }), 'voucher-conf-0001');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, generated: true, message: expect.any(String) });
    expect(JSON.stringify(response.body)).not.toMatch(/CV-/);
    const voucher = await voucherOf('sara.galli@example.com', 'two-for-tuesday');
    expect(voucher?.code).toMatch(CODE);
    const emails = await outboxTo('sara.galli@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text_body).toContain(voucher?.code);
    expect(await confirmationsTo(harness, 'sara.galli@example.com')).toHaveLength(0);
  });

  it('given the same e-mail in another case and the same offer, when asked again, then the same code is sent', async () => {
    await markConfirmed(harness, 'chiara.neri@example.com');
    await api.post('/api/offer/getcode', voucherRequest({ emailAddress: 'chiara.neri@example.com' }), 'voucher-same-001');
    const again = await api.post('/api/offer/getcode', voucherRequest({ emailAddress: 'Chiara.Neri@Example.COM' }), 'voucher-same-002');
    expect(again.status).toBe(200);
    const rows = await harness.handle.db.selectFrom('vouchers').selectAll().where('email', '=', 'chiara.neri@example.com').execute();
    expect(rows).toHaveLength(1);
    const emails = await outboxTo('chiara.neri@example.com');
    expect(emails).toHaveLength(2);
    expect(emails[0]?.text_body).toContain(rows[0]?.code);
    expect(emails[1]?.text_body).toContain(rows[0]?.code);
  });

  it('given other e-mails and offers, when codes are asked for, then every code differs', async () => {
    const requests = [
      voucherRequest({ emailAddress: 'a.one@example.com' }),
      voucherRequest({ emailAddress: 'a.one@example.com', offerSlug: 'birthday-dolce' }),
      voucherRequest({ emailAddress: 'b.two@example.com' }),
      voucherRequest({ emailAddress: 'c.three@example.com', offerSlug: 'birthday-dolce' }),
    ];
    for (const email of ['a.one@example.com', 'b.two@example.com', 'c.three@example.com']) await markConfirmed(harness, email);
    for (const [i, body] of requests.entries()) {
      expect((await api.post('/api/offer/getcode', body, `voucher-many-${i}0000`)).status).toBe(200);
    }
    const codes = (await harness.handle.db.selectFrom('vouchers').select('code').execute()).map((row) => row.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(CODE);
  });

  it('given the same key and body again, when asked, then the answer is replayed and no second e-mail is queued', async () => {
    const body = voucherRequest({ emailAddress: 'replay.me@example.com' });
    const first = await api.post('/api/offer/getcode', body, 'voucher-replay-1');
    const again = await api.post('/api/offer/getcode', body, 'voucher-replay-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await outboxTo('replay.me@example.com')).toHaveLength(1);
  });

  it('given the same key with another body, when asked, then 422 and nothing more is stored', async () => {
    await api.post('/api/offer/getcode', voucherRequest({ emailAddress: 'first.body@example.com' }), 'voucher-mismatch');
    const response = await api.post('/api/offer/getcode', voucherRequest({ emailAddress: 'other.body@example.com' }), 'voucher-mismatch');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    expect(await voucherOf('other.body@example.com', 'two-for-tuesday')).toBeUndefined();
  });

  it('given an unknown offer, when asked, then 404 with code 7 and nothing stored', async () => {
    const response = await api.post('/api/offer/getcode', voucherRequest({ offerSlug: 'no-such-offer' }), 'voucher-unknown');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(7);
  });

  it.each([
    ['acceptTerms', { acceptTerms: false }],
    ['acceptTerms', { acceptTerms: 'true' }],
    ['emailAddress', { emailAddress: 'luca.ferri@example' }],
    ['emailAddress', { emailAddress: ['luca.ferri@example.com'] }],
    ['offerSlug', { offerSlug: undefined }],
    ['code', { code: 'CV-AAAAAAAA' }],
  ])('given a bad %s, when asked, then 400 naming it', async (field, overrides) => {
    const response = await api.post('/api/offer/getcode', voucherRequest(overrides), `voucher-bad-${field}-${JSON.stringify(overrides).length}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field });
  });
});

const ENDPOINTS: Endpoint[] = [
  ['get', '/api/offer/getofferbyslug?offerSlug=two-for-tuesday'],
  ['get', '/api/offer/rest/CV001'],
  ['post', '/api/offer/getcode', voucherRequest()],
];

describe('access', () => {
  it.each(ENDPOINTS)('given %s %s without a token, a wrong brandKey or no sessionId, then 401 JSON', async (...endpoint) => {
    await expectUnauthorised(harness, endpoint as Endpoint);
  });
});
