// The journey's date and time text: a calendar date 'YYYY-MM-DD', a time 'HH:MM', and the booking's local
// date-time 'YYYY-MM-DDTHH:mm:ss' without a zone, since the restaurant's wall clock is what is booked.
import { formatTimeOfDay, parseTimeOfDay } from '../opening-hours/time-of-day';

/** 'YYYY-MM-DD' */
export type CalendarDateText = string;
/** 'YYYY-MM-DDTHH:mm:ss', restaurant local time. */
export type LocalDateTimeText = string;

// A date, optionally followed by a time (the date part of a date-time is what a date picker means).
const DATE_THEN_TIME = /^((\d{4})-(\d{2})-(\d{2}))(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** The calendar date written at the start of `text`; null unless it is a real date (2024-02-30 is not). */
export function readCalendarDate(text: unknown): CalendarDateText | null {
  if (typeof text !== 'string') return null;
  const match = DATE_THEN_TIME.exec(text.trim());
  if (match === null) return null;
  // Impossible dates (2024-02-30, month 13) are refused, never rolled over into the next month. The
  // calendar rule is checked here rather than by a date library's strict parser, which every booking form
  // would otherwise download.
  const [year, month, day] = [match[2], match[3], match[4]].map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) ? (match[1] as string) : null;
}

/** `text` as 'HH:MM' ('9:05' -> '09:05', '19:30:00' -> '19:30'); null unless it is a time of day. */
export function readTime(text: unknown): string | null {
  const minutes = parseTimeOfDay(text);
  return minutes === null ? null : formatTimeOfDay(minutes);
}

/** The local date-time of a calendar date at a time, both already read. */
export function atTime(date: CalendarDateText, time: string): LocalDateTimeText {
  return `${date}T${time}:00`;
}

// The Gregorian calendar: February has 29 days in years divisible by 4, except centuries not divisible by 400.
function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
