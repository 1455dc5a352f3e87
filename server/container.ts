// The server's composition root. The root container holds what lives as long as the process (the API
// adapters, their token, caches and keep-alive agents); every request gets a child container for its
// own stores, so no diner's data reaches another diner's page.
import { Container } from 'inversify';
import { ClockToken } from '../core/ports/clock.port';
import { IdGeneratorToken } from '../core/ports/id-generator.port';
import { KeyValueStorageToken } from '../core/ports/key-value-storage.port';
import { ApiAdapterConfigToken, type ApiAdapterConfig } from '../adapters/container/adapter-tokens';
import { apiAdaptersModule } from '../adapters/container/api-adapters.module';
import { createNodeAgents } from '../adapters/http/node-agents';
import { CryptoIdGenerator } from '../adapters/ids/crypto.id-generator';
import { InMemoryKeyValueStorage } from '../adapters/storage/in-memory.key-value';
import { SystemClock } from '../adapters/time/system.clock';

export interface ServerContainerConfig {
  /** Address of the booking and content API. */
  apiBaseUrl: string;
  brandKey: string;
  settingsCacheSeconds?: number;
  restaurantsCacheSeconds?: number;
}

export function createServerContainer(config: ServerContainerConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ClockToken).toConstantValue(new SystemClock());
  container.bind(IdGeneratorToken).toConstantValue(new CryptoIdGenerator());
  // The server's own token and session id: kept in memory for the process.
  container.bind(KeyValueStorageToken).toConstantValue(new InMemoryKeyValueStorage());
  const adapterConfig: ApiAdapterConfig = {
    baseUrl: config.apiBaseUrl,
    brandKey: config.brandKey,
    settingsCacheSeconds: config.settingsCacheSeconds,
    restaurantsCacheSeconds: config.restaurantsCacheSeconds,
    ...createNodeAgents(),
  };
  container.bind(ApiAdapterConfigToken).toConstantValue(adapterConfig);
  container.load(apiAdaptersModule);
  return container;
}

/** A container for one request: its bindings (stores) are its own; the adapters come from the root. */
export function createRequestContainer(root: Container): Container {
  return new Container({ parent: root, defaultScope: 'Singleton' });
}
