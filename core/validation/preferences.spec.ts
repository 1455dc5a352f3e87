import { birthdayDayKept, preferencesEntryOf, preferencesToSave, validatePreferences, type PreferencesFormEntry } from './preferences';
import type { ValidationResult } from './validation-result';

const somePreferences = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  guid: '3f0c2a7e-guid',
  firstName: 'Anne-Marie',
  phoneNumber: '07700 900123',
  gender: 'female',
  favRestaurantCode: 'OXC',
  birthDate: 657_763_200,
  birthday: { day: '5', month: '11', year: '1990' },
  websiteSmsOptIn: true,
  interests: [{ name: 'Brunch', checked: true }, { name: 'Wine', checked: false }],
  ...overrides,
});

const errorsOf = (result: ValidationResult<unknown>): Array<[string, string]> =>
  result.valid ? [] : result.errors.map((error) => [error.field, error.key]);

const check = (overrides: Record<string, unknown>) => errorsOf(validatePreferences(somePreferences(overrides)));

describe('customer preferences', () => {
  it('given every field filled in, when validated strictly, then it is valid with typed nested values', () => {
    const result = validatePreferences(somePreferences(), { forbidUnknown: true });
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    expect(result.value).toEqual(somePreferences());
    expect(result.value.birthday).toEqual({ day: '5', month: '11', year: '1990' });
    expect(result.value.interests?.[1]).toEqual({ name: 'Wine', checked: false });
  });

  it('given only the required fields, then it is valid', () => {
    expect(errorsOf(validatePreferences({ guid: 'g', firstName: 'Zoë', phoneNumber: '+441614960000' }))).toEqual([]);
  });

  it('given an empty form, then guid, first name and phone are required', () => {
    const result = validatePreferences({});
    expect(errorsOf(result)).toEqual([
      ['guid', 'required'],
      ['firstName', 'required'],
      ['phoneNumber', 'required'],
    ]);
    expect(result.valid ? [] : result.errors[2]).toEqual({ field: 'phoneNumber', key: 'required', message: 'Phone number is required' });
  });

  it.each([null, [], 'prefs', 3])('given %p instead of an object, then the input is invalid', (input) => {
    expect(errorsOf(validatePreferences(input))).toEqual([['', 'invalid']]);
  });

  it('given a field the form does not have, when validated strictly, then it is unknown', () => {
    expect(errorsOf(validatePreferences(somePreferences({ message: 'Success' }), { forbidUnknown: true }))).toEqual([['message', 'unknown']]);
  });

  describe('first name', () => {
    it.each(['Zoë', "O'Brien", 'Anne-Marie', 'Jean Luc', 'a'.repeat(50)])('given %p, then it is valid', (firstName) => {
      expect(check({ firstName })).toEqual([]);
    });

    it.each([
      ['a'.repeat(51), 'tooLong'], ['R2D2', 'invalid'], [`${'a'.repeat(50)}1`, 'invalid'], ['', 'required'], [5, 'invalid'],
    ])('given %p, then the key is %p', (firstName, key) => {
      expect(check({ firstName })).toEqual([['firstName', key]]);
    });
  });

  describe('phone number', () => {
    it.each([['07700 900123', []], ['123456', []], ['12345', [['phoneNumber', 'invalid']]], [7700900123, [['phoneNumber', 'invalid']]]])(
      'given %p, then the errors are %p',
      (phoneNumber, errors) => {
        expect(check({ phoneNumber })).toEqual(errors);
      },
    );
  });

  describe('favourite restaurant', () => {
    it.each([[undefined, []], ['', []], ['OXC', []], [12, [['favRestaurantCode', 'invalid']]], [{}, [['favRestaurantCode', 'invalid']]]])(
      'given %p, then the errors are %p',
      (favRestaurantCode, errors) => {
        expect(check({ favRestaurantCode })).toEqual(errors);
      },
    );
  });

  describe('birthday', () => {
    it.each([
      [undefined], [null], [{ day: '', month: '', year: '' }], [{}], [{ day: null }],
    ])('given no birthday chosen (%p), then it is fine', (birthday) => {
      expect(check({ birthday })).toEqual([]);
    });

    it.each([
      [{ day: 29, month: 2 }, []],
      [{ day: '29', month: '2', year: '' }, []],
      [{ day: 29, month: 2, year: 2024 }, []],
      [{ day: 29, month: 2, year: 2023 }, [['birthday.day', 'invalid']]],
      [{ day: 31, month: 4 }, [['birthday.day', 'invalid']]],
      [{ day: 32, month: 1 }, [['birthday.day', 'invalid']]],
      [{ day: 5, month: '' }, [['birthday.month', 'required']]],
      [{ day: '', month: 5 }, [['birthday.day', 'required']]],
      [{ day: 5, month: 13 }, [['birthday.month', 'invalid']]],
      [{ day: 5, month: 5, year: 1903 }, [['birthday.year', 'outOfRange']]],
      [{ day: 5, month: 5, year: '90' }, [['birthday.year', 'invalid']]],
      [{ day: 31, month: 2, year: 'x' }, [['birthday.year', 'invalid']]],
      ['5/11/1990', [['birthday', 'invalid']]],
      [[5, 11, 1990], [['birthday', 'invalid']]],
    ])('given the birthday %p, then the errors are %p', (birthday, errors) => {
      expect(check({ birthday })).toEqual(errors);
    });

    it('given an unknown part, when validated strictly, then it is reported', () => {
      expect(errorsOf(validatePreferences(somePreferences({ birthday: { day: 1, month: 1, era: 'AD' } }), { forbidUnknown: true }))).toEqual([
        ['birthday.era', 'unknown'],
      ]);
    });
  });

  describe('typed optional fields', () => {
    it.each([
      [{ birthDate: -2_077_747_200 }, []],
      [{ birthDate: 1.5 }, [['birthDate', 'invalid']]],
      [{ birthDate: '657763200' }, [['birthDate', 'invalid']]],
      [{ gender: 1 }, [['gender', 'invalid']]],
      [{ websiteSmsOptIn: 'true' }, [['websiteSmsOptIn', 'invalid']]],
      [{ websiteSmsOptIn: false }, []],
      [{ interests: [] }, []],
      [{ interests: 'Brunch' }, [['interests', 'invalid']]],
      [{ interests: { name: 'Brunch', checked: true } }, [['interests', 'invalid']]],
      [{ interests: ['Brunch'] }, [['interests.0', 'invalid']]],
      [{ interests: [{ name: '', checked: 'yes' }] }, [['interests.0.name', 'required'], ['interests.0.checked', 'invalid']]],
      [{ interests: [{ name: 'Wine' }] }, [['interests.0.checked', 'required']]],
    ])('given %p, then the errors are %p', (overrides, errors) => {
      expect(check(overrides)).toEqual(errors);
    });
  });
});

