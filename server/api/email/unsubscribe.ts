// Unsubscribing from marketing e-mails in one step (issue 14, item 4; RFC 8058). Every marketing e-mail
// carries a link `{PUBLIC_BASE_URL}/unsubscribe?token=…` whose token names the address and is signed with
// HMAC-SHA256 by a key the API keeps in its database (api_secrets 'unsubscribe-link', like the manage links'
// key), so a link works for as long as the address gets e-mails, across restarts. A mail client's one-click
// POST and the page's button both end in POST /api/email/unsubscribe, which records the address
// (email_unsubscribes); the outbox relay reads that table when it sends, so every later marketing e-mail to
// the address is skipped, including one already queued.
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { createKeySigner } from '../booking/manage-link';
import { recipientKey } from './recipient-limit';

/** The site's page an unsubscribe link opens, and the address a mail client's one-click POST goes to. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
/** Where "change what we send you" leads: the sign-up form, which updates an address's choices. */
export const PREFERENCES_PAGE_PATH = '/sign-up';
export const UNSUBSCRIBE_SECRET_NAME = 'unsubscribe-link';
/** A token's longest form: an address of 254 characters in base64url, a dot and the signature. */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 400;

/** The links a marketing e-mail carries, in its headers and at its foot. */
export interface MarketingLinks {
  unsubscribeUrl: string;
  preferencesUrl: string;
  /** The List-Unsubscribe mailto alternative, for a client that does not POST. */
  unsubscribeMailto: string;
}

export interface UnsubscribeLinks {
  /** Loads (or creates) the key; linksFor and verify need it first. */
  ready(): Promise<void>;
  linksFor(email: string, mailbox: string): MarketingLinks;
  /** The address a token of ours names; null for a token whose form or signature is wrong. */
  verify(token: unknown): string | null;
}

const base = (url: string) => url.replace(/\/+$/, '');

export function createUnsubscribeLinks(db: Db, publicBaseUrl: string): UnsubscribeLinks {
  const signer = createKeySigner(db, UNSUBSCRIBE_SECRET_NAME, null, 'unsubscribe links');
  const sign = (address: string) => signer.sign(`unsubscribe:${address}`);
  return {
    ready: () => signer.ready(),
    linksFor(email, mailbox) {
      const address = email.trim().toLowerCase();
      const token = `${Buffer.from(address, 'utf8').toString('base64url')}.${sign(address)}`;
      return {
        unsubscribeUrl: `${base(publicBaseUrl)}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`,
        preferencesUrl: `${base(publicBaseUrl)}${PREFERENCES_PAGE_PATH}`,
        unsubscribeMailto: `mailto:${mailbox}?subject=${encodeURIComponent(`Unsubscribe ${address}`)}`,
      };
    },
    verify(token) {
      if (typeof token !== 'string' || token.length > UNSUBSCRIBE_TOKEN_MAX_LENGTH) return null;
      const match = /^([A-Za-z0-9_-]{4,360})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const address = Buffer.from(match[1] as string, 'base64url').toString('utf8');
      if (!address.includes('@') || address !== address.trim().toLowerCase()) return null;
      return signer.signatureMatches(`unsubscribe:${address}`, match[2] as string) ? address : null;
    },
  };
}

const linksByDeps = new WeakMap<object, UnsubscribeLinks>();

/** One UnsubscribeLinks per API (its database and public address), shared by every route that sends marketing. */
export function unsubscribeLinksOf(deps: { db: Db; config: { publicBaseUrl: string } }): UnsubscribeLinks {
  let links = linksByDeps.get(deps);
  if (links === undefined) {
    links = createUnsubscribeLinks(deps.db, deps.config.publicBaseUrl);
    linksByDeps.set(deps, links);
  }
  return links;
}

/** Records the address as unsubscribed (once; a second unsubscribe changes nothing). */
export async function unsubscribe(db: Kysely<Database> | Transaction<Database>, email: string, nowMs: number): Promise<void> {
  await db
    .insertInto('email_unsubscribes')
    .values({ email: recipientKey(email), created_at: new Date(nowMs) })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/** Forgets an unsubscribe: the address has just confirmed, through a new double opt-in link, that it wants e-mail again. */
export async function resubscribe(db: Kysely<Database> | Transaction<Database>, email: string): Promise<void> {
  await db.deleteFrom('email_unsubscribes').where('email', '=', recipientKey(email)).execute();
}

/** Whether marketing e-mail to this address must not be sent (any case, any +tag of it). */
export async function isUnsubscribed(db: Kysely<Database> | Transaction<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('email_unsubscribes').select('email').where('email', '=', recipientKey(email)).executeTakeFirst();
  return row !== undefined;
}
