// The content loaders against the real reference API (seeded PGlite, real HTTP, the real adapters):
// which page each path shows, the 404s, sanitized tiles, the data tiles need, and the head tags.
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import { ContactApiToken, type ContactApiPort } from '@tavola/core/ports';
import { MESSAGES } from '@tavola/core/errors';
import { FixedClock } from '@tavola/adapters';
import { startAdapterHarness, type AdapterHarness } from '../../../tests/support/adapter-harness';
import { TEST_NOW } from '../../../tests/support/api-harness';
import { createTestContainer } from '../../../tests/support/test-container';
import { siteConfigForTests, PUBLIC_URL } from '../../../tests/builders/content-page.builder';
import type { ContentPageData } from '../../../web/page-data';
import { contentLoaders, loadContentPage, pageId, type ContentLoaderServices } from './content.loaders';
import { loaderServices } from './loader-services';

let h: AdapterHarness;
let services: ContentLoaderServices;
let loaders: ReturnType<typeof contentLoaders>;

beforeAll(async () => {
  h = await startAdapterHarness();
  const container = createTestContainer({ apiBaseUrl: h.baseUrl, clock: new FixedClock(TEST_NOW) });
  services = { ...loaderServices(container, siteConfigForTests), contact: container.get<ContactApiPort>(ContactApiToken) };
  loaders = contentLoaders(services);
}, 60_000);

afterAll(async () => {
  await h.close();
});

async function run(loader: LoaderFunction, path: string, params: Record<string, string> = {}): Promise<ContentPageData> {
  const args = { request: new Request(`http://localhost${path}`), params, context: {} } as unknown as LoaderFunctionArgs;
  return (await loader(args)) as ContentPageData;
}

const notFound = { data: { message: MESSAGES.pageNotFound }, init: { status: 404 } };

async function insertPage(id: string, page: Record<string, unknown>): Promise<void> {
  await h.api.handle.db
    .insertInto('content_documents')
    .values({ kind: 'page', id, data: JSON.stringify({ id, ...page }) as never })
    .execute();
}

describe('which page a path shows', () => {
  it('/ shows the home page, canonical /', async () => {
    const data = await run(loaders.home, '/');
    expect(data.page.id).toBe('home');
    expect(data.meta.canonicalPath).toBe('/');
  });

  it('/cookie-policy shows the cookie policy page', async () => {
    const data = await run(loaders['cookie-policy'], '/cookie-policy');
    expect(data.page.id).toBe('cookie-policy');
    expect(data.meta).toMatchObject({ canonicalPath: '/cookie-policy', title: 'Cookie policy | Casa Ventura' });
  });

  it.each(['bottomless-brunch', 'sign-up', 'terms-and-conditions', 'privacy-policy', 'oxford-circus', 'our-menus', 'restaurants', 'careers', 'contact'])(
    '/%s shows that page, canonical to itself',
    async (id) => {
      const data = await run(loaders['content-page'], `/${id}`, { id1: id });
      expect(data.page.id).toBe(id);
      expect(data.meta.canonicalPath).toBe(`/${id}`);
      expect(data.page.tiles.length).toBeGreaterThan(0);
    },
  );

  it('/home is the home page, with / as its canonical address', async () => {
    const data = await run(loaders['content-page'], '/home', { id1: 'home' });
    expect(data.page.id).toBe('home');
    expect(data.meta.canonicalPath).toBe('/');
  });

  it('/london/oxford-circus shows the Oxford Circus location page (its restaurant is in London), canonical /oxford-circus', async () => {
    const data = await run(loaders['content-subpage'], '/london/oxford-circus', { id1: 'london', id2: 'oxford-circus' });
    expect(data.page.id).toBe('oxford-circus');
    expect(data.meta.canonicalPath).toBe('/oxford-circus');
  });

  it('/{id1}/{id2} shows a page that names id1 as its parent', async () => {
    await insertPage('summer-terrace', { title: 'Summer | Casa Ventura', parent: 'offers', tiles: [{ tileId: 't1', key: 'text', html: '<p>Sun</p>' }] });
    const data = await run(loaders['content-subpage'], '/offers/summer-terrace', { id1: 'offers', id2: 'summer-terrace' });
    expect(data.page.id).toBe('summer-terrace');
    expect(data.meta.canonicalPath).toBe('/summer-terrace');
    await expect(run(loaders['content-subpage'], '/careers/summer-terrace', { id1: 'careers', id2: 'summer-terrace' })).rejects.toMatchObject(notFound);
  });

  it.each([
    ['a location page under another city', 'manchester', 'oxford-circus'],
    ['a page that belongs under no section', 'careers', 'sign-up'],
    ['the home page under a section', 'london', 'home'],
    ['a page that does not exist', 'london', 'no-such-page'],
  ])('/{id1}/{id2} is 404 for %s', async (_name, id1, id2) => {
    await expect(run(loaders['content-subpage'], `/${id1}/${id2}`, { id1, id2 })).rejects.toMatchObject(notFound);
  });

  it('a page the API does not have is the 404 page', async () => {
    await expect(run(loaders['content-page'], '/no-such-page', { id1: 'no-such-page' })).rejects.toMatchObject(notFound);
  });

  it.each(['Oxford-Circus', 'bad_id', 'a.b', '..', '-leading', 'trailing-', 'a'.repeat(101), '%2e%2e', 'x y', ''])(
    'a malformed id (%j) fails the validity check: 404 without asking the API',
    async (id) => {
      const getPage = jest.spyOn(services.content, 'getPage');
      await expect(run(loaders['content-page'], `/${id}`, { id1: id })).rejects.toMatchObject(notFound);
      expect(getPage).not.toHaveBeenCalled();
      getPage.mockRestore();
    },
  );

  it('pageId accepts lower-case letters, digits and inner hyphens', () => {
    expect(pageId('oxford-circus')).toBe('oxford-circus');
    expect(pageId('a1')).toBe('a1');
    expect(() => pageId(undefined)).toThrow();
  });

  it('a page the API answers under another id is the 404 page', async () => {
    const getPage = jest.spyOn(services.content, 'getPage').mockResolvedValueOnce({ id: 'home', title: 'Home', tiles: [] });
    await expect(run(loaders['content-page'], '/sign-up', { id1: 'sign-up' })).rejects.toMatchObject(notFound);
    getPage.mockRestore();
  });
});

