// The browser's localStorage for the layout's small memories (banner dismissed, popup seen); where
// storage is blocked the values last as long as the component that asked. Null on the server.
import type { KeyValueStoragePort } from '@tavola/core/ports';
import { LocalStorageKeyValueStorage } from '@tavola/adapters/storage';

export function browserStorage(): KeyValueStoragePort | null {
  return typeof window === 'undefined' ? null : new LocalStorageKeyValueStorage();
}
