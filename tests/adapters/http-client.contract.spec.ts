// The shared client against the real reference API: headers, token, idempotency and error answers, over
// both transports (axios for Node, fetch for browsers).
import { ErrorCode } from '@tavola/core/errors';
import { startAdapterHarness, type AdapterHarness, type HarnessTransport } from '../support/adapter-harness';

describe.each<HarnessTransport>(['axios', 'fetch'])('over %s', (transport) => {
  let h: AdapterHarness;

  beforeAll(async () => {
    h = await startAdapterHarness({}, transport);
  }, 60_000);

  afterAll(async () => {
    await h.close();
  });

  it('given no stored token, when a call is made, then a token is fetched, stored and the call answers', async () => {
    const answer = await h.client.call<{ occasions: unknown[] }>({ method: 'GET', path: '/api/booking/occasions/CV001', params: { date: '2026-11-25' } });
    expect(answer.ok && answer.data.occasions.length).toBeGreaterThan(0);
    expect(h.tokenStore.read()?.accessToken).toEqual(expect.any(String));
  });

  it('given an API error answer, then its catalogue code, message and status come back as a failure', async () => {
    const answer = await h.client.call({ method: 'GET', path: '/api/booking/occasions/CV999', params: { date: '2026-11-25' } });
    expect(answer).toEqual({ ok: false, failure: { code: ErrorCode.RestaurantNotFound, status: 404, message: expect.any(String) } });
  });

  it('given a 400 naming a field, then the field comes back', async () => {
    const answer = await h.client.call({ method: 'GET', path: '/api/booking/occasions/CV001', params: { date: 'tomorrow' } });
    expect(answer.ok ? null : answer.failure).toMatchObject({ status: 400, field: 'date' });
  });
});
