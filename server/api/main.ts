// Starts the reference booking and content API on its own: `npm run start:api`.
import { createApiRuntime } from './api-runtime';
import { readApiConfig } from './config';

async function main(): Promise<void> {
  const config = readApiConfig();
  const runtime = await createApiRuntime(config);
  const server = runtime.app.listen(config.port, config.host, () => {
    console.log(`Casa Ventura API listening on http://${config.host}:${config.port}`);
  });
  const shutdown = () => {
    server.close(() => {
      runtime.close().finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
