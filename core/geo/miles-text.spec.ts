import { LOCATIONS } from '../constants';
import { formatMiles, formatMilesAway } from './miles-text';

describe('how a distance reads', () => {
  it('given a distance under 10 miles, when formatted, then it keeps one decimal', () => {
    expect(formatMiles(0.4)).toBe('0.4 miles');
    expect(formatMiles(0.34)).toBe('0.3 miles');
    expect(formatMiles(0.35)).toBe('0.4 miles');
    expect(formatMiles(9.94)).toBe('9.9 miles');
  });

  it('given a distance that rounds to a whole number of miles, when formatted, then no trailing .0 is shown', () => {
    expect(formatMiles(2)).toBe('2 miles');
    expect(formatMiles(2.04)).toBe('2 miles');
    expect(formatMiles(9.96)).toBe('10 miles');
  });

  it('given about one mile, when formatted, then it reads 1 mile, singular', () => {
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(0.96)).toBe('1 mile');
    expect(formatMiles(1.04)).toBe('1 mile');
    expect(formatMiles(1.05)).toBe('1.1 miles');
  });

  it('given 10 miles or more, when formatted, then it is whole miles', () => {
    expect(formatMiles(10)).toBe('10 miles');
    expect(formatMiles(12.4)).toBe('12 miles');
    expect(formatMiles(22.04)).toBe('22 miles');
    expect(formatMiles(92.6)).toBe('93 miles');
    expect(formatMiles(LOCATIONS.maxDistanceMiles)).toBe('100 miles');
  });

  it('given a distance that rounds to nothing, when formatted, then it reads under 0.1 miles, never 0 miles', () => {
    expect(formatMiles(0)).toBe('under 0.1 miles');
    expect(formatMiles(0.049)).toBe('under 0.1 miles');
    expect(formatMiles(0.05)).toBe('0.1 miles');
  });

  it('given no distance (negative, NaN, infinite or not a number), when formatted, then null', () => {
    expect(formatMiles(-0.5)).toBeNull();
    expect(formatMiles(Number.NaN)).toBeNull();
    expect(formatMiles(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatMiles('3' as unknown as number)).toBeNull();
  });

  it('given a place near the diner, when its distance is told, then it reads as formatMiles followed by away, and no distance reads as none', () => {
    expect(formatMilesAway(0.83)).toBe('0.8 miles away');
    expect(formatMilesAway(1)).toBe('1 mile away');
    expect(formatMilesAway(22.4)).toBe('22 miles away');
    expect(formatMilesAway(null)).toBeNull();
    expect(formatMilesAway(undefined)).toBeNull();
    expect(formatMilesAway(-1)).toBeNull();
  });
});
