// The availability calendar of step one: a month of days, each available, full or closed for the chosen
// party and occasion, with the reason a diner is told. The API classifies each day with `dayAvailability`
// (so every front-end and the in-memory API word it alike), the use-case loads a month and blocks a day
// that cannot be booked, and `monthWeeks` lays a month out Monday first, as UK calendars are.
import { CALENDAR_MESSAGES, calendarDayMessage } from '../errors/messages';
import { addDays, weekdayOf } from '../opening-hours/local-calendar';
import { WEEKDAYS } from '../opening-hours/opening-hours.models';
import { readCalendarDate, type CalendarDateText } from './booking-date-time';
import { bookingDateProblem, type BookingWindow } from './booking-window';
import type { Slot } from './booking.models';

/** 'YYYY-MM', a calendar month. */
export type CalendarMonthText = string;

/** Whether a day has a table for the party: some time with room, every time taken, or nothing to book. */
export type CalendarDayStatus = 'available' | 'full' | 'closed';

/**
 * Why a day is full or closed: it has passed (or today's last seating has), it is beyond the booking
 * window, the restaurant is closed, the occasion is not served that day, or every time is taken.
 */
export type CalendarDayReason = 'past' | 'noSeatingsLeft' | 'beyondHorizon' | 'restaurantClosed' | 'notServed' | 'full';

export interface CalendarDay {
  /** 'YYYY-MM-DD', the restaurant's local date. */
  readonly date: CalendarDateText;
  readonly status: CalendarDayStatus;
  /** null when available. */
  readonly reason: CalendarDayReason | null;
  /** A full day the restaurant still takes enquiries for (the diner can ask, not book). */
  readonly canEnquire: boolean;
}

/** One month of days for a party (and an occasion, when one is chosen), as the API's calendar call answers. */
export interface MonthAvailability {
  readonly month: CalendarMonthText;
  readonly days: readonly CalendarDay[];
}

