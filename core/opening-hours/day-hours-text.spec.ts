import { CLOSED_DAY_TEXT, dayClock, dayHoursText, weekdayHoursText } from './day-hours-text';
import { hoursOn, overrideHours } from './opening-day';
import { openingStatus } from './opening-status';
import type { OpeningHours } from './opening-hours.models';

// A Monday at 10:00 in London (GMT), before any opening.
const MONDAY_10AM = Date.UTC(2026, 10, 23, 10, 0);

/** Monday's open time written on a 12-hour clock, as one record arrived: core cannot read it. */
const TWELVE_HOUR_MONDAY: OpeningHours = {
  mondayOpen: '12:00pm',
  mondayClose: '23:00',
  mondayClickCollectClose: '22:15',
  tuesdayOpen: '12:00',
  tuesdayClose: '23:00',
  tuesdayClickCollectClose: '22:15',
};

describe("how a day's hours read", () => {
  it('given an open time core cannot read (12:00pm), when the day is read, then it reads Closed, as the status treats it', () => {
    expect(hoursOn('monday', TWELVE_HOUR_MONDAY, undefined, 'dine-in')).toBeNull();
    expect(weekdayHoursText('monday', TWELVE_HOUR_MONDAY)).toBe('Closed');
    expect(weekdayHoursText('monday', TWELVE_HOUR_MONDAY, 'click-collect')).toBe('Closed');
    expect(openingStatus(TWELVE_HOUR_MONDAY, [], MONDAY_10AM)).toMatchObject({ state: 'closed', label: 'opens Tue 12:00' });
  });

  it('given the word Closed in the dine-in close, when click-and-collect is read, then it is closed too', () => {
    const hours: OpeningHours = { mondayOpen: '12:00', mondayClose: 'CLOSED', mondayClickCollectClose: '22:00' };
    expect(weekdayHoursText('monday', hours, 'click-collect')).toBe(CLOSED_DAY_TEXT);
  });

  it('given a day with no hours at all, when read, then it reads Closed', () => {
    expect(weekdayHoursText('sunday', {})).toBe('Closed');
    expect(weekdayHoursText('sunday', null)).toBe('Closed');
    expect(dayHoursText(null)).toBe('Closed');
    expect(dayHoursText(undefined)).toBe('Closed');
  });

  it('given open and close times, when read, then both are 24-hour HH:MM joined by "to"', () => {
    expect(weekdayHoursText('tuesday', TWELVE_HOUR_MONDAY)).toBe('12:00 to 23:00');
    expect(weekdayHoursText('tuesday', TWELVE_HOUR_MONDAY, 'click-collect')).toBe('12:00 to 22:15');
  });

  it('given times written without a leading zero or with seconds, when read, then they read as core writes them', () => {
    expect(weekdayHoursText('friday', { fridayOpen: '9:00', fridayClose: '22:30:00' })).toBe('09:00 to 22:30');
  });

  it('given a 00:00 close, when read, then it closes at midnight; a close after midnight reads as the next morning', () => {
    expect(weekdayHoursText('friday', { fridayOpen: '12:00', fridayClose: '00:00' })).toBe('12:00 to midnight');
    expect(weekdayHoursText('saturday', { saturdayOpen: '12:00', saturdayClose: '01:30' })).toBe('12:00 to 01:30');
  });

  it("given an override, when read, then its own session or Closed, whatever the weekday's hours", () => {
    expect(dayHoursText(overrideHours({ endDate: '2026-12-24', openTime: '12:00', closeTime: '17:00' }))).toBe('12:00 to 17:00');
    expect(dayHoursText(overrideHours({ endDate: '2026-12-25', openTime: 'Closed', closeTime: 'Closed' }))).toBe('Closed');
    expect(dayHoursText(overrideHours({ endDate: '2027-01-04', openTime: null, closeTime: 'closed' }))).toBe('Closed');
  });

  it('given a session, when its clock is asked for, then opens and closes are HH:MM; minutes that are not numbers give none', () => {
    expect(dayClock({ open: 720, close: 1440 })).toEqual({ opens: '12:00', closes: '00:00' });
    expect(dayClock({ open: 720, close: Number.NaN })).toBeNull();
    expect(dayHoursText({ open: Number.NaN, close: 1380 })).toBe('Closed');
  });
});
