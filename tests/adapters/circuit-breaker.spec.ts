// The circuit breaker over the API calls (issue 13, item 3): five calls in a row without an answer open it;
// while open a call fails at once as a time-out without touching the network; after the open time one
// probe goes through, and its outcome closes or reopens the breaker.
import { Agent } from 'node:http';
import { ErrorCode } from '@tavola/core/errors';
import { ApiHttpClient, CircuitBreaker, createAxios, CryptoIdGenerator, FixedClock, TIMEOUT_TITLE } from '@tavola/adapters';
import { startHungServer } from '../support/http-probe';

const TIMED_OUT = { ok: false, failure: { code: ErrorCode.Ok, title: TIMEOUT_TITLE } };

describe('CircuitBreaker', () => {
  it('given failures in a row, then it opens at the fifth, lets one probe through after the open time, and closes on an answer', () => {
    const clock = new FixedClock(0);
    const breaker = new CircuitBreaker(clock, { failures: 5, openMs: 10_000 });
    for (let i = 0; i < 4; i += 1) {
      expect(breaker.allow()).toBe(true);
      breaker.failed();
    }
    expect(breaker.state).toBe('closed');
    breaker.failed();
    expect(breaker.state).toBe('open');
    expect(breaker.allow()).toBe(false);
    clock.advance(9_999);
    expect(breaker.allow()).toBe(false);
    clock.advance(1);
    expect(breaker.state).toBe('half-open');
    expect(breaker.allow()).toBe(true);
    // One probe at a time.
    expect(breaker.allow()).toBe(false);
    breaker.succeeded();
    expect(breaker.state).toBe('closed');
    expect(breaker.allow()).toBe(true);
  });

  it('given a probe that fails, then it opens again for the whole open time', () => {
    const clock = new FixedClock(0);
    const breaker = new CircuitBreaker(clock, { failures: 2, openMs: 1_000 });
    breaker.failed();
    breaker.failed();
    clock.advance(1_000);
    expect(breaker.allow()).toBe(true);
    breaker.failed();
    expect(breaker.state).toBe('open');
    clock.advance(999);
    expect(breaker.allow()).toBe(false);
  });

  it('given an answer between failures, then the count starts again', () => {
    const breaker = new CircuitBreaker(new FixedClock(0), { failures: 3, openMs: 1_000 });
    breaker.failed();
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.state).toBe('closed');
  });
});

describe('the shared client with a circuit breaker, against a hung API', () => {
  it('given five time-outs, then the next calls fail at once without a connection, and a probe goes out after the open time', async () => {
    const hung = await startHungServer();
    const clock = new FixedClock(0);
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    const client = new ApiHttpClient(
      createAxios({ baseUrl: hung.url, brandKey: 'casa-ventura', timeoutMs: 200, httpAgent: agent }),
      { withToken: (call) => call('token') },
      { sessionId: () => 'session' },
      new CryptoIdGenerator(),
      new CircuitBreaker(clock, { failures: 5, openMs: 10_000 }),
    );
    const get = () => client.call({ method: 'GET', path: '/api/v1/content/brand-settings' });
    try {
      expect(await Promise.all([get(), get(), get(), get(), get()])).toEqual([TIMED_OUT, TIMED_OUT, TIMED_OUT, TIMED_OUT, TIMED_OUT]);
      expect(hung.accepted()).toBe(5);

      const started = Date.now();
      const fast = await Promise.all(Array.from({ length: 20 }, get));
      expect(Date.now() - started).toBeLessThan(100);
      expect(fast.every((answer) => JSON.stringify(answer) === JSON.stringify(TIMED_OUT))).toBe(true);
      expect(hung.accepted()).toBe(5);

      clock.advance(10_000);
      expect(await get()).toEqual(TIMED_OUT);
      expect(hung.accepted()).toBe(6);
      // The probe failed: open again.
      expect(await get()).toEqual(TIMED_OUT);
      expect(hung.accepted()).toBe(6);
    } finally {
      agent.destroy();
      await hung.close();
    }
  });
});
