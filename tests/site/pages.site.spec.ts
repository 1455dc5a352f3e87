// Pages as the server sends them: status codes, security headers, head tags, the route data endpoint
// and the serialized data that hydration reads.
import request from 'supertest';
import { useSiteHarness } from '../support/site-harness';

const site = useSiteHarness();

function routeData(html: string): { loaderData: Record<string, unknown>; errors: unknown } {
  const match = /<script type="application\/json" id="route-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no route data in the page');
  return JSON.parse(match[1] as string);
}

describe('status codes', () => {
  it('given the home page, then 200 with its heading, title, description and canonical URL', async () => {
    const res = await request(site.app).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1[^>]*>/);
    expect(res.text).toMatch(/<title>[^<]*Casa Ventura[^<]*<\/title>/);
    expect(res.text).toMatch(/<meta name="description" content="[^"]+">/);
    expect(res.text).toContain(`<link rel="canonical" href="${site.config.publicUrl}/">`);
    expect(res.text).toContain('<meta property="og:title"');
  });

  it.each(['/no-such-page', '/no/such/page/here', '/restaurants/atlantis', '/restaurants/london/atlantis', '/careers/job/NOPE-1', '/offer/no-such-offer'])(
    'given %s, then 404 with the not-found message',
    async (path) => {
      const res = await request(site.app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain('This page could not be found');
    },
  );

  it('given a missing menu, then 404 with "Menu not found."', async () => {
    const res = await request(site.app).get('/our-menu/no-such-menu');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Menu not found.');
  });

  it.each(['/restaurants/london/oxford-circus', '/restaurants/london', '/our-menus', '/our-menu/a-la-carte', '/careers/job-search', '/find-us', '/bottomless-brunch', '/oxford-circus', '/cookie-policy', '/book-now-page-does-not-exist'])(
    'given %s, then a page with one h1',
    async (path) => {
      const res = await request(site.app).get(path);
      if (path === '/book-now-page-does-not-exist') {
        expect(res.status).toBe(404);
        return;
      }
      expect(res.status).toBe(200);
      expect(res.text.match(/<h1[\s>]/g)).toHaveLength(1);
    },
  );

  it('given the restaurant page, then schema.org Restaurant JSON-LD', async () => {
    const res = await request(site.app).get('/restaurants/london/oxford-circus');
    const blocks = [...res.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] as string));
    expect(blocks).toContainEqual(expect.objectContaining({ '@type': 'Restaurant', servesCuisine: expect.anything() }));
  });
});

describe('headers', () => {
  it('given any page, then a CSP with scripts from the site alone (no nonce, no inline script), frame-ancestors, frame-src, nosniff, referrer policy, HSTS and no x-powered-by', async () => {
    const res = await request(site.app).get('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('nonce-');
    expect(csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '))).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Frames only from the site and SevenRooms' booking page (the live reservation widget), nothing else.
    expect(csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-src '))).toBe("frame-src 'self' https://www.sevenrooms.com");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    const again = await request(site.app).get('/');
    expect(again.headers['content-security-policy']).toBe(csp);
  });

  it('given a client that accepts gzip, then the page is compressed', async () => {
    const res = await request(site.app).get('/').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('route data', () => {
  it('given the home page, then its loader data is in the page for hydration', async () => {
    const res = await request(site.app).get('/');
    const data = routeData(res.text);
    expect(Object.keys(data.loaderData)).toEqual(expect.arrayContaining(['root', 'home']));
  });

  it('given a navigation to a restaurant, then /__data answers that route only', async () => {
    const res = await request(site.app).get('/__data/restaurants/london/oxford-circus?_route=restaurant');
    expect(res.status).toBe(200);
    expect(res.body.data.restaurant.slug).toBe('oxford-circus');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('given a missing page through /__data, then the 404 error as JSON', async () => {
    const res = await request(site.app).get('/__data/no-such-page?_route=content-page');
    expect(res.status).toBe(404);
    expect(res.body.error.status).toBe(404);
  });

  it('given the home page through /__data/, then its data without a redirect', async () => {
    const res = await request(site.app).get('/__data/?_route=home');
    expect(res.status).toBe(200);
    expect(res.body.data.page.id).toBe('home');
  });

  it('given an unknown route id, then 400', async () => {
    const res = await request(site.app).get('/__data/restaurants?_route=nope');
    expect(res.status).toBe(400);
  });
});

describe('serialization', () => {
  it('given data holding </script>, then it cannot break out of the data element', async () => {
    const { safeJson } = await import('../../server/site/safe-json');
    const text = safeJson({ evil: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ evil: '</script><script>alert(1)</script>', sep: '\u2028' });
  });
});

describe('seo', () => {
  it('given robots.txt, then it points to the sitemap', async () => {
    const res = await request(site.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`Sitemap: ${site.config.publicUrl}/sitemap.xml`);
  });

  it('given sitemap.xml, then it lists the restaurants and content pages', async () => {
    const res = await request(site.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<loc>${site.config.publicUrl}/restaurants/london/oxford-circus</loc>`);
    expect(res.text).toContain(`<loc>${site.config.publicUrl}/bottomless-brunch</loc>`);
  });
});


describe('settings unavailable', () => {
  it('given the content API down, then the 500 error page with the settings message and a way home', async () => {
    const { createServerContainer } = await import('../../server/container');
    const { createSiteApp } = await import('../../server/site/site-app');
    const dead = 'http://127.0.0.1:9';
    const app = createSiteApp({
      config: { ...site.config, apiBaseUrl: dead },
      container: createServerContainer({ apiBaseUrl: dead, brandKey: 'casa-ventura' }),
      assets: { script: null, stylesheet: null, preload: [] },
      log: () => undefined,
    });
    const res = await request(app).get('/');
    expect(res.status).toBe(500);
    expect(res.text).toContain('Settings is not defined');
    expect(res.text).toContain('Return to homepage');
  });
});

describe('API through the site', () => {
  it('given the browser asks {site}/api/token with the brand key, then the API answers through the site', async () => {
    const res = await request(site.app).post('/api/token').set('brandKey', 'casa-ventura').send({ clearCache: false });
    expect(res.status).toBe(200);
    expect(typeof res.body.accessToken).toBe('string');
    const occasions = await request(site.app)
      .get('/api/booking/occasions/CV001?date=2026-11-25')
      .set({ brandKey: 'casa-ventura', sessionId: 'site-proxy-test-1', Authorization: `Bearer ${res.body.accessToken}` });
    expect(occasions.status).toBe(200);
    expect(occasions.body.occasions.length).toBeGreaterThan(0);
  });

  it('given the API down, then 502 as JSON, not a hang', async () => {
    const { createServerContainer } = await import('../../server/container');
    const { createSiteApp } = await import('../../server/site/site-app');
    const dead = 'http://127.0.0.1:9';
    const app = createSiteApp({
      config: { ...site.config, apiBaseUrl: dead },
      container: createServerContainer({ apiBaseUrl: dead, brandKey: 'casa-ventura' }),
      assets: { script: null, stylesheet: null, preload: [] },
      log: () => undefined,
    });
    const res = await request(app).post('/api/token').set('brandKey', 'casa-ventura').send({});
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('API_UNAVAILABLE');
  });
});
