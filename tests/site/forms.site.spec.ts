// The site's own form endpoints (POST /__forms/<form>) over the real reference API: what the browser's
// forms get back when the diner's entry is fine, when core's rules refuse it (named by field, before the
// API is asked, nothing stored), when only the API can refuse it, when the request itself is wrong, and
// when the API cannot be reached.
import request from 'supertest';
import { CONTACT_MESSAGE_SENT, MESSAGES } from '@tavola/core/errors';
import { createServerContainer } from '../../server/container';
import { createSiteApp } from '../../server/site/site-app';
import { aContactMessage, aGroupEnquiry } from '../builders/enquiry.builder';
import { useSiteHarness } from '../support/site-harness';

const site = useSiteHarness();

const post = (form: string, body: unknown) => request(site.app).post(`/__forms/${form}`).set('Content-Type', 'application/json').send(JSON.stringify(body));
const storedMessages = async () => (await site.api.handle.db.selectFrom('messages').select('reference').execute()).length;

describe('POST /__forms/contact', () => {
  it('given a valid message, then 200 with the reference the API stored', async () => {
    const res = await post('contact', aContactMessage({ message: 'Is there step-free access at Oxford Circus?' }));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ message: CONTACT_MESSAGE_SENT, reference: expect.stringMatching(/^CM-/) });
    const stored = await site.api.handle.db.selectFrom('messages').select(['reference']).where('reference', '=', res.body.reference).executeTakeFirst();
    expect(stored).toBeDefined();
  });

  it('given a bad e-mail and no name, then 400 naming both fields, and nothing is stored', async () => {
    const before = await storedMessages();
    const res = await post('contact', aContactMessage({ email: 'anne@', name: '' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'name']);
    expect(res.body.message).toBe(res.body.errors[0].message);
    expect(await storedMessages()).toBe(before);
  });

  it('given a subject the API does not offer, then the API’s refusal naming the field', async () => {
    const res = await post('contact', aContactMessage({ contactTypeId: 'complaints-about-pineapple' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'contactTypeId', message: expect.any(String) }]);
  });
});

describe('POST /__forms/group-booking', () => {
  it('given a valid enquiry for 30, then 200 with the API’s GB- reference', async () => {
    const res = await post('group-booking', aGroupEnquiry({ covers: 30, date: '2027-06-10' }));
    expect(res.status).toBe(200);
    expect(res.body.reference).toMatch(/^GB-/);
  });

  it('given a date before today and 251 guests, then 400 naming date and covers before the API is asked', async () => {
    const before = await storedMessages();
    const res = await post('group-booking', aGroupEnquiry({ date: '2020-01-01', covers: 251 }));
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['covers', 'date']);
    expect(await storedMessages()).toBe(before);
  });

  it('given an unknown restaurant, then the API’s refusal (only it knows the restaurants)', async () => {
    const res = await post('group-booking', aGroupEnquiry({ storeId: 'CV999', date: '2027-06-10' }));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toBe(MESSAGES.defaultError);
  });

  it('given a field the form does not have, then 400 naming it', async () => {
    const res = await post('group-booking', { ...aGroupEnquiry({ date: '2027-06-10' }), budget: '£2,000' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['budget']);
  });
});

describe('POST /__forms/sign-up, /voucher and /preferences', () => {
  it('given a valid sign-up, then 200 with the API’s thanks; a bad one, 400 by field', async () => {
    const ok = await post('sign-up', {
      emailAddress: 'forms.site@example.com',
      favouriteRestaurant: 'CV001',
      firstName: 'Chiara',
      phoneNumber: '07700 900555',
      acceptTerms: true,
      acceptSMSTerms: false,
      birthday: { day: 12, month: 3 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toMatch(/Thank you/);
    const bad = await post('sign-up', { emailAddress: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['emailAddress', 'firstName', 'acceptTerms']));
  });

  it('given a voucher request for a live offer, then generated; a malformed one, 400 by field (not a crash)', async () => {
    const res = await post('voucher', { emailAddress: 'forms.site@example.com', offerSlug: 'birthday-dolce', acceptTerms: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ generated: true });
    const bad = await post('voucher', { email: 'forms.site@example.com', offer: 'birthday-dolce' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['emailAddress', 'offerSlug', 'acceptTerms']));
  });

  it('given preferences for a seeded diner, then saved; without the required fields, 400 by field (not a crash)', async () => {
    const { seedData } = await import('../../server/api/seed');
    const { guid, firstName, phoneNumber, gender, favRestaurantCode, birthDate, websiteSmsOptIn, interests } = seedData.customers[0] as unknown as Record<string, unknown>;
    const res = await post('preferences', { guid, firstName, phoneNumber, gender, favRestaurantCode, birthDate, websiteSmsOptIn, interests });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ saved: true });
    const bad = await post('preferences', { guid });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['firstName']));
  });
});

describe('requests the forms cannot take', () => {
  it('given a form that is not JSON, then 415', async () => {
    const res = await request(site.app).post('/__forms/contact').type('form').send('name=Anne');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Forms are sent as JSON' });
  });

  it('given JSON that does not parse, then 400 saying the form could not be read', async () => {
    const res = await request(site.app).post('/__forms/contact').set('Content-Type', 'application/json').send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The form could not be read' });
  });

  it('given a form over 100 kB, then 413', async () => {
    const res = await post('contact', aContactMessage({ message: 'x'.repeat(120_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The form is too large to send' });
  });
});

describe('when the API cannot be reached', () => {
  it('given a valid enquiry, then 502 with the try-again message, and the site keeps serving', async () => {
    const down = createSiteApp({
      config: { ...site.config, apiBaseUrl: 'http://127.0.0.1:9' },
      container: createServerContainer({ apiBaseUrl: 'http://127.0.0.1:9', brandKey: site.api.config.brandKey }),
      assets: { script: null, stylesheet: null, preload: [] },
      log: () => undefined,
    });
    const res = await request(down).post('/__forms/group-booking').set('Content-Type', 'application/json').send(JSON.stringify(aGroupEnquiry({ date: '2027-06-10' })));
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(MESSAGES.somethingWentWrongTryAgain);
    expect((await request(down).get('/robots.txt')).status).toBe(200);
  });
});
