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
};

/** Human label for a dotted field path: 'experience.1.fromYear' -> 'From year'. */
export function fieldLabel(field: string): string {
  const last = field.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? '';
  if (last === '') return 'Input';
  const known = LABELS[last];
  if (known !== undefined) return known;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function validationMessage(field: string, key: ValidationKey): string {
  return `${fieldLabel(field)} ${VALIDATION_KEYS[key]}`;
}
