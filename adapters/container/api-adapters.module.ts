// Binds every API port of core to its axios adapter over one shared client. Loaded by each
// composition root (server, browser, tests) after the root has bound the runtime services the
// adapters need: the clock, the id generator, the key-value storage and ApiAdapterConfig.
import { ContainerModule } from 'inversify';
import { AccessTokenService } from '@tavola/core/auth';
import { CACHE } from '@tavola/core/constants';
import {
  BookingApiToken,
  CaptchaApiToken,
  CardTokenizerToken,
  ClockToken,
  ContactApiToken,
  ContentApiToken,
  GeoApiToken,
  IdGeneratorToken,
  JobsApiToken,
  KeyValueStorageToken,
  ManageBookingApiToken,
  WaitlistApiToken,
  OffersApiToken,
  PaymentsApiToken,
  PreferencesApiToken,
  SessionIdToken,
  SignUpApiToken,
  SocialApiToken,
  TokenApiToken,
  TokenStoreToken,
} from '@tavola/core/ports';
import { CachedContentApi } from '../cache/cached-content.api';
import { ApiHttpClient } from '../http/api-http-client';
import { createAxios } from '../http/axios-transport';
import { AxiosBookingApi } from '../http/axios-booking.api';
import { AxiosCaptchaApi } from '../http/axios-captcha.api';
import { AxiosContactApi } from '../http/axios-contact.api';
import { AxiosContentApi } from '../http/axios-content.api';
import { AxiosGeoApi } from '../http/axios-geo.api';
import { AxiosJobsApi } from '../http/axios-jobs.api';
import { AxiosManageBookingApi } from '../http/axios-manage-booking.api';
import { AxiosWaitlistApi } from '../http/axios-waitlist.api';
import { AxiosOffersApi } from '../http/axios-offers.api';
import { AxiosPaymentsApi } from '../http/axios-payments.api';
import { AxiosPreferencesApi } from '../http/axios-preferences.api';
import { AxiosSignUpApi } from '../http/axios-sign-up.api';
import { AxiosSocialApi } from '../http/axios-social.api';
import { AxiosTestCardTokenizer } from '../http/axios-test-card.tokenizer';
import { CircuitBreaker } from '../http/circuit-breaker';
import { AxiosTokenApi } from '../http/axios-token.api';
import { StoredSessionId } from '../storage/stored.session-id';
import { StoredTokenStore } from '../storage/stored.token-store';
import { AccessTokenServiceToken, ApiAdapterConfigToken, ApiHttpClientToken, AxiosToken, type ApiAdapterConfig } from './adapter-tokens';

/**
 * Everything here is a singleton of the container it is loaded into: one token, one session id, one
 * cache per runtime. A server loads it into its root container, so request containers share them.
 */
export const apiAdaptersModule = new ContainerModule(({ bind }) => {
  bind(AxiosToken).toDynamicValue((ctx) => createAxios(ctx.get<ApiAdapterConfig>(ApiAdapterConfigToken))).inSingletonScope();
  bind(TokenStoreToken).toDynamicValue((ctx) => new StoredTokenStore(ctx.get(KeyValueStorageToken))).inSingletonScope();
  bind(SessionIdToken).toDynamicValue((ctx) => new StoredSessionId(ctx.get(KeyValueStorageToken), ctx.get(IdGeneratorToken))).inSingletonScope();
  bind(TokenApiToken)
    .toDynamicValue((ctx) => new AxiosTokenApi(ctx.get(AxiosToken), ctx.get<ApiAdapterConfig>(ApiAdapterConfigToken).tokenPath))
    .inSingletonScope();
  bind(AccessTokenServiceToken)
    .toDynamicValue((ctx) => new AccessTokenService(ctx.get(TokenStoreToken), ctx.get(TokenApiToken), ctx.get(ClockToken)))
    .inSingletonScope();
  bind(ApiHttpClientToken)
    .toDynamicValue((ctx) => {
      const breaker = ctx.get<ApiAdapterConfig>(ApiAdapterConfigToken).circuitBreaker;
      return new ApiHttpClient(
        ctx.get(AxiosToken),
        ctx.get(AccessTokenServiceToken),
        ctx.get(SessionIdToken),
        ctx.get(IdGeneratorToken),
        breaker ? new CircuitBreaker(ctx.get(ClockToken), breaker) : undefined,
      );
    })
    .inSingletonScope();

  bind(BookingApiToken).toDynamicValue((ctx) => new AxiosBookingApi(ctx.get(ApiHttpClientToken))).inSingletonScope();
  bind(PaymentsApiToken).toDynamicValue((ctx) => new AxiosPaymentsApi(ctx.get(ApiHttpClientToken))).inSingletonScope();
  bind(ManageBookingApiToken).toDynamicValue((ctx) => new AxiosManageBookingApi(ctx.get(ApiHttpClientToken))).inSingletonScope();
  bind(WaitlistApiToken).toDynamicValue((ctx) => new AxiosWaitlistApi(ctx.get(ApiHttpClientToken))).inSingletonScope();
  // The test gateway's tokenizer; a root with a Braintree tokenization key rebinds it to hosted fields.
  bind(CardTokenizerToken).toDynamicValue((ctx) => new AxiosTestCardTokenizer(ctx.get(ApiHttpClientToken))).inSingletonScope();
  bind(ContactApiToken).toDynamicValue((ctx) => new AxiosContactApi(ctx.get(ApiHttpClientToken))).inSingletonScope();
  bind(ContentApiToken)
    .toDynamicValue((ctx) => {
      const config = ctx.get<ApiAdapterConfig>(ApiAdapterConfigToken);
      return new CachedContentApi(new AxiosContentApi(ctx.get(ApiHttpClientToken)), ctx.get(ClockToken), {
        settingsSeconds: config.settingsCacheSeconds ?? CACHE.settingsSeconds,
        restaurantsSeconds: config.restaurantsCacheSeconds ?? CACHE.restaurantsSeconds,
        onChange: config.onCachedContentChange,
      });
    })
    .inSingletonScope();
  bind(JobsApiToken).toDynamicValue((ctx) => new AxiosJobsApi(ctx.get(ApiHttpClientToken))).inSingletonScope();
  bind(OffersApiToken).toDynamicValue((ctx) => new AxiosOffersApi(ctx.get(ApiHttpClientToken))).inSingletonScope();
  bind(PreferencesApiToken).toDynamicValue((ctx) => new AxiosPreferencesApi(ctx.get(ApiHttpClientToken))).inSingletonScope();
  bind(SignUpApiToken).toDynamicValue((ctx) => new AxiosSignUpApi(ctx.get(ApiHttpClientToken))).inSingletonScope();
  bind(GeoApiToken).toDynamicValue((ctx) => new AxiosGeoApi(ctx.get(ApiHttpClientToken))).inSingletonScope();
  bind(SocialApiToken).toDynamicValue((ctx) => new AxiosSocialApi(ctx.get(ApiHttpClientToken))).inSingletonScope();
  bind(CaptchaApiToken).toDynamicValue((ctx) => new AxiosCaptchaApi(ctx.get(ApiHttpClientToken))).inSingletonScope();
});
