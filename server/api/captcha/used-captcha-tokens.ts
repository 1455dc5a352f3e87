// Captcha tokens already used, remembered until they would have expired (core's CAPTCHA.tokenLifetimeMs):
// in the database (table captcha_tokens, migration 0004) so every API process on it refuses a token another
// one took, or in this process's memory on the embedded database, which one process opens. Like the
// rate-limit counters (server/api/config.ts, rateLimitStore). Tokens are kept as their SHA-256.
import { sql, type Kysely } from 'kysely';

export interface UsedCaptchaTokens {
  /** The Idempotency-Key of the request that used `hash` (null for none), or undefined when it is unused. */
  usedBy(hash: string, nowMs: number): Promise<string | null | undefined>;
  /** Records `hash` as used by `key` until `expiresAtMs`, atomically; else answers who recorded it first. */
  claim(hash: string, key: string | null, expiresAtMs: number, nowMs: number): Promise<{ claimed: true } | { claimed: false; by: string | null }>;
}

export class SqlUsedCaptchaTokens implements UsedCaptchaTokens {
  constructor(private readonly db: Kysely<any>) {}

  async usedBy(hash: string, nowMs: number): Promise<string | null | undefined> {
    const row = await this.db
      .selectFrom('captcha_tokens')
      .select(['idempotency_key'])
      .where('token_hash', '=', hash)
      .where('expires_at', '>', new Date(nowMs))
      .executeTakeFirst();
    return row ? (row.idempotency_key as string | null) : undefined;
  }

  async claim(hash: string, key: string | null, expiresAtMs: number, nowMs: number): Promise<{ claimed: true } | { claimed: false; by: string | null }> {
    // One statement: a new hash, or one whose row has expired, is taken; a live row stays and is read back.
    const { rows } = await sql<{ claimed: boolean; idempotency_key: string | null }>`
      insert into captcha_tokens (token_hash, idempotency_key, expires_at) values (${hash}, ${key}, ${new Date(expiresAtMs)})
      on conflict (token_hash) do update set idempotency_key = excluded.idempotency_key, expires_at = excluded.expires_at
        where captcha_tokens.expires_at <= ${new Date(nowMs)}
      returning true as claimed, idempotency_key`.execute(this.db);
    if (rows[0]?.claimed) return { claimed: true };
    return { claimed: false, by: (await this.usedBy(hash, nowMs)) ?? null };
  }
}

/** Deletes tokens past their lifetime (run now and then with the rate-limit counters' pruning). */
export async function pruneCaptchaTokens(db: Kysely<any>, nowMs: number): Promise<number> {
  const result = await db.deleteFrom('captcha_tokens').where('expires_at', '<=', new Date(nowMs)).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

export class MemoryUsedCaptchaTokens implements UsedCaptchaTokens {
  private readonly used = new Map<string, { key: string | null; expiresAtMs: number }>();

  async usedBy(hash: string, nowMs: number): Promise<string | null | undefined> {
    const entry = this.used.get(hash);
    return entry && entry.expiresAtMs > nowMs ? entry.key : undefined;
  }

  async claim(hash: string, key: string | null, expiresAtMs: number, nowMs: number): Promise<{ claimed: true } | { claimed: false; by: string | null }> {
    const entry = this.used.get(hash);
    if (entry && entry.expiresAtMs > nowMs) return { claimed: false, by: entry.key };
    this.prune(nowMs);
    this.used.delete(hash);
    this.used.set(hash, { key, expiresAtMs });
    return { claimed: true };
  }

  /** Entries are added in time order with one lifetime, so the expired ones are at the front. */
  private prune(nowMs: number): void {
    for (const [hash, entry] of this.used) {
      if (entry.expiresAtMs > nowMs) break;
      this.used.delete(hash);
    }
  }
}
