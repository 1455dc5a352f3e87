// Benchmark (not a test): the JavaScript each kind of page makes a diner download, from the built files, and
// Lighthouse's mobile figures for the home page when Debian's Chromium is present. Run with
// `npm run bench:client` (it builds first).
//   - per page type, the gzipped JavaScript loaded before any interaction (the entry, the matched page's chunk
//     and everything they import statically) and after the diner reaches for the booking form (the booking
//     package's chunks on top: web/tiles/booking-intent.ts loads them on a focus, a tap or a scroll near the band);
//     the widget's booking is /embed.js as served plus its app (its own build, dist/public/embed, under Preact's
//     React-compatible API); the kiosk is its own build (on React, dist/public/assets/kiosk);
//   - what each package contributes (gzip) to the home page's first load and to the booking chunks, with the
//     libraries issue 15 asked about named even when absent;
//   - Lighthouse (mobile, its default simulated throttling) on the built site served on 127.0.0.1:5300, a fresh
//     Chromium profile per run, the median of BENCH_LIGHTHOUSE_RUNS runs (3 unless told); with
//     BENCH_LIGHTHOUSE_JSON=<dir> each run's full report is written there (home-1.json, ...) to read its audits.
// Targets beside each figure: home before intent ≤ 100 KB, widget booking ≤ 80 KB, Lighthouse mobile home ≥ 98.
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { EMBED_DIR, embedScript, readEmbedAssets, WIDGET_APP_ENTRY } from '../../server/site/embed';
import { KIOSK_ASSET_DIR } from '../../server/site/kiosk';
import { readSiteConfig } from '../../server/site/site-config';
import { gz, KB, kb, readBundleMeta } from './bundle-meta';

const root = path.resolve(__dirname, '../..');
const HOME_BUDGET = 100 * KB;
const WIDGET_BUDGET = 80 * KB;
const LIGHTHOUSE_TARGET = 98;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 5300);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 5301);
const NAMED = ['react-dom', 'react-router', 'mobx', 'mobx-react-lite', 'axios', 'inversify', 'reflect-metadata', 'class-validator', 'dayjs', 'preact'];

const verdict = (bytes: number, budget: number) => `${(bytes / budget).toFixed(2)}× of ${kb(budget)}: ${bytes <= budget ? 'met' : 'NOT MET'}`;

