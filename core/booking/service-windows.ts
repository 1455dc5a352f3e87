// When an occasion or a booking menu is served: its weekdays, first and last seating, and season. The API
// refuses what is outside a window and the booking use-case never offers it; no window means no limit, and
// a window that cannot be read (a time like '25:00', a day that is not a weekday) serves nothing.
import { weekdayOf } from '../opening-hours/local-calendar';
import { WEEKDAYS } from '../opening-hours/opening-hours.models';
import { parseTimeOfDay } from '../opening-hours/time-of-day';
import { readCalendarDate } from './booking-date-time';
import type { ServiceWindow, Slot } from './booking.models';

const MONTH_DAY = /^(\d{4}-)?\d{2}-\d{2}$/;

/**
 * Whether something served in `window` can be booked on `date` ('YYYY-MM-DD') at `time` ('HH:MM'); with
 * no time, whether it is served at some time that day. Seatings are inclusive at both ends.
 */
export function isServedAt(window: ServiceWindow | null | undefined, date: unknown, time?: unknown): boolean {
  if (window == null) return true;
  const day = readCalendarDate(date);
  if (day === null || typeof window !== 'object') return false;
  const { days, firstSeating, lastSeating, season } = window;
  if (days != null && !(Array.isArray(days) && days.every((d) => WEEKDAYS.includes(d)) && days.includes(weekdayOf(day)))) return false;
  if (season != null && !inSeason(season, day)) return false;
  const first = firstSeating == null ? 0 : parseTimeOfDay(firstSeating);
  const last = lastSeating == null ? 1439 : parseTimeOfDay(lastSeating);
  if (first === null || last === null || first > last) return false;
  if (time === undefined) return true;
  const at = parseTimeOfDay(time);
  return at !== null && at >= first && at <= last;
}

/** The slots served in every one of `windows` on `date` (an occasion's and a chosen menu's). */
export function slotsServed<T extends Pick<Slot, 'time'>>(slots: readonly T[], date: unknown, ...windows: Array<ServiceWindow | null | undefined>): T[] {
  return slots.filter((slot) => windows.every((window) => isServedAt(window, date, slot.time)));
}

// 'YYYY-MM-DD' bounds are one season; 'MM-DD' bounds recur every year, a season across New Year included.
function inSeason(season: NonNullable<ServiceWindow['season']>, day: string): boolean {
  const { from, to } = season;
  if (!MONTH_DAY.test(String(from)) || !MONTH_DAY.test(String(to)) || from.length !== to.length) return false;
  const at = from.length === 5 ? day.slice(5) : day;
  return from <= to ? at >= from && at <= to : at >= from || at <= to;
}
