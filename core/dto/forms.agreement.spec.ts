// The DTOs (class-validator) and the plain validators must answer alike: same errors, same order, same
// messages, same strictness. Each form's valid sample is probed field by field, nested fields included,
// with values of every shape, leniently and strictly, and both answers compared.
import { validateBookingCustomer } from '../booking/booking-customer';
import { validateContactMessage, validateGroupBooking } from '../validation/enquiry';
import { jobApplicationContext, validateJobApplication, type JobApplicationRules } from '../validation/job-application';
import { validateOfferVoucher } from '../validation/offer-voucher';
import { validatePreferences } from '../validation/preferences';
import { validateSignUp } from '../validation/sign-up';
import type { ValidationResult } from '../validation/validation-result';
import { BookingCustomerDto } from './booking-customer.dto';
import { ContactMessageDto, GroupBookingDto } from './enquiry.dto';
import { JobApplicationDto } from './job-application.dto';
import { OfferVoucherDto } from './offer-voucher.dto';
import { PreferencesDto } from './preferences.dto';
import { SignUpDto } from './sign-up.dto';
import { validateDto } from './validate-dto';

type Input = Record<string, unknown>;
type Validate = (input: unknown, forbidUnknown: boolean) => ValidationResult<unknown>;

/** Values of every shape a field may meet, from JSON or from a careless caller. */
const PROBES: unknown[] = [
  undefined, null, '', '   ', 'x', 'Zoë', 'Anne-Marie', 'R2D2', 'a'.repeat(300), '<b>', 'zoe@example.com', '07700 900123',
  '7', '07', '13', '2019', '1903', '2026-12-11', '19:30', 'True', 0, 7, 24, 2.5, -1, 1_000_000, true, false,
  [], ['x'], [{}], [['x']], [undefined], [null], {}, { a: 1 }, { name: 'cv.pdf', content: 'x' }, { constructor: 1 }, { toString: 'x' },
];

/** Inputs that are not a form at all, or carry fields a strict server refuses. */
function specialInputs(sample: Input): unknown[] {
  return [
    undefined, null, 'form', 7, [sample], {},
    { ...sample, extra: 1 },
    { ...sample, constructor: 'x' },
    { ...sample, toString: 'x', valueOf: 1 },
    JSON.parse(`{"__proto__": {"x": 1}, ${JSON.stringify(sample).slice(1)}`),
  ];
}

/** The sample with the value at a dotted path replaced (the path's records and lists copied on the way). */
function withValue(sample: Input, path: string, value: unknown): Input {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const copy: Record<string, unknown> = Array.isArray(sample) ? ([...sample] as unknown as Input) : { ...sample };
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
  } else {
    copy[head] = withValue(copy[head] as Input, rest.join('.'), value);
  }
  return copy;
}

/** Every probe at every path, the special inputs, and unknown or inherited names inside nested records. */
function inputsFor(sample: Input, paths: string[]): unknown[] {
  const records = [...new Set(paths.filter((path) => path.includes('.')).map((path) => path.slice(0, path.lastIndexOf('.'))))];
  const nested = records
    .filter((path) => !Array.isArray(path.split('.').reduce<unknown>((value, key) => (value as Input)[key], sample)))
    .flatMap((path) => [withValue(sample, `${path}.extra`, 1), withValue(sample, `${path}.constructor`, 'x')]);
  return [sample, ...specialInputs(sample), ...nested, ...paths.flatMap((path) => PROBES.map((probe) => withValue(sample, path, probe)))];
}

/** The inputs on which the DTO and the plain validator disagree, with both answers. */
function disagreements(inputs: unknown[], plain: Validate, dto: Validate) {
  const found: Array<{ input: unknown; forbidUnknown: boolean; plain: unknown; dto: unknown }> = [];
  for (const input of inputs) {
    for (const forbidUnknown of [false, true]) {
      const a = plain(input, forbidUnknown);
      const b = dto(input, forbidUnknown);
      const same = a.valid === b.valid && JSON.stringify(a.valid ? [] : a.errors) === JSON.stringify(b.valid ? [] : b.errors);
      if (!same) found.push({ input, forbidUnknown, plain: a.valid ? 'valid' : a.errors, dto: b.valid ? 'valid' : b.errors });
    }
  }
  return found;
}

