// The limits a booking call must keep, as core's rules give them: the party (limitsOf), the date (the
// booking window) and the time (readTime), each refused with a 400 naming its field.
import { BOOKING } from '@tavola/core/constants';
import { dateBeyondHorizonMessage } from '@tavola/core/errors';
import type { Occasion } from '@tavola/core/booking';
import { assertCovers, bookableDate, bookingTime, offeredOccasion } from './booking-setup';

/** 10:00 on Monday 23 November 2026 in London: the last bookable day (90 days on) is Sunday 21 February 2027. */
const MONDAY = Date.UTC(2026, 10, 23, 10, 0);
const DINNER: Occasion = { id: 'dinner', name: 'Dinner', minimumCovers: 1, maximumCovers: 20 };

describe('the date a booking call asks about', () => {
  it("given the booking window's last day, when checked, then it is the date", () => {
    expect(BOOKING.horizonDays).toBe(90);
    expect(bookableDate('2027-02-21', 'date', MONDAY)).toBe('2027-02-21');
  });

  it('given a horizon of 7 days (BOOKING_HORIZON_DAYS), when checked, then the eighth day is refused in its words', () => {
    expect(bookableDate('2026-11-30', 'date', MONDAY, undefined, 7)).toBe('2026-11-30');
    expect(() => bookableDate('2026-12-01', 'date', MONDAY, undefined, 7)).toThrow(expect.objectContaining({ field: 'date', message: 'Choose a date within the next 7 days.' }));
  });

  it('given the day after the last bookable day, when checked, then 400 naming the field with the horizon message', () => {
    expect(() => bookableDate('2027-02-22', 'date', MONDAY)).toThrow(expect.objectContaining({ field: 'date', message: dateBeyondHorizonMessage() }));
  });

  it('given a past date, when checked, then it passes: its day has no slots, which each call answers itself', () => {
    expect(bookableDate('2026-11-20', 'dates', MONDAY)).toBe('2026-11-20');
  });

  it.each([['2027-02-30'], ['25/11/2026'], ['2026-11-25T19:00'], [' 2026-11-25']])('given %p, when checked, then 400: not a real date', (value) => {
    expect(() => bookableDate(value, 'bookingDate', MONDAY)).toThrow(expect.objectContaining({ field: 'bookingDate', message: 'bookingDate is not a real date' }));
  });
});

const ROOMY = { coversPerSlot: 40, cardGuaranteeAbove: 8 };

describe('the party', () => {
  it('given York (four covers a slot, a card above four), when its dinner is offered, then the waitlist takes parties up to four', () => {
    expect(offeredOccasion(DINNER, { coversPerSlot: 4, cardGuaranteeAbove: 4 }).waitlistMaxCovers).toBe(4);
    expect(offeredOccasion(DINNER, ROOMY).waitlistMaxCovers).toBe(8);
  });

  it('given an occasion allowing more than BOOKING.maxCovers, when offered and checked, then the limit is BOOKING.maxCovers', () => {
    expect(offeredOccasion(DINNER, ROOMY)).toMatchObject({ minimumCovers: 1, maximumCovers: BOOKING.maxCovers });
    expect(assertCovers(DINNER, 10, 5)).toBe(15);
    expect(() => assertCovers(DINNER, 15, 1)).toThrow(expect.objectContaining({ field: 'adults', message: 'Adults and children together must be between 1 and 15 for Dinner' }));
  });

  it('given an occasion whose minimum is above its maximum, when checked, then core trusts the maximum', () => {
    const odd: Occasion = { id: 'odd', name: 'Odd', minimumCovers: 8, maximumCovers: 4 };
    expect(offeredOccasion(odd, ROOMY)).toMatchObject({ minimumCovers: 4, maximumCovers: 4 });
    expect(assertCovers(odd, 4, 0)).toBe(4);
  });
});

describe('the booking time', () => {
  it('given the same time in both fields, when checked, then it is that time', () => {
    expect(bookingTime('2026-11-25T19:00:00', '19:00')).toBe('19:00');
    expect(bookingTime('2026-11-25T19:00', '19:00')).toBe('19:00');
  });

  it('given two different times, or one that is not a time of day, when checked, then 400 naming the booking time', () => {
    expect(() => bookingTime('2026-11-25T19:00:00', '19:30')).toThrow(expect.objectContaining({ field: 'data.bookingTime', message: 'Booking time must match the time in the dining date-time' }));
    expect(() => bookingTime('2026-11-25T25:00:00', '25:00')).toThrow(expect.objectContaining({ field: 'data.bookingTime', message: 'Booking time is not a time of day' }));
  });
});
