// A card guarantee's fields and their rules (name on the card, number, expiry, security code), for the
// booking panel's card form, a kiosk and the reference API's test tokenizer alike. The number never leaves
// the browser except to the tokenizer; these rules only say what to fix before that.

/** The card form's fields, as typed. */
export interface CardFields {
  cardholderName: string;
  /** Digits, spaces allowed: '4111 1111 1111 1111'. */
  number: string;
  /** 'MM/YY'. */
  expiry: string;
  /** The security code on the card: 3 digits, 4 on an American Express card. */
  cvc: string;
}

export type CardField = keyof CardFields;

/** The card fields in the order a form shows them (and focuses the first invalid one). */
export const CARD_FIELDS: readonly CardField[] = ['cardholderName', 'number', 'expiry', 'cvc'];

/** A card that passed the rules, as a tokenizer takes it. */
export interface CheckedCard {
  cardholderName: string;
  /** Digits only. */
  number: string;
  /** 1 to 12. */
  expiryMonth: number;
  /** Four digits, e.g. 2028. */
  expiryYear: number;
  cvc: string;
}

/** Why a card field is refused; a UI can reword by key. */
export type CardProblem = 'required' | 'invalid' | 'tooLong' | 'digitsOnly' | 'length' | 'checksum' | 'format' | 'month' | 'expired' | 'amexLength';

export interface CardFieldError {
  field: CardField;
  key: CardProblem;
  message: string;
}

export type CardValidation = { valid: true; value: CheckedCard; errors: [] } | { valid: false; errors: CardFieldError[] };

export const CARD_LIMITS = { nameMaxLength: 100, numberMinDigits: 12, numberMaxDigits: 19 } as const;

// The card form's own words: the generic table's "is not valid" would not tell a diner which digit to fix.
const CARD_MESSAGES: Record<CardField, Partial<Record<CardProblem, string>>> = {
  cardholderName: {
    required: 'Name on card is required',
    invalid: 'Name on card can contain only letters, spaces, dots, apostrophes and hyphens',
    tooLong: `Name on card must be at most ${CARD_LIMITS.nameMaxLength} characters`,
  },
  number: {
    required: 'Card number is required',
    digitsOnly: 'Card number can contain only digits and spaces',
    length: `Card number must be ${CARD_LIMITS.numberMinDigits} to ${CARD_LIMITS.numberMaxDigits} digits`,
    checksum: 'Card number is not valid: check the digits',
  },
  expiry: {
    required: 'Expiry date is required',
    format: 'Expiry date must be MM/YY',
    month: 'Expiry month must be 01 to 12',
    expired: 'Expiry date has passed: this card has expired',
  },
  cvc: {
    required: 'Security code is required',
    length: 'Security code must be 3 digits',
    amexLength: 'Security code must be 4 digits on an American Express card',
  },
};

/** How the card form labels each field. */
export const CARD_LABELS: Record<CardField, string> = {
  cardholderName: 'Name on card',
  number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code',
};

/** The message for one field's problem. */
export function cardFieldMessage(field: CardField, key: CardProblem): string {
  return CARD_MESSAGES[field][key] ?? `${CARD_LABELS[field]} is not valid`;
}

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2})$/;

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** American Express numbers start 34 or 37 and carry a 4-digit security code. */
export function isAmexNumber(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/** The card number's digits with the spaces removed. */
export function cardDigits(number: string): string {
  return number.replace(/ /g, '');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function nameProblem(name: string): CardProblem | null {
  if (name === '') return 'required';
  if (name.length > CARD_LIMITS.nameMaxLength) return 'tooLong';
  return NAME.test(name) ? null : 'invalid';
}

function numberProblem(number: string): CardProblem | null {
  if (number === '') return 'required';
  if (!/^[\d ]+$/.test(number)) return 'digitsOnly';
  const digits = cardDigits(number);
  if (digits.length < CARD_LIMITS.numberMinDigits || digits.length > CARD_LIMITS.numberMaxDigits) return 'length';
  return passesLuhn(digits) ? null : 'checksum';
}

/** Month and four-digit year of a 'MM/YY' expiry, or the problem with it. The card is valid to its month's end. */
function readExpiry(expiry: string, today: string | null | undefined): { month: number; year: number } | CardProblem {
  if (expiry === '') return 'required';
  const parts = EXPIRY.exec(expiry);
  if (parts === null) return 'format';
  const month = Number(parts[1]);
  if (month < 1 || month > 12) return 'month';
  const year = 2000 + Number(parts[2]);
  // Without a usable "today" the expiry cannot be judged, so it is not accepted.
  const now = typeof today !== 'string' ? null : /^(\d{4})-(\d{2})-\d{2}$/.exec(today);
  if (now === null || year * 12 + month < Number(now[1]) * 12 + Number(now[2])) return 'expired';
  return { month, year };
}

/**
 * Checks a card form. `today` is the restaurant's date ('YYYY-MM-DD', `todayIn(clock.now(), timeZone)` from
 * `@tavola/core/booking`): a card expiring this month is still valid, one that expired last month is not,
 * and no today (null: an unusable clock) refuses every expiry. Errors name the field, one per field, in the form's order.
 */
export function validateCard(input: unknown, options: { today: string | null | undefined }): CardValidation {
  const fields = (typeof input === 'object' && input !== null ? input : {}) as Partial<Record<CardField, unknown>>;
  const name = text(fields.cardholderName);
  const number = text(fields.number);
  const cvc = text(fields.cvc);
  const expiry = readExpiry(text(fields.expiry), options.today);
  const digits = cardDigits(number);
  const amex = isAmexNumber(digits);
  const problems: Array<[CardField, CardProblem | null]> = [
    ['cardholderName', nameProblem(name)],
    ['number', numberProblem(number)],
    ['expiry', typeof expiry === 'string' ? expiry : null],
    ['cvc', cvc === '' ? 'required' : new RegExp(`^\\d{${amex ? 4 : 3}}$`).test(cvc) ? null : amex ? 'amexLength' : 'length'],
  ];
  const errors = problems.flatMap(([field, key]) => (key === null ? [] : [{ field, key, message: cardFieldMessage(field, key) }]));
  if (errors.length > 0 || typeof expiry === 'string') return { valid: false, errors };
  return { valid: true, value: { cardholderName: name, number: digits, expiryMonth: expiry.month, expiryYear: expiry.year, cvc }, errors: [] };
}

/** The errors as a field → message record, for a form that shows them under each field. */
export function cardErrorsByField(errors: readonly CardFieldError[]): Partial<Record<CardField, string>> {
  return Object.fromEntries(errors.map((error) => [error.field, error.message]));
}
