// sitemap.xml and robots.txt. The sitemap lists every indexable page by its canonical address, read from the
// content, jobs and offers APIs: the content pages, the site's own pages, each city and restaurant with its
// book-now and menu pages, every menu and its allergen guide, the offers still running, the job categories
// and the jobs. `lastmod` is given only where the data has a date (a job's postedOn), never invented.
// Pages with noindex (a diner's preferences, the sign-up thanks, searched results) and the addresses that
// redirect (/our-menu, /menu, /book-now) are left out.
import type { Container } from 'inversify';
import type { Restaurant } from '@tavola/core/content';
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
/** A slug, city, id or offer slug as it may stand in a path. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

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

/** Every indexable page, each once, by canonical path; a call that fails leaves its pages out. */
export async function sitemapEntries(services: { content: ContentApiPort; jobs: JobsApiPort; offers: OffersApiPort }): Promise<SitemapEntry[]> {
  const { content, jobs, offers } = services;
  const [pages, restaurants, listedMenus, jobList] = await Promise.all([
    Promise.all(SITEMAP_CONTENT_PAGES.map((id) => content.getPage(id))),
    content.searchRestaurants(),
    listedMenuIds({ content }),
    jobs.listJobs(),
  ]);
  const entries = new Map<string, SitemapEntry>();
  const add = (path: string, lastmod?: unknown) => {
    if (entries.has(path)) return;
    entries.set(path, typeof lastmod === 'string' && ISO_DATE.test(lastmod) ? { path, lastmod } : { path });
  };

  const livePages = pages.flatMap((page, i) => (page !== null && page.id === SITEMAP_CONTENT_PAGES[i] ? [page] : []));
  for (const page of livePages) add(page.id === 'home' ? '/' : `/${page.id}`);
  for (const path of SITEMAP_SITE_PAGES) add(path);

  // Each restaurant read in full: the list form has no menus.
  const summaries = (restaurants.ok ? restaurants.value : []).filter((r) => SEGMENT.test(r.city) && SEGMENT.test(r.slug));
  const details = await Promise.all(summaries.map((r) => content.getRestaurantBySlugAndCity(r.slug, r.city)));
  const full: Restaurant[] = details.flatMap((answer) => (answer.ok ? [answer.value] : []));

  // Menus: those the CMS lists and those a restaurant serves, if the API has them.
  const menuIds = [...new Set([...listedMenus, ...full.flatMap(menuIdsOf)].map((id) => id.toLowerCase()))].filter((id) => SEGMENT.test(id));
  const menus = await Promise.all(menuIds.map((id) => content.getMenu(id)));
  const knownMenus = new Set(menus.flatMap((answer) => (answer.ok && SEGMENT.test(answer.value.id) ? [answer.value.id] : [])));
  const cityMenus = listedMenus.map((id) => id.toLowerCase()).filter((id) => knownMenus.has(id));
  for (const id of knownMenus) {
    add(`/menu/${id}`);
    add(`${ALLERGEN_GUIDE_PATH}/${id}`);
  }

  for (const summary of summaries) {
    add(`/restaurants/${summary.city}`);
    add(`/restaurants/${summary.city}/book-now`);
    for (const id of cityMenus) add(`/restaurants/${summary.city}/menu/${id}`);
  }
  for (const restaurant of full) {
    const path = restaurantPath(restaurant);
    add(path);
    add(`${path}/book-now`);
    for (const id of menuIdsOf(restaurant).map((m) => m.toLowerCase())) if (knownMenus.has(id)) add(`${path}/menu/${id}`);
  }
  // A restaurant whose details failed still has its page.
  for (const summary of summaries) add(restaurantPath(summary));

  // Offers still running: those the restaurants honour and those the content pages show.
  const offerAnswers = await Promise.all(full.map((r) => offers.getOffersForRestaurant(r.storeId)));
  const tileSlugs = livePages.flatMap((page) => page.tiles.filter((t) => t.key === 'offers' && Array.isArray(t.offerSlugs)).flatMap((t) => t.offerSlugs as unknown[]));
  const honoured = new Set(offerAnswers.flatMap((answer) => (answer.ok ? answer.value.map((o) => o.slug) : [])));
  const shown = [...new Set(tileSlugs.filter((s): s is string => typeof s === 'string'))].filter((slug) => !honoured.has(slug));
  const shownAnswers = await Promise.all(shown.map((slug) => offers.getOfferBySlug(slug)));
  const offerSlugs = [...honoured, ...shownAnswers.flatMap((answer) => (answer.ok ? [answer.value.slug] : []))];
  for (const slug of offerSlugs.filter((s) => SEGMENT.test(s)).sort()) add(`/offer/${slug}`);

  for (const category of JOB_CATEGORIES) add(`/careers/job-search/${category.slug}`);
  if (jobList.ok) {
    for (const job of jobList.value) {
      if (SEGMENT.test(job.jobId)) add(`/careers/job/${job.jobId}`, (job as { postedOn?: unknown }).postedOn);
    }
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
