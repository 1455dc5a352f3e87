import { LOCATIONS } from '../constants';
import { haversineMiles, isValidLatLng } from './distance';

const OXFORD_CIRCUS = { lat: 51.5154, lng: -0.1418 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };

/** Degrees of latitude spanning `miles` along a meridian: miles / radius radians. */
const degreesFor = (miles: number): number => ((miles / LOCATIONS.earthRadiusMiles) * 180) / Math.PI;

describe('the distance between two places', () => {
  it('given Oxford Circus and Manchester, when measured, then they are 162.0 miles apart', () => {
    const miles = haversineMiles(OXFORD_CIRCUS, MANCHESTER);
    expect(miles).not.toBeNull();
    expect(Number((miles as number).toFixed(1))).toBe(162.0);
    expect(miles).toBeCloseTo(162.0098, 4);
  });

  it('given the same two places either way round, when measured, then the distance is the same', () => {
    expect(haversineMiles(MANCHESTER, OXFORD_CIRCUS)).toBe(haversineMiles(OXFORD_CIRCUS, MANCHESTER));
  });

  it('given one place twice, when measured, then it is 0 miles', () => {
    expect(haversineMiles(OXFORD_CIRCUS, OXFORD_CIRCUS)).toBe(0);
  });

  it('given points 100 miles apart along a meridian, when measured, then it is 100 miles', () => {
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: degreesFor(100), lng: 0 })).toBeCloseTo(100, 9);
  });

  it('given opposite sides of the earth, when measured, then it is half the circumference, not NaN', () => {
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * LOCATIONS.earthRadiusMiles, 6);
    expect(haversineMiles({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(12437.565, 3);
  });

  it.each([
    ['a NaN latitude', { lat: NaN, lng: 0 }],
    ['an infinite longitude', { lat: 0, lng: Infinity }],
    ['a latitude above 90', { lat: 90.0001, lng: 0 }],
    ['a latitude below -90', { lat: -91, lng: 0 }],
    ['a longitude above 180', { lat: 0, lng: 180.5 }],
    ['a longitude below -180', { lat: 0, lng: -181 }],
    ['a null latitude', { lat: null, lng: 0 }],
    ['a missing longitude', { lat: 0 }],
    ['text coordinates', { lat: '51.5', lng: '-0.1' }],
    ['no point', null],
    ['undefined', undefined],
    ['a number', 7],
  ])('given %s, when measured, then there is no distance', (_case, point) => {
    expect(haversineMiles(point as never, OXFORD_CIRCUS)).toBeNull();
    expect(haversineMiles(OXFORD_CIRCUS, point as never)).toBeNull();
    expect(isValidLatLng(point)).toBe(false);
  });

  it('given the edges of the map, when checked, then they are valid points', () => {
    expect(isValidLatLng({ lat: 90, lng: 180 })).toBe(true);
    expect(isValidLatLng({ lat: -90, lng: -180 })).toBe(true);
  });
});
