// The photo feed through HTTP: the seeded posts.
import { useApiHarness } from '../support/api-harness';
import { expectUnauthorised } from './auth-checks';

const { harness, api } = useApiHarness();

describe('GET /api/social/insta/media', () => {
  it('answers the seeded posts with local images', async () => {
    const response = await api.get('/api/social/insta/media');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const post of response.body) {
      expect(post).toMatchObject({ id: expect.any(String), imageUrl: expect.stringMatching(/^\/images\//) });
    }
  });

  it('given a query parameter, when fetched, then 400 naming it', async () => {
    const response = await api.get('/api/social/insta/media?limit=5');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'limit' });
  });

  it('given no token, a wrong brandKey or no sessionId, then 401 JSON', async () => {
    await expectUnauthorised(harness, ['get', '/api/social/insta/media']);
  });
});
