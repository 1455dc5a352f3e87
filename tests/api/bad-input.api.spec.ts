// Bad input on every call of the content, payments, contact, offers, sign-up, preferences, jobs, geo,
// social and captcha modules: a client mistake is a 4xx JSON error {code, message, field?} naming the
// field where there is one, never a 500 and never a stack trace.
import request from 'supertest';
import { TEST_NONCES } from '../../server/api/payments/test-payment.gateway';
import { useApiHarness } from '../support/api-harness';

const { harness, api } = useApiHarness();
let keys = 0;
const nextKey = () => `bad-input-${String(++keys).padStart(6, '0')}`;

interface PostCall {
  url: string;
  body: Record<string, unknown>;
  /** A field of the right name given the wrong type. */
  wrongType: [field: string, value: unknown];
}

const POSTS: PostCall[] = [
  {
    url: '/api/v1/braintree/submit',
    body: { nonce: TEST_NONCES.valid, storeId: 'CV001', email: 'a.b@example.com', firstName: 'Ada', lastName: 'Byron' },
    wrongType: ['email', { address: 'a.b@example.com' }],
  },
  {
    url: '/api/contact/sendemail',
    body: { contactTypeId: 'general-enquiry', name: 'Ada Byron', email: 'a.b@example.com', message: 'Hello' },
    wrongType: ['message', ['Hello']],
  },
  {
    url: '/api/contact/group-booking',
    body: { storeId: 'CV001', name: 'Ada Byron', email: 'a.b@example.com', phoneNumber: '07700 900111', date: '2026-12-12', time: '19:00', covers: 20 },
    wrongType: ['covers', true],
  },
  {
    url: '/api/offer/getcode',
    body: { emailAddress: 'a.b@example.com', offerSlug: 'birthday-dolce', acceptTerms: true },
    wrongType: ['offerSlug', 7],
  },
  {
    url: '/api/signup',
    body: {
      emailAddress: 'a.b@example.com', favouriteRestaurant: 'CV001', firstName: 'Ada', phoneNumber: '07700 900111',
      acceptTerms: true, acceptSMSTerms: false, birthday: { day: 10, month: 12 },
    },
    wrongType: ['acceptSMSTerms', 'yes'],
  },
  {
    url: '/api/exponea/getcustomerpreferences/3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01',
    body: { attributes: ['first_name'] },
    wrongType: ['attributes', { 0: 'first_name' }],
  },
  {
    url: '/api/exponea/updateCustomerPreferences',
    body: { guid: 'c0b5e7f2-1a93-4e6d-8f24-5d7a3b9c1e68', firstName: 'Eilidh', phoneNumber: '07700 900789' },
    wrongType: ['phoneNumber', 7700900789],
  },
  {
    url: '/api/jobs/application',
    body: {
      firstName: 'Ada', secondName: 'Byron', email: 'a.b@example.com', telephone: '07700 900111', jobId: 'CVJ-1001',
      answers: [],
    },
    wrongType: ['firstName', ['Ada']],
  },
  { url: '/api/recaptcha/validate', body: { response: 'token' }, wrongType: ['response', { token: 'x' }] },
];

const GETS = [
  '/api/v1/content/page/home',
  '/api/v1/content/brand-settings',
  '/api/v1/content/search-restaurants/',
  '/api/v1/content/restaurant/slug/oxford-circus/city/london',
  '/api/v1/content/getRestaurantBySlug/oxford-circus',
  '/api/v1/content/restaurant/CV001',
  '/api/v1/content/menu/a-la-carte',
  '/api/v1/content/choices',
  '/api/v1/braintree/token',
  '/api/contact/contactTypes',
  '/api/offer/getofferbyslug?offerSlug=birthday-dolce',
  '/api/offer/rest/CV001',
  '/api/jobs',
  '/api/jobs/CVJ-1001',
  '/api/jobs/locations?query=W1D',
  '/api/geo/search/W1D',
  '/api/geo/search/lat/51.5/lng/-0.14',
  '/api/social/insta/media',
];

const post = (url: string) => api.post(url).set('Idempotency-Key', nextKey());

function expectClientError(response: request.Response, status: number): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  expect(Object.keys(response.body).every((key) => ['code', 'message', 'field'].includes(key))).toBe(true);
  expect(response.body).toMatchObject({ code: expect.anything(), message: expect.any(String) });
  expect(response.text).not.toMatch(/\bat .*\.(ts|js):\d+|"stack"/);
}

