// The payments adapter against the real reference API and its built-in test gateway: a client token,
// a nonce vaulted into a payment customer, and a declined card as a failure with the gateway's words.
import {
  AxiosPaymentsApi,
  AxiosTestCardTokenizer,
  IN_MEMORY_CARD_NONCES,
  IN_MEMORY_TEST_CARDS,
  InMemoryCardTokenizer,
  type ApiHttpClient,
  type HttpAnswer,
} from '@tavola/adapters';
import type { CheckedCard } from '@tavola/core/validation';
import { ErrorCode } from '@tavola/core/errors';
import { TEST_NONCES, UNKNOWN_TEST_CARD } from '../../server/api/payments/test-payment.gateway';
import { startAdapterHarness, type AdapterHarness } from '../support/adapter-harness';
import { aCardSubmission } from '../builders/payments.builder';

let h: AdapterHarness;
let payments: AxiosPaymentsApi;

beforeAll(async () => {
  h = await startAdapterHarness();
  payments = new AxiosPaymentsApi(h.client);
}, 60_000);

afterAll(async () => {
  await h.close();
});

const aSubmission = aCardSubmission;

const storedCustomers = () => h.api.handle.db.selectFrom('payment_customers').selectAll().execute();

describe('getClientToken', () => {
  it('answers the client token for the card form', async () => {
    expect(await payments.getClientToken()).toEqual({ ok: true, value: expect.stringMatching(/^test-client-token-/) });
  });
});

describe('submit', () => {
  it('given a valid test nonce, then the payment customer id, stored by the API for the booking', async () => {
    const result = await payments.submit(aSubmission());
    expect(result).toEqual({ ok: true, value: { customerId: expect.stringMatching(/^test-customer-/) } });
    const customerId = result.ok ? result.value.customerId : '';
    const row = (await storedCustomers()).find((c) => c.id === customerId);
    expect(row?.data).toEqual({ storeId: 'CV003', email: 'giulia.bianchi@example.com', firstName: 'Giulia', lastName: 'Bianchi' });
  });

  it('given the same card submitted twice, then two customers: each submit carries its own Idempotency-Key', async () => {
    const first = await payments.submit(aSubmission({ nonce: TEST_NONCES.validVisa }));
    const second = await payments.submit(aSubmission({ nonce: TEST_NONCES.validVisa }));
    expect(first.ok && second.ok && first.value.customerId !== second.value.customerId).toBe(true);
  });

  it('given the declined test nonce, then a failure with the decline message and nothing stored', async () => {
    const before = (await storedCustomers()).length;
    const result = await payments.submit(aSubmission({ nonce: TEST_NONCES.declined }));
    expect(result).toEqual({ ok: false, error: { code: null, status: 402, message: 'Your card was declined. Please try another card.' } });
    expect(await storedCustomers()).toHaveLength(before);
  });

  it('given an unknown restaurant, then a failure with code 3 naming storeId', async () => {
    const result = await payments.submit(aSubmission({ storeId: 'CV999' }));
    expect(result.ok ? null : result.error).toMatchObject({ code: ErrorCode.RestaurantNotFound, status: 404, field: 'storeId' });
  });

  it('given a bad e-mail, then a failure naming it', async () => {
    const result = await payments.submit(aSubmission({ email: 'not-an-email' }));
    expect(result.ok ? null : result.error).toMatchObject({ code: null, status: 400, field: 'email' });
  });
});

