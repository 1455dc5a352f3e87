// POST /api/email/confirm {token}: follows an e-mail confirmation link (double opt-in, issue 13). A valid
// link confirms its address once and then sends what waited for it — the welcome of a sign-up, the code of
// a voucher — in the same transaction; following it again answers that the address is confirmed already
// and sends nothing. A link whose signature does not match, or that names no confirmation, is 400
// CONFIRMATION_INVALID; one past its expiry 410 CONFIRMATION_EXPIRED; each in words the site's page shows.
// The e-mails sent here are counted against the recipient's limit but never held back: the owner of the
// address asked for them by following the link, and each link sends once.
import type { RouteModule } from '../app';
import { ApiError } from '../http/api-error';
import { answer, route } from '../http/route';
import { CONFIRMATION_WORDS, confirm, verifyConfirmationToken } from '../email/confirmation';
import { enqueueEmail } from '../email/outbox';
import { countEmailTo } from '../email/recipient-limit';
import { resubscribe, unsubscribeLinksOf } from '../email/unsubscribe';
import { brandOf } from '../email/templates/brand';
import { voucherEmail } from '../email/templates/offers.emails';
import { welcomeEmail } from '../email/templates/sign-up.emails';
import { bodyOf, rejectQuery } from './common.dto';
import { voucherCode } from './offers.routes';

export const confirmationRoutes: RouteModule = (router, deps) => {
  const { db, clock, config } = deps;
  const unsubscribeLinks = unsubscribeLinksOf(deps);
  router.post(
    '/email/confirm',
    route(async (req) => {
      rejectQuery(req);
      const body = bodyOf(req);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError('CONFIRMATION_INVALID', CONFIRMATION_WORDS.invalid, 'token');
      const unknown = Object.keys(body).find((key) => key !== 'token');
      if (unknown !== undefined) throw new ApiError('VALIDATION', `${unknown} is not a field of this request`, unknown);
      const check = verifyConfirmationToken(config.confirmationSecret, (body as Record<string, unknown>).token, clock.now());
      if (!check.ok) {
        throw check.reason === 'expired'
          ? new ApiError('CONFIRMATION_EXPIRED', CONFIRMATION_WORDS.expired, 'token')
          : new ApiError('CONFIRMATION_INVALID', CONFIRMATION_WORDS.invalid, 'token');
      }
      await unsubscribeLinks.ready();
      return db.transaction().execute(async (trx) => {
        const outcome = await confirm(trx, check.id, clock.now());
        if (outcome.kind === 'unknown') throw new ApiError('CONFIRMATION_INVALID', CONFIRMATION_WORDS.invalid, 'token');
        if (outcome.kind === 'already') {
          return answer({ confirmed: true, alreadyConfirmed: true, purpose: outcome.purpose, message: CONFIRMATION_WORDS.alreadyConfirmed });
        }
        const brand = await brandOf(trx, config.publicBaseUrl);
        // Following a new confirmation link is fresh consent: an earlier unsubscribe of the address ends here.
        await resubscribe(trx, outcome.email);
        if (outcome.purpose === 'sign-up') {
          // The sign-up as it stands now (a later sign-up may have changed its name); welcomed once.
          const signUp = await trx
            .updateTable('sign_ups')
            .set({ confirmed_at: new Date(clock.now()) })
            .where('email', '=', outcome.email)
            .where('confirmed_at', 'is', null)
            .returning('data')
            .executeTakeFirst();
          if (signUp) {
            const data = signUp.data as Record<string, unknown>;
            const to = typeof data.emailAddress === 'string' ? data.emailAddress : outcome.email;
            await countEmailTo(trx, to, config.emailPerRecipient, clock.now());
            await enqueueEmail(trx, await welcomeEmail(brand, to, typeof data.firstName === 'string' ? data.firstName : 'there', unsubscribeLinks.linksFor(to, brand.customerServicesEmail)));
          }
          return answer({ confirmed: true, purpose: outcome.purpose, message: CONFIRMATION_WORDS.confirmed });
        }
        const data = outcome.data as { offerSlug: string; offerTitle: string; validityText?: string; termAndConditions?: string };
        const code = await voucherCode(trx, outcome.email, data.offerSlug);
        await countEmailTo(trx, outcome.email, config.emailPerRecipient, clock.now());
        await enqueueEmail(trx, await voucherEmail(brand, { email: outcome.email, code, ...data }, unsubscribeLinks.linksFor(outcome.email, brand.customerServicesEmail)));
        return answer({ confirmed: true, purpose: outcome.purpose, message: `${CONFIRMATION_WORDS.confirmed} Your voucher code is on its way to your inbox.` });
      });
    }),
  );
};
