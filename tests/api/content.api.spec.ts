// Content calls through HTTP: pages, brand settings, the restaurant list and lookups, menus and choices,
// on the seeded Casa Ventura content.
import { menuItems } from '@tavola/core/content';
import { MESSAGES } from '@tavola/core/errors';
import { TEST_NOW, useApiHarness } from '../support/api-harness';
import { expectUnauthorised, type Endpoint } from './auth-checks';

const { harness, api } = useApiHarness();

describe('GET /api/v1/content/page/:id', () => {
  it.each(['home', 'oxford-circus', 'bottomless-brunch', 'sign-up', 'our-menus', 'restaurants'])(
    'given the seeded page %s, when fetched, then it comes with its tiles',
    async (id) => {
      const response = await api.get(`/api/v1/content/page/${id}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, title: expect.any(String) });
      expect(response.body.tiles.length).toBeGreaterThan(0);
      expect(response.body.tiles[0]).toMatchObject({ tileId: expect.any(String), key: expect.any(String) });
    },
  );

  it('given a page that does not exist, when fetched, then 404 JSON with the not-found message', async () => {
    const response = await api.get('/api/v1/content/page/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ code: 'NOT_FOUND', message: MESSAGES.pageNotFound });
  });

  it('given a malformed page id, when fetched, then 400 naming the id', async () => {
    const response = await api.get('/api/v1/content/page/bad%20id!');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field: 'id' });
  });
});

describe('GET /api/v1/content/brand-settings', () => {
  it('answers the brand settings with the site config', async () => {
    const response = await api.get('/api/v1/content/brand-settings');
    expect(response.status).toBe(200);
    const settings = response.body;
    expect(settings.mastheadItems.length).toBeGreaterThan(0);
    expect(settings.mastheadItems.some((item: { subLinks?: unknown[] }) => (item.subLinks ?? []).length > 0)).toBe(true);
    expect(settings.footerItems.length).toBeGreaterThan(0);
    expect(settings.socialMediaItems.length).toBeGreaterThan(0);
    expect(settings.backToTopIcon).toEqual(expect.any(String));
    expect(settings.siteConfig).toMatchObject({
      site_name: 'Casa Ventura',
      book_now_text: 'Book Now',
      carousel_arrows: false,
      carousel_dots: true,
      default_restaurant_id: 'CV001',
    });
  });
});

describe('GET /api/v1/content/search-restaurants/', () => {
  it.each(['/api/v1/content/search-restaurants/', '/api/v1/content/search-restaurants'])(
    'given %s, when fetched, then every restaurant is listed with what a listing shows',
    async (url) => {
      const response = await api.get(url);
      expect(response.status).toBe(200);
      const { restaurants } = response.body;
      expect(restaurants.length).toBeGreaterThanOrEqual(20);
      expect(new Set(restaurants.map((r: { city: string }) => r.city)).size).toBeGreaterThanOrEqual(8);
      const oxfordCircus = restaurants.find((r: { storeId: string }) => r.storeId === 'CV001');
      expect(oxfordCircus).toMatchObject({
        storeId: 'CV001',
        title: 'Oxford Circus',
        slug: 'oxford-circus',
        city: 'london',
        address: '214 Regent Street, London',
        lat: 51.5149,
        lng: -0.1412,
        bookATableWidgetId: null,
        mondayOpen: expect.stringMatching(/^\d{2}:\d{2}$/),
        mondayClose: expect.stringMatching(/^\d{2}:\d{2}$/),
      });
      expect(oxfordCircus).not.toHaveProperty('description');
      expect(oxfordCircus).not.toHaveProperty('coversPerSlot');
      expect(restaurants.find((r: { storeId: string }) => r.storeId === 'CV013').bookATableWidgetId).toEqual(expect.any(String));
    },
  );
});

describe('restaurant lookups', () => {
  it('given the Oxford Circus slug and city, when fetched, then the whole restaurant comes back', async () => {
    const response = await api.get('/api/v1/content/restaurant/slug/oxford-circus/city/london');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ storeId: 'CV001', title: 'Oxford Circus', postcode: 'W1B 5BD', clickCollect: true });
    expect(response.body.heroTiles.length).toBeGreaterThan(0);
    expect(response.body.description).toEqual(expect.any(String));
    // The booking set-up is the booking API's business, not the content's.
    expect(response.body).not.toHaveProperty('occasions');
  });

  it('given the slug and city in another case, when fetched, then the restaurant is found', async () => {
    const response = await api.get('/api/v1/content/restaurant/slug/Oxford-Circus/city/London');
    expect(response.status).toBe(200);
    expect(response.body.storeId).toBe('CV001');
  });

  it('given a slug in the wrong city, when fetched, then 404 with code 3', async () => {
    const response = await api.get('/api/v1/content/restaurant/slug/oxford-circus/city/manchester');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 3, message: MESSAGES.defaultError });
  });

  it('given a slug, when fetched by slug alone, then the restaurant comes back', async () => {
    const response = await api.get('/api/v1/content/getRestaurantBySlug/oxford-circus');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ storeId: 'CV001', city: 'london' });
  });

  it('given an unknown slug, when fetched, then 404 with code 3', async () => {
    const response = await api.get('/api/v1/content/getRestaurantBySlug/atlantis');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(3);
  });

  it('given a storeId, when fetched, then the restaurant comes back', async () => {
    const response = await api.get('/api/v1/content/restaurant/CV001');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ storeId: 'CV001', slug: 'oxford-circus' });
  });

  it('given a storeId in lower case, when fetched, then the restaurant comes back with its own id, as the booking calls match it', async () => {
    const response = await api.get('/api/v1/content/restaurant/cv001');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ storeId: 'CV001', slug: 'oxford-circus' });
  });

  it('given an unknown storeId, when fetched, then 404 with code 3', async () => {
    const response = await api.get('/api/v1/content/restaurant/CV999');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 3, message: MESSAGES.defaultError });
  });

  it('given a malformed storeId, when fetched, then 400 naming storeId', async () => {
    const response = await api.get(`/api/v1/content/restaurant/${encodeURIComponent("CV001' OR 1=1")}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field: 'storeId' });
  });
});