/** How many of the inputs each answer finds invalid, so a test cannot pass by never looking. */
const invalidCount = (inputs: unknown[], validate: Validate) => inputs.filter((input) => !validate(input, true).valid).length;

const BIRTHDAY_PATHS = ['birthday.day', 'birthday.month', 'birthday.year'];

describe('sign-up: SignUpDto and validateSignUp agree', () => {
  const sample = {
    emailAddress: 'zoe@example.com', favouriteRestaurant: 'oxford-circus', firstName: 'Zoë',
    birthday: { day: '29', month: '2', year: '' }, phoneNumber: '+44 7700 900123', acceptTerms: true, acceptSMSTerms: false,
  };
  const inputs = inputsFor(sample, [...Object.keys(sample), ...BIRTHDAY_PATHS]);
  const plain: Validate = (input, forbidUnknown) => validateSignUp(input, { forbidUnknown });
  const dto: Validate = (input, forbidUnknown) => validateDto(SignUpDto, input, { forbidUnknown });

  it('given every probe, then the errors are the same', () => {
    expect(disagreements(inputs, plain, dto)).toEqual([]);
    expect(invalidCount(inputs, plain)).toBeGreaterThan(inputs.length / 2);
  });
});

describe('preferences: PreferencesDto and validatePreferences agree', () => {
  const sample = {
    guid: 'g-1', firstName: 'Anne-Marie', phoneNumber: '07700 900123', gender: 'female', favRestaurantCode: 'OXC',
    birthDate: 657_763_200, birthday: { day: '5', month: '11', year: '1990' }, websiteSmsOptIn: true,
    interests: [{ name: 'Brunch', checked: true }, { name: 'Wine', checked: false }],
  };
  const inputs = inputsFor(sample, [...Object.keys(sample), ...BIRTHDAY_PATHS, 'interests.0', 'interests.1.name', 'interests.1.checked']);
  const plain: Validate = (input, forbidUnknown) => validatePreferences(input, { forbidUnknown });
  const dto: Validate = (input, forbidUnknown) => validateDto(PreferencesDto, input, { forbidUnknown });

  it('given every probe, then the errors are the same', () => {
    expect(disagreements(inputs, plain, dto)).toEqual([]);
  });
});

describe('offer voucher: OfferVoucherDto and validateOfferVoucher agree', () => {
  const sample = { emailAddress: 'zoe@example.co', acceptTerms: true, offerSlug: 'bottomless-brunch' };
  const inputs = inputsFor(sample, Object.keys(sample));

  it('given every probe, then the errors are the same', () => {
    expect(disagreements(
      inputs,
      (input, forbidUnknown) => validateOfferVoucher(input, { forbidUnknown }),
      (input, forbidUnknown) => validateDto(OfferVoucherDto, input, { forbidUnknown }),
    )).toEqual([]);
  });
});

describe('contact message: ContactMessageDto and validateContactMessage agree', () => {
  const sample = {
    contactTypeId: 'general-enquiry', name: 'Anne-Marie O’Neill', email: 'anne@example.co.uk',
    phoneNumber: '07700 900777', storeId: 'CV001', message: 'Do you have step-free access?',
  };
  const inputs = inputsFor(sample, Object.keys(sample));

  it('given every probe, then the errors are the same', () => {
    expect(disagreements(
      inputs,
      (input, forbidUnknown) => validateContactMessage(input, { forbidUnknown }),
      (input, forbidUnknown) => validateDto(ContactMessageDto, input, { forbidUnknown }),
    )).toEqual([]);
  });
});

describe('group booking: GroupBookingDto and validateGroupBooking agree', () => {
  const sample = {
    storeId: 'CV001', name: 'Tom Price', email: 'tom@example.com', phoneNumber: '07700 900888',
    date: '2026-12-11', time: '19:30', covers: 24, message: 'A team dinner.',
  };
  const inputs = inputsFor(sample, Object.keys(sample));

  it.each([[undefined], ['2026-11-23'], ['2027-01-01']])('given today %p and every probe, then the errors are the same', (today) => {
    expect(disagreements(
      inputs,
      (input, forbidUnknown) => validateGroupBooking(input, { forbidUnknown, today }),
      (input, forbidUnknown) => validateDto(GroupBookingDto, input, { forbidUnknown, context: { today } }),
    )).toEqual([]);
  });
});

