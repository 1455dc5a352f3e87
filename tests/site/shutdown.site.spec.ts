// The site served on a real port (127.0.0.1, ephemeral) in front of the seeded API: /readyz asks the API's
// own /readyz with a short deadline of its own (503 naming the API when it is hung or unreachable), and
// while the site drains a page gets the 503 error page and the browser's calls 503 JSON.
import { serveSite } from '../../server/site/site-server';
import { shutdown } from '../../server/shutdown';
import { closedPort, probe, startHungServer, stuckClient, waitFor } from '../support/http-probe';
import { useSiteHarness } from '../support/site-harness';

describe('site lifecycle', () => {
  const site = useSiteHarness();

  it('is ready while the API is, and serves pages', async () => {
    const server = serveSite(site.app, { apiBaseUrl: site.apiBaseUrl });
    const { port } = await server.listen(0, '127.0.0.1');
    try {
      expect((await probe(port, '/healthz')).status).toBe(200);
      const ready = await probe(port, '/readyz');
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toEqual({ status: 'ready', checks: { api: 'ok' } });
      expect((await probe(port, '/')).status).toBe(200);
    } finally {
      server.destroy();
    }
  });

  it('is not ready within its check deadline when the API accepts and never answers', async () => {
    const hung = await startHungServer();
    const server = serveSite(site.app, { apiBaseUrl: hung.url, readyCheckTimeoutMs: 500 });
    const { port } = await server.listen(0, '127.0.0.1');
    try {
      const ready = await probe(port, '/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'not ready', checks: { api: 'no answer within 500 ms' } });
      expect(ready.ms).toBeGreaterThanOrEqual(450);
      expect(ready.ms).toBeLessThan(500 + 2_000);
      expect(hung.accepted()).toBe(1);
      // Alive all the same: the process answers.
      expect((await probe(port, '/healthz')).status).toBe(200);
    } finally {
      server.destroy();
      await hung.close();
    }
  });

  it('is not ready when nothing listens at the API address', async () => {
    const server = serveSite(site.app, { apiBaseUrl: `http://127.0.0.1:${await closedPort()}` });
    const { port } = await server.listen(0, '127.0.0.1');
    try {
      const ready = await probe(port, '/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'not ready', checks: { api: 'failed' } });
    } finally {
      server.destroy();
    }
  });

  it('asks nothing of the API when API_READY_PATH is empty', async () => {
    const server = serveSite(site.app, { apiBaseUrl: `http://127.0.0.1:${await closedPort()}`, apiReadyPath: null });
    const { port } = await server.listen(0, '127.0.0.1');
    try {
      expect(JSON.parse((await probe(port, '/readyz')).body)).toEqual({ status: 'ready', checks: {} });
    } finally {
      server.destroy();
    }
  });

  it('answers 503 while draining: the error page for a page, JSON for the browser calls, each with Connection: close', async () => {
    const server = serveSite(site.app, { apiBaseUrl: site.apiBaseUrl });
    const { port } = await server.listen(0, '127.0.0.1');
    // Keep one admitted request under way so the server stays up while draining: a form post whose body never ends.
    const stuck = await stuckClient(port, 'POST /__forms/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    await waitFor(() => server.inFlight === 1);
    const stopping = shutdown({ servers: [server], deadlineMs: 1_500 });

    const page = await probe(port, '/menus');
    expect(page.status).toBe(503);
    expect(page.headers.connection).toBe('close');
    expect(page.headers['retry-after']).toBe('10');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Sorry, the site is restarting. Please try again in a moment.');

    for (const path of ['/api/v1/content/brand-settings', '/__forms/contact', '/__data/menus']) {
      const call = await probe(port, path);
      expect([path, call.status, call.headers.connection]).toEqual([path, 503, 'close']);
      expect(JSON.parse(call.body)).toEqual({ code: 'UNAVAILABLE', message: 'Sorry, the site is restarting. Please try again in a moment.' });
    }

    const report = await stopping;
    expect(report.forced).toBe(true);
    expect(report.elapsedMs).toBeLessThan(1_500 + 500);
    expect(await stuck.closed).toBeLessThan(1_500 + 1_000);
  });
});
