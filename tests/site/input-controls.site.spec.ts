// The site's input controls (docs/security.md): every form's text checked before its rules or the API
// (NUL, lone surrogates, over-long text: 400 naming the field); a malformed path or Host header answered
// 400 with the error page and one log line, never a stack; the API's refusals passed on as 4xx, not 502;
// CMS image and link addresses limited to http(s) and this site's paths.
import request from 'supertest';
import { sql } from 'kysely';
import { INPUT } from '@tavola/core/constants';
import { aContactMessage, aGroupEnquiry } from '../builders/enquiry.builder';
import { useSiteHarness } from '../support/site-harness';

const site = useSiteHarness();

const post = (form: string, body: unknown) => request(site.app).post(`/__forms/${form}`).set('Content-Type', 'application/json').send(JSON.stringify(body));

const signUp = (overrides: Record<string, unknown> = {}) => ({
  emailAddress: 'site.input@example.com', favouriteRestaurant: 'CV001', firstName: 'Ada', phoneNumber: '07700 900111',
  acceptTerms: true, acceptSMSTerms: false, birthday: { day: 10, month: 12 }, ...overrides,
});

const FORM_FIELDS: Array<[form: string, body: Record<string, unknown>, field: string]> = [
  ['contact', aContactMessage() as unknown as Record<string, unknown>, 'message'],
  ['group-booking', aGroupEnquiry({ date: '2027-06-10' }) as unknown as Record<string, unknown>, 'name'],
  ['sign-up', signUp(), 'firstName'],
  ['voucher', { emailAddress: 'a.b@example.com', offerSlug: 'birthday-dolce', acceptTerms: true }, 'offerSlug'],
  ['preferences', { guid: 'c0b5e7f2-1a93-4e6d-8f24-5d7a3b9c1e68', firstName: 'Eilidh', phoneNumber: '07700 900789' }, 'firstName'],
  ['job-application', { firstName: 'Mario', secondName: 'Rossi', jobId: 'CVJ-1001' }, 'secondName'],
];

