// Reading what the site sends for the optional integrations' tests (Google Maps, Braintree's Hosted Fields):
// the CSP, one directive's sources, and the root route's data in a page.
import type request from 'supertest';

/** The site's CSP with no optional key set: the same for every answer (no nonce). */
export const OWN_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';" +
  "frame-src 'self' https://www.sevenrooms.com;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

/** The answer's Content-Security-Policy. */
export function cspOf(res: request.Response): string {
  return String(res.headers['content-security-policy']);
}

/** One directive's sources, in order. */
export function directive(csp: string, name: string): string[] {
  const found = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([directiveName]) => directiveName === name);
  if (!found) throw new Error(`no ${name} in ${csp}`);
  return found.slice(1);
}

/** The root route's data serialized into a server-rendered page. */
export function rootData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="route-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no route data in the page');
  return (JSON.parse(match[1] as string) as { loaderData: { root: Record<string, unknown> } }).loaderData.root;
}
