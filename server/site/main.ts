// Starts the site (`npm start`): with no API_BASE_URL it first starts the reference booking and content
// API on its embedded database (port API_PORT, 4000), then serves the site on PORT (3000). SIGTERM or
// SIGINT drains both and exits within SHUTDOWN_DEADLINE_MS, the database closed last (server/shutdown.ts).
import { enableStaticRendering } from 'mobx-react-lite';
import { createApiRuntime, type ApiRuntime } from '../api/api-runtime';
import { readApiConfig } from '../api/config';
import { createServerContainer } from '../container';
import { exitOnSignals, type ManagedServer } from '../shutdown';
import { serveApi } from '../api/api-server';
import { serveSite } from './site-server';
import { createSiteApp } from './site-app';
import { readSiteConfig } from './site-config';
import { currentClientAddress } from './client-address';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';

/** A small pool on the API's PostgreSQL database for the site's rate-limit counters alone. */
function openRateLimitDatabase(url: string): Kysely<any> {
  return new Kysely<any>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 5, connectionTimeoutMillis: 10_000 }) }) });
}

async function main(): Promise<void> {
  enableStaticRendering(true);
  const config = readSiteConfig();
  let api: ApiRuntime | null = null;
  let apiServer: ManagedServer | null = null;
  let apiBaseUrl = config.apiBaseUrl;
  if (!apiBaseUrl) {
    // The embedded API is reached through the site alone (on the loopback), which passes each diner's
    // address on in X-Forwarded-For: it trusts one hop more than the site, or any proxy on the loopback.
    const trustProxyHops = config.trustProxyHops === null || config.trustProxyHops === undefined ? ('loopback' as const) : config.trustProxyHops + 1;
    const apiConfig = { ...readApiConfig(), port: config.embeddedApiPort, publicBaseUrl: config.publicUrl, trustProxyHops };
    api = await createApiRuntime(apiConfig);
    apiServer = serveApi(api.app, api.database.db);
    await apiServer.listen(apiConfig.port, apiConfig.host);
    apiBaseUrl = `http://${apiConfig.host}:${apiConfig.port}`;
    console.log(`Reference API (embedded) listening on ${apiBaseUrl}`);
  }
  const container = createServerContainer({
    apiBaseUrl,
    brandKey: config.brandKey,
    settingsCacheSeconds: config.settingsCacheSeconds,
    restaurantsCacheSeconds: config.restaurantsCacheSeconds,
    catalogueCacheSeconds: config.catalogueCacheSeconds,
    apiCallDeadlineMs: config.apiCallDeadlineMs,
    circuitBreaker: config.apiCircuitBreaker,
    forwardedFor: currentClientAddress,
  });
  // With DATABASE_URL the site's rate-limit counters live in the API's database (its rate_limit_hits
  // table), shared with every other site process; on the embedded default, in memory.
  const rateLimitDb = api?.database.kind === 'postgres' ? api.database.db : config.rateLimitDatabaseUrl ? openRateLimitDatabase(config.rateLimitDatabaseUrl) : null;
  const app = createSiteApp({ config, container, apiProxyTarget: apiBaseUrl, rateLimitDb });
  const server = serveSite(app, { apiBaseUrl, apiReadyPath: config.apiReadyPath });
  await server.listen(config.port, config.host);
  console.log(`Casa Ventura site on http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}`);
  // The site drains first (its pages still call the embedded API), then the API, then the database.
  exitOnSignals({
    servers: apiServer ? [server, apiServer] : [server],
    closeResources: () => (api ? api.close() : Promise.resolve()),
    deadlineMs: config.shutdownDeadlineMs,
  });
}

main().catch((error: unknown) => {
  console.error('The site could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
