// Renders one page on the server: the request's own container and stores, the route loaders run
// against the API, the app rendered to a string (measured faster than streaming here: see
// docs/site.md), and the loader data handed to the browser so hydration fetches nothing again.
// The routes and react-router's static handler are built once per process (createRenderContext); each
// request's loaders, bound to that request's own container, reach them through react-router's request
// context (`query(request, { requestContext })`, the loader's `context` argument).
import type { Request as ExpressRequest } from 'express';
import type { Container } from 'inversify';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PageMeta, RootData } from '../../web/page-data';
import { createRoutes, ROUTE_IDS, type RouteHandle, type RouteId, type RouteLoaders } from '../../web/routes';
import { RootStore } from '../../web/stores/root.store';
import { StoreProvider } from '../../web/stores/store-context';
import type { CookieJar } from '../../web/stores/cookie-consent.store';
import type { PostedForm } from '../../web/stores/posted-form';
import { createRequestContainer } from '../container';
import { pageAssets, type ClientAssets } from './assets';
import { runRouteGuards, type GuardOutcome } from './route-guards';
import type { DocumentParts } from './document';
import { serverLoaders } from './loaders';
import { loaderServices } from './loaders/loader-services';
import type { SiteConfig } from './site-config';

export interface RenderContext {
  root: Container;
  config: SiteConfig;
  assets: ClientAssets;
  /** The routes' static handler, built once (createRenderContext); its loaders run the request's own (requestLoaders). */
  handler: StaticHandler;
}

/** What react-router hands each loader as `context` for one request: that request's loaders. */
interface RequestContext {
  loaders: RouteLoaders;
}

/** The render context of a site process: the routes and their static handler built here, once. */
export function createRenderContext(root: Container, config: SiteConfig, assets: ClientAssets): RenderContext {
  return { root, config, assets, handler: createStaticHandler(createRoutes(requestBoundLoaders())) };
}

/** Every route's loader as a call to the same route's loader of the request (in its request context). */
function requestBoundLoaders(): RouteLoaders {
  const bound = (id: RouteId) => (args: LoaderFunctionArgs) => (args.context as RequestContext).loaders[id](args);
  return Object.fromEntries(ROUTE_IDS.map((id) => [id, bound(id)])) as RouteLoaders;
}

/** One request's context: its own container (so its own API adapters and caches of the request) and loaders. */
export function requestContext(context: RenderContext): { requestContext: RequestContext } {
  const container = createRequestContainer(context.root);
  return { requestContext: { loaders: serverLoaders(loaderServices(container, context.config)) } };
}

/** A rendered page: the document's parts, the same for every visitor (so it can be reused). */
export type RenderedPage = DocumentParts;

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; private: boolean; page: RenderedPage };

/** Headers of a form's post that the page rendered in answer to it must not carry (it is rendered as a GET). */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'transfer-encoding']);

/**
 * A fetch Request for react-router from Express's request: a GET (or HEAD). A page form's post
 * (server/site/page-forms.ts) is answered with the page as its GET renders it, with the form's answer.
 */
export function toFetchRequest(req: ExpressRequest, url: string = req.originalUrl): Request {
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const controller = new AbortController();
  req.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (BODY_HEADERS.has(key)) continue;
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  return new Request(new URL(url, origin), { method: req.method === 'HEAD' ? 'HEAD' : 'GET', headers, signal: controller.signal });
}

/**
 * `url`: the request target to render (the page cache's, without tracking parameters); the request's own by
 * default. `posted`: a form posted to the page without JavaScript, with its answer (never cached).
 */
export async function renderPage(
  req: ExpressRequest,
  cookies: CookieJar,
  context: RenderContext,
  url: string = req.originalUrl,
  posted: PostedForm | null = null,
): Promise<RenderResult> {
  const { handler } = context;
  const result = await handler.query(toFetchRequest(req, url), requestContext(context));
  if (result instanceof Response) {
    return { kind: 'redirect', status: result.status, location: result.headers.get('Location') ?? '/' };
  }
  const guarded = guardOrError(result);
  const store = new RootStore({ cookies, posted });
  const router = createStaticRouter(handler.dataRoutes, result);
  const appHtml = renderToString(
    <StoreProvider store={store}>
      <StaticRouterProvider router={router} context={result} hydrate={false} />
    </StoreProvider>,
  );
  return {
    kind: 'page',
    status: result.statusCode,
    private: guarded.private,
    page: {
      appHtml,
      meta: deepestMeta(result),
      root: (result.loaderData.root as RootData | undefined) ?? null,
      // A form posted without script also reaches the browser's store: a page hydrated after the post (the
      // script still loading when the diner sent it) keeps its confirmation or its errors instead of an empty form.
      hydration: posted ? { ...hydrationData(result), posted } : hydrationData(result),
      assets: pageAssets(context.assets, pageModules(result)),
      publicUrl: context.config.publicUrl,
      captchaSiteKey: context.config.recaptchaSiteKey ?? null,
      status: result.statusCode,
    },
  };
}

/** Runs the matched routes' guards; an unknown guard turns the answer into the 500 error page. */
function guardOrError(context: StaticHandlerContext): GuardOutcome {
  try {
    return runRouteGuards(context);
  } catch (error) {
    const rootId = context.matches[0]?.route.id ?? 'root';
    const failing = context.matches[1]?.route.id ?? rootId;
    context.errors = { ...(context.errors ?? {}), [failing]: toErrorResponse(error) };
    context.statusCode = 500;
    return { private: true };
  }
}

function toErrorResponse(error: unknown): unknown {
  const thrown = error as { type?: unknown; data?: unknown; init?: { status?: number } };
  return thrown?.type === 'DataWithResponseInit' ? new ErrorResponse(thrown.init?.status ?? 500, '', thrown.data) : error;
}

/** The page modules the matched routes load on demand (their handle.module, web/routes.tsx). */
function pageModules(context: StaticHandlerContext): string[] {
  return context.matches.flatMap((match) => {
    const module = (match.route.handle as RouteHandle | undefined)?.module;
    return module ? [module] : [];
  });
}

function deepestMeta(context: StaticHandlerContext): PageMeta | null {
  for (let i = context.matches.length - 1; i >= 0; i -= 1) {
    const id = context.matches[i]?.route.id;
    const data = id ? (context.loaderData[id] as { meta?: PageMeta } | undefined) : undefined;
    if (data?.meta) return data.meta;
  }
  return null;
}

/** Loader data and route errors as plain JSON (errors lose their prototypes; the client rebuilds them). */
export function hydrationData(context: StaticHandlerContext) {
  const errors: Record<string, unknown> | null = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data }
            : { __type: 'Error', message: 'Internal error' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
