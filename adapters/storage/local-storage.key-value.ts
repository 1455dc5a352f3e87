// Key-value storage over the browser's localStorage. Storage can be missing or refuse writes (private
// modes, full quota, blocked cookies): then values live in memory for the page's life instead.
import type { KeyValueStoragePort } from '@tavola/core/ports';
import { InMemoryKeyValueStorage } from './in-memory.key-value';

export class LocalStorageKeyValueStorage implements KeyValueStoragePort {
  private readonly fallback = new InMemoryKeyValueStorage();

  constructor(private readonly storage: Storage | null | undefined = safeLocalStorage()) {}

  getItem(key: string): string | null {
    try {
      if (this.storage) return this.storage.getItem(key) ?? this.fallback.getItem(key);
    } catch {
      // Reading can throw when storage is blocked: the in-memory copy answers.
    }
    return this.fallback.getItem(key);
  }

  setItem(key: string, value: string): void {
    this.fallback.setItem(key, value);
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Quota or privacy mode: the value stays in memory for this page.
    }
  }

  removeItem(key: string): void {
    this.fallback.removeItem(key);
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing stored there to remove.
    }
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Some browsers throw on the mere access when site data is blocked.
    return null;
  }
}
