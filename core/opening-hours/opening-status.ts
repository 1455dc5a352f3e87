// Whether a restaurant is open at an instant, and the line a diner reads: 'closes HH:MM' or 'opens HH:MM'
// (spec section 4). Everything is compared on the restaurant's local wall clock, never the server's.
import { OPENING_HOURS, SITE } from '../constants';
import { addDays, isValidInstant, localMoment, weekdayOf, type CalendarDate } from './local-calendar';
import { hoursOn, overridesByDate } from './opening-day';
import type {
  OpeningHours,
  OpeningHoursOverride,
  OpeningStatus,
  OpeningStatusError,
  OpeningStatusOptions,
  UnknownOpeningStatus,
  Weekday,
} from './opening-hours.models';
import { MINUTES_PER_DAY, formatTimeOfDay } from './time-of-day';

const WEEKDAY_SHORT: Readonly<Record<Weekday, string>> = {
  sunday: 'Sun',
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
};

// Yesterday is included because a session that opened yesterday may run past today's midnight.
const FIRST_DAY_OFFSET = -1;

/** A session in minutes since today's local midnight (negative for yesterday's). */
interface Session {
  readonly start: number;
  readonly end: number;
}

/**
 * The opening status at `nowMs`. Open shows when it closes; closed shows the next opening: 'opens 12:00'
 * when that is later today, 'opens Tue 12:00' when it is on another day within OPENING_HOURS.lookAheadDays,
 * and just 'closed' when there is none in that time. An unusable instant or time zone gives 'unknown'.
 */
export function openingStatus(
  hours: OpeningHours | null | undefined,
  overrides: readonly (OpeningHoursOverride | null | undefined)[] | null | undefined,
  nowMs: number,
  options?: OpeningStatusOptions | null,
): OpeningStatus {
  if (!isValidInstant(nowMs)) return unknown('OPENING_HOURS.INVALID_INSTANT');
  const timeZone = options?.timeZone ?? SITE.defaultTimeZone;
  const now = localMoment(nowMs, timeZone);
  if (now === null) return unknown('OPENING_HOURS.INVALID_TIME_ZONE');

  const byDate = overridesByDate(overrides, timeZone);
  const variant = options?.variant === 'click-collect' ? 'click-collect' : 'dine-in';
  const sessions: Session[] = [];
  for (let offset = FIRST_DAY_OFFSET; offset <= OPENING_HOURS.lookAheadDays; offset += 1) {
    const date = addDays(now.date, offset);
    const day = hoursOn(weekdayOf(date), hours, byDate.get(date), variant);
    const midnight = offset * MINUTES_PER_DAY;
    if (day !== null) sessions.push({ start: midnight + day.open, end: midnight + day.close });
  }

  // Where yesterday's late session and today's overlap, the diner is told the later close.
  const current = sessions
    .filter((session) => session.start <= now.minutes && now.minutes < session.end)
    .reduce<Session | null>((latest, s) => (latest === null || s.end > latest.end ? s : latest), null);
  if (current !== null) {
    const closesAt = clockText(current.end);
    const closesOn = weekdayAt(now.date, current.end);
    return { state: 'open', label: `closes ${closesAt}`, changesAt: closesAt, changesOn: closesOn };
  }

  // Sessions are in date order and each starts within its own day, so the first one ahead is the next.
  const next = sessions.find((session) => session.start > now.minutes);
  if (next === undefined) return { state: 'closed', label: 'closed', changesAt: null, changesOn: null };
  const opensAt = clockText(next.start);
  const opensOn = weekdayAt(now.date, next.start);
  const when = next.start < MINUTES_PER_DAY ? opensAt : `${WEEKDAY_SHORT[opensOn]} ${opensAt}`;
  return { state: 'closed', label: `opens ${when}`, changesAt: opensAt, changesOn: opensOn };
}

function unknown(reason: OpeningStatusError): UnknownOpeningStatus {
  return { state: 'unknown', label: '', reason };
}

function weekdayAt(today: CalendarDate, minutes: number): Weekday {
  return weekdayOf(addDays(today, Math.floor(minutes / MINUTES_PER_DAY)));
}

function clockText(minutes: number): string {
  // Session bounds are whole minutes built from parsed HH:MM text, so the formatter always answers.
  return formatTimeOfDay(minutes) as string;
}
