// "Today" and the last bookable day, computed once, in the restaurant's time zone: the journey, the group
// form, the date pickers and the API all ask here, so near midnight they never disagree about the date.
import { BOOKING, SITE } from '../constants';
import { addDays, localMoment, weekdayOf } from '../opening-hours/local-calendar';
import type { Weekday } from '../opening-hours/opening-hours.models';
import { readCalendarDate, type CalendarDateText } from './booking-date-time';

export interface BookingWindowOptions {
  /** IANA zone of the restaurant; SITE.defaultTimeZone when absent. */
  timeZone?: string;
  /** Days after today that can still be booked; BOOKING.horizonDays when absent. */
  horizonDays?: number;
}

/** The days a table can be booked: `first` (today where the restaurant is) to `last`, both 'YYYY-MM-DD'. */
export interface BookingWindow {
  readonly first: CalendarDateText;
  readonly last: CalendarDateText;
}

/** Why a date cannot be booked, for a UI to word by key. */
export type BookingDateProblem = 'invalid' | 'past' | 'beyondHorizon';

/** Today's date in `timeZone` ('YYYY-MM-DD'); null for an unusable instant or zone. */
export function todayIn(nowMs: number, timeZone: string = SITE.defaultTimeZone): CalendarDateText | null {
  return localMoment(nowMs, timeZone)?.date ?? null;
}

/** The weekday of today in `timeZone` (the restaurant's, not the server's or the browser's); null for an unusable instant or zone. */
export function weekdayIn(nowMs: number, timeZone: string = SITE.defaultTimeZone): Weekday | null {
  const today = todayIn(nowMs, timeZone);
  return today === null ? null : weekdayOf(today);
}

/** The bookable days as seen at `nowMs`; null for an unusable instant or zone. */
export function bookingWindow(nowMs: number, options: BookingWindowOptions = {}): BookingWindow | null {
  const first = todayIn(nowMs, options.timeZone ?? SITE.defaultTimeZone);
  if (first === null) return null;
  const days = options.horizonDays;
  const horizon = typeof days === 'number' && Number.isInteger(days) && days >= 0 ? days : BOOKING.horizonDays;
  return { first, last: addDays(first, horizon) };
}

/** What stops `date` being booked within `window`, or null when it can be booked. */
export function bookingDateProblem(date: unknown, window: BookingWindow | null): BookingDateProblem | null {
  const day = readCalendarDate(date);
  if (day === null || window === null) return 'invalid';
  if (day < window.first) return 'past';
  if (day > window.last) return 'beyondHorizon';
  return null;
}
