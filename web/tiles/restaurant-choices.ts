// The restaurant pickers of the tiles' forms (sign-up, contact, group enquiry): every restaurant, grouped by
// city, in the order the booking journey lists them. Apart from the forms themselves so the group enquiry,
// which the shared booking journey shows, does not bring the sign-up form's router link into the kiosk and
// the widget.
import { byCityThenTitle, type BookingRestaurant } from '../booking/booking-restaurant';
import type { Choice } from './form-parts';

export function restaurantChoices(restaurants: readonly BookingRestaurant[]): Choice[] {
  return [...restaurants]
    .sort(byCityThenTitle)
    .map((restaurant) => ({ value: restaurant.storeId, label: restaurant.title, group: restaurant.cityName || restaurant.city }));
}
