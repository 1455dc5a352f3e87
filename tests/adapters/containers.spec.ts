// The composition roots: every port resolves to its adapter, singletons are shared where they must be
// (one token, one cache per process) and a request container keeps its own bindings to itself.
import {
  BookingApiToken,
  CaptchaApiToken,
  ClockToken,
  ContactApiToken,
  ContentApiToken,
  GeoApiToken,
  JobsApiToken,
  OffersApiToken,
  PaymentsApiToken,
  PreferencesApiToken,
  SessionIdToken,
  type SessionIdPort,
  SignUpApiToken,
  SocialApiToken,
  portToken,
} from '@tavola/core/ports';
import { CachedContentApi, AxiosBookingApi, FixedClock } from '@tavola/adapters';
import { createRequestContainer, createServerContainer } from '../../server/container';
import { createBrowserContainer } from '../../web/container';
import { startAdapterHarness } from '../support/adapter-harness';
import { createTestContainer } from '../support/test-container';

const API_PORTS = [
  BookingApiToken, PaymentsApiToken, ContentApiToken, ContactApiToken, JobsApiToken, OffersApiToken,
  PreferencesApiToken, SignUpApiToken, GeoApiToken, SocialApiToken, CaptchaApiToken,
];

describe('server root', () => {
  const root = createServerContainer({ apiBaseUrl: 'http://127.0.0.1:9', brandKey: 'casa-ventura' });

  it('given the root, then every API port resolves, content through its cache', () => {
    for (const token of API_PORTS) expect(root.get(token)).toBeDefined();
    expect(root.get(BookingApiToken)).toBeInstanceOf(AxiosBookingApi);
    expect(root.get(ContentApiToken)).toBeInstanceOf(CachedContentApi);
  });

  it('given two request containers, then they share the process-wide adapters but not their own bindings', () => {
    const first = createRequestContainer(root);
    const second = createRequestContainer(root);
    expect(first.get(ContentApiToken)).toBe(second.get(ContentApiToken));
    const DinerStore = portToken<{ name: string }>('test/DinerStore');
    first.bind(DinerStore).toConstantValue({ name: 'Giulia' });
    second.bind(DinerStore).toConstantValue({ name: 'Marco' });
    expect(first.get<{ name: string }>(DinerStore).name).toBe('Giulia');
    expect(second.get<{ name: string }>(DinerStore).name).toBe('Marco');
    expect(root.isBound(DinerStore)).toBe(false);
  });
});

describe('browser root', () => {
  it('given the browser root, then every API port resolves and the session id is a UUID', () => {
    const container = createBrowserContainer({ apiBaseUrl: 'http://127.0.0.1:9', brandKey: 'casa-ventura' });
    for (const token of API_PORTS) expect(container.get(token)).toBeDefined();
    expect(container.get<SessionIdPort>(SessionIdToken).sessionId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('test root', () => {
  it('given a fake rebound in the test container, then consumers get the fake', () => {
    const container = createTestContainer();
    const fake = { sessionId: () => 'fixed-session' };
    container.rebind(SessionIdToken).toConstantValue(fake);
    expect(container.get<SessionIdPort>(SessionIdToken).sessionId()).toBe('fixed-session');
    expect(container.get(ClockToken)).toBeInstanceOf(FixedClock);
  });

  it('given the real reference API, then the wired content adapter reads the seeded brand settings', async () => {
    const h = await startAdapterHarness();
    try {
      const container = createTestContainer({ apiBaseUrl: h.baseUrl, clock: h.api.clock });
      const content = container.get<import('@tavola/core/ports').ContentApiPort>(ContentApiToken);
      const settings = await content.getBrandSettings();
      expect(settings.ok && settings.value.mastheadItems.length).toBeGreaterThan(0);
    } finally {
      await h.close();
    }
  }, 60_000);
});
