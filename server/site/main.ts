// Starts the site (`npm start`): with no API_BASE_URL it first starts the reference booking and content
// API on its embedded database (port API_PORT, 4000), then serves the site on PORT (3000).
import { enableStaticRendering } from 'mobx-react-lite';
import { createApiRuntime, type ApiRuntime } from '../api/api-runtime';
import { readApiConfig } from '../api/config';
import { createServerContainer } from '../container';
import { createSiteApp } from './site-app';
import { readSiteConfig } from './site-config';

async function main(): Promise<void> {
  enableStaticRendering(true);
  const config = readSiteConfig();
  let api: ApiRuntime | null = null;
  let apiBaseUrl = config.apiBaseUrl;
  if (!apiBaseUrl) {
    const apiConfig = { ...readApiConfig(), port: config.embeddedApiPort, publicBaseUrl: config.publicUrl };
    api = await createApiRuntime(apiConfig);
    await new Promise<void>((resolve) => api?.app.listen(apiConfig.port, apiConfig.host, () => resolve()));
    apiBaseUrl = `http://${apiConfig.host}:${apiConfig.port}`;
    console.log(`Reference API (embedded) listening on ${apiBaseUrl}`);
  }
  const container = createServerContainer({
    apiBaseUrl,
    brandKey: config.brandKey,
    settingsCacheSeconds: config.settingsCacheSeconds,
    restaurantsCacheSeconds: config.restaurantsCacheSeconds,
    catalogueCacheSeconds: config.catalogueCacheSeconds,
  });
  const app = createSiteApp({ config, container, apiProxyTarget: apiBaseUrl });
  const server = app.listen(config.port, config.host, () => {
    console.log(`Casa Ventura site on http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}`);
  });
  const shutdown = () => {
    server.close(() => {
      (api ? api.close() : Promise.resolve()).finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('The site could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
