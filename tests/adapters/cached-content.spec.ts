// The cached content port with a fixed clock and a fake upstream that counts its calls: answers kept for
// their time to live, one upstream call shared by concurrent requests, the last good answer served when
// the upstream fails, and every other call passed straight through.
import { CachedContentApi, FixedClock } from '@tavola/adapters';
import type { BrandSettings, Menu, Page, Restaurant } from '@tavola/core/content';
import { CACHE } from '@tavola/core/constants';
import { ErrorCode } from '@tavola/core/errors';
import { type ContentApiPort, fail, ok, type ApiResult } from '@tavola/core/ports';

const HOUR_MS = 3_600_000;
const failure = { code: ErrorCode.ContentServiceError };

const settings = (icon: string): BrandSettings => ({ mastheadItems: [], footerItems: [], socialMediaItems: [], backToTopIcon: icon });
const restaurant = (storeId: string): Restaurant =>
  ({ storeId, title: storeId, city: 'london', slug: storeId.toLowerCase(), lat: 51.5, lng: -0.1 }) as Restaurant;

/** An upstream whose next answers a test sets, counting every call it gets. */
class FakeContentApi implements ContentApiPort {
  calls: Record<string, number> = {};
  settingsAnswer: ApiResult<BrandSettings> = ok(settings('v1'));
  restaurantsAnswer: ApiResult<Restaurant[]> = ok([restaurant('CV001')]);
  /** When set, answers wait for it: lets a test hold calls in flight. */
  gate: Promise<void> | null = null;

  private async count<T>(name: string, answer: T): Promise<T> {
    this.calls[name] = (this.calls[name] ?? 0) + 1;
    if (this.gate) await this.gate;
    return answer;
  }

  getBrandSettings() {
    return this.count('getBrandSettings', this.settingsAnswer);
  }
  searchRestaurants() {
    return this.count('searchRestaurants', this.restaurantsAnswer);
  }
  getPage(id: string) {
    return this.count<Page | null>('getPage', { id, title: id, tiles: [] });
  }
  getRestaurantBySlugAndCity(slug: string) {
    return this.count('getRestaurantBySlugAndCity', ok(restaurant(slug)));
  }
  getRestaurantBySlug(slug: string) {
    return this.count('getRestaurantBySlug', ok(restaurant(slug)));
  }
  getRestaurant(storeId: string) {
    return this.count('getRestaurant', ok(restaurant(storeId)));
  }
  getMenu(id: string) {
    return this.count<ApiResult<Menu>>('getMenu', ok({ id, name: id, sections: [] }));
  }
  getChoices() {
    return this.count<ApiResult<Record<string, unknown>>>('getChoices', ok({ interests: ['Pizza'] }));
  }
}

let clock: FixedClock;
let upstream: FakeContentApi;
let cached: CachedContentApi;

beforeEach(() => {
  clock = new FixedClock(Date.UTC(2026, 10, 23, 10, 0, 0));
  upstream = new FakeContentApi();
  cached = new CachedContentApi(upstream, clock);
});

