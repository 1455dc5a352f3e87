// Who the e-mails come from as a diner reads them: the site's name, logo and colours, read from the
// seeded site config and brand settings, and the site's public address (PUBLIC_BASE_URL), which every link
// of every e-mail starts with — never the site_url of the content, which may name a development host.
import type { Kysely } from 'kysely';
import { readCache } from '../../db/read-cache';
import type { Database } from '../../db/schema';

export interface BrandColours {
  /** The header band and the buttons. */
  primary: string;
  /** Headings and links. */
  accent: string;
  /** Around the message. */
  background: string;
}

export interface Brand {
  siteName: string;
  /** PUBLIC_BASE_URL without a trailing slash. */
  baseUrl: string;
  customerServicesEmail: string;
  /** The logo's absolute address, or null when the brand settings name none. */
  logoUrl: string | null;
  colours: BrandColours;
  /** The company's name and registered address for the foot of the e-mail; '' when unknown. */
  legalAddress: string;
}

const FALLBACK = {
  siteName: 'Casa Ventura',
  customerServicesEmail: 'customerservices@casaventura.example',
  colours: { primary: '#8b1e2d', accent: '#0f3b3a', background: '#f6efe4' },
} as const;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** An absolute address on the site: `path` ('/restaurants/london') after PUBLIC_BASE_URL. */
export function siteLink(brand: Pick<Brand, 'baseUrl'>, path: string): string {
  return `${brand.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * How long the booking create reuses the brand it read (not in the spec; issue 15, item 4: a read per create
 * was one database round trip of every booking). The brand's documents change only when content is edited:
 * an edit through this API forgets the cache at once (forgetBrand), an edit made elsewhere (by hand, another
 * process) shows in the e-mails within this long.
 */
export const BRAND_CACHE_MS = 60_000;

const brands = readCache<Brand>(BRAND_CACHE_MS);

/**
 * The brand as brandOf reads it, read again at most every BRAND_CACHE_MS (a failed read is not kept), per
 * database handle and public address. For calls outside a transaction: one that must see its own
 * transaction's writes reads brandOf itself.
 */
export function cachedBrandOf(db: Pick<Kysely<Database>, 'selectFrom'>, publicBaseUrl: string, now: () => number = Date.now): Promise<Brand> {
  return brands.get(db, publicBaseUrl, () => brandOf(db, publicBaseUrl), now);
}

/** Forgets the brand cachedBrandOf keeps for `db`: content was edited. */
export function forgetBrand(db: object): void {
  brands.forget(db);
}

export async function brandOf(trx: Pick<Kysely<Database>, 'selectFrom'>, publicBaseUrl: string): Promise<Brand> {
  const rows = await trx.selectFrom('content_documents').select(['kind', 'data']).where('kind', 'in', ['site-config', 'brand-settings']).where('id', '=', 'default').execute();
  const doc = (kind: string) => (rows.find((r) => r.kind === kind)?.data ?? {}) as Record<string, unknown>;
  const config = doc('site-config');
  const settings = doc('brand-settings');
  const palette = (settings.palette ?? {}) as Record<string, unknown>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value : fallback);
  const colour = (value: unknown, fallback: string) => (typeof value === 'string' && HEX_COLOUR.test(value) ? value : fallback);
  const baseUrl = publicBaseUrl.replace(/\/+$/, '');
  const logo = text(settings.logo, '');
  return {
    siteName: text(config.site_name, FALLBACK.siteName),
    baseUrl,
    customerServicesEmail: text(config.customerServicesEmail, text(config.site_email, FALLBACK.customerServicesEmail)),
    // A logo on the site is linked on the public address; one elsewhere is left out (no foreign hosts in an e-mail).
    logoUrl: logo.startsWith('/') && !logo.startsWith('//') ? siteLink({ baseUrl }, logo) : null,
    colours: {
      primary: colour(palette.darkRed, FALLBACK.colours.primary),
      accent: colour(palette.deepTeal, FALLBACK.colours.accent),
      background: colour(palette.cream, FALLBACK.colours.background),
    },
    legalAddress: text(config.legalAddress, ''),
  };
}
