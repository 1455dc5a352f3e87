// Real answers of the seeded reference API checked against docs/openapi.yaml with jest-openapi: for every
// operation the happy path and its error answers (401, 400, 404, catalogue 409s, 402, 413, 415, 422), and
// the document held to the app: every route the app serves is documented and every documented operation
// is served, with the Idempotency-Key exactly where the app asks for one.
import { signConfirmationToken } from '../../server/api/email/confirmation';
import { createUnsubscribeLinks } from '../../server/api/email/unsubscribe';
import { confirmationToken } from '../support/email-confirmation';
import type request from 'supertest';
import { seedData } from '../../server/api/seed';
import { createTaskWorker } from '../../server/api/scheduling/api-task-worker';
import type { SeedJob } from '../../server/api/seed/seed.types';
import { CV_MAX_BYTES } from '../../server/api/jobs/cv-file';
import { TEST_CARDS, TEST_NONCES } from '../../server/api/payments/test-payment.gateway';
import { useApiHarness, TEST_NOW } from '../support/api-harness';
import {
  allRefs,
  exampleUrl,
  loadOpenApi,
  matchOpenApiPath,
  operationsOf,
  parametersOf,
  resolveRef,
  servedRoutes,
  useOpenApiMatchers,
  type Operation,
} from '../support/openapi';
import { AUTH_FAILURES } from './auth-checks';
import { PDF_BYTES, base64 } from './cv-files';
import { aGroupEnquiry, anAccessQuestion } from '../builders/enquiry.builder';
import { aCreateBookingBody } from '../builders/booking.builder';
import { aJobApplication } from '../builders/job-application.builder';
import { aCardSubmission } from '../builders/payments.builder';
import { aCard } from '../builders/card.builder';

const doc = loadOpenApi();
useOpenApiMatchers(doc);
const OPERATIONS = operationsOf(doc);

const { harness, api } = useApiHarness();

// ---- Checking an answer ------------------------------------------------------------------------------

/** Statuses seen per operation ('post /api/signup'), for the coverage check at the end. */
const exercised = new Map<string, Set<number>>();

const operationKey = (method: string, openApiPath: string) => `${method.toLowerCase()} ${openApiPath}`;

/** The answer has the expected status and satisfies the document's response for it. */
function conforms(response: request.Response, status: number): request.Response {
  const req = (response as unknown as { req: { method: string; path: string } }).req;
  const openApiPath = matchOpenApiPath(doc, req.path);
  if (openApiPath) {
    const key = operationKey(req.method, openApiPath);
    exercised.set(key, (exercised.get(key) ?? new Set()).add(response.status));
  }
  // On a mismatch this shows the body, which says why.
  expect({ status: response.status, body: response.body }).toMatchObject({ status });
  expect(response).toSatisfyApiSpec();
  return response;
}

type Call = () => request.Test | Promise<request.Response>;
type Case = [name: string, status: number, call: Call];

function answers(cases: Case[]): void {
  it.each(cases)('%s: %i', async (_name, status, call) => {
    conforms(await call(), status);
  });
}

// ---- Requests ----------------------------------------------------------------------------------------

// TEST_NOW is Monday 23 November 2026, 10:00 UTC.
const WEDNESDAY = '2026-11-25';
const SATURDAY = '2026-11-28';
let keySeq = 0;
const key = () => `oas-${Date.now()}-${(keySeq += 1)}`;
const padding = 'x'.repeat(101 * 1024);

const booking = aCreateBookingBody;

const at = (time: string, data: Record<string, unknown> = {}) => booking({ diningDateTime: `${WEDNESDAY}T${time}:00`, bookingTime: time, ...data });

const event = (time: string, data: Record<string, unknown> = {}) => at(time, { occasionId: 'private-event', adultCovers: 8, ...data });

const availability = { stores: [{ storeId: 'CV001', miles: 0.2 }, { storeId: 'CV023', miles: 3 }, { storeId: 'CV999', miles: 5 }], date: WEDNESDAY, adultCovers: 2, childrenCovers: 0 };

const card = (overrides: Record<string, unknown> = {}) => aCardSubmission({ email: 'giulia.bianchi@example.com', ...overrides });

const contactMessage = (overrides: Record<string, unknown> = {}) => anAccessQuestion({ message: 'Do you have step-free access?', ...overrides });

const groupEnquiry = (overrides: Record<string, unknown> = {}) => aGroupEnquiry(overrides);

const voucher = (overrides: Record<string, unknown> = {}) => ({
  emailAddress: 'luca.ferri@example.com',
  offerSlug: 'two-for-tuesday',
  acceptTerms: true,
  ...overrides,
});

const signUp = (overrides: Record<string, unknown> = {}) => ({
  emailAddress: 'elena.russo@example.com',
  favouriteRestaurant: 'CV001',
  firstName: 'Elena',
  phoneNumber: '07700 900321',
  acceptTerms: true,
  acceptSMSTerms: false,
  birthday: { day: 14, month: 3, year: 1991 },
  ...overrides,
});

const SOFIA = '3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01';
const JAMES = 'a81d4c07-5e2b-4f93-b6a8-7c0d9e3f2b45';
const UNKNOWN_GUID = '00000000-0000-4000-8000-000000000000';
const ATTRIBUTES = { attributes: ['first_name', 'phone', 'gender', 'fav_restaurant_code', 'website_sms_opt_in', 'interests', 'birth_date'] };

const preferences = (overrides: Record<string, unknown> = {}) => ({
  guid: JAMES,
  firstName: 'Jim',
  phoneNumber: '07700 900999',
  gender: 'male',
  favRestaurantCode: 'CV006',
  birthday: { day: 29, month: 2, year: 1988 },
  websiteSmsOptIn: true,
  interests: [{ name: 'Pizza', checked: true }],
  ...overrides,
});

const flag = (value: string) => value === 'True';
const HEAD_CHEF = seedData.jobs.find((job) => job.jobId === 'CVJ-1001') as SeedJob;
const NO_CV_JOB = seedData.jobs.find((job) => !flag(job.cvRequired) && !flag(job.workExperienceRequired)) as SeedJob;

const application = (job: SeedJob, overrides: Record<string, unknown> = {}) => aJobApplication(job, overrides);

const postText = (url: string) => api.raw.post(url).set(harness.headers()).set('Idempotency-Key', key()).set('Content-Type', 'text/plain').send('hello');

/** The same Idempotency-Key twice with different bodies: the second answer. */
async function mismatch(url: string, first: object, second: object): Promise<request.Response> {
  const k = key();
  await api.post(url, first, k);
  return api.post(url, second, k);
}

// ---- The document itself -----------------------------------------------------------------------------

