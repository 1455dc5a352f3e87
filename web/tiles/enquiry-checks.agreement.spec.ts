// The browser's enquiry checks are written by hand (class-validator stays out of the first load); the API
// applies core's DTOs to the body the form sends. For every sample here both must flag the same fields
// with the same keys, so the two can never drift apart again.
import {
  ENQUIRY_LIMITS,
  validateContactMessage,
  validateGroupBooking,
  type ValidationResult,
} from '@tavola/core/validation';
import {
  checkContact,
  checkGroupBooking,
  contactBody,
  enquiryMessage,
  groupBookingBody,
  type ContactValues,
  type GroupBookingValues,
} from './enquiry-checks';

// TEST_NOW's date, as the API's clock gives it.
const TODAY = '2026-11-23';

const text = (length: number, character = 'a'): string => character.repeat(length);
/** An address of exactly `length` characters. */
const emailOf = (length: number): string => `${text(length - '@example.com'.length)}@example.com`;

/** Core's answer as the form would show it: one message per field, in the form's own wording. */
function coreAsShown(result: ValidationResult<unknown>): Record<string, string> {
  return Object.fromEntries(result.errors.map((error) => [error.field, enquiryMessage(error.field, error.key)]));
}

const fieldsOf = (errors: Record<string, string>): string[] => Object.keys(errors).sort();

const contact: ContactValues = {
  contactTypeId: 'general-enquiry',
  name: 'Anne-Marie O’Neill',
  email: 'anne.marie@example.co.uk',
  phoneNumber: '07700 900777',
  storeId: 'CV001',
  message: 'Do you have step-free access?',
};

const CONTACT_SAMPLES: Array<[string, Partial<ContactValues> & Record<string, unknown>]> = [
  ['a complete message', {}],
  ['only the required fields', { phoneNumber: '', storeId: '' }],
  ['spaces around what was typed', { name: '  Anne  ', email: ' anne@example.com ', phoneNumber: ' 020 7946 0101 ', message: '  Hello  ' }],
  ['a blank form', { contactTypeId: '', name: '', email: '', phoneNumber: '', storeId: '', message: '' }],
  ['white space only', { name: '   ', email: ' ', phoneNumber: ' ', message: '\n\t' }],
  ['a subject id too long', { contactTypeId: text(ENQUIRY_LIMITS.idMaxLength + 1) }],
  ['a name with digits', { name: 'R2D2' }],
  ['a name with other punctuation', { name: 'Anne & Tom' }],
  ['the longest name', { name: text(ENQUIRY_LIMITS.nameMaxLength) }],
  ['a name too long', { name: text(ENQUIRY_LIMITS.nameMaxLength + 1) }],
  ['a name too long and with a digit', { name: `${text(ENQUIRY_LIMITS.nameMaxLength)}1` }],
  ['an e-mail without a domain', { email: 'anne@' }],
  ['an e-mail without a final part', { email: 'anne@example' }],
  ['an e-mail with a four-letter final part', { email: 'anne@example.info' }],
  ['the longest e-mail', { email: emailOf(ENQUIRY_LIMITS.emailMaxLength) }],
  ['an e-mail too long', { email: emailOf(ENQUIRY_LIMITS.emailMaxLength + 1) }],
  ['a phone number of letters', { phoneNumber: 'abc' }],
  ['a phone number too short', { phoneNumber: '12345' }],
  ['a phone number too long', { phoneNumber: text(18, '1') }],
  ['a restaurant id too long', { storeId: text(ENQUIRY_LIMITS.idMaxLength + 1) }],
  ['the longest message', { message: text(ENQUIRY_LIMITS.messageMaxLength) }],
  ['the longest message in emoji', { message: text(ENQUIRY_LIMITS.messageMaxLength, '🍝') }],
  ['a message too long', { message: text(ENQUIRY_LIMITS.messageMaxLength + 1) }],
  ['a field the form does not have', { captcha: 'token' }],
];

const group: GroupBookingValues = {
  storeId: 'CV001',
  name: 'Tom Price',
  email: 'tom.price@example.com',
  phoneNumber: '07700 900888',
  date: '2026-12-11',
  time: '19:30',
  covers: '24',
  message: 'A team Christmas dinner.',
};

