// Card guarantee through HTTP: a client token, then a nonce vaulted by the built-in test gateway and the
// payment customer stored; a declined card is a 402 with the gateway's words.
import { TEST_CARDS, TEST_NONCES, UNKNOWN_TEST_CARD } from '../../server/api/payments/test-payment.gateway';
import { aCard } from '../builders/card.builder';
import { useApiHarness } from '../support/api-harness';
import { expectUnauthorised, type Endpoint } from './auth-checks';
import { aCardSubmission } from '../builders/payments.builder';

const { harness, api } = useApiHarness();

const submission = (overrides: Record<string, unknown> = {}) => aCardSubmission(overrides);

const storedCustomer = (id: string) =>
  harness.handle.db.selectFrom('payment_customers').selectAll().where('id', '=', id).executeTakeFirst();

describe('GET /api/v1/braintree/token', () => {
  it('answers a client token for the card form', async () => {
    const response = await api.get('/api/v1/braintree/token');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ token: expect.stringMatching(/^test-client-token-/) });
  });
});

describe('POST /api/v1/braintree/submit', () => {
  it('given a valid test nonce, when submitted, then the payment customer is stored and its id answered', async () => {
    const response = await api.post('/api/v1/braintree/submit', submission(), 'card-ok-00001');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ customerId: expect.stringMatching(/^test-customer-/) });
    const row = await storedCustomer(response.body.customerId);
    expect(row?.data).toEqual({ storeId: 'CV003', email: 'giulia.bianchi@example.com', firstName: 'Giulia', lastName: 'Bianchi' });
  });

  it('given the same key and body again, when submitted, then the first answer is replayed', async () => {
    const first = await api.post('/api/v1/braintree/submit', submission({ nonce: TEST_NONCES.validVisa }), 'card-replay-01');
    const again = await api.post('/api/v1/braintree/submit', submission({ nonce: TEST_NONCES.validVisa }), 'card-replay-01');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('given the same key with another body, when submitted, then 422', async () => {
    await api.post('/api/v1/braintree/submit', submission(), 'card-mismatch-1');
    const response = await api.post('/api/v1/braintree/submit', submission({ firstName: 'Marco' }), 'card-mismatch-1');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH', field: 'Idempotency-Key' });
  });

  it('given a declined test nonce, when submitted, then 402 with the decline message and nothing stored', async () => {
    const before = await harness.handle.db.selectFrom('payment_customers').select('id').execute();
    const response = await api.post('/api/v1/braintree/submit', submission({ nonce: TEST_NONCES.declined }), 'card-declined-1');
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ code: 'PAYMENT_DECLINED', message: 'Your card was declined. Please try another card.' });
    const after = await harness.handle.db.selectFrom('payment_customers').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('given no Idempotency-Key, when submitted, then 400 naming the header', async () => {
    const response = await api.post('/api/v1/braintree/submit', submission());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'Idempotency-Key' });
  });

  it('given an unknown restaurant, when submitted, then 404 with code 3 naming storeId', async () => {
    const response = await api.post('/api/v1/braintree/submit', submission({ storeId: 'CV999' }), 'card-store-0001');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 3, field: 'storeId' });
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['nonce', { nonce: 42 }],
    ['firstName', { firstName: 'R2D2' }],
    ['lastName', { lastName: '' }],
    ['storeId', { storeId: ['CV001'] }],
    ['cardNumber', { cardNumber: '4111111111111111' }],
  ])('given a bad %s, when submitted, then 400 naming it', async (field, overrides) => {
    const response = await api.post('/api/v1/braintree/submit', submission(overrides), `card-bad-${field}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field });
  });
});

describe('POST /api/v1/braintree/test-tokenize', () => {
  const tokenize = (body: unknown) => api.post('/api/v1/braintree/test-tokenize', body);
  const customers = () => harness.handle.db.selectFrom('payment_customers').select('id').execute();

  it('given the approved test card, then the nonce the gateway vaults, and nothing stored', async () => {
    const before = await customers();
    const response = await tokenize(aCard({ number: TEST_CARDS.approved.number }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ nonce: TEST_NONCES.valid });
    expect(await customers()).toHaveLength(before.length);
    const vaulted = await api.post('/api/v1/braintree/submit', submission({ nonce: response.body.nonce }), 'card-tokenized-1');
    expect(vaulted.status).toBe(200);
  });

  it('given the declined test card, then its nonce, which the gateway refuses on submit with 402 and its words', async () => {
    const response = await tokenize(aCard({ number: TEST_CARDS.declined.number.replace(/ /g, '') }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ nonce: TEST_NONCES.declined });
    const refused = await api.post('/api/v1/braintree/submit', submission({ nonce: response.body.nonce }), 'card-tokenized-2');
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ code: 'PAYMENT_DECLINED', message: 'Your card was declined. Please try another card.' });
  });

  it('given any other valid card number, then 400 naming number and saying which cards to use', async () => {
    const response = await tokenize(aCard({ number: '5555 5555 5555 4444' }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION', field: 'number', message: UNKNOWN_TEST_CARD });
    expect(UNKNOWN_TEST_CARD).toContain('4111 1111 1111 1111');
  });

  it.each([
    ['number', { number: '4111 1111 1111 111a' }, 'Card number can contain only digits and spaces'],
    ['number', { number: '4111 1111 1111 1112' }, 'Card number is not valid: check the digits'],
    ['number', { number: 4111111111111111 }, 'Card number is required'],
    ['expiry', { expiry: '01/20' }, 'Expiry date has passed: this card has expired'],
    ['expiry', { expiry: '13/30' }, 'Expiry month must be 01 to 12'],
    ['cvc', { cvc: '12' }, 'Security code must be 3 digits'],
    ['cardholderName', { cardholderName: '' }, 'Name on card is required'],
    ['cardNumber', { cardNumber: '4111111111111111' }, 'Card number is not an accepted field'],
  ])('given a bad %s, then 400 naming it with its words, and nothing stored', async (field, overrides, message) => {
    const before = await customers();
    const response = await tokenize({ ...aCard(), ...overrides });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION', field, message });
    expect(await customers()).toHaveLength(before.length);
  });

  it.each([[null], [[]], [[aCard()]], [undefined]])('given a body of %p, then 400, never a 500', async (body) => {
    const response = await tokenize(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
  });

  it('given a query string, then 400 naming it', async () => {
    const response = await api.post('/api/v1/braintree/test-tokenize?number=4111111111111111', aCard());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'number' });
  });
});

const ENDPOINTS: Endpoint[] = [
  ['get', '/api/v1/braintree/token'],
  ['post', '/api/v1/braintree/submit', submission()],
  ['post', '/api/v1/braintree/test-tokenize', aCard()],
];

describe('access', () => {
  it.each(ENDPOINTS)('given %s %s without a token, a wrong brandKey or no sessionId, then 401 JSON', async (...endpoint) => {
    await expectUnauthorised(harness, endpoint as Endpoint);
  });
});
