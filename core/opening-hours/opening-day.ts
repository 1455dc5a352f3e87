// The hours a restaurant keeps on one local date: its override for that date if it has one, else its
// weekday's. A day whose times are missing, malformed or the word Closed is a closed day.
import type { OpeningHours, OpeningHoursOverride, OpeningVariant, Weekday } from './opening-hours.models';
import { overrideLocalDate, type CalendarDate } from './local-calendar';
import { MINUTES_PER_DAY, parseTimeOfDay } from './time-of-day';

/** One day's session, in minutes since the local midnight of the day it opens. */
export interface DayHours {
  readonly open: number;
  /** Always after `open`; above MINUTES_PER_DAY when the close falls after midnight. */
  readonly close: number;
}

const CLOSED_MARKER = 'closed';

/** True for the word Closed in any case ('Closed', 'CLOSED', 'closed'), which the API uses for a shut day. */
export function isClosedMarker(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === CLOSED_MARKER;
}

/**
 * Overrides keyed by the local date they apply to. When the API sends two for one date the first wins,
 * as the API lists them; overrides whose date cannot be read are ignored rather than guessed at.
 */
export function overridesByDate(
  overrides: readonly (OpeningHoursOverride | null | undefined)[] | null | undefined,
  timeZone: string,
): ReadonlyMap<CalendarDate, OpeningHoursOverride> {
  const byDate = new Map<CalendarDate, OpeningHoursOverride>();
  if (!Array.isArray(overrides)) return byDate;
  for (const override of overrides) {
    if (override === null || typeof override !== 'object') continue;
    const date = overrideLocalDate(override.endDate, timeZone);
    if (date !== null && !byDate.has(date)) byDate.set(date, override);
  }
  return byDate;
}

/**
 * The session for one day, or null when closed. Closed in the open or dine-in close time shuts both
 * variants; click-and-collect also needs its own close time, and is closed that day without one.
 * A close at or before the open (00:00, or 01:00 after a 12:00 open) is read as after midnight.
 */
export function hoursOn(
  weekday: Weekday,
  hours: OpeningHours | null | undefined,
  override: OpeningHoursOverride | undefined,
  variant: OpeningVariant,
): DayHours | null {
  return sessionOf(override === undefined ? weekdayTimes(weekday, hours) : overrideTimes(override), variant);
}

/**
 * The session an override sets for its own date, or null when it shuts the restaurant (or is not an
 * override at all): hoursOn's rule, for lists of special dates that have no weekday hours to fall back on.
 */
export function overrideHours(override: OpeningHoursOverride | null | undefined, variant: OpeningVariant = 'dine-in'): DayHours | null {
  if (override === null || typeof override !== 'object') return null;
  return sessionOf(overrideTimes(override), variant);
}

function sessionOf(times: DayTimes, variant: OpeningVariant): DayHours | null {
  if (isClosedMarker(times.open) || isClosedMarker(times.close)) return null;
  const open = parseTimeOfDay(times.open);
  const close = parseTimeOfDay(variant === 'click-collect' ? times.clickCollectClose : times.close);
  if (open === null || close === null) return null;
  return { open, close: close <= open ? close + MINUTES_PER_DAY : close };
}

interface DayTimes {
  readonly open: unknown;
  readonly close: unknown;
  readonly clickCollectClose: unknown;
}

function weekdayTimes(weekday: Weekday, hours: OpeningHours | null | undefined): DayTimes {
  // A JavaScript caller may hand over anything; only an object's fields are read.
  const source: OpeningHours = hours !== null && typeof hours === 'object' ? hours : {};
  return {
    open: source[`${weekday}Open`],
    close: source[`${weekday}Close`],
    clickCollectClose: source[`${weekday}ClickCollectClose`],
  };
}

function overrideTimes(override: OpeningHoursOverride): DayTimes {
  return { open: override.openTime, close: override.closeTime, clickCollectClose: override.clickCollectClose };
}
