// The API's input controls (docs/security.md): NUL and lone surrogates anywhere in a body or a query are a
// 400 naming the field, on every call, before any route reads them; a text over the input net's limit
// likewise; malformed paths and Host headers are a 400 and one log line; a null where a field may be left
// out is no value; booleans are strict; an answer entry carries nothing else; a .docx is capped by its
// central directory and must hold a document; a CV's name is stored made safe.
import request from 'supertest';
import { INPUT, UPLOADS } from '@tavola/core/constants';
import type { SeedJob } from '../../server/api/seed/seed.types';
import { seedData } from '../../server/api/seed';
import { useApiHarness } from '../support/api-harness';
import { aJobApplication } from '../builders/job-application.builder';
import { HOLLOW_DOCX_BYTES, PDF_BYTES, base64, bombDocx, crowdedDocx } from './cv-files';

const { harness, api } = useApiHarness();
let keys = 0;
const nextKey = () => `input-controls-${String(++keys).padStart(6, '0')}`;
const post = (url: string, body: unknown) => api.post(url, body, nextKey());

const HEAD_CHEF = seedData.jobs.find((job) => job.jobId === 'CVJ-1001') as SeedJob;

/** Every POST of the API with a field each call reads (the check runs before any route, so any name would do). */
const POST_FIELDS: Array<[url: string, field: string]> = [
  ['/api/token', 'clearCache'],
  ['/api/booking/availability', 'storeId'],
  ['/api/booking/create/CV001', 'firstName'],
  ['/api/booking/events/CV001', 'firstName'],
  ['/api/booking/enquiry/CV001', 'message'],
  ['/api/v1/braintree/test-tokenize', 'number'],
  ['/api/v1/braintree/submit', 'email'],
  ['/api/contact/sendemail', 'message'],
  ['/api/contact/group-booking', 'name'],
  ['/api/offer/getcode', 'offerSlug'],
  ['/api/signup', 'firstName'],
  ['/api/exponea/getcustomerpreferences/3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01', 'attributes'],
  ['/api/exponea/updateCustomerPreferences', 'firstName'],
  ['/api/jobs/application', 'secondName'],
  ['/api/recaptcha/validate', 'response'],
];

const send = (url: string, body: unknown) => (url === '/api/token' ? request(harness.app).post(url).set('brandKey', harness.config.brandKey).send(body as object) : post(url, body));

describe('NUL and lone surrogates', () => {
  it.each(POST_FIELDS)('%s: a NUL in %s is 400 naming it', async (url, field) => {
    const response = await send(url, { [field]: 'abc\u0000def' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION', message: expect.stringContaining('characters that are not allowed'), field });
  });

  it.each(POST_FIELDS)('%s: a lone surrogate in %s is 400 naming it', async (url, field) => {
    const response = await send(url, { [field]: 'Zo\ud800' });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe(field);
  });

  it('a NUL deep in a list is named by its dotted path', async () => {
    const body = aJobApplication(HEAD_CHEF, { answers: [{ id: 'q-right-to-work', answer: ['Yes', 'No\u0000'] }] });
    const response = await post('/api/jobs/application', body);
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('answers.0.answer.1');
  });

  it('a NUL in a query parameter is 400 naming it', async () => {
    // (A lone surrogate cannot arrive in a query: its escapes do not decode, so the text stays as sent.)
    const nul = await api.get('/api/jobs/locations?query=W1%00');
    expect(nul.status).toBe(400);
    expect(nul.body.field).toBe('query');
  });

  it('a field name holding a NUL is 400', async () => {
    const response = await post('/api/contact/sendemail', { ['na\u0000me']: 'Ada' });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('na?me');
  });

  it('the 400 is answered before anything is stored', async () => {
    const before = (await harness.handle.db.selectFrom('messages').select('reference').execute()).length;
    await post('/api/contact/sendemail', { contactTypeId: 'general-enquiry', name: 'Ada Byron', email: 'a.b@example.com', message: 'Hel\u0000lo' });
    expect((await harness.handle.db.selectFrom('messages').select('reference').execute()).length).toBe(before);
  });
});

describe('length limits', () => {
  it(`a text over ${INPUT.textMaxLength} characters in any field is 400 tooLong naming it`, async () => {
    const response = await post('/api/booking/enquiry/CV001', { message: 'x'.repeat(INPUT.textMaxLength + 1) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION', message: 'Message is too long', field: 'message' });
  });

  it('job-application names have a limit (no 5 MB name is stored)', async () => {
    const response = await post('/api/jobs/application', aJobApplication(HEAD_CHEF, { firstName: 'M'.repeat(101), email: 'long.name@example.com' }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 15, field: 'firstName', message: 'First name is too long' });
  });

  it("the CV's content may be longer than the net's limit", async () => {
    const padded = Buffer.concat([PDF_BYTES, Buffer.alloc(INPUT.textMaxLength, 0x20)]);
    const resume = { name: 'Long CV.pdf', contentType: 'application/pdf', content: base64(padded) };
    const response = await post('/api/jobs/application', aJobApplication(HEAD_CHEF, { resume, email: 'long.cv@example.com' }));
    expect(response.status).toBe(200);
  });
});

describe('nulls, strict booleans and nested unknown fields', () => {
  it('a contact message with storeId null is sent without a restaurant (was a 500)', async () => {
    const response = await post('/api/contact/sendemail', { contactTypeId: 'general-enquiry', name: 'Ada Byron', email: 'a.b@example.com', message: 'Hello', storeId: null });
    expect(response.status).toBe(200);
    expect(response.body.reference).toMatch(/^CM-/);
  });

  it.each(['', 'true', 1])('a sign-up with acceptSMSTerms %p is 400 naming it', async (value) => {
    const response = await post('/api/signup', {
      emailAddress: 'strict.bool@example.com', favouriteRestaurant: 'CV001', firstName: 'Ada', phoneNumber: '07700 900111',
      acceptTerms: true, acceptSMSTerms: value, birthday: { day: 10, month: 12 },
    });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('acceptSMSTerms');
  });

  it('an unknown field inside a job-application answer is 400 on answers', async () => {
    const body = aJobApplication(HEAD_CHEF, { email: 'nested.unknown@example.com' });
    const answers = body.answers.map((answer, index) => (index === 0 ? { ...answer, isAdmin: true } : answer));
    const response = await post('/api/jobs/application', { ...body, answers });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 15, field: 'answers' });
  });
});

describe('malformed paths and Host headers', () => {
  it.each(['/%ZZ', '/api/%ZZ', '/api/v1/content/page/%E0%A4%A', '/api/jobs/%ED%A0%80', '/api/v1/content/page/home%00'])(
    '%s is 400 JSON with one log line and no stack',
    async (url) => {
      const before = harness.logs.length;
      const response = await api.get(url);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'BAD_REQUEST', message: 'The request path is not valid' });
      const lines = harness.logs.slice(before);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^warn: 400 malformed path: "GET \//);
      expect(lines[0]).not.toMatch(/\n|\bat /);
    },
  );

  it.each(['a b%', '[::1', 'example.com:99999', 'exa\tmple.com', 'host/path'])('Host %p is 400 JSON with one log line', async (host) => {
    const before = harness.logs.length;
    const response = await api.get('/api/jobs').set('Host', host);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'BAD_REQUEST', message: 'The Host header is not valid' });
    expect(harness.logs.slice(before)).toEqual([expect.stringMatching(/^warn: 400 malformed host: "GET \/api\/jobs" Host /)]);
  });

  it('X-Forwarded-Proto is not read (the API trusts no proxy), so any value is served', async () => {
    expect((await api.get('/api/jobs').set('X-Forwarded-Proto', 'a b')).status).toBe(200);
  });

  it.each(['localhost', 'localhost:4000', '127.0.0.1:4000', '[::1]:4000', 'api_1:4000', 'api.casaventura.example'])('Host %p is fine', async (host) => {
    expect((await api.get('/api/jobs').set('Host', host)).status).toBe(200);
  });
});

