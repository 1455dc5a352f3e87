// Benchmark (not a test): the home page rendered by the site against the same HTML served by Express
// as a fixed string, at 50 connections; rendering every request against plain Express + renderToString of the
// same page tree from the same loader data; the page cache as browsers ask (Accept-Encoding: br, gzip), with
// and without a fresh tracking parameter per request, against Express sending the same HTML as a fixed
// string through on-the-fly compression() (medians of interleaved rounds); what the page cache's
// compression costs once per page; and the home page's first-load JavaScript, gzipped.
// Run with `npm run bench:site` (after `npm run build`, which it runs).
import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import compression from 'compression';
import express from 'express';
import { enableStaticRendering } from 'mobx-react-lite';
import { createApiRuntime } from '../../server/api/api-runtime';
import { readApiConfig } from '../../server/api/config';
import { createServerContainer } from '../../server/container';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { readClientAssets } from '../../server/site/assets';
import { renderDocument } from '../../server/site/document';
import { createRenderContext, hydrationData, requestContext } from '../../server/site/render';
import type { RootData } from '../../web/page-data';
import { RootStore } from '../../web/stores/root.store';
import { StoreProvider } from '../../web/stores/store-context';
import { PAGE_BROTLI_QUALITY } from '../../server/site/render-cache';
import { createSiteApp } from '../../server/site/site-app';
import { readSiteConfig } from '../../server/site/site-config';

