// The API as a served process: its HTTP server with /healthz and /readyz (the database answers a trivial
// query) and, while it drains for a shutdown, 503 JSON `{code: "UNAVAILABLE", message}` (server/shutdown.ts).
import type { RequestListener } from 'node:http';
import { sql } from 'kysely';
import type { Db } from './db/database';
import { ApiError } from './http/api-error';
import { serve, type ManagedServer, type ReadinessCheck } from '../shutdown';

export const API_UNAVAILABLE_MESSAGE = 'The service is restarting. Please try again in a moment.';

/** Ready when the database answers `select 1`. */
export function databaseReadiness(db: Db): ReadinessCheck {
  return {
    name: 'database',
    async check() {
      await sql`select 1`.execute(db);
    },
  };
}

export function serveApi(app: RequestListener, db: Db, options: { readyCheckTimeoutMs?: number } = {}): ManagedServer {
  return serve(app, {
    readiness: [databaseReadiness(db)],
    readyCheckTimeoutMs: options.readyCheckTimeoutMs,
    unavailable(_req, res) {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(new ApiError('UNAVAILABLE', API_UNAVAILABLE_MESSAGE).toBody()));
    },
  });
}
