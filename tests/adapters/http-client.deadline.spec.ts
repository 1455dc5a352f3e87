// The shared client's deadline counts the wait for a socket (issue 13, item 3): against an API that
// accepts connections and never answers, calls queued behind a full agent end at their own deadline,
// not after the calls ahead of them have timed out.
import { Agent } from 'node:http';
import axios from 'axios';
import { ErrorCode } from '@tavola/core/errors';
import { ApiHttpClient, createAxios, CryptoIdGenerator, TIMEOUT_TITLE } from '@tavola/adapters';
import { startHungServer } from '../support/http-probe';

// Long enough that a loaded machine's timer jitter is small beside it: without the overall deadline the
// queued pairs would end at 2 and 3 deadlines (3 s, 4.5 s); with it every call ends near 1.5 s.
const DEADLINE_MS = 1_500;
const CALLS = 6;

describe('the overall deadline of an API call', () => {
  let hung: Awaited<ReturnType<typeof startHungServer>>;
  beforeEach(async () => {
    hung = await startHungServer();
  });
  afterEach(async () => {
    await hung.close();
  });

  it('given two sockets and six calls to a hung API, then every call fails as a time-out within its deadline', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    const client = new ApiHttpClient(
      createAxios({ baseUrl: hung.url, brandKey: 'casa-ventura', timeoutMs: DEADLINE_MS, httpAgent: agent }),
      { withToken: (call) => call('token') },
      { sessionId: () => 'session' },
      new CryptoIdGenerator(),
    );
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: CALLS }, async () => {
        const answer = await client.call({ method: 'GET', path: '/api/v1/content/brand-settings' });
        return { answer, ms: Date.now() - started };
      }),
    );
    for (const { answer, ms } of answers) {
      expect(answer).toEqual({ ok: false, failure: { code: ErrorCode.Ok, title: TIMEOUT_TITLE } });
      expect(ms).toBeLessThan(DEADLINE_MS * 1.8);
    }
    // The queued calls ended in the queue (on an idle machine only the first two sockets are ever opened; a
    // busy one may hand a freed socket to a queued call a moment before its own deadline fires).
    expect(hung.accepted()).toBeLessThan(CALLS);
    agent.destroy();
  });

  it('given a call that brings its own signal, then that signal rules', async () => {
    const http = createAxios({ baseUrl: hung.url, brandKey: 'casa-ventura', timeoutMs: 60_000 });
    const controller = new AbortController();
    const call = http.get('/api/x', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });

  it('shows the fault it fixes: axios’ own time-out alone starts only once a queued call has a socket', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const plain = axios.create({ baseURL: hung.url, timeout: DEADLINE_MS, httpAgent: agent });
    const started = Date.now();
    const times = await Promise.all(
      Array.from({ length: 3 }, () => plain.get('/api/x').then(() => Date.now() - started, () => Date.now() - started)),
    );
    // Each waited for the one before it: the last one took about three deadlines.
    expect(Math.max(...times)).toBeGreaterThanOrEqual(3 * DEADLINE_MS - 50);
    agent.destroy();
  });
});
