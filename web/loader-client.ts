// The browser's loaders: each asks the site server for its route's data (GET /__data/<path>?_route=id),
// where the same loader runs against the API. Keeps API adapters out of the browser bundle.
import { data, redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { ROUTE_IDS, type RouteId, type RouteLoaders } from './routes';

export const ROUTE_DATA_PREFIX = '/__data';

async function loadRouteData(routeId: RouteId, { request }: LoaderFunctionArgs): Promise<unknown> {
  const url = new URL(request.url);
  const query = new URLSearchParams(url.search);
  query.set('_route', routeId);
  const response = await fetch(`${ROUTE_DATA_PREFIX}${url.pathname}?${query.toString()}`, {
    signal: request.signal,
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  const answer = (await response.json().catch(() => ({}))) as {
    data?: unknown;
    redirect?: string;
    error?: { status: number; statusText: string; data: unknown };
  };
  if (answer.redirect) throw redirect(answer.redirect);
  if (answer.error) throw data(answer.error.data, { status: answer.error.status, statusText: answer.error.statusText });
  if (!response.ok) throw data({ message: 'Sorry, something went wrong. Please try again.' }, { status: response.status });
  return answer.data ?? null;
}

export function clientLoaders(): RouteLoaders {
  return Object.fromEntries(
    ROUTE_IDS.map((id) => [id, ((args: LoaderFunctionArgs) => loadRouteData(id, args)) as LoaderFunction]),
  ) as RouteLoaders;
}
