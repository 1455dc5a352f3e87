// Starts the site (`npm start`): with no API_BASE_URL it first starts the reference booking and content
// API on its embedded database (port API_PORT, 4000), then serves the site on PORT (3000) from
// SITE_WORKERS processes (one per core by default): a node:cluster primary keeps the embedded API (its
// database is one process's) and the in-memory rate-limit counters every worker shares, and forks the
// workers, which share the site's port and reach the API by its URL (server/site/cluster.ts). With
// SITE_WORKERS=1 the one process serves everything, as before. SIGTERM or SIGINT drains the site, then the
// API, then closes the database, within SHUTDOWN_DEADLINE_MS (server/shutdown.ts).
import cluster from 'node:cluster';
import { enableStaticRendering } from 'mobx-react-lite';
import { createApiRuntime, type ApiRuntime } from '../api/api-runtime';
import { readApiConfig } from '../api/config';
import { createServerContainer } from '../container';
import { exitOnSignals, type ManagedServer } from '../shutdown';
import { serveApi } from '../api/api-server';
import { serveSite } from './site-server';
import { createSiteApp } from './site-app';
import { readSiteConfig, type SiteConfig } from './site-config';
import { currentClientAddress, currentPassOn } from './client-address';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { superviseSiteWorkers, WORKER_HEADER } from './cluster';

/** A small pool on the API's PostgreSQL database for the site's rate-limit counters alone. */
function openRateLimitDatabase(url: string): Kysely<any> {
  return new Kysely<any>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 5, connectionTimeoutMillis: 10_000 }) }) });
}

interface EmbeddedApi {
  api: ApiRuntime;
  server: ManagedServer;
  url: string;
}

async function startEmbeddedApi(config: SiteConfig): Promise<EmbeddedApi> {
  // The embedded API is reached through the site alone (on the loopback), which passes each diner's
  // address on in X-Forwarded-For: it trusts one hop more than the site, or any proxy on the loopback.
  const trustProxyHops = config.trustProxyHops === null || config.trustProxyHops === undefined ? ('loopback' as const) : config.trustProxyHops + 1;
  const apiConfig = { ...readApiConfig(), port: config.embeddedApiPort, publicBaseUrl: config.publicUrl, trustProxyHops };
  const api = await createApiRuntime(apiConfig);
  const server = serveApi(api.app, api.database.db);
  await server.listen(apiConfig.port, apiConfig.host);
  const url = `http://${apiConfig.host}:${apiConfig.port}`;
  console.log(`Reference API (embedded) listening on ${url}`);
  return { api, server, url };
}

/** The site's HTTP server on PORT, calling the API at apiBaseUrl; a cluster worker says which it is in X-Site-Worker. */
async function startSite(config: SiteConfig, apiBaseUrl: string, api: ApiRuntime | null): Promise<ManagedServer> {
  const container = createServerContainer({
    apiBaseUrl,
    brandKey: config.brandKey,
    settingsCacheSeconds: config.settingsCacheSeconds,
    restaurantsCacheSeconds: config.restaurantsCacheSeconds,
    catalogueCacheSeconds: config.catalogueCacheSeconds,
    apiCallDeadlineMs: config.apiCallDeadlineMs,
    circuitBreaker: config.apiCircuitBreaker,
    forwardedFor: currentClientAddress,
    passOn: currentPassOn,
  });
  // With DATABASE_URL the site's rate-limit counters live in the API's database (its rate_limit_hits
  // table), shared with every other site process; on the embedded default, in memory (a cluster's primary's).
  const rateLimitDb = api?.database.kind === 'postgres' ? api.database.db : config.rateLimitDatabaseUrl ? openRateLimitDatabase(config.rateLimitDatabaseUrl) : null;
  const app = createSiteApp({ config, container, apiProxyTarget: apiBaseUrl, rateLimitDb });
  const workerId = cluster.worker ? String(cluster.worker.id) : null;
  const listener: typeof app = workerId
    ? (Object.assign((req: Parameters<typeof app>[0], res: Parameters<typeof app>[1]) => {
        res.setHeader(WORKER_HEADER, workerId);
        app(req, res);
      }, app) as typeof app)
    : app;
  const server = serveSite(listener, { apiBaseUrl, apiReadyPath: config.apiReadyPath });
  await server.listen(config.port, config.host);
  return server;
}

function siteAddress(config: SiteConfig): string {
  return `http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}`;
}

async function main(): Promise<void> {
  enableStaticRendering(true);
  const config = readSiteConfig();
  if (cluster.isWorker) {
    // A worker: the primary gave it the API's address (API_BASE_URL) and its share of the deadline.
    const server = await startSite(config, config.apiBaseUrl as string, null);
    exitOnSignals({ servers: [server], deadlineMs: config.shutdownDeadlineMs, log: () => undefined });
    // The primary is gone (it holds the port and the counters): drain and stop too.
    process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
    return;
  }
  // Said once, by the primary (its workers serve the same configuration).
  if (config.recaptchaSiteKey) console.log('Captcha: the forms and bookings send a reCAPTCHA v3 token (RECAPTCHA_SITE_KEY; the API needs RECAPTCHA_SECRET)');
  else console.warn('Captcha is off on the site: RECAPTCHA_SITE_KEY is not set, so no reCAPTCHA script is loaded and forms send no token.');
  const embedded = config.apiBaseUrl ? null : await startEmbeddedApi(config);
  const apiBaseUrl = config.apiBaseUrl ?? (embedded as EmbeddedApi).url;
  const workers = config.siteWorkers ?? 1;
  if (workers <= 1) {
    const server = await startSite(config, apiBaseUrl, embedded?.api ?? null);
    console.log(`Casa Ventura site on ${siteAddress(config)}`);
    // The site drains first (its pages still call the embedded API), then the API, then the database.
    exitOnSignals({
      servers: embedded ? [server, embedded.server] : [server],
      closeResources: () => (embedded ? embedded.api.close() : Promise.resolve()),
      deadlineMs: config.shutdownDeadlineMs,
    });
    return;
  }
  superviseSiteWorkers({
    workers,
    apiBaseUrl,
    deadlineMs: config.shutdownDeadlineMs,
    servers: embedded ? [embedded.server] : [],
    closeResources: () => (embedded ? embedded.api.close() : Promise.resolve()),
    onListening: () => console.log(`Casa Ventura site on ${siteAddress(config)} (${workers} workers)`),
  });
}

main().catch((error: unknown) => {
  console.error('The site could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
