import { BOOKING } from '../constants';
import { bookingDateProblem, bookingWindow, todayIn, weekdayIn } from './booking-window';

const LATE_NOVEMBER_EVENING = Date.UTC(2026, 10, 26, 23, 59);
const SUMMER_NIGHT = Date.UTC(2026, 6, 14, 23, 30); // 00:30 on 15 July in London (BST)
const SUNDAY_SUMMER_NIGHT = Date.UTC(2026, 6, 12, 23, 15); // 00:15 on Monday 13 July in London (BST)

describe('today and the booking window', () => {
  it('given a summer night after 23:00 UTC, then today is already the next day in London', () => {
    expect(todayIn(SUMMER_NIGHT)).toBe('2026-07-15');
    expect(todayIn(SUMMER_NIGHT, 'UTC')).toBe('2026-07-14');
  });

  it('given a Sunday night after 23:00 UTC in summer, then it is already Monday in London, still Sunday in UTC', () => {
    expect(weekdayIn(SUNDAY_SUMMER_NIGHT)).toBe('monday');
    expect(weekdayIn(SUNDAY_SUMMER_NIGHT, 'UTC')).toBe('sunday');
  });

  it('given an unusable zone or instant, then there is no weekday', () => {
    expect(weekdayIn(LATE_NOVEMBER_EVENING, 'Mars/Olympus')).toBeNull();
    expect(weekdayIn(Number.NaN)).toBeNull();
  });

  it('given an unusable zone or instant, then there is no today and no window', () => {
    expect(todayIn(LATE_NOVEMBER_EVENING, 'Mars/Olympus')).toBeNull();
    expect(todayIn(Number.NaN)).toBeNull();
    expect(bookingWindow(Number.NaN)).toBeNull();
  });

  it('given the default horizon, then the window runs from today to BOOKING.horizonDays later', () => {
    expect(bookingWindow(LATE_NOVEMBER_EVENING)).toEqual({ first: '2026-11-26', last: '2027-02-24' });
    expect(BOOKING.horizonDays).toBe(90);
  });

  it('given a horizon of its own, then it is used; a negative or fractional one falls back to the default', () => {
    expect(bookingWindow(LATE_NOVEMBER_EVENING, { horizonDays: 0 })).toEqual({ first: '2026-11-26', last: '2026-11-26' });
    expect(bookingWindow(LATE_NOVEMBER_EVENING, { horizonDays: -3 })?.last).toBe('2027-02-24');
    expect(bookingWindow(LATE_NOVEMBER_EVENING, { horizonDays: 2.5 })?.last).toBe('2027-02-24');
  });

  it('given dates around the window, then each edge says what is wrong', () => {
    const window = bookingWindow(LATE_NOVEMBER_EVENING, { horizonDays: 10 });
    expect(bookingDateProblem('2026-11-25', window)).toBe('past');
    expect(bookingDateProblem('2026-11-26', window)).toBeNull();
    expect(bookingDateProblem('2026-12-06', window)).toBeNull();
    expect(bookingDateProblem('2026-12-07', window)).toBe('beyondHorizon');
    expect(bookingDateProblem('2020-01-01', window)).toBe('past');
  });

  it('given something that is not a date, or no window, then the date is invalid', () => {
    const window = bookingWindow(LATE_NOVEMBER_EVENING);
    for (const bad of ['2026-02-30', 'tomorrow', '', null, undefined, 42, '26/11/2026']) {
      expect(bookingDateProblem(bad, window)).toBe('invalid');
    }
    expect(bookingDateProblem('2026-11-27', null)).toBe('invalid');
  });
});