/** What the API knows of one day, for `dayAvailability`. */
export interface DayFacts {
  /** The bookable days now; null when the clock is unusable (no day is then bookable). */
  readonly window: BookingWindow | null;
  /** The restaurant opens that day (its hours or that date's override). */
  readonly open: boolean;
  /** The restaurant's seatings that day still to come (today: after now), before any occasion's window. */
  readonly seatings: number;
  /** Those seatings inside the occasion's service window (every occasion's, when none is chosen). */
  readonly served: number;
  /** The times offered to the party among the served ones: with room, or as an enquiry when full. */
  readonly offers: readonly Pick<Slot, 'canEnquire'>[];
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' read strictly (a real month, zero-padded); null for anything else. */
export function readCalendarMonth(text: unknown): CalendarMonthText | null {
  return typeof text === 'string' && MONTH.test(text) ? text : null;
}

/** The month a date falls in; null for a date that cannot be read. */
export function monthOf(date: unknown): CalendarMonthText | null {
  const day = readCalendarDate(date);
  return day === null ? null : day.slice(0, 7);
}

/** `month` moved by `count` months (negative for earlier); null for a month that cannot be read. */
export function shiftMonth(month: unknown, count: number): CalendarMonthText | null {
  const read = readCalendarMonth(month);
  if (read === null || !Number.isInteger(count)) return null;
  const index = Number(read.slice(0, 4)) * 12 + Number(read.slice(5, 7)) - 1 + count;
  const year = Math.floor(index / 12);
  if (year < 1 || year > 9999) return null;
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every date of `month`, in order; [] for a month that cannot be read. */
export function daysOfMonth(month: unknown): CalendarDateText[] {
  const read = readCalendarMonth(month);
  if (read === null) return [];
  const days: CalendarDateText[] = [];
  for (let day = `${read}-01`; day.startsWith(read); day = addDays(day, 1)) days.push(day);
  return days;
}

/** The months a calendar can show within `window`: the first bookable day's month to the last one's. */
export function monthsOfWindow(window: BookingWindow | null): { first: CalendarMonthText; last: CalendarMonthText } | null {
  return window === null ? null : { first: window.first.slice(0, 7), last: window.last.slice(0, 7) };
}

/** `month` holds at least one day of `window`. */
export function isMonthInWindow(month: unknown, window: BookingWindow | null): boolean {
  const read = readCalendarMonth(month);
  const months = monthsOfWindow(window);
  return read !== null && months !== null && read >= months.first && read <= months.last;
}

/**
 * A month laid out in weeks, Monday first: each week seven cells, a date or null before the first and
 * after the last day of the month. [] for a month that cannot be read.
 */
export function monthWeeks(month: unknown): Array<Array<CalendarDateText | null>> {
  const days = daysOfMonth(month);
  if (days.length === 0) return [];
  // WEEKDAYS is Sunday first; a UK week starts on Monday, so Sunday is the seventh cell.
  const lead = (WEEKDAYS.indexOf(weekdayOf(days[0] as string)) + 6) % 7;
  const cells: Array<CalendarDateText | null> = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<CalendarDateText | null>> = [];
  for (let at = 0; at < cells.length; at += 7) weeks.push(cells.slice(at, at + 7));
  return weeks;
}

/**
 * A day's status for the party: outside the window it is closed as past or beyond the horizon; a closed
 * restaurant, no seating left today or an occasion not served that day is closed; served times none of
 * which has room are full (an enquiry still possible when the restaurant takes them); else available.
 */
export function dayAvailability(date: CalendarDateText, facts: DayFacts): CalendarDay {
  const problem = bookingDateProblem(date, facts.window);
  if (problem !== null) return closed(date, problem === 'beyondHorizon' ? 'beyondHorizon' : 'past');
  if (!facts.open) return closed(date, 'restaurantClosed');
  if (facts.seatings === 0) return closed(date, date === facts.window?.first ? 'noSeatingsLeft' : 'restaurantClosed');
  if (facts.served === 0) return closed(date, 'notServed');
  if (facts.offers.some((offer) => offer.canEnquire !== true)) return { date, status: 'available', reason: null, canEnquire: false };
  return { date, status: 'full', reason: 'full', canEnquire: facts.offers.length > 0 };
}

/** The words for a day: why it cannot be booked, or that it can; `horizonDays` words 'beyondHorizon'. */
export function describeCalendarDay(day: Pick<CalendarDay, 'status' | 'reason' | 'canEnquire'>, horizonDays?: number): string {
  return calendarDayMessage(day.status === 'available' ? null : (day.reason ?? 'restaurantClosed'), day.canEnquire, horizonDays);
}

/** A day as an API answered it, read defensively; null when its date or status cannot be read. */
export function readCalendarDay(value: unknown): CalendarDay | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const date = readCalendarDate(record.date);
  const status = record.status;
  if (date === null || date !== record.date || (status !== 'available' && status !== 'full' && status !== 'closed')) return null;
  const reason = REASONS.includes(record.reason as CalendarDayReason) ? (record.reason as CalendarDayReason) : null;
  if (status === 'available') return { date, status, reason: null, canEnquire: false };
  return { date, status, reason: reason ?? (status === 'full' ? 'full' : 'restaurantClosed'), canEnquire: status === 'full' && record.canEnquire === true };
}

const REASONS: readonly CalendarDayReason[] = ['past', 'noSeatingsLeft', 'beyondHorizon', 'restaurantClosed', 'notServed', 'full'];

function closed(date: CalendarDateText, reason: CalendarDayReason): CalendarDay {
  return { date, status: 'closed', reason, canEnquire: false };
}

// ---- The calendar the journey shows ----

/** The journey's calendar: the month shown and, once loaded, its days for `key` (restaurant, occasion, party, month). */
export interface CalendarState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The month shown, 'YYYY-MM'; null before a date is known. */
  readonly month: CalendarMonthText | null;
  /** What the days (or the call on its way) are for; a different key means they no longer apply. */
  readonly key: string | null;
  readonly days: readonly CalendarDay[];
}

/** A day of the month grid as a front-end draws it. */
export interface CalendarCell {
  readonly date: CalendarDateText;
  readonly dayOfMonth: number;
  /** 'unknown' while the month loads, when it could not be loaded, or with no calendar call. */
  readonly status: CalendarDayStatus | 'unknown';
  readonly reason: CalendarDayReason | null;
  readonly canEnquire: boolean;
  /** Why it cannot be booked, or that it can; '' while unknown. */
  readonly message: string;
  /** For a screen reader: the full date and the message, e.g. 'Friday 25 December 2026: The restaurant is closed on this day.' */
  readonly label: string;
  readonly selected: boolean;
  readonly today: boolean;
  /** Within the booking window: the diner can choose it (a closed or full one then says why it cannot go on). */
  readonly choosable: boolean;
}

