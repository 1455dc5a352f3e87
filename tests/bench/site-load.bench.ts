// Benchmark (not a test): the home page rendered by the site against the same HTML served by Express
// as a fixed string, at 50 connections; and the home page's first-load JavaScript, gzipped.
// Run with `npm run bench:site` (after `npm run build`, which it runs).
import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import express from 'express';
import { enableStaticRendering } from 'mobx-react-lite';
import { createApiRuntime } from '../../server/api/api-runtime';
import { readApiConfig } from '../../server/api/config';
import { createServerContainer } from '../../server/container';
import { readClientAssets } from '../../server/site/assets';
import { createSiteApp } from '../../server/site/site-app';
import { readSiteConfig } from '../../server/site/site-config';

const CONNECTIONS = 50;
const DURATION_S = 10;
const quiet = { info: () => undefined, warn: () => undefined, error: (m: string, e?: unknown) => console.error(m, e) };

async function listen(app: express.Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}

async function main(): Promise<void> {
  process.env.NODE_ENV = 'production';
  enableStaticRendering(true);
  const api = await createApiRuntime({ ...readApiConfig({}), dataDir: 'memory://' }, quiet);
  const apiServer = await listen(api.app);
  const config = { ...readSiteConfig({}), apiBaseUrl: apiServer.url };
  const container = createServerContainer({ apiBaseUrl: apiServer.url, brandKey: config.brandKey });
  const site = await listen(createSiteApp({ config, container, log: () => undefined }));
  const uncached = await listen(createSiteApp({ config: { ...config, renderCacheSeconds: 0 }, container, log: () => undefined }));

  const html = await (await fetch(`${site.url}/`)).text();
  const fixed = express();
  fixed.disable('x-powered-by');
  fixed.get('/', (_req, res) => res.type('html').send(html));
  const baseline = await listen(fixed);

  const run = (url: string) => autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  await run(`${uncached.url}/`); // warm-up pass: data caches, JIT
  const rendered = await run(`${site.url}/`);
  const everyRequest = await run(`${uncached.url}/`);
  const stringOnly = await run(`${baseline.url}/`);

  // First-load JS: the entry and every module it imports statically (what a first visit downloads).
  const assets = readClientAssets(config.clientDir, '/assets/');
  const files = [assets.script, ...assets.preload].filter((f): f is string => f !== null);
  const gz = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(config.clientDir, f.replace(/^\//, '')))).length, 0);

  await Promise.all([site.close(), uncached.close(), baseline.close(), apiServer.close()]);
  await api.close();

  const line = (name: string, r: autocannon.Result) =>
    `${name.padEnd(26)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;
  console.log(`Home page, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(line('site (SSR, micro-cache)', rendered));
  console.log(line('site (render each time)', everyRequest));
  console.log(line('express fixed string', stringOnly));
  console.log(`ratio SSR / fixed string: ${(rendered.requests.average / stringOnly.requests.average).toFixed(2)} with the 5 s render cache, ${(everyRequest.requests.average / stringOnly.requests.average).toFixed(2)} rendering every request (goal >= 0.35)`);
  console.log(`first-load JS: ${(gz / 1024).toFixed(1)} KB gzipped in ${files.length} files (goal <= 100 KB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
