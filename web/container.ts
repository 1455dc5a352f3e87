// The browser's composition root: the API adapters over local storage (token and session id survive a
// reload) or, for a kiosk, memory, the real clock and Web Crypto ids.
import { Container } from 'inversify';
import { ClockToken, IdGeneratorToken, KeyValueStorageToken } from '@tavola/core/ports';
import { ApiAdapterConfigToken, apiAdaptersModule } from '@tavola/adapters/inversify';
import { CryptoIdGenerator, InMemoryKeyValueStorage, LocalStorageKeyValueStorage, SystemClock } from '@tavola/adapters';

export interface BrowserContainerConfig {
  apiBaseUrl: string;
  brandKey: string;
  /** Where the token and session id are kept: 'local' (survive a reload; the default) or 'memory' (gone with the page). */
  storage?: 'local' | 'memory';
}

export function createBrowserContainer(config: BrowserContainerConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ClockToken).toConstantValue(new SystemClock());
  container.bind(IdGeneratorToken).toConstantValue(new CryptoIdGenerator());
  container.bind(KeyValueStorageToken).toConstantValue(config.storage === 'memory' ? new InMemoryKeyValueStorage() : new LocalStorageKeyValueStorage());
  container.bind(ApiAdapterConfigToken).toConstantValue({ baseUrl: config.apiBaseUrl, brandKey: config.brandKey });
  container.load(apiAdaptersModule);
  return container;
}
