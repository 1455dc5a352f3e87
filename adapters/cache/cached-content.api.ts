// The content port with brand settings and the restaurant list cached (spec section 9: 3600 s each, from
// core's CACHE): concurrent requests share one upstream call, and an upstream failure serves the last
// good answer. Every other call passes straight through.
import type { BrandSettings, Menu, Page, Restaurant } from '@tavola/core/content';
import { CACHE } from '@tavola/core/constants';
import type { ClockPort, ContentApiPort, ApiResult } from '@tavola/core/ports';
import { StaleOnErrorCache } from './stale-on-error.cache';

export interface CachedContentOptions {
  /** How long brand settings are kept, in seconds; default CACHE.settingsSeconds. */
  settingsSeconds?: number;
  /** How long the restaurant list is kept, in seconds; default CACHE.restaurantsSeconds. */
  restaurantsSeconds?: number;
  /** Told when a fetched answer differs from the one kept (StaleOnErrorCache). */
  onChange?: () => void;
}

const SETTINGS_KEY = 'brand-settings';
const RESTAURANTS_KEY = 'search-restaurants';

export class CachedContentApi implements ContentApiPort {
  private readonly settings: StaleOnErrorCache<BrandSettings>;
  private readonly restaurants: StaleOnErrorCache<Restaurant[]>;

  constructor(
    private readonly upstream: ContentApiPort,
    clock: ClockPort,
    options: CachedContentOptions = {},
  ) {
    this.settings = new StaleOnErrorCache(clock, (options.settingsSeconds ?? CACHE.settingsSeconds) * 1000, options.onChange);
    this.restaurants = new StaleOnErrorCache(clock, (options.restaurantsSeconds ?? CACHE.restaurantsSeconds) * 1000, options.onChange);
  }

  getBrandSettings(): Promise<ApiResult<BrandSettings>> {
    return this.settings.get(SETTINGS_KEY, () => this.upstream.getBrandSettings());
  }

  searchRestaurants(): Promise<ApiResult<Restaurant[]>> {
    return this.restaurants.get(RESTAURANTS_KEY, () => this.upstream.searchRestaurants());
  }

  /** Forgets both cached answers (e.g. after content was edited). */
  clear(): void {
    this.settings.clear();
    this.restaurants.clear();
  }

  getPage(id: string): Promise<Page | null> {
    return this.upstream.getPage(id);
  }

  getRestaurantBySlugAndCity(slug: string, city: string): Promise<ApiResult<Restaurant>> {
    return this.upstream.getRestaurantBySlugAndCity(slug, city);
  }

  getRestaurantBySlug(slug: string): Promise<ApiResult<Restaurant>> {
    return this.upstream.getRestaurantBySlug(slug);
  }

  getRestaurant(storeId: string): Promise<ApiResult<Restaurant>> {
    return this.upstream.getRestaurant(storeId);
  }

  getMenu(id: string): Promise<ApiResult<Menu>> {
    return this.upstream.getMenu(id);
  }

  getChoices(): Promise<ApiResult<Record<string, unknown>>> {
    return this.upstream.getChoices();
  }
}
