// How the site and the API serve and stop (issue 13, item 5), written once for both. A served app gets
// `/healthz` (alive) and `/readyz` (its dependencies answer) in front of it. On SIGTERM or SIGINT the
// servers drain: every new request is answered 503 with `Connection: close` and `Retry-After` (the
// app's own words: JSON for the API, the error page for the site), the requests already admitted finish
// (their answers close their connections), idle keep-alive connections are closed, and once nothing is
// in flight the listener closes. A hard deadline (SHUTDOWN_DEADLINE_MS, 10 s by default) bounds it all:
// at the deadline every remaining socket is destroyed, however stuck its client, the resources (the
// database) are closed last, and the process exits.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Operational defaults (not product numbers): the hard shutdown deadline and a readiness check's own. */
export const LIFECYCLE = {
  /** From SIGTERM to exit, at most (SHUTDOWN_DEADLINE_MS). */
  shutdownDeadlineMs: 10_000,
  /** Part of the deadline kept for closing the resources (the database) after the sockets are destroyed; at most. */
  closeReserveMs: 1_000,
  /** A readiness check that has not answered in this time has failed. */
  readyCheckTimeoutMs: 2_000,
} as const;

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** One dependency /readyz asks: it resolves when the dependency answers, and rejects (or is aborted) otherwise. */
export interface ReadinessCheck {
  /** The name /readyz gives when it fails ('database', 'api'). */
  name: string;
  check(signal: AbortSignal): Promise<void>;
}

export interface ServeOptions {
  /**
   * Answers a request that arrives while the server drains. The status (503), `Connection: close` and
   * `Retry-After` are already set; write the body (and its type).
   */
  unavailable(req: IncomingMessage, res: ServerResponse): void;
  /** What /readyz asks; all must answer. */
  readiness?: readonly ReadinessCheck[];
  readyCheckTimeoutMs?: number;
  /** Seconds in `Retry-After` while draining. */
  retryAfterSeconds?: number;
}

/** A request's report for /readyz: each check's outcome. */
export interface Readiness {
  ready: boolean;
  checks: Record<string, string>;
}

/**
 * An HTTP server around an app (Express or any request listener) that knows its requests and sockets,
 * so it can drain and be stopped at a deadline.
 */
export class ManagedServer {
  readonly server: Server;
  private isDraining = false;
  /** Requests admitted before draining began whose answers are not finished. */
  private readonly admitted = new Set<ServerResponse>();
  /** Every open socket, with the number of its answers not yet finished. */
  private readonly sockets = new Map<Socket, number>();
  private idleWaiters: Array<() => void> = [];
  private pendingReadiness: Promise<Readiness> | null = null;

