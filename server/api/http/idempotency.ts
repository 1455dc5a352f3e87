// Idempotency-Key for create and submit calls: the first answer is stored in the same transaction as
// the work it describes; the same key and body replay it, the same key with another body gets 422.
// On PostgreSQL a second request with the same key waits on the key's row until the first commits. A
// create whose work is one statement (a booking) stores its key in that statement: runIdempotentStatement.
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { Db } from '../db/database';
import { sql, type RawBuilder, type Transaction } from 'kysely';
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
    if (!claimed) return replayed(await firstAnswer(trx, { scope, key, hash }), hash);
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

/** The answer a key already has, as its first call left it (request_hash null: the key has no row). */
export interface FirstAnswer {
  request_hash: string | null;
  status_code: number | null;
  response: unknown;
}

/** A key's first answer, replayed: 422 when its body differed, 409 while it is still being worked on. */
function replayed(first: FirstAnswer, hash: string): HandlerAnswer {
  if (first.request_hash !== hash) {
    throw new ApiError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used with a different request', 'Idempotency-Key');
  }
  if (first.status_code === null) throw new ApiError('CONFLICT', 'A request with this Idempotency-Key is still in progress');
  return { status: first.status_code, body: first.response };
}

async function firstAnswer(db: Pick<Db, 'selectFrom'>, claim: KeyClaim): Promise<FirstAnswer> {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .executeTakeFirstOrThrow();
}

/** One call's Idempotency-Key: its call, the key and the request's hash. */
export interface KeyClaim {
  scope: string;
  key: string;
  hash: string;
}

/**
 * The pieces of a create whose whole work is one statement (a booking), so it needs no transaction:
 * `unused`, the condition the statement's work waits on (the key has no row the statement can see);
 * `remember`, the insert that stores the key with its answer, the answer chosen by a SQL condition, to
 * put in the statement after the work it describes (reading the work's rows, so it runs after them);
 * `first`, the key's row as the statement sees it, for its final select (`left join first on true`).
 */
export function keyStatements(claim: KeyClaim) {
  const ofKey = sql`scope = ${claim.scope} and key = ${claim.key}`;
  return {
    unused: sql<boolean>`not exists (select 1 from idempotency_keys where ${ofKey})`,
    first: sql`select request_hash, status_code, response from idempotency_keys where ${ofKey}`,
    remember: (source: RawBuilder<unknown>, done: RawBuilder<boolean>, ok: HandlerAnswer, otherwise: HandlerAnswer) => sql`
      insert into idempotency_keys (scope, key, request_hash, status_code, response)
      select ${claim.scope}, ${claim.key}, ${claim.hash},
        case when ${done} then ${ok.status}::integer else ${otherwise.status}::integer end,
        case when ${done} then ${JSON.stringify(ok.body ?? null)}::jsonb else ${JSON.stringify(otherwise.body ?? null)}::jsonb end
      ${source}`,
  };
}

/**
 * Runs a one-statement create once per key (see keyStatements). `work` answers its answer, or the key's
 * first answer when its statement found the key already used. Two calls with one key at once: the second's
 * insert of the key waits for the first's statement to commit, then fails on the key's primary key, which
 * undoes everything the second's statement did (covers, booking, e-mails); its answer is then read afresh
 * and replayed. So a key still makes exactly one booking, with no BEGIN, no COMMIT and no second statement
 * for the key's answer.
 */
export async function runIdempotentStatement(db: Db, claim: KeyClaim, work: () => Promise<HandlerAnswer | { first: FirstAnswer }>): Promise<HandlerAnswer> {
  let outcome: HandlerAnswer | { first: FirstAnswer };
  try {
    outcome = await work();
  } catch (error) {
    if (!isKeyTaken(error)) throw error;
    return replayed(await firstAnswer(db, claim), claim.hash);
  }
  return 'first' in outcome ? replayed(outcome.first, claim.hash) : outcome;
}

export type KeyStatements = ReturnType<typeof keyStatements>;

/** A unique violation of the idempotency keys' primary key (PostgreSQL's 23505, from pg or PGlite). */
function isKeyTaken(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e !== null && typeof e === 'object' && e.code === '23505' && e.constraint === 'idempotency_keys_pk';
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
