// Rate limits on the site's own form routes (POST /__forms/*, issue 13, item 1): every form by the client's
// address (RATE_LIMITS.forms), the job application with its CV also by the upload limit, the confirmation
// page's button by the confirm limit. A limited post is answered 429 with Retry-After and the forms' own
// answer shape `{message}` in words, which the browser's form shows (web/tiles/form-submit.ts). Counters
// in memory, or in the database with DATABASE_URL (shared by every site process).
import type { Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import { MESSAGES } from '@tavola/core/errors';
import type { RateLimitName } from '@tavola/core/constants';
import { clientAddress, createLimiter, type RateLimitTable } from '../rate-limit';

export interface SiteLimitOptions {
  limits: RateLimitTable;
  db: Kysely<any> | null;
  log?: (line: string) => void;
}

/** The limiters of one limit name, for the site's own routes. */
export function siteLimiter(name: RateLimitName, options: SiteLimitOptions, refuse?: (req: Request, res: Response) => void): RequestHandler {
  return createLimiter({
    name: `site.${name}`,
    limit: options.limits[name],
    db: options.db,
    key: clientAddress,
    refuse:
      refuse ??
      ((_req: Request, res) => {
        res.status(429).json({ message: MESSAGES.tooManyRequests });
      }),
    log: options.log,
  });
}

/** A limited post: the page's own answer when it set one (a form posted without script, res.locals.refusePage), else JSON. */
function refuseForm(req: Request, res: Response): void {
  const refusePage = res.locals.refusePage as ((req: Request, res: Response) => void) | undefined;
  if (refusePage) refusePage(req, res);
  else res.status(429).json({ message: MESSAGES.tooManyRequests });
}

/**
 * Mounted on FORMS_PREFIX and before the pages' own posts (server/site/page-forms.ts), one handler for both
 * so they share their counters: every POST counts against the forms limit, a job application against the
 * upload limit too. The form is res.locals.formName when set, else the path under FORMS_PREFIX.
 */
export function formLimits(options: SiteLimitOptions): RequestHandler {
  const forms = siteLimiter('forms', options, refuseForm);
  const upload = siteLimiter('upload', options, refuseForm);
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const form = typeof res.locals.formName === 'string' ? res.locals.formName : req.path.slice(1);
    void forms(req, res, (error?: unknown) => {
      if (error !== undefined) return next(error);
      if (form !== 'job-application') return next();
      void upload(req, res, next);
    });
  };
}
