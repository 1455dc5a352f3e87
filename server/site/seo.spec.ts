// The sitemap's lastmod (issue 16, item 3) over stub APIs: a page takes the newest day among the documents
// it shows, a date and time counts by its UTC day, and a page whose data has no date gets none.
import type { Menu, Page, Restaurant } from '@tavola/core/content';
import type { Job } from '@tavola/core/jobs';
import { fail, ok, type ContentApiPort, type JobsApiPort, type Offer, type OffersApiPort } from '@tavola/core/ports';
import { dayOf, newestDay, sitemapEntries, type SitemapEntry } from './seo';

const restaurant = (slug: string, city: string, updatedAt?: string, menuIds: string[] = []): Restaurant =>
  ({ storeId: slug.toUpperCase(), slug, city, title: slug, lat: 51.5, lng: -0.1, menuIds, ...(updatedAt ? { updatedAt } : {}) }) as Restaurant;
const menu = (id: string, updatedAt?: string): Menu => ({ id, name: id, sections: [], ...(updatedAt ? { updatedAt } : {}) });
const offer = (slug: string, updatedAt?: string): Offer =>
  ({ id: slug, slug, title: slug, description: '', termAndConditions: '', successButtonText: '', successButtonUrl: '', validityText: '', ...(updatedAt ? { updatedAt } : {}) });

function services(data: { pages: Page[]; restaurants: Restaurant[]; menus: Menu[]; offers: Record<string, Offer[]>; shown?: Offer[]; jobs?: Job[] }) {
  const content = {
    getPage: async (id: string) => data.pages.find((p) => p.id === id) ?? null,
    searchRestaurants: async () => ok(data.restaurants),
    getRestaurantBySlugAndCity: async (slug: string, city: string) => {
      const found = data.restaurants.find((r) => r.slug === slug && r.city === city);
      return found ? ok(found) : fail({ code: 3 });
    },
    getMenu: async (id: string) => {
      const found = data.menus.find((m) => m.id === id);
      return found ? ok(found) : fail({ code: 8 });
    },
  } as unknown as ContentApiPort;
  const offers = {
    getOffersForRestaurant: async (storeId: string) => ok(data.offers[storeId] ?? []),
    getOfferBySlug: async (slug: string) => {
      const found = [...Object.values(data.offers).flat(), ...(data.shown ?? [])].find((o) => o.slug === slug);
      return found ? ok(found) : fail({ code: 7 });
    },
  } as unknown as OffersApiPort;
  const jobs = { listJobs: async () => ok(data.jobs ?? []) } as unknown as JobsApiPort;
  return { content, offers, jobs };
}

const lastmodOf = (entries: SitemapEntry[], path: string) => {
  const entry = entries.find((e) => e.path === path);
  if (!entry) throw new Error(`${path} is not in the sitemap`);
  return entry.lastmod;
};

describe('dayOf and newestDay', () => {
  it('given a date, a date and time or anything else, then its UTC day or none', () => {
    expect(dayOf('2026-03-04')).toBe('2026-03-04');
    expect(dayOf('2026-03-04T23:30:00.000Z')).toBe('2026-03-04');
    expect(dayOf('2026-03-04T23:30:00-02:00')).toBe('2026-03-05');
    for (const value of [undefined, null, 1_700_000_000_000, '', 'yesterday', '2026-13-45T99:00:00Z', '4 March 2026']) expect(dayOf(value)).toBeUndefined();
  });

  it('given several dates, some missing, then the newest; given none, none', () => {
    expect(newestDay(['2026-01-02T00:00:00Z', undefined, '2026-05-01', '2025-12-31T23:59:59Z'])).toBe('2026-05-01');
    expect(newestDay([undefined, 'not a date'])).toBeUndefined();
    expect(newestDay([])).toBeUndefined();
  });
});

