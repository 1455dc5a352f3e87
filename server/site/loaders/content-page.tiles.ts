// A content page's tiles made safe and complete on the server: every HTML field sanitized, every CMS link
// and image address checked, display fields (colour, height, width, effects, anchor) reduced to values
// the tiles can put in a class or a CSS variable, and the data the tiles show (restaurants, offers,
// social posts, menus, contact subjects) fetched, so the page renders whole without calling the API again.
import type { Menu, PageTile, Restaurant, SocialMediaPost } from '@tavola/core/content';
import type { ContactApiPort, ContactType, Offer } from '@tavola/core/ports';
import type { ContentPageData, RestaurantSummary } from '../../../web/page-data';
import { safeHref, sanitizeCmsHtml } from '../sanitize';
import type { LoaderServices } from './loader-services';
import { toSummary } from './restaurant.loaders';

/** Ports the content loaders use; `contact` is optional until LoaderServices carries it (contact subjects). */
export type ContentLoaderServices = Pick<LoaderServices, 'content' | 'booking' | 'offers' | 'social' | 'clock' | 'config'> & {
  contact?: Pick<ContactApiPort, 'getContactTypes'>;
};

/** Fields that hold CMS HTML, at any depth of a tile. */
const HTML_FIELDS = new Set(['html', 'body', 'content', 'richText']);
/** Fields that hold an address a browser follows or loads. */
const URL_FIELDS = new Set([
  'url', 'href', 'src', 'image', 'imageUrl', 'permalink', 'icon', 'poster', 'posterMobile', 'posterDesktop',
  'videoMobile', 'videoDesktop', 'captions', 'backgroundImage',
]);
/** Past this depth a tile's data is not content but an accident (or an attack): it is cut off. */
const MAX_DEPTH = 8;
/** Tile heights outside this range would break the layout; they are clamped. */
const HEIGHT_RANGE = { min: 120, max: 1200 } as const;
const WIDTHS = new Set(['full', 'wide', 'narrow']);
/** Social posts a photo feed shows when its tile does not say, and at most. */
const FEED_COUNT = { default: 6, max: 12 } as const;
/** A slug, id or anchor as tiles carry them. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;
const TOKEN = /^[a-z][a-z0-9-]{0,39}$/;
const FORMS_WITH_RESTAURANTS = new Set(['sign-up', 'group-booking', 'contact', 'booking']);

export type TileData = Omit<ContentPageData, 'meta' | 'page'>;

/** A tile as the page may show it: HTML sanitized, links checked, display fields normalised. */
export function cleanTile(tile: PageTile): PageTile {
  const cleaned = cleanValue(tile, '', 0) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...cleaned, tileId: safeId(tile.tileId), key: String(tile.key) };
  const colour = normaliseColour(tile.backgroundColour ?? tile.backgroundColor);
  delete out.backgroundColor;
  if (colour === null) delete out.backgroundColour;
  else out.backgroundColour = colour;
  for (const field of ['animationEffect', 'backgroundAnimationEffect', 'formType', 'anchor'] as const) {
    const value = typeof tile[field] === 'string' ? (tile[field] as string).trim().toLowerCase() : '';
    if (TOKEN.test(value)) out[field] = value;
    else delete out[field];
  }
  const height = normaliseHeight(tile.height);
  if (height === null) delete out.height;
  else out.height = height;
  const width = normaliseWidth(tile.width);
  if (width === null) delete out.width;
  else out.width = width;
  return out as PageTile;
}

function cleanValue(value: unknown, key: string, depth: number): unknown {
  if (typeof value === 'string') {
    if (HTML_FIELDS.has(key)) return sanitizeCmsHtml(value);
    if (URL_FIELDS.has(key)) return safeHref(value) ?? undefined;
    return value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean' || value === null) return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((item) => cleanValue(item, key, depth + 1)).filter((item) => item !== undefined);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
      if (name === '__proto__' || name === 'constructor' || name === 'prototype') continue;
      const cleaned = cleanValue(field, name, depth + 1);
      if (cleaned !== undefined) out[name] = cleaned;
    }
    // A link or image whose address was refused goes altogether: a button to nowhere helps nobody.
    const record = value as Record<string, unknown>;
    if ((record.url !== undefined && out.url === undefined) || (record.src !== undefined && out.src === undefined)) return undefined;
    return out;
  }
  return undefined; // functions, symbols, bigints: not JSON content
}

