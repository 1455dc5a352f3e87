import { atTime, readCalendarDate, readTime } from './booking-date-time';

describe('reading a booking date', () => {
  it.each([
    ['2025-06-14', '2025-06-14'],
    [' 2025-06-14 ', '2025-06-14'],
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['2025-12-31', '2025-12-31'],
    ['2025-04-30', '2025-04-30'],
    ['2025-06-14T19:30', '2025-06-14'],
    ['2025-06-14T19:30:00', '2025-06-14'],
    ['2025-06-14 19:30:00.000', '2025-06-14'],
    ['2025-06-14T19:30:00Z', '2025-06-14'],
    ['2025-06-14T19:30:00+01:00', '2025-06-14'],
  ])('given %p, when read, then the date is %p as written', (text, date) => {
    expect(readCalendarDate(text)).toBe(date);
  });

  it.each(['2025-02-29', '1900-02-29', '2025-04-31', '2025-06-00', '2025-00-10', '2025-13-01', '2025-6-14', '14/06/2025', 'Invalid Date', '', '2025-06-14Tlater', null, 20250614])(
    'given %p, when read, then there is no date',
    (text) => {
      expect(readCalendarDate(text)).toBeNull();
    },
  );
});

describe('reading a booking time', () => {
  it.each([
    ['19:30', '19:30'],
    ['9:05', '09:05'],
    ['19:30:00', '19:30'],
  ])('given %p, when read, then it is %p', (text, time) => {
    expect(readTime(text)).toBe(time);
  });

  it.each(['25:00', '19:5', 'noon', undefined])('given %p, when read, then there is no time', (text) => {
    expect(readTime(text)).toBeNull();
  });
});

describe('the booking local date-time', () => {
  it('given a date and a time, when combined, then it is the local date-time with seconds and no zone', () => {
    expect(atTime('2025-06-14', '19:30')).toBe('2025-06-14T19:30:00');
  });
});
