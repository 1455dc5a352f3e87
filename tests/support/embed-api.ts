// The reference API as the embeddable widget's CORS tests need it (issue 11): the harness's database and
// configuration with the given allowed origins (and public address), and a token issuer that counts the
// tokens it hands out, so a test can tell that a refused origin got none.
import type { Express } from 'express';
import type { ApiDependencies } from '../../server/api/api-dependencies';
import type { ApiConfig } from '../../server/api/config';
import { createApiApp } from '../../server/api/app';
import { API_ROUTE_MODULES } from '../../server/api/routes';
import type { ApiHarness } from './api-harness';

export interface CountingApi {
  app: Express;
  /** Tokens issued since the last reset. */
  issued: () => number;
  resetIssued: () => void;
}

export function embedApi(harness: ApiHarness, config: Partial<Pick<ApiConfig, 'embedAllowedOrigins' | 'publicBaseUrl'>>): CountingApi {
  let issued = 0;
  const deps: ApiDependencies = {
    ...harness.deps,
    config: { ...harness.config, ...config },
    tokens: {
      ...harness.deps.tokens,
      issue: (...args: Parameters<ApiDependencies['tokens']['issue']>) => {
        issued += 1;
        return harness.deps.tokens.issue(...args);
      },
    },
  };
  return {
    app: createApiApp(deps, API_ROUTE_MODULES),
    issued: () => issued,
    resetIssued: () => {
      issued = 0;
    },
  };
}
