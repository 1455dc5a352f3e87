// reCAPTCHA v3 checks (issue 13, item 2). With a secret, a token is accepted only when Google's siteverify
// answers, within a deadline, success true for the action the call expects, on one of the site's hostnames,
// with a numeric score at or above the threshold, and the token has not been used before (used tokens are
// remembered until they expire: see used-captcha-tokens.ts). Any error — time-out, refused connection, a
// non-2xx or malformed answer — refuses the form as unavailable (fail closed). Without a secret the check is
// off: every call passes and the API says so once at start.
import { createHash } from 'node:crypto';
import { CAPTCHA } from '@tavola/core/constants';
import type { UsedCaptchaTokens } from './used-captcha-tokens';

export const GOOGLE_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Why a token was not accepted: none sent, not vouched for, or the check could not be made. */
export type CaptchaVerdict = { ok: true } | { ok: false; reason: 'missing' | 'refused' | 'unavailable'; detail: string };

export interface CaptchaVerifier {
  readonly enabled: boolean;
  /**
   * Checks `token` for `action`. `requestKey` is the request's Idempotency-Key: the same request sent again
   * (a double submit, a retry after a lost answer) may bring the token it used, and gets its first answer.
   */
  verify(token: string | undefined, action: string, requestKey?: string | null): Promise<CaptchaVerdict>;
}

export interface CaptchaOptions {
  secret: string | null;
  /** Host names a token may come from (the site's, and the partner pages that embed the widget). */
  hostnames: readonly string[];
  /** Lowest score accepted; core's CAPTCHA.minScore by default. */
  minScore?: number;
  /** The whole siteverify call; core's CAPTCHA.verifyDeadlineMs by default. */
  deadlineMs?: number;
  verifyUrl?: string;
  /** Tokens already used (shared by every process on the database, or this process's memory). */
  used: UsedCaptchaTokens;
  now?: () => number;
}

/** What a token looks like: Google's are base64url text of about 2 kB. */
const TOKEN = /^[A-Za-z0-9_-]+$/;

export function createCaptchaVerifier(options: CaptchaOptions): CaptchaVerifier {
  if (!options.secret) return { enabled: false, verify: async () => ({ ok: true }) };
  const secret = options.secret;
  const url = options.verifyUrl ?? GOOGLE_VERIFY_URL;
  const minScore = options.minScore ?? CAPTCHA.minScore;
  const deadlineMs = options.deadlineMs ?? CAPTCHA.verifyDeadlineMs;
  const hostnames = new Set(options.hostnames.map((h) => h.toLowerCase()));
  const now = options.now ?? Date.now;
  const refused = (detail: string): CaptchaVerdict => ({ ok: false, reason: 'refused', detail });
  const unavailable = (detail: string): CaptchaVerdict => ({ ok: false, reason: 'unavailable', detail });

  return {
    enabled: true,
    async verify(token, action, requestKey) {
      if (token === undefined || token === '') return { ok: false, reason: 'missing', detail: 'no token' };
      if (token.length > CAPTCHA.tokenMaxLength || !TOKEN.test(token)) return refused('not a token');
      const hash = createHash('sha256').update(token).digest('hex');
      const key = requestKey || null;
      try {
        const earlier = await options.used.usedBy(hash, now());
        if (earlier !== undefined) return earlier !== null && earlier === key ? { ok: true } : refused('token used before');
      } catch (error) {
        return unavailable(`used tokens not readable: ${messageOf(error)}`);
      }

      let answer: unknown;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ secret, response: token }).toString(),
          // One deadline for connecting, the answer and its body.
          signal: AbortSignal.timeout(deadlineMs),
        });
        if (!response.ok) return unavailable(`siteverify answered ${response.status}`);
        answer = await response.json();
      } catch (error) {
        return unavailable(`siteverify failed: ${messageOf(error)}`);
      }
      if (typeof answer !== 'object' || answer === null || typeof (answer as { success?: unknown }).success !== 'boolean') {
        return unavailable('siteverify answer malformed');
      }
      const body = answer as { success: boolean; action?: unknown; hostname?: unknown; score?: unknown; 'error-codes'?: unknown };
      if (!body.success) return refused(`not a valid token (${Array.isArray(body['error-codes']) ? body['error-codes'].join(', ') : 'no reason'})`);
      if (body.action !== action) return refused(`token for another action (${String(body.action).slice(0, 40)}, expected ${action})`);
      if (typeof body.hostname !== 'string' || !hostnames.has(body.hostname.toLowerCase())) return refused(`token from another host (${String(body.hostname).slice(0, 100)})`);
      // A v3 answer always has a numeric score; none (a v2 token) or text is not one.
      if (typeof body.score !== 'number' || !Number.isFinite(body.score)) return refused('no numeric score');
      if (body.score < minScore) return refused(`score ${body.score} below ${minScore}`);

      try {
        const claim = await options.used.claim(hash, key, now() + CAPTCHA.tokenLifetimeMs, now());
        // Two requests raced with one token: only the one that recorded it, or a repeat of that same request, goes on.
        if (claim.claimed || (key !== null && claim.by === key)) return { ok: true };
        return refused('token used before');
      } catch (error) {
        return unavailable(`used tokens not writable: ${messageOf(error)}`);
      }
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
