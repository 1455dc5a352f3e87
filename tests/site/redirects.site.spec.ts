// The legacy 301s and slash clean-up as a browser meets them: every row of the table, in any case,
// with or without a trailing slash, query kept, and never a redirect off the site.
import request from 'supertest';
import { useSiteHarness } from '../support/site-harness';

const site = useSiteHarness();

const TABLE: Array<[string, string]> = [
  ['/italian-restaurant', '/restaurants'],
  ['/themed-bottomless-brunch', '/bottomless-brunch'],
  ['/allergens/allergens.pdf', '/allergens/guide'],
  ['/menu/allergen.pdf', '/allergens/guide'],
  ['/book-a-table', '/#booking'],
  ['/book-now', '/#booking'],
  ['/booking', '/#booking'],
  ['/terms', '/terms-and-conditions'],
  ['/menu-terms-and-conditions', '/terms-and-conditions'],
  ['/signup', '/sign-up'],
  ['/privacy', '/privacy-policy'],
  ['/find', '/oxford-circus'],
  ['/menu', '/our-menus'],
  ['/our-menu', '/our-menus'],
];

describe.each(TABLE)('%s', (from, to) => {
  it.each([from, `${from}/`, from.toUpperCase(), `${from.toUpperCase()}/`])('given %s, then a 301 to the target', async (path) => {
    const res = await request(site.app).get(path);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('keeps the query string', async () => {
    const res = await request(site.app).get(`${from}?utm_source=newsletter&x=1`);
    expect(res.status).toBe(301);
    const [path, hash] = to.split('#');
    expect(res.headers.location).toBe(`${path}?utm_source=newsletter&x=1${hash ? `#${hash}` : ''}`);
  });
});

describe('the legacy allergen PDFs', () => {
  it.each(['/allergens/allergens.pdf', '/menu/allergen.pdf'])('given %s, when followed, then the printable allergen guides answer', async (from) => {
    const first = await request(site.app).get(from);
    expect(first.status).toBe(301);
    const guide = await request(site.app).get(first.headers.location as string);
    expect(guide.status).toBe(200);
    expect(guide.text).toMatch(/<h1[^>]*>Allergen guides<\/h1>/);
    expect(guide.text).toContain('href="/allergens/guide/a-la-carte"');
    const table = await request(site.app).get('/allergens/guide/a-la-carte');
    expect(table.status).toBe(200);
    expect(table.text).toContain('<table class="allergen-table">');
  });
});

describe('slashes', () => {
  it.each([
    ['/restaurants//london', '/restaurants/london'],
    ['/restaurants/london/', '/restaurants/london'],
    ['///oxford-circus///', '/oxford-circus'],
    ['/restaurants/london/?q=1', '/restaurants/london?q=1'],
  ])('given %s, then a 301 to %s', async (from, to) => {
    const res = await request(site.app).get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('given the root, then no redirect', async () => {
    const res = await request(site.app).get('/');
    expect(res.status).not.toBe(301);
  });
});

describe('never off the site', () => {
  it.each(['//evil.example', '//evil.example/', '/\\evil.example', '/\\/evil.example', '///evil.example', '/%2F%2Fevil.example', '//evil.example/book-now'])(
    'given %s, then any redirect stays on this site',
    async (path) => {
      const res = await request(site.app).get(path);
      if (res.status === 301) {
        const location = String(res.headers.location);
        expect(location.startsWith('/')).toBe(true);
        expect(location.startsWith('//')).toBe(false);
        expect(location.startsWith('/\\')).toBe(false);
        expect(new URL(location, 'http://casaventura.example').host).toBe('casaventura.example');
      } else {
        expect([200, 404]).toContain(res.status);
      }
    },
  );
});
