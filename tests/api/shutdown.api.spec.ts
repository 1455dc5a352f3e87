// The API served on a real port (127.0.0.1, ephemeral) over its seeded database: /healthz, /readyz asking
// the database, 503 JSON while it drains, and a shutdown that ends at its deadline with a client stuck
// half-way through its body, the database closed last; /readyz then says the database is down.
import { sql } from 'kysely';
import { serveApi } from '../../server/api/api-server';
import { shutdown, type ManagedServer } from '../../server/shutdown';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { probe, stuckClient, waitFor } from '../support/http-probe';

describe('API lifecycle', () => {
  let harness: ApiHarness;
  let server: ManagedServer;
  let port: number;

  beforeAll(async () => {
    harness = await startApiHarness();
    server = serveApi(harness.app, harness.handle.db);
    ({ port } = await server.listen(0, '127.0.0.1'));
  }, 60_000);

  afterAll(async () => {
    server.destroy();
    await harness.close().catch(() => undefined);
  });

  it('is alive and ready while the database answers, and still serves its calls', async () => {
    expect((await probe(port, '/healthz')).status).toBe(200);
    const ready = await probe(port, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', checks: { database: 'ok' } });
    const settings = await probe(port, '/api/v1/content/brand-settings', { headers: harness.headers() });
    expect(settings.status).not.toBe(503);
  });

  it('answers 503 JSON with Connection: close while draining and exits at the deadline with a stuck client, the database closed last', async () => {
    // A token call whose body never arrives in full: admitted, its body parser waiting for ever.
    const stuck = await stuckClient(
      port,
      `POST /api/token HTTP/1.1\r\nHost: 127.0.0.1\r\nbrandKey: ${harness.config.brandKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"clearCache":`,
    );
    await waitFor(() => server.inFlight === 1);

    let socketsAtDatabaseClose = -1;
    const deadlineMs = 2_000;
    const began = Date.now();
    const stopping = shutdown({
      servers: [server],
      deadlineMs,
      closeResources: async () => {
        socketsAtDatabaseClose = server.openSockets;
        await harness.close();
      },
    });

    const refused = await probe(port, '/api/v1/content/brand-settings', { headers: harness.headers() });
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refused.body)).toEqual({ code: 'UNAVAILABLE', message: 'The service is restarting. Please try again in a moment.' });
    expect(refused.ms).toBeLessThan(1_000);
    const health = await probe(port, '/healthz');
    expect([health.status, health.headers.connection]).toEqual([503, 'close']);

    const report = await stopping;
    const elapsed = Date.now() - began;
    expect(report).toMatchObject({ forced: true, destroyedSockets: 1 });
    expect(elapsed).toBeLessThan(deadlineMs + 1_000);
    expect(await stuck.closed).toBeLessThan(deadlineMs + 1_000);
    expect(socketsAtDatabaseClose).toBe(0);
    await expect(sql`select 1`.execute(harness.handle.db)).rejects.toThrow();
  });

  it('is not ready once the database is closed, and says so', async () => {
    const after = serveApi(harness.app, harness.handle.db);
    const { port: afterPort } = await after.listen(0, '127.0.0.1');
    try {
      expect((await probe(afterPort, '/healthz')).status).toBe(200);
      const ready = await probe(afterPort, '/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'not ready', checks: { database: 'failed' } });
    } finally {
      after.destroy();
    }
  });
});
