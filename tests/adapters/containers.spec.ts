// The composition roots: every port resolves to its adapter, singletons are shared where they must be
// (one token, one cache per process) and a request container keeps its own bindings to itself.
import { BookingApiToken } from '../../core/ports/booking-api.port';
import { CaptchaApiToken } from '../../core/ports/captcha-api.port';
import { ClockToken } from '../../core/ports/clock.port';
import { ContactApiToken } from '../../core/ports/contact-api.port';
import { ContentApiToken } from '../../core/ports/content-api.port';
import { GeoApiToken } from '../../core/ports/geo-api.port';
import { JobsApiToken } from '../../core/ports/jobs-api.port';
import { OffersApiToken } from '../../core/ports/offers-api.port';
import { PaymentsApiToken } from '../../core/ports/payments-api.port';
import { PreferencesApiToken } from '../../core/ports/preferences-api.port';
import { SessionIdToken, type SessionIdPort } from '../../core/ports/session-id.port';
import { SignUpApiToken } from '../../core/ports/sign-up-api.port';
import { SocialApiToken } from '../../core/ports/social-api.port';
import { portToken } from '../../core/shared/port-token';
import { CachedContentApi } from '../../adapters/cache/cached-content.api';
import { AxiosBookingApi } from '../../adapters/http/axios-booking.api';
import { FixedClock } from '../../adapters/time/system.clock';
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
      const content = container.get<import('../../core/ports/content-api.port').ContentApiPort>(ContentApiToken);
      const settings = await content.getBrandSettings();
      expect(settings.ok && settings.value.mastheadItems.length).toBeGreaterThan(0);
    } finally {
      await h.close();
    }
  }, 60_000);
});
