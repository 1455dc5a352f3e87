// Great-circle distance in miles, as the spec fixes it: the haversine formula on a 3959-mile earth.
// Bad coordinates give null rather than NaN, so a broken record can never sort or filter by accident.
import { LOCATIONS } from '../constants';
import type { LatLng, UncheckedLatLng } from './geo.models';

const MAX_LATITUDE = 90;
const MAX_LONGITUDE = 180;
const RADIANS_PER_DEGREE = Math.PI / 180;

/** True for a point whose coordinates are finite numbers within ±90 latitude and ±180 longitude. */
export function isValidLatLng(point: unknown): point is LatLng {
  if (point === null || typeof point !== 'object') return false;
  const { lat, lng } = point as UncheckedLatLng;
  return isCoordinate(lat, MAX_LATITUDE) && isCoordinate(lng, MAX_LONGITUDE);
}

/** Miles between two points along the earth's surface; null when either point is not a valid one. */
export function haversineMiles(
  a: UncheckedLatLng | null | undefined,
  b: UncheckedLatLng | null | undefined,
): number | null {
  if (!isValidLatLng(a) || !isValidLatLng(b)) return null;
  const dLat = (b.lat - a.lat) * RADIANS_PER_DEGREE;
  const dLng = (b.lng - a.lng) * RADIANS_PER_DEGREE;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RADIANS_PER_DEGREE) * Math.cos(b.lat * RADIANS_PER_DEGREE) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points, where asin would give NaN.
  return 2 * LOCATIONS.earthRadiusMiles * Math.asin(Math.sqrt(Math.min(1, h)));
}

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}
