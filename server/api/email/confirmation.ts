// Double opt-in (issue 13, item 1): a sign-up or a voucher requested for an address not confirmed yet
// sends only a confirmation e-mail; the welcome or the voucher code follows when its link is followed.
// A link carries the confirmation's id and expiry, signed with HMAC-SHA256 (EMAIL_CONFIRMATION_SECRET):
// a link whose signature does not match is invalid, one past its expiry expired, whatever the database
// says; a valid link confirms its record once (confirmed_at), so following it again sends nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type ConfirmationPurpose = 'sign-up' | 'voucher';

/** The site's page a confirmation link opens (it asks the API's POST /api/email/confirm). */
export const CONFIRM_PAGE_PATH = '/confirm-email';

export const CONFIRMATION_WORDS = {
  confirmed: 'Your e-mail address is confirmed.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  invalid: 'This confirmation link is not valid. Please use the link in the most recent e-mail we sent you.',
  expired: 'This confirmation link has expired. Please ask again and we will send you a new one.',
} as const;

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** The link's token: `{id}.{expiry in epoch seconds}.{HMAC of both}`. */
export function signConfirmationToken(secret: string, id: string, expiresAtMs: number): string {
  const payload = `${id}.${Math.floor(expiresAtMs / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

export type TokenCheck = { ok: true; id: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a token's form and signature (invalid), then its expiry (expired). */
export function verifyConfirmationToken(secret: string, token: unknown, nowMs: number): TokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const match = /^([A-Za-z0-9_-]{16,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, id, expiry, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(secret, `${id}.${expiry}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (Number(expiry) * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, id };
}

export interface NewConfirmation {
  purpose: ConfirmationPurpose;
  /** The address as the diner typed it (trimmed); the link is sent to it. */
  email: string;
  data: Record<string, unknown>;
}

/** Stores a confirmation and answers the link to send: `{publicBaseUrl}/confirm-email?token=…`. */
export async function createConfirmation(
  trx: Transaction<Database>,
  confirmation: NewConfirmation,
  options: { secret: string; linkMs: number; nowMs: number; publicBaseUrl: string },
): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  const expiresAt = options.nowMs + options.linkMs;
  await trx
    .insertInto('email_confirmations')
    .values({
      id,
      purpose: confirmation.purpose,
      email: confirmation.email.trim().toLowerCase(),
      data: JSON.stringify(confirmation.data) as never,
      created_at: new Date(options.nowMs),
      expires_at: new Date(expiresAt),
      confirmed_at: null,
    })
    .execute();
  const token = signConfirmationToken(options.secret, id, expiresAt);
  return `${options.publicBaseUrl.replace(/\/+$/, '')}${CONFIRM_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

/** True when the address (any case) has followed a confirmation link or is a confirmed sign-up. */
export async function isConfirmedAddress(trx: Transaction<Database>, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const { rows } = await sql<{ confirmed: boolean }>`
    select exists (select 1 from email_confirmations where email = ${address} and confirmed_at is not null)
        or exists (select 1 from sign_ups where email = ${address} and confirmed_at is not null) as confirmed`.execute(trx);
  return rows[0]?.confirmed === true;
}

export type ConfirmOutcome =
  | { kind: 'confirmed'; purpose: ConfirmationPurpose; email: string; data: Record<string, unknown> }
  | { kind: 'already'; purpose: ConfirmationPurpose }
  | { kind: 'unknown' };

/** Marks the confirmation followed, once: the first call answers 'confirmed' with its record, later ones 'already'. */
export async function confirm(trx: Transaction<Database>, id: string, nowMs: number): Promise<ConfirmOutcome> {
  const row = await trx
    .updateTable('email_confirmations')
    .set({ confirmed_at: new Date(nowMs) })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .returning(['purpose', 'email', 'data'])
    .executeTakeFirst();
  if (row) return { kind: 'confirmed', purpose: row.purpose, email: row.email, data: row.data as Record<string, unknown> };
  const known = await trx.selectFrom('email_confirmations').select('purpose').where('id', '=', id).executeTakeFirst();
  return known ? { kind: 'already', purpose: known.purpose } : { kind: 'unknown' };
}
