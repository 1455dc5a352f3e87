// The signed links of Manage my booking (issue 14): core says what a token carries and how it reads
// (@tavola/core/booking's manageTokenPayload, readManageToken, manageTokenExpired); the API signs the
// payload with HMAC-SHA256 (node:crypto) and checks a signature in constant time. The key is
// MANAGE_LINK_SECRET, or else a secret generated once and kept in the database (api_secrets), so links
// outlive a restart and every API process on one database signs alike.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { manageBookingUrl, manageToken, manageTokenPayload, readManageToken, type ReadManageToken } from '@tavola/core/booking';
import type { Db } from '../db/database';

/** The api_secrets row of the manage links' key. */
export const MANAGE_LINK_SECRET_NAME = 'manage-link';
/** Bytes of a generated key: as long as the HMAC-SHA256 digest. */
const GENERATED_SECRET_BYTES = 32;

export interface ManageLinks {
  /** Loads (or creates) the key; every other method needs it first. */
  ready(): Promise<void>;
  /** The token of a booking's link, valid to the end of its date; null for a reference or date core refuses. */
  token(reference: string, date: string): string | null;
  /** The absolute page address on the site's public address. */
  url(token: string): string;
  /** A token of ours with a good signature, read into its claims; null for anything else. */
  verify(token: unknown): ReadManageToken | null;
  /** The same key's signature of another link's payload (a waitlist hold's), and its check in constant time. */
  sign(payload: string): string;
  signatureMatches(payload: string, signature: string): boolean;
}

/** HMAC-SHA256 signatures with one of the database's keys (or a configured one), checked in constant time. */
export interface KeySigner {
  /** Loads (or creates) the key; sign and signatureMatches need it first. */
  ready(): Promise<void>;
  sign(payload: string): string;
  signatureMatches(payload: string, signature: string): boolean;
}

/** A signer with `configuredSecret`, or else the api_secrets key `name` (storedSecret), loaded once. */
export function createKeySigner(db: Db, name: string, configuredSecret: string | null, what: string): KeySigner {
  let secret: string | null = configuredSecret;
  let loading: Promise<void> | null = null;

  const key = (): string => {
    if (secret === null) throw new Error(`The ${what} are used before their key was loaded (call ready() first)`);
    return secret;
  };
  const sign = (payload: string) => createHmac('sha256', key()).update(payload).digest('base64url');
  return {
    ready() {
      if (secret !== null) return Promise.resolve();
      loading ??= storedSecret(db, name).then(
        (value) => {
          secret = value;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    sign,
    signatureMatches(payload, signature) {
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export function createManageLinks(db: Db, configuredSecret: string | null, publicBaseUrl: string): ManageLinks {
  const signer = createKeySigner(db, MANAGE_LINK_SECRET_NAME, configuredSecret, 'manage links');
  const { sign, signatureMatches } = signer;

  return {
    ready: () => signer.ready(),
    token(reference, date) {
      const payload = manageTokenPayload(reference, date);
      return payload === null ? null : manageToken(payload, sign(payload));
    },
    url: (token) => manageBookingUrl(publicBaseUrl, token),
    verify(token) {
      const read = readManageToken(token);
      return read !== null && signatureMatches(read.payload, read.signature) ? read : null;
    },
    sign,
    signatureMatches,
  };
}

/**
 * One of the database's own keys (api_secrets): generated and stored by the first process that needs it;
 * the stored one wins a race. The manage links and the unsubscribe links each have their own.
 */
export async function storedSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('api_secrets')
    .values({ name, value: randomBytes(GENERATED_SECRET_BYTES).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('api_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

const linksByDeps = new WeakMap<object, ManageLinks>();

/** One ManageLinks per API (its database, secret and public address), shared by the booking and manage routes. */
export function manageLinksOf(deps: { db: Db; config: { manageLinkSecret: string | null; publicBaseUrl: string } }): ManageLinks {
  let links = linksByDeps.get(deps);
  if (links === undefined) {
    links = createManageLinks(deps.db, deps.config.manageLinkSecret, deps.config.publicBaseUrl);
    linksByDeps.set(deps, links);
  }
  return links;
}
