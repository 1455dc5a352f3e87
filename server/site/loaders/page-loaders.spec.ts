// The page loaders of the restaurant, menu, careers, offer, preferences and smaller pages, run against the
// real reference API (seeded, on an ephemeral port, fixed clock at 2026-11-23 10:00 UTC).
import type { LoaderFunction } from 'react-router-dom';
import { ErrorCode, MESSAGES } from '@tavola/core/errors';
import { fail } from '@tavola/core/ports';
import { menuItems } from '@tavola/core/content';
import type {
  AllergenGuideData,
  BookNowData,
  CityData,
  FindUsData,
  JobData,
  JobsData,
  MenuData,
  MenuListData,
  OfferData,
  PreferencesData,
  RestaurantData,
  RootData,
  SimplePageData,
} from '../../../web/page-data';
import { startAdapterHarness, type AdapterHarness } from '../../../tests/support/adapter-harness';
import { createTestContainer } from '../../../tests/support/test-container';
import { readSiteConfig } from '../site-config';
import { jobsLoaders } from './jobs.loaders';
import { loaderServices, type LoaderServices } from './loader-services';
import { menuLoaders } from './menu.loaders';
import { miscLoaders } from './misc.loaders';
import { offersLoaders } from './offers.loaders';
import { preferencesLoaders } from './preferences.loaders';
import { restaurantLoaders, withSafeLinks } from './restaurant.loaders';
import { rootLoader } from './root.loader';

let harness: AdapterHarness;
let services: LoaderServices;

beforeAll(async () => {
  harness = await startAdapterHarness();
  const container = createTestContainer({ apiBaseUrl: harness.baseUrl, clock: harness.api.clock });
  services = loaderServices(container, readSiteConfig({}));
}, 60_000);

afterAll(async () => {
  await harness.close();
});

/** Runs a loader as react-router would for `path` with the route's params. */
async function load<T>(loader: LoaderFunction, path: string, params: Record<string, string | undefined> = {}): Promise<T> {
  const args = { request: new Request(`http://site.local${path}`), params, context: undefined };
  return (await (loader as (a: typeof args) => Promise<unknown>)(args)) as T;
}

/** The status and message a loader threw (react-router's data(...) answer). */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const answer = error as { init?: { status?: number }; data?: { message?: string } };
    return { status: answer.init?.status ?? -1, message: answer.data?.message ?? '' };
  }
  throw new Error('the loader did not throw');
}

describe('the root loader', () => {
  it('given no Google Maps key, when loaded, then the settings and the year and nothing about maps', async () => {
    const data = await load<RootData>(rootLoader(services), '/');
    expect(Object.keys(data)).toEqual(['settings', 'year']);
    expect(data.settings.siteName).toBe('Casa Ventura');
    expect(JSON.stringify(data)).not.toMatch(/maps|google/i);
  });

  it('given a Google Maps key, when loaded, then the page receives the key', async () => {
    const withKey = { ...services, config: { ...services.config, googleMapsApiKey: 'AIzaSyA-test_key0123456789' } };
    const data = await load<RootData>(rootLoader(withKey), '/');
    expect(data.maps).toEqual({ googleApiKey: 'AIzaSyA-test_key0123456789' });
  });

  it('given a booking window other than core’s 90 days, then the page receives it; with the default, nothing', async () => {
    const shorter = { ...services, config: { ...services.config, bookingHorizonDays: 30 } };
    expect((await load<RootData>(rootLoader(shorter), '/')).booking).toEqual({ horizonDays: 30 });
    const usual = { ...services, config: { ...services.config, bookingHorizonDays: 90 } };
    expect((await load<RootData>(rootLoader(usual), '/')).booking).toBeUndefined();
  });
});

describe('the city page loader', () => {
  it('given London, when loaded, then it lists its four restaurants with hours, descriptions and the clock', async () => {
    const data = await load<CityData>(restaurantLoaders(services).city, '/restaurants/london', { city: 'london' });
    expect(data.city).toEqual({ slug: 'london', name: 'London' });
    expect(data.restaurants.map((r) => r.slug)).toEqual(['oxford-circus', 'covent-garden', 'canary-wharf', 'islington']);
    expect(data.restaurants[0]).toMatchObject({ heroImage: '/images/restaurants/oxford-circus.svg', phone: '020 7946 0101', region: 'London' });
    expect(data.restaurants[0]?.hours.mondayOpen).toBe('12:00');
    expect(data.restaurants[0]?.description).toMatch(/Regent Street/);
    expect(data.nowMs).toBe(harness.api.clock.now());
    expect(data.meta).toMatchObject({ title: 'Italian restaurants in London | Casa Ventura', canonicalPath: '/restaurants/london' });
    expect(data.meta.description.length).toBeLessThanOrEqual(155);
  });

  it.each([['atlantis'], ['no such city'], ['LONDON-2']])('given the unknown city %p, when loaded, then it is a 404', async (city) => {
    expect(await thrown(load(restaurantLoaders(services).city, `/restaurants/${city}`, { city }))).toEqual({ status: 404, message: MESSAGES.pageNotFound });
  });
});

