/** @jest-environment jsdom */
// The browser takes over the server's HTML without a mismatch: same markup from the same data,
// whatever the browser then remembers (a dismissed banner, the scroll position) applied afterwards.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../pages/route-error-page';
import { RootStore } from '../stores/root.store';
import { StoreProvider } from '../stores/store-context';
import { BANNER_DISMISSED_KEY } from './global-banner';
import { defaultPages, MemoryCookieJar, rootData, scrollWindowTo } from './layout.test-kit';
import { SiteLayout } from './site-layout';

function routes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: () => rootData(),
      element: <SiteLayout />,
      errorElement: <SiteLayout error />,
      shouldRevalidate: () => false,
      children: [{ errorElement: <RouteErrorPage />, children: defaultPages() }],
    },
  ];
}

async function serverHtml(path: string) {
  const handler = createStaticHandler(routes());
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  // As on the real server: observers render once and leave no reactions behind.
  enableStaticRendering(true);
  const html = renderToString(
    <StoreProvider store={new RootStore({ cookies: new MemoryCookieJar() })}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </StoreProvider>,
  );
  enableStaticRendering(false);
  return { html, loaderData: context.loaderData, errors: context.errors };
}

describe('Hydration of the layout', () => {
  it.each(['/', '/gone'])('hydrates %s without a mismatch', async (path) => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    scrollWindowTo(900);
    localStorage.setItem(BANNER_DISMISSED_KEY, rootData().settings.banner?.id ?? '');
    const { html, loaderData, errors } = await serverHtml(path);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);

    const errorsSeen: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errorsSeen.push(args));
    const router = createMemoryRouter(routes(), { initialEntries: [path], hydrationData: { loaderData, errors } });
    const store = new RootStore({ cookies: new MemoryCookieJar() });
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <StoreProvider store={store}>
          <RouterProvider router={router} />
        </StoreProvider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    consoleError.mockRestore();

    expect(recoverable).toEqual([]);
    expect(errorsSeen.filter((args) => String(args).includes('hydrat'))).toEqual([]);
    // And then the browser's own state applies.
    expect(store.layout.scrollY).toBe(900);
    expect(container.querySelector('.site-header')).toHaveClass('is-solid');
    expect(container.querySelector('[aria-label="Announcement"]')).toBeNull();
    localStorage.clear();
    container.remove();
  });
});