describe('what the preferences form saves', () => {
  const anEntry = (overrides: Partial<PreferencesFormEntry> = {}): PreferencesFormEntry => ({
    guid: '3f0c2a7e-guid',
    firstName: '  Giulia ',
    phoneNumber: ' 07700 900123 ',
    gender: 'female',
    favRestaurantCode: 'OXC',
    day: '5',
    month: '11',
    year: '1990',
    websiteSmsOptIn: true,
    interests: [{ name: 'Brunch', checked: true }],
    ...overrides,
  });

  it('given a filled form, then the name and phone are saved trimmed and the birthday as the epoch seconds of that day', () => {
    const saved = preferencesToSave(anEntry());
    expect(saved).toEqual({
      ok: true,
      preferences: {
        guid: '3f0c2a7e-guid',
        firstName: 'Giulia',
        phoneNumber: '07700 900123',
        gender: 'female',
        favRestaurantCode: 'OXC',
        birthDate: Date.UTC(1990, 10, 5) / 1000,
        websiteSmsOptIn: true,
        interests: [{ name: 'Brunch', checked: true }],
      },
    });
  });

  it('given a birthday left unchosen, then none is saved; without a year, the day in the default year', () => {
    const unchosen = preferencesToSave(anEntry({ day: '', month: '', year: '' }));
    expect(unchosen.ok && unchosen.preferences.birthDate).toBeNull();
    const noYear = preferencesToSave(anEntry({ year: '' }));
    expect(noYear.ok && noYear.preferences.birthDate).toBe(Date.UTC(1904, 10, 5) / 1000);
  });

  it('given a blank name and 31 February, then nothing to save and each field is named', () => {
    const saved = preferencesToSave(anEntry({ firstName: '   ', day: '31', month: '2' }));
    expect(saved.ok).toBe(false);
    if (saved.ok) return;
    expect(saved.errors.map((error) => error.field)).toEqual(expect.arrayContaining(['firstName', expect.stringMatching(/^birthday/)]));
  });
});

describe('the preferences form filled from what is stored', () => {
  it('given a stored birthday, then its three pickers; none stored, then blanks', () => {
    const stored = { guid: 'g', firstName: 'Giulia', phoneNumber: '07700 900123', gender: '', favRestaurantCode: '', birthDate: Date.UTC(1990, 10, 5) / 1000, websiteSmsOptIn: false, interests: [] };
    expect(preferencesEntryOf(stored)).toMatchObject({ day: '5', month: '11', year: '1990', firstName: 'Giulia' });
    expect(preferencesEntryOf({ ...stored, birthDate: null })).toMatchObject({ day: '', month: '', year: '' });
  });

  it('given 31 chosen and the month changed to April, then the day is unchosen; 30 is kept', () => {
    expect(birthdayDayKept('31', '4', '')).toBe('');
    expect(birthdayDayKept('30', '4', '')).toBe('30');
    expect(birthdayDayKept('29', '2', '2023')).toBe('29');
  });
});
