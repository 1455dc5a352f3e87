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

async function main(): Promise<void> {
  enableStaticRendering(true);
  const config = readSiteConfig();
  let api: ApiRuntime | null = null;
  let apiServer: ManagedServer | null = null;
  let apiBaseUrl = config.apiBaseUrl;
  if (!apiBaseUrl) {
    const apiConfig = { ...readApiConfig(), port: config.embeddedApiPort, publicBaseUrl: config.publicUrl };
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
  });
  const app = createSiteApp({ config, container, apiProxyTarget: apiBaseUrl });
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
