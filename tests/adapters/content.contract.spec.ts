// The content adapter against the real reference API: pages, brand settings, the restaurant list and
// lookups, menus and choices from the seeded Casa Ventura content, and each failure mapped.
import { AxiosContentApi, type ApiHttpClient, type HttpAnswer } from '@tavola/adapters';
import { ErrorCode, MESSAGES } from '@tavola/core/errors';
import { startAdapterHarness, type AdapterHarness } from '../support/adapter-harness';

let h: AdapterHarness;
let content: AxiosContentApi;

beforeAll(async () => {
  h = await startAdapterHarness();
  content = new AxiosContentApi(h.client);
}, 60_000);

afterAll(async () => {
  await h.close();
});

const restaurantNotFound = { code: ErrorCode.RestaurantNotFound, status: 404, message: MESSAGES.defaultError };

describe('getPage', () => {
  it.each(['home', 'oxford-circus', 'our-menus'])('given the seeded page %s, then it comes with its tiles', async (id) => {
    const page = await content.getPage(id);
    expect(page).toMatchObject({ id, title: expect.any(String) });
    expect(page?.tiles[0]).toMatchObject({ tileId: expect.any(String), key: expect.any(String) });
  });

  it('given an unknown page (404), then null', async () => {
    expect(await content.getPage('no-such-page')).toBeNull();
  });

  it('given a malformed page id (400), then null', async () => {
    expect(await content.getPage('bad id!')).toBeNull();
  });
});

describe('getBrandSettings', () => {
  it('answers the masthead, footer and social links with the site config', async () => {
    const result = await content.getBrandSettings();
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.mastheadItems.some((item) => (item.subLinks ?? []).length > 0)).toBe(true);
    expect(result.value.footerItems.length).toBeGreaterThan(0);
    expect(result.value.socialMediaItems.length).toBeGreaterThan(0);
    expect(result.value.backToTopIcon).toBe('/images/icons/back-to-top.svg');
    expect(result.value.siteConfig).toMatchObject({ site_name: 'Casa Ventura', default_restaurant_id: 'CV001' });
  });

  it('given the settings missing from the content store, then a failure with code 16', async () => {
    const db = h.api.handle.db;
    const saved = await db.selectFrom('content_documents').selectAll().where('kind', '=', 'brand-settings').execute();
    await db.deleteFrom('content_documents').where('kind', '=', 'brand-settings').execute();
    try {
      const result = await content.getBrandSettings();
      expect(result).toEqual({ ok: false, error: { code: ErrorCode.ContentServiceError, status: 404, message: MESSAGES.contentServiceError } });
    } finally {
      await db.insertInto('content_documents').values(saved).execute();
    }
  });
});

describe('searchRestaurants', () => {
  it('answers every restaurant in its list form', async () => {
    const result = await content.searchRestaurants();
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.length).toBe(24);
    const oxford = result.value.find((r) => r.storeId === 'CV001');
    expect(oxford).toMatchObject({ title: 'Oxford Circus', slug: 'oxford-circus', city: 'london', lat: 51.5149, lng: -0.1412, bookATableWidgetId: null });
    expect(oxford).not.toHaveProperty('description');
    expect(result.value.find((r) => r.storeId === 'CV013')?.bookATableWidgetId).toBe('casaventuraedinburgh');
  });
});

describe('restaurant lookups', () => {
  it('given slug and city, then the whole restaurant', async () => {
    const result = await content.getRestaurantBySlugAndCity('oxford-circus', 'london');
    expect(result.ok ? result.value : result.error).toMatchObject({ storeId: 'CV001', postcode: 'W1B 5BD', description: expect.any(String) });
  });

  it('given a slug in the wrong city, then a failure with code 3', async () => {
    expect(await content.getRestaurantBySlugAndCity('oxford-circus', 'manchester')).toEqual({ ok: false, error: restaurantNotFound });
  });

  it('given a slug alone, then the restaurant', async () => {
    const result = await content.getRestaurantBySlug('oxford-circus');
    expect(result.ok ? result.value : result.error).toMatchObject({ storeId: 'CV001', city: 'london' });
  });

  it('given an unknown slug, then a failure with code 3', async () => {
    expect(await content.getRestaurantBySlug('atlantis')).toEqual({ ok: false, error: restaurantNotFound });
  });

  it('given a storeId, then the restaurant', async () => {
    const result = await content.getRestaurant('CV013');
    expect(result.ok ? result.value : result.error).toMatchObject({ storeId: 'CV013', bookATableWidgetId: 'casaventuraedinburgh' });
  });

  it('given an unknown storeId, then a failure with code 3', async () => {
    expect(await content.getRestaurant('CV999')).toEqual({ ok: false, error: restaurantNotFound });
  });

  it('given a storeId with path syntax in it, then it stays one path segment, refused as a storeId', async () => {
    const result = await content.getRestaurant('../brand-settings');
    expect(result.ok ? null : result.error).toMatchObject({ code: ErrorCode.ContentServiceError, status: 400, field: 'storeId' });
  });
});

