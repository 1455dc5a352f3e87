// The offers adapter against the real reference API on an ephemeral port: an offer by slug, a restaurant's
// offers, and voucher codes, whose failure is silent (false, never an exception or a message).
import { type ApiHttpClient, AxiosOffersApi } from '@tavola/adapters';
import { ErrorCode, MESSAGES } from '@tavola/core/errors';
import type { OffersApiPort, VoucherRequest } from '@tavola/core/ports';
import { seedData } from '../../server/api/seed';
import { TEST_NOW } from '../support/api-harness';
import { startAdapterHarness, type AdapterHarness } from '../support/adapter-harness';
import { confirmationToken, confirmationsTo, followConfirmation, markConfirmed } from '../support/email-confirmation';

let h: AdapterHarness;
let offers: OffersApiPort;

beforeAll(async () => {
  h = await startAdapterHarness();
  offers = new AxiosOffersApi(h.client);
}, 60_000);

afterEach(() => h.api.clock.set(TEST_NOW));

afterAll(async () => {
  await h.close();
});

const TODAY = '2026-11-23';
const TWO_FOR_TUESDAY = seedData.offers.find((offer) => offer.slug === 'two-for-tuesday');
const liveAt = (storeId: string) =>
  seedData.offers.filter((offer) => offer.storeIds.includes(storeId) && offer.endDate >= TODAY).map((offer) => offer.slug).sort();

const voucher = (overrides: Partial<VoucherRequest> = {}): VoucherRequest => ({
  emailAddress: 'adapter.voucher@example.com',
  offerSlug: 'two-for-tuesday',
  acceptTerms: true,
  ...overrides,
});

const vouchersOf = (email: string) => h.api.handle.db.selectFrom('vouchers').selectAll().where('email', '=', email).execute();
const outboxTo = (recipient: string) => h.api.handle.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).execute();

describe('getOfferBySlug', () => {
  it('given a seeded slug, when fetched, then the offer as the offer page shows it', async () => {
    const result = await offers.getOfferBySlug('two-for-tuesday');
    if (!result.ok) throw new Error(`expected the offer, got ${JSON.stringify(result.error)}`);
    expect(result.value).toMatchObject({
      id: 'offer-001',
      slug: 'two-for-tuesday',
      title: TWO_FOR_TUESDAY?.title,
      description: TWO_FOR_TUESDAY?.description,
      termAndConditions: TWO_FOR_TUESDAY?.termAndConditions,
      successButtonText: 'Book a table',
      successButtonUrl: '/#booking',
      overrideSuccessUrl: null,
      validityText: TWO_FOR_TUESDAY?.validityText,
      image: '/images/offers/two-for-tuesday.svg',
    });
  });

  it('given an offer with a success-page override, when fetched, then the override comes with it', async () => {
    const result = await offers.getOfferBySlug('january-brunch');
    expect(result.ok && result.value.overrideSuccessUrl).toBe('/bottomless-brunch#booking');
  });

  it('given an unknown slug, when fetched, then a failure with code 7', async () => {
    expect(await offers.getOfferBySlug('free-pizza-forever')).toEqual({
      ok: false,
      error: { code: ErrorCode.OfferNotFound, status: 404, message: MESSAGES.offerNotFound },
    });
  });

  it('given an offer past its end date, when fetched, then a failure with code 7', async () => {
    h.api.clock.set(Date.UTC(2026, 11, 24, 12, 0, 0));
    expect(await offers.getOfferBySlug('christmas-party-prosecco')).toMatchObject({ ok: false, error: { code: ErrorCode.OfferNotFound } });
  });

  it('given a blank slug, when fetched, then a failure naming offerSlug', async () => {
    expect(await offers.getOfferBySlug(' ')).toMatchObject({ ok: false, error: { status: 400, field: 'offerSlug' } });
  });
});

describe('getOffersForRestaurant', () => {
  it('given a restaurant, when fetched, then exactly the live offers it honours', async () => {
    const result = await offers.getOffersForRestaurant('CV005');
    if (!result.ok) throw new Error(`expected offers, got ${JSON.stringify(result.error)}`);
    expect(result.value.map((offer) => offer.slug).sort()).toEqual(liveAt('CV005'));
    expect(result.value.map((offer) => offer.slug)).toContain('two-for-tuesday');
  });

  it('given Oxford Circus, where Two for Tuesday does not run, when fetched, then it is not listed', async () => {
    const result = await offers.getOffersForRestaurant('CV001');
    expect(result.ok && result.value.map((offer) => offer.slug).sort()).toEqual(liveAt('CV001'));
    expect(result.ok && result.value.map((offer) => offer.slug)).not.toContain('two-for-tuesday');
  });

  it('given an unknown restaurant, when fetched, then a failure with code 3', async () => {
    expect(await offers.getOffersForRestaurant('CV999')).toMatchObject({ ok: false, error: { code: ErrorCode.RestaurantNotFound, status: 404 } });
  });

  it('given a blank store id, when fetched, then a failure without a call', async () => {
    expect(await offers.getOffersForRestaurant('')).toEqual({ ok: false, error: { code: null } });
  });
});