/** '#rgb' or '#rrggbb' as lower-case '#rrggbb'; anything else (names, rgb(), expressions) is dropped. */
export function normaliseColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const hex = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(hex)) return hex;
  if (/^#[0-9a-f]{3}$/.test(hex)) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  return null;
}

/** A height in px (640 or '640' or '640px'), clamped to HEIGHT_RANGE. */
export function normaliseHeight(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(/px$/i, '') : '';
  if (!/^\d{1,5}(\.\d+)?$/.test(text)) return null;
  return Math.round(Math.min(HEIGHT_RANGE.max, Math.max(HEIGHT_RANGE.min, Number(text))));
}

/** 'full', 'wide' or 'narrow', or a maximum width in px (320 to 1920). */
export function normaliseWidth(value: unknown): string | number | null {
  if (typeof value === 'string' && WIDTHS.has(value.trim().toLowerCase())) return value.trim().toLowerCase();
  const px = typeof value === 'number' ? value : typeof value === 'string' && /^\d{3,4}(px)?$/i.test(value.trim()) ? parseInt(value, 10) : NaN;
  return Number.isFinite(px) && px >= 320 && px <= 1920 ? Math.round(px) : null;
}

/** A tile id usable in an element id. */
function safeId(value: unknown): string {
  const id = typeof value === 'string' ? value.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 80) : '';
  return id === '' ? 'tile' : id;
}

// -------------------------------------------------------------------------------------------------------
// Data the tiles need

/**
 * Fetches what the tiles show, in parallel. A tile whose data cannot be had still renders (an empty
 * list, a form without its pickers): one failed call never takes the page down. Offer tiles that name a
 * restaurant instead of slugs get the slugs that restaurant honours written into `offerSlugs`.
 */
export async function resolveTileData(services: ContentLoaderServices, tiles: PageTile[]): Promise<{ tiles: PageTile[]; data: TileData }> {
  const { needsRestaurants, menuIds } = tileSources(tiles);
  const feedCount = Math.max(0, ...tiles.filter((tile) => tile.key === 'photo-feed').map(feedSize));
  const needsContactTypes = tiles.some((tile) => tile.key === 'form' && tile.formType === 'contact');

  const [restaurants, offerTiles, social, menus, contactTypes] = await Promise.all([
    needsRestaurants ? loadRestaurants(services) : undefined,
    Promise.all(tiles.map((tile) => (tile.key === 'offers' ? loadOffers(services, tile) : null))),
    feedCount > 0 ? loadSocial(services, feedCount) : undefined,
    menuIds.length > 0 ? loadMenus(services, menuIds) : undefined,
    needsContactTypes ? loadContactTypes(services) : undefined,
  ]);

  const offers = new Map<string, Offer>();
  const withData = tiles.map((tile, index) => {
    const resolved = offerTiles[index];
    if (resolved === null || resolved === undefined) return tile;
    for (const offer of resolved) if (!offers.has(offer.slug)) offers.set(offer.slug, offer);
    return { ...tile, offerSlugs: resolved.map((offer) => offer.slug) };
  });
  const contactTiles = withData.map((tile) =>
    tile.key === 'form' && tile.formType === 'contact' && contactTypes !== undefined ? { ...tile, contactTypes } : tile,
  );

  const data: TileData = {};
  if (restaurants !== undefined) data.restaurants = restaurants;
  if (offers.size > 0 || offerTiles.some((entry) => entry !== null)) data.offers = [...offers.values()];
  if (social !== undefined) data.social = social;
  if (menus !== undefined) data.menus = menus;
  return { tiles: contactTiles, data };
}

/**
 * What a page's tiles show of the content: whether the restaurant list (a finder, a booking tile, a form with
 * a restaurant picker) and which menus (menu-list tiles); offer tiles are read with loadOffers.
 */
