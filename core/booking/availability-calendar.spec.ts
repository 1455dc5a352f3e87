// The availability calendar's pure parts: months read strictly, laid out Monday first, each day classified
// and worded as a diner reads it, and answers read defensively.
import { CALENDAR_MESSAGES } from '../errors/messages';
import {
  calendarView,
  dayAvailability,
  daysOfMonth,
  describeCalendarDay,
  fullDate,
  isMonthInWindow,
  monthOf,
  monthTitle,
  monthWeeks,
  NO_CALENDAR,
  readCalendarDay,
  readCalendarMonth,
  shiftMonth,
  type CalendarDayReason,
  type CalendarDayStatus,
  type DayFacts,
} from './availability-calendar';

const WINDOW = { first: '2026-11-26', last: '2027-02-24' };
const OPEN: DayFacts = { window: WINDOW, open: true, seatings: 20, served: 10, offers: [{ canEnquire: false }] };

describe('months', () => {
  it.each(['2026-12', '0001-01', '9999-12'])('given %s, then it is a month', (month) => {
    expect(readCalendarMonth(month)).toBe(month);
  });

  it.each(['2026-13', '2026-00', '2026-1', '26-12', '2026-12-01', ' 2026-12', 202612, null, undefined, {}])(
    'given %p, then it is not a month',
    (value) => {
      expect(readCalendarMonth(value)).toBeNull();
    },
  );

  it('given a month moved across a year end either way, then the year follows', () => {
    expect([shiftMonth('2026-12', 1), shiftMonth('2027-01', -1), shiftMonth('2026-11', 14), shiftMonth('2026-13', 1)]).toEqual([
      '2027-01',
      '2026-12',
      '2028-01',
      null,
    ]);
  });

  it('given February in a leap year and in a common year, then 29 and 28 days', () => {
    expect([daysOfMonth('2028-02').length, daysOfMonth('2027-02').length, daysOfMonth('2026-12').at(-1)]).toEqual([29, 28, '2026-12-31']);
  });

  it('given a date, then its month; given text that is no date, then none', () => {
    expect([monthOf('2026-12-25'), monthOf('2026-02-30'), monthOf(null)]).toEqual(['2026-12', null, null]);
  });

  it('given the booking window, then only the months holding one of its days can be shown', () => {
    expect(['2026-10', '2026-11', '2027-02', '2027-03'].map((month) => isMonthInWindow(month, WINDOW))).toEqual([false, true, true, false]);
    expect(isMonthInWindow('2026-11', null)).toBe(false);
  });
});

