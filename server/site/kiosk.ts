// The in-restaurant kiosk (/kiosk/{storeId}, issue 11): a small HTML shell with the kiosk's script and
// stylesheets and its data as inert JSON (the restaurant, its menus whole, every restaurant for the
// booking finder, the idle time). The page is rendered in the browser (web/kiosk); the server renders only
// the screens for an unknown restaurant (404) and an unreachable content service (503). Never indexed,
// never cached, not in the sitemap.
import type { Request, Response } from 'express';
import type { Container } from 'inversify';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { KIOSK } from '@tavola/core/constants';
import type { Restaurant } from '@tavola/core/content';
import type { OpeningHoursOverride } from '@tavola/core/opening-hours';
import { KIOSK_DATA_ELEMENT_ID, KIOSK_ROOT_ELEMENT_ID, type KioskData, type KioskMenu, type KioskSettings } from '../../web/kiosk/kiosk-data';
import { KioskNotice } from '../../web/kiosk/kiosk-notice';
import { createRequestContainer } from '../container';
import { SITE_ICON_LINK } from './document';
import * as path from 'node:path';
import { readBuildEntry, readEntryAssets, type EntryAssets } from './assets';
import { menuGuide } from './loaders/menu.loaders';
import { loaderServices, type LoaderServices } from './loaders/loader-services';
import { hoursOf, isPathId, menuIdsOf, siteName, toSummary } from './loaders/restaurant.loaders';
import { escapeHtml, safeJson } from './safe-json';
import type { SiteConfig } from './site-config';

/** The kiosk's entries in the built client (tsup.config.ts): its script, the site's base stylesheet and its own. */
export const KIOSK_SCRIPT_ENTRY = 'web/kiosk/kiosk-client.tsx';
export const KIOSK_STYLESHEET_ENTRIES = ['web/styles/site.css', 'web/styles/kiosk.css'] as const;
/** The kiosk's own browser build, under the site's assets (tsup.config.ts): it runs on React, the site's bundle on Preact. */
export const KIOSK_ASSET_DIR = 'kiosk';

/**
 * The kiosk's script, the modules it imports and its stylesheets: the site's base stylesheet from the site's
 * build (dist/public/assets), the rest from the kiosk's own (dist/public/assets/kiosk, its own metafile).
 */
export function readKioskAssets(clientDir: string, assetBaseUrl: string): EntryAssets {
  const [siteSheet, kioskSheet] = KIOSK_STYLESHEET_ENTRIES;
  const site = readEntryAssets(clientDir, assetBaseUrl, KIOSK_SCRIPT_ENTRY, [siteSheet]);
  const kiosk = readBuildEntry(
    { dir: path.join(clientDir, 'assets', KIOSK_ASSET_DIR), baseUrl: `${assetBaseUrl}${KIOSK_ASSET_DIR}/` },
    KIOSK_SCRIPT_ENTRY,
    [kioskSheet],
  );
  return { script: kiosk.script, preload: kiosk.preload, stylesheets: [...site.stylesheets, ...kiosk.stylesheets] };
}

/** Store ids as the content API has them ('CV001'); a longer or odder value names no restaurant. */
const STORE_ID_MAX = 20;

export function kioskSettings(config: SiteConfig, site: string): KioskSettings {
  const settings: KioskSettings = { idleSeconds: config.kioskIdleSeconds ?? KIOSK.idleSeconds, brandKey: config.brandKey, siteName: site };
  if (config.bookingHorizonDays !== undefined) settings.horizonDays = config.bookingHorizonDays;
  if (config.recaptchaSiteKey) settings.captchaSiteKey = config.recaptchaSiteKey;
  return settings;
}