describe('the restaurant page loader', () => {
  it('given Oxford Circus in London, when loaded, then it has the restaurant, its offers, menus and JSON-LD', async () => {
    const data = await load<RestaurantData>(restaurantLoaders(services).restaurant, '/restaurants/london/oxford-circus', {
      city: 'london',
      slug: 'oxford-circus',
    });
    expect(data.restaurant).toMatchObject({ storeId: 'CV001', title: 'Oxford Circus', phone: '020 7946 0101' });
    expect(data.cityName).toBe('London');
    expect(data.menus.map((m) => m.id)).toEqual(['a-la-carte', 'set-lunch', 'bottomless-brunch', 'plant-based', 'kids', 'christmas']);
    expect(data.offers.length).toBeGreaterThan(0);
    expect(data.offers.map((o) => o.slug)).not.toContain('two-for-tuesday');
    // Every restaurant, for the booking journey's finder and alternatives on the page.
    expect(data.restaurants.length).toBe(24);
    expect(data.restaurants.find((r) => r.storeId === 'CV013')).toMatchObject({ title: 'Edinburgh George Street', bookATableWidgetId: 'casaventuraedinburgh' });
    expect(data.meta).toMatchObject({ title: 'Oxford Circus | Casa Ventura', canonicalPath: '/restaurants/london/oxford-circus', ogType: 'restaurant.restaurant' });
    const ld = data.meta.jsonLd?.[0] as Record<string, any>;
    expect(ld).toMatchObject({
      '@type': 'Restaurant',
      servesCuisine: 'Italian',
      // E.164 for search engines; the page shows the number as written (data.restaurant.phone above).
      telephone: '+442079460101',
      acceptsReservations: true,
      url: 'http://localhost:3000/restaurants/london/oxford-circus',
      address: { '@type': 'PostalAddress', streetAddress: '214 Regent Street', addressLocality: 'London', postalCode: 'W1B 5BD', addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.5149, longitude: -0.1412 },
    });
    expect(ld.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ opens: '12:00', closes: '00:00', dayOfWeek: ['https://schema.org/Friday', 'https://schema.org/Saturday'] }),
      ]),
    );
  });

  it('given Oxford Circus, when loaded, then its JSON-LD gives the overrides still to come as special opening hours', async () => {
    const data = await load<RestaurantData>(restaurantLoaders(services).restaurant, '/restaurants/london/oxford-circus', {
      city: 'london',
      slug: 'oxford-circus',
    });
    expect(data.meta.jsonLd?.[0]?.specialOpeningHoursSpecification).toEqual(
      expect.arrayContaining([
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '12:00', closes: '17:00' },
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
        { '@type': 'OpeningHoursSpecification', validFrom: '2027-02-02', validThrough: '2027-02-02', opens: '00:00', closes: '00:00' },
      ]),
    );
  });

  it.each([
    ['Bath, which takes no online bookings', 'bath', 'bath', false, '+441632960118'],
    ['Cambridge, with bookings switched off', 'cambridge', 'cambridge', false, '+441632960123'],
    ['Edinburgh, booked through its SevenRooms widget', 'edinburgh', 'edinburgh-george-street', true, '+441314960113'],
  ])('given %s, when loaded, then its JSON-LD says acceptsReservations %p, with the E.164 telephone', async (_case, city, slug, accepts, telephone) => {
    const data = await load<RestaurantData>(restaurantLoaders(services).restaurant, `/restaurants/${city}/${slug}`, { city, slug });
    expect(data.meta.jsonLd?.[0]).toMatchObject({ acceptsReservations: accepts, telephone });
  });

  it("given Cambridge's refurbishment, when loaded, then its four closed days are special opening hours", async () => {
    const data = await load<RestaurantData>(restaurantLoaders(services).restaurant, '/restaurants/cambridge/cambridge', { city: 'cambridge', slug: 'cambridge' });
    const closed = (data.meta.jsonLd?.[0]?.specialOpeningHoursSpecification as Array<Record<string, string>>).filter((s) => (s.validFrom ?? '') >= '2027-01-10' && (s.validFrom ?? '') < '2027-02-01');
    expect(closed).toEqual(
      ['2027-01-11', '2027-01-12', '2027-01-13', '2027-01-14'].map((date) => ({
        '@type': 'OpeningHoursSpecification', validFrom: date, validThrough: date, opens: '00:00', closes: '00:00',
      })),
    );
  });

  it('given the booking API is down, when a restaurant page is loaded, then its JSON-LD leaves acceptsReservations out', async () => {
    const offline: LoaderServices = { ...services, booking: { getOccasions: async () => fail({ code: null, status: 503 }) } };
    const data = await load<RestaurantData>(restaurantLoaders(offline).restaurant, '/restaurants/london/oxford-circus', { city: 'london', slug: 'oxford-circus' });
    expect(data.meta.jsonLd?.[0]).not.toHaveProperty('acceptsReservations');
    expect(data.meta.jsonLd?.[0]).toMatchObject({ telephone: '+442079460101' });
  });

  it('given Oxford, closed on Mondays, when loaded, then Monday is left out of its JSON-LD hours', async () => {
    const data = await load<RestaurantData>(restaurantLoaders(services).restaurant, '/restaurants/oxford/oxford', { city: 'oxford', slug: 'oxford' });
    const days = (data.meta.jsonLd?.[0]?.openingHoursSpecification as Array<{ dayOfWeek: string[] }>).flatMap((s) => s.dayOfWeek);
    expect(days).not.toContain('https://schema.org/Monday');
    expect(days).toHaveLength(6);
  });

  it.each([
    ['an unknown slug', 'london', 'nowhere'],
    ['a city that does not match', 'manchester', 'oxford-circus'],
    ['an unknown city', 'atlantis', 'oxford-circus'],
    ['a slug that is no slug', 'london', '..'],
  ])('given %s, when loaded, then it is a 404', async (_case, city, slug) => {
    const result = await thrown(load(restaurantLoaders(services).restaurant, `/restaurants/${city}/${slug}`, { city, slug }));
    expect(result).toEqual({ status: 404, message: MESSAGES.pageNotFound });
  });
});

