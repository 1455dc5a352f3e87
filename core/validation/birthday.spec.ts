import {
  BIRTHDAY_MONTHS,
  birthdayOptions,
  birthdayToEpochSeconds,
  birthdayYears,
  daysInBirthdayMonth,
  epochSecondsToBirthday,
  isValidBirthday,
  toBirthday,
  toBirthdayYear,
} from './birthday';

describe('days in a birthday month', () => {
  it.each([
    [1, undefined, 31], [4, undefined, 30], [12, undefined, 31], ['6', undefined, 30], ['09', '2001', 30],
    [2, undefined, 29], [2, 1904, 29], [2, 2024, 29], [2, 2023, 29], ['2', '1900', 29], [2, 'not a year', 29],
  ])('given month %p and year %p, when counted, then the picker offers %i days', (month, year, days) => {
    expect(daysInBirthdayMonth(month, year)).toBe(days);
  });

  it.each([undefined, null, '', '  '])('given no month chosen (%p), then all 31 days are offered', (month) => {
    expect(daysInBirthdayMonth(month, 2023)).toBe(31);
  });

  it.each([0, 13, -1, 1.5, 'March', '13', {}, [2], true])('given the month %p that is not 1..12, then no day is offered', (month) => {
    expect(daysInBirthdayMonth(month)).toBe(0);
  });
});

describe('birthday options', () => {
  it('given April, when the pickers are filled, then they offer 30 days and the twelve months', () => {
    const options = birthdayOptions(4, 2000);
    expect(options.days).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(options.months).toHaveLength(12);
    expect(options.months[0]).toEqual({ value: 1, name: 'January' });
    expect(options.months[11]).toEqual({ value: 12, name: 'December' });
  });

  it('given February 2023, then 29 days are still offered', () => {
    expect(birthdayOptions(2, 2023).days.at(-1)).toBe(29);
  });

  it('given nothing chosen, then 31 days; given a nonsense month, then none', () => {
    expect(birthdayOptions().days).toHaveLength(31);
    expect(birthdayOptions('Smarch').days).toEqual([]);
  });

  it('given the month list, then it cannot be changed through the options', () => {
    const options = birthdayOptions(1);
    options.months.pop();
    expect(BIRTHDAY_MONTHS).toHaveLength(12);
  });
});

describe('birthday years', () => {
  it('given 2025, when listed, then the years run newest first from 2025 down to 1904', () => {
    const years = birthdayYears(2025);
    expect(years).toHaveLength(122);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1904);
  });

  it('given 1904, then the list is [1904]', () => {
    expect(birthdayYears(1904)).toEqual([1904]);
  });

  it.each([1903, Number.NaN, 2024.5, '2024', null, undefined, 99999])('given the current year %p, then there are no years', (year) => {
    expect(birthdayYears(year)).toEqual([]);
  });
});

describe('valid birthdays', () => {
  it.each([
    [29, 2, undefined], ['29', '2', ''], [29, 2, 2024], [29, 2, 1904], [28, 2, 2023], [31, 12, 1990], ['07', '07', '1985'],
    [30, 4, null], [1, 1, 9999],
  ])('given %p/%p/%p, then it is a birthday', (day, month, year) => {
    expect(isValidBirthday(day, month, year)).toBe(true);
  });

  it.each([
    [29, 2, 2023], [29, 2, 1900], [30, 2, undefined], [31, 4, undefined], [0, 1, undefined], [32, 1, undefined],
    [1, 13, undefined], [1, 0, undefined], [1, 1, 1903], [1, 1, 10000], [1, 1, 'year'], [1.5, 1, undefined],
    [undefined, 1, undefined], [1, undefined, undefined], ['', '', ''], [null, null, null], ['a', 'b', 'c'],
  ])('given %p/%p/%p, then it is not a birthday', (day, month, year) => {
    expect(isValidBirthday(day, month, year)).toBe(false);
  });

  it('given a birthday without a year, when read, then the result has no year', () => {
    expect(toBirthday('5', '11')).toEqual({ day: 5, month: 11 });
    expect(toBirthday(5, 11, 1990)).toEqual({ day: 5, month: 11, year: 1990 });
  });

  it.each([[1904, 1904], ['2000', 2000], [1903, null], ['', null], [2000.5, null]])(
    'given the chosen year %p, then the accepted year is %p',
    (year, expected) => {
      expect(toBirthdayYear(year)).toBe(expected);
    },
  );
});

describe('birthDate in epoch seconds', () => {
  it('given 5 November 1990, when converted, then it is midnight UTC that day', () => {
    expect(birthdayToEpochSeconds(5, 11, 1990)).toBe(657_763_200);
  });

  it('given a birthday without a year, when converted, then 1904 is used', () => {
    expect(birthdayToEpochSeconds(29, 2)).toBe(-2_077_747_200);
    expect(epochSecondsToBirthday(-2_077_747_200)).toEqual({ day: 29, month: 2, year: 1904 });
  });

  it('given an invalid birthday, when converted, then there is no birthDate', () => {
    expect(birthdayToEpochSeconds(29, 2, 2023)).toBeUndefined();
  });

  it('given a birthDate, when read back, then the UTC day is the birthday, whatever the time of day', () => {
    expect(epochSecondsToBirthday(657_763_200)).toEqual({ day: 5, month: 11, year: 1990 });
    expect(epochSecondsToBirthday(657_763_200 + 86_399)).toEqual({ day: 5, month: 11, year: 1990 });
    expect(epochSecondsToBirthday(0)).toEqual({ day: 1, month: 1, year: 1970 });
  });

  it('given every day of a leap year, when converted and read back, then the birthday round-trips', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (let day = 1; day <= daysInBirthdayMonth(month); day += 1) {
        expect(epochSecondsToBirthday(birthdayToEpochSeconds(day, month, 2000))).toEqual({ day, month, year: 2000 });
      }
    }
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '657763200', null, undefined, -2_209_075_200, 8.64e15, 1e12])(
    'given %p, when read as a birthDate, then there is no birthday',
    (seconds) => {
      expect(epochSecondsToBirthday(seconds)).toBeUndefined();
    },
  );
});