describe('docs/openapi.yaml', () => {
  it('is an OpenAPI 3.0 document (checked against the OpenAPI 3 schema when loaded)', () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(37);
  });

  it('has every $ref resolving to a component', () => {
    for (const ref of allRefs(doc)) expect(() => resolveRef(doc, { $ref: ref })).not.toThrow();
  });

  it('names the three access headers as security schemes and the token call as needing only brandKey', () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      brandKey: { type: 'apiKey', in: 'header', name: 'brandKey' },
      sessionId: { type: 'apiKey', in: 'header', name: 'sessionId' },
    });
    expect(doc.security).toEqual([{ bearerAuth: [], brandKey: [], sessionId: [] }]);
    expect(doc.paths['/api/token']?.post?.security).toEqual([{ brandKey: [] }]);
  });

  it.each(OPERATIONS.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s declares its error answers', (_name, op) => {
    const statuses = Object.keys(op.operation.responses);
    expect(statuses).toEqual(expect.arrayContaining(['200', '400', '401', '500']));
    if (op.operation.requestBody) expect(statuses).toEqual(expect.arrayContaining(['413', '415']));
    const parameters = parametersOf(doc, op.operation);
    if (parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')) {
      expect(statuses).toEqual(expect.arrayContaining(['409', '422']));
    } else {
      expect(statuses).not.toContain('422');
    }
    for (const parameter of parameters.filter((p) => p.in === 'path')) {
      expect({ parameter: parameter.name, required: parameter.required, example: parameter.example !== undefined }).toEqual({
        parameter: parameter.name,
        required: true,
        example: true,
      });
    }
  });
});

describe('routes', () => {
  it('every route the app serves is documented, and every documented operation is served', () => {
    const served = servedRoutes(harness.app).map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
    const documented = OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort();
    expect(new Set(served).size).toBe(served.length);
    expect(documented).toEqual(served);
  });

  it.each(OPERATIONS.filter((op) => op.method === 'post').map((op) => [op.path, op] as const))(
    'POST %s declares an Idempotency-Key exactly when the app asks for one',
    async (_path, op: Operation) => {
      const declared = parametersOf(doc, op.operation).some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      const response = await api.post(exampleUrl(doc, op), {});
      expect({ asksForKey: response.status === 400 && response.body.field === 'Idempotency-Key' }).toEqual({ asksForKey: declared });
      conforms(response, response.status);
    },
  );
});

describe('access', () => {
  it.each(OPERATIONS.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s without a token, with a wrong brandKey or without a sessionId answers a documented 401',
    async (_name, op: Operation) => {
      const url = exampleUrl(doc, op);
      const failures = op.path === '/api/token' ? [['no brandKey', () => ({})] as const] : AUTH_FAILURES;
      for (const [, headersFor] of failures) {
        const call = api.raw[op.method as 'get' | 'post'](url).set(headersFor(harness.headers()) as Record<string, string>);
        conforms(await (op.method === 'post' ? call.send({}) : call), 401);
      }
    },
  );
});

// ---- Answers, per context ------------------------------------------------------------------------------

describe('POST /api/token', () => {
  const token = () => api.raw.post('/api/token').set('brandKey', harness.config.brandKey);
  answers([
    ['a token, without a body', 200, () => token()],
    ['a fresh token with clearCache', 200, () => token().send({ clearCache: true })],
    ['clearCache that is not a boolean', 400, () => token().send({ clearCache: 'yes' })],
    ['an unknown field', 400, () => token().send({ clearCache: false, scope: 'all' })],
    ['a body that is not JSON', 415, () => token().set('Content-Type', 'text/plain').send('clearCache')],
    ['a body over 100 kB', 413, () => token().send({ padding })],
  ]);
});

