// Issue 13, item 1, on the site: the rate limits of its own form routes (429 with Retry-After and words),
// its trust proxy by hop count, the diner's address passed on to the API (so the API counts diners, not the
// site), and the page an e-mail confirmation link opens.
import request from 'supertest';
import { RATE_LIMITS } from '@tavola/core/constants';
import { MESSAGES } from '@tavola/core/errors';
import { aContactMessage } from '../builders/enquiry.builder';
import { TEST_RATE_LIMITS } from '../support/api-harness';
import { confirmationToken } from '../support/email-confirmation';
import { useSiteHarness, type SiteHarness } from '../support/site-harness';

const post = (site: SiteHarness, form: string, body: unknown, forwardedFor?: string) => {
  const test = request(site.app).post(`/__forms/${form}`).set('Content-Type', 'application/json');
  if (forwardedFor) test.set('X-Forwarded-For', forwardedFor);
  return test.send(JSON.stringify(body));
};

describe('the site\'s own forms, behind one proxy (TRUST_PROXY_HOPS=1)', () => {
  const site = useSiteHarness({ config: { trustProxyHops: 1, rateLimits: { ...RATE_LIMITS, forms: { windowMs: 60_000, max: 3 } } } });

  it('given a burst from one diner, then 429 with Retry-After and the words after the limit; another diner and the pages are served', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(site, 'contact', {}, '203.0.113.20')).status);
    expect(statuses).toEqual([400, 400, 400]);
    const limited = await post(site, 'sign-up', {}, '203.0.113.20');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await post(site, 'contact', {}, '203.0.113.21')).status).toBe(400);
    expect((await request(site.app).get('/robots.txt').set('X-Forwarded-For', '203.0.113.20')).status).toBe(200);
  });

  it('given an address a client wrote before the proxy\'s, then the proxy\'s is counted', async () => {
    expect((await post(site, 'contact', {}, '198.51.100.1, 203.0.113.20')).status).toBe(429);
  });
});

describe('the diner\'s address passed on to the API', () => {
  const site = useSiteHarness({
    config: { trustProxyHops: 1 },
    apiConfig: { trustProxyHops: 'loopback', rateLimits: { ...TEST_RATE_LIMITS, forms: { windowMs: 60_000, max: 2 } } },
  });

  it('given one diner over the API\'s form limit, then the API\'s 429 reaches the diner in words, and another diner is served', async () => {
    const send = (forwardedFor: string, i: number) => post(site, 'contact', aContactMessage({ message: `Question number ${i}` }), forwardedFor);
    expect((await send('203.0.113.30', 1)).status).toBe(200);
    expect((await send('203.0.113.30', 2)).status).toBe(200);
    const limited = await send('203.0.113.30', 3);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: MESSAGES.tooManyRequests });
    expect((await send('203.0.113.31', 4)).status).toBe(200);
  });
});

describe('the confirmation page (/confirm-email)', () => {
  const site = useSiteHarness();
  const signUp = (email: string) =>
    post(site, 'sign-up', {
      emailAddress: email,
      favouriteRestaurant: 'CV001',
      firstName: 'Lia',
      phoneNumber: '07700 900321',
      acceptTerms: true,
      acceptSMSTerms: false,
      birthday: { day: 3, month: 4 },
    });
  const confirm = (token: string) => request(site.app).post('/confirm-email').type('form').send({ token });

  it('given the link, then a page with a button that changes nothing; pressing it says the address is confirmed, then already confirmed', async () => {
    expect((await signUp('lia@example.com')).status).toBe(200);
    const token = await confirmationToken(site.api, 'lia@example.com');

    const page = await request(site.app).get(`/confirm-email?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain('<button class="btn btn--primary" type="submit">Confirm my e-mail address</button>');
    const before = await site.api.handle.db.selectFrom('sign_ups').select('confirmed_at').where('email', '=', 'lia@example.com').executeTakeFirstOrThrow();
    expect(before.confirmed_at).toBeNull();

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('<h1>Your e-mail address is confirmed</h1>');
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(again.text).toContain('<h1>Your e-mail address is already confirmed</h1>');
  });

  it('given a tampered link or none, then it says in words that the link is not valid', async () => {
    expect((await signUp('lia.two@example.com')).status).toBe(200);
    const token = await confirmationToken(site.api, 'lia.two@example.com');
    const tampered = await confirm(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(tampered.status).toBe(400);
    expect(tampered.text).toContain('<h1>This confirmation link is not valid</h1>');
    const none = await request(site.app).get('/confirm-email');
    expect(none.status).toBe(400);
    expect(none.text).toContain('This confirmation link is not valid');
  });

  it('given a diner signing up, then the thanks page asks them to confirm from their inbox', async () => {
    const page = await request(site.app).get('/signup-thanks');
    expect(page.text).toContain('confirm');
  });
});