function sizes(): void {
  const config = readSiteConfig({}, root);
  const meta = readBundleMeta(root, path.join(config.clientDir, 'assets'));
  const need = (entryPoint: string) => {
    const output = meta.entryOf(entryPoint);
    if (!output) throw new Error(`${entryPoint} is not in the metafile: run \`npm run build\`.`);
    return output;
  };
  const total = (files: Iterable<string>) => [...files].reduce((sum, output) => sum + meta.fileGz(output), 0);
  const client = need('web/client.tsx');
  const booking = need('web/booking/booking-package.ts');
  const embed = readBundleMeta(root, path.join(config.clientDir, EMBED_DIR));
  const assets = readEmbedAssets(config.clientDir);
  if (assets.loader === null) throw new Error('dist/public/embed/embed-loader.js is missing: run `npm run build`.');
  const loaderGz = gz(embedScript(assets, config));

  const sitePage = (name: string, page: string | null) => {
    const before = new Set(meta.closure(client, ...(page ? [need(page)] : [])).files);
    const after = new Set([...before, ...meta.closure(booking).files]);
    return { name, before: total(before), after: total(after), files: before.size };
  };
  // The kiosk is its own build (on React), with its own metafile under the site's assets.
  const kioskMeta = readBundleMeta(root, path.join(config.clientDir, 'assets', KIOSK_ASSET_DIR));
  const kioskEntry = kioskMeta.entryOf('web/kiosk/kiosk-client.tsx');
  if (!kioskEntry) throw new Error('web/kiosk/kiosk-client.tsx is not in the kiosk build\'s metafile: run `npm run build`.');
  const kiosk = kioskMeta.closure(kioskEntry).files;
  const kioskGz = kiosk.reduce((sum, output) => sum + kioskMeta.fileGz(output), 0);
  const widgetApp = embed.entryOf(WIDGET_APP_ENTRY);
  if (!widgetApp) throw new Error(`${WIDGET_APP_ENTRY} is not in the embed build's metafile: run \`npm run build\`.`);
  const widget = embed.closure(widgetApp).files;
  const widgetGz = widget.reduce((sum, output) => sum + embed.fileGz(output), 0);
  const rows = [
    sitePage('home (/)', null),
    sitePage('restaurant page', 'web/pages/restaurant-page.tsx'),
    sitePage('menu page', 'web/pages/menu-page.tsx'),
    sitePage('book-now page', 'web/pages/book-now-page.tsx'),
    { name: 'kiosk (/kiosk/{storeId}, React)', before: kioskGz, after: kioskGz, files: kiosk.length },
    { name: "widget's booking (/embed.js + app)", before: loaderGz + widgetGz, after: loaderGz + widgetGz, files: widget.length + 1 },
  ];
  console.log('JavaScript a page downloads, built files, gzip (zlib default level, as served)\n');
  console.log(`${'page'.padEnd(36)} ${'before intent'.padStart(13)} ${'after reaching for booking'.padStart(27)}   target`);
  for (const row of rows) {
    const target =
      row.name.startsWith('home') ? `home before intent ${verdict(row.before, HOME_BUDGET)}` : row.name.startsWith('widget') ? `booking ${verdict(row.after, WIDGET_BUDGET)}` : '';
    console.log(`${row.name.padEnd(36)} ${kb(row.before).padStart(13)} ${kb(row.after).padStart(27)}   ${target}`);
  }

  const home = meta.closure(client).files;
  const bookingOnly = meta.closure(booking).files.filter((output) => !home.includes(output));
  const homeBy = meta.byOrigin(home);
  const bookingBy = meta.byOrigin(bookingOnly);
  const widgetBy = embed.byOrigin(widget);
  const origins = [...new Set([...NAMED, ...[...homeBy.entries(), ...bookingBy.entries(), ...widgetBy.entries()].sort((a, b) => b[1] - a[1]).map(([o]) => o)])].slice(0, 24);
  console.log(`\nWhat each package or source folder adds (gzip, shared out by minified bytes within each file)\n`);
  console.log(`${'package / folder'.padEnd(28)} ${'home first load'.padStart(16)} ${'booking chunks'.padStart(15)} ${"widget's booking".padStart(17)}`);
  for (const origin of origins) {
    const cell = (map: Map<string, number>) => (map.has(origin) ? kb(map.get(origin) as number) : '—').padStart(map === homeBy ? 16 : map === bookingBy ? 15 : 17);
    console.log(`${origin.padEnd(28)} ${cell(homeBy)} ${cell(bookingBy)} ${cell(widgetBy)}`);
  }
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the site did not answer ${url} within 240 s`);
}

// lighthouse and chrome-launcher are ES modules loaded at run time, left out of this script's bundle.
const importModule = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** What the network carried for scripts: bodies as served (brotli here) plus each response's headers. */
  scriptBytes: number;
  /** The scripts' bodies alone, as served (Lighthouse's script-treemap-data, encodedBytes). */
  scriptBodyBytes: number;
  scriptFiles: number;
}

async function lighthouseHome(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`\nLighthouse: skipped (${CHROMIUM} not found).`);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-client-'));
  const base = `http://127.0.0.1:${SITE_PORT}`;
  const site = spawn(process.execPath, ['dist/server/site.cjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(SITE_PORT), API_PORT: String(API_PORT), DATA_DIR: dataDir, PUBLIC_BASE_URL: base },
  });
  try {
    await waitForServer(`${base}/robots.txt`, site);
    const { default: lighthouse } = await importModule<{ default: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult } | undefined> }>('lighthouse');
    const launcher = await importModule<{ launch(options: Record<string, unknown>): Promise<{ port: number; kill(): Promise<void> | void }> }>('chrome-launcher');
    const runs: LighthouseFigures[] = [];
    const count = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    // One warm-up load so the render cache and the first compile do not count against run one.
    await fetch(`${base}/`);
    for (let i = 0; i < count; i += 1) {
      const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-chromium-'));
      const chrome = await launcher.launch({
        chromePath: CHROMIUM,
        userDataDir,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      });
      try {
        const result = await lighthouse(`${base}/`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        if (!result) throw new Error('Lighthouse returned no result');
        if (process.env.BENCH_LIGHTHOUSE_JSON) {
          fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_JSON, { recursive: true });
          fs.writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_JSON, `home-${i + 1}.json`), JSON.stringify(result.lhr, null, 1));
        }
        runs.push(figures(result.lhr));
      } finally {
        await chrome.kill();
        fs.rmSync(userDataDir, { recursive: true, force: true });
      }
    }
    const median = (pick: (f: LighthouseFigures) => number) => {
      const sorted = runs.map(pick).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] as number;
    };
    const score = median((f) => f.score);
    console.log(`\nLighthouse mobile, home page (median of ${runs.length} runs; simulated slow 4G and 4× CPU slowdown)\n`);
    console.log(`performance score   ${String(score).padStart(8)}   target ≥ ${LIGHTHOUSE_TARGET}: ${score >= LIGHTHOUSE_TARGET ? 'met' : 'NOT MET'}   (runs: ${runs.map((r) => r.score).join(', ')})`);
    console.log(`FCP                 ${`${(median((f) => f.fcp) / 1000).toFixed(2)} s`.padStart(8)}`);
    console.log(`LCP                 ${`${(median((f) => f.lcp) / 1000).toFixed(2)} s`.padStart(8)}`);
    console.log(`TBT                 ${`${Math.round(median((f) => f.tbt))} ms`.padStart(8)}`);
    // Lighthouse's transfer counts each response's headers too (about 1 KB a file here, the site's security
    // headers on every asset), and the bodies as served (brotli, smaller than the gzip counted above).
    console.log(
      `script transferred  ${kb(median((f) => f.scriptBytes)).padStart(8)}   in ${median((f) => f.scriptFiles)} files: ${kb(median((f) => f.scriptBodyBytes))} of bodies as served (brotli), the rest response headers (what Lighthouse saw the page download: no interaction, so no booking journey)`,
    );
  } finally {
    site.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }>; nodes?: Array<{ encodedBytes?: number }> } }
  >;
}

function figures(lhr: LighthouseResult): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptBodyBytes: (lhr.audits['script-treemap-data']?.details?.nodes ?? []).reduce((sum, n) => sum + (n.encodedBytes ?? 0), 0),
    scriptFiles: scripts.length,
  };
}

async function main(): Promise<void> {
  sizes();
  await lighthouseHome();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