export interface CalendarView {
  readonly month: CalendarMonthText;
  /** 'December 2026' */
  readonly title: string;
  /** Weeks Monday first; null cells pad the first and last week. */
  readonly weeks: ReadonlyArray<ReadonlyArray<CalendarCell | null>>;
  /** The months either side within the booking window; null at its ends. */
  readonly previousMonth: CalendarMonthText | null;
  readonly nextMonth: CalendarMonthText | null;
  readonly status: CalendarState['status'];
  /** Said when the month could not be loaded (the date can still be chosen); null otherwise. */
  readonly message: string | null;
  /** The month could not be loaded: offer the use-case's tryCalendarAgain(). */
  readonly canTryAgain: boolean;
}

export interface CalendarViewContext {
  readonly window: BookingWindow | null;
  /** The day chosen, 'YYYY-MM-DD'. */
  readonly selected: CalendarDateText | null;
  /** The key the days must have to apply now. */
  readonly key: string | null;
  readonly horizonDays?: number;
  /** A failed month may be offered a try again of its own (false when another offer asks for it too); true by default. */
  readonly offerTryAgain?: boolean;
}

export const NO_CALENDAR: CalendarState = Object.freeze({ status: 'idle', month: null, key: null, days: Object.freeze([]) });

/** What a month's days are asked for; null when there is no restaurant, party or month to ask about. */
export function calendarKey(storeId: string | null, occasionId: string | null, covers: number, month: CalendarMonthText | null): string | null {
  if (storeId === null || month === null || !Number.isInteger(covers) || covers < 1) return null;
  return JSON.stringify([storeId, occasionId ?? '', covers, month]);
}

/** The loaded day of `date` when the calendar's days are for `key`; null otherwise. */
export function calendarDayOf(calendar: CalendarState, key: string | null, date: CalendarDateText | null): CalendarDay | null {
  if (calendar.status !== 'loaded' || key === null || calendar.key !== key || date === null) return null;
  return calendar.days.find((day) => day.date === date) ?? null;
}

/** The month grid with each day's status and words; null when no month is shown. */
export function calendarView(calendar: CalendarState, context: CalendarViewContext): CalendarView | null {
  const month = calendar.month;
  if (month === null || readCalendarMonth(month) === null) return null;
  const current = calendar.status === 'loaded' && context.key !== null && calendar.key === context.key;
  const byDate = new Map(current ? calendar.days.map((day) => [day.date, day]) : []);
  const { window } = context;
  const cell = (date: CalendarDateText): CalendarCell => {
    const day = byDate.get(date);
    const full = fullDate(date);
    const message = day === undefined ? '' : describeCalendarDay(day, context.horizonDays);
    return {
      date,
      dayOfMonth: Number(date.slice(8)),
      status: day?.status ?? 'unknown',
      reason: day?.reason ?? null,
      canEnquire: day?.canEnquire ?? false,
      message,
      label: message === '' ? full : `${full}: ${message}`,
      selected: date === context.selected,
      today: date === window?.first,
      choosable: bookingDateProblem(date, window) === null,
    };
  };
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const status = calendar.key === context.key ? calendar.status : calendar.status === 'idle' ? 'idle' : 'loading';
  return {
    month,
    title: monthTitle(month),
    weeks: monthWeeks(month).map((week) => week.map((date) => (date === null ? null : cell(date)))),
    previousMonth: isMonthInWindow(previous, window) ? previous : null,
    nextMonth: isMonthInWindow(next, window) ? next : null,
    status,
    message: status === 'failed' ? CALENDAR_MESSAGES.loadFailed : null,
    canTryAgain: status === 'failed' && context.offerTryAgain !== false,
  };
}

// Formatters are made on first use: building one at import would be work for a page that never shows a calendar.
let dateFormat: Intl.DateTimeFormat | null = null;
let monthFormat: Intl.DateTimeFormat | null = null;

/** 'Friday 25 December 2026' (British English). */
export function fullDate(date: CalendarDateText): string {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(utcDate(date)).replace(',', '');
}

/** 'December 2026' (British English). */
export function monthTitle(month: CalendarMonthText): string {
  monthFormat ??= new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthFormat.format(utcDate(`${month}-01`));
}

function utcDate(date: CalendarDateText): Date {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));
}
