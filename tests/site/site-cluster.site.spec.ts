// The built site (`node dist/server/site.cjs`, as `npm start` and the browser tests run it) with
// SITE_WORKERS=2: both workers serve pages on the one port (each answer names its worker in X-Site-Worker),
// a worker that dies is replaced, and SIGTERM stops everything cleanly (exit code 0). Needs `npm run build`
// (the test command builds first). The embedded API and its database stay in the primary process.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { WORKER_HEADER } from '../../server/site/cluster';
import { freePort } from '../support/free-port';

const root = path.resolve(__dirname, '../..');
const siteBundle = path.join(root, 'dist/server/site.cjs');
// A first start initialises a new embedded database: slow on a busy machine.
const START_MS = 150_000;

/** One GET on a new connection (so the cluster hands each to a worker in turn). */
function get(port: number, pathName: string): Promise<{ status: number; worker: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathName, agent: false, headers: { connection: 'close' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, worker: res.headers[WORKER_HEADER.toLowerCase()] as string | undefined, body }));
    });
    req.on('error', reject);
  });
}

function waitFor(output: () => string, text: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (output().includes(text)) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(timer);
        reject(new Error(`"${text}" did not appear within ${ms} ms:\n${output()}`));
      }
    }, 100);
  });
}

/** The workers that answer `rounds` requests of `pathName`. */
async function workersAnswering(port: number, pathName: string, rounds: number): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < rounds; i += 1) {
    const res = await get(port, pathName);
    expect(res.status).toBe(200);
    if (res.worker) seen.add(res.worker);
  }
  return seen;
}

describe('the built site with SITE_WORKERS=2', () => {
  let site: ChildProcess | undefined;
  let output = '';
  let port = 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-cluster-'));

  beforeAll(async () => {
    if (!fs.existsSync(siteBundle)) throw new Error(`${siteBundle} is missing: run \`npm run build\` first.`);
    port = await freePort();
    const apiPort = await freePort();
    site = spawn(process.execPath, [siteBundle], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        SITE_WORKERS: '2',
        API_CALL_DEADLINE_MS: '20000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(() => output, '(2 workers)', START_MS);
  }, START_MS + 10_000);

  afterAll(() => {
    if (site && site.exitCode === null) site.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves pages from both workers, on the one port', async () => {
    expect(await workersAnswering(port, '/', 8)).toEqual(new Set(['1', '2']));
  }, 120_000);

  it('given a worker killed, then a new one takes its place and pages are served throughout', async () => {
    const workerPids = execFileSync('pgrep', ['-P', String(site?.pid)], { encoding: 'utf8' }).trim().split('\n').map(Number);
    expect(workerPids).toHaveLength(2);
    process.kill(workerPids[0] as number, 'SIGKILL');
    await waitFor(() => output, 'a new one in', 30_000);
    // The other worker answers meanwhile; then both the survivor and the new worker (id 3).
    const deadline = Date.now() + 60_000;
    let seen = new Set<string>();
    while (Date.now() < deadline && seen.size < 2) seen = await workersAnswering(port, '/robots.txt', 6);
    expect(seen.size).toBe(2);
    expect(seen.has('3')).toBe(true);
  }, 120_000);

  it('given SIGTERM, then the workers, the API and the database stop and the process exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => site?.once('exit', (code) => resolve(code)));
    site?.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/SIGTERM: draining 2 site workers/);
    expect(output).toMatch(/Stopped in \d+ ms\n/);
    expect(output).not.toMatch(/forced/);
  }, 60_000);
});
