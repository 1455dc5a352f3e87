// Content calls of spec section 7 (/api/v1/content/*). Brand settings and the restaurant search are cached.
import type { ApiResult } from '../shared/api-result';
import type { BrandSettings, Menu, Page, Restaurant } from '../content/content.models';
import { portToken } from '../shared/port-token';

export interface ContentApiPort {
  /** null on a non-200 answer or an error. */
  getPage(id: string): Promise<Page | null>;
  getBrandSettings(): Promise<ApiResult<BrandSettings>>;
  searchRestaurants(): Promise<ApiResult<Restaurant[]>>;
  getRestaurantBySlugAndCity(slug: string, city: string): Promise<ApiResult<Restaurant>>;
  getRestaurantBySlug(slug: string): Promise<ApiResult<Restaurant>>;
  getRestaurant(storeId: string): Promise<ApiResult<Restaurant>>;
  getMenu(id: string): Promise<ApiResult<Menu>>;
  getChoices(): Promise<ApiResult<Record<string, unknown>>>;
}

export const ContentApiToken = portToken<ContentApiPort>('ContentApiPort');
