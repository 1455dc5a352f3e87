// Reading a tile's CMS fields, which arrive as unknown JSON: each reader answers a value of the right type
// or nothing, so a tile with a missing or odd field renders what it can instead of crashing the page.
// The server already sanitized every field; the link check here is a cheap second guard.
import type { PageTile } from '@tavola/core/content';

export interface CmsLinkData {
  text: string;
  url: string;
  openInNewTab: boolean;
  style?: string;
}

export interface CmsImage {
  src: string;
  alt: string;
  caption?: string;
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** http(s), a site path (never '//host' or '/\host'), a #fragment or a ?query; no control characters. */
export function isSafeLink(url: unknown): url is string {
  // eslint-disable-next-line no-control-regex
  return typeof url === 'string' && !/[\u0000-\u001f\u007f]/.test(url) && /^(?:https?:\/\/|\/(?![/\\])|#|\?)/i.test(url.trim());
}

export function linkOf(value: unknown): CmsLinkData | null {
  if (typeof value !== 'object' || value === null) return null;
  const link = value as Record<string, unknown>;
  const label = text(link.text);
  if (label === '' || !isSafeLink(link.url)) return null;
  const out: CmsLinkData = { text: label, url: link.url.trim(), openInNewTab: link.openInNewTab === true };
  if (text(link.style)) out.style = text(link.style);
  return out;
}

export function imageOf(src: unknown, alt: unknown, caption?: unknown): CmsImage | null {
  if (!isSafeLink(src)) return null;
  const image: CmsImage = { src: src.trim(), alt: text(alt) };
  if (text(caption)) image.caption = text(caption);
  return image;
}

export function listOf<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  return Array.isArray(value) ? value.map(read).filter((item): item is T => item !== null) : [];
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

/** An id for an element of the tile ('home-hero-1-title'). */
export function tileElementId(tile: PageTile, part: string): string {
  return `${String(tile.tileId).replace(/[^A-Za-z0-9_-]/g, '-')}-${part}`;
}

/** A link to a site path: react-router navigates it without a reload. */
export function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}
