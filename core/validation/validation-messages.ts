// The one table turning validation keys into English messages. A field check answers one of these keys;
// fieldError (validation-result.ts) turns it into a FieldError with the field's label and this text.
export const VALIDATION_KEYS = {
  required: 'is required',
  invalid: 'is not valid',
  mustAccept: 'must be accepted',
  unknown: 'is not an accepted field',
  tooLong: 'is too long',
  outOfRange: 'is out of range',
  resumeFileFormat: 'must be a .pdf or .docx file',
  dateError: 'must be after the start date',
  answerRequired: 'needs an answer',
  badCharacters: 'contains characters that are not allowed',
} as const;

export type ValidationKey = keyof typeof VALIDATION_KEYS;

/** Labels that camelCase splitting would get wrong or make unfriendly. */
const LABELS: Record<string, string> = {
  email: 'E-mail',
  emailAddress: 'E-mail address',
  secondName: 'Last name',
  favRestaurantCode: 'Favourite restaurant',
  favouriteRestaurant: 'Favourite restaurant',
  acceptTerms: 'The terms and conditions',
  acceptSMSTerms: 'The SMS terms',
  toYear: 'The end date',
  resume: 'Your CV',
  // The enquiry forms' fields, named as the forms name them.
  contactTypeId: 'Subject',
  storeId: 'Restaurant',
  covers: 'Number of guests',
};

/** Human label for a dotted field path: 'experience.1.fromYear' -> 'From year'. */
export function fieldLabel(field: string): string {
  const last = field.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? '';
  if (last === '') return 'Input';
  // Own labels only: a field named like a member of Object.prototype ('constructor') is a field, not a function.
  const known = Object.hasOwn(LABELS, last) ? LABELS[last] : undefined;
  if (known !== undefined) return known;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What is wrong, without the field's name ('needs an answer', 'is required'): for a UI that names the field
 * its own way, such as a question's text in an error summary.
 */
export function validationProblem(key: ValidationKey): string {
  return VALIDATION_KEYS[key];
}

/** The field's label and what is wrong with it: 'From year is out of range'. */
export function validationMessage(field: string, key: ValidationKey): string {
  return `${fieldLabel(field)} ${validationProblem(key)}`;
}
