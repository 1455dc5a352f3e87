// CORS for the embeddable booking widget (issue 11): an origin on EMBED_ALLOWED_ORIGINS gets its preflight
// and the CORS headers; any other foreign origin is refused 403 ORIGIN_NOT_ALLOWED before any route runs
// (no token issued, nothing written); calls without an Origin, from the API's own origin and from the
// site's public origin are served as before.
import type { Express } from 'express';
import request from 'supertest';
import { EMBED_CORS } from '../../server/api/http/cors';
import { useApiHarness } from '../support/api-harness';
import { embedApi, type CountingApi } from '../support/embed-api';

const { harness } = useApiHarness();

const PARTNER = 'https://partner.example';
const LOCAL_PARTNER = 'http://127.0.0.2:4123';
const STRANGER = 'https://evil.example';

const apis: CountingApi[] = [];

/** The API over the harness's database, with these allowed origins and a token issuer that counts. */
function apiWith(embedAllowedOrigins: readonly string[]): Express {
  const api = embedApi(harness, { embedAllowedOrigins });
  apis.push(api);
  return api.app;
}

/** Tokens issued by any of this file's APIs since the test began. */
const issued = (): number => apis.reduce((sum, api) => sum + api.issued(), 0);

const signUp = (email: string) => ({
  emailAddress: email,
  favouriteRestaurant: 'CV001',
  firstName: 'Elena',
  phoneNumber: '07700 900321',
  acceptTerms: true,
  acceptSMSTerms: false,
  birthday: { day: 14, month: 3, year: 1991 },
});
const signUpRow = (email: string) => harness.handle.db.selectFrom('sign_ups').selectAll().where('email', '=', email).executeTakeFirst();

function varyOf(headers: Record<string, string>): string[] {
  return (headers.vary ?? '').split(',').map((value) => value.trim().toLowerCase());
}

beforeEach(() => {
  for (const api of apis) api.resetIssued();
});

describe('an allowed origin', () => {
  let app: Express;
  beforeAll(() => {
    app = apiWith([PARTNER, LOCAL_PARTNER]);
  });

  it('given a preflight of POST /api/token, then 204 with the origin echoed, the methods, the headers and a max-age', async () => {
    const response = await request(app)
      .options('/api/token')
      .set('Origin', PARTNER)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,brandkey');
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(varyOf(response.headers)).toContain('origin');
    expect(response.headers['access-control-allow-methods']).toBe('GET,POST,PUT,PATCH,DELETE');
    expect(response.headers['access-control-allow-headers']).toBe('Authorization,Content-Type,brandKey,sessionId,Idempotency-Key,Recaptcha-Token');
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(issued()).toBe(0);
  });

  it('given a preflight of a booking call from an http origin with a port, then 204 for it', async () => {
    const response = await request(app)
      .options('/api/v1/booking/create-reservation')
      .set('Origin', LOCAL_PARTNER)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,brandkey,content-type,idempotency-key,sessionid');
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(LOCAL_PARTNER);
  });

  it('given the real POST /api/token, then the token with the origin echoed and Retry-After readable', async () => {
    const response = await request(app).post('/api/token').set('Origin', PARTNER).set('brandKey', harness.config.brandKey).send({});
    expect(response.status).toBe(200);
    expect(typeof response.body.accessToken).toBe('string');
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(response.headers['access-control-expose-headers']).toBe(EMBED_CORS.exposedHeaders.join(','));
    expect(varyOf(response.headers)).toContain('origin');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(issued()).toBe(1);
  });

  it('given the same sign-up as refused below, then it is stored', async () => {
    const response = await request(app)
      .post('/api/signup')
      .set(harness.headers())
      .set('Idempotency-Key', 'cors-allowed-0001')
      .set('Origin', PARTNER)
      .send(signUp('allowed.origin@example.com'));
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(await signUpRow('allowed.origin@example.com')).toBeDefined();
  });

  it('given a call the API refuses (no token), then its error is readable too', async () => {
    const response = await request(app).get('/api/v1/content/brand-settings').set('Origin', PARTNER).set('brandKey', harness.config.brandKey);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHORIZED');
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
  });
});

