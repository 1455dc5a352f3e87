import { aCustomer } from '../../tests/builders/booking.builder';
import {
  CUSTOMER_LIMITS,
  customerErrors,
  customerPayload,
  emptyCustomer,
  isCustomerValid,
  setCustomerOptIn,
  updateCustomerField,
  validateBookingCustomer,
  type BookingCustomer,
  type CustomerTextField,
} from './booking-customer';

const flagsOf = (customer: BookingCustomer, field: Exclude<CustomerTextField, 'specialRequest'>) => {
  const { present, valid } = customer[field];
  return { present, valid };
};

describe('a blank customer form', () => {
  it('given nothing typed, when created, then the required fields are absent and invalid and the optional ones valid', () => {
    const customer = emptyCustomer();
    expect(customer).toEqual({
      firstName: { text: '', present: false, valid: false },
      lastName: { text: '', present: false, valid: false },
      email: { text: '', present: false, valid: false },
      phoneNumber: { text: '', present: false, valid: true },
      specialRequest: { text: '', valid: true },
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
    });
    expect(isCustomerValid(customer)).toBe(false);
  });

  it('given nothing typed, when checked, then the three required fields each report required', () => {
    expect(customerErrors(emptyCustomer())).toEqual([
      { field: 'firstName', key: 'required', message: 'First name is required' },
      { field: 'lastName', key: 'required', message: 'Last name is required' },
      { field: 'email', key: 'required', message: 'E-mail is required' },
    ]);
  });
});

