// A restaurant's week as people and search engines read it: the day names, the week from Monday (as a UK
// week reads), and the days that share the same hours grouped together, closed days left out. One rule
// for the hours table on the site and both schema.org descriptions of a restaurant.
import { isClosedMarker } from './opening-day';
import { WEEKDAYS, type OpeningHours, type Weekday } from './opening-hours.models';
import { parseTimeOfDay } from './time-of-day';

export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** Monday first, as a UK week reads. */
export const WEEK_FROM_MONDAY: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0] as Weekday];

export interface WeeklyHoursGroup {
  /** Monday first. */
  readonly days: readonly Weekday[];
  /** 'HH:MM', as the hours give it. */
  readonly opens: string;
  readonly closes: string;
}

/**
 * The days sharing the same opening and closing times, in the order their first day comes in a week from
 * Monday. A day marked closed, or without two readable times, is left out.
 */
export function weeklyHoursGroups(hours: OpeningHours | Readonly<Record<string, unknown>>): WeeklyHoursGroup[] {
  const groups = new Map<string, Weekday[]>();
  for (const day of WEEK_FROM_MONDAY) {
    const opens = (hours as Record<string, unknown>)[`${day}Open`];
    const closes = (hours as Record<string, unknown>)[`${day}Close`];
    if (typeof opens !== 'string' || typeof closes !== 'string' || isClosedMarker(opens) || isClosedMarker(closes)) continue;
    if (parseTimeOfDay(opens) === null || parseTimeOfDay(closes) === null) continue;
    const key = `${opens}-${closes}`;
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  return [...groups.entries()].map(([key, days]) => {
    const [opens = '', closes = ''] = key.split('-');
    return { days, opens, closes };
  });
}
