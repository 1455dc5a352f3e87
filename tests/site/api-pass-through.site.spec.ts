// The /api pass-through against an API that accepts connections and never answers (issue 13, item 3):
// every call is answered 504 JSON within the pass-through's deadline and its upstream request abandoned;
// an API that starts answering and then stalls ends the browser's call instead of holding it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createServerContainer } from '../../server/container';
import { createSiteApp } from '../../server/site/site-app';
import { readSiteConfig, type SiteConfig } from '../../server/site/site-config';
import { serveSite } from '../../server/site/site-server';
import { probe, startHungServer, waitFor } from '../support/http-probe';

const DEADLINE_MS = 500;

function siteOver(apiBaseUrl: string, config: Partial<SiteConfig> = {}) {
  return createSiteApp({
    config: { ...readSiteConfig({}), apiBaseUrl, apiProxyDeadlineMs: DEADLINE_MS, ...config },
    container: createServerContainer({ apiBaseUrl, brandKey: 'casa-ventura' }),
    assets: { script: null, stylesheet: null, preload: [] },
    log: () => undefined,
    warn: () => undefined,
  });
}

describe('the /api pass-through with a hung API', () => {
  it('answers each of 8 parallel calls 504 JSON within its deadline and abandons the upstream requests', async () => {
    const hung = await startHungServer();
    const server = serveSite(siteOver(hung.url), { apiBaseUrl: hung.url, apiReadyPath: null });
    const { port } = await server.listen(0, '127.0.0.1');
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          probe(port, i % 2 === 0 ? '/api/token' : '/api/v1/content/brand-settings', { method: i % 2 === 0 ? 'POST' : 'GET', headers: { brandKey: 'casa-ventura' } }),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(504);
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(answer.body)).toEqual({ code: 'API_TIMEOUT', message: 'Sorry, something went wrong. Please try again.' });
        expect(answer.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
        expect(answer.ms).toBeLessThan(DEADLINE_MS + 1_500);
      }
      expect(hung.accepted()).toBe(8);
      await waitFor(() => hung.open() === 0, 5_000);
    } finally {
      server.destroy();
      await hung.close();
    }
  });

  it('ends the browser’s call at the deadline when the API sends its headers and then stalls', async () => {
    const stalling: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"accessToken":');
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`;
    try {
      const started = Date.now();
      const error = await request(siteOver(url)).post('/api/token').set('brandKey', 'casa-ventura').send({}).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 1_500);
    } finally {
      stalling.closeAllConnections();
      await new Promise((resolve) => stalling.close(resolve));
    }
  });

  it('given two time-outs in a row with a breaker of two, then the next calls are answered 503 at once without reaching the API', async () => {
    const hung = await startHungServer();
    const app = siteOver(hung.url, { apiCircuitBreaker: { failures: 2, openMs: 60_000 } });
    try {
      for (let i = 0; i < 2; i += 1) expect((await request(app).post('/api/token').set('brandKey', 'casa-ventura').send({})).status).toBe(504);
      expect(hung.accepted()).toBe(2);
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 5 }, () => request(app).get('/api/v1/content/brand-settings')));
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.body).toEqual({ code: 'API_UNAVAILABLE', message: 'Sorry, something went wrong. Please try again.' });
      }
      expect(hung.accepted()).toBe(2);
    } finally {
      await hung.close();
    }
  });
});
