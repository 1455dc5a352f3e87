// Which restaurants and jobs are close enough to show a diner or an applicant, nearest first
// (spec section 9: at most 10 locations within 100 miles; jobs 100 or more miles away are dropped).
import { LOCATIONS } from '../constants';
import { haversineMiles, isValidLatLng } from './distance';
import type { LatLng, UncheckedLatLng } from './geo.models';

// Floating-point haversine puts a point exactly 100 miles away at 99.99999999999993 or 100.00000000000004
// depending on where it is; distances this close to a limit count as being on it.
const ON_THE_LIMIT_MILES = 1e-9;

export type NearbyLocation<T> = T & LatLng & { readonly milesValue: number };

export type NearbyJob<T> = T & { readonly location: LatLng; readonly distance: number };

/**
 * Copies of the locations with `milesValue` set, nearest first (ties keep the given order), only those
 * within LOCATIONS.maxDistanceMiles (a location exactly on it is kept) and at most LOCATIONS.maxShown.
 * Locations without valid coordinates are left out; an invalid origin finds nothing.
 */
export function nearestLocations<T extends UncheckedLatLng>(
  origin: UncheckedLatLng | null | undefined,
  locations: readonly (T | null | undefined)[] | null | undefined,
): NearbyLocation<T>[] {
  if (!isValidLatLng(origin) || !Array.isArray(locations)) return [];
  const nearby: NearbyLocation<T>[] = [];
  for (const location of locations) {
    const miles = haversineMiles(origin, location);
    if (miles !== null && miles <= LOCATIONS.maxDistanceMiles + ON_THE_LIMIT_MILES) {
      nearby.push({ ...(location as T & LatLng), milesValue: miles });
    }
  }
  // Array#sort is stable, so locations the same distance away keep the order they came in.
  return nearby.sort((a, b) => a.milesValue - b.milesValue).slice(0, LOCATIONS.maxShown);
}

/**
 * Copies of the jobs with `distance` set in miles, nearest first (ties keep the given order), dropping
 * those LOCATIONS.jobMaxDistanceMiles or more away (a job exactly on it is dropped). Jobs without a valid
 * location are left out; an invalid origin finds nothing, since no distance can be told.
 */
export function jobsNear<T extends { readonly location?: UncheckedLatLng | null }>(
  origin: UncheckedLatLng | null | undefined,
  jobs: readonly (T | null | undefined)[] | null | undefined,
): NearbyJob<T>[] {
  if (!isValidLatLng(origin) || !Array.isArray(jobs)) return [];
  const nearby: NearbyJob<T>[] = [];
  for (const job of jobs) {
    const miles = haversineMiles(origin, job?.location);
    if (miles !== null && miles < LOCATIONS.jobMaxDistanceMiles - ON_THE_LIMIT_MILES) {
      nearby.push({ ...(job as T & { location: LatLng }), distance: miles });
    }
  }
  return nearby.sort((a, b) => a.distance - b.distance);
}
