// Card guarantee (spec section 7, /api/v1/braintree/*): a client token for the card form, the test
// gateway's tokenizer for its test cards, then the nonce is vaulted through the payments port and the
// payment customer id stored for the booking.
// A declined card answers 402 {code: 'PAYMENT_DECLINED', message} with the gateway's words.
import { CARD_FIELDS, validateCard, validationMessage } from '@tavola/core/validation';
import type { RouteModule } from '../app';
import { ApiError } from '../http/api-error';
import { json } from '../db/seed';
import { parseBody } from '../http/request-validation';
import { answer, idempotentRoute, route } from '../http/route';
import { UNKNOWN_TEST_CARD } from '../payments/test-payment.gateway';
import { bodyOf, localToday, rejectQuery } from './common.dto';
import { findRestaurant, unknownRestaurant } from './content.routes';
import { CardGuaranteeDto } from './payments.dto';

export const PAYMENT_DECLINED = 'PAYMENT_DECLINED';

export const paymentsRoutes: RouteModule = (router, { db, payments, clock }) => {
  router.get(
    '/v1/braintree/token',
    route(async (req) => {
      rejectQuery(req);
      return answer({ token: await payments.clientToken() });
    }),
  );

  // The test gateway's tokenizer, what Braintree's hosted fields are to a real gateway: the card form's
  // fields, checked with core's card rules, become the nonce of one of its documented test cards. Nothing
  // is stored and no digit is logged or echoed; a real gateway has no such call (404).
  router.post(
    '/v1/braintree/test-tokenize',
    route(async (req) => {
      rejectQuery(req);
      const testCardNonce = payments.testCardNonce?.bind(payments);
      if (testCardNonce === undefined) throw new ApiError('NOT_FOUND', 'This gateway has no test cards');
      const body = bodyOf(req);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError('VALIDATION', 'The request is not valid');
      const unknown = Object.keys(body).find((key) => !(CARD_FIELDS as readonly string[]).includes(key));
      if (unknown !== undefined) throw new ApiError('VALIDATION', validationMessage(unknown, 'unknown'), unknown);
      const card = validateCard(body, { today: localToday(clock.now()) });
      if (!card.valid) {
        const [first] = card.errors;
        throw new ApiError('VALIDATION', first?.message ?? 'The request is not valid', first?.field);
      }
      const nonce = testCardNonce(card.value.number);
      if (nonce === null) throw new ApiError('VALIDATION', UNKNOWN_TEST_CARD, 'number');
      return answer({ nonce });
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
