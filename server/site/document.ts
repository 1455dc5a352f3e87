// The HTML document around the rendered app: head tags from the page's meta, the stylesheet, the
// client entry (an external module script at low priority, allowed by the CSP's 'self': the page has no inline script to
// allow, so no per-request nonce and the same bytes for every visitor), and the route data for hydration
// as inert JSON (like the JSON-LD blocks, data the browser never runs).
import type { PageMeta, RootData } from '../../web/page-data';
import type { ClientAssets } from './assets';
import { escapeHtml, safeJson } from './safe-json';
import { CAPTCHA_SITE_KEY_META } from '../../web/captcha/recaptcha';
import { FALLBACK_SITE_NAME } from '../../web/layout/site-defaults';

export interface DocumentParts {
  appHtml: string;
  meta: PageMeta | null;
  root: RootData | null;
  hydration: unknown;
  assets: ClientAssets;
  publicUrl: string;
  /** Status shown in the title when the page is an error. */
  status: number;
  /** The reCAPTCHA v3 site key (RECAPTCHA_SITE_KEY), read by the page's forms (web/captcha/recaptcha.ts); none when off. */
  captchaSiteKey?: string | null;
}

/** The site's icon, named by every page it serves (without it a browser asks /favicon.ico, which 404s). */
export const SITE_ICON_LINK = '<link rel="icon" href="/images/brand/logo.svg" type="image/svg+xml">';

export const ROUTE_DATA_ELEMENT_ID = 'route-data';

export function renderDocument(parts: DocumentParts): string {
  const siteName = parts.root?.settings.siteName ?? FALLBACK_SITE_NAME;
  const meta = parts.meta;
  const title = meta ? meta.title : parts.status === 404 ? `Page not found | ${siteName}` : `Something went wrong | ${siteName}`;
  const head: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="theme-color" content="${escapeHtml(parts.root?.settings.loadingColor ?? '#0f3b3a')}">`,
    SITE_ICON_LINK,
  ];
  if (meta) {
    const canonical = parts.publicUrl + meta.canonicalPath;
    head.push(
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
      `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:type" content="${escapeHtml(meta.ogType ?? 'website')}">`,
      `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      '<meta property="og:locale" content="en_GB">',
      '<meta name="twitter:card" content="summary_large_image">',
    );
    if (meta.image) head.push(`<meta property="og:image" content="${escapeHtml(parts.publicUrl + meta.image)}">`);
    if (meta.noindex) head.push('<meta name="robots" content="noindex, nofollow">');
    for (const item of meta.jsonLd ?? []) head.push(`<script type="application/ld+json">${safeJson(item)}</script>`);
  } else {
    head.push('<meta name="robots" content="noindex">');
  }
  if (parts.captchaSiteKey) head.push(`<meta name="${CAPTCHA_SITE_KEY_META}" content="${escapeHtml(parts.captchaSiteKey)}">`);
  if (parts.assets.stylesheet) head.push(`<link rel="stylesheet" href="${escapeHtml(parts.assets.stylesheet)}">`);
  // The scripts at low priority: the page is whole and usable without them (they hydrate it), so the
  // stylesheet and the first screen's pictures go first on a slow connection. A module script and a
  // modulepreload are otherwise fetched at high priority, all of them (about 25 files) beside the
  // stylesheet and ahead of the hero picture (issue 15: Lighthouse mobile counted them all before the first paint).
  for (const href of parts.assets.preload) head.push(`<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="low">`);
  if (parts.assets.script) head.push(`<script type="module" src="${escapeHtml(parts.assets.script)}" fetchpriority="low"></script>`);

  return (
    '<!doctype html><html lang="en-GB"><head>' +
    head.join('') +
    '</head><body>' +
    `<div id="root">${parts.appHtml}</div>` +
    `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${safeJson(parts.hydration)}</script>` +
    '</body></html>'
  );
}
