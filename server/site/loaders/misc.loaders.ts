// The smaller pages' loaders: the book-now pages (the booking journey of issue 6 fills their #booking
// section), the restaurant finder (/find-us?q= or ?lat&lng, no JavaScript needed), the referral and
// sign-up thanks pages, and the catch-all not-found route, which answers 404.
import type { LoaderFunction } from 'react-router-dom';
import { ErrorCode, errorMessage } from '@tavola/core/errors';
import { isValidLatLng, nearestLocations } from '@tavola/core/geo';
import type { GeoPoint } from '@tavola/core/jobs';
import type { RouteLoaders } from '../../../web/routes';
import type { BookNowData, FindUsData, PageMeta, RestaurantSummary, SimplePageData } from '../../../web/page-data';
import type { LoaderServices } from './loader-services';
import { notFound } from './not-found';
import { DEFAULT_SHARE_IMAGE, allRestaurants, cityRestaurants, describe, pageTitle, restaurantAt, restaurantPath, siteName, toSummary } from './restaurant.loaders';

const QUERY_MAX = 100;

function byRegionThenTitle(a: RestaurantSummary, b: RestaurantSummary): number {
  return a.region.localeCompare(b.region) || a.cityName.localeCompare(b.cityName) || a.title.localeCompare(b.title);
}

function pointFrom(url: URL): GeoPoint | null {
  const lat = url.searchParams.get('lat');
  const lng = url.searchParams.get('lng');
  if (lat === null || lng === null || lat.trim() === '' || lng.trim() === '') return null;
  const candidate = { lat: Number(lat), lng: Number(lng) };
  return isValidLatLng(candidate) ? candidate : null;
}

export function miscLoaders(
  services: LoaderServices,
): Pick<
  RouteLoaders,
  'book-now' | 'restaurants-book-now' | 'city-book-now' | 'restaurant-book-now' | 'find-us' | 'refer-a-friend' | 'referral' | 'signup-thanks' | 'not-found'
> {
  const bookNowMeta = async (heading: string, canonicalPath: string, description: string, image?: string): Promise<PageMeta> => {
    const site = await siteName(services);
    return { title: pageTitle(heading, site), description: describe(description.replaceAll('{site}', site)), canonicalPath, image: image ?? DEFAULT_SHARE_IMAGE };
  };

  const bookAnywhere =
    (canonicalPath: string): LoaderFunction =>
    async (): Promise<BookNowData> => {
      const restaurants = (await allRestaurants(services)).map(toSummary).sort(byRegionThenTitle);
      const meta = await bookNowMeta('Book a table', canonicalPath, 'Book a table at {site}: choose one of our Italian restaurants, pick a date and time, and we will save you a seat.');
      return { meta, restaurants, preselectedStoreId: null, city: null };
    };

  const cityBookNow: LoaderFunction = async ({ params }): Promise<BookNowData> => {
    const restaurants = (await cityRestaurants(services, params.city)).map(toSummary).sort(byRegionThenTitle);
    const first = restaurants[0] as RestaurantSummary;
    const meta = await bookNowMeta(
      `Book a table in ${first.cityName}`,
      `/restaurants/${first.city}/book-now`,
      `Book a table at {site} in ${first.cityName}: ${restaurants.map((r) => r.title).join(', ')}.`,
      first.heroImage,
    );
    return { meta, restaurants, preselectedStoreId: null, city: { slug: first.city, name: first.cityName } };
  };

  const restaurantBookNow: LoaderFunction = async ({ params }): Promise<BookNowData> => {
    const restaurant = toSummary(await restaurantAt(services, params.city, params.slug));
    const restaurants = (await allRestaurants(services)).map(toSummary).sort(byRegionThenTitle);
    const meta = await bookNowMeta(
      `Book a table at ${restaurant.title}`,
      `${restaurantPath(restaurant)}/book-now`,
      `Book a table at {site} ${restaurant.title}, ${restaurant.address}: choose a date, a time and how many are coming.`,
      restaurant.heroImage,
    );
    return { meta, restaurants, preselectedStoreId: restaurant.storeId, city: { slug: restaurant.city, name: restaurant.cityName } };
  };

  const findUs: LoaderFunction = async ({ request }): Promise<FindUsData> => {
    const url = new URL(request.url);
    const query = (url.searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX);
    const site = await siteName(services);
    const restaurants = (await allRestaurants(services)).map(toSummary).sort(byRegionThenTitle);
    const meta: PageMeta = {
      title: pageTitle('Find a restaurant', site),
      description: describe(
        `Find your nearest ${site}: search by postcode or town, use your location, or browse our ${restaurants.length} Italian restaurants by region.`,
      ),
      canonicalPath: '/find-us',
      image: DEFAULT_SHARE_IMAGE,
    };
    let origin: GeoPoint | null = query === '' ? pointFrom(url) : null;
    let placeNotFound = false;
    let error: string | null = null;
    if (query !== '') {
      const found = await services.geo.searchByText(query);
      if (found.ok) {
        origin = found.value.origin;
        placeNotFound = origin === null;
      } else {
        error = errorMessage(found.error.code ?? ErrorCode.ContentServiceError, found.error.message, found.error.title) || errorMessage(ErrorCode.ContentServiceError);
      }
    }
    const searched = query !== '' || origin !== null;
    // A results page is one visitor's view: search engines get the plain finder.
    if (searched) meta.noindex = true;
    // Distances are core's (nearest 10 within 100 miles) over the same list the rest of the page shows.
    const results = origin === null ? [] : nearestLocations(origin, restaurants);
    return { meta, query, origin, searched, placeNotFound, results, restaurants, error };
  };

  const referral =
    (): LoaderFunction =>
    async (): Promise<SimplePageData> => {
      const site = await siteName(services);
      return {
        meta: {
          title: pageTitle('Refer a friend', site),
          description: `Share ${site} with a friend: when they join our list with your link you both get a free dolce on your next visit.`,
          canonicalPath: '/refer-a-friend',
          image: '/images/heroes/dessert.svg',
        },
      };
    };

  const signupThanks: LoaderFunction = async (): Promise<SimplePageData> => {
    const site = await siteName(services);
    return {
      meta: {
        title: pageTitle('Thank you for signing up', site),
        description: `Grazie! You are on the ${site} list: look out for a welcome e-mail with news, offers and a birthday treat.`,
        canonicalPath: '/signup-thanks',
        image: '/images/heroes/wine.svg',
        noindex: true,
      },
    };
  };

  // The catch-all route: its loader answers 404, so the status is right for any unknown path.
  const notFoundPage: LoaderFunction = async () => notFound();

  return {
    'book-now': bookAnywhere('/book-now'),
    'restaurants-book-now': bookAnywhere('/restaurants/book-now'),
    'city-book-now': cityBookNow,
    'restaurant-book-now': restaurantBookNow,
    'find-us': findUs,
    'refer-a-friend': referral(),
    referral: referral(),
    'signup-thanks': signupThanks,
    'not-found': notFoundPage,
  };
}
