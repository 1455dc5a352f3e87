// Route helpers: every handler answers {status, body}; create and submit calls run idempotently.
import type { NextFunction, Request, Response } from 'express';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { idempotencyKeyOf, keyStatements, requestHash, runIdempotent, runIdempotentStatement, type FirstAnswer, type HandlerAnswer, type KeyStatements } from './idempotency';

export type { HandlerAnswer };

export const answer = (body: unknown, status = 200): HandlerAnswer => ({ status, body });

export function route(handler: (req: Request) => Promise<HandlerAnswer>) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const result = await handler(req);
      res.status(result.status).json(result.body);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * A create or submit call: `prepare` validates the request outside any transaction (a 400 is not
 * remembered), then `work` runs once per Idempotency-Key inside a transaction.
 */
export function idempotentRoute<P>(
  db: Db,
  scope: string,
  prepare: (req: Request) => P | Promise<P>,
  work: (input: P, trx: Transaction<Database>, req: Request) => Promise<HandlerAnswer>,
) {
  return route(async (req) => {
    const key = idempotencyKeyOf(req);
    const input = await prepare(req);
    return runIdempotent(db, scope, key, requestHash(req), (trx) => work(input, trx, req));
  });
}

/**
 * A create whose work is one statement (a booking): like idempotentRoute, but `work` gets the key's
 * statements (keyStatements) to put in its one statement, which stores the key with its answer; no
 * transaction is opened (runIdempotentStatement).
 */
export function idempotentStatementRoute<P>(
  db: Db,
  scope: string,
  prepare: (req: Request) => P | Promise<P>,
  work: (input: P, key: KeyStatements, req: Request) => Promise<HandlerAnswer | { first: FirstAnswer }>,
) {
  return route(async (req) => {
    const claim = { scope, key: idempotencyKeyOf(req), hash: requestHash(req) };
    const input = await prepare(req);
    return runIdempotentStatement(db, claim, () => work(input, keyStatements(claim), req));
  });
}
