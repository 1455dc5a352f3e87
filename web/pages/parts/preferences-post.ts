// The preferences form posted without JavaScript (server/site/page-forms.ts): its fields read back as the
// form's values, and each interest the page showed (a hidden field) with whether it was ticked.
import type { PreferencesFormEntry as PreferencesFormValues } from '@tavola/core/validation';

/** A posted form's interests: each shown name (a hidden field) with whether it was ticked. */
export const INTEREST_SHOWN_FIELD = 'interestShown';
export const INTEREST_FIELD = 'interests';
const interestValue = (name: string) => `interest:${name}`;

/** The posted values as the form (for the server's check, and the page shown again). */
export function preferencesFormOf(values: Record<string, string | boolean>, shown: readonly string[]): PreferencesFormValues {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  return {
    guid: text('guid'),
    firstName: text('firstName'),
    phoneNumber: text('phoneNumber'),
    gender: text('gender'),
    favRestaurantCode: text('favRestaurantCode'),
    day: text('day'),
    month: text('month'),
    year: text('year'),
    websiteSmsOptIn: values.websiteSmsOptIn === true,
    interests: shown.map((name) => ({ name, checked: values[interestValue(name)] === true })),
  };
}

/** A post's fields as flat values: texts, the opt-in, and each shown interest ticked or not. */
export function preferencesValuesOf(fields: Record<string, unknown>): Record<string, string | boolean> {
  const list = (name: string) => {
    const value = fields[name];
    return typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  };
  const values: Record<string, string | boolean> = {};
  for (const name of ['guid', 'firstName', 'phoneNumber', 'gender', 'favRestaurantCode', 'day', 'month', 'year']) {
    values[name] = typeof fields[name] === 'string' ? (fields[name] as string) : '';
  }
  values.websiteSmsOptIn = fields.websiteSmsOptIn !== undefined;
  const ticked = new Set(list(INTEREST_FIELD));
  for (const name of list(INTEREST_SHOWN_FIELD)) values[interestValue(name)] = ticked.has(name);
  return values;
}

/** The interests a post showed, in order. */
export function shownInterests(values: Record<string, string | boolean>): string[] {
  return Object.keys(values)
    .filter((key) => key.startsWith('interest:'))
    .map((key) => key.slice('interest:'.length));
}
