// A restaurant as the booking journey lists it (the finder, the restaurant choice grouped by region, the
// thanks screen's address and calendar file): the same summary on the site, the kiosk and the widget.
// The site's server builds it from the content API's restaurants on each page; a front-end that fetches the
// restaurants itself (the kiosk, the widget) maps them with toBookingRestaurant.
import type { Restaurant } from '@tavola/core/content';

export type BookingRestaurant = Pick<
  Restaurant,
  'storeId' | 'title' | 'city' | 'slug' | 'lat' | 'lng' | 'address' | 'postcode' | 'phone' | 'bookATableWidgetId'
> & { cityName: string; region: string; heroImage?: string };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** 'stratford-upon-avon' → 'Stratford upon Avon': a city's name where the content gives none. */
export function cityNameOf(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word === 'upon' || word === 'on' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A content restaurant as the booking journey lists it (no picture: the site's server adds a checked one). */
/** The restaurant's city as written ('Newcastle upon Tyne'): its cityName, else one made from its city slug. */
export function restaurantCityName(restaurant: Restaurant): string {
  return text(restaurant.cityName) || cityNameOf(restaurant.city);
}

export function toBookingRestaurant(restaurant: Restaurant): BookingRestaurant {
  return {
    storeId: restaurant.storeId,
    title: restaurant.title,
    city: restaurant.city,
    slug: restaurant.slug,
    lat: restaurant.lat,
    lng: restaurant.lng,
    address: text(restaurant.address),
    postcode: text(restaurant.postcode),
    phone: text(restaurant.phone),
    bookATableWidgetId: restaurant.bookATableWidgetId ?? null,
    cityName: restaurantCityName(restaurant),
    region: text(restaurant.region) || 'Other',
  };
}

/** Restaurants as lists order them: by city, then by name. */
export function byCityThenTitle(a: BookingRestaurant, b: BookingRestaurant): number {
  return a.cityName.localeCompare(b.cityName, 'en-GB') || a.title.localeCompare(b.title, 'en-GB');
}
