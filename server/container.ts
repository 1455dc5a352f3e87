// The server's composition root. The root container holds what lives as long as the process (the API
// adapters, their token, caches and keep-alive agents); every request gets a child container for its
// own stores, so no diner's data reaches another diner's page.
import type { AxiosInstance } from 'axios';
import { Container } from 'inversify';
import { CAPTCHA } from '@tavola/core/constants';
import {
  ClockToken,
  type ClockPort,
  ContactApiToken,
  type ContactApiPort,
  ContentApiToken,
  type ContentApiPort,
  JobsApiToken,
  type JobsApiPort,
  OffersApiToken,
  type OffersApiPort,
  SocialApiToken,
  type SocialApiPort,
  type PortToken,
  IdGeneratorToken,
  KeyValueStorageToken,
  portToken,
} from '@tavola/core/ports';
import {
  cacheCalls,
  type CachedCallKind,
  type CircuitBreakerOptions,
  CryptoIdGenerator,
  InMemoryKeyValueStorage,
  SystemClock,
} from '@tavola/adapters';
import { ApiAdapterConfigToken, type ApiAdapterConfig, apiAdaptersModule, AxiosToken } from '@tavola/adapters/inversify';
import { createNodeAgents } from '@tavola/adapters/node';

export interface ServerContainerConfig {
  /** Address of the booking and content API. */
  apiBaseUrl: string;
  brandKey: string;
  settingsCacheSeconds?: number;
  restaurantsCacheSeconds?: number;
  /** Pages, menus, restaurant details, offers, social posts, contact subjects and jobs; 0 turns it off. */
  catalogueCacheSeconds?: number;
  /** Each API call's overall deadline, waiting for a socket included; the adapters' HTTP.requestTimeoutMs (30 s) by default. */
  apiCallDeadlineMs?: number;
  /** A circuit breaker over the API calls (server/site/main.ts gives the configured one); none when absent or null. */
  circuitBreaker?: CircuitBreakerOptions | null;
  /**
   * The address of the diner whose request is being answered (server/site/client-address.ts), sent with
   * each call as X-Forwarded-For so the API's rate limits count the diner, not the site; none when absent.
   */
  forwardedFor?: () => string | undefined;
  /** The caches' clock; the system's by default (tests move a fixed one). */
  clock?: ClockPort;
  /**
   * What a form route passes on from the browser (server/site/client-address.ts): its reCAPTCHA token, sent as
   * Recaptcha-Token, and its Idempotency-Key, sent instead of a fresh one on the call that takes one, so a
   * double submit of the form makes one message. None when absent.
   */
  passOn?: () => { captchaToken?: string; idempotencyKey?: string } | undefined;
}

/**
 * A number that grows whenever one of the server's content caches fetches an answer that differs from the
 * one it kept (or its first for a key): the page cache drops every page rendered before (server/site/render-cache.ts).
 */
export class ContentGeneration {
  #value = 0;
  get value(): number {
    return this.#value;
  }
  readonly bump = (): void => {
    this.#value += 1;
  };
}

export const ContentGenerationToken = portToken<ContentGeneration>('server/ContentGeneration');

export function createServerContainer(config: ServerContainerConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ClockToken).toConstantValue(config.clock ?? new SystemClock());
  const generation = new ContentGeneration();
  container.bind(ContentGenerationToken).toConstantValue(generation);
  container.bind(IdGeneratorToken).toConstantValue(new CryptoIdGenerator());
  // The server's own token and session id: kept in memory for the process.
  container.bind(KeyValueStorageToken).toConstantValue(new InMemoryKeyValueStorage());
  const adapterConfig: ApiAdapterConfig = {
    baseUrl: config.apiBaseUrl,
    brandKey: config.brandKey,
    settingsCacheSeconds: config.settingsCacheSeconds,
    restaurantsCacheSeconds: config.restaurantsCacheSeconds,
    onCachedContentChange: generation.bump,
    timeoutMs: config.apiCallDeadlineMs,
    circuitBreaker: config.circuitBreaker ?? undefined,
    ...createNodeAgents(),
  };
  container.bind(ApiAdapterConfigToken).toConstantValue(adapterConfig);
  container.load(apiAdaptersModule);
  const forwardedFor = config.forwardedFor;
  if (forwardedFor) {
    container.get<AxiosInstance>(AxiosToken).interceptors.request.use((request) => {
      const address = forwardedFor();
      if (address) request.headers.set('X-Forwarded-For', address);
      return request;
    });
  }
  const passOn = config.passOn;
  if (passOn) {
    container.get<AxiosInstance>(AxiosToken).interceptors.request.use((request) => {
      const form = passOn();
      if (form?.captchaToken) request.headers.set(CAPTCHA.header, form.captchaToken);
      // Only the create or submit call has a key of its own (ApiHttpClient's idempotent calls); its token call has none.
      if (form?.idempotencyKey && request.headers.has('Idempotency-Key')) request.headers.set('Idempotency-Key', form.idempotencyKey);
      return request;
    });
  }
  cacheCatalogueCalls(container, (config.catalogueCacheSeconds ?? DEFAULT_CATALOGUE_CACHE_SECONDS) * 1000, generation.bump);
  return container;
}

/** Pages, menus, offers and the like are read by every page view; the server keeps them briefly. */
export const DEFAULT_CATALOGUE_CACHE_SECONDS = 300;

function cacheCatalogueCalls(container: Container, ttlMs: number, onChange: () => void): void {
  if (ttlMs <= 0) return;
  const clock = container.get<ClockPort>(ClockToken);
  const rebindCached = <T extends object>(token: PortToken<T>, methods: Partial<Record<keyof T, CachedCallKind>>) => {
    const cached = cacheCalls(container.get<T>(token), clock, ttlMs, methods, onChange);
    container.rebind(token).toConstantValue(cached);
  };
  rebindCached<ContentApiPort>(ContentApiToken, {
    getPage: 'nullable',
    getMenu: 'result',
    getChoices: 'result',
    getRestaurant: 'result',
    getRestaurantBySlug: 'result',
    getRestaurantBySlugAndCity: 'result',
  });
  rebindCached<OffersApiPort>(OffersApiToken, { getOfferBySlug: 'result', getOffersForRestaurant: 'result' });
  rebindCached<SocialApiPort>(SocialApiToken, { getMedia: 'result' });
  rebindCached<ContactApiPort>(ContactApiToken, { getContactTypes: 'result' });
  rebindCached<JobsApiPort>(JobsApiToken, { listJobs: 'result', getJob: 'result' });
}

/** A container for one request: its bindings (stores) are its own; the adapters come from the root. */
export function createRequestContainer(root: Container): Container {
  return new Container({ parent: root, defaultScope: 'Singleton' });
}