describe('the menu loaders', () => {
  it('given /our-menu, when loaded, then the CMS-listed menus come as cards linking under /our-menu', async () => {
    const data = await load<MenuListData>(menuLoaders(services)['our-menu'], '/our-menu');
    expect(data.menus.map((m) => m.id)).toEqual(['a-la-carte', 'set-lunch', 'bottomless-brunch', 'plant-based', 'kids', 'christmas']);
    expect(data.menus[0]).toMatchObject({ name: 'À la carte', image: '/images/heroes/pasta.svg', availability: 'Every day, all day' });
    expect(data.basePath).toBe('/our-menu');
    expect(data.meta.title).toBe('Our menus | Casa Ventura');
  });

  it('given /menu/a-la-carte, when loaded, then the menu comes with the dietary key, the allergens and the other menus', async () => {
    const data = await load<MenuData>(menuLoaders(services)['menu-item'], '/menu/a-la-carte', { id: 'a-la-carte' });
    expect(data.menu.sections.map((s) => s.name)).toContain('Pizza');
    expect(data.dietaryKey.map((k) => k.code)).toEqual(['V', 'VG', 'GF', 'N', 'S']);
    expect(data.allergens).toHaveLength(14);
    expect(data.menus).toHaveLength(6);
    expect(data.basePath).toBe('/menu');
    expect(data.meta).toMatchObject({ title: 'À la carte menu | Casa Ventura', canonicalPath: '/menu/a-la-carte' });
  });

  it('given /menu/a-la-carte, when loaded, then its JSON-LD Menu gives each dish with a figure its calories, and none to a dish without', async () => {
    const data = await load<MenuData>(menuLoaders(services)['menu-item'], '/menu/a-la-carte', { id: 'a-la-carte' });
    const [menu] = data.meta.jsonLd ?? [];
    expect(menu).toMatchObject({ '@context': 'https://schema.org', '@type': 'Menu', url: expect.stringMatching(/\/menu\/a-la-carte$/) });
    type Json = { name?: string; hasMenuItem?: Json[]; hasMenuSection?: Json[]; nutrition?: unknown; offers?: unknown };
    const items = (sections: Json[]): Json[] => sections.flatMap((s) => [...(s.hasMenuItem ?? []), ...items(s.hasMenuSection ?? [])]);
    const all = items((menu as Json).hasMenuSection ?? []);
    expect(all).toHaveLength(menuItems(data.menu.sections).length);
    expect(all.find((i) => i.name === 'Margherita')).toMatchObject({
      '@type': 'MenuItem',
      offers: { '@type': 'Offer', price: '11.50', priceCurrency: 'GBP' },
      nutrition: { '@type': 'NutritionInformation', calories: '870 calories' },
    });
    expect(all.find((i) => i.name === 'Gelato e sorbetti')).not.toHaveProperty('nutrition');
  });

  it('given /allergens/guide/a-la-carte, when loaded, then every dish of the menu is a row with exactly its allergens ticked, in the 14 columns', async () => {
    const [guide, menu] = await Promise.all([
      load<AllergenGuideData>(menuLoaders(services)['allergen-guide-menu'], '/allergens/guide/a-la-carte', { id: 'a-la-carte' }),
      load<MenuData>(menuLoaders(services)['menu-item'], '/menu/a-la-carte', { id: 'a-la-carte' }),
    ]);
    expect(guide.allergens).toHaveLength(14);
    expect(guide.meta).toMatchObject({ title: 'À la carte allergen guide | Casa Ventura', canonicalPath: '/allergens/guide/a-la-carte' });
    const dishes = menuItems(menu.menu.sections);
    expect(guide.rows.map((row) => row.name)).toEqual(dishes.map((dish) => dish.name));
    guide.rows.forEach((row, index) => {
      expect(guide.allergens.filter((_a, column) => row.contains[column])).toEqual(guide.allergens.filter((a) => (dishes[index]?.allergens ?? []).includes(a)));
    });
    // Every allergen any dish declares is a column of the guide.
    for (const dish of dishes) for (const allergen of dish.allergens ?? []) expect(guide.allergens).toContain(allergen);
  });

  it('given /allergens/guide, when loaded, then it lists the menus with a guide and no rows; an unknown menu is "Menu not found."', async () => {
    const index = await load<AllergenGuideData>(menuLoaders(services)['allergen-guide'], '/allergens/guide');
    expect(index.menus.map((m) => m.id)).toEqual(['a-la-carte', 'set-lunch', 'bottomless-brunch', 'plant-based', 'kids', 'christmas']);
    expect(index.rows).toEqual([]);
    expect(index.menu).toBeUndefined();
    expect(await thrown(load(menuLoaders(services)['allergen-guide-menu'], '/allergens/guide/nope', { id: 'nope' }))).toEqual({ status: 404, message: MESSAGES.menuNotFound });
  });

  describe('with a partner widget named in the content', () => {
    const ALLOWED = 'https://menus.partner.example';
    function withWidget(url: string, warnings: string[]): LoaderServices {
      const content = Object.create(services.content) as LoaderServices['content'];
      const getMenu = services.content.getMenu.bind(services.content);
      Object.assign(content, {
        getMenu: async (id: string) => {
          const result = await getMenu(id);
          return result.ok ? { ...result, value: { ...result.value, partnerWidget: { provider: 'Nutritics', url, height: 900 } } } : result;
        },
      });
      return { ...services, content, config: { ...services.config, partnerMenuOrigins: [ALLOWED] }, warn: (line) => warnings.push(line) };
    }

    it.each([
      ['menu-item', '/menu/kids', { id: 'kids' }],
      ['restaurant-menu', '/restaurants/london/oxford-circus/menu/kids', { city: 'london', slug: 'oxford-circus', id: 'kids' }],
      ['city-menu', '/restaurants/london/menu/kids', { city: 'london', id: 'kids' }],
    ] as const)('given an allowed https widget on %s, then the page gets it checked and its origin for the CSP', async (route, path, params) => {
      const warnings: string[] = [];
      const data = await load<MenuData>(menuLoaders(withWidget(`${ALLOWED}/casa/kids`, warnings))[route], path, params);
      expect(data.partnerWidget).toEqual({ provider: 'Nutritics', url: `${ALLOWED}/casa/kids`, height: 900, origin: ALLOWED });
      expect(data.meta.frameSrc).toEqual([ALLOWED]);
      expect(data.menu).not.toHaveProperty('partnerWidget');
      expect(warnings).toEqual([]);
    });

    it('given a widget that is not https, then the page gets none and one line is logged', async () => {
      const warnings: string[] = [];
      const data = await load<MenuData>(menuLoaders(withWidget('http://menus.partner.example/casa/kids', warnings))['menu-item'], '/menu/kids', { id: 'kids' });
      expect(data.partnerWidget).toBeUndefined();
      expect(data.meta.frameSrc).toBeUndefined();
      expect(data.menu).not.toHaveProperty('partnerWidget');
      expect(warnings).toEqual(["Menu kids: partner widget ignored: Nutritics's widget address is not an https URL."]);
    });
  });

  it('given /our-menu/kids, when loaded, then its canonical address is /menu/kids', async () => {
    const data = await load<MenuData>(menuLoaders(services)['our-menu-item'], '/our-menu/kids', { id: 'kids' });
    expect(data.meta.canonicalPath).toBe('/menu/kids');
  });

  it.each([
    ['menu-item', '/menu/nope', { id: 'nope' }],
    ['our-menu-item', '/our-menu/nope', { id: 'nope' }],
    ['restaurant-menu', '/restaurants/london/oxford-circus/menu/nope', { city: 'london', slug: 'oxford-circus', id: 'nope' }],
    ['city-menu', '/restaurants/london/menu/nope', { city: 'london', id: 'nope' }],
  ] as const)('given the missing menu of %s, when loaded, then it is "Menu not found." with 404', async (route, path, params) => {
    expect(await thrown(load(menuLoaders(services)[route], path, params))).toEqual({ status: 404, message: MESSAGES.menuNotFound });
  });

  it('given York, which serves no kids menu, when its kids menu is asked for, then it is "Menu not found."', async () => {
    const result = await thrown(load(menuLoaders(services)['restaurant-menu'], '/restaurants/york/york/menu/kids', { city: 'york', slug: 'york', id: 'kids' }));
    expect(result).toEqual({ status: 404, message: MESSAGES.menuNotFound });
  });

  it("given a restaurant's menu page without an id, when loaded, then its first menu shows inside the restaurant", async () => {
    const data = await load<MenuData>(menuLoaders(services)['restaurant-menu'], '/restaurants/york/york/menu', { city: 'york', slug: 'york' });
    expect(data.menu.id).toBe('a-la-carte');
    expect(data.restaurant).toMatchObject({ storeId: 'CV011', title: 'York Stonegate' });
    expect(data.menus.map((m) => m.id)).toEqual(['a-la-carte', 'set-lunch', 'plant-based', 'christmas']);
    expect(data.basePath).toBe('/restaurants/york/york/menu');
    expect(data.meta).toMatchObject({ title: 'À la carte menu at York Stonegate | Casa Ventura', canonicalPath: '/restaurants/york/york/menu/a-la-carte' });
  });

  it("given a city's menu page, when loaded, then the city is named; an unknown city is a 404", async () => {
    const data = await load<MenuData>(menuLoaders(services)['city-menu'], '/restaurants/glasgow/menu/kids', { city: 'glasgow', id: 'kids' });
    expect(data.city).toEqual({ slug: 'glasgow', name: 'Glasgow' });
    expect(data.basePath).toBe('/restaurants/glasgow/menu');
    expect(await thrown(load(menuLoaders(services)['city-menu'], '/restaurants/atlantis/menu/kids', { city: 'atlantis', id: 'kids' }))).toEqual({
      status: 404,
      message: MESSAGES.pageNotFound,
    });
  });
});

