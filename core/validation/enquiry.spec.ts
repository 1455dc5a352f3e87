// The contact and group-booking enquiries' rules, as the reference API and the browser's checks share them.
import { ENQUIRY_LIMITS, isCalendarDate, isClockTime } from './enquiry-rules';
import { validateContactMessage, validateGroupBooking } from './enquiry';
import type { ValidationResult } from './validation-result';
import { aContactMessage, aGroupEnquiry } from '../../tests/builders/enquiry.builder';

const aMessage = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({ ...aContactMessage(), ...overrides });

const anEnquiry = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({ ...aGroupEnquiry(), ...overrides });

const TODAY = '2026-11-23';

const errorsOf = (result: ValidationResult<unknown>): Array<[string, string]> =>
  result.valid ? [] : result.errors.map((error) => [error.field, error.key]);

describe('contact message', () => {
  it('given every field, when validated strictly, then it is valid', () => {
    const result = validateContactMessage(aMessage(), { forbidUnknown: true });
    expect(result.valid && result.value).toEqual(aMessage());
  });

  it('given only the required fields, then it is valid', () => {
    expect(errorsOf(validateContactMessage(aMessage({ phoneNumber: undefined, storeId: '' })))).toEqual([]);
  });

  it('given an empty form, then the subject, name, e-mail and message are required', () => {
    expect(errorsOf(validateContactMessage({}))).toEqual([
      ['contactTypeId', 'required'],
      ['name', 'required'],
      ['email', 'required'],
      ['message', 'required'],
    ]);
  });

  it.each([
    [{ contactTypeId: 'x'.repeat(ENQUIRY_LIMITS.idMaxLength + 1) }, [['contactTypeId', 'tooLong']]],
    [{ name: 'R2D2' }, [['name', 'invalid']]],
    [{ name: 'a'.repeat(ENQUIRY_LIMITS.nameMaxLength) }, []],
    [{ name: 'a'.repeat(ENQUIRY_LIMITS.nameMaxLength + 1) }, [['name', 'tooLong']]],
    [{ email: 'anne@example' }, [['email', 'invalid']]],
    [{ email: `${'a'.repeat(ENQUIRY_LIMITS.emailMaxLength)}@example.com` }, [['email', 'tooLong']]],
    [{ phoneNumber: 'abc' }, [['phoneNumber', 'invalid']]],
    [{ storeId: 7 }, [['storeId', 'invalid']]],
    [{ message: 'x'.repeat(ENQUIRY_LIMITS.messageMaxLength) }, []],
    [{ message: 'x'.repeat(ENQUIRY_LIMITS.messageMaxLength + 1) }, [['message', 'tooLong']]],
    [{ message: ['Hello'] }, [['message', 'invalid']]],
  ])('given %p, then the errors are %p', (overrides, errors) => {
    expect(errorsOf(validateContactMessage(aMessage(overrides)))).toEqual(errors);
  });

  it('given a field the form does not have, when validated strictly, then it is unknown; otherwise it is ignored', () => {
    expect(errorsOf(validateContactMessage(aMessage({ captcha: 'x' }), { forbidUnknown: true }))).toEqual([['captcha', 'unknown']]);
    expect(errorsOf(validateContactMessage(aMessage({ captcha: 'x' })))).toEqual([]);
  });
});

describe('group-booking enquiry', () => {
  it('given every field and today, when validated strictly, then it is valid', () => {
    const result = validateGroupBooking(anEnquiry(), { today: TODAY, forbidUnknown: true });
    expect(result.valid && result.value).toEqual(anEnquiry());
  });

  it('given an empty form, then everything but the message is required', () => {
    expect(errorsOf(validateGroupBooking({}, { today: TODAY }))).toEqual([
      ['storeId', 'required'],
      ['name', 'required'],
      ['email', 'required'],
      ['phoneNumber', 'required'],
      ['date', 'required'],
      ['time', 'required'],
      ['covers', 'required'],
    ]);
  });

  it.each([
    [{ date: TODAY }, []],
    [{ date: '2026-11-22' }, [['date', 'outOfRange']]],
    [{ date: '2026-02-30' }, [['date', 'invalid']]],
    [{ date: '11/12/2026' }, [['date', 'invalid']]],
    [{ time: '24:00' }, [['time', 'invalid']]],
    [{ covers: ENQUIRY_LIMITS.groupMinCovers - 1 }, [['covers', 'outOfRange']]],
    [{ covers: ENQUIRY_LIMITS.groupMinCovers }, []],
    [{ covers: ENQUIRY_LIMITS.groupMaxCovers }, []],
    [{ covers: ENQUIRY_LIMITS.groupMaxCovers + 1 }, [['covers', 'outOfRange']]],
    [{ covers: 2.5 }, [['covers', 'invalid']]],
    [{ covers: '24' }, [['covers', 'invalid']]],
    [{ phoneNumber: ' ' }, [['phoneNumber', 'required']]],
    [{ message: undefined }, []],
    [{ message: 'x'.repeat(ENQUIRY_LIMITS.messageMaxLength + 1) }, [['message', 'tooLong']]],
  ])('given %p, then the errors are %p', (overrides, errors) => {
    expect(errorsOf(validateGroupBooking(anEnquiry(overrides), { today: TODAY }))).toEqual(errors);
  });

  it('given no today, when the date is long past, then only its shape is checked', () => {
    expect(errorsOf(validateGroupBooking(anEnquiry({ date: '2001-01-01' })))).toEqual([]);
  });

  it('given a field the form does not have, when validated strictly, then it is unknown', () => {
    expect(errorsOf(validateGroupBooking(anEnquiry({ occasion: 'birthday' }), { forbidUnknown: true }))).toEqual([['occasion', 'unknown']]);
  });

  it.each([undefined, 'x', [anEnquiry()]])('given %p instead of an object, then the input is invalid', (input) => {
    expect(errorsOf(validateGroupBooking(input, { today: TODAY }))).toEqual([['', 'invalid']]);
  });
});

describe('enquiry dates and times', () => {
  it.each([
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['12/12/2026', false],
    [20261212, false],
  ])('given %p, then it is a calendar date: %p', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:30', false],
    ['19:30:00', false],
    [1930, false],
  ])('given %p, then it is a clock time: %p', (value, expected) => {
    expect(isClockTime(value)).toBe(expected);
  });
});
