// Storage adapters: local storage that may refuse, memory, the session id and the token store.
import { AUTH } from '@tavola/core/constants';
import {
  InMemoryKeyValueStorage,
  LocalStorageKeyValueStorage,
  StoredSessionId,
  StoredTokenStore,
} from '@tavola/adapters';

class FakeStorage implements Storage {
  data = new Map<string, string>();
  failing = false;
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    if (this.failing) throw new Error('SecurityError');
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failing) throw new Error('QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    if (this.failing) throw new Error('SecurityError');
    this.data.delete(key);
  }
}

describe('local storage', () => {
  it('given working storage, then values are written through and read back', () => {
    const backing = new FakeStorage();
    const storage = new LocalStorageKeyValueStorage(backing);
    storage.setItem('k', 'v');
    expect(backing.data.get('k')).toBe('v');
    expect(new LocalStorageKeyValueStorage(backing).getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(backing.data.has('k')).toBe(false);
  });

  it('given storage that throws (private mode, full quota), then values live in memory for the page and nothing crashes', () => {
    const backing = new FakeStorage();
    backing.failing = true;
    const storage = new LocalStorageKeyValueStorage(backing);
    expect(() => storage.setItem('k', 'v')).not.toThrow();
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('given no storage at all (server side), then memory answers', () => {
    const storage = new LocalStorageKeyValueStorage(null);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });
});

describe('session id', () => {
  const ids = { n: 0, uuid() { this.n += 1; return `00000000-0000-4000-8000-00000000000${this.n}`; } };

  it('given a new browser, then a UUID is made once and kept', () => {
    const storage = new InMemoryKeyValueStorage();
    const session = new StoredSessionId(storage, ids);
    const first = session.sessionId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.sessionId()).toBe(first);
    expect(storage.getItem(AUTH.sessionIdStorageKey)).toBe(first);
  });

  it('given a stored value that is not a UUID, then a fresh one replaces it', () => {
    const storage = new InMemoryKeyValueStorage();
    storage.setItem(AUTH.sessionIdStorageKey, '<script>');
    const id = new StoredSessionId(storage, ids).sessionId();
    expect(id).not.toBe('<script>');
    expect(storage.getItem(AUTH.sessionIdStorageKey)).toBe(id);
  });
});

describe('token store', () => {
  it('given a written token, then it reads back; cleared, it is gone', () => {
    const store = new StoredTokenStore(new InMemoryKeyValueStorage());
    store.write({ accessToken: 'abc', expiresAt: 123 });
    expect(store.read()).toEqual({ accessToken: 'abc', expiresAt: 123 });
    store.clear();
    expect(store.read()).toBeNull();
  });

  it.each(['not json', '{"accessToken":""}', '{"accessToken":"a","expiresAt":"soon"}', 'null', '[]'])('given the stored value %p, then no token', (raw) => {
    const storage = new InMemoryKeyValueStorage();
    storage.setItem(AUTH.tokenStorageKey, raw);
    expect(new StoredTokenStore(storage).read()).toBeNull();
  });
});