describe('CV uploads', () => {
  const apply = (email: string, resume: { name: string; contentType: string; content: string }) => post('/api/jobs/application', aJobApplication(HEAD_CHEF, { email, resume }));
  const docx = (bytes: Buffer, name = 'cv.docx') => ({ name, contentType: 'application/octet-stream', content: base64(bytes) });

  it(`a .docx that unpacks to more than ${UPLOADS.docxMaxUncompressedBytes / 1024 / 1024} MB is refused, though small itself`, async () => {
    const bomb = bombDocx(UPLOADS.docxMaxUncompressedBytes / 1024 / 1024 + 10);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await apply('bomb.cv@example.com', docx(bomb));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 15, field: 'resume.content', message: 'Resume content holds too much once unpacked' });
  });

  it(`a .docx with more than ${UPLOADS.docxMaxEntries} entries is refused`, async () => {
    const response = await apply('crowded.cv@example.com', docx(crowdedDocx(UPLOADS.docxMaxEntries)));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Resume content holds too much once unpacked');
  });

  it('a hollow .docx (Word parts but no word/document.xml) is refused', async () => {
    const response = await apply('hollow.cv@example.com', docx(HOLLOW_DOCX_BYTES));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 15, field: 'resume.content', message: 'Resume content is not a Word (.docx) file' });
  });

  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\mario\\My CV.pdf', 'My CV.pdf'],
    ['cv\r\nX-Injected: 1.pdf', 'cvX-Injected: 1.pdf'],
    ['\u202egnp.pdf', 'gnp.pdf'],
    ['../.pdf', 'cv.pdf'],
  ])('a CV named %p is stored as %p', async (name, stored) => {
    const email = `named.${keys}@example.com`;
    const response = await apply(email, { name, contentType: 'application/pdf', content: base64(PDF_BYTES) });
    expect(response.status).toBe(200);
    const row = await harness.handle.db.selectFrom('job_applications').select('cv_name').where('email', '=', email).executeTakeFirst();
    expect(row?.cv_name).toBe(stored);
  });

  it('a CV name over 255 characters is refused', async () => {
    const response = await apply('long.cv.name@example.com', { name: `${'x'.repeat(10_000)}.pdf`, contentType: 'application/pdf', content: base64(PDF_BYTES) });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('resume.name');
  });
});

describe('the log', () => {
  it('recorded no unexpected error for any of the input above', () => {
    expect(harness.logs.filter((line) => line.startsWith('error:'))).toEqual([]);
  });
});