describe('an origin not on the list', () => {
  let app: Express;
  beforeAll(() => {
    app = apiWith([PARTNER]);
  });

  it('given a preflight, then 403 JSON naming the origin, with no CORS headers', async () => {
    const response = await request(app)
      .options('/api/token')
      .set('Origin', STRANGER)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,brandkey');
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message: `The origin ${STRANGER} is not allowed to embed the booking widget` });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(varyOf(response.headers)).toContain('origin');
  });

  it('given the real POST /api/token, then 403 and no token issued', async () => {
    const response = await request(app).post('/api/token').set('Origin', STRANGER).set('brandKey', harness.config.brandKey).send({});
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(response.body.accessToken).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(issued()).toBe(0);
  });

  it('given a valid, authorised sign-up, then 403 and nothing stored', async () => {
    const response = await request(app)
      .post('/api/signup')
      .set(harness.headers())
      .set('Idempotency-Key', 'cors-refused-0001')
      .set('Origin', STRANGER)
      .send(signUp('refused.origin@example.com'));
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(await signUpRow('refused.origin@example.com')).toBeUndefined();
  });

  it.each([
    ['a look-alike of an allowed one', 'https://partner.example.evil.example'],
    ['another scheme of an allowed one', 'http://partner.example'],
    ['another port of an allowed one', 'https://partner.example:8443'],
    ['an opaque origin', 'null'],
  ])('given %s (%s), then 403', async (_what, origin) => {
    const response = await request(app).post('/api/token').set('Origin', origin).set('brandKey', harness.config.brandKey).send({});
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(issued()).toBe(0);
  });

  it('given a tab and a non-ASCII letter in the Origin, then they are not repeated in the message', async () => {
    const response = await request(app).get('/api/v1/content/brand-settings').set('Origin', 'https://evil.example\t\u00e9');
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('The origin https://evil.example?? is not allowed to embed the booking widget');
  });
});

describe('EMBED_ALLOWED_ORIGINS empty (the default)', () => {
  it('given any foreign origin, then every call and preflight is refused', async () => {
    const app = harness.app;
    for (const origin of [PARTNER, LOCAL_PARTNER, STRANGER]) {
      const preflight = await request(app).options('/api/token').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
      expect(preflight.status).toBe(403);
      const call = await request(app).post('/api/token').set('Origin', origin).set('brandKey', harness.config.brandKey).send({});
      expect(call.status).toBe(403);
      expect(call.body.code).toBe('ORIGIN_NOT_ALLOWED');
    }
  });
});

describe('calls that are not cross-origin', () => {
  let app: Express;
  beforeAll(() => {
    app = apiWith([PARTNER]);
  });

  it('given no Origin header, then the token call is served as before, with no CORS headers', async () => {
    const response = await request(app).post('/api/token').set('brandKey', harness.config.brandKey).send({});
    expect(response.status).toBe(200);
    expect(typeof response.body.accessToken).toBe('string');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(issued()).toBe(1);
  });

  it('given no Origin header, then an OPTIONS is not answered as a preflight', async () => {
    const response = await request(app).options('/api/token');
    expect(response.status).not.toBe(204);
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('given an Origin equal to the API’s own address, then it is served as same-origin', async () => {
    const response = await request(app).post('/api/token').set('Host', 'api.casaventura.example:4000').set('Origin', 'http://api.casaventura.example:4000').set('brandKey', harness.config.brandKey).send({});
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('given the site’s public origin (PUBLIC_BASE_URL), then it is always allowed', async () => {
    const site = new URL(harness.config.publicBaseUrl).origin;
    const response = await request(apiWith([])).post('/api/token').set('Origin', site).set('brandKey', harness.config.brandKey).send({});
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(site);
  });
});
