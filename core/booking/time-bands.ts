// Step two's times as a diner reads them: grouped by service (lunch, afternoon, dinner), and the few offered
// nearest the time they would like, the nearest of which is preselected when the slots arrive.
import { BOOKING } from '../constants';
import { formatTimeOfDay, parseTimeOfDay } from '../opening-hours/time-of-day';
import { readTime } from './booking-date-time';
import type { Occasion, Slot } from './booking.models';

export type TimeBandName = 'lunch' | 'afternoon' | 'dinner';

export interface TimeBand {
  readonly band: TimeBandName;
  /** The band's offered slots, earliest first. */
  readonly slots: readonly Slot[];
}

export const TIME_BANDS: readonly TimeBandName[] = ['lunch', 'afternoon', 'dinner'];

/** What a band is called on a screen. */
export const TIME_BAND_NAMES: Readonly<Record<TimeBandName, string>> = { lunch: 'Lunch', afternoon: 'Afternoon', dinner: 'Dinner' };

const minutesOf = (slot: Slot): number => parseTimeOfDay(slot.time) as number;
const byTime = (slots: readonly Slot[]): Slot[] => [...slots].sort((a, b) => minutesOf(a) - minutesOf(b));
// Where each band opens, in minutes past midnight (lunch at midnight: the bands cover the whole day).
const OPENS = [0, ...[BOOKING.afternoonFrom, BOOKING.dinnerFrom].map(parseTimeOfDay)] as number[];

/** The service band of a time ('HH:MM'); BOOKING.afternoonFrom and dinnerFrom open the later two. */
export function timeBandOf(time: unknown): TimeBandName | null {
  const at = parseTimeOfDay(time);
  return at === null ? null : (TIME_BANDS[OPENS.filter((from) => at >= from).length - 1] as TimeBandName);
}

/** The offered slots in their service bands, each earliest first; a band without a slot is left out. */
export function timeBands(slots: readonly Slot[]): TimeBand[] {
  return TIME_BANDS.map((band) => ({ band, slots: byTime(slots).filter((slot) => timeBandOf(slot.time) === band) })).filter(
    (group) => group.slots.length > 0,
  );
}

/**
 * The `count` offered slots nearest `preferred` ('HH:MM'), earliest first; of two as near, the earlier counts
 * as nearer (a diner asking for 19:00 more often comes early than late). Enquiry-only slots are suggested
 * too, marked by their `canEnquire`. A preferred time that is not a time suggests nothing.
 */
export function nearestSlots(slots: readonly Slot[], preferred: unknown, count: number = BOOKING.suggestedTimeCount): Slot[] {
  const at = parseTimeOfDay(preferred);
  const away = (slot: Slot): number => Math.abs(minutesOf(slot) - (at as number));
  // Sorted by time, then (stably) by distance: the earlier of two as near comes first.
  return at === null ? [] : byTime(byTime(slots).sort((a, b) => away(a) - away(b)).slice(0, count));
}

/**
 * The time the diner would like: the one they chose, else the occasion's usual time (BOOKING.usualTimes,
 * dinner 19:00, lunch 12:30), else the middle of the offered times; null with none of these.
 */
export function preferredTime(chosen: string | null, occasion: Pick<Occasion, 'id' | 'name'> | null, slots: readonly Slot[]): string | null {
  const words = `${occasion?.id} ${occasion?.name}`.toLowerCase();
  const usual = Object.entries(BOOKING.usualTimes).find(([word]) => words.includes(word));
  return chosen ?? usual?.[1] ?? byTime(slots)[slots.length >> 1]?.time ?? null;
}

/**
 * The preferred times a diner can pick: every half hour from the first offered slot's hour to the last slot,
 * and `preferred` itself wherever it falls, earliest first. No slots, no choices but `preferred`.
 */
export function preferredTimeChoices(slots: readonly Slot[], preferred: unknown = null): string[] {
  const minutes = slots.map((slot) => parseTimeOfDay(slot.time)).filter((at): at is number => at !== null);
  const times: string[] = [];
  if (minutes.length > 0) {
    for (let at = Math.floor(Math.min(...minutes) / 60) * 60; at <= Math.max(...minutes); at += 30) times.push(formatTimeOfDay(at) as string);
  }
  const wanted = readTime(preferred);
  if (wanted !== null && !times.includes(wanted)) times.push(wanted);
  return times.sort();
}