  constructor(
    app: RequestListener,
    private readonly options: ServeOptions,
  ) {
    this.server = createServer((req, res) => this.handle(app, req, res));
    this.server.on('connection', (socket: Socket) => {
      this.sockets.set(socket, 0);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  get draining(): boolean {
    return this.isDraining;
  }

  /** Requests admitted and not yet answered. */
  get inFlight(): number {
    return this.admitted.size;
  }

  /** Sockets open now (in flight, idle keep-alive or not yet sent a whole request). */
  get openSockets(): number {
    return this.sockets.size;
  }

  listen(port: number, host: string): Promise<AddressInfo> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve(this.server.address() as AddressInfo);
      });
    });
  }

  /**
   * Starts draining: new requests get 503, answers not yet started close their connection, idle
   * keep-alive connections are closed. Resolves when no admitted request is left in flight; then the
   * listener is closed and every socket with no answer under way is destroyed (idle ones, and clients
   * that never sent a whole request).
   */
  drain(): Promise<void> {
    if (!this.isDraining) {
      this.isDraining = true;
      for (const res of this.admitted) if (!res.headersSent) res.setHeader('Connection', 'close');
      this.server.closeIdleConnections();
    }
    return new Promise<void>((resolve) => {
      if (this.admitted.size === 0) resolve();
      else this.idleWaiters.push(resolve);
    }).then(() => this.closeListener());
  }

  /** Stops listening and destroys every socket left, answers under way or not. Returns how many were destroyed. */
  destroy(): number {
    this.isDraining = true;
    this.closeListener();
    const count = this.sockets.size;
    for (const socket of this.sockets.keys()) socket.destroy();
    this.sockets.clear();
    for (const res of this.admitted) res.destroy();
    this.admitted.clear();
    this.wakeIdleWaiters();
    return count;
  }

  /** Runs the readiness checks; concurrent /readyz requests share one run. */
  readiness(): Promise<Readiness> {
    this.pendingReadiness ??= runReadiness(this.options.readiness ?? [], this.options.readyCheckTimeoutMs ?? LIFECYCLE.readyCheckTimeoutMs).finally(() => {
      this.pendingReadiness = null;
    });
    return this.pendingReadiness;
  }

  private handle(app: RequestListener, req: IncomingMessage, res: ServerResponse): void {
    const socket = req.socket;
    this.sockets.set(socket, (this.sockets.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const busy = this.sockets.get(socket);
      if (busy !== undefined) this.sockets.set(socket, Math.max(0, busy - 1));
    });
    const path = (req.url ?? '/').split('?')[0];
    if (this.isDraining) {
      res.statusCode = 503;
      res.setHeader('Connection', 'close');
      res.setHeader('Retry-After', String(this.options.retryAfterSeconds ?? Math.ceil(LIFECYCLE.shutdownDeadlineMs / 1000)));
      res.setHeader('Cache-Control', 'no-store');
      if (path === HEALTH_PATH || path === READY_PATH) sendJson(res, 503, { status: 'draining' });
      else this.options.unavailable(req, res);
      return;
    }
    if (path === HEALTH_PATH) {
      res.setHeader('Cache-Control', 'no-store');
      sendJson(res, 200, { status: 'alive' });
      return;
    }
    if (path === READY_PATH) {
      res.setHeader('Cache-Control', 'no-store');
      this.readiness().then(
        (report) => sendJson(res, report.ready ? 200 : 503, { status: report.ready ? 'ready' : 'not ready', checks: report.checks }),
        () => sendJson(res, 503, { status: 'not ready', checks: {} }),
      );
      return;
    }
    this.admitted.add(res);
    res.once('close', () => this.settle(res));
    app(req, res);
  }

  private settle(res: ServerResponse): void {
    this.admitted.delete(res);
    if (!this.isDraining) return;
    // The answer's connection closes itself (Connection: close); any other one now idle is closed.
    setImmediate(() => this.server.closeIdleConnections());
    if (this.admitted.size === 0) this.wakeIdleWaiters();
  }

  private wakeIdleWaiters(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }

  private closeListener(): void {
    if (this.server.listening) this.server.close();
    // Nothing admitted is in flight: a socket with no answer under way is idle or a client that never
    // finished its request; neither is owed an answer.
    for (const [socket, busy] of this.sockets) {
      if (busy === 0) {
        socket.destroy();
        this.sockets.delete(socket);
      }
    }
  }
}

