// Restaurant search (spec section 7, /api/geo/search/*): by a place typed as text (postcode, district or
// town) or by coordinates, answered as {origin, locations} with at most 10 restaurants within 100 miles,
// nearest first (core's nearestLocations). A place that is not found is not an error: origin null, [].
import type { Request } from 'express';
import { nearestLocations } from '@tavola/core/geo';
import { validationMessage } from '@tavola/core/validation';
import type { RouteModule } from '../app';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { answer, route } from '../http/route';
import { PLACE_QUERY_MAX_LENGTH, findPlaces } from '../jobs/place-search';
import { rejectQuery } from './common.dto';
import { allRestaurants, restaurantSummary } from './content.routes';

interface Origin {
  lat: number;
  lng: number;
}

async function nearby(db: Db, origin: Origin | null, place: string | null) {
  if (origin === null) return { origin: null, place: null, locations: [] };
  const restaurants = (await allRestaurants(db)).map(restaurantSummary) as Array<Record<string, unknown> & Origin>;
  return { origin, place, locations: nearestLocations(origin, restaurants) };
}

const DECIMAL = /^[+-]?(?:\d{1,3}(?:\.\d{1,15})?|\.\d{1,15})$/;

/** A coordinate path parameter: a plain decimal within ±limit, else a 400 naming it. */
function coordinate(req: Request, name: 'lat' | 'lng', limit: number): number {
  const text = req.params[name];
  const value = typeof text === 'string' && DECIMAL.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(value)) throw new ApiError('VALIDATION', validationMessage(name, 'invalid'), name);
  if (Math.abs(value) > limit) throw new ApiError('VALIDATION', validationMessage(name, 'outOfRange'), name);
  return value;
}

export const geoRoutes: RouteModule = (router, { db }) => {
  router.get(
    '/geo/search/lat/:lat/lng/:lng',
    route(async (req) => {
      rejectQuery(req);
      const origin = { lat: coordinate(req, 'lat', 90), lng: coordinate(req, 'lng', 180) };
      return answer(await nearby(db, origin, null));
    }),
  );

  router.get(
    '/geo/search/:query',
    route(async (req) => {
      rejectQuery(req);
      const param = req.params.query;
      const query = typeof param === 'string' ? param.trim() : '';
      if (query === '') throw new ApiError('VALIDATION', validationMessage('query', 'required'), 'query');
      if (Array.from(query).length > PLACE_QUERY_MAX_LENGTH) throw new ApiError('VALIDATION', validationMessage('query', 'tooLong'), 'query');
      const [place] = await findPlaces(db, query);
      return answer(await nearby(db, place ? { lat: place.lat, lng: place.lng } : null, place ? place.name : null));
    }),
  );
};
