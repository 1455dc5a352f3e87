// Captcha validation through HTTP, with a verifier standing in for Google: a good token, a refused one and
// a check that could not be made.
import type { CaptchaVerifier } from '../../server/api/api-dependencies';
import { useApiHarness } from '../support/api-harness';
import { expectUnauthorised } from './auth-checks';

const verifier: CaptchaVerifier = {
  enabled: true,
  async verify(token) {
    if (token === 'good-token') return { ok: true };
    if (token === 'unreachable') return { ok: false, reason: 'unavailable', detail: 'no answer' };
    return { ok: false, reason: 'refused', detail: 'forged' };
  },
};

const { harness, api } = useApiHarness({ overrides: { captcha: verifier } });

describe('POST /api/recaptcha/validate', () => {
  it('given a token the verifier accepts, when validated, then success', async () => {
    const response = await api.post('/api/recaptcha/validate', { response: 'good-token' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
  });

  it('given a token the verifier refuses, when validated, then success false with Invalid token', async () => {
    const response = await api.post('/api/recaptcha/validate', { response: 'forged' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: false, message: 'Invalid token' });
  });

  it('given a check that could not be made, when validated, then success false with Internal error', async () => {
    const response = await api.post('/api/recaptcha/validate', { response: 'unreachable' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: false, message: 'Internal error' });
  });

  it.each([
    ['no token', {}, 'response'],
    ['a blank token', { response: ' ' }, 'response'],
    ['a token that is not text', { response: 123 }, 'response'],
    ['an unknown field', { response: 'good-token', action: 'submit' }, 'action'],
  ])('given %s, when validated, then 400 naming %s', async (_case, body, field) => {
    const response = await api.post('/api/recaptcha/validate', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field });
  });

  it('given no token, a wrong brandKey or no sessionId, then 401 JSON', async () => {
    await expectUnauthorised(harness, ['post', '/api/recaptcha/validate', { response: 'good-token' }]);
  });
});
