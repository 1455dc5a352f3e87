// String storage that survives between page loads in a browser (localStorage) or lives in memory.
import { portToken } from '../shared/port-token';

export interface KeyValueStoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const KeyValueStorageToken = portToken<KeyValueStoragePort>('KeyValueStoragePort');
