// Who the e-mails come from as a diner reads them: the site's name, read from the seeded site config.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface Brand {
  siteName: string;
  siteUrl: string;
  customerServicesEmail: string;
}

const FALLBACK: Brand = { siteName: 'Casa Ventura', siteUrl: 'http://localhost:3000', customerServicesEmail: 'customerservices@casaventura.example' };

export async function brandOf(trx: Pick<Transaction<Database>, 'selectFrom'>): Promise<Brand> {
  const row = await trx.selectFrom('content_documents').select('data').where('kind', '=', 'site-config').where('id', '=', 'default').executeTakeFirst();
  const config = (row?.data ?? {}) as Record<string, unknown>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value : fallback);
  return {
    siteName: text(config.site_name, FALLBACK.siteName),
    siteUrl: text(config.site_url, FALLBACK.siteUrl),
    customerServicesEmail: text(config.customerServicesEmail, text(config.site_email, FALLBACK.customerServicesEmail)),
  };
}

export function signOff(brand: Brand): string {
  return `\n\nWith best wishes,\nThe ${brand.siteName} team\n${brand.siteUrl}\n`;
}

/** Lines of label: value, leaving out the empty ones. */
export function details(rows: Array<[string, string | number | null | undefined]>): string {
  return rows
    .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}
