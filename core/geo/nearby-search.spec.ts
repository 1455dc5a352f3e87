import { LOCATIONS } from '../constants';
import type { LatLng } from './geo.models';
import { jobsNear, nearestLocations } from './nearby-search';

interface TestLocation {
  storeId: string;
  bookATableWidgetId?: string;
  lat?: number | null;
  lng?: number | null;
  milesValue?: number;
}

interface TestJob {
  jobId: string;
  location?: { lat?: number | null; lng?: number | null } | null;
  distance?: number;
}

const ORIGIN: LatLng = { lat: 10, lng: 5 };

/** Degrees of latitude spanning `miles` along a meridian: miles / radius radians. */
const degreesFor = (miles: number): number => ((miles / LOCATIONS.earthRadiusMiles) * 180) / Math.PI;

/** A point `miles` due north of the origin. */
const north = (miles: number): LatLng => ({ lat: ORIGIN.lat + degreesFor(miles), lng: ORIGIN.lng });

const location = (storeId: string, miles: number): TestLocation => ({ storeId, bookATableWidgetId: `w-${storeId}`, ...north(miles) });
const job = (jobId: string, miles: number): TestJob => ({ jobId, location: north(miles) });

const ids = (items: readonly { storeId: string }[]): string[] => items.map((item) => item.storeId);
const jobIds = (items: readonly { jobId: string }[]): string[] => items.map((item) => item.jobId);

describe('restaurants near a diner', () => {
  it('given restaurants at various distances, when searched, then the nearest come first with their miles', () => {
    const found = nearestLocations(ORIGIN, [location('far', 30), location('near', 2), location('mid', 12)]);
    expect(ids(found)).toEqual(['near', 'mid', 'far']);
    expect(found.map((l) => Number(l.milesValue.toFixed(6)))).toEqual([2, 12, 30]);
    expect(found[0]).toMatchObject({ storeId: 'near', bookATableWidgetId: 'w-near' });
  });

  it('given a restaurant exactly 100 miles away, when searched, then it is shown', () => {
    expect(ids(nearestLocations(ORIGIN, [location('edge', 100)]))).toEqual(['edge']);
    expect(ids(nearestLocations({ lat: -30, lng: 5 }, [{ storeId: 'south', lat: -30 + degreesFor(100), lng: 5 }]))).toEqual([
      'south',
    ]);
  });

  it('given a restaurant 100.01 miles away, when searched, then it is not shown', () => {
    expect(nearestLocations(ORIGIN, [location('beyond', 100.01)])).toEqual([]);
  });

  it('given 11 restaurants in range, when searched, then the 10 nearest are shown', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => location(`s${11 - i}`, 11 - i));
    const found = nearestLocations(ORIGIN, eleven);
    expect(found).toHaveLength(LOCATIONS.maxShown);
    expect(ids(found)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10']);
  });

  it('given exactly 10 restaurants in range, when searched, then all 10 are shown', () => {
    const ten = Array.from({ length: 10 }, (_, i) => location(`s${i}`, i + 1));
    expect(nearestLocations(ORIGIN, ten)).toHaveLength(10);
  });

  it('given two restaurants the same distance away, when searched, then they keep the order they came in', () => {
    const found = nearestLocations(ORIGIN, [location('b', 5), location('a', 5), location('c', 1)]);
    expect(ids(found)).toEqual(['c', 'b', 'a']);
  });

  it('given a restaurant, when searched, then a copy is returned and the original is untouched', () => {
    const original = location('one', 3);
    const [found] = nearestLocations(ORIGIN, [original]);
    expect(found).not.toBe(original);
    expect(original.milesValue).toBeUndefined();
  });

  it('given restaurants with bad coordinates, when searched, then they are left out', () => {
    const found = nearestLocations(ORIGIN, [
      { storeId: 'nan', lat: NaN, lng: 5 },
      { storeId: 'null', lat: null, lng: 5 },
      { storeId: 'missing' },
      { storeId: 'off-map', lat: 95, lng: 5 },
      null,
      undefined,
      location('good', 4),
    ]);
    expect(ids(found)).toEqual(['good']);
  });

  it.each([
    ['no origin', null],
    ['an undefined origin', undefined],
    ['a NaN origin', { lat: NaN, lng: 0 }],
    ['an off-map origin', { lat: 0, lng: 200 }],
  ])('given %s, when searched, then nothing is found', (_case, origin) => {
    expect(nearestLocations(origin, [location('good', 4)])).toEqual([]);
  });

  it.each([[null], [undefined], [{} as never]])('given %p instead of a list, when searched, then nothing is found', (list) => {
    expect(nearestLocations(ORIGIN, list)).toEqual([]);
  });
});

describe('jobs near an applicant', () => {
  it('given jobs at various distances, when searched, then the nearest come first with their distance', () => {
    const found = jobsNear(ORIGIN, [job('far', 60), job('near', 1), job('mid', 20)]);
    expect(jobIds(found)).toEqual(['near', 'mid', 'far']);
    expect(found.map((j) => Number(j.distance.toFixed(6)))).toEqual([1, 20, 60]);
  });

  it('given a job exactly 100 miles away, when searched, then it is dropped', () => {
    expect(jobsNear(ORIGIN, [job('edge', 100)])).toEqual([]);
    expect(jobsNear({ lat: -30, lng: 5 }, [{ jobId: 'south', location: { lat: -30 + degreesFor(100), lng: 5 } }])).toEqual([]);
  });

  it('given a job 99.99 miles away, when searched, then it is kept', () => {
    expect(jobIds(jobsNear(ORIGIN, [job('inside', 99.99), job('beyond', 100.01)]))).toEqual(['inside']);
  });

  it('given more than 10 jobs in range, when searched, then all of them are kept', () => {
    const many = Array.from({ length: 12 }, (_, i) => job(`j${i}`, i + 1));
    expect(jobsNear(ORIGIN, many)).toHaveLength(12);
  });

  it('given two jobs the same distance away, when searched, then they keep the order they came in', () => {
    expect(jobIds(jobsNear(ORIGIN, [job('b', 7), job('a', 7)]))).toEqual(['b', 'a']);
  });

  it('given a job, when searched, then a copy is returned and the original is untouched', () => {
    const original = job('one', 3);
    const [found] = jobsNear(ORIGIN, [original]);
    expect(found).not.toBe(original);
    expect(original.distance).toBeUndefined();
  });

  it('given jobs without a usable location, when searched, then they are left out', () => {
    const found = jobsNear(ORIGIN, [
      { jobId: 'no-location' },
      { jobId: 'null-location', location: null },
      { jobId: 'nan', location: { lat: NaN, lng: 5 } },
      { jobId: 'null-lng', location: { lat: 10, lng: null } },
      null,
      undefined,
      job('good', 2),
    ]);
    expect(jobIds(found)).toEqual(['good']);
  });

  it.each([
    ['no origin', null],
    ['a NaN origin', { lat: 10, lng: NaN }],
  ])('given %s, when searched, then nothing is found', (_case, origin) => {
    expect(jobsNear(origin, [job('good', 2)])).toEqual([]);
  });

  it('given no list of jobs, when searched, then nothing is found', () => {
    expect(jobsNear(ORIGIN, null)).toEqual([]);
  });
});
