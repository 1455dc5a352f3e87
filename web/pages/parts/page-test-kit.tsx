// Test helpers for the pages (used only by web/pages/*.spec.tsx): render one page in a memory router with
// its loader data, a RootStore and the page actions, and build that data from the seed as the loaders
// would answer it.
import { act, render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { allergenGuideRows } from '@tavola/core/content';
import { jobCategoryHeader } from '@tavola/core/jobs';
import { jobsNear } from '@tavola/core/geo';
import { ALLERGENS, customers, dietaryTagKey, menus, offers, restaurants, jobs } from '../../../server/api/seed';
import type { SeedRestaurant } from '../../../server/api/seed';
import { sanitizeCmsHtml } from '../../../server/site/sanitize';
import type {
  AllergenGuideData,
  BookNowData,
  CityData,
  FindUsData,
  JobData,
  JobsData,
  MenuData,
  MenuListData,
  OfferData,
  PreferencesData,
  RestaurantData,
  RestaurantSummary,
  RootData,
} from '../../page-data';
import { RootStore } from '../../stores/root.store';
import { StoreProvider } from '../../stores/store-context';
import { PageActionsProvider, type PageActions } from './page-actions';

// jsdom has no fetch API, and react-router builds a Request for every navigation's loaders: a GET-only
// stand-in is enough for the pages' navigations.
if (typeof globalThis.Request === 'undefined') {
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers = new Map<string, string>();
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: TestRequest });
}

/** 2026-11-23 10:00 UTC, a Monday: the seed's dates are chosen around it. */
export const TEST_NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

const meta = (title: string, canonicalPath: string) => ({ title: `${title} | Casa Ventura`, description: title, canonicalPath });