describe('the home page', () => {
  let data: ContentPageData;

  beforeAll(async () => {
    data = await run(loaders.home, '/');
  });

  it('has its head tags: title, description, hero image, website type', () => {
    expect(data.meta).toMatchObject({
      title: 'Casa Ventura | Italian restaurants across the UK',
      description: expect.stringContaining('Fresh pasta, wood-fired pizza'),
      canonicalPath: '/',
      image: '/images/heroes/dining-room.svg',
      ogType: 'website',
    });
  });

  it('describes the chain as a schema.org Organization and WebSite', () => {
    expect(data.meta.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Casa Ventura',
        url: `${PUBLIC_URL}/`,
        logo: `${PUBLIC_URL}/images/brand/logo.svg`,
        sameAs: expect.arrayContaining(['https://www.instagram.com/casaventura', 'https://www.facebook.com/casaventura']),
      }),
      expect.objectContaining({ '@type': 'WebSite', name: 'Casa Ventura', url: `${PUBLIC_URL}/` }),
    ]);
  });

  it('keeps its tiles in order, each with its id and key', () => {
    expect(data.page.tiles.map((tile) => tile.key)).toEqual([
      'hero', 'form', 'image-text', 'menu-list', 'offers', 'masonry', 'video', 'restaurant-finder', 'photo-feed', 'form', 'social',
    ]);
  });

  it('comes with every restaurant for the finder and the sign-up picker', () => {
    expect(data.restaurants).toHaveLength(24);
    expect(data.restaurants?.find((r) => r.storeId === 'CV001')).toMatchObject({
      title: 'Oxford Circus',
      city: 'london',
      cityName: 'London',
      slug: 'oxford-circus',
      postcode: 'W1B 5BD',
    });
  });

  it('comes with the offers its tile names, in the tile order (the API shows an offer until it ends)', () => {
    const tile = data.page.tiles.find((t) => t.key === 'offers');
    const named = ['two-for-tuesday', 'birthday-dolce', 'january-brunch', 'kids-eat-free'];
    expect(tile?.offerSlugs).toEqual(named);
    expect(data.offers?.map((offer) => offer.slug)).toEqual(named);
  });

  it('leaves out an offer that has ended', async () => {
    h.api.clock.set(Date.UTC(2027, 1, 1, 12));
    try {
      const later = await run(loaders.home, '/');
      expect(later.page.tiles.find((t) => t.key === 'offers')?.offerSlugs).toEqual(['two-for-tuesday', 'birthday-dolce', 'kids-eat-free']);
    } finally {
      h.api.clock.set(TEST_NOW);
    }
  });

  it('comes with six social posts for the photo feed, with their alt text', () => {
    expect(data.social).toHaveLength(6);
    expect(data.social?.[0]).toMatchObject({ id: 'cv-post-01', imageUrl: '/images/social/post-01.svg', altText: 'A Margherita pizza on a teal plate' });
  });

  it('comes with the cards of the six menus its menu list names', () => {
    expect(data.menus?.map((menu) => menu.id)).toEqual(['a-la-carte', 'set-lunch', 'bottomless-brunch', 'plant-based', 'kids', 'christmas']);
    expect(data.menus?.[0]).toEqual({
      id: 'a-la-carte',
      name: expect.any(String),
      description: expect.stringContaining('antipasti'),
      image: '/images/heroes/pasta.svg',
    });
  });

  it('normalises the display fields: colour as #rrggbb, height in px', () => {
    const hero = data.page.tiles[0];
    expect(hero).toMatchObject({ backgroundColour: '#0f3b3a', height: 640, width: 'full' });
  });
});

