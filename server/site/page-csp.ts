// A page's own additions to the site-wide Content-Security-Policy (issue 17): a menu page that frames a
// partner's widget allows that widget's origin, and only it, in frame-src; every other page keeps the
// policy as it is. The origins come from the page's meta (the loader checked them against
// PARTNER_MENU_ORIGINS); anything that is not a plain https origin is dropped here all the same.
import type { Response } from 'express';

const CSP_HEADER = 'Content-Security-Policy';
const PLAIN_HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

/** The policy with `origins` added to its frame-src directive (appended when it has none). */
export function withFrameSources(policy: string, origins: readonly string[]): string {
  const extra = origins.filter((origin) => PLAIN_HTTPS_ORIGIN.test(origin));
  if (extra.length === 0) return policy;
  const directives = policy.split(';').map((part) => part.trim()).filter((part) => part !== '');
  const index = directives.findIndex((part) => /^frame-src(\s|$)/i.test(part));
  if (index === -1) directives.push(`frame-src ${extra.join(' ')}`);
  else directives[index] = `${directives[index]} ${extra.filter((origin) => !(directives[index] as string).split(/\s+/).includes(origin)).join(' ')}`.trim();
  return directives.join(';');
}

/** Widens this response's policy for the page's frames, if it names any. */
export function allowPageFrames(res: Response, origins: readonly string[] | undefined): void {
  const policy = res.getHeader(CSP_HEADER);
  if (typeof policy !== 'string' || !origins || origins.length === 0) return;
  res.setHeader(CSP_HEADER, withFrameSources(policy, origins));
}
