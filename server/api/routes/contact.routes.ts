// Contact form and group-booking enquiries (spec section 7, /api/contact/*): each message is stored with
// a reference, and in the same transaction an e-mail is queued to the inbox that handles it and an
// acknowledgement to the sender.
import type { Transaction } from 'kysely';
import { hasText, validateContactMessage, validateGroupBooking, validationMessage } from '@tavola/core/validation';
import type { RouteModule } from '../app';
import type { Database } from '../db/schema';
import { json } from '../db/seed';
import { ApiError } from '../http/api-error';
import { answer, idempotentRoute, route } from '../http/route';
import { enqueueEmail } from '../email/outbox';
import { countEmailTo } from '../email/recipient-limit';
import { brandOf } from '../email/templates/brand';
import {
  contactAcknowledgement,
  contactInboxEmail,
  groupBookingAcknowledgement,
  groupBookingInboxEmail,
} from '../email/templates/contact.emails';
import { bodyOf, localToday, randomCode, rejectQuery, validOrBadRequest } from './common.dto';
import { contentDocument, findRestaurant, unknownRestaurant } from './content.routes';

interface ContactType {
  id: string;
  name: string;
  description?: string;
  /** The inbox that handles this kind of message; never sent to the browser. */
  routeTo?: string;
}

const MAX_REFERENCE_ATTEMPTS = 5;

/** Stores a message under a fresh unique reference ('CM-7KQ2M9XA'); a clash with an old one draws again. */
async function storeMessage(
  trx: Transaction<Database>,
  kind: 'contact' | 'group-booking',
  prefix: string,
  data: Record<string, unknown>,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_REFERENCE_ATTEMPTS; attempt++) {
    const reference = randomCode(prefix);
    const stored = await trx
      .insertInto('messages')
      .values({ kind, reference, data: json(data) })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returning('reference')
      .executeTakeFirst();
    if (stored) return stored.reference;
  }
  throw new Error('No free message reference after several attempts');
}

export const contactRoutes: RouteModule = (router, { db, clock, config }) => {
  const contactTypes = async (): Promise<ContactType[]> => (await contentDocument<ContactType[]>(db, 'contact-types')) ?? [];

  router.get(
    '/contact/contactTypes',
    route(async (req) => {
      rejectQuery(req);
      return answer((await contactTypes()).map(({ id, name, description }) => ({ id, name, description })));
    }),
  );

  router.post(
    '/contact/sendemail',
    idempotentRoute(
      db,
      'contact-sendemail',
      async (req) => {
        rejectQuery(req);
        const message = validOrBadRequest(validateContactMessage(bodyOf(req) ?? {}, { forbidUnknown: true }));
        const type = (await contactTypes()).find((t) => t.id === message.contactTypeId);
        if (!type) throw new ApiError('VALIDATION', validationMessage('contactTypeId', 'invalid'), 'contactTypeId');
        // The restaurant is optional: left out, null or blank all mean none.
        const storeId = hasText(message.storeId) ? message.storeId : undefined;
        const restaurant = storeId === undefined ? undefined : await findRestaurant(db, storeId);
        if (storeId !== undefined && !restaurant) throw unknownRestaurant('storeId');
        return { message, type, restaurant };
      },
      async ({ message, type, restaurant }, trx) => {
        const brand = await brandOf(trx, config.publicBaseUrl);
        const reference = await storeMessage(trx, 'contact', 'CM-', {
          ...message,
          ...(restaurant ? { storeId: restaurant.store_id } : {}),
          email: message.email.trim(),
        });
        const details = {
          reference,
          contactType: type.name,
          name: message.name,
          email: message.email.trim(),
          phoneNumber: message.phoneNumber,
          restaurant: restaurant?.title,
          message: message.message,
        };
        await enqueueEmail(trx, await contactInboxEmail(brand, type.routeTo ?? brand.customerServicesEmail, details));
        // The diner's acknowledgement counts against the address's e-mail limit; over it the message is still
        // stored and passed on, and no acknowledgement is sent.
        if (await countEmailTo(trx, details.email, config.emailPerRecipient, clock.now())) await enqueueEmail(trx, await contactAcknowledgement(brand, details));
        return answer({ success: true, reference });
      },
    ),
  );

  router.post(
    '/contact/group-booking',
    idempotentRoute(
      db,
      'contact-group-booking',
      async (req) => {
        rejectQuery(req);
        const enquiry = validOrBadRequest(validateGroupBooking(bodyOf(req) ?? {}, { today: localToday(clock.now()), forbidUnknown: true }));
        const restaurant = await findRestaurant(db, enquiry.storeId);
        if (!restaurant) throw unknownRestaurant('storeId');
        return { enquiry, restaurant };
      },
      async ({ enquiry, restaurant }, trx) => {
        const brand = await brandOf(trx, config.publicBaseUrl);
        const reference = await storeMessage(trx, 'group-booking', 'GB-', { ...enquiry, storeId: restaurant.store_id, email: enquiry.email.trim() });
        const inbox = typeof restaurant.data.email === 'string' ? restaurant.data.email : brand.customerServicesEmail;
        const details = { ...enquiry, email: enquiry.email.trim(), reference, restaurant: restaurant.title };
        await enqueueEmail(trx, await groupBookingInboxEmail(brand, inbox, details));
        if (await countEmailTo(trx, details.email, config.emailPerRecipient, clock.now())) await enqueueEmail(trx, await groupBookingAcknowledgement(brand, details));
        return answer({ success: true, reference });
      },
    ),
  );
};
