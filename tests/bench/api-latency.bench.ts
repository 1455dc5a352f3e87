// Benchmark (not a test): the reference API's create-booking call at 50 concurrent connections, on
// PostgreSQL and on the embedded default (PGlite), against a baseline in the same run. Run with
// `npm run bench:api` (this tree only) or `npm run bench:api -- --baseline DIR` (DIR: another checkout
// with its node_modules, such as `git archive <commit> | tar -x -C DIR` and `cp -al node_modules DIR/`):
// it prints each figure for both and the ratio "after / before".
//
// Each API runs as its own process (`server/api/main.ts` of its tree, bundled), started fresh on an empty
// database for every measurement, so the load generator does not share its CPU and neither run sees the
// other's rows. Rounds alternate before and after; the medians are printed.
//
// Production defaults throughout: rate limits as shipped (counted in PostgreSQL with DATABASE_URL, in
// memory on PGlite), e-mail per-recipient limits as shipped. Each booking comes from its own diner: its
// own address (X-Forwarded-For behind TRUST_PROXY_HOPS=1, one load balancer) and its own e-mail. No SMTP_URL
// is set, so neither API runs its outbox relay: the e-mails a run queues stay in the outbox, and the figures
// are the creates' alone (after issue 15's item 4 a booking's e-mails are rendered by the relay when sent).
// Spread bookings go round-robin over every bookable dinner slot of every bookable restaurant for the
// next 14 days, so no slot fills; the hot slot sends every request for one slot (1 cover each), where
// exactly its capacity may win.
//
// Options: --baseline DIR, --rounds N (3), --creates N (3000), --only postgres|embedded,
// --profile (writes V8 CPU profiles of the APIs to .tmp/bench/profiles and prints the top functions).
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import autocannon from 'autocannon';
import * as esbuild from 'esbuild';
import { Client } from 'pg';
import { PGlite } from '@electric-sql/pglite';

const CONNECTIONS = 50;
const WARM_UP_CREATES = 300;
const HOT_SLOT_REQUESTS = 400;
const BRAND_KEY = 'casa-ventura';
const PORT = Number(process.env.BENCH_API_PORT || 5400);

interface Options {
  baseline: string | null;
  rounds: number;
  creates: number;
  only: 'postgres' | 'embedded' | null;
  profile: boolean;
}

function readOptions(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const only = value('--only');
  if (only !== undefined && only !== 'postgres' && only !== 'embedded') throw new Error('--only takes postgres or embedded');
  return {
    baseline: value('--baseline') ? path.resolve(value('--baseline') as string) : null,
    rounds: Number(value('--rounds') ?? 3),
    creates: Number(value('--creates') ?? 3000),
    only: only ?? null,
    profile: argv.includes('--profile'),
  };
}

interface Variant {
  name: 'before' | 'after';
  tree: string;
  bundle: string;
}

/**
 * Bundles a tree's API entry (server/api/main.ts) with esbuild: its own core and adapters from source
 * (through its tsconfig paths), every other package from its node_modules.
 */
