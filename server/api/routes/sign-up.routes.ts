// Mailing-list sign-up (spec section 7, POST /api/signup), checked with core's sign-up DTO. The record is
// kept per lower-cased e-mail and replaced by a later sign-up; new and known addresses get the same
// answer, so the call cannot tell whether an address is on the list. Double opt-in (issue 13): an address
// not confirmed yet gets only a confirmation e-mail (at most EMAIL_LIMIT_PER_RECIPIENT a day, counted with
// its other e-mails; over it nothing is sent and the answer stays the same); the welcome follows when its
// link is followed (confirmation.routes.ts). A confirmed address gets nothing more.
import { sql } from 'kysely';
import { birthdayToEpochSeconds, toBirthday, validateSignUp, validationMessage } from '@tavola/core/validation';
import type { RouteModule } from '../app';
import { json } from '../db/seed';
import { ApiError } from '../http/api-error';
import { answer, idempotentRoute } from '../http/route';
import { enqueueEmail } from '../email/outbox';
import { brandOf } from '../email/templates/brand';
import { createConfirmation } from '../email/confirmation';
import { countEmailTo } from '../email/recipient-limit';
import { signUpConfirmationEmail } from '../email/templates/confirmation.emails';
import { bodyOf, rejectQuery, validOrBadRequest } from './common.dto';
import { findRestaurant } from './content.routes';

export const SIGN_UP_ANSWER = { success: true, message: 'Thank you for signing up. Please check your inbox and follow the link to confirm your e-mail address.' } as const;

export const signUpRoutes: RouteModule = (router, { db, clock, config }) => {
  router.post(
    '/signup',
    idempotentRoute(
      db,
      'signup',
      async (req) => {
        rejectQuery(req);
        const request = validOrBadRequest(validateSignUp(bodyOf(req), { forbidUnknown: true }));
        // The favourite-restaurant picker sends a storeId (see /api/v1/content/choices).
        const favourite = await findRestaurant(db, request.favouriteRestaurant);
        if (!favourite) {
          throw new ApiError('VALIDATION', validationMessage('favouriteRestaurant', 'invalid'), 'favouriteRestaurant');
        }
        return { ...request, favouriteRestaurant: favourite.store_id };
      },
      async (request, trx) => {
        const email = request.emailAddress.trim().toLowerCase();
        const { day, month, year } = request.birthday;
        const record = {
          emailAddress: request.emailAddress.trim(),
          firstName: request.firstName,
          favouriteRestaurant: request.favouriteRestaurant,
          phoneNumber: request.phoneNumber,
          birthday: toBirthday(day, month, year),
          birthDate: birthdayToEpochSeconds(day, month, year) ?? null,
          acceptTerms: true,
          acceptSMSTerms: request.acceptSMSTerms === true,
        };
        // The schema's Generated<Timestamp> columns do not type a Date as insertable; the value is one.
        const now = new Date(clock.now());
        const stored = await trx
          .insertInto('sign_ups')
          .values({ email, data: json(record), created_at: now, updated_at: now })
          .onConflict((oc) => oc.column('email').doUpdateSet({ data: json(record), updated_at: now }))
          .returning(sql<boolean>`(confirmed_at is not null)`.as('confirmed'))
          .executeTakeFirstOrThrow();
        if (!stored.confirmed && (await countEmailTo(trx, record.emailAddress, config.emailPerRecipient, clock.now()))) {
          const link = await createConfirmation(
            trx,
            { purpose: 'sign-up', email: record.emailAddress, data: {} },
            { secret: config.confirmationSecret, linkMs: config.confirmationLinkMs, nowMs: clock.now(), publicBaseUrl: config.publicBaseUrl },
          );
          await enqueueEmail(trx, await signUpConfirmationEmail(await brandOf(trx, config.publicBaseUrl), record.emailAddress, request.firstName, link));
        }
        return answer(SIGN_UP_ANSWER);
      },
    ),
  );
};
