import { MINUTES_PER_DAY, formatTimeOfDay, parseTimeOfDay } from './time-of-day';

describe('reading HH:MM opening text', () => {
  it.each([
    ['12:00', 720],
    ['00:00', 0],
    ['23:59', 1439],
    ['9:05', 545],
    [' 17:30 ', 1050],
    ['22:15:00', 1335],
  ])('given %p, when read, then it is %p minutes after midnight', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it.each([
    ['24:00'],
    ['12:60'],
    ['12:00:60'],
    ['noon'],
    ['1200'],
    ['12:5'],
    ['123:00'],
    [''],
    ['Closed'],
    ['-1:00'],
  ])('given the malformed text %p, when read, then there is no time', (text) => {
    expect(parseTimeOfDay(text)).toBeNull();
  });

  it.each([[null], [undefined], [720], [{}], [NaN]])('given the non-text %p, when read, then there is no time', (value) => {
    expect(parseTimeOfDay(value)).toBeNull();
  });
});

describe('writing a time of day as HH:MM', () => {
  it.each([
    [0, '00:00'],
    [545, '09:05'],
    [1439, '23:59'],
    [MINUTES_PER_DAY, '00:00'],
    [MINUTES_PER_DAY + 60, '01:00'],
    [-60, '23:00'],
    [720.9, '12:00'],
  ])('given %p minutes, when written, then the diner reads %p', (minutes, text) => {
    expect(formatTimeOfDay(minutes)).toBe(text);
  });

  it.each([[NaN], [Infinity], [-Infinity], ['12:00' as unknown as number]])(
    'given the unusable value %p, when written, then there is no text',
    (value) => {
      expect(formatTimeOfDay(value)).toBeNull();
    },
  );
});
