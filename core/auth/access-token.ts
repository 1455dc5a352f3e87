// The site's access token (spec sections 4 and 7): kept for 23 hours, reused until 5 minutes before it
// expires, and replaced once, with clearCache true, when the API refuses it.
import { AUTH } from '../constants';
import type { ClockPort } from '../ports/clock.port';
import type { TokenApiPort } from '../ports/token-api.port';
import type { StoredAccessToken, TokenStorePort } from '../ports/token-store.port';
import { TokenRequestError, isUnauthorizedError } from './auth.errors';

export interface AccessTokenServiceOptions {
  /** Which failures of a call mean "token refused"; by default an UnauthorizedError (by its code). */
  isUnauthorized?: (error: unknown) => boolean;
}

interface InFlight {
  promise: Promise<string>;
  /** Whether it asked for a fresh token (clearCache true). */
  fresh: boolean;
}

export class AccessTokenService {
  private inFlight: InFlight | null = null;
  /** Counts token requests, so only the latest one writes to the store. */
  private requestCount = 0;
  private readonly isUnauthorized: (error: unknown) => boolean;

  constructor(
    private readonly store: TokenStorePort,
    private readonly api: Pick<TokenApiPort, 'requestToken'>,
    private readonly clock: ClockPort,
    options: AccessTokenServiceOptions = {},
  ) {
    this.isUnauthorized = options.isUnauthorized ?? isUnauthorizedError;
  }

  /**
   * The stored token while it is valid (now < expiresAt - 5 minutes), otherwise a new one (clearCache false),
   * stored with expiresAt = now + 23 hours. Calls made while a request is under way share it.
   * Throws TokenRequestError when no token can be obtained; nothing is stored then.
   */
  async getToken(): Promise<string> {
    const stored = this.validStoredToken();
    if (stored !== null) return stored.accessToken;
    return this.requestToken(false);
  }

  /**
   * Runs an API call with the token. When the call fails as unauthorized, the token is discarded, a fresh
   * one is requested (clearCache true) and the call runs again, AUTH.maxUnauthorizedRetries times (once);
   * a further refusal, and any other failure, reaches the caller unchanged.
   */
  async withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    let token = await this.getToken();
    for (let retries = 0; ; retries += 1) {
      try {
        return await call(token);
      } catch (error) {
        if (retries >= AUTH.maxUnauthorizedRetries || !this.isUnauthorized(error)) throw error;
        token = await this.replaceRefusedToken(token);
      }
    }
  }

  /**
   * A token another call has already replaced is used as it is, so simultaneous refusals of one token cost
   * one fresh token, not one each.
   */
  private async replaceRefusedToken(refused: string): Promise<string> {
    const stored = this.validStoredToken();
    if (stored !== null && stored.accessToken !== refused) return stored.accessToken;
    this.store.clear();
    return this.requestToken(true);
  }

  /** A request under way is shared, except that a fresh token is never answered by a non-fresh request. */
  private requestToken(fresh: boolean): Promise<string> {
    const current = this.inFlight;
    if (current !== null && (current.fresh || !fresh)) return current.promise;
    const promise = this.fetchAndStore(fresh).finally(() => {
      if (this.inFlight?.promise === promise) this.inFlight = null;
    });
    this.inFlight = { promise, fresh };
    return promise;
  }

  private async fetchAndStore(clearCache: boolean): Promise<string> {
    this.requestCount += 1;
    const request = this.requestCount;
    // Expiry counts from the moment of asking: the token cannot have been issued earlier than that.
    const requestedAt = this.clock.now();
    let accessToken: unknown;
    try {
      accessToken = (await this.api.requestToken({ clearCache }))?.accessToken;
    } catch (error) {
      throw new TokenRequestError('The token request failed', { cause: error });
    }
    if (typeof accessToken !== 'string' || accessToken.trim() === '') {
      throw new TokenRequestError('The token answer held no access token');
    }
    const expiresAt = requestedAt + AUTH.tokenLifetimeMs;
    // An older request finishing after a newer one must not overwrite the newer token.
    if (request === this.requestCount && Number.isFinite(expiresAt)) {
      this.store.write({ accessToken, expiresAt });
    }
    return accessToken;
  }

  /**
   * The stored token if it may still be used. A stored value of the wrong shape, or one claiming to last
   * longer than a token ever does (edited, or the clock moved back), counts as no token.
   */
  private validStoredToken(): StoredAccessToken | null {
    const stored: unknown = this.store.read();
    if (typeof stored !== 'object' || stored === null) return null;
    const { accessToken, expiresAt } = stored as Partial<Record<keyof StoredAccessToken, unknown>>;
    if (typeof accessToken !== 'string' || accessToken === '' || typeof expiresAt !== 'number') return null;
    const now = this.clock.now();
    const fresh = now < expiresAt - AUTH.tokenRefreshMarginMs && expiresAt - now <= AUTH.tokenLifetimeMs;
    return fresh ? { accessToken, expiresAt } : null;
  }
}