async function buildApi(name: Variant['name'], tree: string): Promise<Variant> {
  const outfile = path.join(tree, '.tmp', 'bench-api', 'main.js');
  const ownPackages = /^@tavola\//;
  await esbuild.build({
    absWorkingDir: tree,
    entryPoints: ['server/api/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    tsconfig: path.join(tree, 'tsconfig.json'),
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) => (ownPackages.test(args.path) ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return { name, tree, bundle: outfile };
}

interface RunningApi {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startApi(variant: Variant, env: Record<string, string>, profileDir: string | null): Promise<RunningApi> {
  const args = profileDir ? [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`, variant.bundle] : [variant.bundle];
  const child = spawn(process.execPath, args, {
    cwd: variant.tree,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', API_HOST: '127.0.0.1', API_PORT: String(PORT), TRUST_PROXY_HOPS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${variant.name} API stopped while starting:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok).catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`The ${variant.name} API did not start in 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident memory of a process, in MB (Linux). */
function residentMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

async function tokenOf(url: string): Promise<string> {
  const res = await fetch(`${url}/api/token`, { method: 'POST', headers: { 'content-type': 'application/json', brandKey: BRAND_KEY, 'X-Forwarded-For': '10.255.0.1' }, body: '{}' });
  if (!res.ok) throw new Error(`token: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

interface Slot {
  storeId: string;
  date: string;
  time: string;
}

function isoDate(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** Every dinner slot with room for two, at every restaurant that takes online bookings, for the next 14 days. */
async function bookableSlots(url: string, headers: Record<string, string>): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let store = 1; store <= 30; store += 1) {
    const storeId = `CV${String(store).padStart(3, '0')}`;
    for (let day = 1; day <= 14; day += 1) {
      const date = isoDate(day);
      const res = await fetch(`${url}/api/booking/slots/${storeId}?occasionId=dinner&adults=2&children=0&dates=${date}`, { headers });
      if (!res.ok) continue;
      const body = (await res.json()) as { dates: Array<{ times: Array<{ time: string; canEnquire: boolean }> }> };
      for (const t of body.dates[0]?.times ?? []) if (!t.canEnquire) slots.push({ storeId, date, time: t.time });
    }
  }
  // Interleave restaurants and days, so neighbouring requests hit different rows.
  return slots.sort((a, b) => (a.time === b.time ? (a.date === b.date ? a.storeId.localeCompare(b.storeId) : a.date.localeCompare(b.date)) : a.time.localeCompare(b.time)));
}

let diner = 0;

/** A create request from a diner of its own (address and e-mail), for `slot`. */
function createRequest(headers: Record<string, string>, slot: Slot, adults: number): autocannon.Request {
  diner += 1;
  const n = diner;
  return {
    method: 'POST',
    path: `/api/booking/create/${slot.storeId}`,
    headers: { ...headers, 'Idempotency-Key': `bench-${process.pid}-${n}`, 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({
      data: {
        occasionId: 'dinner',
        adultCovers: adults,
        childCovers: 0,
        diningDateTime: `${slot.date}T${slot.time}:00`,
        bookingTime: slot.time,
        menuId: null,
        areaId: null,
        customer: { firstName: 'Bench', lastName: 'Diner', email: `bench${n}@example.com`, phoneNumber: '', specialRequest: '', shouldReceivePromotions: false, shouldReceiveSms: false },
      },
    }),
  };
}

function load(url: string, amount: number, next: () => autocannon.Request): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, amount, requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }] });
}

interface Measurement {
  spread: autocannon.Result;
  hot: autocannon.Result;
  hotCapacity: number;
  rssIdleMb: number;
  rssAfterMb: number;
  consistency: string;
}

/**
 * The stored rows' check. A baseline from before reminders (issue 15 was filed before them) has no
 * outbox.purpose: every outbox row of it is a confirmation.
 */
const consistencySql = (hasPurpose: boolean) => `
  select
    (select count(*) from bookings) as bookings,
    (select count(*) from outbox where ${hasPurpose ? 'purpose is null' : 'true'}) as emails,
    (select count(*) from outbox where ${hasPurpose ? "purpose = 'reminder'" : 'false'}) as reminders,
    (select count(*) from idempotency_keys where status_code = 200) as remembered,
    (select count(*) from slot_capacity where booked_covers > capacity) as overbooked,
    (select count(*) from slot_capacity s where booked_covers <> coalesce((select sum(adult_covers + child_covers) from bookings b
       where b.store_id = s.store_id and b.dining_date = s.slot_date and b.dining_time = s.slot_time and b.status <> 'cancelled'), 0)) as drifted`;

function describeConsistency(row: Record<string, unknown>, answered200: number): string {
  const n = (k: string) => Number(row[k]);
  const ok = n('bookings') === answered200 && n('emails') === n('bookings') && n('remembered') === n('bookings') && n('overbooked') === 0 && n('drifted') === 0;
  return `${ok ? 'ok' : 'WRONG'} (${n('bookings')} bookings for ${answered200} answers 200, ${n('emails')} confirmations, ${n('reminders')} reminders, ${n('remembered')} keys remembered, ${n('overbooked')} slots over capacity, ${n('drifted')} slots whose count differs from their bookings)`;
}

async function measure(variant: Variant, database: 'postgres' | 'embedded', options: Options, slotsFound: { slots: Slot[] | null }, profileDir: string | null): Promise<Measurement> {
  const env: Record<string, string> = {};
  let dataDir: string | null = null;
  const databaseUrl = process.env.TEST_DATABASE_URL || '';
  if (database === 'postgres') {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('drop schema if exists public cascade; create schema public');
    await client.end();
    env.DATABASE_URL = databaseUrl;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'h4-bench-pglite-'));
    env.DATA_DIR = dataDir;
  }
  const api = await startApi(variant, env, profileDir);
  try {
    const rssIdleMb = residentMb(api.child.pid);
    const token = await tokenOf(api.url);
    const headers = { 'content-type': 'application/json', brandKey: BRAND_KEY, sessionId: 'bench-session', Authorization: `Bearer ${token}` };
    slotsFound.slots ??= await bookableSlots(api.url, headers);
    // The hot slot: a dinner slot at Oxford Circus (CV001, 40 covers) seven days ahead, one cover each,
    // which no other request of the run books.
    const hotSlot = slotsFound.slots.find((slot) => slot.storeId === 'CV001' && slot.date === isoDate(7) && slot.time === '19:00') ?? (slotsFound.slots[0] as Slot);
    const slots = slotsFound.slots.filter((slot) => slot !== hotSlot);
    if (slots.length < 1000) throw new Error(`Only ${slots.length} bookable slots found`);

    // Warm-up (JIT, connection pool) on the last 200 slots of the list; the spread run books the others.
    let w = 0;
    const warmUp = await load(api.url, WARM_UP_CREATES, () => createRequest(headers, slots[slots.length - 1 - (w++ % 200)] as Slot, 2));
    let s = 0;
    const spread = await load(api.url, options.creates, () => createRequest(headers, slots[s++ % (slots.length - 200)] as Slot, 2));
    const hot = await load(api.url, HOT_SLOT_REQUESTS, () => createRequest(headers, hotSlot, 1));
    const rssAfterMb = residentMb(api.child.pid);

    await api.stop();
    const total200 = warmUp['2xx'] + spread['2xx'] + hot['2xx'];
    let row: Record<string, unknown>;
    if (database === 'postgres') {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      const purpose = await client.query("select 1 from information_schema.columns where table_name = 'outbox' and column_name = 'purpose'");
      row = (await client.query(consistencySql(purpose.rows.length > 0))).rows[0] as Record<string, unknown>;
      const hotRow = await client.query('select capacity, booked_covers from slot_capacity where store_id = $1 and slot_date = $2 and slot_time = $3', [hotSlot.storeId, hotSlot.date, hotSlot.time]);
      await client.end();
      return { spread, hot, hotCapacity: Number(hotRow.rows[0]?.capacity ?? 0), rssIdleMb, rssAfterMb, consistency: describeConsistency(row, total200) };
    }
    const pglite = new PGlite(dataDir as string);
    const purpose = await pglite.query("select 1 from information_schema.columns where table_name = 'outbox' and column_name = 'purpose'");
    row = (await pglite.query<Record<string, unknown>>(consistencySql(purpose.rows.length > 0))).rows[0] as Record<string, unknown>;
    const hotRow = await pglite.query<{ capacity: number }>('select capacity from slot_capacity where store_id = $1 and slot_date = $2 and slot_time = $3', [hotSlot.storeId, hotSlot.date, hotSlot.time]);
    await pglite.close();
    return { spread, hot, hotCapacity: Number(hotRow.rows[0]?.capacity ?? 0), rssIdleMb, rssAfterMb, consistency: describeConsistency(row, total200) };
  } finally {
    if (api.child.exitCode === null) await api.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The functions with the most self time in a V8 CPU profile, as "share  name  file:line". */
function topFunctions(file: string, count: number): string[] {
  interface Node {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[] };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const where = frame.url ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(\.tmp\/)/, '$1')}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  const total = profile.samples.length;
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, n]) => `${((100 * n) / total).toFixed(1).padStart(5)} %  ${key}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

interface Figures {
  rate: number;
  p50: number;
  p99: number;
}

function figuresOf(results: autocannon.Result[]): Figures {
  return { rate: median(results.map((r) => r.requests.average)), p50: median(results.map((r) => r.latency.p50)), p99: median(results.map((r) => r.latency.p99)) };
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const databases = (['postgres', 'embedded'] as const).filter((d) => options.only === null || options.only === d);
  if (databases.includes('postgres') && !process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL (npm run bench:api starts a throwaway PostgreSQL).');
  const variants = [await buildApi('after', process.cwd())];
  if (options.baseline) variants.unshift(await buildApi('before', options.baseline));
  const profileRoot = path.resolve('.tmp/bench/profiles');
  if (options.profile) fs.rmSync(profileRoot, { recursive: true, force: true });

  const slotsFound = { slots: null as Slot[] | null };
  const results = new Map<string, Measurement[]>();
  for (let round = 0; round < options.rounds; round += 1) {
    for (const database of databases) {
      // Alternate which goes first, so a slow spell of the machine does not favour one side.
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        const profileDir = options.profile ? path.join(profileRoot, `${variant.name}-${database}`) : null;
        const m = await measure(variant, database, options, slotsFound, profileDir);
        const key = `${variant.name}/${database}`;
        results.set(key, [...(results.get(key) ?? []), m]);
        console.error(
          `round ${round + 1} ${key.padEnd(16)} create ${Math.round(m.spread.requests.average)}/s p99 ${m.spread.latency.p99} ms (non-2xx ${m.spread.non2xx}, errors ${m.spread.errors}); hot slot ${Math.round(m.hot.requests.average)}/s, ${m.hot['2xx']} won of capacity ${m.hotCapacity}; ${m.consistency}`,
        );
      }
    }
  }

  console.log(`\nCreate booking, ${CONNECTIONS} concurrent connections, ${options.creates} bookings spread over ${slotsFound.slots?.length} slots (+${WARM_UP_CREATES} warm-up), medians of ${options.rounds} rounds`);
  console.log('Production rate limits and e-mail limits; one diner (address, e-mail) per booking.');
  for (const database of databases) {
    console.log(`\n${database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'Embedded PGlite (the default)'}`);
    const row = (label: string, f: Figures, extra = '') =>
      console.log(`  ${label.padEnd(26)} ${String(Math.round(f.rate)).padStart(6)} req/s   p50 ${String(f.p50).padStart(5)} ms   p99 ${String(f.p99).padStart(5)} ms${extra}`);
    for (const variant of variants) {
      const ms = results.get(`${variant.name}/${database}`) ?? [];
      const wrong = ms.filter((m) => !m.consistency.startsWith('ok')).length;
      const hotWon = ms.map((m) => `${m.hot['2xx']}/${m.hotCapacity}`).join(', ');
      row(`${variant.name}: spread`, figuresOf(ms.map((m) => m.spread)), `   non-2xx ${ms.map((m) => m.spread.non2xx).join('/')}   stored rows ${wrong === 0 ? 'consistent' : `WRONG in ${wrong} rounds`}`);
      row(`${variant.name}: hot slot (${HOT_SLOT_REQUESTS})`, figuresOf(ms.map((m) => m.hot)), `   won ${hotWon} (capacity)`);
      console.log(`  ${variant.name}: resident memory ${median(ms.map((m) => m.rssIdleMb))} MB idle, ${median(ms.map((m) => m.rssAfterMb))} MB after the run`);
    }
    if (variants.length === 2) {
      const before = figuresOf((results.get(`before/${database}`) ?? []).map((m) => m.spread));
      const after = figuresOf((results.get(`after/${database}`) ?? []).map((m) => m.spread));
      const hotBefore = figuresOf((results.get(`before/${database}`) ?? []).map((m) => m.hot));
      const hotAfter = figuresOf((results.get(`after/${database}`) ?? []).map((m) => m.hot));
      console.log(`  after / before: spread ${(after.rate / before.rate).toFixed(2)}x req/s, p99 ${(after.p99 / before.p99).toFixed(2)}x; hot slot ${(hotAfter.rate / hotBefore.rate).toFixed(2)}x req/s`);
    }
  }
  if (goalLine(results, variants)) console.log(goalLine(results, variants));

  if (options.profile) {
    for (const dir of fs.existsSync(profileRoot) ? fs.readdirSync(profileRoot) : []) {
      const files = fs.readdirSync(path.join(profileRoot, dir)).filter((f) => f.endsWith('.cpuprofile'));
      const last = files.sort().at(-1);
      if (!last) continue;
      console.log(`\nCPU profile ${dir} (last round, whole process life; self time):`);
      for (const line of topFunctions(path.join(profileRoot, dir, last), 15)) console.log(`  ${line}`);
    }
  }
}

/** The issue's goal on PostgreSQL: at least 2x the baseline's rate, p99 at most 150 ms. */
function goalLine(results: Map<string, Measurement[]>, variants: Variant[]): string | null {
  if (variants.length !== 2 || !results.has('after/postgres')) return null;
  const before = figuresOf((results.get('before/postgres') ?? []).map((m) => m.spread));
  const after = figuresOf((results.get('after/postgres') ?? []).map((m) => m.spread));
  const ratio = after.rate / before.rate;
  return `\nGoal on PostgreSQL (>= 2x req/s, p99 <= 150 ms): ${ratio.toFixed(2)}x, p99 ${after.p99} ms: ${ratio >= 2 && after.p99 <= 150 ? 'met' : 'not met'}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
