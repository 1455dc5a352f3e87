// The access token kept in key-value storage as JSON {accessToken, expiresAt}; anything unreadable
// counts as no token, so a corrupted value only costs one token request.
import { AUTH } from '@tavola/core/constants';
import type { KeyValueStoragePort, StoredAccessToken, TokenStorePort } from '@tavola/core/ports';

export class StoredTokenStore implements TokenStorePort {
  constructor(private readonly storage: KeyValueStoragePort) {}

  read(): StoredAccessToken | null {
    const raw = this.storage.getItem(AUTH.tokenStorageKey);
    if (raw === null) return null;
    try {
      const value = JSON.parse(raw) as Partial<StoredAccessToken>;
      if (typeof value.accessToken === 'string' && value.accessToken !== '' && typeof value.expiresAt === 'number' && Number.isFinite(value.expiresAt)) {
        return { accessToken: value.accessToken, expiresAt: value.expiresAt };
      }
    } catch {
      // Not JSON: treated as no token below.
    }
    return null;
  }

  write(token: StoredAccessToken): void {
    this.storage.setItem(AUTH.tokenStorageKey, JSON.stringify(token));
  }

  clear(): void {
    this.storage.removeItem(AUTH.tokenStorageKey);
  }
}
