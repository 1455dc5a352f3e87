// The reference API on the real PostgreSQL server of TEST_DATABASE_URL (tests/support/postgres.sh), listening
// on an ephemeral loopback port, for the *.pg.spec.ts race tests: started in beforeAll, closed in afterAll.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startApiHarness, type ApiHarness, type HarnessOptions } from './api-harness';

export interface PgApiServer {
  /** The started harness; reading it outside a test or a hook throws. */
  readonly harness: ApiHarness;
  /** http://127.0.0.1:{port} of the listening server. */
  base(): string;
}

export function usePgApiServer(options: Omit<HarnessOptions, 'database'> = {}): PgApiServer {
  let harness: ApiHarness | undefined;
  let server: Server | undefined;

  beforeAll(async () => {
    harness = await startApiHarness({ ...options, database: 'postgres' });
    server = harness.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server?.once('listening', resolve));
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await harness?.close();
  });

  return {
    get harness() {
      if (!harness) throw new Error('The PostgreSQL API server is not started: use it inside a test or a hook.');
      return harness;
    },
    base: () => `http://127.0.0.1:${(server?.address() as AddressInfo).port}`,
  };
}
