// Geography: distances in miles, and the restaurants and jobs near a diner.
export type { LatLng, UncheckedLatLng } from './geo.models';
export { haversineMiles, isValidLatLng } from './distance';
export { formatMiles, formatMilesAway } from './miles-text';
export { jobsNear, nearestLocations, type NearbyJob, type NearbyLocation } from './nearby-search';
