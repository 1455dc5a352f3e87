// The site in-process over the seeded reference API (on a real ephemeral port), for supertest and
// Playwright. Static rendering is on, as in the real server.
import type { Express } from 'express';
import { enableStaticRendering } from 'mobx-react-lite';
import { serveApi } from '../../server/api/api-server';
import { createServerContainer, type ServerContainerConfig } from '../../server/container';
import type { ClientAssets } from '../../server/site/assets';
import { createSiteApp } from '../../server/site/site-app';
import { readSiteConfig, type SiteConfig } from '../../server/site/site-config';
import { startApiHarness, TEST_RATE_LIMITS, type ApiHarness } from './api-harness';
import type { ApiConfig } from '../../server/api/config';
import { currentClientAddress, currentPassOn } from '../../server/site/client-address';
import type { ApiDependencies } from '../../server/api/api-dependencies';

export interface SiteHarness {
  app: Express;
  api: ApiHarness;
  apiBaseUrl: string;
  config: SiteConfig;
  logs: string[];
  close(): Promise<void>;
}

export interface SiteHarnessOptions {
  /** Default: no client bundle (pages render without scripts). Playwright passes the built assets. */
  assets?: ClientAssets;
  config?: Partial<SiteConfig>;
  /** The API's configuration over the API harness's test defaults. */
  apiConfig?: Partial<ApiConfig>;
  /** The server container's settings over the harness's (its cache times, a fixed clock). */
  container?: Partial<ServerContainerConfig>;
  /** The API's dependencies over the API harness's (a captcha verifier, say). */
  apiOverrides?: Partial<ApiDependencies>;
}

export async function startSiteHarness(options: SiteHarnessOptions = {}): Promise<SiteHarness> {
  enableStaticRendering(true);
  const api = await startApiHarness({ config: options.apiConfig, overrides: options.apiOverrides });
  // Served as server/site/main.ts serves the embedded API: with /healthz and /readyz.
  const apiServer = serveApi(api.app, api.handle.db);
  const apiBaseUrl = `http://127.0.0.1:${(await apiServer.listen(0, '127.0.0.1')).port}`;
  // The suites post thousands of forms from one address: the site's own limits are raised like the API's
  // (TEST_RATE_LIMITS); tests/site/rate-limits.site.spec.ts sets its own.
  const config: SiteConfig = { ...readSiteConfig({}), apiBaseUrl, rateLimits: TEST_RATE_LIMITS, ...options.config };
  const container = createServerContainer({ apiBaseUrl, brandKey: api.config.brandKey, forwardedFor: currentClientAddress, passOn: currentPassOn, ...options.container });
  const logs: string[] = [];
  const app = createSiteApp({
    config,
    container,
    assets: options.assets ?? { script: null, stylesheet: null, preload: [] },
    log: (message, error) => logs.push(`${message}: ${error instanceof Error ? error.stack : String(error)}`),
    warn: (line) => logs.push(`warn: ${line}`),
  });
  return {
    app,
    api,
    apiBaseUrl,
    config,
    logs,
    async close() {
      apiServer.destroy();
      await api.close();
    },
  };
}

/**
 * One site for the test file (or the describe it is called in): started in beforeAll (within a minute),
 * closed in afterAll. The site answers from the started one, so it can be taken at the top of the file;
 * reading it outside a test or a hook throws.
 */
export function useSiteHarness(options: SiteHarnessOptions = {}): SiteHarness {
  let started: SiteHarness | undefined;
  const current = (): SiteHarness => {
    if (!started) throw new Error('The site harness is not started: use it inside a test or a hook.');
    return started;
  };

  beforeAll(async () => {
    started = await startSiteHarness(options);
  }, 60_000);

  afterAll(async () => {
    await started?.close();
  });

  return {
    get app() {
      return current().app;
    },
    get api() {
      return current().api;
    },
    get apiBaseUrl() {
      return current().apiBaseUrl;
    },
    get config() {
      return current().config;
    },
    get logs() {
      return current().logs;
    },
    close: () => current().close(),
  };
}
