// Content page data for the page and tile tests, built from the seed by the real content loader over
// in-memory ports that answer from the seed (as the reference API would, without starting it).
import type { Page } from '@tavola/core/content';
import { fail, ok } from '@tavola/core/ports';
import { ErrorCode } from '@tavola/core/errors';
import { FixedClock } from '@tavola/adapters';
import { seedData } from '../../server/api/seed';
import { toSiteSettings } from '../../server/site/loaders/root.loader';
import { loadContentPage, type ContentLoaderServices } from '../../server/site/loaders/content.loaders';
import type { SiteConfig } from '../../server/site/site-config';
import type { ContentPageData, RootData } from '../../web/page-data';

/** 2026-11-23 10:00 UTC, the API harness's TEST_NOW. */
export const SEED_NOW = Date.UTC(2026, 10, 23, 10, 0, 0);
export const PUBLIC_URL = 'https://www.casaventura.example';

export const siteConfigForTests: SiteConfig = {
  port: 3000,
  host: '127.0.0.1',
  apiBaseUrl: null,
  embeddedApiPort: 4000,
  brandKey: 'casa-ventura',
  assetBaseUrl: '/assets/',
  publicUrl: PUBLIC_URL,
  legalFooterSiteId: 'casa-ventura-uk',
  clientDir: 'dist/public',
  staticDir: 'web/public',
  googleMapsApiKey: null,
  braintreeTokenizationKey: null,
};

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const notFoundFailure = { code: ErrorCode.ContentServiceError, status: 404 };

/** Ports answering from the seed; `pages` adds or replaces pages (hostile content, odd tiles). */
export function seedServices(options: { pages?: Page[]; nowMs?: number } = {}): ContentLoaderServices {
  const nowMs = options.nowMs ?? SEED_NOW;
  const today = new Date(nowMs).toISOString().slice(0, 10);
  const pages = new Map<string, Page>(seedData.pages.map((page) => [page.id, page]));
  for (const page of options.pages ?? []) pages.set(page.id, page);
  // As the API: an offer shows until it ends (a January offer is claimable in December).
  const live = seedData.offers.filter((offer) => today <= offer.endDate);
  return {
    content: {
      getPage: async (id) => (pages.has(id) ? clone(pages.get(id) as Page) : null),
      getBrandSettings: async () => ok(clone({ ...seedData.brandSettings, siteConfig: seedData.siteConfig })),
      searchRestaurants: async () => ok(clone(seedData.restaurants)),
      getRestaurantBySlugAndCity: async () => fail(notFoundFailure),
      getRestaurantBySlug: async () => fail(notFoundFailure),
      getRestaurant: async (storeId) => {
        const found = seedData.restaurants.find((restaurant) => restaurant.storeId === storeId);
        return found ? ok(clone(found)) : fail(notFoundFailure);
      },
      getMenu: async (id) => {
        const found = seedData.menus.find((menu) => menu.id === id);
        return found ? ok(clone(found)) : fail(notFoundFailure);
      },
      getChoices: async () => ok({}),
    },
    // As the booking API refuses a restaurant as a whole (the rest of the answer is not read here).
    booking: {
      getOccasions: async (storeId) => {
        const found = seedData.restaurants.find((restaurant) => restaurant.storeId === storeId);
        if (!found) return fail({ code: ErrorCode.RestaurantNotFound, status: 404 });
        if (!found.onlineBookingSupported || found.bookATableWidgetId) return fail({ code: ErrorCode.BookingNotSupported, status: 409 });
        if (found.bookingDisabled) return fail({ code: ErrorCode.BookingDisabled, status: 409 });
        return ok([]);
      },
    },
    offers: {
      getOfferBySlug: async (slug) => {
        const found = live.find((offer) => offer.slug === slug);
        return found ? ok(clone(found)) : fail({ code: ErrorCode.OfferNotFound, status: 404 });
      },
      getOffersForRestaurant: async (storeId) => ok(clone(live.filter((offer) => offer.storeIds.includes(storeId)))),
      requestVoucherCode: async () => true,
    },
    social: { getMedia: async () => ok(clone(seedData.socialPosts)) },
    contact: { getContactTypes: async () => ok(seedData.contactTypes.map(({ id, name }) => ({ id, name }))) },
    clock: new FixedClock(nowMs),
    config: siteConfigForTests,
  };
}

/** The loader's answer for a seed page, as the page component receives it. */
export async function seedPageData(id: string, options: { pages?: Page[]; canonicalPath?: string } = {}): Promise<ContentPageData> {
  return loadContentPage(seedServices(options), id, options.canonicalPath ?? (id === 'home' ? '/' : `/${id}`));
}

/** The root route's data (the layout's settings) from the seed. */
export function seedRootData(): RootData {
  return {
    settings: toSiteSettings({ ...seedData.brandSettings, siteConfig: seedData.siteConfig } as Record<string, unknown>, 'casa-ventura-uk', PUBLIC_URL),
    year: 2026,
  };
}

/** A page of the given tiles (and tile data), for a tile's own tests. */
export function pageWith(tiles: ContentPageData['page']['tiles'], extra: Partial<Omit<ContentPageData, 'page'>> = {}): ContentPageData {
  return {
    meta: { title: 'Test | Casa Ventura', description: '', canonicalPath: '/test' },
    page: { id: 'test', title: 'Test | Casa Ventura', tiles },
    ...extra,
  };
}

/** A seed page's tile of a key (the n-th of them), with its page's data, cleaned by the real loader. */
export async function seedTile(pageId: string, key: string, nth = 0): Promise<{ data: ContentPageData; tile: ContentPageData['page']['tiles'][number] }> {
  const data = await seedPageData(pageId);
  const tile = data.page.tiles.filter((candidate) => candidate.key === key)[nth];
  if (tile === undefined) throw new Error(`The seed page ${pageId} has no tile ${key} #${nth}`);
  return { data, tile };
}
