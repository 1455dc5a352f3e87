// A restaurant's week as people and search engines read it: the day names, the week from Monday (as a UK
// week reads), and the days that share the same hours grouped together, closed days left out. One rule
// for the hours table on the site and both schema.org descriptions of a restaurant.
import { dayClock } from './day-hours-text';
import { hoursOn } from './opening-day';
import { WEEKDAYS, type OpeningHours, type Weekday } from './opening-hours.models';

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
  /** 24-hour 'HH:MM' as core writes it ('9:00' and '09:00:00' both read '09:00'), so equal hours group together. */
  readonly opens: string;
  readonly closes: string;
}

/**
 * The days sharing the same dine-in opening and closing times, in the order their first day comes in a
 * week from Monday. A day hoursOn calls closed (the word Closed, or a time it cannot read) is left out.
 */
export function weeklyHoursGroups(hours: OpeningHours | Readonly<Record<string, unknown>>): WeeklyHoursGroup[] {
  const groups = new Map<string, WeeklyHoursGroup>();
  for (const day of WEEK_FROM_MONDAY) {
    const session = hoursOn(day, hours as OpeningHours, undefined, 'dine-in');
    const clock = session === null ? null : dayClock(session);
    if (clock === null) continue;
    const key = `${clock.opens}-${clock.closes}`;
    const group = groups.get(key);
    groups.set(key, { ...clock, days: [...(group?.days ?? []), day] });
  }
  return [...groups.values()];
}
