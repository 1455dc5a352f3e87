// Restaurant search by place text or coordinates (spec section 7, /api/geo/search/*).
import type { ApiResult } from '../shared/api-result';
import type { Location } from '../content/content.models';
import type { GeoPoint } from '../jobs/job.models';
import { portToken } from '../shared/port-token';

export interface GeoSearchAnswer {
  origin: GeoPoint | null;
  locations: Location[];
}

export interface GeoApiPort {
  searchByText(query: string): Promise<ApiResult<GeoSearchAnswer>>;
  searchByLatLng(point: GeoPoint): Promise<ApiResult<GeoSearchAnswer>>;
}

export const GeoApiToken = portToken<GeoApiPort>('GeoApiPort');