describe('the job search loader', () => {
  it('given no search, when loaded, then every job is listed with both job types ticked and four categories', async () => {
    const data = await load<JobsData>(jobsLoaders(services)['job-search'], '/careers/job-search');
    expect(data.jobs).toHaveLength(32);
    expect(data.types).toEqual(['full time', 'part time']);
    expect(data.category).toBeNull();
    expect(data.categories.map((c) => c.slug)).toEqual(['back-of-house', 'front-of-house', 'management', 'quick-service']);
    expect(data.search).toEqual({ query: '', origin: null, placeNotFound: false });
    expect(data.error).toBeNull();
  });

  it('given a Manchester postcode, when searched, then only jobs under 100 miles are kept, nearest first with distances', async () => {
    const data = await load<JobsData>(jobsLoaders(services)['job-search'], '/careers/job-search?q=M1');
    expect(data.search.origin).not.toBeNull();
    expect(data.jobs.length).toBeGreaterThan(0);
    expect(data.jobs.length).toBeLessThan(32);
    const distances = data.jobs.map((j) => j.distance as number);
    expect(distances.every((d) => d < 100)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(data.jobs.map((j) => j.city)).not.toContain('Edinburgh');
    expect(data.meta.noindex).toBe(true);
  });

  it('given a place nobody knows, when searched, then no jobs and placeNotFound', async () => {
    const data = await load<JobsData>(jobsLoaders(services)['job-search'], '/careers/job-search?q=Zzyzx');
    expect(data.jobs).toEqual([]);
    expect(data.search.placeNotFound).toBe(true);
  });

  it('given the form sent with only part time ticked and a category, when loaded, then those are the filter', async () => {
    const data = await load<JobsData>(jobsLoaders(services)['job-search'], '/careers/job-search?filter=1&type=part+time&category=management');
    expect(data.types).toEqual(['part time']);
    expect(data.category).toBe('management');
  });

  it('given the form sent with no type ticked, when loaded, then no type is ticked', async () => {
    const data = await load<JobsData>(jobsLoaders(services)['job-search'], '/careers/job-search?filter=1');
    expect(data.types).toEqual([]);
  });

  it('given a category in the path, when loaded, then it is chosen; an unknown one is a 404', async () => {
    const data = await load<JobsData>(jobsLoaders(services)['job-search'], '/careers/job-search/back-of-house', { id: 'back-of-house' });
    expect(data.category).toBe('back-of-house');
    expect(data.meta.title).toBe('Kitchen (back of house) jobs | Casa Ventura');
    expect(await thrown(load(jobsLoaders(services)['job-search'], '/careers/job-search/astronaut', { id: 'astronaut' }))).toEqual({
      status: 404,
      message: MESSAGES.pageNotFound,
    });
  });
});

describe('the job page loader', () => {
  it('given a job id, when loaded, then the job comes with sanitized HTML and the current year', async () => {
    const data = await load<JobData>(jobsLoaders(services).job, '/careers/job/CVJ-1001', { id: 'CVJ-1001' });
    expect(data.job).toMatchObject({ jobId: 'CVJ-1001', name: 'Head Chef', category: 'Back of House' });
    // Headings come out one level down from the page's h1, as the CMS sanitizer shifts them.
    expect(data.job.description).toContain('<h2>What you will do</h2>');
    expect(data.currentYear).toBe(2026);
    expect(data.meta).toMatchObject({ canonicalPath: '/careers/job/CVJ-1001', image: '/images/jobs/back-of-house.svg' });
    expect(data.meta.title).toMatch(/^Head Chef, Oxford Circus, London \| Casa Ventura$/);
  });

  it("given a restaurant's job, when loaded, then its search data is a JobPosting with the day, type, pay and the restaurant's address", async () => {
    const data = await load<JobData>(jobsLoaders(services).job, '/careers/job/CVJ-1001', { id: 'CVJ-1001' });
    const publicUrl = services.config.publicUrl;
    expect(data.meta.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Head Chef',
        description: data.job.description,
        identifier: { '@type': 'PropertyValue', name: 'Casa Ventura', value: 'CVJ-1001' },
        url: `${publicUrl}/careers/job/CVJ-1001`,
        hiringOrganization: { '@type': 'Organization', name: 'Casa Ventura', sameAs: `${publicUrl}/` },
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', streetAddress: '214 Regent Street', addressLocality: 'London', postalCode: 'W1B 5BD', addressCountry: 'GB' },
          geo: { '@type': 'GeoCoordinates', latitude: 51.5149, longitude: -0.1412 },
        },
        directApply: true,
        datePosted: '2026-11-02',
        employmentType: 'FULL_TIME',
        baseSalary: { '@type': 'MonetaryAmount', currency: 'GBP', value: { '@type': 'QuantitativeValue', unitText: 'YEAR', minValue: 46000, maxValue: 52000 } },
      },
    ]);
  });

  it('given a head-office job, when loaded, then its JobPosting places it in its town, paid by the hour', async () => {
    const data = await load<JobData>(jobsLoaders(services).job, '/careers/job/CVJ-1029', { id: 'CVJ-1029' });
    expect(data.job).toMatchObject({ restaurantName: 'Head Office', jobtype: 'part time' });
    expect(data.meta.jsonLd?.[0]).toMatchObject({
      jobLocation: { address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' } },
      employmentType: 'PART_TIME',
      datePosted: '2026-11-16',
      baseSalary: { value: { unitText: 'HOUR', value: 16.5 } },
    });
  });

  it('given the apply page of a job, when loaded, then it carries no JobPosting: the job page is the one for search engines', async () => {
    const data = await load<JobData>(jobsLoaders(services)['job-apply'], '/careers/job/CVJ-1001/apply', { id: 'CVJ-1001' });
    expect(data.meta.noindex).toBe(true);
    expect(data.meta.jsonLd).toBeUndefined();
  });

  it.each([['CVJ-9999'], [undefined]])('given the job %p that does not exist, when loaded, then it is a 404', async (id) => {
    expect(await thrown(load(jobsLoaders(services).job, `/careers/job/${id ?? ''}`, { id }))).toEqual({ status: 404, message: MESSAGES.pageNotFound });
  });
});

