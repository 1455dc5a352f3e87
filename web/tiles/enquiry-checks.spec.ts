// The contact and group-booking forms' checks, on core's field rules.
import { checkContact, checkGroupBooking, contactBody, groupBookingBody, localToday, type ContactValues, type GroupBookingValues } from './enquiry-checks';

const contact: ContactValues = { contactTypeId: 'feedback', name: 'Anne-Marie O’Neill', email: 'anne@example.co.uk', phoneNumber: '', storeId: '', message: 'Lovely evening.' };
const group: GroupBookingValues = {
  storeId: 'CV001',
  name: 'Paolo Rossi',
  email: 'paolo@example.com',
  phoneNumber: '07700 900123',
  date: '2026-12-12',
  time: '19:30',
  covers: '24',
  message: '',
};

describe('checkContact', () => {
  it('passes a complete message', () => {
    expect(checkContact(contact, true)).toEqual({});
  });

  it('names each missing or malformed field', () => {
    expect(checkContact({ contactTypeId: '', name: ' ', email: 'anne@', phoneNumber: 'abc', storeId: '', message: '' }, true)).toEqual({
      contactTypeId: 'Subject is required',
      name: 'Name is required',
      email: 'E-mail is not valid',
      phoneNumber: 'Phone number is not valid',
      message: 'Message is required',
    });
  });

  it('asks for no subject when the form offers none, and flags names with digits and over-long messages', () => {
    expect(checkContact({ ...contact, contactTypeId: '', name: 'R2D2', message: 'x'.repeat(5001) }, false)).toEqual({
      name: 'Name is not valid',
      message: 'Message is too long',
    });
  });

  it('builds the body without the fields left empty', () => {
    expect(contactBody({ ...contact, name: ' Anne ' })).toEqual({ contactTypeId: 'feedback', name: 'Anne', email: 'anne@example.co.uk', message: 'Lovely evening.' });
    expect(contactBody({ ...contact, phoneNumber: '020 7946 0101', storeId: 'CV001' })).toMatchObject({ phoneNumber: '020 7946 0101', storeId: 'CV001' });
  });
});

describe('checkGroupBooking', () => {
  it('passes a complete enquiry', () => {
    expect(checkGroupBooking(group, '2026-11-23')).toEqual({});
  });

  it('refuses a past date, an impossible one, a bad time and a party out of range', () => {
    expect(checkGroupBooking({ ...group, date: '2026-11-22', covers: '0' }, '2026-11-23')).toEqual({
      date: 'Date must be today or later',
      covers: 'Number of guests must be between 1 and 250',
    });
    expect(checkGroupBooking({ ...group, date: '2026-02-30', time: '25:00', covers: 'ten' }, '2026-01-01')).toEqual({
      date: 'Date is not valid',
      time: 'Time is not valid',
      covers: 'Number of guests is not valid',
    });
  });

  it('needs a restaurant and a phone number', () => {
    expect(checkGroupBooking({ ...group, storeId: '', phoneNumber: '' }, '2026-11-23')).toEqual({
      storeId: 'Restaurant is required',
      phoneNumber: 'Phone number is required',
    });
  });

  it('sends a party size that is not a whole number as typed, for the API to refuse as the form does', () => {
    expect(groupBookingBody({ ...group, covers: ' 1e2 ' }).covers).toBe('1e2');
    expect(groupBookingBody({ ...group, covers: '024' }).covers).toBe(24);
  });

  it('builds the body with the party size as a number', () => {
    expect(groupBookingBody({ ...group, message: ' Birthday ' })).toEqual({
      storeId: 'CV001',
      name: 'Paolo Rossi',
      email: 'paolo@example.com',
      phoneNumber: '07700 900123',
      date: '2026-12-12',
      time: '19:30',
      covers: 24,
      message: 'Birthday',
    });
  });
});

describe('dates', () => {
  it("writes the diner's today as YYYY-MM-DD", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
