// GET /__data/<path>?_route=<id>: one route's loader data as JSON, for navigations in the browser.
// The loaders run here, on the server, so the API adapters and the HTML sanitizer stay out of the
// browser bundle and every page's data is sanitized the same way.
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { isRouteErrorResponse } from 'react-router-dom';
import { ROUTE_IDS, type RouteId } from '../../web/routes';
import { requestContext, toFetchRequest, type RenderContext } from './render';

export const ROUTE_DATA_PREFIX = '/__data';
export const ROUTE_PARAM = '_route';

export interface RouteDataAnswer {
  data?: unknown;
  redirect?: string;
  error?: { status: number; statusText: string; data: unknown };
}

export async function serveRouteData(req: ExpressRequest, res: ExpressResponse, context: RenderContext): Promise<void> {
  res.set('Cache-Control', 'no-store');
  const url = new URL(req.originalUrl, 'http://site.local');
  const routeId = url.searchParams.get(ROUTE_PARAM) ?? '';
  if (!(ROUTE_IDS as readonly string[]).includes(routeId)) {
    res.status(400).json({ error: { status: 400, statusText: 'Bad Request', data: { message: 'Unknown route' } } } satisfies RouteDataAnswer);
    return;
  }
  url.searchParams.delete(ROUTE_PARAM);
  const pagePath = url.pathname.slice(ROUTE_DATA_PREFIX.length) || '/';
  try {
    const data = await context.handler.queryRoute(toFetchRequest(req, pagePath + url.search), { routeId: routeId as RouteId, ...requestContext(context) });
    if (data instanceof Response) {
      const location = data.headers.get('Location');
      if (location) {
        res.json({ redirect: location } satisfies RouteDataAnswer);
        return;
      }
      res.status(data.status).json({ data: await data.json().catch(() => null) } satisfies RouteDataAnswer);
      return;
    }
    res.json({ data } satisfies RouteDataAnswer);
  } catch (error) {
    // queryRoute throws a loader's error as a Response (react-router serializes `data()` into one).
    if (isFetchResponse(error)) {
      const location = error.headers.get('Location');
      if (location) {
        res.json({ redirect: location } satisfies RouteDataAnswer);
        return;
      }
      const body: unknown = await error.json().catch(() => null);
      res.status(error.status).json({ error: { status: error.status, statusText: error.statusText, data: body } } satisfies RouteDataAnswer);
      return;
    }
    if (isRouteErrorResponse(error)) {
      res.status(error.status).json({ error: { status: error.status, statusText: error.statusText, data: error.data } } satisfies RouteDataAnswer);
      return;
    }
    // A loader's `throw data(body, {status})` reaches queryRoute as react-router's DataWithResponseInit.
    const thrown = error as { type?: unknown; data?: unknown; init?: { status?: number; statusText?: string } | null };
    if (thrown?.type === 'DataWithResponseInit') {
      const status = thrown.init?.status ?? 500;
      res.status(status).json({ error: { status, statusText: thrown.init?.statusText ?? '', data: thrown.data } } satisfies RouteDataAnswer);
      return;
    }
    res.status(500).json({ error: { status: 500, statusText: 'Internal Server Error', data: { message: 'Internal error' } } } satisfies RouteDataAnswer);
  }
}

function isFetchResponse(value: unknown): value is Response {
  const candidate = value as Partial<Response> | null;
  return typeof candidate?.status === 'number' && typeof candidate.json === 'function' && typeof candidate.headers?.get === 'function';
}