describe('requestVoucherCode', () => {
  it('given an address not yet confirmed, when a code is asked for, then true and only a confirmation is sent; once confirmed, the code is stored and e-mailed', async () => {
    expect(await offers.requestVoucherCode(voucher())).toBe(true);
    expect(await vouchersOf('adapter.voucher@example.com')).toHaveLength(0);
    expect(await confirmationsTo(h.api, 'adapter.voucher@example.com')).toHaveLength(1);
    const confirmed = await followConfirmation(h.api, await confirmationToken(h.api, 'adapter.voucher@example.com'));
    expect(confirmed.status).toBe(200);
    const [stored] = await vouchersOf('adapter.voucher@example.com');
    expect(stored?.offer_slug).toBe('two-for-tuesday');
    const emails = await outboxTo('adapter.voucher@example.com');
    expect(emails).toHaveLength(2);
    expect(emails[1]?.text_body).toContain(stored?.code);
  });

  it('given a confirmed address asking for the same offer again, then true again (a fresh Idempotency-Key each time) and the same code', async () => {
    await markConfirmed(h.api, 'adapter.again@example.com');
    expect(await offers.requestVoucherCode(voucher({ emailAddress: 'adapter.again@example.com' }))).toBe(true);
    expect(await offers.requestVoucherCode(voucher({ emailAddress: 'adapter.again@example.com' }))).toBe(true);
    expect(await vouchersOf('adapter.again@example.com')).toHaveLength(1);
    expect(await outboxTo('adapter.again@example.com')).toHaveLength(2);
  });

  it.each([
    ['an unknown offer', voucher({ emailAddress: 'adapter.unknown@example.com', offerSlug: 'free-pizza-forever' })],
    ['an invalid e-mail', voucher({ emailAddress: 'not-an-email' })],
    ['terms not accepted', voucher({ emailAddress: 'adapter.terms@example.com', acceptTerms: false })],
  ])('given %s, when a code is asked for, then false silently and nothing stored', async (_case, request) => {
    await expect(offers.requestVoucherCode(request)).resolves.toBe(false);
    expect(await vouchersOf(request.emailAddress.toLowerCase())).toHaveLength(0);
  });

  it('given an offer that has ended, when a code is asked for, then false', async () => {
    h.api.clock.set(Date.UTC(2026, 11, 24, 12, 0, 0));
    expect(await offers.requestVoucherCode(voucher({ emailAddress: 'adapter.late@example.com', offerSlug: 'christmas-party-prosecco' }))).toBe(false);
  });
});

describe('answers of the wrong shape (the client stubbed to answer them)', () => {
  const answering = (data: unknown, ok = true) =>
    new AxiosOffersApi({ call: async () => (ok ? { ok: true, status: 200, data } : { ok: false, failure: { code: null } }) } as unknown as ApiHttpClient);
  const offer = { ...TWO_FOR_TUESDAY };

  it.each([
    ['an offer without a title', { ...offer, title: undefined }],
    ['an image that is not text', { ...offer, image: 42 }],
    ['an override that is not text', { ...offer, overrideSuccessUrl: true }],
    ['a list in place of an offer', [offer]],
  ])('given %s, when fetched by slug, then a failure with the status', async (_case, data) => {
    expect(await answering(data).getOfferBySlug('two-for-tuesday')).toEqual({ ok: false, error: { code: null, status: 200 } });
  });

  it('given one bad offer in the list, when fetched for a restaurant, then a failure', async () => {
    expect(await answering([offer, { id: 'x' }]).getOffersForRestaurant('CV005')).toEqual({ ok: false, error: { code: null, status: 200 } });
  });

  it.each([
    ['generated false', { success: true, generated: false }],
    ['no generated flag', { success: true }],
    ['generated as text', { generated: 'true' }],
    ['no body', ''],
  ])('given a voucher answer with %s, then false', async (_case, data) => {
    expect(await answering(data).requestVoucherCode(voucher())).toBe(false);
  });

  it('given a transport failure, when a code is asked for, then false', async () => {
    expect(await answering(null, false).requestVoucherCode(voucher())).toBe(false);
  });
});