describe('the offer page loader', () => {
  it('given a live offer, when loaded, then the offer and its meta', async () => {
    const data = await load<OfferData>(offersLoaders(services).offer, '/offer/birthday-dolce', { id: 'birthday-dolce' });
    expect(data.offer).toMatchObject({ slug: 'birthday-dolce', title: 'A birthday dolce on us' });
    expect(data.meta).toMatchObject({ title: 'A birthday dolce on us | Casa Ventura', canonicalPath: '/offer/birthday-dolce', image: '/images/offers/birthday-dolce.svg' });
  });

  it.each([['no-such-offer'], [undefined]])('given the offer %p, when loaded, then it is a 404', async (id) => {
    expect(await thrown(load(offersLoaders(services).offer, `/offer/${id ?? ''}`, { id }))).toEqual({ status: 404, message: MESSAGES.pageNotFound });
  });
});

describe('the preferences page loader', () => {
  const sofia = '3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01';

  it("given a customer's guid, when loaded, then their preferences, the restaurants to choose from and noindex", async () => {
    const data = await load<PreferencesData>(preferencesLoaders(services).preferences, `/preferences/${sofia}`, { id: sofia });
    expect(data.preferences).toMatchObject({ firstName: 'Sofia', favRestaurantCode: 'CV001', websiteSmsOptIn: true, birthDate: 668908800 });
    expect(data.restaurants).toHaveLength(24);
    expect(data.restaurants[0]).toEqual({ storeId: expect.any(String), title: expect.any(String), cityName: 'Bath' });
    expect(data.currentYear).toBe(2026);
    expect(data.meta.noindex).toBe(true);
  });

  it.each([['00000000-0000-0000-0000-000000000000'], [undefined], ['not a guid']])('given the guid %p, when loaded, then it is a 404', async (id) => {
    expect(await thrown(load(preferencesLoaders(services).preferences, '/preferences/x', { id }))).toEqual({ status: 404, message: MESSAGES.pageNotFound });
  });
});

