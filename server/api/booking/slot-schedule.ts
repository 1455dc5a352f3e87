// Which times a restaurant takes bookings at on a date: its service periods, every slot length,
// inside that date's opening hours (an override beats the weekday), never in the past.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { hoursOn, overridesByDate, WEEKDAYS, formatTimeOfDay, parseTimeOfDay } from '@tavola/core/opening-hours';
import type { BookingSetup } from './booking-setup';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The restaurant's local date ('YYYY-MM-DD') and minutes since local midnight at an instant. */
export function localNow(nowMs: number, timeZone: string): { date: string; minutes: number } {
  const local = dayjs(nowMs).tz(timeZone);
  return { date: local.format('YYYY-MM-DD'), minutes: local.hour() * 60 + local.minute() };
}

/** Service slots ('HH:MM') on a date, in order; [] when closed, in the past or the date is not real. */
export function serviceSlots(setup: BookingSetup, date: string, nowMs: number): string[] {
  const day = dayjs.utc(date, 'YYYY-MM-DD', true);
  if (!day.isValid()) return [];
  const today = localNow(nowMs, setup.timeZone);
  if (date < today.date) return [];
  const weekday = WEEKDAYS[day.day()];
  if (weekday === undefined) return [];
  const hours = hoursOn(weekday, setup.hours, overridesByDate(setup.overrides, setup.timeZone).get(date), 'dine-in');
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
      if (date === today.date && t <= today.minutes) continue;
      slots.add(t);
    }
  }
  return [...slots].sort((a, b) => a - b).map((t) => formatTimeOfDay(t) as string);
}