describe('booking', () => {
  describe('GET /api/booking/occasions/{storeId}', () => {
    answers([
      ['Oxford Circus on a Wednesday', 200, () => api.get(`/api/booking/occasions/CV001?date=${WEDNESDAY}`)],
      ['a storeId in lower case', 200, () => api.get(`/api/booking/occasions/cv001?date=${WEDNESDAY}`)],
      ['a malformed date', 400, () => api.get('/api/booking/occasions/CV001?date=25-11-2026')],
      ['no date', 400, () => api.get('/api/booking/occasions/CV001')],
      ['an unknown restaurant (code 3)', 404, () => api.get(`/api/booking/occasions/CV999?date=${WEDNESDAY}`)],
      ['bookings switched off (code 10)', 409, () => api.get(`/api/booking/occasions/CV023?date=${WEDNESDAY}`)],
      ['no online bookings (code 1)', 409, () => api.get(`/api/booking/occasions/CV018?date=${WEDNESDAY}`)],
      ['a date in the past (code 17)', 409, () => api.get('/api/booking/occasions/CV001?date=2026-11-20')],
    ]);
  });

  describe('POST /api/booking/availability', () => {
    answers([
      ['three restaurants, one bookable, one disabled, one unknown', 200, () => api.post('/api/booking/availability', availability)],
      ['covers as text', 400, () => api.post('/api/booking/availability', { ...availability, adultCovers: '2' })],
      ['no guests', 400, () => api.post('/api/booking/availability', { ...availability, adultCovers: 0 })],
      ['an unknown field in a store', 400, () => api.post('/api/booking/availability', { ...availability, stores: [{ storeId: 'CV001', miles: 1, open: true }] })],
      ['a body that is not JSON', 415, () => postText('/api/booking/availability')],
      ['a body over 100 kB', 413, () => api.post('/api/booking/availability', { ...availability, padding })],
    ]);

    it('answers a code only for the restaurants that cannot be booked', async () => {
      const response = conforms(await api.post('/api/booking/availability', availability), 200);
      expect(response.body.stores.map((s: { code?: number }) => s.code)).toEqual([undefined, 10, 3]);
    });
  });

  describe('GET /api/booking/areas/{storeId}', () => {
    const q = `children=0&adults=2&dates=${WEDNESDAY}`;
    answers([
      ['dinner', 200, () => api.get(`/api/booking/areas/CV001?occasionId=dinner&${q}`)],
      ['bottomless brunch (inclusive link group)', 200, () => api.get(`/api/booking/areas/CV001?occasionId=bottomless-brunch&children=0&adults=2&dates=${SATURDAY}`)],
      ['brunch on a weekday (code 18)', 409, () => api.get(`/api/booking/areas/CV001?occasionId=bottomless-brunch&${q}`)],
      ['no guests', 400, () => api.get(`/api/booking/areas/CV001?occasionId=dinner&children=0&adults=0&dates=${WEDNESDAY}`)],
      ['an unknown restaurant', 404, () => api.get(`/api/booking/areas/CV999?occasionId=dinner&${q}`)],
      ['an unknown occasion (code 18)', 409, () => api.get(`/api/booking/areas/CV001?occasionId=breakfast&${q}`)],
    ]);
  });

  describe('GET /api/booking/bookingmenu/{storeId}', () => {
    const q = `children=0&adults=2&dates=${WEDNESDAY}`;
    answers([
      ['dinner', 200, () => api.get(`/api/booking/bookingmenu/CV001?occasionId=dinner&${q}&time=19:00`)],
      ['an occasion whose menus filter to none', 200, () => api.get(`/api/booking/bookingmenu/CV001?occasionId=drinks&${q}`)],
      ['an unknown query parameter', 400, () => api.get(`/api/booking/bookingmenu/CV001?occasionId=dinner&${q}&debug=1`)],
      ['an unknown restaurant', 404, () => api.get(`/api/booking/bookingmenu/CV999?occasionId=dinner&${q}`)],
      ['bookings switched off (code 10)', 409, () => api.get(`/api/booking/bookingmenu/CV023?occasionId=dinner&${q}`)],
    ]);
  });

  describe('GET /api/booking/slots/{storeId}', () => {
    const q = `children=0&adults=2&dates=${WEDNESDAY}`;
    answers([
      ['dinner for two', 200, () => api.get(`/api/booking/slots/CV001?occasionId=dinner&${q}&menuIds=a-la-carte&areaId=null`)],
      ['16 guests', 400, () => api.get(`/api/booking/slots/CV001?occasionId=dinner&children=1&adults=15&dates=${WEDNESDAY}`)],
      ['an area the occasion does not offer', 400, () => api.get(`/api/booking/slots/CV001?occasionId=bottomless-brunch&children=0&adults=2&dates=${SATURDAY}&areaId=bar`)],
      ['an unknown restaurant', 404, () => api.get(`/api/booking/slots/CV999?occasionId=dinner&${q}`)],
      ['a menu the occasion does not offer (code 8)', 409, () => api.get(`/api/booking/slots/CV001?occasionId=bottomless-brunch&children=0&adults=2&dates=${SATURDAY}&menuIds=a-la-carte`)],
      ['the weekday set lunch on a Saturday (code 8)', 409, () => api.get(`/api/booking/slots/CV001?occasionId=lunch&children=0&adults=2&dates=${SATURDAY}&menuIds=set-lunch`)],
      ['a restaurant booked through its live widget (code 1)', 409, () => api.get(`/api/booking/slots/CV013?occasionId=dinner&${q}`)],
      ['a closed day (code 4)', 409, () => api.get('/api/booking/slots/CV001?occasionId=dinner&children=0&adults=2&dates=2027-02-02')],
      ['an unknown occasion (code 18)', 409, () => api.get(`/api/booking/slots/CV001?occasionId=breakfast&${q}`)],
    ]);
  });

  describe('GET /api/booking/calendar/{storeId}', () => {
    const q = 'children=0&adults=2';
    answers([
      ['December for dinner', 200, () => api.get(`/api/booking/calendar/CV001?month=2026-12&occasionId=dinner&${q}`)],
      ['any occasion', 200, () => api.get(`/api/booking/calendar/CV002?month=2026-12&${q}`)],
      ['a month beyond the booking window', 400, () => api.get(`/api/booking/calendar/CV001?month=2027-06&${q}`)],
      ['an unknown restaurant', 404, () => api.get(`/api/booking/calendar/CV999?month=2026-12&${q}`)],
      ['an unknown occasion (code 18)', 409, () => api.get(`/api/booking/calendar/CV001?month=2026-12&occasionId=breakfast&${q}`)],
    ]);
  });

  describe('GET /api/booking/requirements/{storeId}', () => {
    const q = `bookingDate=${WEDNESDAY}&menuId=a-la-carte&time=19:00`;
    answers([
      ['a party above the card threshold', 200, () => api.get(`/api/booking/requirements/CV001?occasionId=dinner&children=0&adults=10&${q}`)],
      ['a small party', 200, () => api.get(`/api/booking/requirements/CV001?occasionId=dinner&children=0&adults=2&${q}`)],
      ['no time', 400, () => api.get(`/api/booking/requirements/CV001?occasionId=dinner&children=0&adults=2&bookingDate=${WEDNESDAY}`)],
      ['an unknown restaurant', 404, () => api.get(`/api/booking/requirements/CV999?occasionId=dinner&children=0&adults=2&${q}`)],
      ['a time outside the occasion’s window (code 18)', 409, () => api.get(`/api/booking/requirements/CV001?occasionId=dinner&children=0&adults=2&bookingDate=${WEDNESDAY}&time=04:00`)],
      ['a time in the window that is not served (code 4)', 409, () => api.get(`/api/booking/requirements/CV001?occasionId=dinner&children=0&adults=2&bookingDate=${WEDNESDAY}&time=22:30`)],
      ['the set lunch at dinner (code 8)', 409, () => api.get(`/api/booking/requirements/CV001?occasionId=dinner&children=0&adults=2&bookingDate=${WEDNESDAY}&time=19:00&menuId=set-lunch`)],
      ['a menu the occasion does not offer (code 8)', 409, () => api.get(`/api/booking/requirements/CV001?occasionId=lunch&children=0&adults=2&bookingDate=${WEDNESDAY}&time=13:00&menuId=bottomless-brunch`)],
      ['an area the occasion does not offer', 400, () => api.get(`/api/booking/requirements/CV001?occasionId=drinks&children=0&adults=2&bookingDate=${WEDNESDAY}&time=19:00&areaId=main-dining-room`)],
      ['a menu and an area the occasion offers', 200, () => api.get(`/api/booking/requirements/CV001?occasionId=dinner&children=0&adults=2&${q}&areaId=main-dining-room`)],
    ]);
  });

  describe('POST /api/booking/create/{storeId}', () => {
    answers([
      ['a valid booking', 200, () => api.post('/api/booking/create/CV001', at('19:00'), key())],
      ['no Idempotency-Key', 400, () => api.post('/api/booking/create/CV001', at('19:00'))],
      ['a malformed Idempotency-Key', 400, () => api.post('/api/booking/create/CV001', at('19:00'), 'short')],
      ['no customer e-mail', 400, () => api.post('/api/booking/create/CV001', booking({}, { email: undefined }), key())],
      ['an unknown customer field', 400, () => api.post('/api/booking/create/CV001', booking({}, { loyaltyCard: '123' }), key())],
      ['an unknown restaurant', 404, () => api.post('/api/booking/create/CV999', at('19:00'), key())],
      ['a party that needs a card, without one (code 5)', 409, () => api.post('/api/booking/create/CV001', at('19:15', { adultCovers: 10 }), key())],
      ['a menu the occasion does not offer (code 8)', 409, () => api.post('/api/booking/create/CV001', at('12:00', { occasionId: 'lunch', menuId: 'bottomless-brunch' }), key())],
      ['dinner at lunchtime (code 18)', 409, () => api.post('/api/booking/create/CV001', at('12:00'), key())],
      ['bookings switched off (code 10)', 409, () => api.post('/api/booking/create/CV023', at('19:00'), key())],
      ['the same key with another body', 422, () => mismatch('/api/booking/create/CV001', at('18:15'), at('18:30'))],
      ['a body that is not JSON', 415, () => postText('/api/booking/create/CV001')],
      ['a body over 100 kB', 413, () => api.post('/api/booking/create/CV001', { ...at('19:00'), padding }, key())],
    ]);

    it('replays the first answer for the same key and body', async () => {
      const k = key();
      const first = conforms(await api.post('/api/booking/create/CV001', at('18:00'), k), 200);
      const again = conforms(await api.post('/api/booking/create/CV001', at('18:00'), k), 200);
      expect(again.body).toEqual(first.body);
    });

    it('answers 409 with bookingStatus 9 when the last table was taken meanwhile, and replays it', async () => {
      // York takes 4 covers per slot.
      conforms(await api.post('/api/booking/create/CV011', at('19:00', { adultCovers: 3, menuId: null }), key()), 200);
      const k = key();
      const late = conforms(await api.post('/api/booking/create/CV011', at('19:00', { adultCovers: 2, menuId: null }), k), 409);
      expect(late.body).toMatchObject({ bookingReference: null, bookingStatus: 9, code: 9 });
      const replay = conforms(await api.post('/api/booking/create/CV011', at('19:00', { adultCovers: 2, menuId: null }), k), 409);
      expect(replay.body).toEqual(late.body);
    });

    it('books a large party with a card vaulted through the test gateway', async () => {
      const vaulted = conforms(await api.post('/api/v1/braintree/submit', card({ storeId: 'CV001' }), key()), 200);
      const booked = conforms(await api.post('/api/booking/create/CV001', at('20:00', { adultCovers: 10, braintreeCustomerId: vaulted.body.customerId, customer: { ...at('20:00').data.customer, email: 'giulia.bianchi@example.com' } }), key()), 200);
      expect(booked.body.bookingStatus).toBe(0);
    });
  });

  describe('POST /api/booking/events/{storeId}', () => {
    answers([
      ['a private event for eight', 200, () => api.post('/api/booking/events/CV001', event('20:00'), key())],
      ['an occasion that is not an event', 400, () => api.post('/api/booking/events/CV001', at('20:00'), key())],
      ['a time that does not match the date-time', 400, () => api.post('/api/booking/events/CV001', event('20:00', { bookingTime: '20:15' }), key())],
      ['an unknown restaurant', 404, () => api.post('/api/booking/events/CV999', event('20:00'), key())],
      ['a menu the occasion does not offer (code 8)', 409, () => api.post('/api/booking/events/CV001', event('12:00', { menuId: 'kids' }), key())],
      ['a party of twelve without a card (code 5)', 409, () => api.post('/api/booking/events/CV001', event('20:00', { adultCovers: 12 }), key())],
      ['the same key with another body', 422, () => mismatch('/api/booking/events/CV001', event('20:00'), event('20:15'))],
    ]);
  });

  describe('POST /api/booking/enquiry/{storeId}', () => {
    answers([
      ['an enquiry at a restaurant that takes them', 200, () => api.post('/api/booking/enquiry/CV001', at('20:30'), key())],
      ['a time the restaurant does not serve', 400, () => api.post('/api/booking/enquiry/CV001', at('22:30'), key())],
      ['a time outside the occasion’s window (code 18)', 409, () => api.post('/api/booking/enquiry/CV001', at('04:00'), key())],
      ['an unknown restaurant', 404, () => api.post('/api/booking/enquiry/CV999', at('20:30'), key())],
      ['a restaurant that takes no enquiries (code 2)', 409, () => api.post('/api/booking/enquiry/CV011', at('19:00', { menuId: null }), key())],
    ]);
  });
});

