// Customer communication preferences addressed by a customer guid (spec section 7, /api/exponea/*):
// read and update. An unknown guid is a plain 404; the answer never carries the customer's e-mail.
import {
  birthdayToEpochSeconds,
  isBirthdayUnchosen,
  validatePreferences,
  type PreferencesForm,
  validationMessage,
} from '@tavola/core/validation';
import type { RouteModule } from '../app';
import type { Db } from '../db/database';
import { json } from '../db/seed';
import { ApiError, notFound } from '../http/api-error';
import { parseBody } from '../http/request-validation';
import { answer, route } from '../http/route';
import { bodyOf, pathParam, rejectQuery, validOrBadRequest } from './common.dto';
import { contentDocument, findRestaurant } from './content.routes';
import { PreferenceAttributesDto } from './preferences.dto';

const GUID = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

const customerNotFound = () => notFound('Customer not found');

interface Interest {
  name: string;
  checked: boolean;
}

async function interestNames(db: Db): Promise<string[]> {
  const choices = await contentDocument<{ interests?: unknown }>(db, 'choices');
  return Array.isArray(choices?.interests) ? choices.interests.filter((name): name is string => typeof name === 'string') : [];
}

/** Every interest the site offers, ticked as the customer chose; ones the site no longer offers are kept too. */
function allInterests(offered: string[], chosen: unknown): Interest[] {
  const given = Array.isArray(chosen) ? (chosen as Interest[]).filter((i) => typeof i?.name === 'string') : [];
  const checked = new Map(given.map((i) => [i.name, i.checked === true]));
  return [...offered.map((name) => ({ name, checked: checked.get(name) ?? false })), ...given.filter((i) => !offered.includes(i.name))];
}

function preferencesAnswer(guid: string, data: Record<string, unknown>, offered: string[]) {
  return {
    message: 'Success',
    guid,
    firstName: data.firstName ?? '',
    phoneNumber: data.phoneNumber ?? '',
    gender: data.gender ?? '',
    favRestaurantCode: data.favRestaurantCode ?? '',
    websiteSmsOptIn: data.websiteSmsOptIn === true,
    interests: allInterests(offered, data.interests),
    birthDate: typeof data.birthDate === 'number' ? data.birthDate : null,
  };
}

/** The stored birthDate after an update: the picked birthday wins, then a sent birthDate, else unchanged. */
function birthDateOf(update: PreferencesForm, current: unknown): number | null {
  if (!isBirthdayUnchosen(update.birthday) && update.birthday) {
    const { day, month, year } = update.birthday;
    return birthdayToEpochSeconds(day, month, year) ?? null;
  }
  if (update.birthDate !== undefined && update.birthDate !== null) return update.birthDate;
  return typeof current === 'number' ? current : null;
}

export const preferencesRoutes: RouteModule = (router, { db, clock }) => {
  router.post(
    '/exponea/getcustomerpreferences/:customerGuid',
    route(async (req) => {
      rejectQuery(req);
      const guid = pathParam(req, 'customerGuid', GUID);
      parseBody(PreferenceAttributesDto, bodyOf(req));
      const customer = await db.selectFrom('customers').select('data').where('guid', '=', guid).executeTakeFirst();
      if (!customer) throw customerNotFound();
      return answer(preferencesAnswer(guid, customer.data, await interestNames(db)));
    }),
  );

  // An update overwrites the same fields with the same values however often it is sent, so it needs no
  // Idempotency-Key.
  router.post(
    '/exponea/updateCustomerPreferences',
    route(async (req) => {
      rejectQuery(req);
      const update = validOrBadRequest(validatePreferences(bodyOf(req), { forbidUnknown: true }));
      // A favourite is kept as the restaurant's own id, however its case was sent.
      const favourite = update.favRestaurantCode ? await findRestaurant(db, update.favRestaurantCode) : undefined;
      if (update.favRestaurantCode && !favourite) {
        throw new ApiError('VALIDATION', validationMessage('favRestaurantCode', 'invalid'), 'favRestaurantCode');
      }
      const offered = await interestNames(db);
      const unknownInterest = (update.interests ?? []).findIndex((interest) => !offered.includes(interest.name));
      if (unknownInterest >= 0) {
        const field = `interests.${unknownInterest}.name`;
        throw new ApiError('VALIDATION', validationMessage(field, 'invalid'), field);
      }

      const updated = await db.transaction().execute(async (trx) => {
        const customer = await trx.selectFrom('customers').select('data').where('guid', '=', update.guid).forUpdate().executeTakeFirst();
        if (!customer) return false;
        const data: Record<string, unknown> = {
          ...customer.data,
          firstName: update.firstName,
          phoneNumber: update.phoneNumber,
          birthDate: birthDateOf(update, customer.data.birthDate),
        };
        // A field left out (or null) keeps its value; an empty text clears it.
        if (update.gender != null) data.gender = update.gender;
        if (update.favRestaurantCode != null) data.favRestaurantCode = favourite?.store_id ?? update.favRestaurantCode;
        if (update.websiteSmsOptIn != null) data.websiteSmsOptIn = update.websiteSmsOptIn;
        if (update.interests != null) data.interests = update.interests.map(({ name, checked }) => ({ name, checked }));
        await trx.updateTable('customers').set({ data: json(data), updated_at: new Date(clock.now()) }).where('guid', '=', update.guid).execute();
        return true;
      });
      if (!updated) throw customerNotFound();
      return answer({ message: 'Success' });
    }),
  );
};