// The reference API always answers well-formed data; these prove the readers with a stub client (no HTTP).
describe('answers of the wrong shape', () => {
  const answering = (data: unknown, status = 200) =>
    new AxiosPaymentsApi({ call: async (): Promise<HttpAnswer<unknown>> => ({ ok: true, status, data }) } as unknown as ApiHttpClient);

  it.each([
    ['no token field', {}],
    ['an empty token', { token: '' }],
    ['a list', ['token']],
  ])('given %s, then getClientToken fails', async (_case, data) => {
    expect(await answering(data).getClientToken()).toEqual({ ok: false, error: { code: null, status: 200 } });
  });

  it.each([
    ['a 201 with a customer id', { customerId: 'c-1' }, 201],
    ['a 200 without one', { success: true }, 200],
    ['a 200 with a numeric id', { customerId: 7 }, 200],
  ])('given %s, then submit fails: only a 200 with a customer id counts', async (_case, data, status) => {
    expect(await answering(data, status).submit(aSubmission())).toEqual({ ok: false, error: { code: null, status } });
  });
});

describe('AxiosTestCardTokenizer (the test gateway’s tokenizer)', () => {
  const checked = (number: string, overrides: Partial<CheckedCard> = {}): CheckedCard => ({
    cardholderName: 'Giulia Rossi',
    number,
    expiryMonth: 12,
    expiryYear: 2030,
    cvc: '123',
    ...overrides,
  });
  let tokenizer: AxiosTestCardTokenizer;
  beforeAll(() => {
    tokenizer = new AxiosTestCardTokenizer(h.client);
  });

  it('given the approved test card, then a nonce the gateway vaults', async () => {
    const result = await tokenizer.tokenize(checked('4111111111111111'));
    expect(result).toEqual({ ok: true, value: { nonce: TEST_NONCES.valid } });
    expect((await payments.submit(aSubmission({ nonce: TEST_NONCES.valid }))).ok).toBe(true);
  });

  it('given the declined test card, then its nonce, which the gateway then refuses with its words', async () => {
    const result = await tokenizer.tokenize(checked('4000000000000002', { expiryMonth: 1, expiryYear: 2029 }));
    expect(result).toEqual({ ok: true, value: { nonce: TEST_NONCES.declined } });
    const refused = await payments.submit(aSubmission({ nonce: result.ok ? result.value.nonce : '' }));
    expect(refused).toEqual({ ok: false, error: { code: null, status: 402, message: 'Your card was declined. Please try another card.' } });
  });

  it('given another number, or an expiry the API finds past, then the API’s 400 naming the field, with its words', async () => {
    expect(await tokenizer.tokenize(checked('5555555555554444'))).toEqual({
      ok: false,
      error: { code: null, status: 400, field: 'number', message: UNKNOWN_TEST_CARD },
    });
    const past = await tokenizer.tokenize(checked('4111111111111111', { expiryYear: 2020 }));
    expect(past).toEqual({ ok: false, error: { code: null, status: 400, field: 'expiry', message: 'Expiry date has passed: this card has expired' } });
  });

  it('given an answer without a nonce, then a failure', async () => {
    const client = { call: async (): Promise<HttpAnswer<unknown>> => ({ ok: true, status: 200, data: { nonce: '' } }) } as unknown as ApiHttpClient;
    expect(await new AxiosTestCardTokenizer(client).tokenize(checked('4111111111111111'))).toEqual({ ok: false, error: { code: null, status: 200 } });
  });
});

describe('InMemoryCardTokenizer', () => {
  const card = (number: string): CheckedCard => ({ cardholderName: 'G R', number, expiryMonth: 1, expiryYear: 2030, cvc: '123' });
  it('answers like the test gateway: approved, declined, any other number refused naming number', async () => {
    const tokenizer = new InMemoryCardTokenizer();
    expect(await tokenizer.tokenize(card(IN_MEMORY_TEST_CARDS.approved))).toEqual({ ok: true, value: { nonce: IN_MEMORY_CARD_NONCES.valid } });
    expect(await tokenizer.tokenize(card(IN_MEMORY_TEST_CARDS.declined))).toEqual({ ok: true, value: { nonce: IN_MEMORY_CARD_NONCES.declined } });
    expect(await tokenizer.tokenize(card('5555555555554444'))).toMatchObject({ ok: false, error: { status: 400, field: 'number' } });
  });
});