// Manage my booking (issue 14): each call with its link's token, made from a booking of its own.
describe('manage my booking', () => {
  const tokens = new Map<string, string>();
  const BAD_TOKEN = `m1.CVZZZZZZ.20261125.${'A'.repeat(43)}`;
  beforeAll(async () => {
    for (const [name, time] of [['read', '17:00'], ['amend', '17:15'], ['cancel', '17:30'], ['cancelled', '17:45']] as const) {
      const made = await api.post('/api/booking/create/CV001', at(time), key());
      tokens.set(name, String(made.body.manageUrl).split('/booking/manage/')[1] ?? '');
    }
    await api.post(`/api/booking/manage/${tokens.get('cancelled')}/cancel`, {});
  });
  const token = (name: string) => tokens.get(name) ?? '';

  describe('POST /api/booking/manage/lookup', () => {
    answers([
      ['no e-mail', 400, () => api.post('/api/booking/manage/lookup', { reference: 'CVZZZZZZ' })],
      ['a reference and e-mail that match no booking', 404, () => api.post('/api/booking/manage/lookup', { reference: 'CVZZZZZZ', email: 'giulia.rossi@example.com' })],
      ['a body that is not JSON', 415, () => postText('/api/booking/manage/lookup')],
      ['a body over 100 kB', 413, () => api.post('/api/booking/manage/lookup', { reference: 'CVZZZZZZ', email: 'a@example.com', padding })],
    ]);
    it('a booking found: 200', async () => {
      const read = await api.get(`/api/booking/manage/${token('read')}`);
      conforms(await api.post('/api/booking/manage/lookup', { reference: read.body.reference, email: 'giulia.rossi@example.com' }), 200);
    });
  });

  describe('GET /api/booking/manage/{token}', () => {
    answers([
      ['a good link', 200, () => api.get(`/api/booking/manage/${token('read')}`)],
      ['a forged link', 404, () => api.get(`/api/booking/manage/${BAD_TOKEN}`)],
      ['the link of a cancelled booking', 410, () => api.get(`/api/booking/manage/${token('cancelled')}`)],
    ]);
  });

  describe('GET /api/booking/manage/{token}/times', () => {
    answers([
      ['the times of a day', 200, () => api.get(`/api/booking/manage/${token('read')}/times?date=${WEDNESDAY}&covers=2`)],
      ['no party', 400, () => api.get(`/api/booking/manage/${token('read')}/times?date=${WEDNESDAY}`)],
      ['a forged link', 404, () => api.get(`/api/booking/manage/${BAD_TOKEN}/times?date=${WEDNESDAY}&covers=2`)],
      ['a cancelled booking', 410, () => api.get(`/api/booking/manage/${token('cancelled')}/times?date=${WEDNESDAY}&covers=2`)],
    ]);
  });

  describe('POST /api/booking/manage/{token}/amend', () => {
    answers([
      ['a larger party', 200, () => api.post(`/api/booking/manage/${token('amend')}/amend`, { adults: 3 })],
      ['a date past the horizon', 400, () => api.post(`/api/booking/manage/${token('amend')}/amend`, { date: '2027-02-22' })],
      ['a forged link', 404, () => api.post(`/api/booking/manage/${BAD_TOKEN}/amend`, { adults: 3 })],
      ['a closed day', 409, () => api.post(`/api/booking/manage/${token('amend')}/amend`, { date: '2026-12-25' })],
      ['a cancelled booking', 410, () => api.post(`/api/booking/manage/${token('cancelled')}/amend`, { adults: 3 })],
      ['a body that is not JSON', 415, () => postText(`/api/booking/manage/${token('amend')}/amend`)],
      ['a body over 100 kB', 413, () => api.post(`/api/booking/manage/${token('amend')}/amend`, { adults: 3, padding })],
    ]);
  });

  describe('POST /api/booking/manage/{token}/cancel', () => {
    answers([
      ['a field it does not take', 400, () => api.post(`/api/booking/manage/${token('cancel')}/cancel`, { reason: 'busy' })],
      ['a forged link', 404, () => api.post(`/api/booking/manage/${BAD_TOKEN}/cancel`, {})],
      ['a booking', 200, () => api.post(`/api/booking/manage/${token('cancel')}/cancel`, {})],
      ['a body that is not JSON', 415, () => postText(`/api/booking/manage/${token('cancel')}/cancel`)],
      ['a body over 100 kB', 413, () => api.post(`/api/booking/manage/${token('cancel')}/cancel`, { padding })],
    ]);
  });
});

