// Keeps the document's head in step with the page after browser navigations: title, description,
// canonical URL, Open Graph, robots and JSON-LD from the deepest route's `meta`. The server writes
// the first page's head itself (server/site/document.ts), so the first render changes nothing.
import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router-dom';
import type { PageMeta } from '../page-data';

export interface DocumentHeadProps {
  /** The site's public address (settings.siteUrl): canonical and og:url are siteUrl + canonicalPath. */
  siteUrl: string;
  siteName: string;
}

export function DocumentHead({ siteUrl, siteName }: DocumentHeadProps) {
  const matches = useMatches();
  const meta = deepestMeta(matches);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A page without meta is an error page: its boundary sets the title (see error-view.tsx).
    if (meta) applyMeta(document, meta, siteUrl, siteName);
  }, [meta, siteUrl, siteName]);

  return null;
}

export function deepestMeta(matches: ReadonlyArray<{ loaderData: unknown }>): PageMeta | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const data = matches[i]?.loaderData as { meta?: PageMeta } | null | undefined;
    if (data && typeof data === 'object' && data.meta && typeof data.meta.title === 'string') return data.meta;
  }
  return null;
}

/** Writes the page's head tags into `doc`, the same ones server/site/document.ts renders. */
export function applyMeta(doc: Document, meta: PageMeta, siteUrl: string, siteName: string): void {
  const canonical = absoluteUrl(siteUrl, meta.canonicalPath);
  doc.title = meta.title;
  setMeta(doc, 'name', 'description', meta.description);
  setLink(doc, 'canonical', canonical);
  setMeta(doc, 'property', 'og:site_name', siteName);
  setMeta(doc, 'property', 'og:title', meta.title);
  setMeta(doc, 'property', 'og:description', meta.description);
  setMeta(doc, 'property', 'og:type', meta.ogType ?? 'website');
  setMeta(doc, 'property', 'og:url', canonical);
  setMeta(doc, 'property', 'og:image', meta.image ? absoluteUrl(siteUrl, meta.image) : null);
  setMeta(doc, 'name', 'robots', meta.noindex ? 'noindex, nofollow' : null);

  // JSON-LD is data, never run: replacing it needs no script permission.
  doc.head.querySelectorAll('script[type="application/ld+json"]').forEach((node) => node.remove());
  for (const item of meta.jsonLd ?? []) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(item);
    doc.head.appendChild(script);
  }
}

function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

/** Sets a <meta> tag's content, creating it when missing; null removes it. */
function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function setLink(doc: Document, rel: string, href: string): void {
  let element = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!element) {
    element = doc.createElement('link');
    element.rel = rel;
    doc.head.appendChild(element);
  }
  element.href = href;
}
