// The browser's composition root: the API adapters over local storage (token and session id survive a
// reload), the real clock and Web Crypto ids.
import { Container } from 'inversify';
import { ClockToken, IdGeneratorToken, KeyValueStorageToken } from '@tavola/core/ports';
import { ApiAdapterConfigToken, apiAdaptersModule } from '@tavola/adapters/inversify';
import { CryptoIdGenerator, LocalStorageKeyValueStorage, SystemClock } from '@tavola/adapters';

export interface BrowserContainerConfig {
  apiBaseUrl: string;
  brandKey: string;
}

export function createBrowserContainer(config: BrowserContainerConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ClockToken).toConstantValue(new SystemClock());
  container.bind(IdGeneratorToken).toConstantValue(new CryptoIdGenerator());
  container.bind(KeyValueStorageToken).toConstantValue(new LocalStorageKeyValueStorage());
  container.bind(ApiAdapterConfigToken).toConstantValue({ baseUrl: config.apiBaseUrl, brandKey: config.brandKey });
  container.load(apiAdaptersModule);
  return container;
}