const GROUP_SAMPLES: Array<[string, Partial<GroupBookingValues> & Record<string, unknown>]> = [
  ['a complete enquiry', {}],
  ['no message', { message: '' }],
  ['spaces around what was typed', { name: ' Tom ', email: ' tom@example.com ', date: ' 2026-12-11 ', time: ' 19:30 ', covers: ' 24 ' }],
  ['a blank form', { storeId: '', name: '', email: '', phoneNumber: '', date: '', time: '', covers: '', message: '' }],
  ['white space only', { storeId: ' ', name: ' ', email: ' ', phoneNumber: ' ', date: ' ', time: ' ', covers: ' ', message: ' ' }],
  ['a restaurant id too long', { storeId: text(ENQUIRY_LIMITS.idMaxLength + 1) }],
  ['a name with digits', { name: 'Tom 2' }],
  ['a name too long', { name: text(ENQUIRY_LIMITS.nameMaxLength + 1) }],
  ['an e-mail without a final part', { email: 'tom@example' }],
  ['an e-mail too long', { email: emailOf(ENQUIRY_LIMITS.emailMaxLength + 1) }],
  ['a phone number of letters', { phoneNumber: 'call me' }],
  ['today', { date: TODAY }],
  ['yesterday', { date: '2026-11-22' }],
  ['a date that does not exist', { date: '2026-02-30' }],
  ['a date written the British way', { date: '11/12/2026' }],
  ['a time past midnight', { time: '25:00' }],
  ['a time without its leading zero', { time: '9:30' }],
  ['a time with seconds', { time: '19:30:00' }],
  ['no guests', { covers: '0' }],
  ['the fewest guests', { covers: String(ENQUIRY_LIMITS.groupMinCovers) }],
  ['the most guests', { covers: String(ENQUIRY_LIMITS.groupMaxCovers) }],
  ['one guest too many', { covers: String(ENQUIRY_LIMITS.groupMaxCovers + 1) }],
  ['guests written with a leading zero', { covers: '024' }],
  ['ten thousand guests', { covers: '10000' }],
  ['guests in words', { covers: 'ten' }],
  ['half a guest', { covers: '2.5' }],
  ['a signed number of guests', { covers: '+24' }],
  ['a negative number of guests', { covers: '-1' }],
  ['guests as an exponent', { covers: '1e2' }],
  ['more digits than a safe number', { covers: text(16, '9') }],
  ['a message too long', { message: text(ENQUIRY_LIMITS.messageMaxLength + 1) }],
  ['a field the form does not have', { occasion: 'birthday' }],
];

describe('contact form: browser checks and core ContactMessageDto agree', () => {
  // The API always needs a subject; the form leaves it out only when the API offered none to choose.
  const withTypes = true;

  it.each(CONTACT_SAMPLES)('given %s, then both flag the same fields with the same keys', (_label, overrides) => {
    const values = { ...contact, ...overrides } as ContactValues;
    const browser = checkContact(values, withTypes);
    const core = coreAsShown(validateContactMessage(contactBody(values), { forbidUnknown: true }));
    expect(fieldsOf(browser)).toEqual(fieldsOf(core));
    expect(browser).toEqual(core);
  });

  it('given the samples, then together they make every field of the body fail', () => {
    const flagged = new Set(CONTACT_SAMPLES.flatMap(([, overrides]) => Object.keys(checkContact({ ...contact, ...overrides } as ContactValues, withTypes))));
    expect([...flagged].sort()).toEqual(Object.keys(contactBody(contact)).sort());
  });
});

describe('group-booking form: browser checks and core GroupBookingDto agree', () => {
  it.each(GROUP_SAMPLES)('given %s, then both flag the same fields with the same keys', (_label, overrides) => {
    const values = { ...group, ...overrides } as GroupBookingValues;
    const browser = checkGroupBooking(values, TODAY);
    const core = coreAsShown(validateGroupBooking(groupBookingBody(values), { today: TODAY, forbidUnknown: true }));
    expect(fieldsOf(browser)).toEqual(fieldsOf(core));
    expect(browser).toEqual(core);
  });

  it('given the samples, then together they make every field of the body fail', () => {
    const flagged = new Set(GROUP_SAMPLES.flatMap(([, overrides]) => Object.keys(checkGroupBooking({ ...group, ...overrides } as GroupBookingValues, TODAY))));
    expect([...flagged].sort()).toEqual(Object.keys(groupBookingBody(group)).sort());
  });
});
