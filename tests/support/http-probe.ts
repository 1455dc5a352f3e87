// Raw HTTP clients for the lifecycle tests: a request with its status, headers and body, and a client
// that sends part of a request and then nothing more (a stuck client).
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface ProbeAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
}

/**
 * One request to 127.0.0.1:port on a new connection (no agent: Node's global agent would keep it alive
 * and reuse it after a drain closed it); rejects on a connection error.
 */
export function probe(port: number, path: string, options: { method?: string; agent?: Agent; headers?: Record<string, string> } = {}): Promise<ProbeAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', agent: options.agent ?? false, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: Date.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface StuckClient {
  socket: Socket;
  /** Resolves when the server has closed the socket, with the ms since the client connected. */
  closed: Promise<number>;
}

/** Connects and sends `head` (part of a request), then nothing more, never reading an answer to its end. */
export function stuckClient(port: number, head: string): Promise<StuckClient> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      resolve({ socket, closed });
    });
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

/** A TCP server that accepts connections and never answers (a hung upstream), with its sockets counted. */
export async function startHungServer(): Promise<{ url: string; port: number; accepted: () => number; open: () => number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server: Server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => sockets.delete(socket));
    // Reads (and drops) what arrives, so a client's close is seen.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    accepted: () => accepted,
    open: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 nothing listens on (taken, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls until the condition holds; throws after `ms`. */
export async function waitFor(condition: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