describe('the month grid, Monday first as UK calendars are', () => {
  it('given December 2026 (the 1st a Tuesday), then one blank before it and the 31st a Thursday', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
  });

  it('given a month starting on a Sunday (November 2026), then Sunday is the seventh cell', () => {
    expect(monthWeeks('2026-11')[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
  });

  it('given no month, then no weeks', () => {
    expect(monthWeeks('December')).toEqual([]);
  });

  it('words dates and months in British English', () => {
    expect([fullDate('2026-12-25'), monthTitle('2026-12')]).toEqual(['Friday 25 December 2026', 'December 2026']);
  });
});

describe('a day for the party', () => {
  it('given a seating with room, then available', () => {
    expect(dayAvailability('2026-12-05', OPEN)).toEqual({ date: '2026-12-05', status: 'available', reason: null, canEnquire: false });
  });

  it('given a day before today or after the last bookable day, then closed as past or beyond the horizon', () => {
    expect([dayAvailability('2026-11-25', OPEN).reason, dayAvailability('2027-02-25', OPEN).reason]).toEqual(['past', 'beyondHorizon']);
  });

  it('given the restaurant is closed (25 December), then closed with that reason', () => {
    expect(dayAvailability('2026-12-25', { ...OPEN, open: false })).toMatchObject({ status: 'closed', reason: 'restaurantClosed' });
  });

  it('given today with no seating left, then no more seatings today; another day without seatings is closed', () => {
    expect(dayAvailability('2026-11-26', { ...OPEN, seatings: 0 }).reason).toBe('noSeatingsLeft');
    expect(dayAvailability('2026-11-27', { ...OPEN, seatings: 0 }).reason).toBe('restaurantClosed');
  });

  it('given the occasion is not served that day (brunch on a Tuesday), then closed as not served', () => {
    expect(dayAvailability('2026-12-01', { ...OPEN, served: 0, offers: [] })).toMatchObject({ status: 'closed', reason: 'notServed' });
  });

  it('given every served time is taken, then full; an enquiry possible when the restaurant takes them', () => {
    expect(dayAvailability('2026-12-05', { ...OPEN, offers: [] })).toMatchObject({ status: 'full', reason: 'full', canEnquire: false });
    expect(dayAvailability('2026-12-05', { ...OPEN, offers: [{ canEnquire: true }] })).toMatchObject({ status: 'full', canEnquire: true });
  });

  it('given no usable clock, then no day can be booked', () => {
    expect(dayAvailability('2026-12-05', { ...OPEN, window: null }).status).toBe('closed');
  });

  it('words every reason for the diner', () => {
    const day = (reason: CalendarDayReason, status: CalendarDayStatus = 'closed', canEnquire = false) =>
      describeCalendarDay({ status, reason, canEnquire }, 90);
    expect([
      day('past'),
      day('noSeatingsLeft'),
      day('beyondHorizon'),
      day('restaurantClosed'),
      day('notServed'),
      day('full', 'full'),
      day('full', 'full', true),
      describeCalendarDay({ status: 'available', reason: null, canEnquire: false }),
    ]).toEqual([
      CALENDAR_MESSAGES.past,
      CALENDAR_MESSAGES.noSeatingsLeft,
      'Bookings open 90 days ahead.',
      CALENDAR_MESSAGES.restaurantClosed,
      CALENDAR_MESSAGES.notServed,
      CALENDAR_MESSAGES.full,
      CALENDAR_MESSAGES.fullEnquiry,
      CALENDAR_MESSAGES.available,
    ]);
  });
});

describe('a day as an API answered it', () => {
  it('given a well-formed day, then it is read as sent', () => {
    expect(readCalendarDay({ date: '2026-12-24', status: 'full', reason: 'full', canEnquire: true })).toEqual({
      date: '2026-12-24',
      status: 'full',
      reason: 'full',
      canEnquire: true,
    });
  });

  it.each([null, 'x', { date: '2026-12-32', status: 'available' }, { date: '2026-12-01', status: 'open' }, { date: ' 2026-12-01', status: 'closed' }])(
    'given %p, then no day',
    (value) => {
      expect(readCalendarDay(value)).toBeNull();
    },
  );

  it('given an unknown reason, then the status still counts with a neutral reason; an available day never carries one', () => {
    expect(readCalendarDay({ date: '2026-12-25', status: 'closed', reason: 'aliens' })?.reason).toBe('restaurantClosed');
    expect(readCalendarDay({ date: '2026-12-05', status: 'available', reason: 'full', canEnquire: true })).toMatchObject({ reason: null, canEnquire: false });
  });
});

describe('the calendar view', () => {
  const days = [dayAvailability('2026-12-24', OPEN), dayAvailability('2026-12-25', { ...OPEN, open: false })];
  const loaded = { status: 'loaded' as const, month: '2026-12', key: 'k', days };

  it('given the days loaded for the current key, then each cell carries its status, words and a label for a screen reader', () => {
    const view = calendarView(loaded, { window: WINDOW, selected: '2026-12-24', key: 'k' });
    const cells = view?.weeks.flat().filter((cell) => cell !== null) ?? [];
    const christmas = cells.find((cell) => cell.date === '2026-12-25');
    expect(view?.title).toBe('December 2026');
    expect(christmas).toMatchObject({
      dayOfMonth: 25,
      status: 'closed',
      reason: 'restaurantClosed',
      label: 'Friday 25 December 2026: The restaurant is closed on this day.',
      selected: false,
      choosable: true,
    });
    expect(cells.find((cell) => cell.date === '2026-12-24')).toMatchObject({ status: 'available', selected: true });
    expect(cells.find((cell) => cell.date === '2026-12-01')?.status).toBe('unknown');
  });

  it('given days loaded for another party or occasion, then every day is unknown and the view says it is loading', () => {
    const view = calendarView(loaded, { window: WINDOW, selected: null, key: 'other' });
    expect(view?.status).toBe('loading');
    expect(view?.weeks.flat().every((cell) => cell === null || cell.status === 'unknown')).toBe(true);
  });

  it('given the first and last months of the window, then no way further back or forward', () => {
    const november = calendarView({ ...NO_CALENDAR, month: '2026-11' }, { window: WINDOW, selected: null, key: null });
    const february = calendarView({ ...NO_CALENDAR, month: '2027-02' }, { window: WINDOW, selected: null, key: null });
    expect([november?.previousMonth, november?.nextMonth, february?.previousMonth, february?.nextMonth]).toEqual([null, '2026-12', '2027-01', null]);
    expect(november?.weeks.flat().find((cell) => cell?.date === '2026-11-25')?.choosable).toBe(false);
  });

  it('given the month could not be loaded, then it says so and the days stay choosable', () => {
    const view = calendarView({ status: 'failed', month: '2026-12', key: 'k', days: [] }, { window: WINDOW, selected: null, key: 'k' });
    expect(view?.message).toBe(CALENDAR_MESSAGES.loadFailed);
    expect(view?.weeks.flat().find((cell) => cell?.date === '2026-12-25')).toMatchObject({ status: 'unknown', choosable: true });
  });
});