describe('the book-now loaders', () => {
  it('given /book-now, when loaded, then every restaurant and nothing preselected', async () => {
    const data = await load<BookNowData>(miscLoaders(services)['book-now'], '/book-now');
    expect(data.restaurants).toHaveLength(24);
    expect(data.preselectedStoreId).toBeNull();
    expect(data.city).toBeNull();
    expect(data.meta.title).toBe('Book a table | Casa Ventura');
  });

  it("given a city's book-now page, when loaded, then only its restaurants", async () => {
    const data = await load<BookNowData>(miscLoaders(services)['city-book-now'], '/restaurants/glasgow/book-now', { city: 'glasgow' });
    expect(data.restaurants.map((r) => r.storeId).sort()).toEqual(['CV014', 'CV015']);
    expect(data.city).toEqual({ slug: 'glasgow', name: 'Glasgow' });
    expect(await thrown(load(miscLoaders(services)['city-book-now'], '/restaurants/atlantis/book-now', { city: 'atlantis' }))).toMatchObject({ status: 404 });
  });

  it("given a restaurant's book-now page, when loaded, then it is preselected; a wrong city is a 404", async () => {
    const data = await load<BookNowData>(miscLoaders(services)['restaurant-book-now'], '/restaurants/bristol/bristol/book-now', {
      city: 'bristol',
      slug: 'bristol',
    });
    expect(data.preselectedStoreId).toBe('CV017');
    expect(data.meta).toMatchObject({ title: 'Book a table at Bristol Corn Street | Casa Ventura', canonicalPath: '/restaurants/bristol/bristol/book-now' });
    const wrong = await thrown(load(miscLoaders(services)['restaurant-book-now'], '/restaurants/bath/bristol/book-now', { city: 'bath', slug: 'bristol' }));
    expect(wrong.status).toBe(404);
  });
});

