// Which times a restaurant takes bookings at on a date: its service periods, every slot length,
// inside that date's opening hours (an override beats the weekday), only within core's booking window:
// from today (todayIn, in the restaurant's zone, the same day the site's date pickers and the booking
// journey use) to BOOKING.horizonDays ahead.
import { bookingDateProblem, bookingWindow, readCalendarDate } from '@tavola/core/booking';
import { formatTimeOfDay, hoursOn, localMoment, overridesByDate, parseTimeOfDay, weekdayOf } from '@tavola/core/opening-hours';
import type { BookingSetup } from './booking-setup';

/** Service slots ('HH:MM') on a date, in order; [] when closed, outside the booking window or the date is not real. */
export function serviceSlots(setup: BookingSetup, date: string, nowMs: number): string[] {
  if (readCalendarDate(date) !== date) return [];
  const window = bookingWindow(nowMs, { timeZone: setup.timeZone, horizonDays: setup.horizonDays });
  if (window === null || bookingDateProblem(date, window) !== null) return [];
  // On today's date only the slots still to come: those after the restaurant's wall clock now.
  const nowMinutes = date === window.first ? (localMoment(nowMs, setup.timeZone)?.minutes ?? null) : null;
  const weekday = weekdayOf(date);
  const hours = dineInHours(setup, date);
  if (hours === null) return [];

  const slots = new Set<number>();
  for (const period of setup.serviceTimes) {
    if (period.days && !period.days.includes(weekday)) continue;
    const first = parseTimeOfDay(period.firstSlot);
    const last = parseTimeOfDay(period.lastSlot);
    if (first === null || last === null) continue;
    for (let t = first; t <= last; t += setup.slotMinutes) {
      // A table is offered only while the restaurant is open, and not at the very minute it closes.
      if (t < hours.open || t >= hours.close) continue;
      if (nowMinutes !== null && t <= nowMinutes) continue;
      slots.add(t);
    }
  }
  return [...slots].sort((a, b) => a - b).map((t) => formatTimeOfDay(t) as string);
}

/** The restaurant's dine-in hours on a date (that date's override beats the weekday); null when it is closed. */
export function dineInHours(setup: BookingSetup, date: string): ReturnType<typeof hoursOn> {
  if (readCalendarDate(date) !== date) return null;
  return hoursOn(weekdayOf(date), setup.hours, overridesOf(setup).get(date), 'dine-in');
}

// A set-up's overrides by date, read once per loaded set-up: a month's calendar asks for 31 days twice each.
const overridesBySetup = new WeakMap<BookingSetup, ReturnType<typeof overridesByDate>>();

function overridesOf(setup: BookingSetup): ReturnType<typeof overridesByDate> {
  let byDate = overridesBySetup.get(setup);
  if (byDate === undefined) {
    byDate = overridesByDate(setup.overrides, setup.timeZone);
    overridesBySetup.set(setup, byDate);
  }
  return byDate;
}
