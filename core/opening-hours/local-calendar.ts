// Wall-clock dates and times in a restaurant's zone. Servers run in UTC, so an instant is turned into the
// restaurant's local date and minutes here before anything compares it with HH:MM opening text. The
// platform does the work: Intl holds the zones, and calendar days are counted on UTC dates, which have no
// daylight-saving gaps (no date library in the bundle of every app that only asks what day it is).
import { WEEKDAYS, type Weekday } from './opening-hours.models';
import { MINUTES_PER_HOUR } from './time-of-day';

/** A local calendar date as 'YYYY-MM-DD'. */
export type CalendarDate = string;

export interface LocalMoment {
  readonly date: CalendarDate;
  /** Minutes since the local midnight of `date`. */
  readonly minutes: number;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;
// The date part, an optional time, then an optional zone designator (Z, +01:00, +0100).
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A number of epoch milliseconds that names a representable instant. */
export function isValidInstant(instantMs: unknown): instantMs is number {
  // A Date holds instants up to 8.64e15 ms either side of 1970; beyond, its time is NaN.
  return typeof instantMs === 'number' && !Number.isNaN(new Date(instantMs).getTime());
}

/** The local date and time of an instant in `timeZone`; null for an unusable instant or zone. */
export function localMoment(instantMs: number, timeZone: string): LocalMoment | null {
  return isValidInstant(instantMs) ? wallClock(instantMs, timeZone) : null;
}

/**
 * `date` moved by whole calendar days; computed in UTC, which has no daylight-saving gaps. Text that is not
 * a real date names no day to move from and comes back as it was.
 */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const start = utcMidnight(date);
  if (start === null || !Number.isInteger(days)) return date;
  const moved = new Date(start + days * MS_PER_DAY);
  return Number.isNaN(moved.getTime()) ? date : isoDate(moved);
}

export function weekdayOf(date: CalendarDate): Weekday {
  // getUTCDay() is 0..6 for a real date, which WEEKDAYS covers (Sunday first).
  return WEEKDAYS[new Date(utcMidnight(date) ?? Number.NaN).getUTCDay()] as Weekday;
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
  // The one form Date.parse must read the same everywhere: 'T', an upper-case Z, an offset with a colon.
  const iso = `${date}T${text.slice(11).toUpperCase().replace(/([+-]\d{2})(\d{2})$/, '$1:$2')}`;
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? null : (wallClock(instant, timeZone)?.date ?? null);
}

function isCalendarDate(text: string): boolean {
  return utcMidnight(text) !== null;
}

/** The UTC midnight of a real 'YYYY-MM-DD' date, or null. */
function utcMidnight(text: unknown): number | null {
  if (typeof text !== 'string' || !DATE_ONLY.test(text)) return null;
  const ms = Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
  // Date.UTC rolls impossible dates over (2024-02-30 becomes 2024-03-01) and reads years 0-99 as 19xx: a
  // round trip catches both.
  return isoDate(new Date(ms)) === text ? ms : null;
}

function isoDate(date: Date): CalendarDate {
  const year = date.getUTCFullYear();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The wall clock of an instant in a zone, read from the platform's own time-zone data (Intl). Without a
 * zone nothing is read: a JavaScript caller's undefined would otherwise quietly mean the server's own zone.
 */
function wallClock(instantMs: number, timeZone: string): LocalMoment | null {
  const formatter = formatterFor(timeZone);
  if (formatter === null) return null;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(instantMs)) parts[part.type] = part.value;
  // Some engines write midnight as 24 even with hourCycle h23.
  const hour = Number(parts.hour) % 24;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return DATE_ONLY.test(date) ? { date, minutes: hour * MINUTES_PER_HOUR + Number(parts.minute) } : null;
}

// Building a formatter is the costly part, so each zone keeps one (a handful of zones in practice; the
// cache starts again past a bound, so text from outside can never grow it without end).
const FORMATTERS = new Map<string, Intl.DateTimeFormat | null>();
const MOST_ZONES_KEPT = 64;

function formatterFor(timeZone: unknown): Intl.DateTimeFormat | null {
  if (typeof timeZone !== 'string') return null;
  const known = FORMATTERS.get(timeZone);
  if (known !== undefined) return known;
  let formatter: Intl.DateTimeFormat | null;
  try {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch (error) {
    // Intl throws a RangeError for a zone it does not know: the caller reports it as an unusable zone.
    formatter = error instanceof RangeError ? null : rethrow(error);
  }
  if (FORMATTERS.size >= MOST_ZONES_KEPT) FORMATTERS.clear();
  FORMATTERS.set(timeZone, formatter);
  return formatter;
}

function rethrow(error: unknown): never {
  throw error;
}
