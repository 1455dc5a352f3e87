// The restaurant choices of the booking journey's first step, grouped by region (<optgroup>) and by name
// within each, so 24 restaurants read as a short list of places: the server's first step and the live
// journey show the same list.
import type { BookingRestaurant } from './booking-restaurant';
import { byRegion } from '../pages/parts/restaurant-regions';

export function RestaurantOptions({ restaurants }: { restaurants: readonly BookingRestaurant[] }) {
  return (
    <>
      {byRegion([...restaurants]).map(({ region, restaurants: inRegion }) => (
        <optgroup key={region} label={region}>
          {[...inRegion]
            .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'))
            .map((r) => (
              <option key={r.storeId} value={r.storeId}>
                {r.title}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}
