// The shared serve-and-stop code on a real server on 127.0.0.1 (ephemeral port): /healthz and /readyz,
// 503 with Connection: close while draining, admitted requests finished, and the hard deadline that
// destroys a stuck client's socket.
import { Agent } from 'node:http';
import express from 'express';
import { probe, stuckClient, waitFor } from '../tests/support/http-probe';
import { LIFECYCLE, ReadinessFailure, readShutdownDeadlineMs, serve, shutdown, type ManagedServer, type ReadinessCheck } from './shutdown';

interface Started {
  server: ManagedServer;
  port: number;
  /** Releases the request waiting on /slow. */
  release(): void;
}

async function start(readiness: ReadinessCheck[] = []): Promise<Started> {
  const app = express();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async (_req, res) => {
    await gate;
    res.send('finished');
  });
  app.get('/fast', (_req, res) => {
    res.send('fast');
  });
  const server = serve(app, {
    readiness,
    readyCheckTimeoutMs: 300,
    unavailable: (_req, res) => {
      res.setHeader('Content-Type', 'text/plain');
      res.end('draining');
    },
  });
  const { port } = await server.listen(0, '127.0.0.1');
  return { server, port, release };
}

describe('serve and shutdown', () => {
  let started: Started;
  afterEach(() => {
    started?.server.destroy();
  });

  it('answers /healthz 200 while alive and /readyz 200 when every check answers', async () => {
    started = await start([{ name: 'database', check: async () => undefined }]);
    const health = await probe(started.port, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'alive' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await probe(started.port, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect((await probe(started.port, '/fast')).body).toBe('fast');
  });

  it('answers /readyz 503 naming the check that failed or did not answer in its own time', async () => {
    started = await start([
      { name: 'database', check: async () => undefined },
      { name: 'api', check: () => new Promise<void>(() => undefined) },
      { name: 'cache', check: async () => { throw new ReadinessFailure('answered 500'); } },
      { name: 'queue', check: async () => { throw new Error('secret detail'); } },
    ]);
    const ready = await probe(started.port, '/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({
      status: 'not ready',
      checks: { database: 'ok', api: 'no answer within 300 ms', cache: 'answered 500', queue: 'failed' },
    });
    expect(ready.ms).toBeLessThan(300 + 2000);
  });

  it('shares one readiness run between concurrent /readyz requests', async () => {
    let runs = 0;
    started = await start([{ name: 'database', check: async () => { runs += 1; await new Promise((r) => setTimeout(r, 50)); } }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => probe(started.port, '/readyz')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(runs).toBe(1);
  });

  it('drains: new requests get 503 with Connection: close and Retry-After, the admitted one finishes, then the server stops', async () => {
    started = await start();
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    // An idle keep-alive connection, and a request under way on another.
    expect((await probe(started.port, '/fast', { agent })).status).toBe(200);
    const slow = probe(started.port, '/slow');
    await waitFor(() => started.server.inFlight === 1);

    const stopping = shutdown({ servers: [started.server], deadlineMs: 5_000 });
    await waitFor(() => started.server.draining);
    const refused = await probe(started.port, '/fast');
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['retry-after']).toBe(String(LIFECYCLE.shutdownDeadlineMs / 1000));
    expect(refused.body).toBe('draining');
    const health = await probe(started.port, '/healthz');
    expect(health.status).toBe(503);
    expect(health.headers.connection).toBe('close');
    expect(JSON.parse(health.body)).toEqual({ status: 'draining' });
    expect((await probe(started.port, '/readyz')).status).toBe(503);

    const releasedAt = Date.now();
    started.release();
    const finished = await slow;
    expect(finished.status).toBe(200);
    expect(finished.body).toBe('finished');
    expect(finished.headers.connection).toBe('close');
    const report = await stopping;
    expect(report.forced).toBe(false);
    expect(Date.now() - releasedAt).toBeLessThan(2_000);
    expect(started.server.server.listening).toBe(false);
    expect(started.server.openSockets).toBe(0);
    await expect(probe(started.port, '/fast')).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it('does not wait for a client that never finished sending its request once nothing admitted is in flight', async () => {
    started = await start();
    const loris = await stuckClient(started.port, 'GET /fast HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow:');
    await waitFor(() => started.server.openSockets === 1);
    const report = await shutdown({ servers: [started.server], deadlineMs: 5_000 });
    expect(report.forced).toBe(false);
    expect(report.elapsedMs).toBeLessThan(1_000);
    expect(await loris.closed).toBeLessThan(5_000);
  });

  it('exits at the deadline with a stuck client: its socket destroyed, the resources closed last', async () => {
    started = await start();
    // Headers sent, the handler waiting for ever: an admitted request that never ends.
    const stuck = await stuckClient(started.port, 'GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await waitFor(() => started.server.inFlight === 1);
    const order: string[] = [];
    const deadlineMs = 1_500;
    const began = Date.now();
    const report = await shutdown({
      servers: [started.server],
      deadlineMs,
      closeResources: async () => {
        order.push(`resources closed with ${started.server.openSockets} socket(s) open`);
      },
    });
    const elapsed = Date.now() - began;
    expect(report.forced).toBe(true);
    expect(report.destroyedSockets).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(deadlineMs - 300 - 50);
    expect(elapsed).toBeLessThan(deadlineMs + 500);
    expect(await stuck.closed).toBeLessThan(deadlineMs + 500);
    expect(order).toEqual(['resources closed with 0 socket(s) open']);
    expect(started.server.server.listening).toBe(false);
  });

  it('ends at the deadline when the resources do not close', async () => {
    started = await start();
    const began = Date.now();
    const report = await shutdown({ servers: [started.server], deadlineMs: 600, closeResources: () => new Promise<void>(() => undefined) });
    expect(report.forced).toBe(true);
    expect(Date.now() - began).toBeLessThan(600 + 500);
  });

  it('reads SHUTDOWN_DEADLINE_MS: a whole number of ms above 0, else 10 s', () => {
    expect(readShutdownDeadlineMs('2500')).toBe(2500);
    expect(readShutdownDeadlineMs(undefined)).toBe(10_000);
    for (const bad of ['', '0', '-1', '1.5', 'ten']) expect(readShutdownDeadlineMs(bad)).toBe(10_000);
  });
});