// The waitlist (issue 14, item 2): York's 18:00 filled, two diners waiting, one booking cancelled and the
// freed table held for the first of them by the task worker.
describe('waitlist', () => {
  const BAD_HOLD = `w1.999999.${'A'.repeat(43)}`;
  const holds: string[] = [];
  const yorkAt = (time: string, email: string) =>
    aCreateBookingBody({ menuId: null, adultCovers: 2, bookingTime: time, diningDateTime: `${WEDNESDAY}T${time}:00` }, { email });
  const joinBody = (email: string) => ({ storeId: 'CV011', occasionId: 'dinner', date: WEDNESDAY, timeFrom: '18:00', timeTo: '18:00', adults: 2, children: 0, firstName: 'Marco', lastName: 'Bianchi', email, consent: true });
  beforeAll(async () => {
    const first = await api.post('/api/booking/create/CV011', yorkAt('18:00', 'oas.wait.a@example.com'), key());
    const second = await api.post('/api/booking/create/CV011', yorkAt('18:00', 'oas.wait.b@example.com'), key());
    await api.post('/api/booking/waitlist', joinBody('oas.waiting.1@example.com'));
    await api.post('/api/booking/waitlist', joinBody('oas.waiting.2@example.com'));
    for (const made of [first, second]) await api.post(`/api/booking/manage/${String(made.body.manageUrl).split('/booking/manage/')[1]}/cancel`, {});
    await createTaskWorker(harness.deps).runOnce();
    const mails = await harness.handle.db.selectFrom('outbox').select('text_body').where('recipient', 'like', 'oas.waiting.%').orderBy('id').execute();
    for (const mail of mails) {
      const match = /claim\?token=(\S+)/.exec(mail.text_body);
      if (match) holds.push(decodeURIComponent(match[1] as string));
    }
  });
  const hold = (i: number) => holds[i] ?? '';

  describe('POST /api/booking/waitlist', () => {
    answers([
      ['a slot with room for the party', 409, () => api.post('/api/booking/waitlist', { ...joinBody('oas.room@example.com'), timeFrom: '21:00', timeTo: '21:00' })],
      ['no consent', 400, () => api.post('/api/booking/waitlist', { ...joinBody('oas.consent@example.com'), consent: false })],
      ['an unknown restaurant', 404, () => api.post('/api/booking/waitlist', { ...joinBody('oas.unknown@example.com'), storeId: 'CV999' })],
      ['a body that is not JSON', 415, () => postText('/api/booking/waitlist')],
      ['a body over 100 kB', 413, () => api.post('/api/booking/waitlist', { ...joinBody('oas.big@example.com'), padding })],
    ]);
    it('a full slot: 200', async () => {
      await api.post('/api/booking/create/CV011', yorkAt('19:30', 'oas.full.a@example.com'), key());
      await api.post('/api/booking/create/CV011', yorkAt('19:30', 'oas.full.b@example.com'), key());
      conforms(await api.post('/api/booking/waitlist', { ...joinBody('oas.full@example.com'), timeFrom: '19:30', timeTo: '19:30' }), 200);
    });
  });

  describe('GET /api/booking/waitlist/hold/{token}', () => {
    answers([
      ['a held table', 200, () => api.get(`/api/booking/waitlist/hold/${hold(0)}`)],
      ['a forged link', 404, () => api.get(`/api/booking/waitlist/hold/${BAD_HOLD}`)],
    ]);
  });

  describe('POST /api/booking/waitlist/hold/{token}/claim', () => {
    answers([
      ['a field it does not take', 400, () => api.post(`/api/booking/waitlist/hold/${hold(1)}/claim`, { note: 'x' })],
      ['a forged link', 404, () => api.post(`/api/booking/waitlist/hold/${BAD_HOLD}/claim`, {})],
      ['a held table', 200, () => api.post(`/api/booking/waitlist/hold/${hold(1)}/claim`, {})],
      ['the same link again', 410, () => api.post(`/api/booking/waitlist/hold/${hold(1)}/claim`, {})],
      ['a body that is not JSON', 415, () => postText(`/api/booking/waitlist/hold/${hold(1)}/claim`)],
      ['a body over 100 kB', 413, () => api.post(`/api/booking/waitlist/hold/${hold(1)}/claim`, { padding })],
    ]);
  });
});

describe('payments', () => {
  describe('GET /api/v1/braintree/token', () => {
    answers([
      ['a client token', 200, () => api.get('/api/v1/braintree/token')],
      ['a query parameter', 400, () => api.get('/api/v1/braintree/token?customer=1')],
    ]);
  });

  describe('POST /api/v1/braintree/submit', () => {
    answers([
      ['a valid test nonce', 200, () => api.post('/api/v1/braintree/submit', card(), key())],
      ['the Mastercard test nonce', 200, () => api.post('/api/v1/braintree/submit', card({ nonce: TEST_NONCES.validMastercard }), key())],
      ['a bad e-mail', 400, () => api.post('/api/v1/braintree/submit', card({ email: 'not-an-email' }), key())],
      ['a declined test nonce', 402, () => api.post('/api/v1/braintree/submit', card({ nonce: TEST_NONCES.declined }), key())],
      ['an invalid card number nonce', 402, () => api.post('/api/v1/braintree/submit', card({ nonce: TEST_NONCES.invalidCardNumber }), key())],
      ['an unknown restaurant', 404, () => api.post('/api/v1/braintree/submit', card({ storeId: 'CV999' }), key())],
      ['the same key with another body', 422, () => mismatch('/api/v1/braintree/submit', card(), card({ firstName: 'Marco' }))],
    ]);
  });

  describe('POST /api/v1/braintree/test-tokenize', () => {
    answers([
      ['the approved test card', 200, () => api.post('/api/v1/braintree/test-tokenize', aCard())],
      ['the declined test card', 200, () => api.post('/api/v1/braintree/test-tokenize', aCard({ number: TEST_CARDS.declined.number }))],
      ['another card number', 400, () => api.post('/api/v1/braintree/test-tokenize', aCard({ number: '5555 5555 5555 4444' }))],
      ['a past expiry', 400, () => api.post('/api/v1/braintree/test-tokenize', aCard({ expiry: '01/20' }))],
    ]);
  });
});

describe('contact', () => {
  describe('GET /api/contact/contactTypes', () => {
    answers([
      ['the contact types', 200, () => api.get('/api/contact/contactTypes')],
      ['a query parameter', 400, () => api.get('/api/contact/contactTypes?all=1')],
    ]);
  });

  describe('POST /api/contact/sendemail', () => {
    answers([
      ['a message', 200, () => api.post('/api/contact/sendemail', contactMessage(), key())],
      ['a message about a restaurant', 200, () => api.post('/api/contact/sendemail', contactMessage({ contactTypeId: 'feedback', storeId: 'CV001' }), key())],
      ['an unknown contact type', 400, () => api.post('/api/contact/sendemail', contactMessage({ contactTypeId: 'complaints-dept' }), key())],
      ['an unknown restaurant', 404, () => api.post('/api/contact/sendemail', contactMessage({ storeId: 'CV999' }), key())],
      ['the same key with another body', 422, () => mismatch('/api/contact/sendemail', contactMessage(), contactMessage({ message: 'Other' }))],
    ]);
  });

  describe('POST /api/contact/group-booking', () => {
    answers([
      ['an enquiry for 24', 200, () => api.post('/api/contact/group-booking', groupEnquiry(), key())],
      ['no guests', 400, () => api.post('/api/contact/group-booking', groupEnquiry({ covers: 0 }), key())],
      ['a date in the past', 400, () => api.post('/api/contact/group-booking', groupEnquiry({ date: '2026-11-22' }), key())],
      ['an unknown restaurant', 404, () => api.post('/api/contact/group-booking', groupEnquiry({ storeId: 'CV999' }), key())],
      ['a body that is not JSON', 415, () => postText('/api/contact/group-booking')],
    ]);
  });
});

