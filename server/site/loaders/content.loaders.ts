// Loaders of the content pages: the home page, the cookie policy and the catch-all /{id1} and /{id1}/{id2}.
// Each fetches its page from the content API, sanitizes it, resolves the data its tiles show and builds its
// head tags, so the page renders complete on the server.
//
// Which page a path shows:
//   /                 page 'home'
//   /cookie-policy    page 'cookie-policy'
//   /{id1}            page id1 (canonical /{id1}; /home is the home page, canonical '/')
//   /{id1}/{id2}      page id2, when it belongs under id1: the page names id1 as its `parent`, or it is a
//                     location page (it names a storeId) whose restaurant is in city id1, so /london/oxford-circus
//                     shows the Oxford Circus page. Its canonical address stays /{id2}. Anything else is 404.
// Every id must be lower-case letters, digits and hyphens (at most 100): anything else is 404 before
// the API is asked, and so is a page the API does not have or answers with another id.
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import type { BrandSettings, Page, Restaurant } from '@tavola/core/content';
import type { RouteLoaders } from '../../../web/routes';
import type { ContentPageData } from '../../../web/page-data';
import { contentPageMeta } from './content-page.meta';
import { cleanTile, resolveTileData, type ContentLoaderServices } from './content-page.tiles';
import { notFound } from './not-found';
import { bookingRefusal, reservationsAccepted } from './restaurant-search-data';

export type { ContentLoaderServices } from './content-page.tiles';

/** A page id as a path segment may carry it. */
const PAGE_ID = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
const HOME = 'home';

type ContentRouteId = 'home' | 'cookie-policy' | 'content-page' | 'content-subpage';

export function contentLoaders(services: ContentLoaderServices): Pick<RouteLoaders, ContentRouteId> {
  const home: LoaderFunction = () => loadContentPage(services, HOME, '/');
  const cookiePolicy: LoaderFunction = () => loadContentPage(services, 'cookie-policy', '/cookie-policy');
  const contentPage: LoaderFunction = ({ params }: LoaderFunctionArgs) => {
    const id = pageId(params.id1);
    return loadContentPage(services, id, id === HOME ? '/' : `/${id}`);
  };
  const contentSubpage: LoaderFunction = ({ params }: LoaderFunctionArgs) => {
    const section = pageId(params.id1);
    const id = pageId(params.id2);
    if (id === HOME) notFound();
    return loadContentPage(services, id, `/${id}`, section);
  };
  return { home, 'cookie-policy': cookiePolicy, 'content-page': contentPage, 'content-subpage': contentSubpage };
}

/** The id a path segment names, or the not-found page for a malformed one. */
export function pageId(segment: string | undefined): string {
  if (segment === undefined || !PAGE_ID.test(segment)) notFound();
  return segment;
}

/**
 * A content page made ready to render. `section` is the first segment of a /{id1}/{id2} path: the page
 * must belong under it (see the module comment).
 */
export async function loadContentPage(
  services: ContentLoaderServices,
  id: string,
  canonicalPath: string,
  section?: string,
): Promise<ContentPageData> {
  const raw = await services.content.getPage(id);
  if (raw === null || raw.id !== id || !Array.isArray(raw.tiles)) notFound();

  const storeId = typeof raw.storeId === 'string' && raw.storeId !== '' ? raw.storeId : null;
  const needsBrand = canonicalPath === '/' || storeId !== null;
  const [restaurant, brand, refusal] = await Promise.all([
    storeId !== null ? restaurantOf(services, storeId) : null,
    needsBrand ? brandSettings(services) : null,
    storeId !== null ? bookingRefusal(services, storeId) : undefined,
  ]);
  if (section !== undefined && !belongsUnder(raw, restaurant, section)) notFound();

  const cleaned = cleanTiles(raw.tiles);
  const { tiles, data } = await resolveTileData(services, cleaned);
  const page: Page = {
    id: raw.id,
    title: typeof raw.title === 'string' ? raw.title : '',
    tiles,
  };
  if (typeof raw.description === 'string') page.description = raw.description;
  if (storeId !== null) page.storeId = storeId;

  const meta = contentPageMeta({
    page,
    canonicalPath,
    publicUrl: services.config.publicUrl,
    brand,
    restaurant,
    nowMs: services.clock.now(),
    acceptsReservations: restaurant !== null ? reservationsAccepted(restaurant, refusal) : null,
  });
  return { meta, page, ...data };
}

// Sanitizing is the costly part of a content page; a page object the server cache hands out again
// is cleaned once (keyed by its tile list, so a refreshed page is cleaned afresh).
const cleanedTiles = new WeakMap<object, ReturnType<typeof cleanTile>[]>();

function cleanTiles(tiles: unknown[]): ReturnType<typeof cleanTile>[] {
  const known = cleanedTiles.get(tiles);
  if (known) return known;
  const cleaned = tiles.filter(isTile).map(cleanTile);
  cleanedTiles.set(tiles, cleaned);
  return cleaned;
}

/** /{section}/{id}: the page names the section as its parent, or its restaurant is in that city. */
function belongsUnder(page: Page, restaurant: Restaurant | null, section: string): boolean {
  if (typeof page.parent === 'string' && page.parent.toLowerCase() === section) return true;
  return restaurant !== null && restaurant.city.toLowerCase() === section;
}

async function restaurantOf(services: ContentLoaderServices, storeId: string): Promise<Restaurant | null> {
  const result = await services.content.getRestaurant(storeId);
  return result.ok ? result.value : null;
}

async function brandSettings(services: ContentLoaderServices): Promise<BrandSettings | null> {
  const result = await services.content.getBrandSettings();
  return result.ok ? result.value : null;
}

function isTile(tile: unknown): tile is Page['tiles'][number] {
  return typeof tile === 'object' && tile !== null && typeof (tile as { key?: unknown }).key === 'string';
}
