// The diner's position (browser geolocation), used for the restaurant finder and job distances.
import type { GeoPoint } from '../jobs/job.models';
import { portToken } from '../shared/port-token';

export type GeolocationAnswer = { ok: true; point: GeoPoint } | { ok: false; reason: 'denied' | 'unavailable' | 'timeout' };

export interface GeolocationPort {
  currentPosition(): Promise<GeolocationAnswer>;
}

export const GeolocationToken = portToken<GeolocationPort>('GeolocationPort');
