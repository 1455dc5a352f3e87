// The customer-preference calls of spec section 7 (/api/exponea/*) over the shared HTTP client. An
// unknown guid is a failure value (the spec's "customer not found throws" is the caller's to raise), and
// an update counts as saved only when the API answers message 'Success'.
import type { ApiHttpClient } from './api-http-client';
import { isFiniteNumber, isRecord, isUsableSegment, listOf, pathSegment, readAnswer } from './answer-readers';
import {
  type CustomerPreferences,
  type Interest,
  type PreferencesApiPort,
  fail,
  type ApiFailure,
  type ApiResult,
} from '@tavola/core/ports';

const SUCCESS = 'Success';

export class AxiosPreferencesApi implements PreferencesApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  async getCustomerPreferences(guid: string, attributes: string[]): Promise<ApiResult<CustomerPreferences>> {
    if (!isUsableSegment(guid)) return fail({ code: null });
    const answer = await this.client.call<unknown>({
      method: 'POST',
      path: `/api/exponea/getcustomerpreferences/${pathSegment(guid)}`,
      body: { attributes },
    });
    // A CRM may answer 200 with another message ('Customer not found'): that is no customer either.
    if (answer.ok && isRecord(answer.data) && typeof answer.data.message === 'string' && answer.data.message !== SUCCESS) {
      const failure: ApiFailure = { code: null, status: answer.status };
      if (answer.data.message !== '') failure.message = answer.data.message;
      return fail(failure);
    }
    return readAnswer(answer, (data) => readPreferences(data, guid));
  }

  async updateCustomerPreferences(preferences: CustomerPreferences): Promise<boolean> {
    const answer = await this.client.call<unknown>({
      method: 'POST',
      path: '/api/exponea/updateCustomerPreferences',
      // Only the fields the API takes: it refuses unknown ones, and a caller may hold more at run time.
      body: {
        guid: preferences.guid,
        firstName: preferences.firstName,
        phoneNumber: preferences.phoneNumber,
        gender: preferences.gender,
        favRestaurantCode: preferences.favRestaurantCode,
        birthDate: preferences.birthDate,
        websiteSmsOptIn: preferences.websiteSmsOptIn,
        // Left out, the API keeps the customer's interests as they are; a caller may leave them out at run time.
        interests: Array.isArray(preferences.interests) ? preferences.interests.map(({ name, checked }) => ({ name, checked })) : undefined,
      },
    });
    return answer.ok && isRecord(answer.data) && answer.data.message === SUCCESS;
  }
}

/**
 * The preferences as read. The spec lists message, gender, favRestaurantCode, websiteSmsOptIn, interests and
 * birthDate; a field left out (or null) takes its empty value, one of the wrong type makes the answer unusable.
 */
function readPreferences(data: unknown, requestedGuid: string): CustomerPreferences | undefined {
  if (!isRecord(data)) return undefined;
  const guid = optionalText(data.guid);
  const firstName = optionalText(data.firstName);
  const phoneNumber = optionalText(data.phoneNumber);
  const gender = optionalText(data.gender);
  const favRestaurantCode = optionalText(data.favRestaurantCode);
  if (guid === undefined || firstName === undefined || phoneNumber === undefined || gender === undefined || favRestaurantCode === undefined) {
    return undefined;
  }
  const birthDate = data.birthDate === undefined || data.birthDate === null ? null : isFiniteNumber(data.birthDate) ? data.birthDate : undefined;
  const websiteSmsOptIn = data.websiteSmsOptIn === undefined || data.websiteSmsOptIn === null ? false : data.websiteSmsOptIn;
  const interests = data.interests === undefined || data.interests === null ? [] : listOf(data.interests, readInterest);
  if (birthDate === undefined || typeof websiteSmsOptIn !== 'boolean' || interests === undefined) return undefined;
  return { guid: guid === '' ? requestedGuid : guid, firstName, phoneNumber, gender, favRestaurantCode, birthDate, websiteSmsOptIn, interests };
}

function readInterest(value: unknown): Interest | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.checked !== 'boolean') return undefined;
  return { name: value.name, checked: value.checked };
}

/** Text, or '' when not given; undefined when it is something else. */
function optionalText(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : undefined;
}
