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
import { createBrowserAdapters } from '../../web/container';
import { AUTH } from '@tavola/core/constants';
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
  it('given the browser root (bound by hand, no container), then it reads the real reference API and keeps its session id as a UUID', async () => {
    const h = await startAdapterHarness();
    try {
      const api = createBrowserAdapters({ apiBaseUrl: h.baseUrl, brandKey: 'casa-ventura', storage: 'memory' });
      const found = await api.content.searchRestaurants();
      expect(found.ok && found.value.length).toBeGreaterThan(20);
      const occasions = await api.booking.getOccasions('CV001', new Date(h.api.clock.now() + 86_400_000).toISOString().slice(0, 10));
      expect(occasions.ok).toBe(true);
      expect(api.storage.getItem(AUTH.sessionIdStorageKey)).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await h.close();
    }
  }, 60_000);
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
