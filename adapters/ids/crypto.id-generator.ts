// Random UUIDs from the Web Crypto API, present in browsers and in Node 20.
import type { IdGeneratorPort } from '@tavola/core/ports';

export class CryptoIdGenerator implements IdGeneratorPort {
  uuid(): string {
    return globalThis.crypto.randomUUID();
  }
}
