// What a restaurant's schema.org JSON-LD states from the real data, the same on its restaurant page and on
// its location content page: the telephone in E.164, whether it accepts reservations (as the booking API
// answers for it) and the special opening hours of the dates still to come (its opening-hours overrides).
import { todayIn } from '@tavola/core/booking';
import { SITE } from '@tavola/core/constants';
import { acceptsReservations, ukPhoneE164, type Restaurant } from '@tavola/core/content';
import { dayClock, overrideHours, overrideLocalDate } from '@tavola/core/opening-hours';
import type { LoaderServices } from './loader-services';

/** schema.org's way to say a date is closed: it opens and closes at 00:00. */
const CLOSED_ALL_DAY = '00:00';

/**
 * How the booking API answers for the restaurant (today's occasions): null when it answers, the catalogue
 * code it refuses with, undefined when there is no usable answer. Read beside the restaurant's content.
 */
export async function bookingRefusal(services: Pick<LoaderServices, 'booking' | 'clock'>, storeId: string): Promise<number | null | undefined> {
  const today = todayIn(services.clock.now());
  if (today === null) return undefined;
  const answer = await services.booking.getOccasions(storeId, today);
  return answer.ok ? null : (answer.error.code ?? undefined);
}

/**
 * Whether the restaurant takes bookings (core's rule): a refusal of the whole restaurant (no online booking,
 * bookings switched off) is false, its live widget true, no usable answer null (the JSON-LD then says nothing).
 */
export function reservationsAccepted(restaurant: Restaurant, refusalCode: number | null | undefined): boolean | null {
  return acceptsReservations({ bookATableWidgetId: restaurant.bookATableWidgetId ?? null, refusalCode });
}

/** Dates still to come whose hours differ (Christmas, a refurbishment day); closed is 00:00 to 00:00. */
export function specialOpeningHours(restaurant: Restaurant, nowMs: number): Array<Record<string, unknown>> {
  const today = todayIn(nowMs);
  if (today === null || !Array.isArray(restaurant.overrides)) return [];
  return restaurant.overrides.flatMap((override) => {
    const date = overrideLocalDate(override.endDate, SITE.defaultTimeZone);
    if (date === null || date < today) return [];
    // Core's reading of the day, as the site's table shows it: a day it cannot read is closed here too.
    const session = overrideHours(override);
    const clock = session === null ? null : dayClock(session);
    return [
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: date,
        validThrough: date,
        opens: clock?.opens ?? CLOSED_ALL_DAY,
        closes: clock?.closes ?? CLOSED_ALL_DAY,
      },
    ];
  });
}

/**
 * The JSON-LD properties above, each only when the data has it: `telephone` (E.164; the page keeps the
 * number as written), `acceptsReservations` and `specialOpeningHoursSpecification`.
 */
export function restaurantSearchData(restaurant: Restaurant, nowMs: number, accepts: boolean | null | undefined): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  const telephone = ukPhoneE164(restaurant.phone);
  if (telephone !== null) json.telephone = telephone;
  if (typeof accepts === 'boolean') json.acceptsReservations = accepts;
  const special = specialOpeningHours(restaurant, nowMs);
  if (special.length > 0) json.specialOpeningHoursSpecification = special;
  return json;
}
