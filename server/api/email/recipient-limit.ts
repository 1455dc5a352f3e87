// Per-recipient e-mail limits (issue 13, item 1): every e-mail the public can make the API send is counted
// against its recipient, in the same transaction as the e-mail, so a refused call counts nothing. A
// recipient is its address normalised: trimmed, lower case, with a `+tag` taken off the local part, so
// `A+x@Example.com` and `a@example.com` share one count (plus-addressing cannot multiply the allowance).
import type { RawBuilder, Transaction } from 'kysely';
import type { RateLimit } from '@tavola/core/constants';
import type { Database } from '../db/schema';
import { countHit, hitStatement } from '../http/rate-limit-store';

/** The address an e-mail is counted against: lower case, no `+tag` in the local part. */
export function recipientKey(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${email.slice(at)}`;
}

/**
 * Counts one e-mail to `address` and answers whether it is within the limit. Counted in the database
 * (rate_limit_hits, key `email:<recipient>`), within the caller's transaction, measured on the API's clock.
 */
export async function countEmailTo(trx: Transaction<Database>, address: string, limit: RateLimit, nowMs: number): Promise<boolean> {
  const { totalHits } = await countHit(trx, recipientCountKey(address), limit.windowMs, nowMs);
  return totalHits <= limit.max;
}

/** countEmailTo's count as a statement of its own, counting once per row of `source` (a FROM clause), for a larger statement. */
export function emailCountStatement(address: string, limit: RateLimit, nowMs: number, source: RawBuilder<unknown>) {
  return hitStatement(recipientCountKey(address), limit.windowMs, nowMs, source);
}

function recipientCountKey(address: string): string {
  return `email:${recipientKey(address)}`;
}