describe('the restaurant finder loader', () => {
  it('given no search, when loaded, then every restaurant for the regional list and no results', async () => {
    const data = await load<FindUsData>(miscLoaders(services)['find-us'], '/find-us');
    expect(data.searched).toBe(false);
    expect(data.results).toEqual([]);
    expect(data.restaurants).toHaveLength(24);
    expect(data.meta.noindex).toBeUndefined();
  });

  it('given a postcode, when searched, then the nearest ten within 100 miles, nearest first with miles', async () => {
    const data = await load<FindUsData>(miscLoaders(services)['find-us'], '/find-us?q=W1D%203QU');
    expect(data.searched).toBe(true);
    expect(data.results).toHaveLength(10);
    expect(data.results[0]?.title).toBe('Covent Garden');
    const miles = data.results.map((r) => r.milesValue);
    expect(miles.every((m) => m <= 100)).toBe(true);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
  });

  it('given a town with no restaurant within 100 miles, when searched, then a found place and no results', async () => {
    const data = await load<FindUsData>(miscLoaders(services)['find-us'], '/find-us?q=Inverness');
    expect(data.origin).not.toBeNull();
    expect(data.placeNotFound).toBe(false);
    expect(data.results).toEqual([]);
  });

  it('given an unknown place, when searched, then placeNotFound', async () => {
    const data = await load<FindUsData>(miscLoaders(services)['find-us'], '/find-us?q=Zzyzx');
    expect(data.placeNotFound).toBe(true);
  });

  it("given the browser's location, when searched, then distances from it", async () => {
    const data = await load<FindUsData>(miscLoaders(services)['find-us'], '/find-us?lat=53.4808&lng=-2.2426');
    expect(data.results[0]?.title).toBe('Manchester Deansgate');
    expect(data.origin).toEqual({ lat: 53.4808, lng: -2.2426 });
  });

  it('given coordinates off the map, when loaded, then no search', async () => {
    const data = await load<FindUsData>(miscLoaders(services)['find-us'], '/find-us?lat=200&lng=0');
    expect(data.searched).toBe(false);
  });
});