describe('content', () => {
  describe('GET /api/v1/content/page/{id}', () => {
    answers([
      ...seedData.pages.map((page): Case => [`the seeded page ${page.id}`, 200, () => api.get(`/api/v1/content/page/${page.id}`)]),
      ['a malformed id', 400, () => api.get('/api/v1/content/page/bad%20id')],
      ['a page that does not exist', 404, () => api.get('/api/v1/content/page/no-such-page')],
    ]);
  });

  describe('GET /api/v1/content/brand-settings', () => {
    answers([
      ['the settings', 200, () => api.get('/api/v1/content/brand-settings')],
      ['a query parameter', 400, () => api.get('/api/v1/content/brand-settings?debug=1')],
    ]);
  });

  describe('GET /api/v1/content/search-restaurants', () => {
    answers([
      ['every restaurant', 200, () => api.get('/api/v1/content/search-restaurants')],
      ['with the trailing slash the spec writes', 200, () => api.get('/api/v1/content/search-restaurants/')],
      ['a query parameter', 400, () => api.get('/api/v1/content/search-restaurants?city=london')],
    ]);
  });

  describe('GET /api/v1/content/restaurant/slug/{slug}/city/{city}', () => {
    answers([
      ...seedData.restaurants.map((r): Case => [`${r.slug} in ${r.city}`, 200, () => api.get(`/api/v1/content/restaurant/slug/${r.slug}/city/${r.city}`)]),
      ['a slug starting with a hyphen', 400, () => api.get('/api/v1/content/restaurant/slug/-oxford/city/london')],
      ['a slug in the wrong city (code 3)', 404, () => api.get('/api/v1/content/restaurant/slug/oxford-circus/city/manchester')],
    ]);
  });

  describe('GET /api/v1/content/getRestaurantBySlug/{slug}', () => {
    answers([
      ['Oxford Circus', 200, () => api.get('/api/v1/content/getRestaurantBySlug/oxford-circus')],
      ['a query parameter', 400, () => api.get('/api/v1/content/getRestaurantBySlug/oxford-circus?lang=it')],
      ['an unknown slug (code 3)', 404, () => api.get('/api/v1/content/getRestaurantBySlug/atlantis')],
    ]);
  });

  describe('GET /api/v1/content/restaurant/{storeId}', () => {
    answers([
      ...seedData.restaurants.map((r): Case => [r.storeId, 200, () => api.get(`/api/v1/content/restaurant/${r.storeId}`)]),
      ['a malformed storeId', 400, () => api.get(`/api/v1/content/restaurant/${encodeURIComponent("CV001'")}`)],
      ['a storeId in lower case', 200, () => api.get('/api/v1/content/restaurant/cv001')],
      ['an unknown storeId (code 3)', 404, () => api.get('/api/v1/content/restaurant/CV999')],
    ]);
  });

  describe('GET /api/v1/content/menu/{id}', () => {
    answers([
      ...seedData.menus.map((menu): Case => [`the menu ${menu.id}`, 200, () => api.get(`/api/v1/content/menu/${menu.id}`)]),
      ['a blank id', 400, () => api.get('/api/v1/content/menu/%20')],
      ['an unknown menu (code 8)', 404, () => api.get('/api/v1/content/menu/no-such-menu')],
    ]);
  });

  describe('PUT /api/v1/content/menu/{id}', () => {
    const EDIT_KEY = 'oas-content-edit-key';
    const menu = { id: 'oas-menu', name: 'OAS menu', sections: [{ name: 'Dolci', items: [{ name: 'Panna cotta', price: '£6.95', kcal: 390, dietaryTags: [], allergens: ['milk'] }] }] };
    const put = (body: object, editKey: string | null = EDIT_KEY) => {
      const call = api.raw.put('/api/v1/content/menu/oas-menu').set(harness.headers());
      return (editKey === null ? call : call.set('contentEditKey', editKey)).send(body);
    };
    it('without a content editor key configured: 404', async () => {
      conforms(await put(menu), 404);
    });
    describe('with one', () => {
      beforeAll(() => {
        harness.deps.config.contentEditKey = EDIT_KEY;
      });
      afterAll(() => {
        harness.deps.config.contentEditKey = null;
      });
      answers([
        ['a menu', 200, () => put(menu)],
        ['a negative kcal', 400, () => put({ ...menu, sections: [{ name: 'Dolci', items: [{ name: 'Panna cotta', kcal: -1, dietaryTags: [] }] }] })],
        ['a wrong key', 401, () => put(menu, 'wrong')],
      ]);
    });
  });

  describe('GET /api/v1/restaurants/{storeId}/bookings', () => {
    const STAFF_KEY = 'oas-staff-key';
    const read = (query: string, staffKey: string | null = STAFF_KEY) => {
      const call = api.get(`/api/v1/restaurants/CV001/bookings${query}`);
      return staffKey === null ? call : call.set('staffApiKey', staffKey);
    };
    it('without a staff key configured: 404', async () => {
      conforms(await read(`?date=${new Date(TEST_NOW).toISOString().slice(0, 10)}`), 404);
    });
    describe('with one', () => {
      beforeAll(() => {
        harness.deps.config.staffApiKey = STAFF_KEY;
      });
      afterAll(() => {
        harness.deps.config.staffApiKey = null;
      });
      answers([
        ['a day', 200, () => read(`?date=${new Date(TEST_NOW).toISOString().slice(0, 10)}`)],
        ['a date that is not one', 400, () => read('?date=2026-02-30')],
        ['a wrong key', 401, () => read('?date=2026-11-25', 'wrong')],
        ['an unknown restaurant', 404, () => api.get('/api/v1/restaurants/CV999/bookings?date=2026-11-25').set('staffApiKey', STAFF_KEY)],
      ]);
    });
  });

  describe('GET /api/v1/content/choices', () => {
    answers([
      ['the choices', 200, () => api.get('/api/v1/content/choices')],
      ['a query parameter', 400, () => api.get('/api/v1/content/choices?x=1')],
    ]);
  });
});

