// sitemap.xml and robots.txt. The sitemap lists every indexable page by its canonical address, read from the
// content, jobs and offers APIs: the content pages, the site's own pages, each city and restaurant with its
// book-now and menu pages, every menu and its allergen guide, the offers still running, the job categories
// and the jobs. `lastmod` is the newest day among the documents the page shows (the content API's updatedAt,
// a job's postedOn); a page whose data has no date gets none, never an invented one.
// Pages with noindex (a diner's preferences, the sign-up thanks, searched results) and the addresses that
// redirect (/our-menu, /menu, /book-now) are left out.
import type { Container } from 'inversify';
import type { Restaurant } from '@tavola/core/content';
import { jobCategorySlug, type Job } from '@tavola/core/jobs';
import { ALLERGEN_GUIDE_PATH } from '@tavola/core/navigation';
import {
  ContentApiToken,
  type ContentApiPort,
  JobsApiToken,
  type JobsApiPort,
  OffersApiToken,
  type OffersApiPort,
} from '@tavola/core/ports';
import { escapeHtml } from './safe-json';
import { loadOffers, tileSources } from './loaders/content-page.tiles';
import { JOB_CATEGORIES } from './loaders/jobs.loaders';
import { listedMenuIds } from './loaders/menu.loaders';
import { menuIdsOf, restaurantPath } from './loaders/restaurant.loaders';

/** The content pages the site links to (spec section 2's named pages and the seeded ones); 'home' is '/'. */
export const SITEMAP_CONTENT_PAGES = [
  'home', 'bottomless-brunch', 'sign-up', 'terms-and-conditions', 'privacy-policy', 'cookie-policy', 'oxford-circus',
  'our-menus', 'restaurants', 'offers', 'careers', 'contact', 'allergens',
] as const;

/** The site's own pages that are no content page: the finder, the booking page, job search, the guides, referrals. */
export const SITEMAP_SITE_PAGES = ['/find-us', '/restaurants/book-now', '/careers/job-search', ALLERGEN_GUIDE_PATH, '/refer-a-friend'] as const;

/** One URL of the sitemap: a canonical path and, when the data dates it, the day it last changed. */
export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD (W3C Datetime, a date). */
  lastmod?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** A slug, city, id or offer slug as it may stand in a path. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** The day (YYYY-MM-DD, UTC) of an ISO 8601 date or date and time, as the APIs send them; undefined for anything else. */
export function dayOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (ISO_DATE.test(value)) return value;
  const ms = ISO_DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString().slice(0, 10);
}

/** The newest day among the documents a page shows (their updatedAt or postedOn); undefined when none is dated. */
export function newestDay(dates: readonly unknown[]): string | undefined {
  return dates.map(dayOf).reduce<string | undefined>((newest, day) => (day !== undefined && (newest === undefined || day > newest) ? day : newest), undefined);
}

const updatedAtOf = (document: { updatedAt?: unknown }) => document.updatedAt;

export async function sitemapXml(container: Container, publicUrl: string): Promise<string> {
  const entries = await sitemapEntries({
    content: container.get<ContentApiPort>(ContentApiToken),
    jobs: container.get<JobsApiPort>(JobsApiToken),
    offers: container.get<OffersApiPort>(OffersApiToken),
  });
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeHtml(publicUrl + path)}</loc>`;
    return `<url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
}

/**
 * Every indexable page, each once, by canonical path; a call that fails leaves its pages out. A page's lastmod
 * is the newest day among the documents it shows (a content page, its offers, menus and restaurant list; a
 * city's restaurants; a restaurant with its menus and offers; a menu; an offer; the jobs listed), none when
 * none of them is dated.
 */