describe('getMenu', () => {
  it('given the à la carte menu, then its sections, items and dietary tags', async () => {
    const result = await content.getMenu('a-la-carte');
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value).toMatchObject({ id: 'a-la-carte', name: expect.any(String) });
    expect(result.value.sections[0]?.items[0]).toMatchObject({ name: expect.any(String), dietaryTags: expect.any(Array) });
  });

  it('given an unknown menu, then a failure with code 8 and the menu message', async () => {
    expect(await content.getMenu('no-such-menu')).toEqual({
      ok: false,
      error: { code: ErrorCode.PartnerMenuNotFound, status: 404, message: MESSAGES.partnerMenuNotFound },
    });
  });
});

describe('getChoices', () => {
  it('answers the pickers, with the restaurants for the favourite-restaurant choice', async () => {
    const result = await content.getChoices();
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.interests).toContain('Pizza');
    expect(result.value.restaurants).toContainEqual({ storeId: 'CV001', title: 'Oxford Circus', city: 'london', cityName: 'London' });
  });
});

describe('failures without an answer', () => {
  it('given the API unreachable, then code 16 for content calls and null for a page', async () => {
    const other = await startAdapterHarness();
    const offline = new AxiosContentApi(other.client);
    await other.close();
    expect(await offline.getMenu('a-la-carte')).toEqual({ ok: false, error: { code: ErrorCode.ContentServiceError } });
    expect(await offline.getPage('home')).toBeNull();
  }, 60_000);
});

// The reference API always answers well-formed data; these prove the readers with a stub client (no HTTP).
describe('answers of the wrong shape', () => {
  const answering = (data: unknown, status = 200) =>
    new AxiosContentApi({ call: async (): Promise<HttpAnswer<unknown>> => ({ ok: true, status, data }) } as unknown as ApiHttpClient);
  const malformed = { ok: false, error: { code: ErrorCode.ContentServiceError, status: 200 } };

  it.each([
    ['a page without tiles', { id: 'home', title: 'Home' }, 200],
    ['a tile without a key', { id: 'home', title: 'Home', tiles: [{ tileId: 't1' }] }, 200],
    ['a 204', { id: 'home', title: 'Home', tiles: [] }, 204],
  ])('given %s, then getPage is null', async (_case, data, status) => {
    expect(await answering(data, status).getPage('home')).toBeNull();
  });

  it('given brand settings without a footer, then a content-service failure', async () => {
    expect(await answering({ mastheadItems: [], socialMediaItems: [], backToTopIcon: '' }).getBrandSettings()).toEqual(malformed);
  });

  it.each([
    ['restaurants not a list', { restaurants: {} }],
    ['a restaurant without coordinates', { restaurants: [{ storeId: 'CV001', title: 'T', city: 'c', slug: 's' }] }],
  ])('given %s, then searchRestaurants fails with code 16', async (_case, data) => {
    expect(await answering(data).searchRestaurants()).toEqual(malformed);
  });

  it('given a menu whose section has no items, then a content-service failure', async () => {
    expect(await answering({ id: 'm', name: 'M', sections: [{ name: 'Pizza' }] }).getMenu('m')).toEqual(malformed);
  });

  it('given choices that are a list, then a content-service failure', async () => {
    expect(await answering(['Pizza']).getChoices()).toEqual(malformed);
  });
});
