import { hoursOn, isClosedMarker, overrideHours, overridesByDate } from './opening-day';
import type { OpeningHours, OpeningHoursOverride } from './opening-hours.models';

const MONDAY: OpeningHours = { mondayOpen: '12:00', mondayClose: '23:00', mondayClickCollectClose: '21:30' };

describe('the word Closed', () => {
  it.each([['Closed'], ['CLOSED'], ['closed'], [' cLoSeD ']])('given %p, when checked, then it means closed', (value) => {
    expect(isClosedMarker(value)).toBe(true);
  });

  it.each([['12:00'], ['Close'], ['closed today'], [''], [null], [undefined], [0]])(
    'given %p, when checked, then it does not mean closed',
    (value) => {
      expect(isClosedMarker(value)).toBe(false);
    },
  );
});

describe("one day's hours", () => {
  it('given weekday hours, when read for dine-in, then the session runs open to close', () => {
    expect(hoursOn('monday', MONDAY, undefined, 'dine-in')).toEqual({ open: 720, close: 1380 });
  });

  it('given weekday hours, when read for click-and-collect, then the session ends at the click-collect close', () => {
    expect(hoursOn('monday', MONDAY, undefined, 'click-collect')).toEqual({ open: 720, close: 1290 });
  });

  it('given a 00:00 close, when read, then it is midnight of the following day', () => {
    expect(hoursOn('monday', { mondayOpen: '12:00', mondayClose: '00:00' }, undefined, 'dine-in')).toEqual({
      open: 720,
      close: 1440,
    });
  });

  it('given a close before the open, when read, then the close is after midnight', () => {
    expect(hoursOn('friday', { fridayOpen: '12:00', fridayClose: '01:30' }, undefined, 'dine-in')).toEqual({
      open: 720,
      close: 1530,
    });
  });

  it('given a close equal to the open, when read, then the restaurant is open round the clock', () => {
    expect(hoursOn('monday', { mondayOpen: '00:00', mondayClose: '00:00' }, undefined, 'dine-in')).toEqual({
      open: 0,
      close: 1440,
    });
  });

  it('given an override, when read, then its times replace the weekday hours', () => {
    const override: OpeningHoursOverride = { openTime: '17:00', closeTime: '22:00', clickCollectClose: '20:00' };
    expect(hoursOn('monday', MONDAY, override, 'dine-in')).toEqual({ open: 1020, close: 1320 });
    expect(hoursOn('monday', MONDAY, override, 'click-collect')).toEqual({ open: 1020, close: 1200 });
  });

  it('given an override without a click-collect close, when read for click-and-collect, then that day is closed', () => {
    expect(hoursOn('monday', MONDAY, { openTime: '17:00', closeTime: '22:00' }, 'click-collect')).toBeNull();
  });

  it('given a dine-in close of Closed, when read for click-and-collect, then that day is closed too', () => {
    const hours: OpeningHours = { ...MONDAY, mondayClose: 'CLOSED' };
    expect(hoursOn('monday', hours, undefined, 'click-collect')).toBeNull();
  });

  it.each([
    ['missing day', {}],
    ['null hours', null],
    ['a number instead of hours', 42 as unknown as OpeningHours],
    ['a malformed open', { ...MONDAY, mondayOpen: '12.00' }],
    ['a malformed close', { ...MONDAY, mondayClose: '23:75' }],
    ['Closed as the open', { ...MONDAY, mondayOpen: 'Closed' }],
  ])('given %s, when read, then the day is closed', (_case, hours) => {
    expect(hoursOn('monday', hours as OpeningHours, undefined, 'dine-in')).toBeNull();
  });
});

describe('overrides by date', () => {
  it('given two overrides for one date, when keyed, then the first listed wins', () => {
    const first: OpeningHoursOverride = { endDate: '2024-12-25', openTime: 'Closed' };
    const second: OpeningHoursOverride = { endDate: '2024-12-25T00:00:00', openTime: '12:00', closeTime: '15:00' };
    const byDate = overridesByDate([first, second], 'Europe/London');
    expect([...byDate.entries()]).toEqual([['2024-12-25', first]]);
  });

  it('given null entries and unreadable dates, when keyed, then only readable overrides remain', () => {
    const good: OpeningHoursOverride = { endDate: '2024-12-26', openTime: '12:00', closeTime: '18:00' };
    const list = [null, undefined, 'junk' as unknown as OpeningHoursOverride, { endDate: 'soon' }, { endDate: null }, good];
    expect([...overridesByDate(list, 'Europe/London').entries()]).toEqual([['2024-12-26', good]]);
  });

  it.each([[null], [undefined], [{} as unknown as OpeningHoursOverride[]]])(
    'given %p instead of a list, when keyed, then there are no overrides',
    (list) => {
      expect(overridesByDate(list, 'Europe/London').size).toBe(0);
    },
  );
});

describe("an override's own hours", () => {
  it('given an override with times, when read, then its session, for dine-in or click-and-collect', () => {
    const override = { endDate: '2026-12-24', openTime: '12:00', closeTime: '17:00', clickCollectClose: '16:30' };
    expect(overrideHours(override)).toEqual({ open: 720, close: 1020 });
    expect(overrideHours(override, 'click-collect')).toEqual({ open: 720, close: 990 });
  });

  it('given a closed override or no override, when read, then there is no session', () => {
    expect(overrideHours({ endDate: '2026-12-25', openTime: 'Closed', closeTime: 'Closed' })).toBeNull();
    expect(overrideHours(null)).toBeNull();
    expect(overrideHours(undefined)).toBeNull();
  });
});
