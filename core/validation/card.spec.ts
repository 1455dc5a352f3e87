// The card form's rules at every edge: the Luhn checksum, 12 and 19 digits, letters, the expiry month as
// "today" turns over (this month valid, last month not, across a new year), and American Express's 4-digit code.
import { aCard, TEST_CARDS } from '../../tests/builders/card.builder';
import { CARD_FIELDS, cardErrorsByField, cardFieldMessage, isAmexNumber, passesLuhn, validateCard, type CardValidation } from './card';

const TODAY = '2026-11-26';

const errorsOf = (result: CardValidation): Array<[string, string]> => (result.valid ? [] : result.errors.map((error) => [error.field, error.key]));
const check = (overrides: Record<string, unknown> = {}, today: string | null = TODAY) => validateCard(aCard(overrides), { today });

describe('card rules', () => {
  it('given the approved test card, then it is valid and the number reaches the tokenizer as digits only', () => {
    const result = check();
    expect(result).toEqual({
      valid: true,
      value: { cardholderName: 'Giulia Rossi', number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
      errors: [],
    });
  });

  it('given nothing at all, then every field is required, in the form order, with its own words', () => {
    for (const input of [{}, null, undefined, 'card', 42]) {
      const result = validateCard(input, { today: TODAY });
      expect(errorsOf(result)).toEqual(CARD_FIELDS.map((field) => [field, 'required']));
    }
    expect(validateCard({}, { today: TODAY }).errors.map((error) => error.message)).toEqual([
      'Name on card is required',
      'Card number is required',
      'Expiry date is required',
      'Security code is required',
    ]);
  });

  it('given blank or non-text fields, then they are required', () => {
    expect(errorsOf(check({ cardholderName: '   ', number: 4111111111111111, expiry: ['12/30'], cvc: { a: 1 } }))).toEqual(
      CARD_FIELDS.map((field) => [field, 'required']),
    );
  });

  describe('card number', () => {
    it.each([
      ['4111111111111111', 'Visa, no spaces'],
      [' 4111 1111 1111 1111 ', 'spaces around and between'],
      ['4111  1111 11111111', 'uneven spaces'],
      ['5555 5555 5555 4444', 'Mastercard'],
      ['3782 822463 10005', 'American Express, 15 digits'],
      ['000000000000', '12 digits'],
      ['4111111111111111110', '19 digits'],
    ])('given %s (%s), then it is valid', (number) => {
      expect(errorsOf(check({ number, cvc: isAmexNumber(number.replace(/ /g, '').trim()) ? '1234' : '123' }))).toEqual([]);
    });

    it.each([
      ['4111 1111 1111 111a', 'digitsOnly'],
      ['4111-1111-1111-1111', 'digitsOnly'],
      ['four one one one', 'digitsOnly'],
      ['４１１１ １１１１ １１１１ １１１１', 'digitsOnly'],
      ['00000000000', 'length'],
      ['41111111111111111111', 'length'],
      ['4111 1111 1111 1112', 'checksum'],
      ['4111111111111121', 'checksum'],
    ])('given %s, then it is refused as %s', (number, key) => {
      expect(errorsOf(check({ number }))).toEqual([['number', key]]);
    });

    it('says what to fix', () => {
      expect(cardFieldMessage('number', 'digitsOnly')).toBe('Card number can contain only digits and spaces');
      expect(cardFieldMessage('number', 'length')).toBe('Card number must be 12 to 19 digits');
      expect(cardFieldMessage('number', 'checksum')).toBe('Card number is not valid: check the digits');
    });
  });

  describe('Luhn', () => {
    it.each(['4111111111111111', '4000000000000002', '378282246310005', '79927398713', '0'])('given %s, then it passes', (digits) => {
      expect(passesLuhn(digits)).toBe(true);
    });

    it.each(['4111111111111112', '79927398710', '1', '', '4111 1111 1111 1111', '41x1'])('given %p, then it fails', (digits) => {
      expect(passesLuhn(digits)).toBe(false);
    });
  });

  describe('expiry', () => {
    it.each([
      ['11/26', 'this month: valid to its end'],
      ['12/26', 'next month'],
      ['01/27', 'next year'],
      ['1/27', 'a one-digit month'],
      ['01 / 27', 'spaces around the slash'],
      ['12/99', 'far ahead'],
    ])('given %s (%s), then it is valid', (expiry) => {
      expect(errorsOf(check({ expiry }))).toEqual([]);
    });

    it.each([
      ['10/26', 'expired', 'last month'],
      ['12/25', 'expired', 'last year'],
      ['11/25', 'expired', 'this month a year ago'],
      ['13/27', 'month', 'a thirteenth month'],
      ['00/27', 'month', 'month zero'],
      ['1227', 'format', 'no slash'],
      ['12/2027', 'format', 'a four-digit year'],
      ['ab/cd', 'format', 'letters'],
      ['12/', 'format', 'no year'],
    ])('given %s, then it is refused as %s (%s)', (expiry, key) => {
      expect(errorsOf(check({ expiry }))).toEqual([['expiry', key]]);
    });

    it('given the year turning over, then December is valid on the 31st and refused on 1 January', () => {
      expect(errorsOf(check({ expiry: '12/26' }, '2026-12-31'))).toEqual([]);
      expect(errorsOf(check({ expiry: '12/26' }, '2027-01-01'))).toEqual([['expiry', 'expired']]);
      expect(errorsOf(check({ expiry: '01/27' }, '2027-01-01'))).toEqual([]);
    });

    it('given no usable today (an unusable clock), then no expiry is accepted', () => {
      expect(errorsOf(check({}, null))).toEqual([['expiry', 'expired']]);
      expect(errorsOf(check({}, 'soon'))).toEqual([['expiry', 'expired']]);
    });

    it('says what to fix', () => {
      expect(check({ expiry: '10/26' }).errors[0]?.message).toBe('Expiry date has passed: this card has expired');
      expect(check({ expiry: '1227' }).errors[0]?.message).toBe('Expiry date must be MM/YY');
      expect(check({ expiry: '13/27' }).errors[0]?.message).toBe('Expiry month must be 01 to 12');
    });
  });

  describe('security code', () => {
    it('given 3 digits on a Visa, then it is valid; 4 digits or letters are not', () => {
      expect(errorsOf(check({ cvc: ' 123 ' }))).toEqual([]);
      expect(errorsOf(check({ cvc: '1234' }))).toEqual([['cvc', 'length']]);
      expect(errorsOf(check({ cvc: '12' }))).toEqual([['cvc', 'length']]);
      expect(errorsOf(check({ cvc: '12a' }))).toEqual([['cvc', 'length']]);
    });

    it('given an American Express number, then the code has 4 digits, and 3 are refused with the reason', () => {
      expect(errorsOf(check({ number: TEST_CARDS.amex, cvc: '1234' }))).toEqual([]);
      const three = check({ number: TEST_CARDS.amex, cvc: '123' });
      expect(errorsOf(three)).toEqual([['cvc', 'amexLength']]);
      expect(three.errors[0]?.message).toBe('Security code must be 4 digits on an American Express card');
      expect(isAmexNumber('340000000000009')).toBe(true);
      expect(isAmexNumber('4111111111111111')).toBe(false);
    });
  });

  describe('name on card', () => {
    it.each(['Giulia Rossi', 'Anne-Marie O’Neill', 'J. R. Smith', 'Zoë Łukasz'])('given %s, then it is valid', (cardholderName) => {
      expect(errorsOf(check({ cardholderName }))).toEqual([]);
    });

    it.each([
      ['Giulia R0ssi', 'invalid'],
      ['<b>Giulia</b>', 'invalid'],
      ['-Giulia', 'invalid'],
      ['G'.repeat(101), 'tooLong'],
    ])('given %s, then it is refused as %s', (cardholderName, key) => {
      expect(errorsOf(check({ cardholderName }))).toEqual([['cardholderName', key]]);
    });

    it('keeps the name as typed, trimmed', () => {
      const result = check({ cardholderName: '  Giulia Rossi ' });
      expect(result.valid && result.value.cardholderName).toBe('Giulia Rossi');
    });
  });

  it('given several problems, then each field has one error, and they read by field', () => {
    const result = check({ cardholderName: '', number: '1234', expiry: '10/26', cvc: '' });
    expect(cardErrorsByField(result.errors)).toEqual({
      cardholderName: 'Name on card is required',
      number: 'Card number must be 12 to 19 digits',
      expiry: 'Expiry date has passed: this card has expired',
      cvc: 'Security code is required',
    });
  });

  it('given a problem a field has no words of its own for, then its label says it is not valid', () => {
    expect(cardFieldMessage('cvc', 'checksum')).toBe('Security code is not valid');
  });
});
