// The browser's HTTP client and reCAPTCHA (issue 13, item 2): with a token source (a site key), the calls
// core's CAPTCHA_CALLS names carry a fresh token for their own action in the Recaptcha-Token header; other
// calls carry none and never ask Google; a source that fails sends the call without one (the API says why).
import { ApiHttpClient, AxiosWaitlistApi, type CaptchaTokenSource, type HttpRequest, type HttpTransport } from '@tavola/adapters';
import { CAPTCHA } from '@tavola/core/constants';

function recordingTransport(): { transport: HttpTransport; sent: HttpRequest[] } {
  const sent: HttpRequest[] = [];
  return {
    sent,
    transport: {
      request: async (request) => {
        sent.push(request);
        return { status: 200, data: {} };
      },
      post: async () => ({ status: 200, data: {} }),
    },
  };
}

const tokens = { withToken: <T,>(work: (token: string) => Promise<T>) => work('access-token') };
const session = { sessionId: () => 'session-0001' };
const ids = { uuid: () => 'key-00000001' };

function clientWith(source: CaptchaTokenSource | undefined) {
  const { transport, sent } = recordingTransport();
  return { client: new ApiHttpClient(transport, tokens, session, ids, undefined, source), sent };
}

describe('ApiHttpClient with a captcha token source', () => {
  it.each([
    ['/api/booking/create/CV001', 'booking'],
    ['/api/contact/group-booking', 'group_enquiry'],
    ['/api/signup', 'sign_up'],
  ])('given POST %s, then a token for %s in the Recaptcha-Token header', async (path, action) => {
    const token = jest.fn(async (a: string) => `token-for-${a}`);
    const { client, sent } = clientWith({ token });
    await client.call({ method: 'POST', path, body: {}, idempotent: true });
    expect(token).toHaveBeenCalledWith(action);
    expect(sent[0]?.headers?.[CAPTCHA.header]).toBe(`token-for-${action}`);
  });

  it("given the waitlist's join (Notify me), then a token for waitlist; its hold claim (a signed link) asks for none", async () => {
    const token = jest.fn(async (a: string) => `token-for-${a}`);
    const { client, sent } = clientWith({ token });
    const waitlist = new AxiosWaitlistApi(client);
    await waitlist.join({ storeId: 'CV011', occasionId: 'dinner', date: '2026-11-25', timeFrom: '19:00', timeTo: '19:00', adults: 2, children: 0, firstName: 'Marco', lastName: 'Bianchi', email: 'marco@example.com', phoneNumber: '', shouldReceiveSms: false, consent: true });
    expect(token).toHaveBeenCalledWith('waitlist');
    expect(sent[0]?.headers?.[CAPTCHA.header]).toBe('token-for-waitlist');
    await waitlist.claim('hold-token');
    expect(token).toHaveBeenCalledTimes(1);
    expect(sent[1]?.headers?.[CAPTCHA.header]).toBeUndefined();
  });

  it('given a call that needs none (availability), then no token is asked for or sent', async () => {
    const token = jest.fn(async () => 'unused');
    const { client, sent } = clientWith({ token });
    await client.call({ method: 'POST', path: '/api/booking/availability', body: {} });
    expect(token).not.toHaveBeenCalled();
    expect(sent[0]?.headers?.[CAPTCHA.header]).toBeUndefined();
  });

  it('given a source that fails, then the call goes without a token', async () => {
    const { client, sent } = clientWith({ token: async () => Promise.reject(new Error('Failed to load script')) });
    const answer = await client.call({ method: 'POST', path: '/api/booking/create/CV001', body: {}, idempotent: true });
    expect(answer.ok).toBe(true);
    expect(sent[0]?.headers?.[CAPTCHA.header]).toBeUndefined();
  });

  it('given no source (captcha off), then no header on any call', async () => {
    const { client, sent } = clientWith(undefined);
    await client.call({ method: 'POST', path: '/api/booking/create/CV001', body: {}, idempotent: true });
    expect(sent[0]?.headers?.[CAPTCHA.header]).toBeUndefined();
  });
});
