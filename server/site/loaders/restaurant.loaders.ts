// The city and restaurant pages' loaders (/restaurants/{city}, /restaurants/{city}/{slug}), and the
// restaurant helpers the other loaders share: summaries for lists, the site name, and the 404 rules.
import type { LoaderFunction } from 'react-router-dom';
import type { HeroTile, LinkItem, Restaurant } from '@tavola/core/content';
import { ErrorCode, errorMessage } from '@tavola/core/errors';
import { WEEKDAY_NAMES, WEEKDAYS, weeklyHoursGroups, type OpeningHours, type OpeningHoursOverride } from '@tavola/core/opening-hours';
import type { ApiFailure } from '@tavola/core/ports';
import type { RouteLoaders } from '../../../web/routes';
import type { CityData, CityRestaurant, PageMeta, RestaurantData, RestaurantSummary } from '../../../web/page-data';
import { safeHref } from '../sanitize';
import { restaurantCityName, toBookingRestaurant } from '../../../web/booking/booking-restaurant';
import type { LoaderServices } from './loader-services';
import { notFound, serverError } from './not-found';
import { bookingRefusal, reservationsAccepted, restaurantSearchData } from './restaurant-search-data';
import { FALLBACK_SITE_NAME } from '../../../web/layout/site-defaults';

/** The picture pages without one of their own share on social media. */
export const DEFAULT_SHARE_IMAGE = '/images/heroes/dining-room.svg';
const DESCRIPTION_MAX = 155;

/** Slugs, cities, ids and guids as the API takes them: anything else names no page (404 before any call). */
const PATH_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/;

export function isPathId(value: string | undefined): value is string {
  return typeof value === 'string' && PATH_ID.test(value);
}

/** The brand's name from the (cached) brand settings, for page titles. */
export async function siteName(services: LoaderServices): Promise<string> {
  const settings = await services.content.getBrandSettings();
  if (!settings.ok) return FALLBACK_SITE_NAME;
  const config = settings.value.siteConfig as { site_name?: unknown } | undefined;
  return typeof config?.site_name === 'string' && config.site_name !== '' ? config.site_name : FALLBACK_SITE_NAME;
}

export function pageTitle(name: string, site: string): string {
  return `${name} | ${site}`;
}