describe('offers', () => {
  const today = new Date(TEST_NOW).toISOString().slice(0, 10);

  describe('GET /api/offer/getofferbyslug', () => {
    answers([
      ...seedData.offers.map((offer): Case => [
        `the seeded offer ${offer.slug}`,
        offer.endDate >= today ? 200 : 404,
        () => api.get(`/api/offer/getofferbyslug?offerSlug=${offer.slug}`),
      ]),
      ['no offerSlug', 400, () => api.get('/api/offer/getofferbyslug')],
      ['an unknown slug (code 7)', 404, () => api.get('/api/offer/getofferbyslug?offerSlug=free-pizza-forever')],
    ]);
  });

  describe('GET /api/offer/rest/{id}', () => {
    answers([
      ['the offers at Cambridge', 200, () => api.get('/api/offer/rest/CV003')],
      ['a malformed storeId', 400, () => api.get('/api/offer/rest/-CV003')],
      ['an unknown restaurant (code 3)', 404, () => api.get('/api/offer/rest/CV999')],
    ]);
  });

  describe('POST /api/offer/getcode', () => {
    answers([
      ['a voucher code', 200, () => api.post('/api/offer/getcode', voucher(), key())],
      ['terms not accepted', 400, () => api.post('/api/offer/getcode', voucher({ acceptTerms: false }), key())],
      ['an unknown offer (code 7)', 404, () => api.post('/api/offer/getcode', voucher({ offerSlug: 'free-pizza-forever' }), key())],
      ['the same key with another body', 422, () => mismatch('/api/offer/getcode', voucher(), voucher({ emailAddress: 'other@example.com' }))],
    ]);
  });
});