describe('sitemap lastmod', () => {
  const pages: Page[] = [
    { id: 'home', title: 'Home', tiles: [], updatedAt: '2026-01-10T09:00:00.000Z' },
    // The offers page shows two offers by slug: the newer offer dates it.
    { id: 'offers', title: 'Offers', tiles: [{ tileId: 't1', key: 'offers', offerSlugs: ['spring', 'winter'] }], updatedAt: '2026-01-01T00:00:00.000Z' },
    // The menus page lists its menus; the restaurants page has a finder, so lists every restaurant.
    { id: 'our-menus', title: 'Menus', tiles: [{ tileId: 't2', key: 'menu-list', menuIds: ['kids', 'brunch'] }], updatedAt: '2026-01-01T00:00:00.000Z' },
    { id: 'restaurants', title: 'Restaurants', tiles: [{ tileId: 't3', key: 'restaurant-finder' }], updatedAt: '2026-01-01T00:00:00.000Z' },
    // A page stored before the API kept dates.
    { id: 'careers', title: 'Careers', tiles: [] },
  ];
  const data = {
    pages,
    restaurants: [
      restaurant('soho', 'london', '2026-02-01T10:00:00.000Z', ['kids']),
      restaurant('bank', 'london', '2026-02-20T10:00:00.000Z', ['brunch']),
      restaurant('leeds', 'leeds', undefined, ['kids']),
    ],
    menus: [menu('kids', '2026-03-15T08:00:00.000Z'), menu('brunch')],
    offers: { SOHO: [offer('spring', '2026-04-01T00:00:00.000Z')], BANK: [] },
    shown: [offer('winter')],
    jobs: [
      { jobId: 'J1', category: 'Back of House', postedOn: '2026-05-01' },
      { jobId: 'J2', category: 'Front of House', postedOn: '2026-05-09' },
      { jobId: 'J3', category: 'Front of House' },
    ] as unknown as Job[],
  };

  it('given content pages, then each takes the newest of its own date and those of the offers, menus and restaurants it shows', async () => {
    const entries = await sitemapEntries(services(data));
    expect(lastmodOf(entries, '/')).toBe('2026-01-10');
    expect(lastmodOf(entries, '/offers')).toBe('2026-04-01');
    expect(lastmodOf(entries, '/our-menus')).toBe('2026-03-15');
    expect(lastmodOf(entries, '/restaurants')).toBe('2026-02-20');
    expect(lastmodOf(entries, '/careers')).toBeUndefined();
  });

  it("given a city, then its pages take their restaurants' newest date, and a city menu the menu's if newer", async () => {
    const entries = await sitemapEntries(services(data));
    expect(lastmodOf(entries, '/restaurants/london')).toBe('2026-02-20');
    expect(lastmodOf(entries, '/restaurants/london/book-now')).toBe('2026-02-20');
    expect(lastmodOf(entries, '/restaurants/london/menu/kids')).toBe('2026-03-15');
    expect(lastmodOf(entries, '/restaurants/london/menu/brunch')).toBe('2026-02-20');
    // Leeds' one restaurant is undated: its city page has none, its menu page the menu's.
    expect(lastmodOf(entries, '/restaurants/leeds')).toBeUndefined();
    expect(lastmodOf(entries, '/restaurants/leeds/menu/kids')).toBe('2026-03-15');
    expect(lastmodOf(entries, '/restaurants/leeds/menu/brunch')).toBeUndefined();
  });

  it('given a restaurant, then its page takes the newest of it, its menus and its offers; its book-now page its own date', async () => {
    const entries = await sitemapEntries(services(data));
    expect(lastmodOf(entries, '/restaurants/london/soho')).toBe('2026-04-01');
    expect(lastmodOf(entries, '/restaurants/london/soho/book-now')).toBe('2026-02-01');
    expect(lastmodOf(entries, '/restaurants/london/soho/menu/kids')).toBe('2026-03-15');
    expect(lastmodOf(entries, '/restaurants/london/bank')).toBe('2026-02-20');
    expect(lastmodOf(entries, '/restaurants/leeds/leeds/book-now')).toBeUndefined();
  });

  it('given menus, offers and jobs, then their pages take their own dates, and the lists the newest they show; undated ones none', async () => {
    const entries = await sitemapEntries(services(data));
    expect(lastmodOf(entries, '/menu/kids')).toBe('2026-03-15');
    expect(lastmodOf(entries, '/allergens/guide/kids')).toBe('2026-03-15');
    expect(lastmodOf(entries, '/menu/brunch')).toBeUndefined();
    expect(lastmodOf(entries, '/allergens/guide')).toBe('2026-03-15');
    expect(lastmodOf(entries, '/offer/spring')).toBe('2026-04-01');
    expect(lastmodOf(entries, '/offer/winter')).toBeUndefined();
    expect(lastmodOf(entries, '/find-us')).toBe('2026-02-20');
    expect(lastmodOf(entries, '/careers/job-search')).toBe('2026-05-09');
    expect(lastmodOf(entries, '/careers/job-search/front-of-house')).toBe('2026-05-09');
    expect(lastmodOf(entries, '/careers/job-search/back-of-house')).toBe('2026-05-01');
    expect(lastmodOf(entries, '/careers/job-search/management')).toBeUndefined();
    expect(lastmodOf(entries, '/careers/job/J3')).toBeUndefined();
    expect(lastmodOf(entries, '/refer-a-friend')).toBeUndefined();
  });
});
