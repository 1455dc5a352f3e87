// Card guarantee (spec section 7, /api/v1/braintree/*): a client token for the card form, then the
// nonce is vaulted through the payments port and the payment customer id stored for the booking.
// A declined card answers 402 {code: 'PAYMENT_DECLINED', message} with the gateway's words.
import type { RouteModule } from '../app';
import { json } from '../db/seed';
import { parseBody } from '../http/request-validation';
import { answer, idempotentRoute, route } from '../http/route';
import { bodyOf, rejectQuery } from './common.dto';
import { findRestaurant, unknownRestaurant } from './content.routes';
import { CardGuaranteeDto } from './payments.dto';

export const PAYMENT_DECLINED = 'PAYMENT_DECLINED';

export const paymentsRoutes: RouteModule = (router, { db, payments }) => {
  router.get(
    '/v1/braintree/token',
    route(async (req) => {
      rejectQuery(req);
      return answer({ token: await payments.clientToken() });
    }),
  );

  router.post(
    '/v1/braintree/submit',
    idempotentRoute(
      db,
      'braintree-submit',
      async (req) => {
        rejectQuery(req);
        const submission = parseBody(CardGuaranteeDto, bodyOf(req));
        const restaurant = await findRestaurant(db, submission.storeId);
        if (!restaurant) throw unknownRestaurant('storeId');
        return { ...submission, storeId: restaurant.store_id };
      },
      async (submission, trx) => {
        const email = submission.email.trim().toLowerCase();
        const vaulted = await payments.vault(submission.nonce, { email, firstName: submission.firstName, lastName: submission.lastName });
        // A decline is an answer, not a failure of the API: remembered under the key like any other.
        if (!vaulted.ok) return answer({ code: PAYMENT_DECLINED, message: vaulted.message }, 402);
        await trx
          .insertInto('payment_customers')
          .values({
            id: vaulted.customerId,
            data: json({ storeId: submission.storeId, email, firstName: submission.firstName, lastName: submission.lastName }),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return answer({ customerId: vaulted.customerId });
      },
    ),
  );
};
