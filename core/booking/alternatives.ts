// "No table here? These restaurants nearby have one" (a use-case over the booking port, so a kiosk or an
// app offers the same): when the chosen restaurant has no slot, the nearest
// others (core's nearestLocations: at most 10 within 100 miles) are asked for availability on the same
// date for the same party, and those with the wanted time free (or a time close to it) are offered.
import { BOOKING } from '../constants';
import type { Slot } from './booking.models';
import { readTime } from './booking-date-time';
import { nearestLocations } from '../geo/nearby-search';
import { parseTimeOfDay } from '../opening-hours/time-of-day';
import type { BookingApiPort } from '../ports/booking-api.port';

/** What a restaurant needs for the search: its id and where it is. */
export interface PlacedRestaurant {
  storeId: string;
  lat: number;
  lng: number;
}

export interface AlternativesRequest<R extends PlacedRestaurant> {
  /** The restaurant that has no slot; it is never offered as its own alternative. */
  origin: PlacedRestaurant;
  /** Every restaurant the site lists (RestaurantSummary on the pages). */
  restaurants: readonly R[];
  /** 'YYYY-MM-DD' */
  date: string;
  adults: number;
  children: number;
  /** The time the diner wants, 'HH:MM'. */
  time: string;
  /** How far from the wanted time a free slot may be and still be offered (default 60 minutes). */
  withinMinutes?: number;
}

/** One restaurant to offer: the time to book there in one tap. */
export interface AlternativeRestaurant<R extends PlacedRestaurant> {
  restaurant: R;
  /** Miles from the restaurant that had no slot. */
  miles: number;
  /** The wanted time when it is free there, otherwise the free time closest to it. */
  time: string;
  /** True when `time` is exactly the wanted time. */
  exact: boolean;
}

export type AlternativesAnswer<R extends PlacedRestaurant> =
  | { ok: true; alternatives: AlternativeRestaurant<R>[] }
  | { ok: false; message: string };

/** How far from the wanted time a free slot is still offered (BOOKING.alternativeWithinMinutes). */
export const CLOSEST_TIME_WITHIN_MINUTES = BOOKING.alternativeWithinMinutes;

/**
 * Asks for availability at the nearest restaurants and answers those with a free slot at (or near) the
 * wanted time: the ones free at that exact time first, then the others, each group nearest first.
 * Only bookable slots count (an enquiry slot is not a free table). No neighbour within reach asks nothing.
 */
export async function findAlternatives<R extends PlacedRestaurant>(
  api: Pick<BookingApiPort, 'checkAvailability'>,
  request: AlternativesRequest<R>,
): Promise<AlternativesAnswer<R>> {
  const wanted = parseTimeOfDay(request.time);
  if (wanted === null) return { ok: true, alternatives: [] };
  const others = request.restaurants.filter((restaurant) => restaurant.storeId !== request.origin.storeId);
  const nearby = nearestLocations(request.origin, others);
  if (nearby.length === 0) return { ok: true, alternatives: [] };

  const answer = await api.checkAvailability({
    stores: nearby.map((restaurant) => ({ storeId: restaurant.storeId, miles: restaurant.milesValue })),
    date: request.date,
    adultCovers: request.adults,
    childrenCovers: request.children,
  });
  if (!answer.success) return { ok: false, message: answer.message };

  const timesByStore = new Map(answer.stores.map((store) => [store.storeId.toUpperCase(), store.available ? store.times : []]));
  const within = request.withinMinutes ?? CLOSEST_TIME_WITHIN_MINUTES;
  const found: AlternativeRestaurant<R>[] = [];
  for (const place of nearby) {
    const time = closestFreeTime(timesByStore.get(place.storeId.toUpperCase()) ?? [], wanted, within);
    if (time === null) continue;
    // The search's copy carries milesValue; the diner is offered the restaurant as the site lists it.
    const restaurant = others.find((candidate) => candidate.storeId === place.storeId) as R;
    found.push({ restaurant, miles: place.milesValue, time: time.text, exact: time.minutes === wanted });
  }
  // Array#sort is stable: within each group the nearest-first order of the search is kept.
  return { ok: true, alternatives: found.sort((a, b) => Number(b.exact) - Number(a.exact)) };
}

/** The bookable time nearest `wanted` (the earlier one on a tie), if one is within `within` minutes. */
function closestFreeTime(slots: readonly Slot[], wanted: number, within: number): { text: string; minutes: number } | null {
  let best: { text: string; minutes: number } | null = null;
  for (const slot of slots) {
    if (slot.canEnquire) continue;
    const text = readTime(slot.time);
    const minutes = parseTimeOfDay(text);
    if (text === null || minutes === null || Math.abs(minutes - wanted) > within) continue;
    const closer = best === null || Math.abs(minutes - wanted) < Math.abs(best.minutes - wanted);
    const tieEarlier = best !== null && Math.abs(minutes - wanted) === Math.abs(best.minutes - wanted) && minutes < best.minutes;
    if (closer || tieEarlier) best = { text, minutes };
  }
  return best;
}

/** The times a diner may ask for when the day is full, 12:00 to 22:00 every half hour. */
export const ALTERNATIVE_TIME_CHOICES: readonly string[] = Array.from(
  { length: 21 },
  (_, i) => `${String(12 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`,
);

/** Dinner time: the time first offered when the diner chose none within the choices. */
export const DEFAULT_ALTERNATIVE_TIME = '19:00';

/**
 * The time first offered for the search: the diner's chosen time when it is one of the choices' span
 * (core's placeholder before any slot arrived is no one's wish), else the time last asked about, else dinner.
 */
export function wantedAlternativeTime(chosen: string | null, lastAsked: string | null): string {
  const first = ALTERNATIVE_TIME_CHOICES[0] as string;
  const last = ALTERNATIVE_TIME_CHOICES[ALTERNATIVE_TIME_CHOICES.length - 1] as string;
  if (chosen !== null && chosen >= first && chosen <= last) return chosen;
  return lastAsked ?? DEFAULT_ALTERNATIVE_TIME;
}

/** The choices to list with `wanted` among them (first, when it is off the half-hour grid). */
export function alternativeTimeChoices(wanted: string): readonly string[] {
  return ALTERNATIVE_TIME_CHOICES.includes(wanted) ? ALTERNATIVE_TIME_CHOICES : [wanted, ...ALTERNATIVE_TIME_CHOICES];
}
