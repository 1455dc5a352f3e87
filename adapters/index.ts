// @tavola/adapters: the HTTP and storage adapters every Tavola front-end needs, for a browser or Node.
// Nothing here reaches a Node built-in: Node's keep-alive agents are in '@tavola/adapters/node', the
// inversify container module in '@tavola/adapters/inversify', and Braintree's Hosted Fields card form in
// '@tavola/adapters/braintree'.
export * from './http/api-http-client';
export * from './http/http-transport';
export { createAxios } from './http/axios-transport';
export { createFetchHttp, type FetchHttpOptions } from './http/fetch-transport';
export * from './http/circuit-breaker';
export * from './http/answer-readers';
export { AxiosBookingApi } from './http/axios-booking.api';
export { AxiosCaptchaApi, type CaptchaVerdict } from './http/axios-captcha.api';
export { AxiosContactApi } from './http/axios-contact.api';
export { AxiosContentApi } from './http/axios-content.api';
export { AxiosGeoApi } from './http/axios-geo.api';
export { AxiosJobsApi } from './http/axios-jobs.api';
export { AxiosManageBookingApi } from './http/axios-manage-booking.api';
export { AxiosOffersApi } from './http/axios-offers.api';
export { AxiosPaymentsApi } from './http/axios-payments.api';
export { AxiosPreferencesApi } from './http/axios-preferences.api';
export { AxiosSignUpApi } from './http/axios-sign-up.api';
export { AxiosSocialApi } from './http/axios-social.api';
export { AxiosTestCardTokenizer } from './http/axios-test-card.tokenizer';
export { AxiosTokenApi } from './http/axios-token.api';
export { AxiosWaitlistApi } from './http/axios-waitlist.api';
export { cacheCalls, type CachedCallKind } from './cache/cached-calls';
export { CachedContentApi, type CachedContentOptions } from './cache/cached-content.api';
export { StaleOnErrorCache } from './cache/stale-on-error.cache';
export { CryptoIdGenerator } from './ids/crypto.id-generator';
export { InMemoryKeyValueStorage } from './storage/in-memory.key-value';
export { LocalStorageKeyValueStorage } from './storage/local-storage.key-value';
export { StoredSessionId } from './storage/stored.session-id';
export { StoredTokenStore } from './storage/stored.token-store';
export { FixedClock, SystemClock } from './time/system.clock';
export {
  InMemoryBookingApi,
  type InMemoryBooking,
  type InMemoryBookingOptions,
  type InMemoryRestaurant,
} from './memory/in-memory.booking.api';
export { IN_MEMORY_CARD_NONCES, InMemoryPaymentsApi } from './memory/in-memory.payments.api';
export { IN_MEMORY_TEST_CARDS, InMemoryCardTokenizer } from './memory/in-memory.card-tokenizer';
export { InMemorySms } from './memory/in-memory.sms';
export { UnconfiguredSms } from './sms/unconfigured.sms';
