// Probe (not a test), issue 13 item 3: 100 visitors against a site whose API accepts connections and
// never answers. Each visitor, all at once, asks for three pages in turn and makes one call through the
// /api pass-through; the probe prints the page times (p50, p95, max), the pass-through's answers and how
// many replies were empty (a connection closed without an answer). The goal: p95 page time ≤ 5 s and 0
// empty replies. The site runs with its configuration from the environment (API_CALL_DEADLINE_MS,
// API_PROXY_DEADLINE_MS, API_CIRCUIT_FAILURES, API_CIRCUIT_OPEN_MS), as `npm start` would.
// Run with `npm run bench:hung-api` (API_CALL_DEADLINE_MS=4000 npm run bench:hung-api to try another deadline).
import { enableStaticRendering } from 'mobx-react-lite';
import { createServerContainer } from '../../server/container';
import { createSiteApp } from '../../server/site/site-app';
import { readSiteConfig } from '../../server/site/site-config';
import { serveSite } from '../../server/site/site-server';
import { probe, startHungServer, type ProbeAnswer } from '../support/http-probe';

const VISITORS = 100;
const PAGES = ['/', '/menus', '/find-us', '/offers', '/careers'];

interface Outcome {
  kind: 'page' | 'pass-through';
  status: number | 'empty';
  ms: number;
}

async function timed(kind: Outcome['kind'], ask: () => Promise<ProbeAnswer>): Promise<Outcome> {
  const started = Date.now();
  try {
    const answer = await ask();
    return { kind, status: answer.status, ms: Date.now() - started };
  } catch {
    return { kind, status: 'empty', ms: Date.now() - started };
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  enableStaticRendering(true);
  const hung = await startHungServer();
  const config = { ...readSiteConfig(process.env), apiBaseUrl: hung.url };
  const container = createServerContainer({
    apiBaseUrl: hung.url,
    brandKey: config.brandKey,
    catalogueCacheSeconds: config.catalogueCacheSeconds,
    apiCallDeadlineMs: config.apiCallDeadlineMs,
    circuitBreaker: config.apiCircuitBreaker,
  });
  const app = createSiteApp({ config, container, assets: { script: null, stylesheet: null, preload: [] }, log: () => undefined, warn: () => undefined });
  const server = serveSite(app, { apiBaseUrl: hung.url, apiReadyPath: null });
  const { port } = await server.listen(0, '127.0.0.1');

  const started = Date.now();
  const visits = Array.from({ length: VISITORS }, async (_, visitor) => {
    const outcomes: Outcome[] = [];
    const passThrough = timed('pass-through', () => probe(port, '/api/token', { method: 'POST', headers: { brandKey: config.brandKey } }));
    for (let i = 0; i < 3; i += 1) {
      const path = PAGES[(visitor + i) % PAGES.length] ?? '/';
      outcomes.push(await timed('page', () => probe(port, path)));
    }
    outcomes.push(await passThrough);
    return outcomes;
  });
  const outcomes = (await Promise.all(visits)).flat();
  const wallMs = Date.now() - started;
  server.destroy();
  await hung.close();

  const pages = outcomes.filter((o) => o.kind === 'page');
  const calls = outcomes.filter((o) => o.kind === 'pass-through');
  const pageMs = pages.map((o) => o.ms).sort((a, b) => a - b);
  const callMs = calls.map((o) => o.ms).sort((a, b) => a - b);
  const byStatus = (list: Outcome[]) =>
    Object.entries(list.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o.status]: (acc[o.status] ?? 0) + 1 }), {}))
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
  const breaker = config.apiCircuitBreaker;
  console.log(`${VISITORS} visitors, a hung API (accepts, never answers); ${hung.accepted()} connections reached it`);
  console.log(
    `settings: API_CALL_DEADLINE_MS ${config.apiCallDeadlineMs}, API_PROXY_DEADLINE_MS ${config.apiProxyDeadlineMs}, breaker ${breaker ? `${breaker.failures} failures / ${breaker.openMs} ms` : 'off'}`,
  );
  console.log(`pages (${pages.length}): p50 ${percentile(pageMs, 50)} ms, p95 ${percentile(pageMs, 95)} ms, max ${pageMs.at(-1) ?? 0} ms; answers ${byStatus(pages)}`);
  console.log(`pass-through calls (${calls.length}): p50 ${percentile(callMs, 50)} ms, p95 ${percentile(callMs, 95)} ms, max ${callMs.at(-1) ?? 0} ms; answers ${byStatus(calls)}`);
  const empty = outcomes.filter((o) => o.status === 'empty').length;
  console.log(`empty replies: ${empty}; whole run ${wallMs} ms`);
  const pass = percentile(pageMs, 95) <= 5_000 && empty === 0;
  console.log(pass ? 'GOAL MET: p95 page time ≤ 5 s, 0 empty replies' : 'GOAL NOT MET: p95 page time ≤ 5 s and 0 empty replies');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
