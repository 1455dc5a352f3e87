// The browser entry: rebuilds the router with the data the server rendered (no second fetch), loads
// the lazy page modules the server rendered before hydrating (or React would render twice), and
// hydrates the MobX-powered app.
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponse, type RouteObject } from 'react-router-dom';
import { reloadAfterChunkError } from './layout/chunk-error';
import { browserPageActions } from './form-actions';
import { clientLoaders } from './loader-client';
import { PageActionsProvider } from './pages/parts/page-actions';
import { createRoutes } from './routes';
import { browserCookies } from './stores/browser-cookies';
import type { PostedForm } from './stores/posted-form';
import { RootStore } from './stores/root.store';
import { StoreProvider } from './stores/store-context';

interface HydrationPayload {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, { __type: string; status?: number; statusText?: string; data?: unknown; message?: string }> | null;
  /** A form the server answered after a post without script (server/site/page-forms.ts), kept through hydration. */
  posted?: PostedForm | null;
}

function readHydration(): HydrationPayload {
  const element = document.getElementById('route-data');
  return JSON.parse(element?.textContent || '{"loaderData":{},"actionData":null,"errors":null}') as HydrationPayload;
}

function reviveErrors(errors: HydrationPayload['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [
      id,
      e.__type === 'RouteErrorResponse' ? new ErrorResponse(e.status ?? 500, e.statusText ?? '', e.data) : new Error(e.message ?? 'Internal error'),
    ]),
  );
}

async function loadMatchedLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((m) => typeof m.route.lazy === 'function')
      .map(async (m) => {
        const lazy = m.route.lazy as () => Promise<Partial<RouteObject>>;
        const module = await lazy();
        Object.assign(m.route, { ...module, lazy: undefined });
      }),
  );
}

async function start(): Promise<void> {
  const hydration = readHydration();
  const routes = createRoutes(clientLoaders());
  await loadMatchedLazyRoutes(routes);
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: hydration.loaderData, actionData: hydration.actionData, errors: reviveErrors(hydration.errors) },
  });
  const store = new RootStore({ cookies: browserCookies, posted: hydration.posted ?? null });
  const container = document.getElementById('root');
  if (!container) return;
  hydrateRoot(
    container,
    <StoreProvider store={store}>
      <PageActionsProvider actions={browserPageActions}>
        <RouterProvider router={router} />
      </PageActionsProvider>
    </StoreProvider>,
  );
}

// A page module that fails to load (a deploy replaced it) reloads the page, at most once a minute.
window.addEventListener('unhandledrejection', (event) => {
  const message = String((event.reason as Error | undefined)?.message ?? event.reason);
  if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(message)) reloadAfterChunkError();
});

start().catch((error: unknown) => {
  console.error('The page could not start', error);
});
