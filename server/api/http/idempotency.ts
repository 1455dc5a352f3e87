// Idempotency-Key for create and submit calls: the first answer is stored in the same transaction as
// the work it describes; the same key and body replay it, the same key with another body gets 422.
// On PostgreSQL a second request with the same key waits on the key's row until the first commits.
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { Db } from '../db/database';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from './api-error';

export interface HandlerAnswer {
  status: number;
  body: unknown;
}

const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

export function idempotencyKeyOf(req: Request): string {
  const key = req.get('Idempotency-Key');
  if (key === undefined || key === '') throw new ApiError('BAD_REQUEST', 'An Idempotency-Key header is required', 'Idempotency-Key');
  if (!KEY.test(key)) throw new ApiError('BAD_REQUEST', 'The Idempotency-Key header is not valid', 'Idempotency-Key');
  return key;
}

export function requestHash(req: Request): string {
  return createHash('sha256')
    .update(`${req.method} ${req.originalUrl.split('?')[0]}\n`)
    .update(stableStringify(req.body ?? null))
    .digest('hex');
}

/** Runs `work` once per key; every later call with the key answers what the first one did. */
export async function runIdempotent(
  db: Db,
  scope: string,
  key: string,
  hash: string,
  work: (trx: Transaction<Database>) => Promise<HandlerAnswer>,
): Promise<HandlerAnswer> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ scope, key, request_hash: hash, status_code: null, response: null })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (first.request_hash !== hash) {
        throw new ApiError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used with a different request', 'Idempotency-Key');
      }
      if (first.status_code === null) throw new ApiError('CONFLICT', 'A request with this Idempotency-Key is still in progress');
      return { status: first.status_code, body: first.response };
    }
    const answer = await work(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: answer.status, response: JSON.stringify(answer.body ?? null) as never })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    return answer;
  });
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