describe('GET /api/v1/content/menu/:id', () => {
  it('given the à la carte menu, when fetched, then its sections, items and dietary tags come back', async () => {
    const response = await api.get('/api/v1/content/menu/a-la-carte');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 'a-la-carte', name: expect.any(String) });
    const [section] = response.body.sections;
    expect(section.items.length).toBeGreaterThan(0);
    expect(section.items[0]).toMatchObject({ name: expect.any(String), dietaryTags: expect.any(Array) });
  });

  it('given the seeded menus, when fetched, then dishes and options with their own portion carry kcal, and a dish without a figure has none', async () => {
    const response = await api.get('/api/v1/content/menu/a-la-carte');
    const items = menuItems(response.body.sections);
    expect(items.find((item) => item.name === 'Margherita')).toMatchObject({ price: '£11.50', kcal: 870 });
    expect(items.find((item) => item.name === 'Pinot Grigio, Veneto')?.options).toEqual([
      { name: '175ml glass', price: '£7.25', kcal: 144 },
      { name: '500ml carafe', price: '£19.50', kcal: 410 },
      { name: 'Bottle', price: '£28.00', kcal: 615 },
    ]);
    // A swap with no portion of its own keeps the dish's figure and carries none.
    expect(items.find((item) => item.name === 'Marinara')?.options).toEqual([{ name: 'Gluten-free base', price: '+£2.50' }]);
    const gelato = items.find((item) => item.name === 'Gelato e sorbetti');
    expect(gelato).toBeDefined();
    expect(gelato).not.toHaveProperty('kcal');
  });

  it('given an unknown menu, when fetched, then 404 with code 8 and the menu message', async () => {
    const response = await api.get('/api/v1/content/menu/no-such-menu');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 8, message: MESSAGES.partnerMenuNotFound });
  });
});

