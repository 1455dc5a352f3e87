// Suggested booking times: a requested time rounded to the grid restaurants take bookings on
// (BOOKING.suggestedTimeRoundingMinutes), and the grid times either side of it to offer a diner.
import { BOOKING } from '../constants';
import { MINUTES_PER_DAY, formatTimeOfDay, parseTimeOfDay } from '../opening-hours/time-of-day';

const GRID = BOOKING.suggestedTimeRoundingMinutes;
// Suggestions stay on the requested day: a booking at 23:53 is suggested 23:45, never 00:00 of the next.
const LAST_ON_GRID = MINUTES_PER_DAY - GRID;

/** How many grid times are offered before and after the requested one unless the caller asks otherwise. */
export const DEFAULT_SUGGESTIONS_EACH_SIDE = 2;

/**
 * `time` ('HH:MM') rounded to the nearest grid time (19:07 -> 19:00, 19:08 -> 19:15). Nearest rather than
 * always up, so a diner asking for 19:01 is not offered 19:15 first. Unreadable text gives null.
 */
export function roundToSuggestedTime(time: unknown): string | null {
  const minutes = parseTimeOfDay(time);
  return minutes === null ? null : formatTimeOfDay(roundedMinutes(minutes));
}

/**
 * The grid times around a requested time, earliest first: the rounded time with up to `eachSide`
 * times before and after it, cut at the day's ends (00:00 and 23:45). Unreadable text gives no suggestions;
 * an `eachSide` that is not a non-negative number gives the default (a fraction is rounded down).
 */
export function suggestedTimes(requested: unknown, eachSide: number = DEFAULT_SUGGESTIONS_EACH_SIDE): string[] {
  const minutes = parseTimeOfDay(requested);
  if (minutes === null) return [];
  const centre = roundedMinutes(minutes);
  const spread = Number.isFinite(eachSide) && eachSide >= 0 ? Math.floor(eachSide) : DEFAULT_SUGGESTIONS_EACH_SIDE;
  // The bounds are clamped before the loop, so a huge spread still yields at most one day's grid.
  const first = Math.max(0, centre - spread * GRID);
  const last = Math.min(LAST_ON_GRID, centre + spread * GRID);
  const times: string[] = [];
  for (let at = first; at <= last; at += GRID) times.push(formatTimeOfDay(at) as string);
  return times;
}

function roundedMinutes(minutes: number): number {
  return Math.min(Math.round(minutes / GRID) * GRID, LAST_ON_GRID);
}
