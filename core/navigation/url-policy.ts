// Which request paths the site answers with a permanent redirect (spec section 2): the legacy table,
// repeated slashes and a trailing slash. Every location it answers is a path on this site, whatever came in.
import { REDIRECT } from '../constants';

export interface Redirect {
  status: typeof REDIRECT.status;
  /** A path on this site: one leading '/', printable ASCII only, never '//host', '/\host' or a scheme. */
  location: string;
}

/** The printable allergen guides: the list of menus, and '/{menuId}' for one menu's table (issue 17). */
export const ALLERGEN_GUIDE_PATH = '/allergens/guide';

/**
 * The spec's legacy table, as written (but for the two allergen PDFs, which the spec sent to the menus
 * because there was no guide to print; they now land on the printable guides): old path (lower case, no slashes at the ends) to target.
 * Targets are site paths; '/#booking' is the home page's booking anchor. Where the routes table also
 * lists a path ('/menu' and '/our-menu', the menu landing pages; '/book-now', a home child) the redirect
 * wins: redirects run before routing, so those routes are reached only through their other paths
 * ('/menu/{id}', '/our-menu/{id}', '/restaurants/{city}/book-now'). Only exact paths match, never the
 * routes below them.
 */
export const LEGACY_REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ['italian-restaurant', '/restaurants'],
  ['themed-bottomless-brunch', '/bottomless-brunch'],
  ['allergens/allergens.pdf', ALLERGEN_GUIDE_PATH],
  ['menu/allergen.pdf', ALLERGEN_GUIDE_PATH],
  ['book-a-table', '/#booking'],
  ['book-now', '/#booking'],
  ['booking', '/#booking'],
  ['terms', '/terms-and-conditions'],
  ['menu-terms-and-conditions', '/terms-and-conditions'],
  ['signup', '/sign-up'],
  ['privacy', '/privacy-policy'],
  ['find', '/oxford-circus'],
  ['menu', '/our-menus'],
  // Not in the spec's table: /our-menu showed the same list as the content page /our-menus, one canonical page (issue 16).
  ['our-menu', '/our-menus'],
];

/**
 * The table with chains followed to their end, so a visitor gets one 301 and never a chain:
 * 'menu' -> '/our-menus', and any target that is itself an old path answers its final target at once. A Map, not an object,
 * so paths such as '/constructor' or '/__proto__' find nothing.
 */
const FINAL_TARGETS: ReadonlyMap<string, string> = followLegacyChains(LEGACY_REDIRECTS);

/**
 * The redirect for a request target ('/path?query#hash'), or null to serve it as it is.
 *
 * 1. ASCII tabs and line breaks are removed everywhere, as browsers do when they read a Location; left in,
 *    '/\t/evil.example' would reach a browser as '//evil.example'.
 * 2. In the path, a backslash counts as a slash (browsers read '/\evil.example' as '//evil.example'), and
 *    runs of slashes become one; a trailing slash is removed except on the root. Percent escapes are not
 *    decoded: '/%2F%2Fevil.example' is one path segment, served as it is.
 * 3. A path in the legacy table (case-insensitive) redirects to its final target, keeping the query; the
 *    target's own hash (#booking) wins over the request's, otherwise the request's hash is kept.
 * 4. Otherwise a path that step 2 changed redirects to the cleaned path with its query and hash.
 *
 * Anything that does not start with a slash once cleaned (an absolute URL, '*', '', not a string) is not
 * a path of this site: null. Characters outside printable ASCII are percent-encoded in the location, and a
 * final check refuses any location that is not a plain site path.
 */
export function resolveRedirect(pathWithQuery: string): Redirect | null {
  if (typeof pathWithQuery !== 'string') return null;
  const requested = splitTarget(pathWithQuery).path;
  const { path: rawPath, query, hash } = splitTarget(withoutTabsAndBreaks(pathWithQuery));
  const path = normalisePath(rawPath);
  if (path === null) return null;

  const legacy = FINAL_TARGETS.get(path.slice(1).toLowerCase());
  if (legacy !== undefined) {
    const target = splitTarget(legacy);
    return redirectTo(target.path, query, target.hash !== '' ? target.hash : hash);
  }
  return path === requested ? null : redirectTo(path, query, hash);
}

/** A location is a plain path on this site: one leading slash, then no second slash or backslash, ASCII only. */
export function isSitePath(location: unknown): boolean {
  if (typeof location !== 'string' || !location.startsWith('/')) return false;
  if (location[1] === '/' || location[1] === '\\') return false;
  for (let i = 0; i < location.length; i += 1) {
    const code = location.charCodeAt(i);
    if (code <= 0x20 || code >= 0x7f || code === 0x5c) return false;
  }
  return true;
}

function redirectTo(path: string, query: string, hash: string): Redirect | null {
  const location = encode(path) + encode(query) + (hash === '' ? '' : `#${encode(hash.slice(1))}`);
  return isSitePath(location) ? { status: REDIRECT.status, location } : null;
}

interface TargetParts {
  path: string;
  /** '' or '?...' */
  query: string;
  /** '' or '#...' */
  hash: string;
}

function splitTarget(target: string): TargetParts {
  const hashAt = target.indexOf('#');
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { path: beforeHash, query: '', hash }
    : { path: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt), hash };
}

function withoutTabsAndBreaks(value: string): string {
  return value.replace(/[\t\n\r]/g, '');
}

/** Backslashes as slashes, one slash per run, no trailing slash but on the root; null if not a path. */
function normalisePath(path: string): string | null {
  const slashed = path.replace(/[\\/]+/g, '/');
  if (!slashed.startsWith('/')) return null;
  return slashed.length > 1 && slashed.endsWith('/') ? slashed.slice(0, -1) : slashed;
}

/**
 * RFC 3986 unreserved characters, sub-delimiters, ':', '@', '/' and '?' stay as they are, as do well-formed
 * percent escapes; everything else (spaces, controls, quotes, backslashes, '#', non-ASCII) is percent-encoded
 * as UTF-8. A lone surrogate, which cannot be encoded, becomes U+FFFD.
 */
function encode(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0x25) {
      out += isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2)) ? '%' : '%25';
    } else if (code < 0x80) {
      out += KEPT_ASCII.has(value[i] as string) ? value[i] : encodeURIComponent(value[i] as string);
    } else if (isHighSurrogate(code) && isLowSurrogate(value.charCodeAt(i + 1))) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (isHighSurrogate(code) || isLowSurrogate(code)) {
      out += REPLACEMENT_CHARACTER;
    } else {
      out += encodeURIComponent(value[i] as string);
    }
  }
  return out;
}

const KEPT_ASCII: ReadonlySet<string> = new Set(
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/?",
);

const REPLACEMENT_CHARACTER = '%EF%BF%BD';

function isHex(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * The table with every target followed through the table until it leaves it. An entry caught in a cycle
 * is left out (its path is served as it is), since any answer for it would be a redirect loop.
 */
export function followLegacyChains(table: ReadonlyArray<readonly [string, string]>): Map<string, string> {
  const direct = new Map(table);
  const resolved = new Map<string, string>();
  for (const [from, to] of table) {
    const seen = new Set([from]);
    let target = to;
    let next = direct.get(legacyKey(target));
    while (next !== undefined && !seen.has(legacyKey(target))) {
      seen.add(legacyKey(target));
      target = next;
      next = direct.get(legacyKey(target));
    }
    if (next === undefined) resolved.set(from, target);
  }
  return resolved;
}

/** A target's key in the table: its path without the leading slash, lower case. */
function legacyKey(target: string): string {
  return splitTarget(target).path.slice(1).toLowerCase();
}
