// Head tags of a content page (issue 5 item 8): title, description, canonical path, Open Graph image and
// type, and schema.org JSON-LD: Organization and WebSite on the home page, Restaurant on a location page.
import type { BrandSettings, Page, PageTile, Restaurant } from '@tavola/core/content';
import { WEEKDAY_NAMES, weeklyHoursGroups } from '@tavola/core/opening-hours';
import type { PageMeta } from '../../../web/page-data';
import { safeHref } from '../sanitize';
import { restaurantSearchData } from './restaurant-search-data';
import { FALLBACK_SITE_NAME } from '../../../web/layout/site-defaults';

/** Descriptions past this length are cut at a word: what search results show anyway. */
const DESCRIPTION_MAX = 300;

export interface MetaContext {
  page: Page;
  canonicalPath: string;
  publicUrl: string;
  /** Brand settings with their siteConfig, when the page needs the brand's name, logo or social links. */
  brand?: BrandSettings | null;
  /** The restaurant of a location page (one whose page names a storeId). */
  restaurant?: Restaurant | null;
  /** Now, for which opening-hour overrides are still to come. */
  nowMs: number;
  /** Whether the restaurant takes bookings, as the booking API answered; null or absent when not known. */
  acceptsReservations?: boolean | null;
}

export function contentPageMeta(context: MetaContext): PageMeta {
  const { page, canonicalPath, restaurant } = context;
  const hero = firstHero(page.tiles);
  const meta: PageMeta = {
    title: text(page.title) || text(hero?.heading) || siteName(context.brand),
    description: shorten(text(page.description) || text(hero?.text)),
    canonicalPath,
    ogType: restaurant ? 'restaurant.restaurant' : 'website',
  };
  const image = heroImage(page.tiles);
  if (image !== null) meta.image = image;
  if (canonicalPath === '/') meta.jsonLd = homeJsonLd(context);
  else if (restaurant) meta.jsonLd = [restaurantJsonLd(context, restaurant, image)];
  return meta;
}

/** The first hero tile, whose heading is the page's h1 and whose image is its Open Graph image. */
export function firstHero(tiles: PageTile[]): PageTile | undefined {
  return tiles.find((tile) => tile.key === 'hero');
}

function heroImage(tiles: PageTile[]): string | null {
  const hero = firstHero(tiles);
  return safeHref(hero?.image ?? hero?.posterDesktop);
}

function homeJsonLd(context: MetaContext): Array<Record<string, unknown>> {
  const url = `${context.publicUrl}/`;
  const name = siteName(context.brand);
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name,
    url,
  };
  const logo = safeHref(context.brand?.logo);
  if (logo !== null) organization.logo = absolute(context.publicUrl, logo);
  const sameAs = (context.brand?.socialMediaItems ?? [])
    .map((item) => safeHref(item.url))
    .filter((href): href is string => href !== null && /^https?:/i.test(href));
  if (sameAs.length > 0) organization.sameAs = sameAs;
  const siteConfig = record(context.brand?.siteConfig);
  if (text(siteConfig.site_email)) organization.email = text(siteConfig.site_email);
  return [
    organization,
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${url}#website`,
      name,
      url,
      description: shorten(text(context.page.description)),
      publisher: { '@id': `${url}#organization` },
      inLanguage: 'en-GB',
    },
  ];
}

/**
 * schema.org Restaurant for a location page: address, geo, opening hours, cuisine and url, and from the real
 * data its E.164 telephone, whether it accepts reservations and its special opening hours.
 */
export function restaurantJsonLd(context: MetaContext, restaurant: Restaurant, image: string | null): Record<string, unknown> {
  const url = absolute(context.publicUrl, context.canonicalPath);
  const json: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${url}#restaurant`,
    name: `${siteName(context.brand)} ${restaurant.title}`,
    url,
    servesCuisine: 'Italian',
    address: postalAddress(restaurant),
    geo: { '@type': 'GeoCoordinates', latitude: restaurant.lat, longitude: restaurant.lng },
    openingHoursSpecification: weeklyHoursGroups(restaurant).map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => WEEKDAY_NAMES[day]),
      opens,
      closes,
    })),
    hasMenu: absolute(context.publicUrl, '/our-menus'),
  };
  if (image !== null) json.image = absolute(context.publicUrl, image);
  if (text(restaurant.email)) json.email = text(restaurant.email);
  const description = text(restaurant.description) || text(context.page.description);
  if (description) json.description = shorten(description);
  if (Array.isArray(restaurant.amenities) && restaurant.amenities.length > 0) {
    json.amenityFeature = restaurant.amenities
      .filter((name): name is string => typeof name === 'string')
      .map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true }));
  }
  return { ...json, ...restaurantSearchData(restaurant, context.nowMs, context.acceptsReservations) };
}

function postalAddress(restaurant: Restaurant): Record<string, unknown> {
  const address = text(restaurant.address);
  const cityName = text(restaurant.cityName) || restaurant.city;
  // The API writes '214 Regent Street, London': the street is what comes before the town.
  const parts = address.split(',').map((part) => part.trim()).filter(Boolean);
  const town = parts.length > 1 ? (parts.pop() as string) : cityName;
  const json: Record<string, unknown> = {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', ') || address,
    addressLocality: town,
    addressCountry: 'GB',
  };
  if (text(restaurant.postcode)) json.postalCode = text(restaurant.postcode);
  if (text(restaurant.region)) json.addressRegion = text(restaurant.region);
  return json;
}

function siteName(brand: BrandSettings | null | undefined): string {
  return text(record(brand?.siteConfig).site_name) || FALLBACK_SITE_NAME;
}

export function absolute(publicUrl: string, path: string): string {
  return /^https?:/i.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

function shorten(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2))}…`;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