export function tileSources(tiles: PageTile[]): { needsRestaurants: boolean; menuIds: string[] } {
  const needsRestaurants = tiles.some(
    (tile) => tile.key === 'restaurant-finder' || (tile.key === 'form' && FORMS_WITH_RESTAURANTS.has(String(tile.formType))) || tile.key === 'booking',
  );
  return { needsRestaurants, menuIds: unique(tiles.filter((tile) => tile.key === 'menu-list').flatMap((tile) => slugList(tile.menuIds))) };
}

/** Every restaurant as lists show it, ordered by city then name. */
export async function loadRestaurants(services: Pick<ContentLoaderServices, 'content'>): Promise<RestaurantSummary[]> {
  const result = await services.content.searchRestaurants();
  if (!result.ok) return [];
  // A slug or city that cannot be a path segment would give a broken link: such a restaurant is left out.
  return result.value
    .filter((restaurant) => SLUG.test(restaurant.slug) && SLUG.test(restaurant.city))
    .map(toSummary)
    .sort((a, b) => a.cityName.localeCompare(b.cityName, 'en-GB') || a.title.localeCompare(b.title, 'en-GB'));
}

/** The offers an offer tile shows: those it names that are still running, or those its restaurant honours. */
export async function loadOffers(services: Pick<ContentLoaderServices, 'offers'>, tile: PageTile): Promise<Offer[]> {
  const slugs = slugList(tile.offerSlugs);
  if (slugs.length > 0) {
    const results = await Promise.all(slugs.map((slug) => services.offers.getOfferBySlug(slug)));
    // An offer that has ended (or not begun) is simply not shown.
    return results.flatMap((result) => (result.ok ? [cleanOffer(result.value)] : []));
  }
  const storeId = typeof tile.storeId === 'string' ? tile.storeId : '';
  if (!SLUG.test(storeId)) return [];
  const result = await services.offers.getOffersForRestaurant(storeId);
  return result.ok ? result.value.map(cleanOffer) : [];
}

function cleanOffer(offer: Offer): Offer {
  const image = safeHref(offer.image);
  const { image: _dropped, ...rest } = offer;
  return image === null ? rest : { ...rest, image };
}

async function loadSocial(services: ContentLoaderServices, count: number): Promise<SocialMediaPost[]> {
  const result = await services.social.getMedia();
  if (!result.ok) return [];
  return result.value.flatMap((post) => {
    const imageUrl = safeHref(post.imageUrl);
    if (imageUrl === null) return [];
    const permalink = safeHref(post.permalink);
    const cleaned: SocialMediaPost & { altText?: string } = { id: post.id, imageUrl };
    if (text(post.caption)) cleaned.caption = text(post.caption);
    if (permalink !== null) cleaned.permalink = permalink;
    const alt = (post as { altText?: unknown }).altText;
    if (text(alt)) cleaned.altText = text(alt);
    return [cleaned];
  }).slice(0, count);
}

type MenuCard = NonNullable<ContentPageData['menus']>[number];

async function loadMenus(services: ContentLoaderServices, ids: string[]): Promise<MenuCard[]> {
  const results = await Promise.all(ids.map((id) => services.content.getMenu(id)));
  return results.flatMap((result) => (result.ok ? [toMenuCard(result.value)] : []));
}

function toMenuCard(menu: Menu): MenuCard {
  const extra = menu as Menu & { description?: unknown; image?: unknown };
  const card: MenuCard = { id: menu.id, name: menu.name };
  if (text(extra.description)) card.description = text(extra.description);
  const image = safeHref(extra.image);
  if (image !== null) card.image = image;
  return card;
}

async function loadContactTypes(services: ContentLoaderServices): Promise<ContactType[] | undefined> {
  if (services.contact === undefined) return undefined;
  const result = await services.contact.getContactTypes();
  return result.ok ? result.value.map((type) => ({ id: type.id, name: type.name })) : undefined;
}

function feedSize(tile: PageTile): number {
  const count = typeof tile.count === 'number' && Number.isInteger(tile.count) ? tile.count : FEED_COUNT.default;
  return Math.min(FEED_COUNT.max, Math.max(1, count));
}

/** The slugs of a CMS list, in order, without duplicates or malformed entries. */
export function slugList(value: unknown): string[] {
  return Array.isArray(value) ? unique(value.filter((item): item is string => typeof item === 'string' && SLUG.test(item))) : [];
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

