// The content calls of spec section 7 (/api/v1/content/*): pages, brand settings, restaurants, menus and
// the pickers' choices. A transport failure, an answer without a catalogue code (a 500, say) and a wrong
// shape all read as the content-service error (16); catalogue codes the API sends (3 restaurant not
// found, 8 menu not found) are kept. A page is the exception the spec makes: null on any failure.
import type { ApiHttpClient } from './api-http-client';
import { isRecord, listOf, type Reader } from './answer-readers';
import type { BrandSettings, Menu, Page, Restaurant } from '@tavola/core/content';
import { HTTP } from '@tavola/core/constants';
import { ErrorCode } from '@tavola/core/errors';
import { type ContentApiPort, fail, ok, type ApiResult } from '@tavola/core/ports';


export class AxiosContentApi implements ContentApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  /** null on a non-200 answer, an error or a wrong shape: the page then shows as not found. */
  async getPage(id: string): Promise<Page | null> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: `/api/v1/content/page/${segment(id)}`, transportFailureCode: ErrorCode.ContentServiceError });
    if (!answer.ok || answer.status !== HTTP.okStatus) return null;
    return readPage(answer.data) ?? null;
  }

  getBrandSettings(): Promise<ApiResult<BrandSettings>> {
    return this.get('/api/v1/content/brand-settings', readBrandSettings);
  }

  getRestaurantBySlugAndCity(slug: string, city: string): Promise<ApiResult<Restaurant>> {
    return this.get(`/api/v1/content/restaurant/slug/${segment(slug)}/city/${segment(city)}`, readRestaurant);
  }

  searchRestaurants(): Promise<ApiResult<Restaurant[]>> {
    return this.get('/api/v1/content/search-restaurants/', (data) => (isRecord(data) ? listOf(data.restaurants, readRestaurant) : undefined));
  }

  getRestaurantBySlug(slug: string): Promise<ApiResult<Restaurant>> {
    return this.get(`/api/v1/content/getRestaurantBySlug/${segment(slug)}`, readRestaurant);
  }

  getRestaurant(storeId: string): Promise<ApiResult<Restaurant>> {
    return this.get(`/api/v1/content/restaurant/${segment(storeId)}`, readRestaurant);
  }

  getMenu(id: string): Promise<ApiResult<Menu>> {
    return this.get(`/api/v1/content/menu/${segment(id)}`, readMenu);
  }

  getChoices(): Promise<ApiResult<Record<string, unknown>>> {
    return this.get('/api/v1/content/choices', (data) => (isRecord(data) ? data : undefined));
  }

  private async get<T>(path: string, reader: Reader<T>): Promise<ApiResult<T>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path, transportFailureCode: ErrorCode.ContentServiceError });
    if (!answer.ok) {
      const { failure } = answer;
      return fail(failure.code === null ? { ...failure, code: ErrorCode.ContentServiceError } : failure);
    }
    const value = reader(answer.data);
    return value === undefined ? fail({ code: ErrorCode.ContentServiceError, status: answer.status }) : ok(value);
  }
}

function readPage(data: unknown): Page | undefined {
  if (!isRecord(data) || typeof data.id !== 'string' || typeof data.title !== 'string' || !Array.isArray(data.tiles)) return undefined;
  return data.tiles.every((tile) => isRecord(tile) && typeof tile.tileId === 'string' && typeof tile.key === 'string')
    ? (data as Page)
    : undefined;
}

function readBrandSettings(data: unknown): BrandSettings | undefined {
  if (!isRecord(data)) return undefined;
  const lists = [data.mastheadItems, data.footerItems, data.socialMediaItems];
  if (!lists.every((list) => Array.isArray(list) && list.every(isRecord)) || typeof data.backToTopIcon !== 'string') return undefined;
  return data as BrandSettings;
}

/** A restaurant needs what the site keys and places it by; the rest passes as the API sent it. */
function readRestaurant(data: unknown): Restaurant | undefined {
  if (!isRecord(data)) return undefined;
  const { storeId, title, city, slug, lat, lng } = data;
  const texts = [storeId, title, city, slug].every((value) => typeof value === 'string' && value !== '');
  return texts && isCoordinate(lat) && isCoordinate(lng) ? (data as Restaurant) : undefined;
}

function readMenu(data: unknown): Menu | undefined {
  if (!isRecord(data) || typeof data.id !== 'string' || typeof data.name !== 'string' || !Array.isArray(data.sections)) return undefined;
  return data.sections.every((section) => isRecord(section) && typeof section.name === 'string' && Array.isArray(section.items))
    ? (data as unknown as Menu)
    : undefined;
}

function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A path segment: ids and slugs go into the URL as data, never as path syntax. */
function segment(value: string): string {
  return encodeURIComponent(value);
}
