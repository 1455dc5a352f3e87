// The restaurant search of spec section 7 (/api/geo/search/*) over the shared HTTP client, by a place typed
// as text or by coordinates. A place that is not known is an answer, not a failure: origin null, no locations.
import type { ApiHttpClient } from './api-http-client';
import { isFiniteNumber, isRecord, isText, isUsableSegment, listOf, pathSegment, readAnswer, readPoint, withOptionalFields } from './answer-readers';
import type { Location } from '@tavola/core/content';
import { type GeoApiPort, type GeoSearchAnswer, ok, type ApiResult } from '@tavola/core/ports';
import type { GeoPoint } from '@tavola/core/jobs';

/** Decimal places sent for a coordinate: about 1 cm, and never exponent notation (1e-7), which the API refuses. */
const COORDINATE_DECIMALS = 7;

export class AxiosGeoApi implements GeoApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  async searchByText(query: string): Promise<ApiResult<GeoSearchAnswer>> {
    // Blank text, '.' or '..' cannot be a path segment, and names no place either.
    if (!isUsableSegment(query)) return ok({ origin: null, locations: [] });
    const answer = await this.client.call<unknown>({ method: 'GET', path: `/api/geo/search/${pathSegment(query)}` });
    return readAnswer(answer, readSearchAnswer);
  }

  async searchByLatLng(point: GeoPoint): Promise<ApiResult<GeoSearchAnswer>> {
    const answer = await this.client.call<unknown>({
      method: 'GET',
      path: `/api/geo/search/lat/${coordinate(point.lat)}/lng/${coordinate(point.lng)}`,
    });
    return readAnswer(answer, readSearchAnswer);
  }
}

/** A coordinate as plain decimal text; a number that is not finite goes as it is, and the API refuses it. */
function coordinate(value: number): string {
  if (!Number.isFinite(value)) return pathSegment(String(value));
  const fixed = value.toFixed(COORDINATE_DECIMALS).replace(/0+$/, '').replace(/\.$/, '');
  return fixed === '-0' ? '0' : fixed;
}

function readSearchAnswer(data: unknown): GeoSearchAnswer | undefined {
  if (!isRecord(data)) return undefined;
  const origin = data.origin === null || data.origin === undefined ? null : readPoint(data.origin);
  const locations = listOf(data.locations, readLocation);
  if (origin === undefined || locations === undefined) return undefined;
  return { origin, locations };
}

/** A restaurant found; what the port does not name (title, city, slug) passes through for the finder. */
function readLocation(value: unknown): Location | undefined {
  if (!isRecord(value) || !isFiniteNumber(value.lat) || !isFiniteNumber(value.lng) || typeof value.storeId !== 'string') return undefined;
  const location = withOptionalFields(value, { bookATableWidgetId: isText, milesValue: isFiniteNumber });
  if (location === undefined) return undefined;
  // The finder tells "no widget" from "not given": keep the API's null.
  if (value.bookATableWidgetId === null) location.bookATableWidgetId = null;
  return location as unknown as Location;
}