describe('job application: JobApplicationDto and validateJobApplication agree', () => {
  const questions = [
    { id: 'why', question: 'Why us?', type: 'TEXT', is_mandatory: true },
    { id: 'drive', question: 'Can you drive?', type: 'YES_NO', options: ['Yes', 'No'], is_mandatory: 'True' },
    { id: 7, question: 'Shift?', type: 'SINGLE_CHOICE', options: ['Early', 'Late'], is_mandatory: false },
    { id: 'days', question: 'Days?', type: 'MULTIPLE_CHOICE', options: ['Mon', 'Tue'], is_mandatory: true },
  ] as unknown as JobApplicationRules['questions'];
  const row = { employer: 'Pizza Co', jobTitle: 'Waiter', fromMonth: '3', fromYear: '2019', toMonth: '6', toYear: '2021', isCurrentRole: false };
  const sample = {
    firstName: 'Zoë', secondName: "O'Brien", email: 'zoe@example.co.uk', telephone: '+44 7700 900123', jobId: 'job-1',
    resume: { name: 'cv.pdf', contentType: 'application/pdf', content: 'JVBERi0xLjQ=' },
    experience: [row, { ...row, fromMonth: 7, fromYear: 2021, toMonth: '', toYear: '', isCurrentRole: true }],
    answers: [{ id: 'why', answer: 'I love pizza' }, { id: 'drive', answer: ['Yes'] }, { id: 7, answer: 'Late' }, { id: 'days', answer: ['Mon'] }],
  };
  const paths = [
    ...Object.keys(sample), 'resume.name', 'resume.contentType', 'resume.content',
    ...Object.keys(row).map((field) => `experience.0.${field}`), 'experience.1.isCurrentRole', 'experience.1.toYear', 'experience.1',
    'answers.0', 'answers.0.id', 'answers.0.answer', 'answers.1.answer', 'answers.2.answer', 'answers.3.answer',
  ];
  const inputs = [...inputsFor(sample, paths), { ...sample, answers: { why: 'x', drive: 'No', days: ['Tue'] } }];
  const jobs: Array<[string, unknown]> = [
    ['everything asked', { cvRequired: 'True', workExperienceRequired: 'True', questions }],
    ['nothing asked', { cvRequired: 'False', workExperienceRequired: false }],
    ['not a job', null],
  ];

  it.each(jobs)('given a job with %s and every probe, then the errors are the same', (_, job) => {
    for (const currentYear of [undefined, 2025]) {
      expect(disagreements(
        inputs,
        (input, forbidUnknown) => validateJobApplication(input, job as JobApplicationRules, { forbidUnknown, currentYear }),
        (input, forbidUnknown) => validateDto(JobApplicationDto, input, { forbidUnknown, context: jobApplicationContext(job, { currentYear }) }),
      )).toEqual([]);
    }
  });

  it('given no job at all, then the DTO on its own asks for a CV and refuses answers, as the schema does', () => {
    const result = validateDto(JobApplicationDto, { ...sample, resume: undefined, answers: [] });
    expect(result.valid ? [] : result.errors.map((error) => [error.field, error.key])).toEqual([['resume', 'required'], ['answers', 'invalid']]);
  });
});

describe('booking customer: BookingCustomerDto and validateBookingCustomer agree', () => {
  const sample = {
    firstName: 'Zoë', lastName: "O'Neill-Hart", email: 'zoe@example.co.uk', phoneNumber: '07700 900123',
    specialRequest: 'A table by the window, please.', shouldReceivePromotions: true, shouldReceiveSms: false,
  };
  const inputs = inputsFor(sample, Object.keys(sample));

  it('given every probe, then the errors are the same', () => {
    expect(disagreements(
      inputs,
      (input, forbidUnknown) => validateBookingCustomer(input, { forbidUnknown }),
      (input, forbidUnknown) => validateDto(BookingCustomerDto, input, { forbidUnknown }),
    )).toEqual([]);
  });
});
