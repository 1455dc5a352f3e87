// The reference API on a real ephemeral port with the shared HTTP client wired to it, for the adapters'
// contract tests: real HTTP, real JSON, no mocks.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { AccessTokenService } from '@tavola/core/auth';
import {
  ApiHttpClient,
  createAxios,
  createFetchHttp,
  AxiosTokenApi,
  CryptoIdGenerator,
  InMemoryKeyValueStorage,
  StoredSessionId,
  StoredTokenStore,
} from '@tavola/adapters';
import { startApiHarness, type ApiHarness, type HarnessOptions } from './api-harness';

export interface AdapterHarness {
  api: ApiHarness;
  baseUrl: string;
  client: ApiHttpClient;
  tokenStore: StoredTokenStore;
  close(): Promise<void>;
}

/** The HTTP transport under the client: axios (the server's) unless told; 'fetch' is the browsers'. */
export type HarnessTransport = 'axios' | 'fetch';

export async function startAdapterHarness(options: HarnessOptions = {}, transport: HarnessTransport = 'axios'): Promise<AdapterHarness> {
  const api = await startApiHarness(options);
  const server: Server = api.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const http = (transport === 'fetch' ? createFetchHttp : createAxios)({ baseUrl, brandKey: api.config.brandKey });
  const storage = new InMemoryKeyValueStorage();
  const ids = new CryptoIdGenerator();
  const tokenStore = new StoredTokenStore(storage);
  const tokens = new AccessTokenService(tokenStore, new AxiosTokenApi(http), api.clock);
  const client = new ApiHttpClient(http, tokens, new StoredSessionId(storage, ids), ids);
  return {
    api,
    baseUrl,
    client,
    tokenStore,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    },
  };
}