/** The kiosk's data for a store id: its restaurant (read in full for its hours), its menus, every restaurant. */
export async function loadKioskData(services: LoaderServices, storeId: string): Promise<KioskData> {
  const settings = kioskSettings(services.config, await siteName(services));
  if (!isPathId(storeId) || storeId.length > STORE_ID_MAX) return { kind: 'unknown-store', settings, storeId: storeId.slice(0, STORE_ID_MAX) };
  const all = await services.content.searchRestaurants();
  if (!all.ok) return { kind: 'unavailable', settings };
  const listed = all.value.find((restaurant) => restaurant.storeId.toLowerCase() === storeId.toLowerCase());
  if (!listed) return { kind: 'unknown-store', settings, storeId };
  // The search answer has no hours' overrides or menus of its own: the restaurant is read in full,
  // falling back to the listed one when that read fails.
  const full = await services.content.getRestaurantBySlugAndCity(listed.slug, listed.city);
  const restaurant: Restaurant = full.ok ? { ...listed, ...full.value } : listed;
  const [menus, guide] = await Promise.all([kioskMenus(services, menuIdsOf(restaurant)), menuGuide(services)]);
  return {
    kind: 'ready',
    settings,
    restaurant: {
      ...toSummary(restaurant),
      hours: hoursOf(restaurant),
      overrides: Array.isArray(restaurant.overrides) ? (restaurant.overrides as OpeningHoursOverride[]) : [],
    },
    restaurants: all.value.map(toSummary).sort((a, b) => a.region.localeCompare(b.region) || a.cityName.localeCompare(b.cityName) || a.title.localeCompare(b.title)),
    menus,
    ...guide,
  };
}

/** The restaurant's menus, whole and in its order; one that fails to load is left out. */
async function kioskMenus(services: LoaderServices, ids: string[]): Promise<KioskMenu[]> {
  const results = await Promise.all(ids.map((id) => services.content.getMenu(id)));
  return results.flatMap((result) => {
    if (!result.ok) return [];
    // A partner's widget is the site's business: the kiosk always shows its own list.
    const { partnerWidget: _widget, ...menu } = result.value;
    return [menu as KioskMenu];
  });
}

export interface KioskDocumentParts {
  data: KioskData;
  assets: EntryAssets;
}

export function kioskStatus(data: KioskData): number {
  return data.kind === 'ready' ? 200 : data.kind === 'unknown-store' ? 404 : 503;
}

/** The shell: noindex, the kiosk's stylesheets and module, the data, and the notice screens already rendered. */
export function kioskDocument({ data, assets }: KioskDocumentParts): string {
  const site = data.settings.siteName;
  const title =
    data.kind === 'ready' ? `${site} ${data.restaurant.title}` : data.kind === 'unknown-store' ? `Restaurant not found | ${site}` : `Unavailable | ${site}`;
  const head = [
    '<meta charset="utf-8">',
    // A kiosk is not zoomed by pinching by accident, but its text may still be enlarged (no maximum-scale).
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<meta name="robots" content="noindex, nofollow">',
    SITE_ICON_LINK,
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    ...(assets.script ? [`<script type="module" src="${escapeHtml(assets.script)}"></script>`] : []),
  ];
  const body =
    data.kind === 'ready'
      ? '<main class="kiosk-notice"><h1>Loading…</h1><noscript><p>This screen needs JavaScript. Please ask a member of our team.</p></noscript></main>'
      : renderToString(createElement(KioskNotice, { data }));
  return (
    `<!doctype html><html lang="en-GB" class="kiosk"><head>${head.join('')}</head><body>` +
    `<div id="${KIOSK_ROOT_ELEMENT_ID}">${body}</div>` +
    `<script type="application/json" id="${KIOSK_DATA_ELEMENT_ID}">${safeJson(data)}</script>` +
    '</body></html>'
  );
}

/** GET /kiosk/:storeId (or /kiosk with none): the shell, with 200, 404 (unknown restaurant) or 503 (content unreachable). */
export function kioskHandler(root: Container, config: SiteConfig, assets: () => EntryAssets) {
  return async (req: Request, res: Response): Promise<void> => {
    const services = loaderServices(createRequestContainer(root), config);
    const data = await loadKioskData(services, String(req.params.storeId ?? ''));
    res
      .status(kioskStatus(data))
      .type('html')
      .set('Cache-Control', 'no-store')
      .set('X-Robots-Tag', 'noindex, nofollow')
      .send(kioskDocument({ data, assets: assets() }));
  };
}
