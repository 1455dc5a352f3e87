// The site's routes (spec section 2), shared by the server and the browser. Loaders are passed in:
// the server runs them against the API through the request's container; the browser asks the server
// for the same data (see loader-client.ts), so API adapters never reach the browser bundle.
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { ContentPage } from './pages/content-page';
import { RouteErrorPage } from './pages/route-error-page';
import { SiteLayout } from './layout/site-layout';

export const ROUTE_IDS = [
  'root',
  'home',
  'book-now',
  'find-us',
  'our-menu',
  'our-menu-item',
  'menu',
  'menu-item',
  'refer-a-friend',
  'referral',
  'signup-thanks',
  'job-search',
  'job',
  'job-apply',
  'offer',
  'preferences',
  'booking-manage',
  'booking-manage-link',
  'booking-waitlist-claim',
  'restaurants-book-now',
  'city',
  'city-menu',
  'city-book-now',
  'restaurant',
  'restaurant-book-now',
  'restaurant-menu',
  'allergen-guide',
  'allergen-guide-menu',
  'cookie-policy',
  'content-page',
  'content-subpage',
  'not-found',
] as const;

export type RouteId = (typeof ROUTE_IDS)[number];
export type RouteLoaders = Record<RouteId, LoaderFunction>;

/** Route guards the server runs before rendering (a route names them in `handle.guards`). */
export interface RouteHandle {
  guards?: string[];
  /** The page's module as the build's metafile names it: the server preloads its chunk (server/site/assets.ts, pageAssets). */
  module?: string;
}

type PageModule = () => Promise<{ Component: React.ComponentType }>;

interface LazyPage {
  load: PageModule;
  /** Its source file from the repository's root, e.g. 'web/pages/restaurant-page.tsx'. */
  module: string;
}

const page = (module: string, load: PageModule): LazyPage => ({ module, load });

// Pages other than the home page load as their own chunks, so a first visit downloads only what it shows.
const pages = {
  bookNow: page('web/pages/book-now-page.tsx', () => import('./pages/book-now-page').then((m) => ({ Component: m.BookNowPage }))),
  findUs: page('web/pages/find-us-page.tsx', () => import('./pages/find-us-page').then((m) => ({ Component: m.FindUsPage }))),
  menuList: page('web/pages/menu-list-page.tsx', () => import('./pages/menu-list-page').then((m) => ({ Component: m.MenuListPage }))),
  menu: page('web/pages/menu-page.tsx', () => import('./pages/menu-page').then((m) => ({ Component: m.MenuPage }))),
  allergenGuide: page('web/pages/allergen-guide-page.tsx', () => import('./pages/allergen-guide-page').then((m) => ({ Component: m.AllergenGuidePage }))),
  referral: page('web/pages/referral-page.tsx', () => import('./pages/referral-page').then((m) => ({ Component: m.ReferralPage }))),
  signupThanks: page('web/pages/signup-thanks-page.tsx', () => import('./pages/signup-thanks-page').then((m) => ({ Component: m.SignupThanksPage }))),
  jobSearch: page('web/pages/job-search-page.tsx', () => import('./pages/job-search-page').then((m) => ({ Component: m.JobSearchPage }))),
  job: page('web/pages/job-page.tsx', () => import('./pages/job-page').then((m) => ({ Component: m.JobPage }))),
  jobApply: page('web/pages/job-page.tsx', () => import('./pages/job-page').then((m) => ({ Component: m.JobApplyPage }))),
  offer: page('web/pages/offer-page.tsx', () => import('./pages/offer-page').then((m) => ({ Component: m.OfferPage }))),
  preferences: page('web/pages/preferences-page.tsx', () => import('./pages/preferences-page').then((m) => ({ Component: m.PreferencesPage }))),
  manageBooking: page('web/pages/manage-booking-page.tsx', () => import('./pages/manage-booking-page').then((m) => ({ Component: m.ManageBookingPage }))),
  waitlistClaim: page('web/pages/waitlist-claim-page.tsx', () => import('./pages/waitlist-claim-page').then((m) => ({ Component: m.WaitlistClaimPage }))),
  city: page('web/pages/city-page.tsx', () => import('./pages/city-page').then((m) => ({ Component: m.CityPage }))),
  restaurant: page('web/pages/restaurant-page.tsx', () => import('./pages/restaurant-page').then((m) => ({ Component: m.RestaurantPage }))),
  notFound: page('web/pages/not-found-page.tsx', () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage }))),
};

