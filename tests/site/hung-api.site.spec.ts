// The site's pages against an API that accepts connections and never answers (issue 13, item 3): each of
// the site's calls ends at its deadline, and once the circuit breaker has opened, pages are answered at
// once (from what the caches keep, or the error page) instead of each waiting for the hung API.
import request from 'supertest';
import { createServerContainer } from '../../server/container';
import { createSiteApp } from '../../server/site/site-app';
import { readSiteConfig } from '../../server/site/site-config';
import { startHungServer } from '../support/http-probe';

const DEADLINE_MS = 1_000;

describe('pages with a hung API', () => {
  it('given the breaker open after at most three waiting pages, then later pages answer without waiting for the API', async () => {
    const hung = await startHungServer();
    const app = createSiteApp({
      config: { ...readSiteConfig({}), apiBaseUrl: hung.url, renderCacheSeconds: 0 },
      container: createServerContainer({
        apiBaseUrl: hung.url,
        brandKey: 'casa-ventura',
        apiCallDeadlineMs: DEADLINE_MS,
        circuitBreaker: { failures: 3, openMs: 60_000 },
      }),
      assets: { script: null, stylesheet: null, preload: [] },
      log: () => undefined,
      warn: () => undefined,
    });
    try {
      const pages: Array<{ path: string; status: number; ms: number; connections: number }> = [];
      for (const path of ['/', '/menus', '/find-us', '/', '/menus', '/find-us', '/', '/offers']) {
        const started = Date.now();
        const page = await request(app).get(path);
        pages.push({ path, status: page.status, ms: Date.now() - started, connections: hung.accepted() });
      }
      if (process.env.FIGURES) console.log(pages);
      // Each page that waited failed at least one call: the breaker (3 failures) opens by the third page.
      const opened = pages.findIndex((page, i) => i > 0 && page.connections === pages[i - 1]?.connections);
      expect(opened).toBeGreaterThan(0);
      expect(opened).toBeLessThanOrEqual(3);
      const connectionsWhenOpened = pages[opened]?.connections;
      for (const page of pages.slice(opened)) {
        expect(page.connections).toBe(connectionsWhenOpened);
        expect(page.ms).toBeLessThan(DEADLINE_MS);
      }
      // Every page is an answer (the error page at worst), never a hang.
      for (const page of pages) expect(page.status).toBeGreaterThanOrEqual(200);
      expect(pages[0]?.ms).toBeLessThan(20 * DEADLINE_MS);
    } finally {
      await hung.close();
    }
  });
});
