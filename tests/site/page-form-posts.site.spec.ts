// Issue 16, item 2: the pages' forms without JavaScript. A form posted to its page (urlencoded, a hidden
// `_form` naming it) is run by the same route as POST /__forms/<form> and answered with the same page:
// the confirmation, or the form again with what was typed and its errors by field. Nothing lands in a
// URL, nothing is cached, an unreadable post is a 400 page and never a 5xx, and the forms' rate limits
// count these posts with the JSON ones.
import request from 'supertest';
import { CONTACT_MESSAGE_SENT, GROUP_ENQUIRY_SENT, MESSAGES } from '@tavola/core/errors';
import { RATE_LIMITS } from '@tavola/core/constants';
import { useSiteHarness, type SiteHarness } from '../support/site-harness';

const postPage = (site: SiteHarness, path: string, fields: Record<string, string>, forwardedFor?: string) => {
  const test = request(site.app).post(path).type('form');
  if (forwardedFor) test.set('X-Forwarded-For', forwardedFor);
  return test.send(new URLSearchParams(fields).toString());
};

const storedMessages = async (site: SiteHarness) => (await site.api.handle.db.selectFrom('messages').select('reference').execute()).length;

const CONTACT = { _form: 'contact', contactTypeId: '', name: 'Anna Rossi', email: 'anna.nojs@example.com', phoneNumber: '07700 900123', storeId: '', message: 'Do you have high chairs?' };

