// The shared client against a small misbehaving server on 127.0.0.1: a 401 then 200, a 401 every
// time, a 500, a hang past the time-out, malformed JSON, a refused connection, a failing token call.
// Each must come back as a core failure, never as a raw transport error, over axios (Node) and over fetch
// (browsers) alike.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccessTokenService } from '@tavola/core/auth';
import { ErrorCode, errorMessage } from '@tavola/core/errors';
import {
  ApiHttpClient,
  createAxios,
  createFetchHttp,
  type HttpTransport,
  TIMEOUT_TITLE,
  AxiosTokenApi,
  CryptoIdGenerator,
  InMemoryKeyValueStorage,
  StoredSessionId,
  StoredTokenStore,
  FixedClock,
} from '@tavola/adapters';

interface Seen {
  path: string;
  authorization?: string;
  idempotencyKey?: string;
  sessionId?: string;
  brandKey?: string;
  body?: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let tokensIssued = 0;
let tokenFails = false;
const hanging: ServerResponse[] = [];

function reply(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] as string;
      seen.push({
        path,
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        sessionId: req.headers.sessionid as string | undefined,
        brandKey: req.headers.brandkey as string | undefined,
        body,
      });
      const token = `token-${tokensIssued}`;
      switch (path) {
        case '/api/token':
          if (tokenFails) return reply(res, 503, '{"message":"down"}');
          tokensIssued += 1;
          return reply(res, 200, JSON.stringify({ accessToken: `token-${tokensIssued}` }));
        case '/api/refused-first-token':
          // Only the first token ever issued is refused.
          return req.headers.authorization === 'Bearer token-1' ? reply(res, 401, '{"code":"UNAUTHORIZED"}') : reply(res, 200, JSON.stringify({ hello: 'again', token }));
        case '/api/always-401':
          return reply(res, 401, '{"code":"UNAUTHORIZED","message":"no"}');
        case '/api/server-error':
          return reply(res, 500, 'Internal Server Error', 'text/plain');
        case '/api/catalogue-error':
          return reply(res, 409, JSON.stringify({ code: 10, message: 'Unfortunately we are currently unable to accept bookings at this time' }));
        case '/api/hang':
          hanging.push(res);
          return undefined;
        case '/api/malformed':
          return reply(res, 200, '{"restaurants": [ {"title": "Oxf');
        default:
          return reply(res, 200, JSON.stringify({ hello: 'world' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  tokenFails = false;
});

const TRANSPORTS: Array<[string, (options: { baseUrl: string; brandKey: string; timeoutMs: number }) => HttpTransport]> = [
  ['axios', createAxios],
  ['fetch', createFetchHttp],
];

describe.each(TRANSPORTS)('over %s', (_name, transport) => {
  function clientFor(url: string, timeoutMs = 2000) {
    const http = transport({ baseUrl: url, brandKey: 'casa-ventura', timeoutMs });
    const storage = new InMemoryKeyValueStorage();
    const ids = new CryptoIdGenerator();
    const store = new StoredTokenStore(storage);
    const clock = new FixedClock(Date.UTC(2026, 10, 23, 10));
    const tokens = new AccessTokenService(store, new AxiosTokenApi(http), clock);
    return { client: new ApiHttpClient(http, tokens, new StoredSessionId(storage, ids), ids), store };
  }

  describe('headers', () => {
    it('given a call, then it carries the bearer token, brandKey and a UUID session id that stays the same', async () => {
      const { client } = clientFor(baseUrl);
      await client.call({ method: 'GET', path: '/api/hello' });
      await client.call({ method: 'GET', path: '/api/hello' });
      const calls = seen.filter((s) => s.path === '/api/hello');
      expect(calls[0]?.authorization).toMatch(/^Bearer token-\d+$/);
      expect(calls[0]?.brandKey).toBe('casa-ventura');
      expect(calls[0]?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(calls[1]?.sessionId).toBe(calls[0]?.sessionId);
      // One token for both calls.
      expect(seen.filter((s) => s.path === '/api/token')).toHaveLength(1);
    });
  });

  describe('401', () => {
    it('given a 401 then a 200, then the token is refreshed with clearCache true and the call retried once with the same Idempotency-Key', async () => {
      tokensIssued = 0;
      const { client, store } = clientFor(baseUrl);
      const answer = await client.call<{ hello: string }>({ method: 'POST', path: '/api/refused-first-token', body: { a: 1 }, idempotent: true });
      expect(answer).toEqual({ ok: true, status: 200, data: { hello: 'again', token: expect.any(String) } });
      const tokenCalls = seen.filter((s) => s.path === '/api/token');
      expect(tokenCalls.map((s) => JSON.parse(s.body as string))).toEqual([{ clearCache: false }, { clearCache: true }]);
      const attempts = seen.filter((s) => s.path === '/api/refused-first-token');
      expect(attempts.map((s) => s.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
      expect(attempts[0]?.idempotencyKey).toEqual(expect.any(String));
      expect(attempts[1]?.idempotencyKey).toBe(attempts[0]?.idempotencyKey);
      expect(store.read()?.accessToken).toBe('token-2');
    });

    it('given a 401 every time, then the second 401 is not retried and comes back as a failure', async () => {
      const { client } = clientFor(baseUrl);
      const answer = await client.call({ method: 'GET', path: '/api/always-401' });
      expect(answer).toEqual({ ok: false, failure: { code: null, status: 401 } });
      expect(seen.filter((s) => s.path === '/api/always-401')).toHaveLength(2);
      expect(seen.filter((s) => s.path === '/api/token')).toHaveLength(2);
    });
  });

  describe('failures become core error codes', () => {
    it('given a 500 with a text body, then a failure with the status and the context code', async () => {
      const { client } = clientFor(baseUrl);
      const answer = await client.call({ method: 'GET', path: '/api/server-error', transportFailureCode: ErrorCode.ContentServiceError });
      expect(answer).toEqual({ ok: false, failure: { code: ErrorCode.ContentServiceError, status: 500 } });
      const plain = await client.call({ method: 'GET', path: '/api/server-error' });
      expect(plain).toEqual({ ok: false, failure: { code: null, status: 500 } });
    });

    it('given a catalogue error body, then its code and message', async () => {
      const { client } = clientFor(baseUrl);
      const answer = await client.call({ method: 'GET', path: '/api/catalogue-error' });
      expect(answer).toEqual({
        ok: false,
        failure: { code: ErrorCode.BookingDisabled, status: 409, message: 'Unfortunately we are currently unable to accept bookings at this time' },
      });
    });

    it('given a hang past the time-out, then the OK-with-socket-time-out failure, which asks the diner to try again', async () => {
      const { client } = clientFor(baseUrl, 300);
      const started = Date.now();
      const answer = await client.call({ method: 'GET', path: '/api/hang' });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answer).toEqual({ ok: false, failure: { code: ErrorCode.Ok, title: TIMEOUT_TITLE } });
      const failure = answer.ok ? null : answer.failure;
      expect(errorMessage(failure?.code, failure?.message, failure?.title)).toBe('Sorry, something went wrong. Please try again.');
    });

    it('given malformed JSON, then a failure with the context code, not a string passed on as data', async () => {
      const { client } = clientFor(baseUrl);
      const answer = await client.call({ method: 'GET', path: '/api/malformed', transportFailureCode: ErrorCode.ContentServiceError });
      expect(answer).toEqual({ ok: false, failure: { code: ErrorCode.ContentServiceError, status: 200 } });
    });

    it('given a refused connection, then a failure with the context code', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const { client } = clientFor(`http://127.0.0.1:${port}`);
      const answer = await client.call({ method: 'GET', path: '/api/anything', transportFailureCode: ErrorCode.JobsDataFailed });
      expect(answer).toEqual({ ok: false, failure: { code: ErrorCode.JobsDataFailed } });
    });

    it('given the token call failing, then the call fails with the context code and nothing is stored', async () => {
      tokenFails = true;
      const { client, store } = clientFor(baseUrl);
      const answer = await client.call({ method: 'GET', path: '/api/hello', transportFailureCode: ErrorCode.ContentServiceError });
      expect(answer).toEqual({ ok: false, failure: { code: ErrorCode.ContentServiceError } });
      expect(store.read()).toBeNull();
      expect(seen.filter((s) => s.path === '/api/hello')).toHaveLength(0);
    });
  });
});
