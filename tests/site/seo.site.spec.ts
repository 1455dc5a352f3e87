// Search data as a crawler meets it (issue 16 item 3): robots.txt lets it read the noindex pages, the
// sitemap lists every indexable page once by its canonical address (each answering 200, canonical to
// itself and without noindex), each with the lastmod its data gives it (none where the data has no date),
// and /our-menu is one 301 away from the one menus page.
import request from 'supertest';
import { jobCategorySlug } from '@tavola/core/jobs';
import { seedData } from '../../server/api/seed';
import { useSiteHarness } from '../support/site-harness';

const site = useSiteHarness();
const PREFERENCES_GUID = '3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01';

interface Url {
  loc: string;
  lastmod?: string;
}

async function sitemap(): Promise<Url[]> {
  const res = await request(site.app).get('/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  return [...res.text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body as string)?.[1] as string;
    const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(body as string)?.[1];
    return lastmod === undefined ? { loc } : { loc, lastmod };
  });
}

const pathOf = (url: Url) => url.loc.slice(site.config.publicUrl.length) || '/';

describe('robots.txt', () => {
  it('given robots.txt, then crawlers may fetch the preferences pages (to read their noindex), not the route data', async () => {
    const res = await request(site.app).get('/robots.txt');
    expect(res.text.split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /__data/', `Sitemap: ${site.config.publicUrl}/sitemap.xml`, '']);
  });

  it('given a preferences page, then it still says noindex', async () => {
    const res = await request(site.app).get(`/preferences/${PREFERENCES_GUID}`);
    expect(res.text).toMatch(/<meta name="robots" content="noindex[^"]*">/);
  });
});

describe('one menus page', () => {
  it('given /our-menu, then a 301 to /our-menus, the page the sitemap lists', async () => {
    const res = await request(site.app).get('/our-menu');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/our-menus');
    const paths = (await sitemap()).map(pathOf);
    expect(paths).toContain('/our-menus');
    expect(paths).not.toContain('/our-menu');
    expect(paths).not.toContain('/menu');
  });
});

describe('sitemap.xml', () => {
  let urls: Url[];
  beforeAll(async () => {
    urls = await sitemap();
  });

  it('lists each address once, all on the public address', () => {
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    for (const url of urls) expect(url.loc.startsWith(`${site.config.publicUrl}/`)).toBe(true);
  });

  it('lists the content pages, the menus, offers, careers, contact and allergens pages', () => {
    const paths = urls.map(pathOf);
    for (const path of ['/', '/offers', '/careers', '/contact', '/allergens', '/our-menus', '/restaurants', '/find-us', '/careers/job-search', '/allergens/guide']) {
      expect(paths).toContain(path);
    }
    expect(paths).toEqual(expect.arrayContaining(['/menu/a-la-carte', '/menu/kids', '/allergens/guide/a-la-carte']));
    expect(paths).toEqual(expect.arrayContaining(['/careers/job-search/back-of-house', '/careers/job-search/front-of-house', '/careers/job-search/management', '/careers/job-search/quick-service']));
    expect(paths.filter((p) => p.startsWith('/offer/')).length).toBeGreaterThan(0);
  });

  it('lists every restaurant with its book-now and menu pages, and every city', () => {
    const paths = new Set(urls.map(pathOf));
    for (const restaurant of seedData.restaurants) {
      const base = `/restaurants/${restaurant.city}/${restaurant.slug}`;
      expect(paths).toContain(base);
      expect(paths).toContain(`${base}/book-now`);
      expect(paths).toContain(`/restaurants/${restaurant.city}`);
      expect(paths).toContain(`/restaurants/${restaurant.city}/book-now`);
      for (const menuId of restaurant.menuIds as string[]) expect(paths).toContain(`${base}/menu/${menuId}`);
    }
    expect(paths).toContain('/restaurants/london/menu/a-la-carte');
  });

  it("gives every URL a lastmod from its data: a job its posting date, job search the newest posting it lists, every other page the day its content was written; the referral page, which shows no data, none", async () => {
    // The seed writes every content document, restaurant and offer in one transaction: one updatedAt, one day.
    const seeded = await site.api.handle.db.selectFrom('content_documents').select('updated_at').where('kind', '=', 'page').where('id', '=', 'home').executeTakeFirstOrThrow();
    const seedDay = (seeded.updated_at as Date).toISOString().slice(0, 10);
    const newestPosting = (jobs: readonly { postedOn: string }[]) => jobs.map((job) => job.postedOn).sort().at(-1);
    const expected = (path: string): string | undefined => {
      if (path === '/refer-a-friend') return undefined;
      if (path.startsWith('/careers/job/')) return seedData.jobs.find((job) => path === `/careers/job/${job.jobId}`)?.postedOn;
      if (path === '/careers/job-search') return newestPosting(seedData.jobs);
      if (path.startsWith('/careers/job-search/')) return newestPosting(seedData.jobs.filter((job) => `/careers/job-search/${jobCategorySlug(job.category)}` === path));
      return seedDay;
    };
    const jobs = urls.filter((u) => pathOf(u).startsWith('/careers/job/'));
    expect(jobs.length).toBe(seedData.jobs.length);
    expect(urls.filter((u) => u.lastmod !== expected(pathOf(u)))).toEqual([]);
    expect(urls.filter((u) => u.lastmod === undefined).map(pathOf)).toEqual(['/refer-a-friend']);
    for (const url of urls) if (url.lastmod !== undefined) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('leaves out the noindex pages and the addresses that redirect', () => {
    const paths = urls.map(pathOf);
    for (const path of ['/signup-thanks', '/book-now', '/menu', '/our-menu', '/referral']) expect(paths).not.toContain(path);
    expect(paths.filter((p) => p.startsWith('/preferences'))).toEqual([]);
  });

  it('lists only pages that answer 200, canonical to themselves and indexable (every top-level page, two of each other kind)', async () => {
    // A kind is the path with its data segments (city, slug, menu, job, offer) as '*': /restaurants/*/*/menu/*.
    const KEYWORDS = new Set(['restaurants', 'menu', 'book-now', 'careers', 'job', 'job-search', 'offer', 'allergens', 'guide']);
    const kindOf = (path: string) => path.split('/').map((segment, i) => (i === 1 && path.split('/').length === 2) || KEYWORDS.has(segment) ? segment : '*').join('/');
    const seen = new Map<string, number>();
    const sample = urls.filter((url) => {
      const kind = kindOf(pathOf(url));
      seen.set(kind, (seen.get(kind) ?? 0) + 1);
      return (seen.get(kind) as number) <= 2;
    });
    expect(seen.size).toBeGreaterThanOrEqual(10);
    const problems: string[] = [];
    for (const url of sample) {
      const res = await request(site.app).get(pathOf(url));
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(res.text)?.[1];
      if (res.status !== 200) problems.push(`${pathOf(url)}: ${res.status}`);
      else if (canonical !== url.loc) problems.push(`${pathOf(url)}: canonical ${canonical}`);
      else if (/<meta name="robots" content="noindex/.test(res.text)) problems.push(`${pathOf(url)}: noindex`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
