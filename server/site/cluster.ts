// The site's supervisor (node:cluster primary, server/site/main.ts): forks SITE_WORKERS site workers that
// share the site's port, holds the in-memory rate-limit counters they share
// (@express-rate-limit/cluster-memory-store), restarts a worker that dies (after a back-off that grows
// while workers keep dying young, so a crash loop does not spin), and on SIGTERM or SIGINT drains the
// workers, then its own servers (the embedded API), then closes its resources (the database), all within
// the one shutdown deadline.
import cluster, { type Worker } from 'node:cluster';
import { ClusterMemoryStorePrimary } from '@express-rate-limit/cluster-memory-store';
import { LIFECYCLE, shutdown, type ManagedServer } from '../shutdown';

/** Each response of a cluster worker names it (its cluster id, 1…n: not its process id). */
export const WORKER_HEADER = 'X-Site-Worker';

export const SUPERVISOR = {
  /** The first restart after a young death waits this long; each further young death doubles it… */
  firstRestartDelayMs: 500,
  /** …up to this. */
  maxRestartDelayMs: 30_000,
  /** A worker that lived this long died old: the next restart is at once and the back-off starts again. */
  steadyAfterMs: 10_000,
  /** The workers' own shutdown deadline, as a share of the site's… */
  workersShareOfDeadline: 0.7,
  /** …and how long the primary waits for them before it kills the rest; the API and the database get what is left. */
  workersWaitShareOfDeadline: 0.85,
} as const;

/** The wait before the restart that follows `youngDeaths` deaths in a row of workers that died young (0: none). */
export function restartDelayMs(youngDeaths: number): number {
  if (youngDeaths <= 0) return 0;
  return Math.min(SUPERVISOR.maxRestartDelayMs, SUPERVISOR.firstRestartDelayMs * 2 ** (youngDeaths - 1));
}

export interface SuperviseOptions {
  workers: number;
  /** Given to every worker as API_BASE_URL. */
  apiBaseUrl: string;
  deadlineMs?: number;
  /** The primary's own servers, drained after the workers (the embedded API). */
  servers: readonly ManagedServer[];
  closeResources: () => Promise<void>;
  /** Called once, when every first worker listens. */
  onListening: () => void;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

export function superviseSiteWorkers(options: SuperviseOptions): void {
  const log = options.log ?? ((line: string) => console.log(line));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const deadlineMs = options.deadlineMs ?? LIFECYCLE.shutdownDeadlineMs;
  const workerDeadlineMs = Math.max(1, Math.floor(deadlineMs * SUPERVISOR.workersShareOfDeadline));
  new ClusterMemoryStorePrimary().init();

  const bornAt = new Map<number, number>();
  let youngDeaths = 0;
  let stopping = false;
  let listening = 0;
  const fork = (): Worker => {
    const worker = cluster.fork({ API_BASE_URL: options.apiBaseUrl, SHUTDOWN_DEADLINE_MS: String(workerDeadlineMs) });
    bornAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('listening', () => {
    listening += 1;
    if (listening === options.workers) options.onListening();
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker.id) ?? Date.now());
    bornAt.delete(worker.id);
    if (stopping) return;
    youngDeaths = lived >= SUPERVISOR.steadyAfterMs ? 0 : youngDeaths + 1;
    const delay = restartDelayMs(youngDeaths);
    log(`Site worker ${worker.id} (process ${worker.process.pid}) stopped (${signal ?? `exit code ${code}`}); a new one in ${delay} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay).unref();
  });
  for (let i = 0; i < options.workers; i += 1) fork();

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: draining ${Object.keys(cluster.workers ?? {}).length} site workers, then the API (deadline ${deadlineMs} ms)`);
    const started = Date.now();
    void stopWorkers(Math.floor(deadlineMs * SUPERVISOR.workersWaitShareOfDeadline)).then(async (workersStopped) => {
      const report = await shutdown({ servers: options.servers, closeResources: options.closeResources, deadlineMs: Math.max(1, deadlineMs - (Date.now() - started)), log });
      log(`Stopped in ${Date.now() - started} ms${report.forced || !workersStopped ? ' (forced at the deadline)' : ''}`);
      exit(report.forced || !workersStopped ? 1 : 0);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Asks every worker to drain (SIGTERM: each runs its own shutdown) and waits for them; past `withinMs`, kills the rest. */
function stopWorkers(withinMs: number): Promise<boolean> {
  const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
  if (alive.length === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    let left = alive.length;
    const timer = setTimeout(() => {
      for (const worker of alive) if (!worker.isDead()) worker.process.kill('SIGKILL');
      resolve(false);
    }, withinMs);
    for (const worker of alive) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      worker.process.kill('SIGTERM');
    }
  });
}
