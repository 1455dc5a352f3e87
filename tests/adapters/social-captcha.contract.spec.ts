// The social-feed and captcha adapters against the real reference API on an ephemeral port, with a captcha
// verifier standing in for Google: the seeded photo feed, and a verdict for a good, a refused and an
// unverifiable token (a verdict is an answer; only a call that got none is a failure).
import { type ApiHttpClient, AxiosCaptchaApi, AxiosSocialApi } from '@tavola/adapters';
import { MESSAGES } from '@tavola/core/errors';
import type { CaptchaApiPort, SocialApiPort } from '@tavola/core/ports';
import type { CaptchaVerifier } from '../../server/api/api-dependencies';
import { seedData } from '../../server/api/seed';
import { startAdapterHarness, type AdapterHarness } from '../support/adapter-harness';

const verifier: CaptchaVerifier = {
  enabled: true,
  async verify(token) {
    if (token === 'good-token') return { ok: true };
    if (token === 'unreachable') return { ok: false, reason: 'unavailable', detail: 'no answer' };
    return { ok: false, reason: 'refused', detail: 'forged' };
  },
};

let h: AdapterHarness;
let social: SocialApiPort;
let captcha: CaptchaApiPort;

beforeAll(async () => {
  h = await startAdapterHarness({ overrides: { captcha: verifier } });
  social = new AxiosSocialApi(h.client);
  captcha = new AxiosCaptchaApi(h.client);
}, 60_000);

afterAll(async () => {
  await h.close();
});

describe('social getMedia', () => {
  it('given the seeded feed, when fetched, then every post in order with its image, caption and link', async () => {
    const result = await social.getMedia();
    if (!result.ok) throw new Error(`expected posts, got ${JSON.stringify(result.error)}`);
    expect(result.value.map((post) => post.id)).toEqual(seedData.socialPosts.map((post) => post.id));
    expect(result.value[0]).toEqual(seedData.socialPosts[0]);
  });

  describe('answers of the wrong shape (the client stubbed to answer them)', () => {
    const answering = (data: unknown) => new AxiosSocialApi({ call: async () => ({ ok: true, status: 200, data }) } as unknown as ApiHttpClient);
    const post = { id: 'p1', imageUrl: '/images/social/post-01.svg' };

    it.each([
      ['an object, not a list', { data: [post] }],
      ['a post without an image', [{ id: 'p1' }]],
      ['a caption that is not text', [{ ...post, caption: 7 }]],
    ])('given %s, then a failure', async (_case, data) => {
      expect(await answering(data).getMedia()).toEqual({ ok: false, error: { code: null, status: 200 } });
    });

    it('given a post with a null caption and no link, then the post without them', async () => {
      expect(await answering([{ ...post, caption: null }]).getMedia()).toEqual({ ok: true, value: [post] });
    });
  });
});

describe('captcha validate', () => {
  it('given a token the check accepts, when validated, then success', async () => {
    expect(await captcha.validate('good-token')).toEqual({ ok: true, value: { success: true } });
  });

  it('given a token the check refuses, when validated, then success false with Invalid token', async () => {
    expect(await captcha.validate('forged')).toEqual({ ok: true, value: { success: false, message: MESSAGES.captchaInvalidToken } });
  });

  it('given a check that could not be made, when validated, then success false with Internal error', async () => {
    expect(await captcha.validate('unreachable')).toEqual({ ok: true, value: { success: false, message: MESSAGES.captchaInternalError } });
  });

  it('given a blank token, when validated, then a failure naming response', async () => {
    expect(await captcha.validate(' ')).toMatchObject({ ok: false, error: { code: null, status: 400, field: 'response' } });
  });

  describe('answers of the wrong shape (the client stubbed to answer them)', () => {
    const answering = (data: unknown) => new AxiosCaptchaApi({ call: async () => ({ ok: true, status: 200, data }) } as unknown as ApiHttpClient);

    it.each([
      ['no success flag', { message: 'Invalid token' }],
      ['success as text', { success: 'true' }],
      ['no body', ''],
    ])('given %s, then a failure', async (_case, data) => {
      expect(await answering(data).validate('good-token')).toEqual({ ok: false, error: { code: null, status: 200 } });
    });

    it('given a refusal without a reason, then success false alone', async () => {
      expect(await answering({ success: false }).validate('x')).toEqual({ ok: true, value: { success: false } });
    });
  });
});
