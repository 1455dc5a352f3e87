// The diner's position from the browser's Geolocation API, as core's GeolocationPort answers it.
import type { GeolocationAnswer, GeolocationPort } from '@tavola/core/ports';

const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

export const browserGeolocation: GeolocationPort = {
  currentPosition(): Promise<GeolocationAnswer> {
    return new Promise((resolve) => {
      if (typeof navigator === 'undefined' || !navigator.geolocation) {
        resolve({ ok: false, reason: 'unavailable' });
        return;
      }
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ ok: true, point: { lat: position.coords.latitude, lng: position.coords.longitude } }),
        (error) => resolve({ ok: false, reason: error.code === PERMISSION_DENIED ? 'denied' : error.code === TIMEOUT ? 'timeout' : 'unavailable' }),
        { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
      );
    });
  },
};
