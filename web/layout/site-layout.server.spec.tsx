// The layout renders on the server (no window, no document): landmarks, skip link, banner, header,
// footer and the cookie bar as the request's cookies say, in one pass of renderToString.
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../pages/route-error-page';
import { CONSENT_COOKIE } from '../stores/cookie-consent.store';
import { RootStore } from '../stores/root.store';
import { StoreProvider } from '../stores/store-context';
import { defaultPages, MemoryCookieJar, rootData, TEST_YEAR } from './layout.test-kit';
import { SiteLayout } from './site-layout';

async function renderOnServer(path: string, cookies = new MemoryCookieJar()): Promise<{ html: string; status: number }> {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => rootData(),
      element: <SiteLayout />,
      errorElement: <SiteLayout error />,
      children: [{ errorElement: <RouteErrorPage />, children: defaultPages() }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StoreProvider store={new RootStore({ cookies })}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StoreProvider>,
  );
  return { html, status: context.statusCode };
}

describe('SiteLayout on the server', () => {
  // As the real server does: observers render once and leave no reactions behind.
  beforeAll(() => enableStaticRendering(true));
  afterAll(() => enableStaticRendering(false));

  it('renders the whole layout without a browser', async () => {
    expect(typeof window).toBe('undefined');
    const { html, status } = await renderOnServer('/');
    expect(status).toBe(200);
    expect(html).toContain('<a class="skip-link" href="#main">Skip to main content</a>');
    expect(html).toContain('aria-label="Announcement"');
    expect(html).toMatch(/<header class="site-header"/);
    expect(html).toContain('<nav id="site-nav" class="site-nav" aria-label="Main">');
    expect(html).toMatch(/<main id="main" class="site-main" tabindex="-1">/);
    expect(html).toContain(`© ${TEST_YEAR}, Casa Ventura, All rights reserved`);
    expect(html).toContain('aria-label="Cookie consent"');
    // Nothing that only the browser can know: no progress bar, no popup, no back-to-top shown.
    expect(html).not.toContain('role="progressbar"');
    expect(html).not.toContain('role="dialog"');
    expect(html).toMatch(/<button type="button" class="back-to-top" aria-label="Back to top" hidden="">/);
  });

  it("leaves the cookie bar out when the request's cookies hold a decision", async () => {
    const { html } = await renderOnServer('/', new MemoryCookieJar({ [CONSENT_COOKIE]: 'yes' }));
    expect(html).not.toContain('aria-label="Cookie consent"');
  });

  it('renders the 404 page with its status', async () => {
    const { html, status } = await renderOnServer('/gone');
    expect(status).toBe(404);
    expect(html).toContain('This page could not be found.');
    expect(html).toContain('Return to homepage');
  });
});
