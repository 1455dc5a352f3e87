// The three ways a call can lack access (no bearer token, a wrong brandKey, no sessionId), each of which
// must be a 401 with a JSON error, whatever the endpoint.
import request from 'supertest';
import type { ApiHarness } from '../support/api-harness';

export type Endpoint = [method: 'get' | 'post', url: string, body?: object];

export const AUTH_FAILURES = [
  ['no bearer token', (h: Record<string, string>) => ({ brandKey: h.brandKey, sessionId: h.sessionId })],
  ['a wrong brandKey', (h: Record<string, string>) => ({ ...h, brandKey: 'another-brand' })],
  ['no sessionId', (h: Record<string, string>) => ({ brandKey: h.brandKey, Authorization: h.Authorization })],
] as const;

export async function expectUnauthorised(harness: ApiHarness, [method, url, body]: Endpoint): Promise<void> {
  for (const [, headersFor] of AUTH_FAILURES) {
    const headers = headersFor(harness.headers()) as Record<string, string>;
    let test = request(harness.app)[method](url).set(headers).set('Idempotency-Key', `auth-check-${Date.now()}`);
    if (body !== undefined) test = test.send(body);
    const response = await test;
    expect({ url, status: response.status }).toEqual({ url, status: 401 });
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
  }
}
