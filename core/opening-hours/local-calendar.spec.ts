import { addDays, isValidInstant, localMoment, overrideLocalDate, weekdayOf } from './local-calendar';

const LONDON = 'Europe/London';

describe('the restaurant-local moment of an instant', () => {
  it('given a summer instant, when read in London, then it is an hour ahead of UTC (BST)', () => {
    expect(localMoment(Date.UTC(2024, 6, 1, 11, 30), LONDON)).toEqual({ date: '2024-07-01', minutes: 750 });
  });

  it('given a winter instant, when read in London, then it equals UTC (GMT)', () => {
    expect(localMoment(Date.UTC(2024, 0, 1, 11, 30), LONDON)).toEqual({ date: '2024-01-01', minutes: 690 });
  });

  it('given the instants either side of the spring change, when read in London, then 00:59 is followed by 02:00', () => {
    expect(localMoment(Date.UTC(2024, 2, 31, 0, 59), LONDON)).toEqual({ date: '2024-03-31', minutes: 59 });
    expect(localMoment(Date.UTC(2024, 2, 31, 1, 0), LONDON)).toEqual({ date: '2024-03-31', minutes: 120 });
  });

  it('given a late UTC evening in summer, when read in London, then it is already the next day', () => {
    expect(localMoment(Date.UTC(2024, 6, 1, 23, 30), LONDON)).toEqual({ date: '2024-07-02', minutes: 30 });
  });

  it.each([[NaN], [Infinity], [8.64e15 + 1]])('given the unusable instant %p, when read, then there is no moment', (ms) => {
    expect(isValidInstant(ms)).toBe(false);
    expect(localMoment(ms, LONDON)).toBeNull();
  });

  it.each([['Mars/Olympus_Mons'], [''], [undefined as unknown as string]])(
    'given the unknown zone %p, when read, then there is no moment',
    (zone) => {
      expect(localMoment(Date.UTC(2024, 6, 1), zone)).toBeNull();
    },
  );

  it('given midnight and the minute before it, when read, then midnight is 0 minutes of the new day, never 24:00', () => {
    expect(localMoment(Date.UTC(2024, 0, 1, 23, 59), LONDON)).toEqual({ date: '2024-01-01', minutes: 1439 });
    expect(localMoment(Date.UTC(2024, 0, 2, 0, 0), LONDON)).toEqual({ date: '2024-01-02', minutes: 0 });
  });

  it('given a representable instant whose year has more than four digits, when read, then there is no moment rather than a malformed date', () => {
    expect(isValidInstant(8.64e15)).toBe(true);
    expect(localMoment(8.64e15, LONDON)).toBeNull();
  });

  it('given more zones than the formatter cache keeps, when each is read twice, then every answer is the same as the first', () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, 80);
    const instant = Date.UTC(2024, 6, 1, 12, 0);
    const first = zones.map((zone) => localMoment(instant, zone));
    expect(first.every((moment) => moment !== null)).toBe(true);
    expect(zones.map((zone) => localMoment(instant, zone))).toEqual(first);
    expect(localMoment(instant, 'Asia/Kolkata')).toEqual({ date: '2024-07-01', minutes: 17 * 60 + 30 });
  });

  it('given the zone conversion fails for a reason other than the zone, when read, then the error is not hidden', () => {
    // A zone never asked before, so no formatter is cached for it yet.
    const intl = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new TypeError('broken time-zone data');
    });
    try {
      expect(() => localMoment(Date.UTC(2024, 6, 1), 'Pacific/Chatham')).toThrow(TypeError);
    } finally {
      intl.mockRestore();
    }
  });
});

describe('calendar days', () => {
  it('given the day the clocks go back, when a day is added, then the next calendar date follows', () => {
    expect(addDays('2024-10-27', 1)).toBe('2024-10-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('given the end of a month, a leap day and a year end, when days are added, then the calendar carries over', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-26', 90)).toBe('2027-02-24');
  });

  it('given text that is not a real date, or a fraction of a day, when days are added, then it comes back as it was', () => {
    expect(addDays('2024-02-30', 1)).toBe('2024-02-30');
    expect(addDays('tomorrow', 1)).toBe('tomorrow');
    expect(addDays('0050-01-01', 1)).toBe('0050-01-01');
    expect(addDays('2024-07-01', 0.5)).toBe('2024-07-01');
    expect(addDays('2024-07-01', 1e12)).toBe('2024-07-01');
  });

  it('given a date, when its weekday is asked, then it is the lower-case day name', () => {
    expect(weekdayOf('2024-07-01')).toBe('monday');
    expect(weekdayOf('2024-07-07')).toBe('sunday');
    expect(weekdayOf('2024-07-06')).toBe('saturday');
  });

  it('given text that is not a real date, when its weekday is asked, then it names none', () => {
    expect(weekdayOf('2024-02-30')).toBeUndefined();
  });
});

describe('the date an override applies to', () => {
  it.each([
    ['2024-12-25', '2024-12-25'],
    [' 2024-12-25 ', '2024-12-25'],
    ['2024-12-25T00:00:00', '2024-12-25'],
    ['2024-12-25 23:30', '2024-12-25'],
    ['2024-12-25T00:00:00.000Z', '2024-12-25'],
    ['2024-07-01T00:00:00Z', '2024-07-01'],
    ['2024-06-30T23:00:00Z', '2024-07-01'],
    ['2024-06-30T23:00:00+00:00', '2024-07-01'],
    ['2024-07-01T00:30:00+0100', '2024-07-01'],
    ['2024-06-30 23:30:00z', '2024-07-01'],
    ['2024-07-01T00:30:00.250-05:00', '2024-07-01'],
  ])('given endDate %p, when read in London, then it names %p', (endDate, date) => {
    expect(overrideLocalDate(endDate, LONDON)).toBe(date);
  });

  it.each([
    ['2024-02-30'],
    ['2024-13-01'],
    ['2024-02-30T00:00:00'],
    ['2024-02-30T00:00:00Z'],
    ['2024-07-01T25:00:00'],
    ['25/12/2024'],
    ['tomorrow'],
    [''],
    [null],
    [undefined],
    [20241225],
    ['2024-07-01T00:30:00+99:99'],
  ])('given the unreadable endDate %p, when read, then it names no date', (endDate) => {
    expect(overrideLocalDate(endDate, LONDON)).toBeNull();
  });

  it('given an instant endDate and an unknown zone, when read, then it names no date', () => {
    expect(overrideLocalDate('2024-06-30T23:00:00Z', 'Nowhere/Town')).toBeNull();
  });
});
