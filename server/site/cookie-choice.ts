// The cookie bar's choice without JavaScript (issue 16, item 2): the bar's 'Accept all' and 'Reject
// optional' are submit buttons of a form posted here, and so is 'Save preferences' under its 'Manage
// preferences' (choice 'choose', with the Performance and Targeting switches: 'yes' when ticked, absent
// when not; Necessary is always on). The choice is saved by the same consent store the
// browser uses (web/stores/cookie-consent.store.ts: the same cookies, values and lifetimes), then the diner
// is sent back (303) to the page the bar was on: a path on this site only, never another site's address.
// With JavaScript the buttons save in the browser and nothing is posted.
import express, { type Request, type Response, type Router } from 'express';
import { CookieConsentStore } from '../../web/stores/cookie-consent.store';
import { COOKIE_CHOICE_FIELDS, COOKIE_CHOICE_PATH } from '../../web/layout/cookie-consent';
import { requestCookies } from './cookies';

/** `back` when it is a path on this site (not '//host' nor '/\host'), else the home page. */
export function sameSitePath(back: unknown): string {
  if (typeof back !== 'string' || !back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return '/';
  try {
    const url = new URL(back, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/** The optional choices of 'Save preferences': ticked ('yes') or not sent; anything else names the choice. */
function chosenOf(body: Record<string, unknown>): { Performance: boolean; Targeting: boolean } | string {
  const chosen = { Performance: false, Targeting: false };
  for (const name of ['Performance', 'Targeting'] as const) {
    const value = body[COOKIE_CHOICE_FIELDS[name]];
    if (value !== undefined && value !== 'yes') return `The ${name} choice must be ticked or left out.`;
    chosen[name] = value === 'yes';
  }
  return chosen;
}

export function createCookieChoiceRouter(): Router {
  const router = express.Router();
  router.post(COOKIE_CHOICE_PATH, express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }), (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    // Another site's page cannot make the choice for the diner (a browser says where a post comes from).
    if (req.get('sec-fetch-site') === 'cross-site') {
      res.status(403).type('text/plain').send('A cookie choice is made on this site only.');
      return;
    }
    const body = (req.body as Record<string, unknown> | undefined) ?? {};
    const choice = body.choice;
    if (choice !== 'accept' && choice !== 'reject' && choice !== 'choose') {
      res.status(400).type('text/plain').send('The choice must be accept, reject or choose.');
      return;
    }
    const chosen = choice === 'choose' ? chosenOf(body) : undefined;
    if (typeof chosen === 'string') {
      res.status(400).type('text/plain').send(chosen);
      return;
    }
    const consent = new CookieConsentStore(requestCookies(req, res));
    if (choice === 'accept') consent.acceptAll();
    else if (choice === 'reject') consent.rejectOptional();
    else if (chosen !== undefined) consent.save({ ...chosen, Necessary: true });
    res.redirect(303, sameSitePath(body.back));
  });
  router.use(COOKIE_CHOICE_PATH, (_error: unknown, _req: Request, res: Response, _next: express.NextFunction) => {
    res.status(400).type('text/plain').send('The cookie choice could not be read.');
  });
  return router;
}
