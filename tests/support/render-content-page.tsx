// Renders the content page as the app does (a data router with the root route above it), with loader data
// given as hydration data, so a test sees the page exactly as the server sent it. Other routes render a
// marker with their path, so a test can follow a link.
import { render, type RenderResult } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { ContentPage } from '../../web/pages/content-page';
import type { ContentPageData, RootData } from '../../web/page-data';
import { seedRootData } from '../builders/content-page.builder';

// jsdom has no fetch API; react-router builds a Request for every navigation and reads only its url,
// method and signal, so a minimal stand-in is enough to follow links in these tests.
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL | NavigationRequest, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = input instanceof NavigationRequest ? input.url : String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

function OtherPage() {
  const location = useLocation();
  return <p data-testid="other-page">{`${location.pathname}${location.search}`}</p>;
}

const OTHER_PATHS = [
  'find-us',
  'our-menu/:id',
  'careers/job-search/:id?',
  'careers/job/:id?',
  'offer/:id?',
  'restaurants/book-now',
  'restaurants/:city',
  'restaurants/:city/book-now',
  'restaurants/:city/:slug',
  'restaurants/:city/:slug/book-now',
  'signup-thanks',
];

export interface RenderedContentPage extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

export function renderContentPage(data: ContentPageData, options: { path?: string; root?: RootData } = {}): RenderedContentPage {
  const router = createContentPageRouter(data, options);
  return { router, ...render(<RouterProvider router={router} />) };
}

/** The router renderContentPage uses, for tests that render it themselves (server HTML, hydration). */
export function createContentPageRouter(data: ContentPageData, options: { path?: string; root?: RootData } = {}) {
  const path = options.path ?? '/';
  const root = options.root ?? seedRootData();
  const segments = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  const routeId = segments.length === 0 ? 'home' : segments.length === 1 ? 'content-page' : 'content-subpage';
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: (
          <main>
            <Outlet />
          </main>
        ),
        children: [
          { id: 'home', index: true, loader: () => data, element: <ContentPage /> },
          // The app's other routes (web/routes.tsx), so a followed link lands on its own page, not on
          // the catch-all content routes.
          ...OTHER_PATHS.map((path) => ({ path, element: <OtherPage /> })),
          { id: 'content-page', path: ':id1', loader: () => data, element: <ContentPage /> },
          { id: 'content-subpage', path: ':id1/:id2', loader: () => data, element: <ContentPage /> },
          { id: 'other', path: '*', element: <OtherPage /> },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root, [routeId]: data } } },
  );
  return router;
}
