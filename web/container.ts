// The browser's composition root: the API adapters over one shared HTTP client (over fetch: axios would add
// about 21 KB gzipped to a booking), its token kept in local
// storage (token and session id survive a reload) or, for a kiosk or a widget, in memory; the real clock
// and Web Crypto ids. Bound by hand, not through inversify: the front-ends need six adapters, and a
// container (inversify with reflect-metadata, about 20 KB gzipped) would be most of the journey's weight.
// The server's roots (server/container.ts) keep inversify's request scopes.
import { AccessTokenService } from '@tavola/core/auth';
import type { BookingApiPort, CardTokenizerPort, ClockPort, ContactApiPort, ContentApiPort, GeoApiPort, IdGeneratorPort, PaymentsApiPort, WaitlistApiPort } from '@tavola/core/ports';
import {
  ApiHttpClient,
  AxiosBookingApi,
  AxiosContactApi,
  AxiosContentApi,
  AxiosGeoApi,
  AxiosPaymentsApi,
  AxiosTestCardTokenizer,
  AxiosTokenApi,
  AxiosWaitlistApi,
  CryptoIdGenerator,
  InMemoryKeyValueStorage,
  LocalStorageKeyValueStorage,
  StoredSessionId,
  StoredTokenStore,
  SystemClock,
  createFetchHttp,
} from '@tavola/adapters';
import { captchaToken } from './captcha/recaptcha';

export interface BrowserAdaptersConfig {
  apiBaseUrl: string;
  brandKey: string;
  /** Where the token and session id are kept: 'local' (survive a reload; the default) or 'memory' (gone with the page). */
  storage?: 'local' | 'memory';
  /** The reCAPTCHA v3 site key (RECAPTCHA_SITE_KEY): bookings and enquiries then carry a token for their action. None: captcha off. */
  captchaSiteKey?: string | null;
}

/** The ports a browser front-end talks to the API through, over one client, one token and one session id. */
export interface BrowserAdapters {
  clock: ClockPort;
  booking: BookingApiPort;
  payments: PaymentsApiPort;
  geo: GeoApiPort;
  contact: ContactApiPort;
  content: ContentApiPort;
  /** "Notify me" where no table fits (issue 14, item 2). */
  waitlist: WaitlistApiPort;
  /** The reference API's test gateway (a site without a Braintree key). */
  cardTokenizer: CardTokenizerPort;
  /** Where the token and session id live (a test reads it). */
  storage: LocalStorageKeyValueStorage | InMemoryKeyValueStorage;
  /** Web Crypto UUIDs: the booking journey's Idempotency-Key, kept across a try again. */
  ids: IdGeneratorPort;
}

export function createBrowserAdapters(config: BrowserAdaptersConfig): BrowserAdapters {
  const clock = new SystemClock();
  const ids = new CryptoIdGenerator();
  const storage = config.storage === 'memory' ? new InMemoryKeyValueStorage() : new LocalStorageKeyValueStorage();
  const http = createFetchHttp({ baseUrl: config.apiBaseUrl, brandKey: config.brandKey });
  const tokens = new AccessTokenService(new StoredTokenStore(storage), new AxiosTokenApi(http), clock);
  const siteKey = config.captchaSiteKey ?? null;
  // Google's script is loaded only when a booking or an enquiry is first sent (web/captcha/recaptcha.ts).
  const captcha = siteKey ? { token: (action: string) => captchaToken(siteKey, action) } : undefined;
  const client = new ApiHttpClient(http, tokens, new StoredSessionId(storage, ids), ids, undefined, captcha);
  return {
    clock,
    booking: new AxiosBookingApi(client),
    payments: new AxiosPaymentsApi(client),
    geo: new AxiosGeoApi(client),
    contact: new AxiosContactApi(client),
    content: new AxiosContentApi(client),
    cardTokenizer: new AxiosTestCardTokenizer(client),
    waitlist: new AxiosWaitlistApi(client),
    storage,
    ids,
  };
}