export async function sitemapEntries(services: { content: ContentApiPort; jobs: JobsApiPort; offers: OffersApiPort }): Promise<SitemapEntry[]> {
  const { content, jobs, offers } = services;
  const [pages, restaurants, listedMenus, jobList] = await Promise.all([
    Promise.all(SITEMAP_CONTENT_PAGES.map((id) => content.getPage(id))),
    content.searchRestaurants(),
    listedMenuIds({ content }),
    jobs.listJobs(),
  ]);
  const entries = new Map<string, SitemapEntry>();
  const add = (path: string, dates: readonly unknown[] = []) => {
    if (entries.has(path)) return;
    const lastmod = newestDay(dates);
    entries.set(path, lastmod === undefined ? { path } : { path, lastmod });
  };

  const livePages = pages.flatMap((page, i) => (page !== null && page.id === SITEMAP_CONTENT_PAGES[i] ? [page] : []));
  const pageSources = livePages.map((page) => tileSources(page.tiles));
  const pageOffers = await Promise.all(livePages.map((page) => Promise.all(page.tiles.filter((t) => t.key === 'offers').map((t) => loadOffers({ offers }, t)))));

  // Each restaurant read in full: the list form has no menus.
  const summaries = (restaurants.ok ? restaurants.value : []).filter((r) => SEGMENT.test(r.city) && SEGMENT.test(r.slug));
  const details = await Promise.all(summaries.map((r) => content.getRestaurantBySlugAndCity(r.slug, r.city)));
  const full: Restaurant[] = details.flatMap((answer) => (answer.ok ? [answer.value] : []));
  const restaurantDates = summaries.map(updatedAtOf);
  const cityDates = (city: string) => summaries.filter((r) => r.city === city).map(updatedAtOf);

  // Menus: those the CMS lists, those the content pages show and those a restaurant serves, if the API has them.
  const menuIds = [...new Set([...listedMenus, ...pageSources.flatMap((p) => p.menuIds), ...full.flatMap(menuIdsOf)].map((id) => id.toLowerCase()))].filter((id) => SEGMENT.test(id));
  const menus = await Promise.all(menuIds.map((id) => content.getMenu(id)));
  const menuDates = new Map(menus.flatMap((answer) => (answer.ok && SEGMENT.test(answer.value.id) ? [[answer.value.id.toLowerCase(), answer.value.updatedAt] as const] : [])));
  const knownMenus = new Set(menuDates.keys());
  const datesOfMenus = (ids: readonly string[]) => ids.map((id) => menuDates.get(id.toLowerCase()));
  const cityMenus = listedMenus.map((id) => id.toLowerCase()).filter((id) => knownMenus.has(id));

  // Offers still running: those the restaurants honour and those the content pages show.
  const offerAnswers = await Promise.all(full.map((r) => offers.getOffersForRestaurant(r.storeId)));
  const honoured = offerAnswers.flatMap((answer) => (answer.ok ? answer.value : []));
  const honouredSlugs = new Set(honoured.map((o) => o.slug));
  const tileSlugs = livePages.flatMap((page) => page.tiles.filter((t) => t.key === 'offers' && Array.isArray(t.offerSlugs)).flatMap((t) => t.offerSlugs as unknown[]));
  const shown = [...new Set(tileSlugs.filter((s): s is string => typeof s === 'string'))].filter((slug) => !honouredSlugs.has(slug));
  const shownAnswers = await Promise.all(shown.map((slug) => offers.getOfferBySlug(slug)));
  const offerDates = new Map([...honoured, ...shownAnswers.flatMap((answer) => (answer.ok ? [answer.value] : []))].map((o) => [o.slug, o.updatedAt] as const));

  const jobsListed = jobList.ok ? jobList.value : [];
  const postedOn = (job: Job) => job.postedOn;

  livePages.forEach((page, i) => {
    const sources = pageSources[i] as ReturnType<typeof tileSources>;
    const shownOffers = (pageOffers[i] ?? []).flat().map(updatedAtOf);
    add(page.id === 'home' ? '/' : `/${page.id}`, [page.updatedAt, ...shownOffers, ...datesOfMenus(sources.menuIds), ...(sources.needsRestaurants ? restaurantDates : [])]);
  });
  // The site's own pages: the finder and the booking page list the restaurants, job search the jobs, the
  // guides the listed menus; the referral page shows no data, so it has no date.
  add('/find-us', restaurantDates);
  add('/restaurants/book-now', restaurantDates);
  add('/careers/job-search', jobsListed.map(postedOn));
  add(ALLERGEN_GUIDE_PATH, datesOfMenus(cityMenus));
  for (const path of SITEMAP_SITE_PAGES) add(path);

  for (const id of knownMenus) {
    add(`/menu/${id}`, [menuDates.get(id)]);
    add(`${ALLERGEN_GUIDE_PATH}/${id}`, [menuDates.get(id)]);
  }

  for (const summary of summaries) {
    add(`/restaurants/${summary.city}`, cityDates(summary.city));
    add(`/restaurants/${summary.city}/book-now`, cityDates(summary.city));
    for (const id of cityMenus) add(`/restaurants/${summary.city}/menu/${id}`, [...cityDates(summary.city), menuDates.get(id)]);
  }
  full.forEach((restaurant, i) => {
    const path = restaurantPath(restaurant);
    const served = menuIdsOf(restaurant).map((m) => m.toLowerCase()).filter((id) => knownMenus.has(id));
    const answer = offerAnswers[i];
    const itsOffers = answer?.ok ? answer.value.map(updatedAtOf) : [];
    add(path, [restaurant.updatedAt, ...datesOfMenus(served), ...itsOffers]);
    add(`${path}/book-now`, [restaurant.updatedAt]);
    for (const id of served) add(`${path}/menu/${id}`, [restaurant.updatedAt, menuDates.get(id)]);
  });
  // A restaurant whose details failed still has its page.
  for (const summary of summaries) add(restaurantPath(summary), [summary.updatedAt]);

  for (const slug of [...offerDates.keys()].filter((s) => SEGMENT.test(s)).sort()) add(`/offer/${slug}`, [offerDates.get(slug)]);

  for (const category of JOB_CATEGORIES) {
    add(`/careers/job-search/${category.slug}`, jobsListed.filter((job) => jobCategorySlug(job.category) === category.slug).map(postedOn));
  }
  for (const job of jobsListed) {
    if (SEGMENT.test(job.jobId)) add(`/careers/job/${job.jobId}`, [postedOn(job)]);
  }
  return [...entries.values()];
}

/**
 * robots.txt: everything may be crawled but the route data (JSON for the browser's navigations). Pages a
 * search engine must not index (a diner's preferences, searched results) say so with their own noindex,
 * which a crawler can only read if it may fetch them: so they are not disallowed here.
 */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /__data/', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
