// Key-value storage in memory: on the server (one per request) and in tests.
import type { KeyValueStoragePort } from '@tavola/core/ports';

export class InMemoryKeyValueStorage implements KeyValueStoragePort {
  private readonly values = new Map<string, string>();

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }
}
