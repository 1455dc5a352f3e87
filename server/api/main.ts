// Starts the reference booking and content API on its own: `npm run start:api`. SIGTERM or SIGINT
// drains it and exits within SHUTDOWN_DEADLINE_MS, the database closed last (server/shutdown.ts).
import { exitOnSignals } from '../shutdown';
import { serveApi } from './api-server';
import { createApiRuntime } from './api-runtime';
import { readApiConfig } from './config';

async function main(): Promise<void> {
  const config = readApiConfig();
  const runtime = await createApiRuntime(config);
  const server = serveApi(runtime.app, runtime.database.db);
  await server.listen(config.port, config.host);
  console.log(`Casa Ventura API listening on http://${config.host}:${config.port}`);
  exitOnSignals({ servers: [server], closeResources: () => runtime.close(), deadlineMs: config.shutdownDeadlineMs });
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