/** A meta description: whole words, at most DESCRIPTION_MAX characters. */
export function describe(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.;:]$/, '')}…`;
}

/** A failed lookup that means "no such thing" (404, a refused id, restaurant not found) rather than an outage. */
export function isNotThere(failure: ApiFailure, code: ErrorCode = ErrorCode.RestaurantNotFound): boolean {
  return failure.code === code || failure.status === 404 || failure.status === 400;
}

/** An outage of the content service: the error page with the catalogue's message (500). */
export function contentOutage(failure: ApiFailure): never {
  return serverError(errorMessage(failure.code ?? ErrorCode.ContentServiceError, failure.message, failure.title));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A restaurant as lists show it: the booking journey's summary, with its checked hero picture. */
export function toSummary(restaurant: Restaurant): RestaurantSummary {
  const summary: RestaurantSummary = toBookingRestaurant(restaurant);
  const hero = Array.isArray(restaurant.heroTiles) ? safeHref(restaurant.heroTiles[0]?.image) : null;
  if (hero !== null && hero !== '') summary.heroImage = hero;
  return summary;
}

/** The 21 weekday fields of a restaurant. */
export function hoursOf(restaurant: Restaurant): OpeningHours {
  const hours: Record<string, string | null> = {};
  for (const day of WEEKDAYS) {
    for (const suffix of ['Open', 'Close', 'ClickCollectClose'] as const) {
      const value = restaurant[`${day}${suffix}`];
      if (typeof value === 'string') hours[`${day}${suffix}`] = value;
    }
  }
  return hours as OpeningHours;
}

/** Every restaurant (the cached search), or the content-service error page. */
export async function allRestaurants(services: LoaderServices): Promise<Restaurant[]> {
  const result = await services.content.searchRestaurants();
  if (!result.ok) contentOutage(result.error);
  return result.value;
}

/** The restaurants of a city slug, in the API's order; an unknown city is a 404. */
export async function cityRestaurants(services: LoaderServices, city: string | undefined): Promise<Restaurant[]> {
  if (!isPathId(city)) notFound();
  const wanted = city.toLowerCase();
  const found = (await allRestaurants(services)).filter((r) => r.city.toLowerCase() === wanted);
  if (found.length === 0) notFound();
  return found;
}

/** The restaurant at /restaurants/{city}/{slug}; unknown, or in another city, is a 404. */
export async function restaurantAt(services: LoaderServices, city: string | undefined, slug: string | undefined): Promise<Restaurant> {
  if (!isPathId(city) || !isPathId(slug)) notFound();
  const result = await services.content.getRestaurantBySlugAndCity(slug.toLowerCase(), city.toLowerCase());
  if (!result.ok) {
    if (isNotThere(result.error)) notFound();
    contentOutage(result.error);
  }
  const restaurant = result.value;
  if (restaurant.city.toLowerCase() !== city.toLowerCase() || restaurant.slug.toLowerCase() !== slug.toLowerCase()) notFound();
  return restaurant;
}

function safeLink(link: unknown): LinkItem | null {
  if (typeof link !== 'object' || link === null) return null;
  const { text: label, url, openInNewTab, style } = link as Record<string, unknown>;
  const href = safeHref(url);
  if (href === null || typeof label !== 'string' || label.trim() === '') return null;
  const safe: LinkItem = { text: label, url: href };
  if (openInNewTab === true) safe.openInNewTab = true;
  if (typeof style === 'string') safe.style = style;
  return safe;
}

/**
 * The restaurant with its content-managed links and pictures checked like any CMS link: only http(s) or
 * this site. A hero tile with an unusable picture is dropped; an unusable link is dropped from its tile.
 */
export function withSafeLinks(restaurant: Restaurant): Restaurant {
  const heroTiles = (Array.isArray(restaurant.heroTiles) ? restaurant.heroTiles : []).flatMap((tile): HeroTile[] => {
    const image = safeHref(tile?.image);
    if (image === null) return [];
    const safe: HeroTile = { image };
    if (typeof tile.title === 'string') safe.title = tile.title;
    if (typeof tile.text === 'string') safe.text = tile.text;
    const link = safeLink(tile.link);
    if (link) safe.link = link;
    return [safe];
  });
  const deliveryLinks = (Array.isArray(restaurant.deliveryLinks) ? restaurant.deliveryLinks : []).flatMap((link) => {
    const safe = safeLink(link);
    return safe ? [safe] : [];
  });
  return { ...restaurant, heroTiles, deliveryLinks };
}

export function restaurantPath(restaurant: Pick<Restaurant, 'city' | 'slug'>): string {
  return `/restaurants/${restaurant.city}/${restaurant.slug}`;
}

/** The menu ids a restaurant shows, as the content API lists them. */
export function menuIdsOf(restaurant: Restaurant): string[] {
  const ids = restaurant.menuIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && id !== '') : [];
}

/** schema.org PostalAddress of a restaurant: its address without the trailing city, the city, the postcode. */
export function postalAddress(restaurant: Restaurant, cityName: string): Record<string, unknown> {
  const street = text(restaurant.address).replace(new RegExp(`,\\s*${cityName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'), '');
  return { '@type': 'PostalAddress', streetAddress: street, addressLocality: cityName, postalCode: text(restaurant.postcode), addressCountry: 'GB' };
}

/**
 * schema.org Restaurant for a restaurant page; its telephone (E.164), acceptsReservations and special
 * opening hours come from the real data (restaurant-search-data).
 */
export function restaurantJsonLd(
  restaurant: Restaurant,
  cityName: string,
  publicUrl: string,
  site: string,
  facts: { nowMs: number; acceptsReservations: boolean | null },
): Record<string, unknown> {
  const url = publicUrl + restaurantPath(restaurant);
  const image = restaurant.heroTiles?.[0]?.image;
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${url}#restaurant`,
    name: `${site} ${restaurant.title}`,
    url,
    servesCuisine: 'Italian',
    priceRange: '££',
    menu: `${url}/menu`,
    address: postalAddress(restaurant, cityName),
    geo: { '@type': 'GeoCoordinates', latitude: restaurant.lat, longitude: restaurant.lng },
    openingHoursSpecification: weeklyHoursGroups(hoursOf(restaurant)).map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => `https://schema.org/${WEEKDAY_NAMES[day]}`),
      opens,
      closes,
    })),
  };
  if (text(restaurant.email)) ld.email = text(restaurant.email);
  if (typeof image === 'string' && image !== '') ld.image = publicUrl + image;
  return { ...ld, ...restaurantSearchData(restaurant, facts.nowMs, facts.acceptsReservations) };
}