describe('PUT /api/v1/content/menu/:id', () => {
  const KEY = 'test-content-edit-key';
  const put = (id: string, body: unknown, key: string | null = KEY) => {
    const call = api.raw.put(`/api/v1/content/menu/${id}`).set(harness.headers());
    return (key === null ? call : call.set('contentEditKey', key)).send(body as object);
  };
  const aMenu = (item: Record<string, unknown> = {}, option: Record<string, unknown> = {}) => ({
    id: 'test-menu',
    name: 'Test menu',
    sections: [
      { name: 'Antipasti', items: [{ name: 'Olives', price: '£4.25', kcal: 190, dietaryTags: [{ name: 'Vegan' }], allergens: [] }] },
      {
        name: 'Drinks',
        items: [],
        subsections: [
          {
            name: 'Vino',
            items: [{ name: 'Primitivo', price: '£8.50', kcal: 165, dietaryTags: [], allergens: ['sulphites'], options: [{ name: 'Bottle', price: '£33.00', kcal: 705, ...option }], ...item }],
          },
        ],
      },
    ],
  });

  it('given no content editor key configured, when a menu is sent, then the call does not exist (404)', async () => {
    const response = await put('test-menu', aMenu());
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  describe('with a content editor key configured', () => {
    beforeAll(() => {
      harness.deps.config.contentEditKey = KEY;
    });
    afterAll(() => {
      harness.deps.config.contentEditKey = null;
    });

    it('given no key or a wrong one, when a menu is sent, then 401 naming contentEditKey', async () => {
      for (const key of [null, 'wrong-key']) {
        const response = await put('test-menu', aMenu(), key);
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ code: 'UNAUTHORIZED', field: 'contentEditKey' });
      }
    });

    it('given a menu with kcal on dishes and options and a dish without a figure, when sent, then it is stored and answered as sent', async () => {
      const menu = aMenu({ kcal: undefined });
      const response = await put('test-menu', menu);
      expect(response.status).toBe(200);
      const stored = await api.get('/api/v1/content/menu/test-menu');
      expect(stored.body).toEqual({ ...JSON.parse(JSON.stringify(menu)), updatedAt: expect.any(String) });
      const primitivo = menuItems(stored.body.sections).find((item) => item.name === 'Primitivo');
      expect(primitivo).not.toHaveProperty('kcal');
      expect(primitivo?.options?.[0]?.kcal).toBe(705);
    });

it('given a published menu edited a minute later, then its updatedAt moves to the edit and one sent with the menu is not kept', async () => {
      harness.clock.set(TEST_NOW);
      const first = await put('dated-menu', { ...aMenu(), id: 'dated-menu' });
      expect(first.status).toBe(200);
      expect(first.body.updatedAt).toBe(new Date(TEST_NOW).toISOString());
      // A minute on: the session token the calls carry is still valid.
      const later = TEST_NOW + 60 * 1000;
      harness.clock.set(later);
      try {
        const edited = await put('dated-menu', { ...aMenu(), id: 'dated-menu', name: 'Edited menu', updatedAt: '2001-01-01T00:00:00.000Z' });
        expect(edited.status).toBe(200);
        const read = await api.get('/api/v1/content/menu/dated-menu');
        expect(read.body).toMatchObject({ name: 'Edited menu', updatedAt: new Date(later).toISOString() });
        expect(edited.body.updatedAt).toBe(read.body.updatedAt);
      } finally {
        harness.clock.set(TEST_NOW);
      }
    });

        it.each([
      ['negative', -1, 'must not be negative'],
      ['not a number', '540', 'must be a number of kcal'],
      ['not whole', 540.5, 'must be a whole number of kcal'],
      ['absurd', 5001, 'must be at most 5000 kcal'],
      ['null', null, 'must be a number of kcal'],
    ])('given a dish whose kcal is %s, when sent, then 400 naming the field, and nothing is stored', async (_what, kcal, words) => {
      const response = await put('bad-menu', { ...aMenu({ kcal }), id: 'bad-menu' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'VALIDATION', field: 'sections.1.subsections.0.items.0.kcal', message: `sections.1.subsections.0.items.0.kcal ${words}` });
      expect((await api.get('/api/v1/content/menu/bad-menu')).status).toBe(404);
    });

    it('given an option whose kcal is absurd, when sent, then 400 naming the option field', async () => {
      const response = await put('test-menu', aMenu({}, { kcal: 99999 }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION', field: 'sections.1.subsections.0.items.0.options.0.kcal' });
    });

    it('given a menu whose id is not the address, or with a field the model does not name, then 400 naming it', async () => {
      expect((await put('other-menu', aMenu())).body).toMatchObject({ code: 'VALIDATION', field: 'id' });
      expect((await put('test-menu', aMenu({ calories: 190 }))).body).toMatchObject({ code: 'VALIDATION', field: 'sections.1.subsections.0.items.0.calories' });
    });
  });
});

describe('when content last changed (updatedAt)', () => {
  const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

  it('given the seeded page, menu, restaurant (whole and listed) and offer, then each says when the seed wrote it, in ISO 8601', async () => {
    const started = Date.now();
    const [page, menu, restaurant, list, offer] = await Promise.all([
      api.get('/api/v1/content/page/offers'),
      api.get('/api/v1/content/menu/kids'),
      api.get('/api/v1/content/restaurant/CV001'),
      api.get('/api/v1/content/search-restaurants/'),
      api.get('/api/offer/getofferbyslug?offerSlug=two-for-tuesday'),
    ]);
    const dates = [page.body, menu.body, restaurant.body, list.body.restaurants[0], offer.body].map((document) => document.updatedAt as string);
    for (const date of dates) {
      expect(date).toMatch(ISO_DATE_TIME);
      // Written when the harness seeded its database, a moment ago.
      expect(Date.parse(date)).toBeLessThanOrEqual(started);
      expect(started - Date.parse(date)).toBeLessThan(60 * 60 * 1000);
    }
  });

  it('given a document stored before the API kept the date, then it comes without one (none is made up)', async () => {
    const { db } = harness.handle;
    const before = await db.selectFrom('content_documents').select('updated_at').where('kind', '=', 'page').where('id', '=', 'careers').executeTakeFirstOrThrow();
    await db.updateTable('content_documents').set({ updated_at: null }).where('kind', '=', 'page').where('id', '=', 'careers').execute();
    try {
      const response = await api.get('/api/v1/content/page/careers');
      expect(response.status).toBe(200);
      expect(response.body).not.toHaveProperty('updatedAt');
    } finally {
      await db.updateTable('content_documents').set({ updated_at: before.updated_at }).where('kind', '=', 'page').where('id', '=', 'careers').execute();
    }
  });
});

describe('GET /api/v1/content/choices', () => {
  it('answers the pickers: interests, allergens, dietary tags, job title groups and restaurants', async () => {
    const response = await api.get('/api/v1/content/choices');
    expect(response.status).toBe(200);
    expect(response.body.interests).toContain('Pizza');
    expect(response.body.allergens).toContain('milk');
    expect(response.body.dietaryTags.length).toBeGreaterThan(0);
    expect(Object.keys(response.body.jobTitleGroups)).toContain('Bar');
    expect(response.body.restaurants).toContainEqual({ storeId: 'CV001', title: 'Oxford Circus', city: 'london', cityName: 'London' });
  });
});

describe('bad input', () => {
  it('given a query parameter the call does not take, when fetched, then 400 naming it', async () => {
    const response = await api.get('/api/v1/content/brand-settings?debug=1');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION', message: 'Debug is not an accepted field', field: 'debug' });
  });
});

const ENDPOINTS: Endpoint[] = [
  ['get', '/api/v1/content/page/home'],
  ['get', '/api/v1/content/brand-settings'],
  ['get', '/api/v1/content/search-restaurants/'],
  ['get', '/api/v1/content/restaurant/slug/oxford-circus/city/london'],
  ['get', '/api/v1/content/getRestaurantBySlug/oxford-circus'],
  ['get', '/api/v1/content/restaurant/CV001'],
  ['get', '/api/v1/content/menu/a-la-carte'],
  ['get', '/api/v1/content/choices'],
];

describe('access', () => {
  it.each(ENDPOINTS)('given %s %s without a token, a wrong brandKey or no sessionId, then 401 JSON', async (...endpoint) => {
    await expectUnauthorised(harness, endpoint as Endpoint);
  });
});