export function createRoutes(loaders: RouteLoaders): RouteObject[] {
  const route = (id: RouteId, path: string | undefined, lazy: LazyPage, extra: { handle?: RouteHandle } = {}): RouteObject =>
    ({ id, path, loader: loaders[id], lazy: lazy.load, handle: { ...extra.handle, module: lazy.module } }) as RouteObject;

  return [
    {
      id: 'root',
      path: '/',
      loader: loaders.root,
      element: <SiteLayout />,
      errorElement: <SiteLayout error />,
      // A navigation that only changes the hash or search of the same page keeps the settings.
      shouldRevalidate: () => false,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { id: 'home', index: true, loader: loaders.home, element: <ContentPage /> },
            route('book-now', 'book-now', pages.bookNow),
            route('find-us', 'find-us', pages.findUs),
            route('our-menu', 'our-menu', pages.menuList),
            route('our-menu-item', 'our-menu/:id', pages.menu),
            route('menu', 'menu', pages.menuList),
            route('menu-item', 'menu/:id', pages.menu),
            route('refer-a-friend', 'refer-a-friend', pages.referral),
            route('referral', 'referral', pages.referral),
            route('signup-thanks', 'signup-thanks', pages.signupThanks),
            route('job-search', 'careers/job-search/:id?', pages.jobSearch),
            route('job', 'careers/job/:id?', pages.job),
            // The job's form as a page of its own: where "Apply now" leads without JavaScript (issue 16, item 2).
            route('job-apply', 'careers/job/:id/apply', pages.jobApply),
            route('offer', 'offer/:id?', pages.offer),
            // A diner's own data: the server answers it as private and never reuses the render.
            route('preferences', 'preferences/:id?', pages.preferences, { handle: { guards: ['private'] } }),
            // Manage my booking (issue 14): one diner's booking, by its signed link or a lookup; private like preferences.
            route('booking-manage', 'booking/manage', pages.manageBooking, { handle: { guards: ['private'] } }),
            route('booking-manage-link', 'booking/manage/:token', pages.manageBooking, { handle: { guards: ['private'] } }),
            // A waitlist hold's claim page (issue 14, item 2): the table held for one diner; private too.
            route('booking-waitlist-claim', 'booking/waitlist/claim', pages.waitlistClaim, { handle: { guards: ['private'] } }),
            route('restaurants-book-now', 'restaurants/book-now', pages.bookNow),
            route('city-book-now', 'restaurants/:city/book-now', pages.bookNow),
            route('city', 'restaurants/:city', pages.city),
            route('city-menu', 'restaurants/:city/menu/:id?', pages.menu),
            route('restaurant', 'restaurants/:city/:slug', pages.restaurant),
            route('restaurant-book-now', 'restaurants/:city/:slug/book-now', pages.bookNow),
            route('restaurant-menu', 'restaurants/:city/:slug/menu/:id?', pages.menu),
            route('allergen-guide', 'allergens/guide', pages.allergenGuide),
            route('allergen-guide-menu', 'allergens/guide/:id', pages.allergenGuide),
            { id: 'cookie-policy', path: 'cookie-policy', loader: loaders['cookie-policy'], element: <ContentPage /> },
            { id: 'content-page', path: ':id1', loader: loaders['content-page'], element: <ContentPage /> },
            { id: 'content-subpage', path: ':id1/:id2', loader: loaders['content-subpage'], element: <ContentPage /> },
            route('not-found', '*', pages.notFound),
          ],
        },
      ],
    },
  ];
}