describe('a page form posted without JavaScript', () => {
  const site = useSiteHarness();

  it('given a valid contact message, then the contact page with the thank-you and its reference, never cached', async () => {
    const types = await request(site.app).get('/contact');
    const contactTypeId = /<option value="([^"]+)">/.exec(types.text)?.[1] ?? '';
    expect(contactTypeId).not.toBe('');
    const before = await storedMessages(site);
    const res = await postPage(site, '/contact', { ...CONTACT, contactTypeId });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('Thank you, your message is on its way.');
    expect(res.text).toContain(CONTACT_MESSAGE_SENT);
    expect(res.text).toMatch(/Your reference is <strong>CM-/);
    expect(await storedMessages(site)).toBe(before + 1);
  });

  it('given the same message posted twice (a reload), then one message is stored', async () => {
    const types = await request(site.app).get('/contact');
    const contactTypeId = /<option value="([^"]+)">/.exec(types.text)?.[1] ?? '';
    const fields = { ...CONTACT, contactTypeId, message: 'Posted twice by a reload' };
    const before = await storedMessages(site);
    expect((await postPage(site, '/contact', fields)).status).toBe(200);
    expect((await postPage(site, '/contact', fields)).status).toBe(200);
    expect(await storedMessages(site)).toBe(before + 1);
  });

  it('given a bad e-mail and no name, then 400 with the same page: the form again, typed values kept, errors by field', async () => {
    const before = await storedMessages(site);
    const res = await postPage(site, '/contact', { ...CONTACT, name: '', email: 'anna@' });
    expect(res.status).toBe(400);
    expect(await storedMessages(site)).toBe(before);
    expect(res.text).toContain('value="anna@"');
    expect(res.text).toContain('value="07700 900123"');
    expect(res.text).toContain('Do you have high chairs?</textarea>');
    expect(res.text).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]*-name-error"|id="[^"]*-name"[^>]*aria-invalid="true"/);
    expect(res.text).toMatch(/<p id="[^"]*-email-error" class="field__error">[^<]+<\/p>/);
    // The form posts to the page itself, with its method.
    expect(res.text).toMatch(/<form[^>]*aria-label="Contact us" action="\/contact" method="post"/);
    // The answer is in the page's hydration data too, so a script that loads after the post keeps it.
    const routeData = JSON.parse(/<script type="application\/json" id="route-data">(.*?)<\/script>/s.exec(res.text)?.[1] ?? '{}') as { posted?: { form: string; values: Record<string, unknown>; fieldErrors: Record<string, string> } };
    expect(routeData.posted).toMatchObject({ form: 'contact', values: { email: 'anna@' } });
    expect(Object.keys(routeData.posted?.fieldErrors ?? {})).toEqual(expect.arrayContaining(['name', 'email']));
  });

  it('given a group enquiry for a restaurant, then the thank-you with its GB- reference', async () => {
    const res = await postPage(site, '/contact', {
      _form: 'group-booking', storeId: 'CV001', name: 'Bea', email: 'bea.nojs@example.com', phoneNumber: '07700 900124', date: '2027-06-10', time: '19:00', covers: '30', message: '',
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain(GROUP_ENQUIRY_SENT);
    expect(res.text).toMatch(/GB-/);
  });

  it('given a sign-up with its birthday and terms ticked, then the thanks; with the terms not ticked, 400 naming them', async () => {
    const fields = { _form: 'sign-up', firstName: 'Chiara', emailAddress: 'chiara.nojs@example.com', phoneNumber: '07700 900555', favouriteRestaurant: 'CV001', day: '12', month: '5', year: '' };
    const refused = await postPage(site, '/sign-up', fields);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('value="chiara.nojs@example.com"');
    expect(refused.text).toMatch(/-acceptTerms-error" class="field__error">/);
    const ok = await postPage(site, '/sign-up', { ...fields, acceptTerms: 'on' });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('Grazie! You are on the list.');
  });

  it('given an offer voucher, then the page says to check the inbox; without an e-mail, 400 naming it', async () => {
    const ok = await postPage(site, '/offer/birthday-dolce', { _form: 'voucher', offerSlug: 'birthday-dolce', emailAddress: 'dora.nojs@example.com', acceptTerms: 'on' });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('Check your inbox');
    const refused = await postPage(site, '/offer/birthday-dolce', { _form: 'voucher', offerSlug: 'birthday-dolce', emailAddress: '', acceptTerms: 'on' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('id="voucher-email-error"');
  });

  it('given no form name, an unknown one, a field the form does not have or garbage, then a 4xx page, never a 5xx', async () => {
    expect((await postPage(site, '/contact', { name: 'x' })).status).toBe(400);
    expect((await postPage(site, '/contact', { _form: 'launch-missiles' })).status).toBe(400);
    expect((await postPage(site, '/contact', { _form: 'toString' })).status).toBe(400);
    expect((await postPage(site, '/contact', { ...CONTACT, name: 'a\u0000b' })).status).toBe(400);
    const garbage = await request(site.app).post('/contact').type('form').send('%%%&&&=%E0%A4%A');
    expect(garbage.status).toBe(400);
    const json = await request(site.app).post('/contact').set('Content-Type', 'application/json').send('{"_form":"contact"}');
    expect(json.status).toBe(400);
    const huge = await postPage(site, '/contact', { ...CONTACT, message: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    const many = await request(site.app).post('/contact').type('form').send(Array.from({ length: 300 }, (_, i) => `f${i}=1`).join('&'));
    expect(many.status).toBe(413);
    expect(site.logs.filter((line) => !line.startsWith('warn:'))).toEqual([]);
  });

  it('given a post to a page that does not exist, then that page\'s 404, and the form\'s own routes are not pages', async () => {
    expect((await postPage(site, '/no-such-page', CONTACT)).status).toBe(404);
    expect((await postPage(site, '/__forms/contact', CONTACT)).status).toBe(415);
  });
});

describe('page form posts and the forms\' rate limits', () => {
  const site = useSiteHarness({ config: { trustProxyHops: 1, rateLimits: { ...RATE_LIMITS, forms: { windowMs: 60_000, max: 3 } } } });

  it('given a diner over the limit by JSON and page posts together, then the page says so in words with 429 and what was typed', async () => {
    const json = () => request(site.app).post('/__forms/contact').set('Content-Type', 'application/json').set('X-Forwarded-For', '203.0.113.40').send('{}');
    expect((await json()).status).toBe(400);
    expect((await postPage(site, '/contact', { ...CONTACT, email: 'x@' }, '203.0.113.40')).status).toBe(400);
    expect((await json()).status).toBe(400);
    const limited = await postPage(site, '/contact', CONTACT, '203.0.113.40');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.text).toContain(MESSAGES.tooManyRequests.replace(/'/g, '&#x27;'));
    expect(limited.text).toContain('value="anna.nojs@example.com"');
    expect((await json()).status).toBe(429);
  });
});

describe('page form posts with captcha on', () => {
  const site = useSiteHarness({ config: { recaptchaSiteKey: 'site-key-for-tests' } });

  it('given a contact message without script, then nothing is sent and the page says the check needs JavaScript', async () => {
    const before = await storedMessages(site);
    const res = await postPage(site, '/contact', { ...CONTACT, contactTypeId: 'general' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('needs JavaScript');
    expect(await storedMessages(site)).toBe(before);
  });
});

describe('the cookie bar\'s choice without JavaScript (POST /__cookie-choice)', () => {
  const site = useSiteHarness();
  const choose = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    request(site.app).post('/__cookie-choice').set(headers).type('form').send(new URLSearchParams(fields).toString());

  it('given Reject optional from a page, then the consent cookies as the browser sets them and 303 back to that page, which has no bar', async () => {
    const res = await choose({ choice: 'reject', back: '/offers?x=1' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/offers?x=1');
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies).toEqual([
      expect.stringMatching(/^cv_cookie_consent=yes; Max-Age=2592000; Path=\/; Expires=[^;]+; SameSite=Lax$/),
      expect.stringMatching(/^cv_cookie_preferences=%7B%22Performance%22%3Afalse%2C%22Targeting%22%3Afalse%7D; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/),
    ]);
    const page = await request(site.app).get('/offers').set('Cookie', cookies.map((cookie) => cookie.split(';')[0]).join('; '));
    expect(page.text).not.toContain('aria-label="Cookie consent"');
    expect((await request(site.app).get('/offers')).text).toContain('aria-label="Cookie consent"');
  });

  it('given Accept all, then both choices granted', async () => {
    const res = await choose({ choice: 'accept', back: '/' });
    expect((res.headers['set-cookie'] as unknown as string[])[1]).toMatch(/^cv_cookie_preferences=%7B%22Performance%22%3Atrue%2C%22Targeting%22%3Atrue%7D;/);
  });

  it('given the page without JavaScript, then Manage preferences opens in the bar: the two optional switches posted by name, Necessary on and not posted, and Save preferences', async () => {
    const html = (await request(site.app).get('/offers')).text;
    const bar = html.slice(html.indexOf('aria-label="Cookie consent"'), html.indexOf('</section>', html.indexOf('aria-label="Cookie consent"')));
    // The render's attributes come in any order: each tag is found by one and checked for the others.
    const tag = (name: string, has: string) => bar.match(new RegExp(`<${name}\\b[^>]*>`, 'g'))?.find((found) => found.includes(has)) ?? '';
    expect(tag('form', 'action="/__cookie-choice"')).toContain('method="post"');
    expect(bar).toMatch(/<details[^>]*><summary[^>]*>Manage preferences<\/summary>/);
    expect(tag('input', 'name="performance"')).toContain('value="yes"');
    expect(tag('input', 'name="targeting"')).toContain('value="yes"');
    expect(tag('input', 'name="performance"')).not.toContain('checked');
    expect(tag('input', 'id="consent-bar-necessary"')).toMatch(/(?=.*disabled="")(?=.*checked="")/);
    expect(tag('input', 'id="consent-bar-necessary"')).not.toContain('name=');
    expect(tag('button', 'value="choose"')).toContain('name="choice"');
    expect(bar).toMatch(/value="choose"[^>]*>Save preferences<\/button><\/details><\/form>/);
  });

  it('given Save preferences with Performance ticked only, then Performance granted, Targeting denied, and 303 back to the page, which has no bar', async () => {
    const res = await choose({ choice: 'choose', performance: 'yes', back: '/contact' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact');
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies).toEqual([
      expect.stringMatching(/^cv_cookie_consent=yes; Max-Age=2592000; Path=\/;/),
      expect.stringMatching(/^cv_cookie_preferences=%7B%22Performance%22%3Atrue%2C%22Targeting%22%3Afalse%7D; Max-Age=31536000; Path=\/;/),
    ]);
    const page = await request(site.app).get('/contact').set('Cookie', cookies.map((cookie) => cookie.split(';')[0]).join('; '));
    expect(page.text).not.toContain('aria-label="Cookie consent"');
  });

  it('given Save preferences with Targeting ticked only, or nothing ticked, then those choices exactly', async () => {
    const targeting = await choose({ choice: 'choose', targeting: 'yes', back: '/' });
    expect((targeting.headers['set-cookie'] as unknown as string[])[1]).toMatch(/^cv_cookie_preferences=%7B%22Performance%22%3Afalse%2C%22Targeting%22%3Atrue%7D;/);
    const none = await choose({ choice: 'choose', back: '/' });
    expect(none.status).toBe(303);
    expect((none.headers['set-cookie'] as unknown as string[])[1]).toMatch(/^cv_cookie_preferences=%7B%22Performance%22%3Afalse%2C%22Targeting%22%3Afalse%7D;/);
  });

  it('given Save preferences with a switch that is not ticked-or-absent, then 400 naming that choice and no cookie', async () => {
    const performance = await choose({ choice: 'choose', performance: 'maybe', targeting: 'yes' });
    expect(performance.status).toBe(400);
    expect(performance.text).toBe('The Performance choice must be ticked or left out.');
    expect(performance.headers['set-cookie']).toBeUndefined();
    const targeting = await choose({ choice: 'choose', targeting: 'on' });
    expect(targeting.status).toBe(400);
    expect(targeting.text).toBe('The Targeting choice must be ticked or left out.');
    expect(targeting.headers['set-cookie']).toBeUndefined();
  });

  it('given another site as the way back, then home, never another site', async () => {
    for (const back of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%2F%2Fevil.example']) {
      const res = await choose({ choice: 'accept', back });
      expect(res.status).toBe(303);
      expect(res.headers.location).toMatch(/^\/(?!\/|\\)/);
    }
  });

  it('given no choice, a made-up one, garbage or a post from another site, then 4xx and no cookie', async () => {
    expect((await choose({ back: '/' })).status).toBe(400);
    const madeUp = await choose({ choice: 'everything' });
    expect(madeUp.status).toBe(400);
    expect(madeUp.text).toBe('The choice must be accept, reject or choose.');
    expect((await request(site.app).post('/__cookie-choice').type('form').send('%%%=%E0%A4%A')).status).toBe(400);
    for (const fields of [{ choice: 'accept' }, { choice: 'choose', performance: 'yes' }] as Record<string, string>[]) {
      const crossSite = await choose(fields, { 'Sec-Fetch-Site': 'cross-site' });
      expect(crossSite.status).toBe(403);
      expect(crossSite.headers['set-cookie']).toBeUndefined();
    }
  });
});
