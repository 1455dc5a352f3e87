// Test support for the layout's specs: the seed's settings as the root loader gives them, an in-memory
// cookie jar that records writes, and one renderSite() that mounts the real SiteLayout in a memory
// router over a fresh RootStore.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, data, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { MESSAGES } from '@tavola/core/errors';
import { brandSettings } from '../../server/api/seed/brand-settings';
import { siteConfig } from '../../server/api/seed/site-config';
import { toSiteSettings } from '../../server/site/loaders/root.loader';
import type { PageMeta, RootData, SiteSettings } from '../page-data';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';
import type { CookieJar } from '../stores/cookie-consent.store';
import { RootStore } from '../stores/root.store';
import { StoreProvider } from '../stores/store-context';
import { SiteLayout } from './site-layout';

export const TEST_YEAR = 2026;
export const TEST_SITE_URL = 'http://localhost:3000';

/** The seed's brand settings and site config through the root loader's mapping. */
export function seedSettings(overrides: Partial<SiteSettings> = {}, legalFooterSiteId: string = siteConfig.site_id): SiteSettings {
  return { ...toSiteSettings({ ...brandSettings, siteConfig }, legalFooterSiteId, TEST_SITE_URL), ...overrides };
}

export function rootData(overrides: Partial<SiteSettings> = {}): RootData {
  return { settings: seedSettings(overrides), year: TEST_YEAR };
}

export interface CookieWrite {
  name: string;
  value: string;
  days: number;
}

/** A CookieJar in memory that remembers every write. */
export class MemoryCookieJar implements CookieJar {
  readonly writes: CookieWrite[] = [];
  private readonly values = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.values.set(name, value);
  }

  get(name: string): string | null {
    return this.values.get(name) ?? null;
  }

  set(name: string, value: string, days: number): void {
    this.values.set(name, value);
    this.writes.push({ name, value, days });
  }
}

export function pageMeta(title: string, canonicalPath = '/'): PageMeta {
  return { title, description: `${title} at Casa Ventura`, canonicalPath };
}

/** A page as the real ones are: one h1, and on booking pages the #booking form. */
export function TestPage({ title, booking = false, children }: { title: string; booking?: boolean; children?: ReactNode }) {
  return (
    <article>
      <h1>{title}</h1>
      {children}
      {booking && (
        <section id="booking" aria-label="Book a table">
          <p>Booking form</p>
        </section>
      )}
    </article>
  );
}

/** Page routes shaped like web/routes.tsx: the home and restaurant pages carry the booking form. */
export function defaultPages(): RouteObject[] {
  return [
    { id: 'home', index: true, loader: () => ({ meta: pageMeta('Casa Ventura | Italian restaurants') }), element: <TestPage title="Home" booking /> },
    {
      id: 'restaurant',
      path: 'restaurants/:city/:slug',
      loader: () => ({ meta: pageMeta('Oxford Circus | Casa Ventura', '/restaurants/london/oxford-circus') }),
      element: <TestPage title="Oxford Circus" booking />,
    },
    {
      id: 'menu-item',
      path: 'menu/:id',
      loader: ({ params }) => {
        if (params.id === 'missing') throw data({ message: MESSAGES.menuNotFound }, { status: 404 });
        if (params.id === 'broken') throw new Error('database exploded');
        return { meta: pageMeta(`Menu ${params.id ?? ''} | Casa Ventura`, `/menu/${params.id ?? ''}`) };
      },
      element: <TestPage title="A menu" />,
    },
    {
      id: 'content-page',
      path: ':id1',
      loader: ({ params }) => {
        if (params.id1 === 'gone') throw data({ message: MESSAGES.pageNotFound }, { status: 404 });
        return { meta: pageMeta(`${params.id1 ?? ''} | Casa Ventura`, `/${params.id1 ?? ''}`) };
      },
      element: <TestPage title="A content page" />,
    },
    { id: 'not-found', path: '*', element: <NotFoundPage /> },
  ];
}

export interface RenderSiteOptions {
  path?: string;
  settings?: Partial<SiteSettings>;
  rootLoader?: LoaderFunction;
  pages?: RouteObject[];
  cookies?: MemoryCookieJar;
}

export interface RenderedSite extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  store: RootStore;
  cookies: MemoryCookieJar;
}

export function renderSite(options: RenderSiteOptions = {}): RenderedSite {
  const cookies = options.cookies ?? new MemoryCookieJar();
  const store = new RootStore({ cookies });
  const root = rootData(options.settings);
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: options.rootLoader ?? (() => root),
      element: <SiteLayout />,
      errorElement: <SiteLayout error />,
      HydrateFallback: () => null,
      shouldRevalidate: () => false,
      children: [{ errorElement: <RouteErrorPage />, children: options.pages ?? defaultPages() }],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const view = render(
    <StoreProvider store={store}>
      <RouterProvider router={router} />
    </StoreProvider>,
  );
  return { ...view, router, store, cookies };
}

/** Sets the window's scroll position and tells the page, as a real scroll would. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}
