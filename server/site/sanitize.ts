// Cleans what the content API sends before a page shows it: CMS HTML is cut down to text markup with safe
// links, and CMS links outside HTML (tile buttons, image addresses) are kept only when they stay on
// http(s) or on this site. Runs on the server only, so sanitize-html never reaches the browser bundle.
import sanitizeHtml from 'sanitize-html';

/** Text markup a content editor may use: headings, paragraphs, lists, emphasis, links, quotes and tables. */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4',
  'ul', 'ol', 'li',
  'strong', 'em', 'a', 'blockquote', 'small', 'sub', 'sup',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

/** No style, class, id or event handler anywhere; rel is set by the sanitizer, never taken from the CMS. */
const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  a: ['href', 'title', 'target', 'rel'],
  ol: ['start'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Elements dropped with everything inside them (the default keeps the text of a dropped element). */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed',
  'svg', 'math', 'template', 'select', 'title', 'head', 'xmp', 'noembed', 'noframes', 'plaintext',
];

/** Where a link may lead: http(s) anywhere, or this site (a path, a #fragment or a ?query). */
export type LinkTarget = 'external' | 'site' | 'mail';

/**
 * A CMS link outside HTML (a tile's button, an image): an absolute http(s) URL or a site-relative
 * reference ('/path', '#anchor', '?query'); anything else, including '//host', '/\host', 'javascript:'
 * and 'data:', gives null. Surrounding spaces are trimmed; control characters anywhere refuse the link,
 * since browsers drop tabs and line breaks and '/\t/evil.example' would become '//evil.example'.
 */
export function safeHref(url: unknown): string | null {
  const checked = checkHref(url, false);
  return checked === null ? null : checked.href;
}

/** As safeHref, also allowing mailto: and tel: (links inside CMS HTML), with the kind of target. */
export function checkHref(url: unknown, allowMailAndTel: boolean): { href: string; target: LinkTarget } | null {
  if (typeof url !== 'string') return null;
  const href = url.trim();
  // eslint-disable-next-line no-control-regex
  if (href === '' || /[\u0000-\u001f\u007f]/.test(href)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // No scheme: a path on this site, but never one a browser reads as another host ('//x', '/\x', '\\x').
    if (/^\/(?![/\\])/.test(href) || href.startsWith('#') || href.startsWith('?')) return { href, target: 'site' };
    return null;
  }
  if (scheme === 'http' || scheme === 'https') {
    let parsed: URL;
    try {
      parsed = new URL(href);
    } catch {
      return null; // not a URL a browser could follow either
    }
    return parsed.hostname === '' ? null : { href, target: 'external' };
  }
  if (allowMailAndTel && (scheme === 'mailto' || scheme === 'tel')) return { href, target: 'mail' };
  return null;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  // A second line of defence behind transformTags' own check.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  allowVulnerableTags: false,
  transformTags: {
    // One h1 per page (the page's own): editors' headings start at h2 and stop at h4.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => {
      const link = checkHref(attribs.href, true);
      // An unsafe link keeps its text as an inert <a> without href (sanitize-html closes a transformed
      // tag by the last name it was given, so a per-element tagName is not an option).
      if (link === null) return { tagName, attribs: {} };
      const attributes: Record<string, string> = { href: link.href };
      if (attribs.title) attributes.title = attribs.title;
      if (link.target === 'external') {
        attributes.rel = 'noopener noreferrer';
        if (attribs.target === '_blank') attributes.target = '_blank';
      }
      return { tagName, attribs: attributes };
    },
    th: (tagName, attribs) => {
      const attributes: Record<string, string> = {};
      if (['row', 'col', 'rowgroup', 'colgroup'].includes(attribs.scope ?? '')) attributes.scope = attribs.scope as string;
      return { tagName, attribs: { ...attributes, ...spans(attribs) } };
    },
    td: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
    ol: (tagName, attribs) => {
      const attributes: Record<string, string> = {};
      if (/^\d{1,4}$/.test(attribs.start ?? '')) attributes.start = attribs.start as string;
      return { tagName, attribs: attributes };
    },
  },
};

/** Table cell spans as small whole numbers only. */
function spans(attribs: sanitizeHtml.Attributes): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name];
    if (value !== undefined && /^[1-9]\d?$/.test(value)) out[name] = value;
  }
  return out;
}

/**
 * CMS HTML made safe to insert as it is: only ALLOWED_TAGS, no scripts, styles, frames, event handlers
 * or style attributes; links only to http(s), mailto:, tel: or this site, external ones with
 * rel="noopener noreferrer". Anything that is not a string gives ''.
 */
export function sanitizeCmsHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  return shiftHeadings(sanitizeHtml(html, OPTIONS)).trim();
}

/**
 * Moves a fragment's headings up so its top one is an h2: a text tile opening with an h3 straight after the
 * page's h1 would otherwise skip a level. Works on sanitized output, where headings carry no attributes.
 */
export function shiftHeadings(html: string): string {
  const levels = [...html.matchAll(/<h([2-4])>/g)].map((match) => Number(match[1]));
  if (levels.length === 0) return html;
  const shift = Math.min(...levels) - 2;
  if (shift === 0) return html;
  return html.replace(/<(\/?)h([2-4])>/g, (_, slash: string, level: string) => `<${slash}h${Number(level) - shift}>`);
}