export function restaurantLoaders(services: LoaderServices): Pick<RouteLoaders, 'city' | 'restaurant'> {
  const city: LoaderFunction = async ({ params }): Promise<CityData> => {
    const found = await cityRestaurants(services, params.city);
    const site = await siteName(services);
    // The list answer has no descriptions or pictures: each restaurant of the city is read in full,
    // falling back to its summary when one read fails.
    const restaurants = await Promise.all(
      found.map(async (summary): Promise<CityRestaurant> => {
        const full = await services.content.getRestaurantBySlugAndCity(summary.slug, summary.city);
        const restaurant = full.ok ? { ...summary, ...full.value } : summary;
        const card: CityRestaurant = {
          ...toSummary(restaurant),
          hours: hoursOf(restaurant),
          overrides: Array.isArray(restaurant.overrides) ? (restaurant.overrides as OpeningHoursOverride[]) : [],
          amenities: Array.isArray(restaurant.amenities) ? restaurant.amenities.filter((a) => typeof a === 'string') : [],
        };
        if (text(restaurant.description)) card.description = text(restaurant.description);
        return card;
      }),
    );
    const first = restaurants[0] as CityRestaurant;
    const name = first.cityName;
    const slug = first.city;
    const meta: PageMeta = {
      title: pageTitle(`Italian restaurants in ${name}`, site),
      description: describe(
        `${restaurants.length === 1 ? 'Our Italian restaurant' : `Our ${restaurants.length} Italian restaurants`} in ${name}: wood-fired pizza, fresh pasta and opening hours. Book a table at ${restaurants.map((r) => r.title).join(', ')}.`,
      ),
      canonicalPath: `/restaurants/${slug}`,
      image: first.heroImage ?? DEFAULT_SHARE_IMAGE,
    };
    return { meta, city: { slug, name }, restaurants, nowMs: services.clock.now() };
  };

  const restaurant: LoaderFunction = async ({ params }): Promise<RestaurantData> => {
    const found = withSafeLinks(await restaurantAt(services, params.city, params.slug));
    const site = await siteName(services);
    const [offers, menus, everyRestaurant, refusal] = await Promise.all([
      services.offers.getOffersForRestaurant(found.storeId),
      Promise.all(menuIdsOf(found).map((id) => services.content.getMenu(id))),
      allRestaurants(services),
      bookingRefusal(services, found.storeId),
    ]);
    const nowMs = services.clock.now();
    const cityName = restaurantCityName(found);
    const image = found.heroTiles?.[0]?.image;
    const meta: PageMeta = {
      title: pageTitle(found.title, site),
      description: describe(
        text(found.description) || `${site} ${found.title}: an Italian restaurant in ${cityName}. Opening hours, menus, offers and table booking.`,
      ),
      canonicalPath: restaurantPath(found),
      image: typeof image === 'string' && image !== '' ? image : DEFAULT_SHARE_IMAGE,
      ogType: 'restaurant.restaurant',
      jsonLd: [restaurantJsonLd(found, cityName, services.config.publicUrl, site, { nowMs, acceptsReservations: reservationsAccepted(found, refusal) })],
    };
    return {
      meta,
      restaurant: found,
      // The offers are extra: a failed call leaves the section out rather than failing the page.
      offers: offers.ok ? offers.value : [],
      menus: menus.flatMap((menu) => {
        if (!menu.ok) return [];
        const extra = menu.value as unknown as { description?: unknown; image?: unknown };
        const entry: RestaurantData['menus'][number] = { id: menu.value.id, name: menu.value.name };
        if (typeof extra.description === 'string') entry.description = extra.description;
        if (typeof extra.image === 'string') entry.image = extra.image;
        return [entry];
      }),
      cityName,
      nowMs,
      restaurants: everyRestaurant.map(toSummary),
    };
  };

  return { city, restaurant };
}
