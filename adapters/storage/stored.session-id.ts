// The per-browser session id: a random UUID made once and kept in storage (spec section 4).
import { AUTH } from '@tavola/core/constants';
import type { IdGeneratorPort, KeyValueStoragePort, SessionIdPort } from '@tavola/core/ports';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class StoredSessionId implements SessionIdPort {
  constructor(
    private readonly storage: KeyValueStoragePort,
    private readonly ids: IdGeneratorPort,
  ) {}

  sessionId(): string {
    const stored = this.storage.getItem(AUTH.sessionIdStorageKey);
    if (stored !== null && UUID.test(stored)) return stored;
    const fresh = this.ids.uuid();
    this.storage.setItem(AUTH.sessionIdStorageKey, fresh);
    return fresh;
  }
}
