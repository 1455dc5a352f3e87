import * as validation from './index';

describe('validation barrel', () => {
  it('given the barrel, then the shared rules, the helpers and every form validator are exported', () => {
    expect(Object.keys(validation)).toEqual(
      expect.arrayContaining([
        'NAME_PATTERN', 'EMAIL_PATTERN', 'PHONE_PATTERN', 'isValidName', 'isValidEmail', 'isValidPhone',
        'validateDto', 'fieldError', 'VALIDATION_KEYS', 'validationMessage',
        'daysInBirthdayMonth', 'birthdayOptions', 'isValidBirthday', 'birthdayToEpochSeconds', 'epochSecondsToBirthday',
        'workHistoryYears', 'validateJobApplication', 'validatePreferences', 'validateSignUp', 'validateOfferVoucher',
        'JobApplicationDto', 'PreferencesDto', 'SignUpDto', 'OfferVoucherDto', 'Required', 'Optional',
        'ENQUIRY_LIMITS', 'EMAIL_MAX_LENGTH', 'validateContactMessage', 'validateGroupBooking', 'ContactMessageDto', 'GroupBookingDto',
      ]),
    );
  });
});
