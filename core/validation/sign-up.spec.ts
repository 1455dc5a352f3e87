import { validateSignUp } from './sign-up';
import type { ValidationResult } from './validation-result';

const aSignUp = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  emailAddress: 'zoe@example.com',
  favouriteRestaurant: 'oxford-circus',
  firstName: 'Zoë',
  birthday: { day: '29', month: '2', year: '' },
  phoneNumber: '+44 7700 900123',
  acceptTerms: true,
  acceptSMSTerms: false,
  ...overrides,
});

const errorsOf = (result: ValidationResult<unknown>): Array<[string, string]> =>
  result.valid ? [] : result.errors.map((error) => [error.field, error.key]);

const check = (overrides: Record<string, unknown>) => errorsOf(validateSignUp(aSignUp(overrides)));

describe('sign-up', () => {
  it('given a complete sign-up, when validated strictly, then it is valid', () => {
    const result = validateSignUp(aSignUp(), { forbidUnknown: true });
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    expect(result.value).toEqual(aSignUp());
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(result.value.birthday).not.toBe(aSignUp().birthday);
  });

  it('given an empty form, then each field needs presence and the terms acceptance', () => {
    const result = validateSignUp({});
    expect(errorsOf(result)).toEqual([
      ['emailAddress', 'required'],
      ['favouriteRestaurant', 'required'],
      ['firstName', 'required'],
      ['birthday', 'required'],
      ['phoneNumber', 'required'],
      ['acceptTerms', 'mustAccept'],
    ]);
    expect(result.valid ? [] : result.errors[5]).toEqual({ field: 'acceptTerms', key: 'mustAccept', message: 'The terms and conditions must be accepted' });
  });

  it.each([null, ['x'], 'sign me up'])('given %p instead of an object, then the input is invalid', (input) => {
    expect(errorsOf(validateSignUp(input))).toEqual([['', 'invalid']]);
  });

  it.each([[false], ['true'], [1], [null], ['yes']])('given acceptTerms %p, then the terms must be accepted', (acceptTerms) => {
    expect(check({ acceptTerms })).toEqual([['acceptTerms', 'mustAccept']]);
  });

  it.each([[undefined, []], [true, []], ['true', [['acceptSMSTerms', 'invalid']]]])('given acceptSMSTerms %p, then the errors are %p', (acceptSMSTerms, errors) => {
    expect(check({ acceptSMSTerms })).toEqual(errors);
  });

  it.each([
    [{ emailAddress: 'zoe@example.info' }, [['emailAddress', 'invalid']]],
    [{ favouriteRestaurant: '  ' }, [['favouriteRestaurant', 'required']]],
    [{ favouriteRestaurant: 42 }, [['favouriteRestaurant', 'invalid']]],
    [{ firstName: 'Anne-Marie' }, []],
    [{ firstName: 'a'.repeat(51) }, [['firstName', 'tooLong']]],
    [{ phoneNumber: '12 34' }, [['phoneNumber', 'invalid']]],
  ])('given %p, then the errors are %p', (overrides, errors) => {
    expect(check(overrides)).toEqual(errors);
  });

  it.each([
    [{ day: '', month: '', year: '' }, [['birthday.day', 'required'], ['birthday.month', 'required']]],
    [{ day: 1, month: 1, year: 1990 }, []],
    [{ day: 29, month: 2, year: 2023 }, [['birthday.day', 'invalid']]],
    [null, [['birthday', 'required']]],
    ['1990-01-01', [['birthday', 'invalid']]],
  ])('given the birthday %p, then the errors are %p', (birthday, errors) => {
    expect(check({ birthday })).toEqual(errors);
  });
});
