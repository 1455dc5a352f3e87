// How one day's hours read to a diner, the same wherever they are shown (the restaurant's hours table, its
// special dates, the schema.org descriptions): a day hoursOn calls closed reads 'Closed', whatever text the
// API sent for it; an open day reads in core's own 24-hour 'HH:MM', never the API's text as sent (which may
// be '12:00pm' or '12:00:00'), so the table can neither disagree with the open/closed status nor mix clocks.
import { hoursOn, type DayHours } from './opening-day';
import type { OpeningHours, OpeningVariant, Weekday } from './opening-hours.models';
import { formatTimeOfDay } from './time-of-day';

/** What a closed day reads. */
export const CLOSED_DAY_TEXT = 'Closed';

/** 00:00 reads as a word: '12:00 to midnight' leaves no doubt which midnight is meant. */
const MIDNIGHT = '00:00';
const MIDNIGHT_TEXT = 'midnight';

/** A session's times as 24-hour 'HH:MM'; a close after midnight reads as the next morning's clock ('01:30'). */
export interface DayClock {
  readonly opens: string;
  readonly closes: string;
}

/** The opening and closing clock times of a session; null when either is not a number of minutes. */
export function dayClock(day: DayHours): DayClock | null {
  const opens = formatTimeOfDay(day.open);
  const closes = formatTimeOfDay(day.close);
  return opens === null || closes === null ? null : { opens, closes };
}

/** 'Closed' for no session, else '12:00 to 23:00', with 00:00 read 'midnight' ('12:00 to midnight'). */
export function dayHoursText(day: DayHours | null | undefined): string {
  const clock = day === null || day === undefined ? null : dayClock(day);
  if (clock === null) return CLOSED_DAY_TEXT;
  return `${clockText(clock.opens)} to ${clockText(clock.closes)}`;
}

/** A weekday's usual hours for dine-in or click-and-collect, by hoursOn's rule (no date override). */
export function weekdayHoursText(weekday: Weekday, hours: OpeningHours | null | undefined, variant: OpeningVariant = 'dine-in'): string {
  return dayHoursText(hoursOn(weekday, hours, undefined, variant));
}

function clockText(time: string): string {
  return time === MIDNIGHT ? MIDNIGHT_TEXT : time;
}