describe('POST bodies', () => {
  it.each(POSTS.map((call) => [call.url, call] as const))('%s: a body that is not JSON is 415', async (_url, call) => {
    const response = await post(call.url).set('Content-Type', 'text/plain').send('hello');
    expectClientError(response, 415);
  });

  it.each(POSTS.map((call) => [call.url, call] as const))('%s: malformed JSON is 400', async (_url, call) => {
    const response = await post(call.url).set('Content-Type', 'application/json').send('{"email": ');
    expectClientError(response, 400);
    expect(response.body.code).toBe('BAD_REQUEST');
  });

  it.each(POSTS.map((call) => [call.url, call] as const))('%s: a JSON array or a bare value is 400', async (_url, call) => {
    expectClientError(await post(call.url).set('Content-Type', 'application/json').send('[1, 2]'), 400);
    expectClientError(await post(call.url).set('Content-Type', 'application/json').send('"text"'), 400);
    expectClientError(await post(call.url).set('Content-Type', 'application/json').send('null'), 400);
  });

  it.each(POSTS.map((call) => [call.url, call] as const))('%s: no body at all is 400', async (_url, call) => {
    expectClientError(await post(call.url), 400);
  });

  it.each(POSTS.map((call) => [call.url, call] as const))('%s: an unknown field is 400 naming it', async (_url, call) => {
    const response = await post(call.url).send({ ...call.body, isAdmin: true });
    expectClientError(response, 400);
    expect(response.body.field).toBe('isAdmin');
  });

  it.each(POSTS.map((call) => [call.url, call] as const))('%s: a __proto__ key is an unknown field, not a prototype', async (_url, call) => {
    const response = await post(call.url).set('Content-Type', 'application/json').send(JSON.stringify(call.body).replace(/^\{/, '{"__proto__":{"isAdmin":true},'));
    expectClientError(response, 400);
    expect(response.body.field).toBe('__proto__');
  });

  it.each(POSTS.map((call) => [call.url, call] as const))('%s: a field named like an object member is an unknown field', async (_url, call) => {
    for (const name of ['constructor', 'hasOwnProperty']) {
      const response = await post(call.url).send({ ...call.body, [name]: 'x' });
      expectClientError(response, 400);
      expect(response.body.field).toBe(name);
    }
  });

  it('a nested field named like an object member is refused with its path', async () => {
    const signUp = POSTS.find((call) => call.url === '/api/signup') as PostCall;
    const response = await post(signUp.url).send({ ...signUp.body, birthday: { day: 1, month: 2, constructor: 'x' } });
    expectClientError(response, 400);
    expect(response.body.field).toBe('birthday.constructor');
  });

  it('a deeply nested body is refused without exhausting the stack', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await post('/api/signup').set('Content-Type', 'application/json').send(`{"emailAddress":${deep}}`);
    expectClientError(response, 400);
  });

  it.each(POSTS.map((call) => [call.url, call] as const))('%s: a field of the wrong type is 400 naming it', async (_url, call) => {
    const [field, value] = call.wrongType;
    const response = await post(call.url).send({ ...call.body, [field]: value });
    expectClientError(response, 400);
    expect(response.body.field).toBe(field);
  });

  it.each(POSTS.filter((call) => call.url !== '/api/jobs/application').map((call) => [call.url, call] as const))(
    '%s: a body over 100 kB is 413',
    async (_url, call) => {
      const response = await post(call.url).send({ ...call.body, padding: 'x'.repeat(101 * 1024) });
      expectClientError(response, 413);
    },
  );

  it('the job application takes a body over 100 kB (its CV) and still checks the fields', async () => {
    const application = POSTS.find((call) => call.url === '/api/jobs/application') as PostCall;
    const response = await post(application.url).send({ ...application.body, padding: 'x'.repeat(200 * 1024) });
    expectClientError(response, 400);
    expect(response.body.field).toBe('padding');
  });
});

describe('GET queries and paths', () => {
  it.each(GETS)('%s: an unknown query parameter is 400 naming it', async (url) => {
    const response = await api.get(`${url}${url.includes('?') ? '&' : '?'}utm_source=mail`);
    expectClientError(response, 400);
    expect(response.body.field).toBe('utm_source');
  });

  it.each([
    '/api/v1/content/page/%E0%A4%A',
    '/api/v1/content/page/..%2F..%2Fetc%2Fpasswd',
    '/api/v1/content/page/home%00',
    `/api/v1/content/page/${'a'.repeat(2000)}`,
    '/api/v1/content/restaurant/%27%3B%20drop%20table%20restaurants%3B--',
    '/api/v1/content/restaurant/slug/oxford-circus/city/%F0%9F%8D%95',
    '/api/v1/content/menu/%20',
    '/api/offer/rest/CV001%0D%0ASet-Cookie:x=1',
    '/api/jobs/%2e%2e',
    `/api/jobs/${'9'.repeat(500)}`,
    '/api/geo/search/lat/%20/lng/1',
    '/api/geo/search/lat/51.5/lng/-',
    '/api/exponea/getcustomerpreferences/%7B%7D',
  ])('%s: a malformed id is a 4xx JSON error, never a 500', async (url) => {
    const response = await (url.startsWith('/api/exponea') ? api.post(url, { attributes: [] }) : api.get(url));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expectClientError(response, response.status);
  });

  it('a query parameter named like an object member is refused', async () => {
    const response = await api.get('/api/offer/getofferbyslug?offerSlug=birthday-dolce&constructor=1');
    expectClientError(response, 400);
    expect(response.body.field).toBe('constructor');
  });

  it('a query parameter given twice is 400 naming it', async () => {
    const response = await api.get('/api/jobs/locations?query=W1D&query=M1');
    expectClientError(response, 400);
    expect(response.body.field).toBe('query');
  });
});

describe('the log', () => {
  it('recorded no unexpected error for any of the bad input above', () => {
    expect(harness.logs.filter((line) => line.startsWith('error:'))).toEqual([]);
  });
});