describe('the Oxford Circus location page', () => {
  let data: ContentPageData;

  beforeAll(async () => {
    data = await run(loaders['content-page'], '/oxford-circus', { id1: 'oxford-circus' });
  });

  it('is a restaurant for Open Graph', () => {
    expect(data.meta).toMatchObject({ ogType: 'restaurant.restaurant', image: '/images/heroes/dining-room.svg' });
  });

  it('describes the restaurant as schema.org JSON-LD', () => {
    const [restaurant] = data.meta.jsonLd ?? [];
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Casa Ventura Oxford Circus',
      url: `${PUBLIC_URL}/oxford-circus`,
      image: `${PUBLIC_URL}/images/heroes/dining-room.svg`,
      telephone: '+442079460101',
      servesCuisine: 'Italian',
      acceptsReservations: true,
      address: { '@type': 'PostalAddress', streetAddress: '214 Regent Street', addressLocality: 'London', postalCode: 'W1B 5BD', addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.5149, longitude: -0.1412 },
    });
  });

  it('gives the weekly opening hours, weekdays with the same hours together, Monday first', () => {
    const [restaurant] = data.meta.jsonLd ?? [];
    expect(restaurant?.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '12:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '12:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '12:00', closes: '22:00' },
    ]);
  });

  it('gives the special hours still to come, Christmas Day closed', () => {
    const [restaurant] = data.meta.jsonLd ?? [];
    expect(restaurant?.specialOpeningHoursSpecification).toEqual(
      expect.arrayContaining([
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '12:00', closes: '17:00' },
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
        { '@type': 'OpeningHoursSpecification', validFrom: '2027-02-02', validThrough: '2027-02-02', opens: '00:00', closes: '00:00' },
      ]),
    );
  });

  it("resolves the offers tile that names the restaurant into the offers it honours", () => {
    const tile = data.page.tiles.find((t) => t.key === 'offers');
    expect(Array.isArray(tile?.offerSlugs)).toBe(true);
    expect((tile?.offerSlugs as string[]).length).toBeGreaterThan(0);
    expect(data.offers?.map((offer) => offer.slug)).toEqual(tile?.offerSlugs);
  });

  it('keeps the restaurant id on the page', () => {
    expect(data.page.storeId).toBe('CV001');
  });
});

describe('a location page of a restaurant that takes no bookings', () => {
  it.each([
    ['bath-walk-in', 'CV018', false],
    ['cambridge-by-the-river', 'CV023', false],
    ['edinburgh-festival', 'CV013', true],
  ])('/%s (restaurant %s) says acceptsReservations %p, as the booking API answers for it', async (id, storeId, accepts) => {
    await insertPage(id, { title: 'Casa Ventura', storeId, tiles: [{ tileId: 't1', key: 'text', html: '<p>Ciao</p>' }] });
    const data = await run(loaders['content-page'], `/${id}`, { id1: id });
    expect(data.meta.jsonLd?.[0]).toMatchObject({ '@type': 'Restaurant', acceptsReservations: accepts });
  });
});

describe('the contact page', () => {
  it('gives its contact form the API subjects', async () => {
    const data = await run(loaders['content-page'], '/contact', { id1: 'contact' });
    const form = data.page.tiles.find((tile) => tile.key === 'form' && tile.formType === 'contact');
    expect(form?.contactTypes).toEqual(expect.arrayContaining([{ id: 'allergen-question', name: 'Allergen question' }]));
  });

  it('renders without subjects while the loader services have no contact port', async () => {
    const { contact: _contact, ...withoutContact } = services;
    const data = await loadContentPage(withoutContact, 'contact', '/contact');
    expect(data.page.tiles.find((tile) => tile.formType === 'contact')?.contactTypes).toBeUndefined();
  });
});