const CONNECTIONS = 50;
const DURATION_S = 10;
/** Interleaved rounds of the page-cache comparison; its figures are the medians. */
const ROUNDS = 3;
const AS_BROWSERS_ASK = { 'accept-encoding': 'br, gzip' };
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
  // The same HTML as a fixed string through on-the-fly compression (br at compression()'s quality 4 for 'br, gzip').
  const fixedCompressed = express();
  fixedCompressed.disable('x-powered-by');
  fixedCompressed.use(compression());
  fixedCompressed.get('/', (_req, res) => res.type('html').send(html));
  const compressedBaseline = await listen(fixedCompressed);

  // Plain Express + react-dom/server's renderToString, no router data loading and no container: the same
  // home page tree rendered from the same loader data, captured once, into the same document.
  const assets = readClientAssets(config.clientDir, '/assets/');
  const render = createRenderContext(container, config, assets);
  const captured = await render.handler.query(new Request('http://localhost/'), requestContext(render));
  if (captured instanceof Response) throw new Error('the home page redirected');
  const noCookies = { get: () => null, set: () => undefined };
  const plainApp = express();
  plainApp.disable('x-powered-by');
  plainApp.get('/', (_req, res) => {
    const tree = createElement(StoreProvider, {
      store: new RootStore({ cookies: noCookies }),
      children: createElement(StaticRouterProvider, { router: createStaticRouter(render.handler.dataRoutes, captured), context: captured, hydrate: false }),
    });
    const root = (captured.loaderData.root as RootData | undefined) ?? null;
    const meta = (captured.loaderData.home as { meta?: never } | undefined)?.meta ?? null;
    res.type('html').send(renderDocument({ appHtml: renderToString(tree), meta, root, hydration: hydrationData(captured), assets, publicUrl: config.publicUrl, status: 200 }));
  });
  const plain = await listen(plainApp);
  const plainBytes = (await (await fetch(`${plain.url}/`)).text()).length;
  const siteBytes = (await (await fetch(`${uncached.url}/`)).text()).length;

  const run = (url: string) => autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  await run(`${uncached.url}/`); // warm-up pass: data caches, JIT
  const rendered = await run(`${site.url}/`);
  const everyRequest = await run(`${uncached.url}/`);
  const stringOnly = await run(`${baseline.url}/`);
  const plainRender = await run(`${plain.url}/`);

  // The page cache as browsers ask, and with a fresh ?fbclid= on every request, against the compressed fixed string.
  const asked = (url: string, tracking: boolean) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: AS_BROWSERS_ASK,
      requests: tracking ? [{ setupRequest: (request) => ({ ...request, path: `/?fbclid=IwAR${Math.random().toString(36).slice(2)}` }) }] : undefined,
    });
  const cacheRows = { cached: [] as autocannon.Result[], fixed: [] as autocannon.Result[], cachedTracking: [] as autocannon.Result[], fixedTracking: [] as autocannon.Result[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    cacheRows.cached.push(await asked(`${site.url}/`, false));
    cacheRows.fixed.push(await asked(`${compressedBaseline.url}/`, false));
    cacheRows.cachedTracking.push(await asked(`${site.url}/`, true));
    cacheRows.fixedTracking.push(await asked(`${compressedBaseline.url}/`, true));
  }

  // First-load JS: the entry and every module it imports statically (what a first visit downloads).
  const files = [assets.script, ...assets.preload].filter((f): f is string => f !== null);
  const gz = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(config.clientDir, f.replace(/^\//, '')))).length, 0);

  await Promise.all([site.close(), uncached.close(), baseline.close(), compressedBaseline.close(), plain.close(), apiServer.close()]);
  await api.close();

  const line = (name: string, r: autocannon.Result) =>
    `${name.padEnd(26)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;
  console.log(`Home page, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(line('site (SSR, micro-cache)', rendered));
  console.log(line('site (render each time)', everyRequest));
  console.log(line('express fixed string', stringOnly));
  console.log(line('express + renderToString', plainRender));
  console.log(`ratio SSR / fixed string: ${(rendered.requests.average / stringOnly.requests.average).toFixed(2)} with the 5 s render cache, ${(everyRequest.requests.average / stringOnly.requests.average).toFixed(2)} rendering every request (goal >= 0.35)`);
  console.log(
    `ratio every-request rendering / plain Express + renderToString of the same page: ${(everyRequest.requests.average / plainRender.requests.average).toFixed(2)} (goal >= 0.6; ${siteBytes} and ${plainBytes} bytes)`,
  );

  const median = (results: autocannon.Result[]) => [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)] as autocannon.Result;
  const ratio = (a: autocannon.Result[], b: autocannon.Result[]) => (median(a).requests.average / median(b).requests.average).toFixed(2);
  const perRound = (a: autocannon.Result[], b: autocannon.Result[]) =>
    a.map((r, i) => ((b[i] as autocannon.Result).requests.average > 0 ? (r.requests.average / (b[i] as autocannon.Result).requests.average).toFixed(2) : 'n/a')).join(', ');
  console.log(`\nHome page as browsers ask (Accept-Encoding: br, gzip), ${CONNECTIONS} connections, ${DURATION_S} s each, median of ${ROUNDS} interleaved rounds`);
  console.log(line('page cache', median(cacheRows.cached)));
  console.log(line('express + compression()', median(cacheRows.fixed)));
  console.log(line('page cache ?fbclid=random', median(cacheRows.cachedTracking)));
  console.log(line('express + compression() ?fbclid', median(cacheRows.fixedTracking)));
  console.log(`ratio page cache / fixed string with on-the-fly compression: ${ratio(cacheRows.cached, cacheRows.fixed)} (rounds ${perRound(cacheRows.cached, cacheRows.fixed)}; goal >= 1.0)`);
  console.log(`ratio with a fresh tracking parameter per request: ${ratio(cacheRows.cachedTracking, cacheRows.fixedTracking)} (rounds ${perRound(cacheRows.cachedTracking, cacheRows.fixedTracking)}; goal >= 1.0)`);
  console.log(compressionCosts(html));
  console.log(`first-load JS: ${(gz / 1024).toFixed(1)} KB gzipped in ${files.length} files (goal <= 100 KB)`);
}

/** What compressing the home page once costs at the page cache's settings and at the strongest ones. */
function compressionCosts(html: string): string {
  const page = Buffer.from(html);
  const time = (compress: () => Buffer) => {
    const runs = 20;
    let size = 0;
    const start = process.hrtime.bigint();
    for (let i = 0; i < runs; i += 1) size = compress().length;
    return { size, ms: Number(process.hrtime.bigint() - start) / 1e6 / runs };
  };
  const br = (quality: number) => () => brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: page.length } });
  const forms = [
    [`br q${PAGE_BROTLI_QUALITY} (kept)`, time(br(PAGE_BROTLI_QUALITY))],
    ['br q11', time(br(11))],
    ['gzip 6 (kept)', time(() => gzipSync(page))],
    ['gzip 9', time(() => gzipSync(page, { level: 9 }))],
  ] as const;
  return `compressing the home page once (${page.length} bytes): ` + forms.map(([name, { size, ms }]) => `${name} ${size} B in ${ms.toFixed(1)} ms`).join('; ');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
