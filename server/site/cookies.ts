// The request's cookies as a CookieJar for the stores rendered on the server: read from the request;
// a write (the cookie bar's choice posted without JavaScript; never expected while rendering) is passed on
// to the response, as the browser writes it (web/stores/browser-cookies.ts).
import type { Request, Response } from 'express';
import type { CookieJar } from '../../web/stores/cookie-consent.store';

export function requestCookies(req: Request, res: Response): CookieJar {
  const jar = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    try {
      jar.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A malformed escape in someone else's cookie is ignored, not a failed page.
    }
  }
  return {
    get: (name) => jar.get(name) ?? null,
    set: (name, value, days) => {
      jar.set(name, value);
      res.cookie(name, value, { maxAge: days * 86_400_000, sameSite: 'lax', path: '/', secure: req.secure });
    },
  };
}
