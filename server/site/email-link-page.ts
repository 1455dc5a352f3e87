// The small pages an e-mail's link opens on the site (confirm an address, unsubscribe): one heading, a few
// words and a form whose button works without JavaScript, in the site's stylesheet, never indexed or cached.
import type { Response } from 'express';
import { SITE_ICON_LINK } from './document';
import { escapeHtml } from './safe-json';
import { FALLBACK_SITE_NAME } from '../../web/layout/site-defaults';

export function emailLinkPage(stylesheet: string | null, pageClass: string, title: string, body: string): string {
  const css = stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : '';
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(FALLBACK_SITE_NAME)}</title>${SITE_ICON_LINK}${css}</head>` +
    `<body><main class="container container--narrow page ${escapeHtml(pageClass)}"><h1>${escapeHtml(title)}</h1>${body}` +
    `<p><a href="/">Return to homepage</a></p></main></body></html>`
  );
}

export function sendEmailLinkPage(res: Response, stylesheet: string | null, pageClass: string, status: number, title: string, body: string): void {
  res.status(status).type('html').set('Cache-Control', 'private, no-store').send(emailLinkPage(stylesheet, pageClass, title, body));
}