describe('typing the diner details', () => {
  it('given every field filled in well, when checked, then the form is valid with no errors', () => {
    const customer = aCustomer();
    expect(isCustomerValid(customer)).toBe(true);
    expect(customerErrors(customer)).toEqual([]);
  });

  it('given a name, when typed, then the text is kept as typed and the flags say present and valid', () => {
    const customer = updateCustomerField(emptyCustomer(), 'firstName', '  Anne-Marie ');
    expect(customer.firstName).toEqual({ text: '  Anne-Marie ', present: true, valid: true });
  });

  it.each([
    ['Zoë', true],
    ["D'Arcy", true],
    ['O’Brien', true],
    ['Mary Jane', true],
    ['José-Luis', true],
    ['R2D2', false],
    ['Smith & Sons', false],
    ['<b>', false],
    ['-', false],
  ])('given the first name %p, when typed, then valid is %p', (name, valid) => {
    expect(updateCustomerField(emptyCustomer(), 'firstName', name).firstName.valid).toBe(valid);
  });

  it('given a name of the longest length, when typed, then it is valid, and one letter more is too long', () => {
    const longest = 'a'.repeat(CUSTOMER_LIMITS.nameMaxLength);
    expect(updateCustomerField(emptyCustomer(), 'lastName', longest).lastName.valid).toBe(true);
    const customer = updateCustomerField(aCustomer(), 'lastName', `${longest}a`);
    expect(customer.lastName).toEqual({ text: `${longest}a`, present: true, valid: false });
    expect(customerErrors(customer)).toEqual([{ field: 'lastName', key: 'tooLong', message: 'Last name is too long' }]);
  });

  it('given only spaces, when typed into a required field, then it is absent, invalid and required', () => {
    const customer = updateCustomerField(aCustomer(), 'email', '   ');
    expect(flagsOf(customer, 'email')).toEqual({ present: false, valid: false });
    expect(customerErrors(customer)).toEqual([{ field: 'email', key: 'required', message: 'E-mail is required' }]);
  });

  it.each([
    ['zoe@example.com', true],
    [' zoe@example.com ', true],
    ['zoe@example', false],
    ['zoe.example.com', false],
    ['zoe@example.c', false],
  ])('given the e-mail %p, when typed, then valid is %p', (email, valid) => {
    expect(flagsOf(updateCustomerField(emptyCustomer(), 'email', email), 'email')).toEqual({ present: true, valid });
  });

  it('given an e-mail longer than SMTP delivers, when typed, then it is too long', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`;
    expect(email.length).toBeGreaterThan(CUSTOMER_LIMITS.emailMaxLength);
    const customer = updateCustomerField(aCustomer(), 'email', email);
    expect(customerErrors(customer)).toEqual([{ field: 'email', key: 'tooLong', message: 'E-mail is too long' }]);
  });

  it.each([
    ['', false, true],
    ['07700 900123', true, true],
    ['+44 7700 900123', true, true],
    ['020.7946.0018', true, true],
    ['0770', true, false],
    ['call me', true, false],
    ['(020) 7946 0018', true, false],
  ])('given the phone number %p, when typed, then present is %p and valid %p', (phone, present, valid) => {
    expect(flagsOf(updateCustomerField(emptyCustomer(), 'phoneNumber', phone), 'phoneNumber')).toEqual({ present, valid });
  });

  it('given a bad phone number, when checked, then it is the one invalid field', () => {
    expect(customerErrors(aCustomer({ phoneNumber: '12' }))).toEqual([
      { field: 'phoneNumber', key: 'invalid', message: 'Phone number is not valid' },
    ]);
  });

  it.each([
    ['nothing', '', true],
    ['everyday punctuation', 'High chair needed; it’s my mum’s 70th!', true],
    ['the longest note', 'x'.repeat(CUSTOMER_LIMITS.specialRequestMaxLength), true],
    ['one character too many', 'x'.repeat(CUSTOMER_LIMITS.specialRequestMaxLength + 1), false],
    ['markup', '<script>alert(1)</script>', false],
    ['a lone angle bracket', 'cake > flowers', false],
  ])('given a special request with %s, when typed, then valid is %p', (_case, request, valid) => {
    expect(updateCustomerField(emptyCustomer(), 'specialRequest', request).specialRequest).toEqual({ text: request, valid });
  });

  it('given a special request with markup, when checked, then the form is invalid with that one error', () => {
    const customer = aCustomer({ specialRequest: '<b>bold</b>' });
    expect(isCustomerValid(customer)).toBe(false);
    expect(customerErrors(customer)).toEqual([
      { field: 'specialRequest', key: 'invalid', message: 'Special request is not valid' },
    ]);
  });

  it.each([null, undefined, 42, { text: 'x' }])('given the non-text %p, when typed, then the field reads as empty', (value) => {
    expect(updateCustomerField(aCustomer(), 'firstName', value).firstName).toEqual({ text: '', present: false, valid: false });
  });

  it('given a field name that is not on the form, when typed, then the customer is unchanged', () => {
    const customer = aCustomer();
    expect(updateCustomerField(customer, 'password' as CustomerTextField, 'secret')).toBe(customer);
  });

  it('given a customer rebuilt without some fields, when a field is typed, then the missing ones read as empty', () => {
    const partial = { ...aCustomer(), lastName: undefined, specialRequest: null } as unknown as BookingCustomer;
    const customer = updateCustomerField(partial, 'firstName', 'Zoë');
    expect(customer.lastName).toEqual({ text: '', present: false, valid: false });
    expect(customer.specialRequest).toEqual({ text: '', valid: true });
  });
});

describe('the opt-ins', () => {
  it('given the promotions box ticked, when set, then the diner is opted in and nothing else changes', () => {
    const customer = aCustomer();
    expect(setCustomerOptIn(customer, 'shouldReceivePromotions', true)).toEqual({ ...customer, shouldReceivePromotions: true });
  });

  it.each(['true', 1, null])('given the non-boolean %p, when set, then the diner is not opted in', (value) => {
    const customer = setCustomerOptIn(aCustomer(), 'shouldReceiveSms', true);
    expect(setCustomerOptIn(customer, 'shouldReceiveSms', value).shouldReceiveSms).toBe(false);
  });

  it('given an opt-in that does not exist, when set, then the customer is unchanged', () => {
    const customer = aCustomer();
    expect(setCustomerOptIn(customer, 'shouldReceiveCalls' as 'shouldReceiveSms', true)).toBe(customer);
  });
});

describe('the details sent with a booking', () => {
  it('given details typed with surrounding spaces and both opt-ins, when sent, then they are trimmed', () => {
    let customer = aCustomer({ firstName: ' Zoë ', email: 'zoe@example.co.uk  ', specialRequest: '  ' });
    customer = setCustomerOptIn(setCustomerOptIn(customer, 'shouldReceivePromotions', true), 'shouldReceiveSms', true);
    expect(customerPayload(customer)).toEqual({
      firstName: 'Zoë',
      lastName: "O'Neill-Hart",
      email: 'zoe@example.co.uk',
      phoneNumber: '07700 900123',
      specialRequest: '',
      shouldReceivePromotions: true,
      shouldReceiveSms: true,
    });
  });
});

describe('the customer details on their own (as a server checks a request)', () => {
  const valid = customerPayload(aCustomer());

  it('given valid details, when validated, then they pass', () => {
    expect(validateBookingCustomer(valid, { forbidUnknown: true })).toEqual({ valid: true, value: valid, errors: [] });
  });

  it('given wrong types, when validated, then each field reports one error', () => {
    const result = validateBookingCustomer({
      ...valid,
      firstName: 7,
      phoneNumber: false,
      specialRequest: ['x'],
      shouldReceivePromotions: 'yes',
      shouldReceiveSms: undefined,
    });
    expect(result.errors.map(({ field, key }) => ({ field, key }))).toEqual([
      { field: 'firstName', key: 'invalid' },
      { field: 'phoneNumber', key: 'invalid' },
      { field: 'specialRequest', key: 'invalid' },
      { field: 'shouldReceivePromotions', key: 'invalid' },
      { field: 'shouldReceiveSms', key: 'required' },
    ]);
  });

  it('given no phone number or special request at all, when validated, then they pass as optional', () => {
    const { phoneNumber: _phone, specialRequest: _request, ...rest } = valid;
    expect(validateBookingCustomer(rest).valid).toBe(true);
  });
});
