// The site's settings from the environment: the optional Google Maps browser key, off unless set, and
// refused at start-up when it could not be a key (it goes into the address of Google's script); the optional
// Braintree tokenization key likewise, for Braintree's sandbox or production only.
import { braintreeEnvironment, readSiteConfig } from './site-config';

describe('GOOGLE_MAPS_API_KEY', () => {
  it.each([
    ['not set', {}],
    ['empty', { GOOGLE_MAPS_API_KEY: '' }],
    ['blank', { GOOGLE_MAPS_API_KEY: '   ' }],
  ])('given it %s, then the site has no key', (_case, env) => {
    expect(readSiteConfig(env).googleMapsApiKey).toBeNull();
  });

  it('given a key with spaces around it, then the key itself', () => {
    expect(readSiteConfig({ GOOGLE_MAPS_API_KEY: '  AIzaSyA-test_key0123456789  ' }).googleMapsApiKey).toBe('AIzaSyA-test_key0123456789');
  });

  it.each(['AIza&callback=alert', 'AIza key', 'AIza"/><script>', 'AIza%20'])('given %p, then the site refuses to start, naming the setting', (key) => {
    expect(() => readSiteConfig({ GOOGLE_MAPS_API_KEY: key })).toThrow(/GOOGLE_MAPS_API_KEY/);
  });
});

describe('BRAINTREE_TOKENIZATION_KEY', () => {
  it.each([
    ['not set', {}],
    ['empty', { BRAINTREE_TOKENIZATION_KEY: '' }],
    ['blank', { BRAINTREE_TOKENIZATION_KEY: '   ' }],
  ])('given it %s, then the site has no key (the built-in test gateway)', (_case, env) => {
    expect(readSiteConfig(env).braintreeTokenizationKey).toBeNull();
  });

  it.each([
    ['sandbox_g42y39zw_348pk9cgf3bgyw2b', 'sandbox'],
    ['  production_t2wns2y2_dfy45jdj3dxkmz5m  ', 'production'],
    ['sandbox_abc123_merchant_with_underscores', 'sandbox'],
  ])('given %p, then the key itself, for Braintree’s %s', (key, environment) => {
    const read = readSiteConfig({ BRAINTREE_TOKENIZATION_KEY: key }).braintreeTokenizationKey;
    expect(read).toBe(key.trim());
    expect(braintreeEnvironment(read as string)).toBe(environment);
  });

  it.each(['development_abc_def', 'sandbox_abc', 'sandbox', 'sandbox_abc_def"/><script>', 'sandbox_abc_def ghi', 'sandbox-abc-def', 'eyJ2ZXJzaW9uIjoyfQ=='])(
    'given %p, then the site refuses to start, naming the setting',
    (key) => {
      expect(() => readSiteConfig({ BRAINTREE_TOKENIZATION_KEY: key })).toThrow(/BRAINTREE_TOKENIZATION_KEY/);
    },
  );
});

describe('PARTNER_MENU_ORIGINS', () => {
  it('given it not set or empty, then no partner widget may be framed', () => {
    expect(readSiteConfig({}).partnerMenuOrigins).toEqual([]);
    expect(readSiteConfig({ PARTNER_MENU_ORIGINS: ' , ' }).partnerMenuOrigins).toEqual([]);
  });

  it('given https origins, comma-separated, then those origins in lower case', () => {
    expect(readSiteConfig({ PARTNER_MENU_ORIGINS: 'https://menus.partner.example, https://Widgets.Nutrition.Example/' }).partnerMenuOrigins).toEqual([
      'https://menus.partner.example',
      'https://widgets.nutrition.example',
    ]);
  });

  it.each(['http://menus.partner.example', 'https://menus.partner.example/casa', 'https://*.partner.example', 'menus.partner.example', "https://a.example 'unsafe-inline'"])(
    'given %p, then the site refuses to start, naming the setting',
    (entry) => {
      expect(() => readSiteConfig({ PARTNER_MENU_ORIGINS: entry })).toThrow(/PARTNER_MENU_ORIGINS/);
    },
  );
});

