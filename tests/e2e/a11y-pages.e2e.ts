// Every page of the site through axe (issue 16 item 1), at 1440 and at 375 px, as a first visit shows it
// (the cookie bar up). The pages come from the app's route table (web/routes.tsx: the table below must name
// every route id, which the type checker holds) with the seed's data, plus the pages the server answers
// outside it (the e-mail confirmation, the kiosk); then every kind of page the sitemap lists that the table
// has not already visited. Booking steps, form errors and modals: a11y-states.e2e.ts.
import { expect, test, type Page } from '@playwright/test';
import type { RouteId } from '../../web/routes';
import { popupAlreadySeen } from './booking-steps';
import { expectNoAxeViolationsAtWidths, waitForHydration } from './support';

const PREFERENCES_GUID = '3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01';

/**
 * Each route of the table with the seed's pages for it: each kind of restaurant page (Oxford Circus takes a
 * card for large parties, Bath no online bookings, Cambridge has bookings off, Edinburgh books through
 * SevenRooms), each form page, searched and unsearched finders. The signed manage link is opened from a
 * real booking in a11y-states.e2e.ts; here a link that is not valid shows its refusal.
 */
const ROUTE_PAGES: Record<Exclude<RouteId, 'root'>, string[]> = {
  home: ['/'],
  'book-now': ['/book-now'],
  'find-us': ['/find-us', '/find-us?lat=53.7997&lng=-1.5492'],
  'our-menu': ['/our-menu'],
  'our-menu-item': ['/our-menu/kids'],
  menu: ['/menu'],
  // A menu that does not exist: the spec's 'Menu not found.' page.
  'menu-item': ['/menu/a-la-carte', '/menu/no-such-menu'],
  'refer-a-friend': ['/refer-a-friend'],
  referral: ['/referral'],
  'signup-thanks': ['/signup-thanks'],
  'job-search': ['/careers/job-search', '/careers/job-search/back-of-house', '/careers/job-search?q=Leeds'],
  // A job that is not (or no longer) open: the not-found page.
  job: ['/careers/job/CVJ-1001', '/careers/job/CVJ-0000'],
  'job-apply': ['/careers/job/CVJ-1001/apply'],
  offer: ['/offer/birthday-dolce', '/offer/no-such-offer'],
  // A diner's link whose preferences the API does not know: the not-found page.
  preferences: [`/preferences/${PREFERENCES_GUID}`, '/preferences/00000000-0000-4000-8000-000000000000'],
  'booking-manage': ['/booking/manage'],
  'booking-manage-link': ['/booking/manage/m1.CVAAAAAA.20260101.not-a-valid-signature-at-all-not-valid-at-all'],
  // A hold link of the right shape the API does not know: the page's "not valid" state.
  'booking-waitlist-claim': [`/booking/waitlist/claim?token=w1.1.${'A'.repeat(43)}`],
  'restaurants-book-now': ['/restaurants/book-now'],
  city: ['/restaurants/london'],
  'city-menu': ['/restaurants/london/menu/a-la-carte'],
  'city-book-now': ['/restaurants/london/book-now'],
  restaurant: [
    '/restaurants/london/oxford-circus',
    '/restaurants/bath/bath',
    '/restaurants/cambridge/cambridge',
    '/restaurants/edinburgh/edinburgh-george-street',
  ],
  'restaurant-book-now': ['/restaurants/london/oxford-circus/book-now'],
  'restaurant-menu': ['/restaurants/london/oxford-circus/menu/a-la-carte'],
  'allergen-guide': ['/allergens/guide'],
  'allergen-guide-menu': ['/allergens/guide/a-la-carte'],
  'cookie-policy': ['/cookie-policy'],
  'content-page': [
    '/bottomless-brunch',
    '/sign-up',
    '/terms-and-conditions',
    '/privacy-policy',
    '/oxford-circus',
    '/our-menus',
    '/restaurants',
    '/offers',
    '/careers',
    '/contact',
    '/allergens',
  ],
  'content-subpage': ['/london/oxford-circus'],
  'not-found': ['/no-such-page', '/restaurants/london/no-such-restaurant'],
};

/**
 * Pages the server answers outside the route table: the e-mail confirmation and the unsubscribe page (each
 * with a valid-looking and a missing token), the booking steps without JavaScript (its first step), the kiosk.
 */
const SERVER_PAGES = [
  '/confirm-email?token=a-token-from-an-email',
  '/confirm-email',
  '/unsubscribe?token=a-token-from-an-email',
  '/unsubscribe',
  '/booking/steps',
  '/kiosk/CV001',
  '/kiosk/NO-SUCH-STORE',
];

/** Server pages that are their own shells, without the site's layout to hydrate: their heading shows, and they are ready. */
const OWN_SHELLS = ['/kiosk/', '/confirm-email', '/unsubscribe', '/booking/steps'];

/** Path segments that name a route rather than data (as tests/site/html-validity.site.spec.ts groups the sitemap). */
const ROUTE_WORDS = new Set(['restaurants', 'menu', 'book-now', 'careers', 'job', 'job-search', 'offer', 'allergens', 'guide']);

function kindOf(path: string): string {
  const parts = new URL(path, 'http://site').pathname.split('/');
  return parts.length === 2 ? parts.join('/') : parts.map((s) => (s === '' || ROUTE_WORDS.has(s) ? s : '*')).join('/');
}

/** Addresses already checked in this run: a path that redirects to one (/our-menu to /our-menus) is not checked twice. */
const checked = new Set<string>();

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  const landed = new URL(page.url());
  if (checked.has(landed.pathname + landed.search)) return;
  checked.add(landed.pathname + landed.search);
  if (OWN_SHELLS.some((shell) => path.startsWith(shell))) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  else await waitForHydration(page);
  await expectNoAxeViolationsAtWidths(page, path);
}

test.describe('every page through axe at 1440 and 375 px', () => {
  // A page a test (each axe check adds its own time: support.ts), the sitemap's leftovers several.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    // The sign-up popup comes 20 s in; its own check (open, at both widths) is in a11y-states.e2e.ts.
    await popupAlreadySeen(page);
  });

  for (const [routeId, paths] of Object.entries(ROUTE_PAGES)) {
    for (const path of paths) {
      test(`route ${routeId}: ${path}`, async ({ page }) => {
        await visit(page, path);
      });
    }
  }

  for (const path of SERVER_PAGES) {
    test(`the server's own page ${path}`, async ({ page }) => {
      await visit(page, path);
    });
  }

  test('given the sitemap, then every kind of page it lists is one of those above, or is visited here', async ({ page, request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => (loc as string).slice((baseURL ?? '').length) || '/');
    expect(listed.length).toBeGreaterThan(100);
    const seen = new Set(Object.values(ROUTE_PAGES).flat().map(kindOf));
    const others = new Map<string, string>();
    for (const path of listed) if (!seen.has(kindOf(path)) && !others.has(kindOf(path))) others.set(kindOf(path), path);
    for (const path of others.values()) await visit(page, path);
  });
});