describe('hostile CMS content', () => {
  let data: ContentPageData;

  beforeAll(async () => {
    await insertPage('hostile', {
      title: 'Hostile | Casa Ventura',
      description: 'A page an attacker wrote',
      tiles: [
        {
          tileId: 'h1"><script>',
          key: 'hero',
          heading: 'Hello',
          image: 'javascript:alert(1)',
          cta: { text: 'Click', url: 'javascript:alert(1)' },
          secondaryCta: { text: 'Away', url: '//evil.example' },
          backgroundColour: 'red;background:url(javascript:alert(1))',
          height: '640px',
          width: 'calc(100vw + 1px)',
          animationEffect: 'fade-in" onmouseover="alert(1)',
        },
        {
          tileId: 't2',
          key: 'text',
          html: '<h1>Title</h1><p onclick="alert(1)">Hi<script>alert(2)</script></p><a href="JaVaScRiPt:alert(3)">x</a><img src=x onerror=alert(4)><svg onload=alert(5)></svg><a href="//evil.example">y</a>',
          backgroundColour: '#F6EFE4',
        },
        {
          tileId: 't3',
          key: 'masonry',
          images: [
            { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'bad' },
            { src: '/images/gallery/gallery-01.svg', alt: 'good' },
          ],
          nested: { deeper: { body: '<script>alert(6)</script><p>kept</p>' } },
        },
        { tileId: 't4', key: 'no-such-tile', html: '<script>alert(7)</script>' },
      ],
    });
    data = await run(loaders['content-page'], '/hostile', { id1: 'hostile' });
  });

  it('sanitizes every HTML field, at any depth', () => {
    const text = data.page.tiles[1];
    expect(text?.html).toBe('<h2>Title</h2><p>Hi</p><a>x</a><a>y</a>');
    expect((data.page.tiles[2]?.nested as { deeper: { body: string } }).deeper.body).toBe('<p>kept</p>');
    expect(data.page.tiles[3]?.html).toBe('');
    expect(JSON.stringify(data)).not.toMatch(/<script|onerror|onload|onclick|javascript:|evil\.example/i);
  });

  it('drops links and images whose address is not http(s) or this site', () => {
    const hero = data.page.tiles[0];
    expect(hero?.image).toBeUndefined();
    expect(hero?.cta).toBeUndefined();
    expect(hero?.secondaryCta).toBeUndefined();
    expect(data.page.tiles[2]?.images).toEqual([{ src: '/images/gallery/gallery-01.svg', alt: 'good' }]);
    expect(data.meta.image).toBeUndefined();
  });

  it('keeps only display values a class or CSS variable can carry', () => {
    const hero = data.page.tiles[0];
    expect(hero?.backgroundColour).toBeUndefined();
    expect(hero?.animationEffect).toBeUndefined();
    expect(hero?.width).toBeUndefined();
    expect(hero?.height).toBe(640);
    expect(hero?.tileId).toBe('h1---script-');
    expect(data.page.tiles[1]?.backgroundColour).toBe('#f6efe4');
  });
});

describe('when the content API is unreachable', () => {
  it('a content page is the 404 page (the port answers no page on any failure)', async () => {
    const container = createTestContainer({ apiBaseUrl: 'http://127.0.0.1:9', clock: new FixedClock(TEST_NOW) });
    const offline = contentLoaders(loaderServices(container, siteConfigForTests));
    await expect(run(offline['content-page'], '/sign-up', { id1: 'sign-up' })).rejects.toMatchObject(notFound);
  }, 20_000);

  it('a page still renders when only the data of its tiles fails', async () => {
    const failing: ContentLoaderServices = {
      ...services,
      content: { ...services.content, getPage: services.content.getPage.bind(services.content), searchRestaurants: async () => ({ ok: false, error: { code: null } }), getMenu: async () => ({ ok: false, error: { code: null } }), getBrandSettings: async () => ({ ok: false, error: { code: null } }) },
      offers: { ...services.offers, getOfferBySlug: async () => ({ ok: false, error: { code: null } }) },
      social: { getMedia: async () => ({ ok: false, error: { code: null } }) },
    };
    const data = await loadContentPage(failing, 'home', '/');
    expect(data.page.tiles).toHaveLength(11);
    expect(data).toMatchObject({ restaurants: [], offers: [], social: [], menus: [] });
    expect(data.meta.jsonLd?.[0]).toMatchObject({ '@type': 'Organization', name: 'Casa Ventura' });
  });
});
