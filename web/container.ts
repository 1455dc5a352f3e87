// The browser's composition root: the API adapters over local storage (token and session id survive a
// reload), the real clock and Web Crypto ids.
import { Container } from 'inversify';
import { ClockToken } from '../core/ports/clock.port';
import { IdGeneratorToken } from '../core/ports/id-generator.port';
import { KeyValueStorageToken } from '../core/ports/key-value-storage.port';
import { ApiAdapterConfigToken } from '../adapters/container/adapter-tokens';
import { apiAdaptersModule } from '../adapters/container/api-adapters.module';
import { CryptoIdGenerator } from '../adapters/ids/crypto.id-generator';
import { LocalStorageKeyValueStorage } from '../adapters/storage/local-storage.key-value';
import { SystemClock } from '../adapters/time/system.clock';

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