export interface RenderedPage extends RenderResult {
  store: RootStore;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * The page at `path` with `data` as its route's loader data; other paths render their path as text. With
 * `root`, the pages sit under a root route (id 'root') answering it, as the site's layout route does.
 */
export function renderPage(Page: ComponentType, data: unknown, path: string, options: { pattern?: string; actions?: PageActions; root?: RootData } = {}): RenderedPage {
  const store = new RootStore({ cookies: { get: () => null, set: () => undefined } });
  const pages: RouteObject[] = [
    { id: 'page', path: options.pattern ?? path.split(/[?#]/)[0], element: <Page />, loader: () => data },
    { id: 'elsewhere', path: '*', element: <LocationEcho /> },
  ];
  const { root } = options;
  const routes: RouteObject[] = root ? [{ id: 'root', path: '/', element: <Outlet />, loader: () => root, children: pages }] : pages;
  const loaderData: Record<string, unknown> = root ? { root, page: data } : { page: data };
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData: { loaderData } });
  const result = render(
    <StoreProvider store={store}>
      <PageActionsProvider actions={options.actions ?? {}}>
        <RouterProvider router={router} />
      </PageActionsProvider>
    </StoreProvider>,
  );
  return { ...result, store, router };
}

function LocationEcho() {
  return <p data-testid="elsewhere">{typeof window === 'undefined' ? '' : window.location.pathname}</p>;
}

/** axe's violations on the rendered page, colour contrast aside (jsdom does no layout; Playwright checks it). */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// ---- Data from the seed, shaped as the loaders answer it ---------------------------------------------------

export function seedRestaurant(slug: string): SeedRestaurant {
  const found = restaurants.find((r) => r.slug === slug);
  if (!found) throw new Error(`no seed restaurant ${slug}`);
  return found;
}

export function summaryOf(r: SeedRestaurant): RestaurantSummary {
  return {
    storeId: r.storeId,
    title: r.title,
    city: r.city,
    slug: r.slug,
    lat: r.lat,
    lng: r.lng,
    address: r.address,
    postcode: r.postcode,
    phone: r.phone,
    bookATableWidgetId: r.bookATableWidgetId,
    cityName: r.cityName,
    region: r.region,
    heroImage: r.heroTiles?.[0]?.image,
  };
}

function offersAt(storeId: string) {
  return offers.filter((o) => o.storeIds.includes(storeId) && o.endDate >= '2026-11-23' && o.startDate <= '2026-11-23');
}

export function restaurantData(slug: string): RestaurantData {
  const r = seedRestaurant(slug);
  return {
    meta: meta(r.title, `/restaurants/${r.city}/${r.slug}`),
    restaurant: r,
    offers: offersAt(r.storeId),
    menus: r.menuIds.map((id) => {
      const m = menus.find((menu) => menu.id === id)!;
      return { id: m.id, name: m.name, description: m.description, image: m.image };
    }),
    cityName: r.cityName,
    nowMs: TEST_NOW,
    restaurants: restaurants.map(summaryOf),
  };
}

export function cityData(city: string): CityData {
  const list = restaurants.filter((r) => r.city === city);
  return {
    meta: meta(`Italian restaurants in ${list[0]!.cityName}`, `/restaurants/${city}`),
    city: { slug: city, name: list[0]!.cityName },
    restaurants: list.map((r) => ({
      ...summaryOf(r),
      description: r.description,
      hours: r,
      overrides: r.overrides ?? [],
      amenities: r.amenities,
    })),
    nowMs: TEST_NOW,
  };
}

export function menuListData(basePath = '/our-menu'): MenuListData {
  return {
    meta: meta('Our menus', basePath),
    menus: menus.map((m) => ({ id: m.id, name: m.name, description: m.description, image: m.image, availability: m.availability })),
    basePath,
  };
}

export function menuData(id: string, restaurantSlug?: string): MenuData {
  const menu = menus.find((m) => m.id === id)!;
  const restaurant = restaurantSlug ? seedRestaurant(restaurantSlug) : undefined;
  const basePath = restaurant ? `/restaurants/${restaurant.city}/${restaurant.slug}/menu` : '/menu';
  const data: MenuData = {
    meta: meta(`${menu.name} menu`, `${basePath}/${id}`),
    menu,
    menus: (restaurant ? menus.filter((m) => restaurant.menuIds.includes(m.id)) : menus).map(({ id: menuId, name }) => ({ id: menuId, name })),
    basePath,
    dietaryKey: dietaryTagKey.map((k) => ({ ...k })),
    allergens: [...ALLERGENS],
  };
  if (restaurant) {
    data.restaurant = summaryOf(restaurant);
    data.city = { slug: restaurant.city, name: restaurant.cityName };
  }
  return data;
}

/** /allergens/guide/{id} (or /allergens/guide without an id), as the loader answers it. */
export function allergenGuideData(id?: string): AllergenGuideData {
  const menu = id === undefined ? undefined : menus.find((m) => m.id === id)!;
  const data: AllergenGuideData = {
    meta: meta(menu ? `${menu.name} allergen guide` : 'Allergen guides', menu ? `/allergens/guide/${menu.id}` : '/allergens/guide'),
    menus: menus.map(({ id: menuId, name }) => ({ id: menuId, name })),
    allergens: [...ALLERGENS],
    rows: menu ? allergenGuideRows(menu, ALLERGENS) : [],
  };
  if (menu) data.menu = { id: menu.id, name: menu.name };
  return data;
}

export function jobsData(overrides: Partial<JobsData> = {}): JobsData {
  return {
    meta: meta('Job search', '/careers/job-search'),
    jobs,
    search: { query: '', origin: null, placeNotFound: false },
    types: ['full time', 'part time'],
    category: null,
    categories: [
      { slug: 'back-of-house', label: 'Kitchen (back of house)' },
      { slug: 'front-of-house', label: 'Front of house' },
      { slug: 'management', label: 'Management' },
      { slug: 'quick-service', label: 'Bar and head office' },
    ],
    error: null,
    ...overrides,
  };
}

export function jobsNearData(origin: { lat: number; lng: number }, query: string): JobsData {
  return jobsData({ jobs: jobsNear(origin, jobs), search: { query, origin, placeNotFound: false } });
}

export function jobData(jobId: string): JobData {
  const found = jobs.find((j) => j.jobId === jobId)!;
  // The loader cleans the description as CMS HTML (its headings start at h2).
  const job = { ...found, description: sanitizeCmsHtml(found.description) };
  return { meta: { ...meta(job.name, `/careers/job/${jobId}`), image: jobCategoryHeader(job.category).imagePath }, job, currentYear: 2026 };
}

export function offerData(slug: string): OfferData {
  const offer = offers.find((o) => o.slug === slug)!;
  return { meta: meta(offer.title, `/offer/${slug}`), offer };
}

export function preferencesData(index = 0): PreferencesData {
  const customer = customers[index]!;
  const { email: _email, lastName: _lastName, ...preferences } = customer;
  return {
    meta: { ...meta('Your preferences', `/preferences/${customer.guid}`), noindex: true },
    guid: customer.guid,
    preferences,
    restaurants: restaurants.map((r) => ({ storeId: r.storeId, title: r.title, cityName: r.cityName })),
    currentYear: 2026,
  };
}

export function bookNowData(overrides: Partial<BookNowData> = {}): BookNowData {
  return {
    meta: meta('Book a table', '/book-now'),
    restaurants: restaurants.map(summaryOf),
    preselectedStoreId: null,
    city: null,
    ...overrides,
  };
}

export function findUsData(overrides: Partial<FindUsData> = {}): FindUsData {
  return {
    meta: meta('Find a restaurant', '/find-us'),
    query: '',
    origin: null,
    searched: false,
    placeNotFound: false,
    results: [],
    restaurants: restaurants.map(summaryOf),
    error: null,
    ...overrides,
  };
}

/** Lets an import() and what follows it run (microtasks, untouched by the fake timers). */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}

/** Timers still waiting once those due now (React's own, at 0 ms) have run: a time-out, if left. */
export function pendingTimers(): number {
  act(() => jest.advanceTimersByTime(0));
  return jest.getTimerCount();
}
