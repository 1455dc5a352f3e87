// The page an e-mail confirmation link opens (double opt-in, issue 13): GET /confirm-email?token=… shows a
// button, and pressing it (POST /confirm-email) asks the API's POST /api/email/confirm and says in words
// what happened: "Your e-mail address is confirmed", already confirmed, expired or not valid. The GET
// changes nothing, so a mail scanner that opens links cannot confirm an address for its owner.
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Container } from 'inversify';
import { ApiHttpClientToken } from '@tavola/adapters/inversify';
import { MESSAGES } from '@tavola/core/errors';
import { emailLinkPage, sendEmailLinkPage } from './email-link-page';
import { escapeHtml } from './safe-json';

export const CONFIRM_EMAIL_PATH = '/confirm-email';

export const CONFIRM_PAGE_WORDS = {
  title: 'Confirm your e-mail address',
  ask: 'Please press the button to confirm your e-mail address.',
  button: 'Confirm my e-mail address',
  confirmed: 'Your e-mail address is confirmed',
  alreadyConfirmed: 'Your e-mail address is already confirmed',
  invalid: 'This confirmation link is not valid',
  invalidText: 'Please use the link in the most recent e-mail we sent you.',
  expired: 'This confirmation link has expired',
  expiredText: 'Please ask again and we will send you a new one.',
  failed: 'Sorry, something went wrong',
} as const;

const TOKEN_MAX_LENGTH = 200;

function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value.length <= TOKEN_MAX_LENGTH ? value : null;
}

export interface ConfirmEmailOptions {
  stylesheet: string | null;
  /** The confirm limit (server/site/form-limits.ts) before the API is asked; given the page's own refusal. */
  limiter: (refuse: (req: Request, res: Response) => void) => RequestHandler;
}

export function createConfirmEmailRouter(container: Container, options: ConfirmEmailOptions): Router {
  const router = express.Router();
  const send = (res: Response, status: number, title: string, body: string) => sendEmailLinkPage(res, options.stylesheet, 'page--confirm-email', status, title, body);
  const invalid = (res: Response) => send(res, 400, CONFIRM_PAGE_WORDS.invalid, `<p>${CONFIRM_PAGE_WORDS.invalidText}</p>`);

  router.get(CONFIRM_EMAIL_PATH, (req: Request, res: Response) => {
    const token = tokenOf(req.query.token);
    if (token === null) return invalid(res);
    send(
      res,
      200,
      CONFIRM_PAGE_WORDS.title,
      `<p>${CONFIRM_PAGE_WORDS.ask}</p><form method="post" action="${CONFIRM_EMAIL_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
        `<button class="btn btn--primary" type="submit">${CONFIRM_PAGE_WORDS.button}</button></form>`,
    );
  });

  const limited = options.limiter((_req, res) => {
    res.status(429).type('html').send(emailLinkPage(options.stylesheet, 'page--confirm-email', CONFIRM_PAGE_WORDS.failed, `<p>${MESSAGES.tooManyRequests}</p>`));
  });
  router.post(CONFIRM_EMAIL_PATH, express.urlencoded({ extended: false, limit: '2kb' }), limited, async (req: Request, res: Response) => {
    const token = tokenOf((req.body as Record<string, unknown> | undefined)?.token);
    if (token === null) return invalid(res);
    type Client = { call<T>(options: { method: 'POST'; path: string; body: unknown }): Promise<{ ok: true; data: T } | { ok: false; failure: { status?: number; message?: string } }> };
    const answer = await container.get<Client>(ApiHttpClientToken as never).call<Record<string, unknown>>({ method: 'POST', path: '/api/email/confirm', body: { token } });
    if (answer.ok) {
      const already = answer.data?.alreadyConfirmed === true;
      const message = typeof answer.data?.message === 'string' ? answer.data.message : '';
      return send(res, 200, already ? CONFIRM_PAGE_WORDS.alreadyConfirmed : CONFIRM_PAGE_WORDS.confirmed, message ? `<p>${escapeHtml(message)}</p>` : '');
    }
    const { status, message } = answer.failure;
    if (status === 410) return send(res, 410, CONFIRM_PAGE_WORDS.expired, `<p>${CONFIRM_PAGE_WORDS.expiredText}</p>`);
    if (status === 400) return invalid(res);
    if (status === 429) return send(res, 429, CONFIRM_PAGE_WORDS.failed, `<p>${escapeHtml(message ?? MESSAGES.tooManyRequests)}</p>`);
    send(res, 502, CONFIRM_PAGE_WORDS.failed, `<p>${MESSAGES.somethingWentWrongTryAgain}</p>`);
  });
  return router;
}
