// Offers and voucher codes (spec section 7, /api/offer/*). An offer shows, and its voucher can be claimed,
// until its endDate (restaurant time) has passed; after that it is "no longer available" (catalogue
// code 7). Before its startDate it is shown already: a voucher for January can be claimed in December. A voucher code is
// drawn once per e-mail (trimmed, lower case) and offer, and sent only by e-mail, never in the answer,
// so a code reaches only the owner of the address. Double opt-in (issue 13): for an address not confirmed
// yet the request sends only a confirmation e-mail and the code follows its link (confirmation.routes.ts).
// Each request counts against the recipient's e-mail limit (EMAIL_LIMIT_PER_RECIPIENT, plus-addresses
// counted as one): over it the call is 429 TOO_MANY_REQUESTS in words and nothing is sent.
import type { Transaction } from 'kysely';
import { ErrorCode, MESSAGES } from '@tavola/core/errors';
import { validateOfferVoucher } from '@tavola/core/validation';
import type { RouteModule } from '../app';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import { createConfirmation, isConfirmedAddress } from '../email/confirmation';
import { countEmailTo } from '../email/recipient-limit';
import { voucherConfirmationEmail } from '../email/templates/confirmation.emails';
import { parseBody } from '../http/request-validation';
import { answer, idempotentRoute, route } from '../http/route';
import { enqueueEmail } from '../email/outbox';
import { unsubscribeLinksOf } from '../email/unsubscribe';
import { brandOf } from '../email/templates/brand';
import { voucherEmail } from '../email/templates/offers.emails';
import { bodyOf, localToday, queryOf, randomCode, rejectQuery, validOrBadRequest } from './common.dto';
import { findRestaurant, storeIdParam, unknownRestaurant, withUpdatedAt } from './content.routes';
import { OfferBySlugQueryDto } from './offers.dto';

const MAX_CODE_ATTEMPTS = 5;

type OfferData = Record<string, unknown> & { title?: string; endDate?: string };

export function isOfferLive(offer: OfferData, today: string): boolean {
  return typeof offer.endDate !== 'string' || today <= offer.endDate;
}

async function liveOffer(db: Db, slug: string, today: string): Promise<OfferData | undefined> {
  const row = await db.selectFrom('offers').select(['data', 'updated_at']).where('slug', '=', slug).executeTakeFirst();
  const offer = row && (withUpdatedAt(row.data, row.updated_at) as OfferData);
  return offer && isOfferLive(offer, today) ? offer : undefined;
}

const offerNotFound = () => notFound(MESSAGES.offerNotFound, ErrorCode.OfferNotFound);

/** The e-mail's code for the offer: the one drawn before, or a new unique one. */
export async function voucherCode(trx: Transaction<Database>, email: string, offerSlug: string): Promise<string> {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const existing = await trx
      .selectFrom('vouchers')
      .select('code')
      .where('email', '=', email)
      .where('offer_slug', '=', offerSlug)
      .executeTakeFirst();
    if (existing) return existing.code;
    // No conflict target: a clash on the code draws again, a concurrent claim of the same e-mail and
    // offer is read back on the next turn. Neither raises, so the transaction stays usable.
    const stored = await trx
      .insertInto('vouchers')
      .values({ email, offer_slug: offerSlug, code: randomCode('CV-') })
      .onConflict((oc) => oc.doNothing())
      .returning('code')
      .executeTakeFirst();
    if (stored) return stored.code;
  }
  throw new Error('No free voucher code after several attempts');
}

/** What the voucher e-mail needs of its offer, kept with a confirmation until its link is followed. */
export function voucherDetails(offer: OfferData, offerSlug: string): { offerSlug: string; offerTitle: string; validityText?: string; termAndConditions?: string } {
  return {
    offerSlug,
    offerTitle: String(offer.title ?? offerSlug),
    ...(typeof offer.validityText === 'string' ? { validityText: offer.validityText } : {}),
    ...(typeof offer.termAndConditions === 'string' ? { termAndConditions: offer.termAndConditions } : {}),
  };
}

export const VOUCHER_SENT = 'Your voucher code is on its way to your inbox.';
export const VOUCHER_CONFIRMATION_SENT = 'Please confirm your e-mail address: we have sent you a link, and your voucher code will follow.';

export const offersRoutes: RouteModule = (router, deps) => {
  const { db, clock, config } = deps;
  // A voucher e-mail is marketing: it carries an unsubscribe link signed by the key loaded before the transaction.
  const unsubscribeLinks = unsubscribeLinksOf(deps);
  router.get(
    '/offer/getofferbyslug',
    route(async (req) => {
      const { offerSlug } = parseBody(OfferBySlugQueryDto, queryOf(req));
      const offer = await liveOffer(db, offerSlug.trim().toLowerCase(), localToday(clock.now()));
      if (!offer) throw offerNotFound();
      return answer(offer);
    }),
  );

  router.get(
    '/offer/rest/:id',
    route(async (req) => {
      rejectQuery(req);
      const restaurant = await findRestaurant(db, storeIdParam(req, 'id'));
      if (!restaurant) throw unknownRestaurant('id');
      const storeId = restaurant.store_id;
      const today = localToday(clock.now());
      const rows = await db.selectFrom('offers').select(['data', 'store_ids', 'updated_at']).orderBy('slug').execute();
      const offers = rows
        .filter((row) => (row.store_ids as string[]).includes(storeId))
        .map((row) => withUpdatedAt(row.data, row.updated_at) as OfferData)
        .filter((offer) => isOfferLive(offer, today));
      return answer(offers);
    }),
  );

  router.post(
    '/offer/getcode',
    idempotentRoute(
      db,
      'offer-getcode',
      async (req) => {
        rejectQuery(req);
        const request = validOrBadRequest(validateOfferVoucher(bodyOf(req), { forbidUnknown: true }));
        const offerSlug = request.offerSlug.trim().toLowerCase();
        const offer = await liveOffer(db, offerSlug, localToday(clock.now()));
        if (!offer) throw offerNotFound();
        await unsubscribeLinks.ready();
        return { email: request.emailAddress.trim().toLowerCase(), offerSlug, offer };
      },
      async ({ email, offerSlug, offer }, trx) => {
        if (!(await countEmailTo(trx, email, config.emailPerRecipient, clock.now()))) {
          throw new ApiError('TOO_MANY_REQUESTS', MESSAGES.tooManyEmails, 'emailAddress');
        }
        const details = voucherDetails(offer, offerSlug);
        if (!(await isConfirmedAddress(trx, email))) {
          const link = await createConfirmation(
            trx,
            { purpose: 'voucher', email, data: details },
            { secret: config.confirmationSecret, linkMs: config.confirmationLinkMs, nowMs: clock.now(), publicBaseUrl: config.publicBaseUrl },
          );
          await enqueueEmail(trx, await voucherConfirmationEmail(await brandOf(trx, config.publicBaseUrl), email, details.offerTitle, link));
          return answer({ success: true, generated: true, confirmationSent: true, message: VOUCHER_CONFIRMATION_SENT });
        }
        const code = await voucherCode(trx, email, offerSlug);
        // Asked again, the same code is sent again: the diner may have lost the first e-mail.
        const brand = await brandOf(trx, config.publicBaseUrl);
        await enqueueEmail(trx, await voucherEmail(brand, { email, code, ...details }, unsubscribeLinks.linksFor(email, brand.customerServicesEmail)));
        return answer({ success: true, generated: true, message: VOUCHER_SENT });
      },
    ),
  );
};
