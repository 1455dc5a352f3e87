// Every text field of the forms has a length limit, booleans are strict, and an answer list entry carries
// only its id and answer: the rules the servers rely on besides the input net (text-input.ts).
import { FORMS, INPUT } from '../constants';
import { validateJobApplication, type JobApplicationRules } from './job-application';
import { validateOfferVoucher } from './offer-voucher';
import { validatePreferences } from './preferences';
import { EMAIL_MAX_LENGTH } from './rules';
import { validateSignUp } from './sign-up';
import type { ValidationResult } from './validation-result';

const errorsOf = (result: ValidationResult<unknown>): Array<[string, string]> =>
  result.valid ? [] : result.errors.map((error) => [error.field, error.key]);

const signUp = (overrides: Record<string, unknown>) => ({
  emailAddress: 'zoe@example.com', favouriteRestaurant: 'CV001', firstName: 'Zoë', birthday: { day: 1, month: 2 },
  phoneNumber: '07700 900123', acceptTerms: true, ...overrides,
});

const preferences = (overrides: Record<string, unknown>) => ({ guid: 'g-1', firstName: 'Zoë', phoneNumber: '07700 900123', ...overrides });

const job: JobApplicationRules = { cvRequired: 'False', workExperienceRequired: 'True', questions: [{ id: 'why', question: 'Why?', type: 'TEXT', is_mandatory: true }] };
const row = { employer: 'Pizza Co', jobTitle: 'Waiter', fromMonth: 3, fromYear: 2019, toMonth: 6, toYear: 2021 };
const application = (overrides: Record<string, unknown>) => ({
  firstName: 'Zoë', secondName: 'Rossi', email: 'zoe@example.com', telephone: '07700 900123', experience: [row],
  answers: [{ id: 'why', answer: 'Pizza' }], ...overrides,
});
const checkApplication = (overrides: Record<string, unknown>) =>
  errorsOf(validateJobApplication(application(overrides), job, { currentYear: 2026, forbidUnknown: true }));

describe('strict booleans', () => {
  it.each(['', 'true', 0, 1, 'false', [], {}])('given the SMS terms as %p, then invalid (only true, false or nothing)', (value) => {
    expect(errorsOf(validateSignUp(signUp({ acceptSMSTerms: value })))).toEqual([['acceptSMSTerms', 'invalid']]);
  });

  it.each([true, false, null, undefined])('given the SMS terms as %p, then fine', (value) => {
    expect(errorsOf(validateSignUp(signUp({ acceptSMSTerms: value })))).toEqual([]);
  });

  it('given the preferences SMS opt-in as blank text, then invalid', () => {
    expect(errorsOf(validatePreferences(preferences({ websiteSmsOptIn: '' })))).toEqual([['websiteSmsOptIn', 'invalid']]);
  });

  it('given a work-history row whose current-role flag is blank text, then invalid', () => {
    expect(checkApplication({ experience: [{ ...row, isCurrentRole: '' }] })).toEqual([['experience.0.isCurrentRole', 'invalid']]);
  });
});

describe('length limits', () => {
  it('given applicant names at the limit, then fine; one over, then tooLong', () => {
    expect(checkApplication({ firstName: 'a'.repeat(FORMS.applicantNameMaxLength) })).toEqual([]);
    expect(checkApplication({ firstName: 'a'.repeat(FORMS.applicantNameMaxLength + 1), secondName: 'b'.repeat(5_000_000) })).toEqual([
      ['firstName', 'tooLong'],
      ['secondName', 'tooLong'],
    ]);
  });

  it('given a CV whose base64 content is far longer than any text field, then it is not refused as too long', () => {
    const resume = { name: 'cv.pdf', contentType: 'application/pdf', content: 'A'.repeat(INPUT.textMaxLength * 5) };
    expect(checkApplication({ resume })).toEqual([]);
  });

  it.each(['employer', 'jobTitle'])('given a work-history %s over the short-text limit, then tooLong', (field) => {
    expect(checkApplication({ experience: [{ ...row, [field]: 'x'.repeat(FORMS.shortTextMaxLength + 1) }] })).toEqual([[`experience.0.${field}`, 'tooLong']]);
  });

  it('given a text answer over the answer limit, then tooLong on the answer', () => {
    expect(checkApplication({ answers: [{ id: 'why', answer: 'x'.repeat(FORMS.answerMaxLength + 1) }] })).toEqual([['answers.why.answer', 'tooLong']]);
  });

  it('given a CV name over the limit and a long job id, then both named', () => {
    const resume = { name: `${'x'.repeat(FORMS.resumeNameMaxLength)}.pdf`, content: 'JVBERi0=' };
    expect(checkApplication({ resume, jobId: 'j'.repeat(FORMS.shortTextMaxLength + 1) })).toEqual([
      ['jobId', 'tooLong'],
      ['resume.name', 'tooLong'],
    ]);
  });

  it('given an e-mail over 254 characters, then tooLong', () => {
    const email = `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`;
    expect(errorsOf(validateSignUp(signUp({ emailAddress: email })))).toEqual([['emailAddress', 'tooLong']]);
  });

  it.each([
    ['favouriteRestaurant', () => errorsOf(validateSignUp(signUp({ favouriteRestaurant: 'x'.repeat(101) })))],
    ['offerSlug', () => errorsOf(validateOfferVoucher({ emailAddress: 'a@b.co', acceptTerms: true, offerSlug: 'x'.repeat(101) }))],
    ['gender', () => errorsOf(validatePreferences(preferences({ gender: 'x'.repeat(101) })))],
    ['interests.0.name', () => errorsOf(validatePreferences(preferences({ interests: [{ name: 'x'.repeat(101), checked: true }] })))],
  ])('given %s over the short-text limit, then tooLong', (field, run) => {
    expect(run()).toEqual([[field, 'tooLong']]);
  });
});

describe('nested unknown fields', () => {
  it('given an answer list entry with a field besides id and answer, then the answers are invalid', () => {
    expect(checkApplication({ answers: [{ id: 'why', answer: 'Pizza', isAdmin: true }] })).toEqual([['answers', 'invalid']]);
  });

  it('given the answers keyed by question id, then they are read as before', () => {
    expect(checkApplication({ answers: { why: 'Pizza' } })).toEqual([]);
  });
});