describe('POST /api/email/confirm', () => {
  const confirm = (token: unknown) => api.raw.post('/api/email/confirm').set(harness.headers()).send({ token });
  it('a link followed: 200, then again: 200 already confirmed', async () => {
    await api.post('/api/signup', signUp({ emailAddress: 'oas.confirm@example.com' }), key());
    const token = await confirmationToken(harness, 'oas.confirm@example.com');
    conforms(await confirm(token), 200);
    expect(conforms(await confirm(token), 200).body.alreadyConfirmed).toBe(true);
  });
  it('a tampered link: 400', async () => {
    conforms(await confirm('AAAAAAAAAAAAAAAAAAAAAAAA.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 400);
  });
  it('a field besides the token: 400', async () => {
    conforms(await api.raw.post('/api/email/confirm').set(harness.headers()).send({ token: 'x', more: 1 }), 400);
  });
  it('a link past its expiry: 410', async () => {
    conforms(await confirm(signConfirmationToken(harness.config.confirmationSecret, 'AAAAAAAAAAAAAAAAAAAAAAAA', TEST_NOW - 1000)), 410);
  });
});

describe('POST /api/email/unsubscribe', () => {
  const unsubscribeFrom = (token: unknown) => api.raw.post('/api/email/unsubscribe').set(harness.headers()).send({ token });
  it('a marketing e-mail\'s link: 200, and again: 200', async () => {
    // The link a marketing e-mail carries, signed with the API's stored key.
    const links = createUnsubscribeLinks(harness.handle.db, harness.config.publicBaseUrl);
    await links.ready();
    const token = decodeURIComponent(/token=([^&]+)/.exec(links.linksFor('oas.unsubscribe@example.com', 'hello@example.com').unsubscribeUrl)?.[1] ?? '');
    conforms(await unsubscribeFrom(token), 200);
    conforms(await unsubscribeFrom(token), 200);
  });
  it('a tampered link: 400', async () => {
    conforms(await unsubscribeFrom('b2FzQGV4YW1wbGUuY29t.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 400);
  });
});

describe('POST /api/signup', () => {
  answers([
    ['a new address', 200, () => api.post('/api/signup', signUp(), key())],
    ['a known address', 200, () => api.post('/api/signup', signUp({ firstName: 'Lena' }), key())],
    ['a birthday that does not exist', 400, () => api.post('/api/signup', signUp({ birthday: { day: 30, month: 2 } }), key())],
    ['an unknown favourite restaurant', 400, () => api.post('/api/signup', signUp({ favouriteRestaurant: 'CV999' }), key())],
    ['the same key with another body', 422, () => mismatch('/api/signup', signUp({ emailAddress: 'a.one@example.com' }), signUp({ emailAddress: 'a.two@example.com' }))],
  ]);
});

describe('preferences', () => {
  describe('POST /api/exponea/getcustomerpreferences/{customerGuid}', () => {
    answers([
      ['a seeded customer', 200, () => api.post(`/api/exponea/getcustomerpreferences/${SOFIA}`, ATTRIBUTES)],
      ['no attributes', 400, () => api.post(`/api/exponea/getcustomerpreferences/${SOFIA}`, {})],
      ['a malformed guid', 400, () => api.post('/api/exponea/getcustomerpreferences/-abc', ATTRIBUTES)],
      ['an unknown guid', 404, () => api.post(`/api/exponea/getcustomerpreferences/${UNKNOWN_GUID}`, ATTRIBUTES)],
      ['a body that is not JSON', 415, () => api.raw.post(`/api/exponea/getcustomerpreferences/${SOFIA}`).set(harness.headers()).set('Content-Type', 'text/plain').send('x')],
    ]);
  });

  describe('POST /api/exponea/updateCustomerPreferences', () => {
    answers([
      ['new preferences', 200, () => api.post('/api/exponea/updateCustomerPreferences', preferences())],
      ['a read after the update', 200, () => api.post(`/api/exponea/getcustomerpreferences/${JAMES}`, ATTRIBUTES)],
      ['an interest the site does not offer', 400, () => api.post('/api/exponea/updateCustomerPreferences', preferences({ interests: [{ name: 'Knitting', checked: true }] }))],
      ['an unknown guid', 404, () => api.post('/api/exponea/updateCustomerPreferences', preferences({ guid: UNKNOWN_GUID }))],
      ['a body over 100 kB', 413, () => api.post('/api/exponea/updateCustomerPreferences', { ...preferences(), padding })],
    ]);
  });
});

describe('jobs', () => {
  describe('GET /api/jobs', () => {
    answers([
      ['every job', 200, () => api.get('/api/jobs')],
      ['a query parameter', 400, () => api.get('/api/jobs?category=bar')],
    ]);
  });

  describe('GET /api/jobs/{jobId}', () => {
    answers([
      ...seedData.jobs.map((job): Case => [job.jobId, 200, () => api.get(`/api/jobs/${job.jobId}`)]),
      ['a malformed job id', 400, () => api.get('/api/jobs/-CVJ')],
      ['an unknown job (code 12)', 404, () => api.get('/api/jobs/CVJ-9999')],
    ]);
  });

  describe('GET /api/jobs/locations', () => {
    answers([
      ['a full postcode', 200, () => api.get('/api/jobs/locations?query=W1D%201BS&sessionKey=abc-123')],
      ['the start of a town name', 200, () => api.get('/api/jobs/locations?query=Newc')],
      ['a place that is not known', 200, () => api.get('/api/jobs/locations?query=Atlantis')],
      ['no query', 400, () => api.get('/api/jobs/locations')],
      ['the query twice', 400, () => api.get('/api/jobs/locations?query=W1D&query=M1')],
    ]);
  });

  describe('POST /api/jobs/application', () => {
    answers([
      ['a complete application with a PDF CV', 200, () => api.post('/api/jobs/application', application(HEAD_CHEF), key())],
      ['an application for a job that needs no CV', 200, () => api.post('/api/jobs/application', application(NO_CV_JOB), key())],
      ['no CV where one is needed (code 15)', 400, () => api.post('/api/jobs/application', application(HEAD_CHEF, { email: 'no.cv@example.com', resume: undefined }), key())],
      ['a text file renamed .pdf (code 15)', 400, () => api.post('/api/jobs/application', application(HEAD_CHEF, { email: 'fake.cv@example.com', resume: { name: 'cv.pdf', content: base64(Buffer.from('plain text')) } }), key())],
      ['a malformed Idempotency-Key (BAD_REQUEST)', 400, () => api.post('/api/jobs/application', application(NO_CV_JOB), 'bad key!')],
      ['an unknown job (code 12)', 404, () => api.post('/api/jobs/application', application(NO_CV_JOB, { jobId: 'CVJ-9999' }), key())],
      ['the same e-mail and job again (code 14)', 409, () => api.post('/api/jobs/application', application(NO_CV_JOB, { email: 'MARIO.dangelo@example.com' }), key())],
      ['the same key with another body', 422, () => mismatch('/api/jobs/application', application(NO_CV_JOB, { email: 'k1@example.com' }), application(NO_CV_JOB, { email: 'k2@example.com' }))],
      ['a body that is not JSON', 415, () => postText('/api/jobs/application')],
    ]);

    it('answers a documented 413 for a CV over 5 MB decoded', async () => {
      const big = Buffer.concat([PDF_BYTES, Buffer.alloc(CV_MAX_BYTES + 1 - PDF_BYTES.length, 0x20)]);
      const body = application(HEAD_CHEF, { email: 'big.cv@example.com', resume: { name: 'big.pdf', contentType: 'application/pdf', content: base64(big) } });
      const response = conforms(await api.post('/api/jobs/application', body, key()), 413);
      expect(response.body).toMatchObject({ field: 'resume.content' });
    });
  });
});

describe('geo', () => {
  describe('GET /api/geo/search/{query}', () => {
    answers([
      ['a postcode district', 200, () => api.get('/api/geo/search/W1B')],
      ['a full postcode', 200, () => api.get(`/api/geo/search/${encodeURIComponent('W1D 1BS')}`)],
      ['a town', 200, () => api.get('/api/geo/search/Manchester')],
      ['a place that is not known', 200, () => api.get('/api/geo/search/Atlantis')],
      ['a query that is too long', 400, () => api.get(`/api/geo/search/${'x'.repeat(101)}`)],
    ]);
  });

  describe('GET /api/geo/search/lat/{lat}/lng/{lng}', () => {
    answers([
      ['the coordinates of Oxford Circus', 200, () => api.get('/api/geo/search/lat/51.5149/lng/-0.1412')],
      ['the middle of the Atlantic', 200, () => api.get('/api/geo/search/lat/45/lng/-30')],
      ['a latitude over 90', 400, () => api.get('/api/geo/search/lat/91/lng/-0.14')],
      ['a longitude that is not a decimal', 400, () => api.get('/api/geo/search/lat/51.5/lng/east')],
    ]);
  });
});

describe('social and captcha', () => {
  describe('GET /api/social/insta/media', () => {
    answers([
      ['the posts', 200, () => api.get('/api/social/insta/media')],
      ['a query parameter', 400, () => api.get('/api/social/insta/media?limit=5')],
    ]);
  });

  describe('POST /api/recaptcha/validate', () => {
    answers([
      ['a token (captcha is off in tests: success)', 200, () => api.post('/api/recaptcha/validate', { response: 'token-from-the-browser' })],
      ['a blank token', 400, () => api.post('/api/recaptcha/validate', { response: ' ' })],
      ['an unknown field', 400, () => api.post('/api/recaptcha/validate', { response: 'token', action: 'submit' })],
      ['a body that is not JSON', 415, () => api.raw.post('/api/recaptcha/validate').set(harness.headers()).set('Content-Type', 'text/plain').send('token')],
    ]);
  });
});

// ---- Request bodies ------------------------------------------------------------------------------------

describe('request schemas', () => {
  it.each([
    ['TokenRequest', { clearCache: true }],
    ['AvailabilityRequest', availability],
    ['CreateBookingRequest', booking()],
    ['CreateBookingRequest', booking({ menuId: null, braintreeCustomerId: 'test-customer-1' }, { phoneNumber: null })],
    ['CardGuaranteeRequest', card()],
    ['ContactMessageRequest', contactMessage({ storeId: 'CV001' })],
    ['GroupBookingRequest', groupEnquiry()],
    ['VoucherRequest', voucher()],
    ['SignUpRequest', signUp()],
    ['SignUpRequest', signUp({ birthday: { day: '7', month: '02' } })],
    ['PreferenceAttributesRequest', ATTRIBUTES],
    ['PreferencesUpdateRequest', preferences()],
    ['PreferencesUpdateRequest', preferences({ birthday: undefined, birthDate: 668908800, gender: null })],
    ['JobApplicationRequest', application(HEAD_CHEF)],
    ['JobApplicationRequest', application(NO_CV_JOB)],
    ['CaptchaRequest', { response: 'token' }],
  ])('a body the API accepts satisfies %s', (schema, body) => {
    expect(JSON.parse(JSON.stringify(body))).toSatisfySchemaInApiSpec(schema);
  });

  it.each([
    ['TokenRequest', { clearCache: 'yes' }],
    ['AvailabilityRequest', { ...availability, adultCovers: '2' }],
    ['CreateBookingRequest', booking({ sneaky: true })],
    ['CreateBookingRequest', booking({}, { loyaltyCard: '1' })],
    ['CardGuaranteeRequest', card({ cardNumber: '4111111111111111' })],
    ['GroupBookingRequest', groupEnquiry({ covers: 251 })],
    ['VoucherRequest', voucher({ acceptTerms: false })],
    ['SignUpRequest', signUp({ password: 'hunter2' })],
    ['PreferencesUpdateRequest', preferences({ email: 'new@example.com' })],
    ['JobApplicationRequest', application(NO_CV_JOB, { coverLetter: 'Dear team' })],
    ['CaptchaRequest', { response: 'token', action: 'submit' }],
  ])('a body the API refuses for its shape does not satisfy %s', (schema, body) => {
    expect(JSON.parse(JSON.stringify(body))).not.toSatisfySchemaInApiSpec(schema);
  });
});

// ---- Coverage of this file -----------------------------------------------------------------------------

describe('coverage', () => {
  it.each(OPERATIONS.map((op) => [operationKey(op.method, op.path), op] as const))(
    '%s was checked with a success and a client error other than 401',
    (name, op: Operation) => {
      const statuses = [...(exercised.get(name) ?? [])];
      const documented = Object.keys(op.operation.responses).map(Number);
      expect({ name, success: statuses.some((s) => s >= 200 && s < 300) }).toEqual({ name, success: true });
      expect({ name, clientError: statuses.some((s) => s >= 400 && s < 500 && s !== 401) }).toEqual({ name, clientError: true });
      for (const status of statuses) expect(documented).toContain(status);
    },
  );
});
