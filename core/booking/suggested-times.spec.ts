import { DEFAULT_SUGGESTIONS_EACH_SIDE, roundToSuggestedTime, suggestedTimes } from './suggested-times';

describe('rounding a requested time to the booking grid', () => {
  it.each([
    ['19:00', '19:00'],
    ['19:07', '19:00'],
    ['19:08', '19:15'],
    ['19:52', '19:45'],
    ['19:53', '20:00'],
    ['9:05', '09:00'],
    ['00:04', '00:00'],
    ['12:30:45', '12:30'],
  ])('given %s, when rounded, then it is %s (nearest 15 minutes)', (requested, rounded) => {
    expect(roundToSuggestedTime(requested)).toBe(rounded);
  });

  it('given a time in the last minutes of the day, when rounded, then it stays on that day at 23:45', () => {
    expect(roundToSuggestedTime('23:53')).toBe('23:45');
  });

  it.each(['', '24:00', '19:60', '7pm', '19-00', null, undefined, 1900])(
    'given the unreadable %p, when rounded, then there is no time',
    (requested) => {
      expect(roundToSuggestedTime(requested)).toBeNull();
    },
  );
});

describe('suggesting times around a requested time', () => {
  it('given 19:10, when suggested, then the grid times two either side of 19:15 are offered', () => {
    expect(DEFAULT_SUGGESTIONS_EACH_SIDE).toBe(2);
    expect(suggestedTimes('19:10')).toEqual(['18:45', '19:00', '19:15', '19:30', '19:45']);
  });

  it('given one each side, when suggested, then three times are offered', () => {
    expect(suggestedTimes('12:00', 1)).toEqual(['11:45', '12:00', '12:15']);
  });

  it('given no spread, when suggested, then only the rounded time is offered', () => {
    expect(suggestedTimes('12:02', 0)).toEqual(['12:00']);
  });

  it('given a time near midnight, when suggested, then the list stops at the ends of the day', () => {
    expect(suggestedTimes('00:10')).toEqual(['00:00', '00:15', '00:30', '00:45']);
    expect(suggestedTimes('23:40')).toEqual(['23:15', '23:30', '23:45']);
  });

  it('given a fractional spread, when suggested, then it is rounded down', () => {
    expect(suggestedTimes('12:00', 1.9)).toEqual(['11:45', '12:00', '12:15']);
  });

  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY])('given the spread %p, when suggested, then the default spread is used', (spread) => {
    expect(suggestedTimes('12:00', spread)).toEqual(['11:30', '11:45', '12:00', '12:15', '12:30']);
  });

  it('given a huge spread, when suggested, then the whole day is offered once', () => {
    const times = suggestedTimes('12:00', 1e9);
    expect(times).toHaveLength(96);
    expect([times[0], times[95]]).toEqual(['00:00', '23:45']);
  });

  it('given an unreadable time, when suggested, then nothing is offered', () => {
    expect(suggestedTimes('soon')).toEqual([]);
  });
});
