import * as validation from './index';

describe('validation barrel', () => {
  it('given the barrel, then the shared rules, the checks, the schema validator and every form validator are exported', () => {
    expect(Object.keys(validation)).toEqual(
      expect.arrayContaining([
        'NAME_PATTERN', 'EMAIL_PATTERN', 'PHONE_PATTERN', 'isValidName', 'isValidEmail', 'isValidPhone',
        'validateFields', 'fieldError', 'VALIDATION_KEYS', 'validationMessage', 'inheritedNameField', 'isPlainObject',
        'Required', 'Optional', 'RequiredWhen', 'Accepted', 'matches', 'isText', 'isBoolean', 'maxChars',
        'daysInBirthdayMonth', 'birthdayOptions', 'isValidBirthday', 'birthdayToEpochSeconds', 'epochSecondsToBirthday',
        'isBirthdayUnchosen', 'BIRTHDAY_SCHEMA',
        'workHistoryYears', 'validateJobApplication', 'validatePreferences', 'validateSignUp', 'validateOfferVoucher',
        'JOB_APPLICATION_SCHEMA', 'PREFERENCES_SCHEMA', 'SIGN_UP_SCHEMA', 'OFFER_VOUCHER_SCHEMA', 'jobApplicationContext',
        'ENQUIRY_LIMITS', 'EMAIL_MAX_LENGTH', 'validateContactMessage', 'validateGroupBooking', 'CONTACT_MESSAGE_SCHEMA', 'GROUP_BOOKING_SCHEMA',
        'validateCard', 'passesLuhn', 'isAmexNumber', 'CARD_FIELDS', 'cardErrorsByField',
      ]),
    );
  });

  it('given the barrel, then nothing of class-validator is in it: no DTO, no validateDto', () => {
    const names = Object.keys(validation);
    expect(names.filter((name) => /Dto$|^validateDto$|^buildDto$/.test(name))).toEqual([]);
  });
});