export function serve(app: RequestListener, options: ServeOptions): ManagedServer {
  return new ManagedServer(app, options);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

async function runReadiness(checks: readonly ReadinessCheck[], timeoutMs: number): Promise<Readiness> {
  const outcomes = await Promise.all(
    checks.map(async ({ name, check }) => [name, await withDeadline(check, timeoutMs)] as const),
  );
  return { ready: outcomes.every(([, outcome]) => outcome === 'ok'), checks: Object.fromEntries(outcomes) };
}

/** 'ok', or why the check failed: 'no answer within N ms' or 'failed' (the cause is not shown to the caller). */
async function withDeadline(check: (signal: AbortSignal) => Promise<void>, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(`no answer within ${timeoutMs} ms`);
    }, timeoutMs);
  });
  try {
    const answer = Promise.resolve().then(() => check(controller.signal));
    return await Promise.race([answer.then(() => 'ok', (error: unknown) => failure(error)), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

function failure(error: unknown): string {
  return error instanceof ReadinessFailure ? error.message : 'failed';
}

/** A check's failure whose message is safe to show on /readyz ('answered 503'). */
export class ReadinessFailure extends Error {}

export interface ShutdownOptions {
  /** Drained in this order (the site before the API it calls), all within the one deadline. */
  servers: readonly ManagedServer[];
  /** Closed last, after every server (the database, the outbox relay). */
  closeResources?: () => Promise<void>;
  deadlineMs?: number;
  log?: (line: string) => void;
  now?: () => number;
}

export interface ShutdownReport {
  /** The deadline was reached: sockets were destroyed (or the resources did not close in time). */
  forced: boolean;
  /** Sockets destroyed at the deadline. */
  destroyedSockets: number;
  elapsedMs: number;
}

/**
 * Drains the servers one after the other, then closes the resources. Never takes longer than the
 * deadline: the drain ends at the deadline less a reserve for the resources (at most closeReserveMs, a
 * fifth of a short deadline), when the sockets left are destroyed; the resources get what remains.
 */
export async function shutdown(options: ShutdownOptions): Promise<ShutdownReport> {
  const now = options.now ?? Date.now;
  const started = now();
  const deadlineMs = options.deadlineMs ?? LIFECYCLE.shutdownDeadlineMs;
  const reserveMs = Math.min(LIFECYCLE.closeReserveMs, Math.floor(deadlineMs / 5));
  const log = options.log ?? (() => undefined);
  const remaining = (until: number) => Math.max(0, started + until - now());

  // One after the other: each answers 503 from the start of its drain and finishes what it admitted.
  let drained = true;
  for (const server of options.servers) {
    const finished = await settleWithin(server.drain(), remaining(deadlineMs - reserveMs));
    if (!finished) {
      drained = false;
      break;
    }
  }
  let destroyedSockets = 0;
  for (const server of options.servers) destroyedSockets += server.destroy();
  if (!drained) log(`Shutdown: the deadline of ${deadlineMs} ms was reached; ${destroyedSockets} connection(s) closed unanswered`);

  let closed = true;
  if (options.closeResources) {
    closed = await settleWithin(
      options.closeResources().catch((error: unknown) => log(`Shutdown: closing failed: ${error instanceof Error ? error.message : String(error)}`)),
      remaining(deadlineMs),
    );
    if (!closed) log('Shutdown: the database did not close before the deadline');
  }
  return { forced: !drained || !closed, destroyedSockets: drained ? 0 : destroyedSockets, elapsedMs: now() - started };
}

/** True when the promise settled within the time, false when the time ran out first. */
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true, () => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A deadline in ms from SHUTDOWN_DEADLINE_MS: a whole number above 0, else the default. */
export function readShutdownDeadlineMs(value: string | undefined): number {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : LIFECYCLE.shutdownDeadlineMs;
}

/**
 * On SIGTERM or SIGINT runs the shutdown and exits: 0 when everything drained, 1 when the deadline
 * forced it. A second signal during the shutdown is ignored (the deadline already bounds it).
 */
export function exitOnSignals(options: ShutdownOptions & { exit?: (code: number) => void }): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const log = options.log ?? ((line: string) => console.log(line));
  let running = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (running) return;
    running = true;
    log(`${signal}: draining (deadline ${options.deadlineMs ?? LIFECYCLE.shutdownDeadlineMs} ms)`);
    shutdown({ ...options, log }).then(
      (report) => {
        log(`Stopped in ${report.elapsedMs} ms${report.forced ? ' (forced at the deadline)' : ''}`);
        exit(report.forced ? 1 : 0);
      },
      () => exit(1),
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
