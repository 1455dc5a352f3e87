// POST /api/email/unsubscribe {token}: the one step of unsubscribing from marketing e-mails (issue 14,
// item 4). The site calls it for a mail client's one-click POST (RFC 8058) and for the button of its
// /unsubscribe page. A valid token records its address at once and answers which address it was; a second
// call answers the same. A token whose form or signature is wrong is 400 UNSUBSCRIBE_INVALID naming
// `token`. It is not rate limited: a mail provider posts every one-click unsubscribe of its users from a few
// addresses, each call is signed, and calling it again changes nothing.
import type { RouteModule } from '../app';
import { ApiError } from '../http/api-error';
import { answer, route } from '../http/route';
import { unsubscribe, unsubscribeLinksOf } from '../email/unsubscribe';
import { bodyOf, rejectQuery } from './common.dto';

export const UNSUBSCRIBE_WORDS = {
  done: 'You are unsubscribed: we will send you no more marketing e-mails. E-mails about your bookings still reach you.',
  invalid: 'This unsubscribe link is not valid. Please use the link in the most recent e-mail we sent you.',
} as const;

export const unsubscribeRoutes: RouteModule = (router, deps) => {
  const links = unsubscribeLinksOf(deps);
  router.post(
    '/email/unsubscribe',
    route(async (req) => {
      rejectQuery(req);
      const body = bodyOf(req);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError('UNSUBSCRIBE_INVALID', UNSUBSCRIBE_WORDS.invalid, 'token');
      const unknown = Object.keys(body).find((key) => key !== 'token');
      if (unknown !== undefined) throw new ApiError('VALIDATION', `${unknown} is not a field of this request`, unknown);
      await links.ready();
      const email = links.verify((body as Record<string, unknown>).token);
      if (email === null) throw new ApiError('UNSUBSCRIBE_INVALID', UNSUBSCRIBE_WORDS.invalid, 'token');
      await unsubscribe(deps.db, email, deps.clock.now());
      return answer({ unsubscribed: true, email, message: UNSUBSCRIBE_WORDS.done });
    }),
  );
};