describe('CMS image and link addresses', () => {
  // First in the file, each case on an offer no test has rendered yet: the site caches what it read.
  const setOfferImage = (slug: string, image: string) =>
    sql`update offers set data = jsonb_set(data, '{image}', to_jsonb(${image}::text)) where slug = ${slug}`.execute(site.api.handle.db);

  it.each([
    ['a data: URL', 'two-for-tuesday', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['a javascript: URL', 'student-discount', 'javascript:alert(1)'],
    ['another host without a scheme', 'christmas-party-prosecco', '//evil.example/x.png'],
  ])('an offer image given as %s is not rendered, nor sent as route data', async (_case, slug, image) => {
    await setOfferImage(slug, image);
    const page = await request(site.app).get(`/offer/${slug}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain(image.slice(0, 12));
    expect(page.text).not.toContain('class="page-hero__image"');
    const data = await request(site.app).get(`/__data/offer/${slug}`);
    expect(data.text).not.toContain(image.slice(0, 12));
  });

  it('an offer image over https, or on this site, is rendered', async () => {
    await setOfferImage('kids-eat-free', 'https://cdn.casaventura.example/offer.png');
    expect((await request(site.app).get('/offer/kids-eat-free')).text).toContain('src="https://cdn.casaventura.example/offer.png"');
    expect((await request(site.app).get('/offer/birthday-dolce')).text).toContain('src="/images/offers/birthday-dolce.svg"');
  });
});

describe('form fields', () => {
  it.each(FORM_FIELDS)('/__forms/%s: a NUL in a field is 400 naming it, before the API is asked', async (form, body, field) => {
    const response = await post(form, { ...body, [field]: 'Ad\u0000a' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: expect.stringContaining('characters that are not allowed'),
      errors: [{ field, message: expect.stringContaining('characters that are not allowed') }],
    });
  });

  it.each(FORM_FIELDS)('/__forms/%s: a lone surrogate in a field is 400 naming it', async (form, body, field) => {
    const response = await post(form, { ...body, [field]: '\udc00Ada' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field, message: expect.any(String) }]);
  });

  it.each(FORM_FIELDS)('/__forms/%s: text over the limit is 400 tooLong naming it', async (form, body, field) => {
    const response = await post(form, { ...body, [field]: 'a'.repeat(INPUT.textMaxLength + 1) });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field, message: expect.stringContaining('is too long') }]);
  });

  it('a NUL nested in the birthday is named by its path', async () => {
    const response = await post('sign-up', signUp({ birthday: { day: '1\u0000', month: 2 } }));
    expect(response.status).toBe(400);
    expect(response.body.errors[0].field).toBe('birthday.day');
  });

  it('a sign-up for a restaurant the API does not know is its 400 naming the field (was 502)', async () => {
    const response = await post('sign-up', signUp({ favouriteRestaurant: 'CV999' }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'favouriteRestaurant', message: expect.any(String) }]);
  });

  it('a sign-up with acceptSMSTerms "" is 400 naming it (not taken for false)', async () => {
    const response = await post('sign-up', signUp({ acceptSMSTerms: '' }));
    expect(response.status).toBe(400);
    expect(response.body.errors[0].field).toBe('acceptSMSTerms');
  });

  it('preferences without interests are saved, the interests kept (was 502)', async () => {
    const response = await post('preferences', { guid: 'c0b5e7f2-1a93-4e6d-8f24-5d7a3b9c1e68', firstName: 'Eilidh', phoneNumber: '07700 900789' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ saved: true });
  });
});

describe('malformed paths and Host headers', () => {
  it.each(['/%ZZ', '/restaurants/%ZZ', '/__route-data/%ZZ', '/offer/%E0%A4%A', '/menu/a%00b', '/api/%ZZ', '/__forms/%ZZ'])(
    '%s is 400 with the error page and one log line',
    async (url) => {
      const before = site.logs.length;
      const response = await request(site.app).get(url);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('Return to homepage');
      expect(response.text).not.toMatch(/URIError|\bat .*\.(ts|js):\d+/);
      const lines = site.logs.slice(before);
      expect(lines).toEqual([expect.stringMatching(/^warn: 400 malformed path: "GET \//)]);
    },
  );

  it.each(['a b%', '[::1', 'example.com:99999', '%', 'x'.repeat(300)])('Host %p is 400 with the error page and one log line', async (host) => {
    const before = site.logs.length;
    const response = await request(site.app).get('/').set('Host', host);
    expect(response.status).toBe(400);
    expect(response.text).toContain('Return to homepage');
    expect(site.logs.slice(before)).toEqual([expect.stringMatching(/^warn: 400 malformed host: "GET \/" Host /)]);
  });

  it.each(['a b', '%', 'javascript'])('X-Forwarded-Proto %p from the trusted proxy is 400 with the error page and one log line (was a 500)', async (proto) => {
    const before = site.logs.length;
    const response = await request(site.app).get('/').set('X-Forwarded-Proto', proto);
    expect(response.status).toBe(400);
    expect(response.text).toContain('Return to homepage');
    expect(site.logs.slice(before)).toEqual([expect.stringMatching(/^warn: 400 malformed protocol: "GET \/" X-Forwarded-Proto /)]);
  });

  it('X-Forwarded-Proto https (first of a list, as proxies append) is served', async () => {
    expect((await request(site.app).get('/').set('X-Forwarded-Proto', 'https, http')).status).toBe(200);
  });

  it('a well-formed Host with a port is served', async () => {
    expect((await request(site.app).get('/').set('Host', 'www.casaventura.example:3000')).status).toBe(200);
  });
});

describe('the log', () => {
  it('recorded no failure for any of the input above', () => {
    expect(site.logs.filter((line) => !line.startsWith('warn: '))).toEqual([]);
  });
});
