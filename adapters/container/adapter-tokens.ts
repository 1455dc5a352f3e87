// Tokens for what the composition roots wire that is not a core port: the HTTP configuration, the
// axios instance, the shared client and core's access-token use-case.
import type { AxiosInstance } from 'axios';
import type { AccessTokenService } from '@tavola/core/auth';
import { portToken } from '@tavola/core/ports';
import type { ApiHttpClient, HttpClientOptions } from '../http/api-http-client';
import type { CircuitBreakerOptions } from '../http/circuit-breaker';

export interface ApiAdapterConfig extends HttpClientOptions {
  /** Path of the token call on the API's address. */
  tokenPath?: string;
  /** Cache times in seconds for brand settings and the restaurant search (default: the spec's 3600). */
  settingsCacheSeconds?: number;
  restaurantsCacheSeconds?: number;
  /** Told when the settings or restaurants cache fetches an answer that differs from the kept one (the server's page cache listens). */
  onCachedContentChange?: () => void;
  /** A circuit breaker over every call (the server's); none by default (a browser's calls are its own). */
  circuitBreaker?: CircuitBreakerOptions;
}

export const ApiAdapterConfigToken = portToken<ApiAdapterConfig>('adapters/ApiAdapterConfig');
export const AxiosToken = portToken<AxiosInstance>('adapters/Axios');
export const ApiHttpClientToken = portToken<ApiHttpClient>('adapters/ApiHttpClient');
export const AccessTokenServiceToken = portToken<AccessTokenService>('core/AccessTokenService');
