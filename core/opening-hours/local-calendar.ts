// Wall-clock dates and times in a restaurant's zone. Servers run in UTC, so an instant is turned into the
// restaurant's local date and minutes here before anything compares it with HH:MM opening text.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { WEEKDAYS, type Weekday } from './opening-hours.models';
import { MINUTES_PER_HOUR } from './time-of-day';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A local calendar date as 'YYYY-MM-DD'. */
export type CalendarDate = string;

export interface LocalMoment {
  readonly date: CalendarDate;
  /** Minutes since the local midnight of `date`. */
  readonly minutes: number;
}

const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// The date part, an optional time, then an optional zone designator (Z, +01:00, +0100).
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A number of epoch milliseconds that names a representable instant. */
export function isValidInstant(instantMs: unknown): instantMs is number {
  return typeof instantMs === 'number' && Number.isFinite(instantMs) && dayjs(instantMs).isValid();
}

/** The local date and time of an instant in `timeZone`; null for an unusable instant or zone. */
export function localMoment(instantMs: number, timeZone: string): LocalMoment | null {
  if (!isValidInstant(instantMs)) return null;
  const local = inZone(dayjs(instantMs), timeZone);
  if (local === null) return null;
  return { date: local.format(DATE_FORMAT), minutes: local.hour() * MINUTES_PER_HOUR + local.minute() };
}

/** `date` moved by whole calendar days; computed in UTC, which has no daylight-saving gaps. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return dayjs.utc(date).add(days, 'day').format(DATE_FORMAT);
}

export function weekdayOf(date: CalendarDate): Weekday {
  // day() is always 0..6, which WEEKDAYS covers.
  return WEEKDAYS[dayjs.utc(date).day()] as Weekday;
}

/**
 * The local date an override's `endDate` names, or null when it is not a real date.
 * 'YYYY-MM-DD', and a date-time without a zone, name the date as written: the back end writes the
 * restaurant's own calendar. A date-time with Z or an offset is an instant, so it is read in the
 * restaurant's zone (for London, a UTC midnight always stays on the same date).
 */
export function overrideLocalDate(endDate: unknown, timeZone: string): CalendarDate | null {
  if (typeof endDate !== 'string') return null;
  const text = endDate.trim();
  if (DATE_ONLY.test(text)) return isCalendarDate(text) ? text : null;
  const match = DATE_TIME.exec(text);
  if (match === null) return null;
  const date = match[1] as string;
  if (!isCalendarDate(date)) return null;
  if (match[2] === undefined) return date;
  const local = inZone(dayjs(text), timeZone);
  return local === null ? null : local.format(DATE_FORMAT);
}

// dayjs rolls impossible dates over (2024-02-30 becomes 2024-03-01); a round trip catches that.
function isCalendarDate(text: string): boolean {
  return dayjs.utc(text).format(DATE_FORMAT) === text;
}

function inZone(instant: dayjs.Dayjs, timeZone: string): dayjs.Dayjs | null {
  // Without a zone dayjs would quietly use the server's own: a JavaScript caller's undefined is refused.
  if (typeof timeZone !== 'string') return null;
  try {
    return instant.tz(timeZone);
  } catch (error) {
    // Intl throws a RangeError for a zone it does not know: the caller reports it as an unusable zone.
    return error instanceof RangeError ? null : rethrow(error);
  }
}

function rethrow(error: unknown): never {
  throw error;
}