describe('BOOKING_HORIZON_DAYS', () => {
  it.each([
    [{}, 90],
    [{ BOOKING_HORIZON_DAYS: '30' }, 30],
    [{ BOOKING_HORIZON_DAYS: '0' }, 0],
    [{ BOOKING_HORIZON_DAYS: 'soon' }, 90],
    [{ BOOKING_HORIZON_DAYS: '-5' }, 90],
    [{ BOOKING_HORIZON_DAYS: '7.5' }, 90],
  ])('given %p, then the site books %i days ahead, as the API reading the same variable does', (env, days) => {
    expect(readSiteConfig(env).bookingHorizonDays).toBe(days);
  });
});

describe('API_READY_PATH and SHUTDOWN_DEADLINE_MS', () => {
  it('given nothing set, then the reference API’s /readyz and 10 s', () => {
    expect(readSiteConfig({}).apiReadyPath).toBe('/readyz');
    expect(readSiteConfig({}).shutdownDeadlineMs).toBe(10_000);
  });

  it('given an empty path, then the site’s readiness asks nothing of the API; given a path, that path', () => {
    expect(readSiteConfig({ API_READY_PATH: '' }).apiReadyPath).toBeNull();
    expect(readSiteConfig({ API_READY_PATH: ' /health/ready ' }).apiReadyPath).toBe('/health/ready');
    expect(readSiteConfig({ SHUTDOWN_DEADLINE_MS: '25000' }).shutdownDeadlineMs).toBe(25_000);
  });

  it('given a ready path that is not a path, then the site refuses to start', () => {
    for (const bad of ['readyz', 'http://api/readyz', '/ready?x=1', '/a b']) {
      expect(() => readSiteConfig({ API_READY_PATH: bad })).toThrow('API_READY_PATH must be a path');
    }
  });
});

describe('API_CALL_DEADLINE_MS and API_PROXY_DEADLINE_MS', () => {
  it('given nothing set, then 3 s for the site’s own calls and 15 s for the /api pass-through', () => {
    expect(readSiteConfig({}).apiCallDeadlineMs).toBe(3_000);
    expect(readSiteConfig({}).apiProxyDeadlineMs).toBe(15_000);
  });

  it('given whole numbers of ms above 0, then those; anything else keeps the default', () => {
    expect(readSiteConfig({ API_CALL_DEADLINE_MS: '4000', API_PROXY_DEADLINE_MS: '8000' })).toMatchObject({ apiCallDeadlineMs: 4000, apiProxyDeadlineMs: 8000 });
    for (const bad of ['', '0', '-5', '2.5', 'soon']) {
      expect(readSiteConfig({ API_CALL_DEADLINE_MS: bad, API_PROXY_DEADLINE_MS: bad })).toMatchObject({ apiCallDeadlineMs: 3_000, apiProxyDeadlineMs: 15_000 });
    }
  });
});

describe('API_CIRCUIT_FAILURES and API_CIRCUIT_OPEN_MS', () => {
  it('given nothing set, then five failures in a row open the breaker for 10 s', () => {
    expect(readSiteConfig({}).apiCircuitBreaker).toEqual({ failures: 5, openMs: 10_000 });
  });

  it('given values, then those; given 0 failures, then no breaker; anything else keeps each default', () => {
    expect(readSiteConfig({ API_CIRCUIT_FAILURES: '3', API_CIRCUIT_OPEN_MS: '2000' }).apiCircuitBreaker).toEqual({ failures: 3, openMs: 2000 });
    expect(readSiteConfig({ API_CIRCUIT_FAILURES: '0' }).apiCircuitBreaker).toBeNull();
    expect(readSiteConfig({ API_CIRCUIT_FAILURES: 'x', API_CIRCUIT_OPEN_MS: '-1' }).apiCircuitBreaker).toEqual({ failures: 5, openMs: 10_000 });
  });
});