describe('brand settings and the restaurant list', () => {
  it('given an answer fetched, when asked again within the hour, then it is served from the cache', async () => {
    await cached.getBrandSettings();
    upstream.settingsAnswer = ok(settings('v2'));
    clock.advance(CACHE.settingsSeconds * 1000 - 1);
    expect(await cached.getBrandSettings()).toEqual(ok(settings('v1')));
    expect(upstream.calls.getBrandSettings).toBe(1);
  });

  it('given an answer an hour old, when asked, then it is fetched afresh', async () => {
    await cached.searchRestaurants();
    upstream.restaurantsAnswer = ok([restaurant('CV001'), restaurant('CV002')]);
    clock.advance(CACHE.restaurantsSeconds * 1000);
    expect(await cached.searchRestaurants()).toEqual(ok([restaurant('CV001'), restaurant('CV002')]));
    expect(upstream.calls.searchRestaurants).toBe(2);
  });

  it('given concurrent requests and an empty cache, then they share one upstream call', async () => {
    let open!: () => void;
    upstream.gate = new Promise((resolve) => (open = resolve));
    const answers = Promise.all([cached.getBrandSettings(), cached.getBrandSettings(), cached.getBrandSettings()]);
    const lists = Promise.all([cached.searchRestaurants(), cached.searchRestaurants()]);
    open();
    expect(await answers).toEqual([ok(settings('v1')), ok(settings('v1')), ok(settings('v1'))]);
    expect(await lists).toEqual([ok([restaurant('CV001')]), ok([restaurant('CV001')])]);
    expect(upstream.calls).toEqual({ getBrandSettings: 1, searchRestaurants: 1 });
  });

  it('given an expired answer and a failing upstream, then the last good answer is served', async () => {
    await cached.getBrandSettings();
    await cached.searchRestaurants();
    upstream.settingsAnswer = fail(failure);
    upstream.restaurantsAnswer = fail(failure);
    clock.advance(2 * HOUR_MS);
    expect(await cached.getBrandSettings()).toEqual(ok(settings('v1')));
    expect(await cached.searchRestaurants()).toEqual(ok([restaurant('CV001')]));
  });

  it('given a failing upstream, when the stale answer was served, then the next request tries the upstream again', async () => {
    await cached.getBrandSettings();
    upstream.settingsAnswer = fail(failure);
    clock.advance(2 * HOUR_MS);
    await cached.getBrandSettings();
    upstream.settingsAnswer = ok(settings('v2'));
    expect(await cached.getBrandSettings()).toEqual(ok(settings('v2')));
    expect(upstream.calls.getBrandSettings).toBe(3);
  });

  it('given a failing upstream and no good answer yet, then the failure is passed on', async () => {
    upstream.settingsAnswer = fail(failure);
    upstream.restaurantsAnswer = fail({ code: null, status: 500 });
    expect(await cached.getBrandSettings()).toEqual(fail(failure));
    expect(await cached.searchRestaurants()).toEqual(fail({ code: null, status: 500 }));
  });

  it('given a failure, then it is not cached: the next request asks the upstream again', async () => {
    upstream.settingsAnswer = fail(failure);
    await cached.getBrandSettings();
    upstream.settingsAnswer = ok(settings('v2'));
    expect(await cached.getBrandSettings()).toEqual(ok(settings('v2')));
  });

  it('given the times to live configured, then each cache keeps its answer for its own time', async () => {
    cached = new CachedContentApi(upstream, clock, { settingsSeconds: 60, restaurantsSeconds: 300 });
    await cached.getBrandSettings();
    await cached.searchRestaurants();
    clock.advance(60_000);
    await cached.getBrandSettings();
    await cached.searchRestaurants();
    expect(upstream.calls).toEqual({ getBrandSettings: 2, searchRestaurants: 1 });
    clock.advance(240_000);
    await cached.searchRestaurants();
    expect(upstream.calls.searchRestaurants).toBe(2);
  });

  it('given the caches cleared, then the next requests go upstream', async () => {
    await cached.getBrandSettings();
    await cached.searchRestaurants();
    cached.clear();
    await cached.getBrandSettings();
    await cached.searchRestaurants();
    expect(upstream.calls).toEqual({ getBrandSettings: 2, searchRestaurants: 2 });
  });
});

describe('every other call', () => {
  it('passes through to the upstream each time, uncached', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect(await cached.getPage('home')).toEqual({ id: 'home', title: 'home', tiles: [] });
      expect(await cached.getRestaurantBySlugAndCity('oxford-circus', 'london')).toEqual(ok(restaurant('oxford-circus')));
      expect(await cached.getRestaurantBySlug('bath')).toEqual(ok(restaurant('bath')));
      expect(await cached.getRestaurant('CV001')).toEqual(ok(restaurant('CV001')));
      expect(await cached.getMenu('kids')).toEqual(ok({ id: 'kids', name: 'kids', sections: [] }));
      expect(await cached.getChoices()).toEqual(ok({ interests: ['Pizza'] }));
    }
    expect(upstream.calls).toEqual({
      getPage: 2,
      getRestaurantBySlugAndCity: 2,
      getRestaurantBySlug: 2,
      getRestaurant: 2,
      getMenu: 2,
      getChoices: 2,
    });
  });
});
