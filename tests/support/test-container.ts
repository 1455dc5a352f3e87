// The tests' composition root: the real adapters over memory and a fixed clock. Tests rebind any port
// to a fake (`container.rebind(Token).toConstantValue(fake)`), never switch production code.
import { Container } from 'inversify';
import { ClockToken, IdGeneratorToken, KeyValueStorageToken } from '@tavola/core/ports';
import { ApiAdapterConfigToken, apiAdaptersModule } from '@tavola/adapters/inversify';
import { CryptoIdGenerator, InMemoryKeyValueStorage, FixedClock } from '@tavola/adapters';

export interface TestContainerOptions {
  apiBaseUrl?: string;
  brandKey?: string;
  clock?: FixedClock;
}

export function createTestContainer(options: TestContainerOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ClockToken).toConstantValue(options.clock ?? new FixedClock(Date.UTC(2026, 10, 23, 10)));
  container.bind(IdGeneratorToken).toConstantValue(new CryptoIdGenerator());
  container.bind(KeyValueStorageToken).toConstantValue(new InMemoryKeyValueStorage());
  container
    .bind(ApiAdapterConfigToken)
    .toConstantValue({ baseUrl: options.apiBaseUrl ?? 'http://127.0.0.1:9', brandKey: options.brandKey ?? 'casa-ventura', timeoutMs: 5000 });
  container.load(apiAdaptersModule);
  return container;
}
