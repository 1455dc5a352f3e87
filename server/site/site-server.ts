// The site as a served process: its HTTP server with /healthz and /readyz (the API answers its own
// readiness call) and, while it drains for a shutdown, 503: the error page for a page, JSON
// `{code: "UNAVAILABLE", message}` for the browser's calls (the /api pass-through, forms, route data).
import type { RequestListener } from 'node:http';
import { READY_PATH, ReadinessFailure, serve, type ManagedServer, type ReadinessCheck } from '../shutdown';
import { FORMS_PREFIX } from './forms';
import { ROUTE_DATA_PREFIX } from './route-data';
import { errorPage } from './site-app';

const JSON_PREFIXES = ['/api/', FORMS_PREFIX, ROUTE_DATA_PREFIX];

/** Ready when `{apiBaseUrl}{path}` answers 200 (the reference API's /readyz by default). */
export function apiReadiness(apiBaseUrl: string, path: string = READY_PATH): ReadinessCheck {
  return {
    name: 'api',
    async check(signal) {
      const response = await fetch(`${apiBaseUrl}${path}`, { signal, headers: { accept: 'application/json' } });
      await response.body?.cancel();
      if (response.status !== 200) throw new ReadinessFailure(`answered ${response.status}`);
    },
  };
}

export interface ServeSiteOptions {
  apiBaseUrl: string;
  /** The API's call that says it is ready (API_READY_PATH); null asks nothing. */
  apiReadyPath?: string | null;
  readyCheckTimeoutMs?: number;
}

export function serveSite(app: RequestListener, options: ServeSiteOptions): ManagedServer {
  const readyPath = options.apiReadyPath === undefined ? READY_PATH : options.apiReadyPath;
  return serve(app, {
    readiness: readyPath === null ? [] : [apiReadiness(options.apiBaseUrl, readyPath)],
    readyCheckTimeoutMs: options.readyCheckTimeoutMs,
    unavailable(req, res) {
      const path = req.url ?? '/';
      if (JSON_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ code: 'UNAVAILABLE', message: 'Sorry, the site is restarting. Please try again in a moment.' }));
        return;
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(errorPage(503));
    },
  });
}