describe('the small pages', () => {
  it('given the referral pages, when loaded, then both canonicalise to /refer-a-friend', async () => {
    const a = await load<SimplePageData>(miscLoaders(services)['refer-a-friend'], '/refer-a-friend');
    const b = await load<SimplePageData>(miscLoaders(services).referral, '/referral');
    expect(a.meta.canonicalPath).toBe('/refer-a-friend');
    expect(b.meta).toEqual(a.meta);
  });

  it('given the sign-up thanks page, when loaded, then it is not indexed', async () => {
    const data = await load<SimplePageData>(miscLoaders(services)['signup-thanks'], '/signup-thanks');
    expect(data.meta).toMatchObject({ title: 'Thank you for signing up | Casa Ventura', noindex: true });
  });

  it('given any unknown path, when the not-found route loads, then it answers 404', async () => {
    expect(await thrown(load(miscLoaders(services)['not-found'], '/nowhere/at/all'))).toEqual({ status: 404, message: MESSAGES.pageNotFound });
  });
});

describe('when the content service fails', () => {
  /** The same services with some content calls answering as an outage does (code 16, a 503). */
  function withOutage(...calls: Array<'searchRestaurants' | 'getRestaurantBySlugAndCity' | 'getMenu'>): LoaderServices {
    const content = Object.create(services.content) as LoaderServices['content'];
    for (const call of calls) Object.assign(content, { [call]: async () => fail({ code: ErrorCode.ContentServiceError, status: 503 }) });
    return { ...services, content };
  }

  it.each([
    ['the city page', () => load(restaurantLoaders(withOutage('searchRestaurants')).city, '/restaurants/london', { city: 'london' })],
    ['the restaurant page', () => load(restaurantLoaders(withOutage('getRestaurantBySlugAndCity')).restaurant, '/restaurants/london/oxford-circus', { city: 'london', slug: 'oxford-circus' })],
    ['a menu', () => load(menuLoaders(withOutage('getMenu'))['menu-item'], '/menu/kids', { id: 'kids' })],
    ['the finder', () => load(miscLoaders(withOutage('searchRestaurants'))['find-us'], '/find-us')],
  ])('given %s, when loaded, then the error page shows 500 with the content-service message, not a 404', async (_page, run) => {
    expect(await thrown(run())).toEqual({ status: 500, message: MESSAGES.contentServiceError });
  });

  it("given a restaurant's offers fail, when its page loads, then the page still shows, without offers", async () => {
    const offers = Object.create(services.offers) as LoaderServices['offers'];
    Object.assign(offers, { getOffersForRestaurant: async () => fail({ code: null, status: 500 }) });
    const data = await load<RestaurantData>(restaurantLoaders({ ...services, offers }).restaurant, '/restaurants/london/oxford-circus', { city: 'london', slug: 'oxford-circus' });
    expect(data.offers).toEqual([]);
  });

  it('given the jobs API fails, when the job search loads, then the page shows the jobs-data message', async () => {
    const jobs = Object.create(services.jobs) as LoaderServices['jobs'];
    Object.assign(jobs, { listJobs: async () => fail({ code: ErrorCode.JobsDataFailed, status: 500 }) });
    const data = await load<JobsData>(jobsLoaders({ ...services, jobs })['job-search'], '/careers/job-search');
    expect(data.error).toBe(MESSAGES.jobsDataFailed);
    expect(data.jobs).toEqual([]);
  });
});

describe('content-managed links on a restaurant', () => {
  it('given unsafe hero and delivery links, when cleaned, then only http(s) and site links survive', () => {
    const cleaned = withSafeLinks({
      storeId: 'X1',
      title: 'Test',
      city: 'london',
      slug: 'test',
      lat: 51.5,
      lng: -0.1,
      heroTiles: [
        { image: '/images/heroes/pizza.svg', title: 'Pizza', link: { text: 'Menu', url: 'javascript:alert(1)' } },
        { image: '//evil.example/x.svg', title: 'Evil' },
        { image: 'https://cdn.example/ok.svg', link: { text: 'Book', url: '/#booking' } },
      ],
      deliveryLinks: [
        { text: 'Order', url: 'https://zoomfeast.example/x', openInNewTab: true },
        { text: 'Bad', url: 'data:text/html,hi' },
      ],
    });
    expect(cleaned.heroTiles).toEqual([
      { image: '/images/heroes/pizza.svg', title: 'Pizza' },
      { image: 'https://cdn.example/ok.svg', link: { text: 'Book', url: '/#booking' } },
    ]);
    expect(cleaned.deliveryLinks).toEqual([{ text: 'Order', url: 'https://zoomfeast.example/x', openInNewTab: true }]);
  });
});
