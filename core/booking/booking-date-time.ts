// The journey's date and time text: a calendar date 'YYYY-MM-DD', a time 'HH:MM', and the booking's local
// date-time 'YYYY-MM-DDTHH:mm:ss' without a zone, since the restaurant's wall clock is what is booked.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { formatTimeOfDay, parseTimeOfDay } from '../opening-hours/time-of-day';

dayjs.extend(customParseFormat);

/** 'YYYY-MM-DD' */
export type CalendarDateText = string;
/** 'YYYY-MM-DDTHH:mm:ss', restaurant local time. */
export type LocalDateTimeText = string;

const DATE_FORMAT = 'YYYY-MM-DD';
// A date, optionally followed by a time (the date part of a date-time is what a date picker means).
const DATE_THEN_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** The calendar date written at the start of `text`; null unless it is a real date (2024-02-30 is not). */
export function readCalendarDate(text: unknown): CalendarDateText | null {
  if (typeof text !== 'string') return null;
  const match = DATE_THEN_TIME.exec(text.trim());
  if (match === null) return null;
  const date = match[1] as string;
  // Strict parsing refuses impossible dates instead of rolling them over into the next month.
  return dayjs(date, DATE_FORMAT, true).isValid() ? date : null;
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
