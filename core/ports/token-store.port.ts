// Where the site's access token is kept between requests (local storage in a browser, memory on a server).
import { portToken } from '../shared/port-token';

export interface StoredAccessToken {
  accessToken: string;
  /** Epoch ms after which the token must not be used. */
  expiresAt: number;
}

export interface TokenStorePort {
  read(): StoredAccessToken | null;
  write(token: StoredAccessToken): void;
  clear(): void;
}

export const TokenStoreToken = portToken<TokenStorePort>('TokenStorePort');
