// POST {site}/api/token: obtains an access token for the site (spec section 7).
import { portToken } from '../shared/port-token';

export interface TokenRequest {
  /** true asks the API for a fresh token instead of a cached one. */
  clearCache: boolean;
}

export interface TokenResponse {
  accessToken: string;
}

export interface TokenApiPort {
  requestToken(request: TokenRequest): Promise<TokenResponse>;
}

export const TokenApiToken = portToken<TokenApiPort>('TokenApiPort');
