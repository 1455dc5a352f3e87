// The routes and react-router's static handler are built once per process (server/site/render.tsx), but each
// request keeps its own container, loaders and stores: concurrent requests for different diners, with
// different cookies, each render their own data and nobody else's.
import request from 'supertest';
import { customers } from '../../server/api/seed/customers';
import { useSiteHarness } from '../support/site-harness';

// Every request rendered (no render cache), so nothing but the once-built routes is shared.
const site = useSiteHarness({ config: { renderCacheSeconds: 0 } });

const DECIDED = 'cv_cookie_consent=yes; cv_cookie_preferences=%7B%22Performance%22%3Atrue%2C%22Targeting%22%3Afalse%7D';

describe('concurrent renders', () => {
  it('given three diners asking for their preferences pages at once, then each page shows its own diner alone', async () => {
    const asks = [...customers, ...customers, ...customers].map((customer) => ({ customer, answer: request(site.app).get(`/preferences/${customer.guid}`) }));
    const answers = await Promise.all(asks.map((a) => a.answer));
    answers.forEach((res, i) => {
      const own = asks[i]!.customer;
      expect(res.status).toBe(200);
      expect(res.text).toContain(`value="${own.phoneNumber}"`);
      for (const other of customers.filter((c) => c !== own)) expect(res.text).not.toContain(other.phoneNumber);
    });
  });

  it('given visitors with and without a consent cookie at once, then only those who have not chosen see the consent bar', async () => {
    const asks = Array.from({ length: 12 }, (_, i) => i % 2 === 0);
    const answers = await Promise.all(
      asks.map((decided) => (decided ? request(site.app).get('/').set('Cookie', DECIDED) : request(site.app).get('/'))),
    );
    answers.forEach((res, i) => {
      expect(res.status).toBe(200);
      if (asks[i]) expect(res.text).not.toContain('aria-label="Cookie consent"');
      else expect(res.text).toContain('aria-label="Cookie consent"');
    });
  });
});
