// Unsubscribing in one step (issue 14, item 4). A marketing e-mail's link and its List-Unsubscribe header
// name {PUBLIC_BASE_URL}/unsubscribe?token=…. GET shows one button in a plain form (no JavaScript needed);
// POST to the same address — the button, or a mail client's one-click POST with the body
// `List-Unsubscribe=One-Click` (RFC 8058) — asks the API's POST /api/email/unsubscribe and says what
// happened. The GET changes nothing, so a mail scanner that opens links cannot unsubscribe anyone.
import express, { type Request, type Response, type Router } from 'express';
import type { Container } from 'inversify';
import { ApiHttpClientToken } from '@tavola/adapters/inversify';
import { MESSAGES } from '@tavola/core/errors';
import { sendEmailLinkPage } from './email-link-page';
import { escapeHtml } from './safe-json';

export const UNSUBSCRIBE_PATH = '/unsubscribe';

export const UNSUBSCRIBE_PAGE_WORDS = {
  title: 'Unsubscribe from our e-mails',
  ask: 'Press the button and we will send you no more marketing e-mails: no offers, news or vouchers. E-mails about your bookings still reach you.',
  button: 'Unsubscribe',
  done: 'You are unsubscribed',
  again: 'Changed your mind? You can sign up again at any time.',
  invalid: 'This unsubscribe link is not valid',
  invalidText: 'Please use the link in the most recent e-mail we sent you.',
  failed: 'Sorry, something went wrong',
} as const;

const TOKEN_MAX_LENGTH = 400;
const PAGE_CLASS = 'page--unsubscribe';

function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value.length <= TOKEN_MAX_LENGTH ? value : null;
}

type Client = { call<T>(options: { method: 'POST'; path: string; body: unknown }): Promise<{ ok: true; data: T } | { ok: false; failure: { status?: number } }> };

export function createUnsubscribeRouter(container: Container, options: { stylesheet: string | null }): Router {
  const router = express.Router();
  const send = (res: Response, status: number, title: string, body: string) => sendEmailLinkPage(res, options.stylesheet, PAGE_CLASS, status, title, body);
  const invalid = (res: Response) => send(res, 400, UNSUBSCRIBE_PAGE_WORDS.invalid, `<p>${UNSUBSCRIBE_PAGE_WORDS.invalidText}</p>`);

  router.get(UNSUBSCRIBE_PATH, (req: Request, res: Response) => {
    const token = tokenOf(req.query.token);
    if (token === null) return invalid(res);
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    send(
      res,
      200,
      UNSUBSCRIBE_PAGE_WORDS.title,
      `<p>${UNSUBSCRIBE_PAGE_WORDS.ask}</p><form method="post" action="${escapeHtml(action)}">` +
        `<button class="btn btn--primary" type="submit">${UNSUBSCRIBE_PAGE_WORDS.button}</button></form>`,
    );
  });

  router.post(UNSUBSCRIBE_PATH, express.urlencoded({ extended: false, limit: '2kb' }), async (req: Request, res: Response) => {
    const token = tokenOf(req.query.token) ?? tokenOf((req.body as Record<string, unknown> | undefined)?.token);
    if (token === null) return invalid(res);
    const answer = await container.get<Client>(ApiHttpClientToken as never).call<{ message?: unknown }>({ method: 'POST', path: '/api/email/unsubscribe', body: { token } });
    if (answer.ok) {
      const message = typeof answer.data?.message === 'string' ? answer.data.message : '';
      return send(res, 200, UNSUBSCRIBE_PAGE_WORDS.done, `${message ? `<p>${escapeHtml(message)}</p>` : ''}<p>${UNSUBSCRIBE_PAGE_WORDS.again} <a href="/sign-up">Sign up</a></p>`);
    }
    if (answer.failure.status === 400) return invalid(res);
    send(res, 502, UNSUBSCRIBE_PAGE_WORDS.failed, `<p>${MESSAGES.somethingWentWrongTryAgain}</p>`);
  });
  return router;
}
