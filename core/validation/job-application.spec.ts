import type { Job, JobQuestion } from '../jobs/job.models';
import {
  JOB_APPLICATION_SCHEMA,
  WORK_HISTORY_SCHEMA,
  answerSheet,
  askedQuestions,
  isCvRequired,
  isResumeFileName,
  isWorkExperienceRequired,
  jobApplicationContext,
  validateJobApplication,
  type JobApplicationRules,
} from './job-application';
import { validateFields } from './schema';
import type { ValidationResult } from './validation-result';

// ---- Builders -------------------------------------------------------------------------------------------

const question = (overrides: Partial<JobQuestion> = {}): JobQuestion => ({
  id: 'why',
  question: 'Why us?',
  type: 'TEXT',
  is_mandatory: true,
  ...overrides,
});

const aJob = (overrides: Partial<JobApplicationRules> = {}): JobApplicationRules => ({
  cvRequired: 'True',
  workExperienceRequired: 'True',
  questions: [
    question(),
    question({ id: 'drive', question: 'Can you drive?', type: 'YES_NO', options: ['Yes', 'No'] }),
    question({ id: 'shift', question: 'Shift?', type: 'SINGLE_CHOICE', options: ['Early', 'Late'], is_mandatory: false }),
    question({ id: 'days', question: 'Days?', type: 'MULTIPLE_CHOICE', options: ['Mon', 'Tue', 'Wed'] }),
  ],
  ...overrides,
});

const aRow = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  employer: 'Pizza Co',
  jobTitle: 'Waiter',
  fromMonth: '3',
  fromYear: '2019',
  toMonth: '6',
  toYear: '2021',
  isCurrentRole: false,
  ...overrides,
});

const anApplication = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  firstName: 'Zoë',
  secondName: "O'Brien",
  email: 'zoe@example.co.uk',
  telephone: '+44 7700 900123',
  jobId: 'job-1',
  resume: { name: 'cv.pdf', contentType: 'application/pdf', content: 'JVBERi0xLjQ=' },
  experience: [aRow(), aRow({ fromMonth: 7, fromYear: 2021, toMonth: '', toYear: '', isCurrentRole: true })],
  answers: [
    { id: 'why', answer: 'I love pizza' },
    { id: 'drive', answer: ['Yes'] },
    { id: 'days', answer: ['Mon', 'Wed'] },
  ],
  ...overrides,
});

const errorsOf = (result: ValidationResult<unknown>): Array<[string, string]> =>
  result.valid ? [] : result.errors.map((error) => [error.field, error.key]);

const check = (overrides: Record<string, unknown>, job: JobApplicationRules = aJob(), currentYear?: number) =>
  errorsOf(validateJobApplication(anApplication(overrides), job, { currentYear }));

// ---- Tests ----------------------------------------------------------------------------------------------

describe('job application', () => {
  describe('a complete application', () => {
    it('given every field filled in as the spec asks, when validated, then it is valid with a plain value', () => {
      const result = validateJobApplication(anApplication(), aJob(), { currentYear: 2025, forbidUnknown: true });
      expect(result.valid).toBe(true);
      if (!result.valid) return;
      expect(result.errors).toEqual([]);
      expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
      expect(result.value.firstName).toBe('Zoë');
      expect(result.value.answers).toBeInstanceOf(Map);
      expect([...result.value.answers.keys()]).toEqual(['why', 'drive', 'shift', 'days']);
      expect(result.value.answers.get('days')?.answer).toEqual(['Mon', 'Wed']);
      expect(result.value.answers.get('shift')).toEqual({ question: { id: 'shift', type: 'SINGLE_CHOICE', mandatory: false, options: ['Early', 'Late'] } });
      expect(result.value.experience?.[0]).toEqual(aRow());
      expect(result.value.resume).toEqual(anApplication().resume);
    });

    it('given an empty form, when validated, then each required field says so, with its message', () => {
      const result = validateJobApplication({}, aJob());
      expect(errorsOf(result)).toEqual([
        ['firstName', 'required'],
        ['secondName', 'required'],
        ['email', 'required'],
        ['telephone', 'required'],
        ['resume', 'required'],
        ['experience', 'required'],
        ['answers.why.answer', 'answerRequired'],
        ['answers.drive.answer', 'answerRequired'],
        ['answers.days.answer', 'answerRequired'],
      ]);
      expect(result.valid ? [] : result.errors[0]).toEqual({ field: 'firstName', key: 'required', message: 'First name is required' });
    });
  });

  describe('bad input', () => {
    it.each([null, undefined, 'application', 42, true, [anApplication()]])('given %p instead of an object, then the input is invalid', (input) => {
      expect(errorsOf(validateJobApplication(input, aJob()))).toEqual([['', 'invalid']]);
    });

    it.each([null, [], 'job', 7])('given the job %p, then neither a CV nor work history is required', (job) => {
      const application = anApplication({ resume: undefined, experience: 'ignored' });
      expect(errorsOf(validateJobApplication(application, job as never))).toEqual([]);
    });

    it('given a "__proto__" field from JSON, when validated strictly, then it is refused as unknown', () => {
      const json = JSON.stringify({ ...anApplication(), firstName: '4' }).replace('{', '{"__proto__": {"firstName": "Ann"},');
      expect(errorsOf(validateJobApplication(JSON.parse(json), aJob(), { forbidUnknown: true }))).toEqual([['__proto__', 'unknown']]);
    });

    it('given a "__proto__" field from JSON, when validated leniently, then it is dropped and every rule still runs', () => {
      const json = JSON.stringify({ ...anApplication(), firstName: '4' }).replace('{', '{"__proto__": {"firstName": "Ann"},');
      const input: unknown = JSON.parse(json);
      expect(errorsOf(validateJobApplication(input, aJob()))).toEqual([['firstName', 'invalid']]);
      const fixed = JSON.parse(json.replace('"firstName":"4"', '"firstName":"Ann"'));
      const result = validateJobApplication(fixed, aJob());
      expect(result.valid && Object.getPrototypeOf(result.value)).toBe(Object.prototype);
      expect(result.valid && Object.keys(result.value)).not.toContain('__proto__');
    });

    it('given fields the application does not have, when validated strictly, then each is unknown; otherwise ignored', () => {
      const input = anApplication({ extra: 1, experience: [{ ...aRow(), id: 1 }], resume: { name: 'cv.pdf', content: 'x', size: 3 } });
      expect(errorsOf(validateJobApplication(input, aJob(), { forbidUnknown: true }))).toEqual([
        ['extra', 'unknown'],
        ['resume.size', 'unknown'],
        ['experience.0.id', 'unknown'],
      ]);
      expect(errorsOf(validateJobApplication(input, aJob()))).toEqual([]);
    });
  });

  describe('names', () => {
    it.each(['Zoë', 'José', 'Ægir', "O'Brien", 'Mary Ann', 'O\u2019Neil'])('given %p, then it is a valid first and second name', (name) => {
      expect(check({ firstName: name, secondName: name })).toEqual([]);
    });

    it.each(['Anne-Marie', 'R2D2', 'J.', "'"])('given %p, then the name is invalid (letters, spaces and apostrophes only)', (name) => {
      expect(check({ firstName: name, secondName: name })).toEqual([
        ['firstName', 'invalid'],
        ['secondName', 'invalid'],
      ]);
    });

    it.each([['', 'required'], ['   ', 'required'], [null, 'required'], [42, 'invalid'], [['Zoë'], 'invalid'], [{}, 'invalid']])(
      'given the first name %p, then the key is %p',
      (firstName, key) => {
        expect(check({ firstName })).toEqual([['firstName', key]]);
      },
    );
  });

  describe('e-mail and telephone', () => {
    it.each([['a@b.co', []], ['a@b.com', []], ['a@b.info', [['email', 'invalid']]], ['a@b.c', [['email', 'invalid']]], [7, [['email', 'invalid']]]])(
      'given the e-mail %p, then the errors are %p',
      (email, errors) => {
        expect(check({ email })).toEqual(errors);
      },
    );

    it.each([['123456', []], ['+12345', []], ['12345678901234567', []], ['+1234567890123456', []]])(
      'given the telephone %p at the length edge, then it is valid',
      (telephone, errors) => {
        expect(check({ telephone })).toEqual(errors);
      },
    );

    it.each(['12345', '+1234', '123456789012345678', '+12345678901234567', '07700-900123', 7700900123])(
      'given the telephone %p, then it is invalid',
      (telephone) => {
        expect(check({ telephone })).toEqual([['telephone', 'invalid']]);
      },
    );
  });

  describe('job id', () => {
    it('given no job id, then the application is still valid; given a number, then it is invalid', () => {
      expect(check({ jobId: undefined })).toEqual([]);
      expect(check({ jobId: 17 })).toEqual([['jobId', 'invalid']]);
    });
  });

  describe('resume', () => {
    it.each(['True', 'true', ' TRUE ', true])('given cvRequired %p and no file, then the resume is required', (cvRequired) => {
      expect(check({ resume: undefined }, aJob({ cvRequired: cvRequired as never }))).toEqual([['resume', 'required']]);
      expect(check({ resume: null }, aJob({ cvRequired: cvRequired as never }))).toEqual([['resume', 'required']]);
    });

    it.each(['False', 'false', ' FALSE ', false, undefined, '', 'yes', null])('given cvRequired %p and no file, then the application is valid', (cvRequired) => {
      expect(check({ resume: undefined }, aJob({ cvRequired: cvRequired as never }))).toEqual([]);
      expect(check({ resume: null }, aJob({ cvRequired: cvRequired as never }))).toEqual([]);
    });

    it.each(['cv.pdf', 'CV.PDF', 'my cv.Docx', 'a.pdf', 'x.y.docx'])('given the file %p, then it is accepted', (name) => {
      expect(check({ resume: { name, content: 'x' } })).toEqual([]);
    });

    it.each(['cv.doc', 'cv.pdf.exe', 'cv.txt', '.pdf', 'cv', 'cv.pdf ', 'cvpdf'])('given the file %p, then the key is resumeFileFormat', (name) => {
      expect(check({ resume: { name, content: 'x' } })).toEqual([['resume', 'resumeFileFormat']]);
    });

    it('given a wrongly named file for a job that asks for none, then the format is still checked', () => {
      expect(check({ resume: { name: 'cv.exe', content: 'x' } }, aJob({ cvRequired: 'False' }))).toEqual([['resume', 'resumeFileFormat']]);
    });

    it.each([['cv.pdf', []], [[], [['resume', 'invalid']]], [{}, [['resume.name', 'required'], ['resume.content', 'required']]]])(
      'given the resume %p, then the errors are %p',
      (resume, errors) => {
        expect(check({ resume })).toEqual(
          typeof resume === 'string' ? [['resume', 'invalid']] : errors,
        );
      },
    );

    it('given a resume whose parts are not text, then each part is invalid', () => {
      expect(check({ resume: { name: 3, contentType: 4, content: ['x'] } })).toEqual([
        ['resume.name', 'invalid'],
        ['resume.contentType', 'invalid'],
        ['resume.content', 'invalid'],
      ]);
    });

    it('given the resume name helper, then it needs text ending in .pdf or .docx', () => {
      expect([isResumeFileName('a.PDF'), isResumeFileName('a.doc'), isResumeFileName(null)]).toEqual([true, false, false]);
    });
  });

  describe('work experience', () => {
    it.each(['False', 'false', false, undefined, '', 'yes', null])(
      'given workExperienceRequired %p, then rows are not checked at all',
      (workExperienceRequired) => {
        const job = aJob({ workExperienceRequired: workExperienceRequired as never });
        expect(check({ experience: undefined }, job)).toEqual([]);
        expect(check({ experience: [aRow({ employer: '', fromMonth: 'x' })] }, job)).toEqual([]);
        expect(check({ experience: 'nonsense' }, job)).toEqual([]);
      },
    );

    it.each([[undefined, 'required'], [null, 'required'], [[], 'required'], ['rows', 'invalid'], [{ 0: aRow() }, 'invalid'], [5, 'invalid']])(
      'given the experience %p when it is required, then the key is %p',
      (experience, key) => {
        expect(check({ experience })).toEqual([['experience', key]]);
      },
    );

    it.each([['row'], [null], [3], [[aRow()]]])('given the row %p, then that row is invalid', (row) => {
      expect(check({ experience: [aRow(), row] })).toEqual([['experience.1', 'invalid']]);
    });

    it('given a blank row as a reset leaves it, then each needed field is required on that row', () => {
      const blank = { employer: '', jobTitle: '', fromMonth: '', fromYear: '', toMonth: '', toYear: '', isCurrentRole: false };
      expect(check({ experience: [blank] })).toEqual([
        ['experience.0.employer', 'required'],
        ['experience.0.jobTitle', 'required'],
        ['experience.0.fromMonth', 'required'],
        ['experience.0.fromYear', 'required'],
        ['experience.0.toMonth', 'required'],
        ['experience.0.toYear', 'required'],
      ]);
    });

    it('given the current role without end dates, then the row is valid; a past role needs them', () => {
      expect(check({ experience: [aRow({ isCurrentRole: true, toMonth: undefined, toYear: undefined })] })).toEqual([]);
      expect(check({ experience: [aRow({ isCurrentRole: false, toMonth: undefined, toYear: null })] })).toEqual([
        ['experience.0.toMonth', 'required'],
        ['experience.0.toYear', 'required'],
      ]);
    });

    it('given the current role with leftover end dates, then they are ignored, even ones that make no sense', () => {
      expect(check({ experience: [aRow({ isCurrentRole: true, toMonth: 'x', toYear: '1066' })] })).toEqual([]);
    });

    it('given a current-role flag that is not a boolean, then it is invalid and the row counts as a past role', () => {
      expect(check({ experience: [aRow({ isCurrentRole: 'yes', toMonth: '', toYear: '' })] })).toEqual([
        ['experience.0.toMonth', 'required'],
        ['experience.0.toYear', 'required'],
        ['experience.0.isCurrentRole', 'invalid'],
      ]);
    });

    it('given no current-role flag, then the row is a past role', () => {
      expect(check({ experience: [aRow({ isCurrentRole: undefined })] })).toEqual([]);
    });

    it.each([['1', '12'], [1, 12], ['01', '09']])('given months %p and %p, then they are accepted', (fromMonth, toMonth) => {
      expect(check({ experience: [aRow({ fromMonth, toMonth })] })).toEqual([]);
    });

    it.each(['0', '13', 'March', 'Mar', 2.5, -1, true])('given the month %p, then it is invalid', (month) => {
      expect(check({ experience: [aRow({ fromMonth: month, toMonth: month })] })).toEqual([
        ['experience.0.fromMonth', 'invalid'],
        ['experience.0.toMonth', 'invalid'],
      ]);
    });

    it.each(['19', 19, '20190', 'year', 2019.5])('given the year %p, then it is invalid', (year) => {
      expect(check({ experience: [aRow({ fromYear: year, toYear: year })] })).toEqual([
        ['experience.0.fromYear', 'invalid'],
        ['experience.0.toYear', 'invalid'],
      ]);
    });

    it('given text in employer and job title that is not text, then they are invalid', () => {
      expect(check({ experience: [aRow({ employer: 5, jobTitle: ['Chef'] })] })).toEqual([
        ['experience.0.employer', 'invalid'],
        ['experience.0.jobTitle', 'invalid'],
      ]);
    });

    describe('start strictly before end', () => {
      it.each([
        ['the same month and year', { fromMonth: '6', fromYear: '2020', toMonth: '6', toYear: '2020' }],
        ['an end a month earlier', { fromMonth: '6', fromYear: '2020', toMonth: '5', toYear: '2020' }],
        ['an end a year earlier', { fromMonth: '1', fromYear: '2021', toMonth: '12', toYear: '2020' }],
        ['the same date as numbers and text', { fromMonth: 6, fromYear: 2020, toMonth: '06', toYear: '2020' }],
      ])('given %s, then toYear carries dateError', (_, dates) => {
        expect(check({ experience: [aRow(), aRow(dates)] })).toEqual([['experience.1.toYear', 'dateError']]);
      });

      it.each([
        ['an end one month later', { fromMonth: '6', fromYear: '2020', toMonth: '7', toYear: '2020' }],
        ['December to January', { fromMonth: '12', fromYear: '2020', toMonth: '1', toYear: '2021' }],
      ])('given %s, then the row is valid', (_, dates) => {
        expect(check({ experience: [aRow(dates)] })).toEqual([]);
      });

      it('given an end month that is invalid, then only that month is reported, not dateError', () => {
        expect(check({ experience: [aRow({ fromMonth: '6', fromYear: '2020', toMonth: '13', toYear: '2019' })] })).toEqual([
          ['experience.0.toMonth', 'invalid'],
        ]);
      });
    });

    describe('years offered (with the current year known)', () => {
      it('given 2025, then 1985 and 2025 are accepted', () => {
        expect(check({ experience: [aRow({ fromYear: '1985', toYear: 2025 })] }, aJob(), 2025)).toEqual([]);
      });

      it('given 2025, then 1984 and 2026 are out of range', () => {
        expect(check({ experience: [aRow({ fromYear: '1984', toYear: 2026 })] }, aJob(), 2025)).toEqual([
          ['experience.0.fromYear', 'outOfRange'],
          ['experience.0.toYear', 'outOfRange'],
        ]);
      });

      it('given no current year, then any four-digit year is accepted', () => {
        expect(check({ experience: [aRow({ fromYear: '1066', toYear: 2999 })] })).toEqual([]);
      });
    });

    it('given a row validated on its own, then the same rules apply without a year range', () => {
      expect(errorsOf(validateFields(WORK_HISTORY_SCHEMA, aRow({ fromYear: '1066', toYear: '1066', toMonth: '1' })))).toEqual([
        ['toYear', 'dateError'],
      ]);
    });
  });

  describe('questions', () => {
    const only = (...questions: JobQuestion[]) => aJob({ questions });
    const answering = (answer: unknown, q: JobQuestion) => check({ answers: [{ id: q.id, answer }] }, only(q));

    it.each([[''], ['   '], [undefined], [null]])('given a mandatory TEXT question answered %p, then answerRequired', (answer) => {
      expect(answering(answer, question())).toEqual([['answers.why.answer', 'answerRequired']]);
    });

    it('given a mandatory TEXT question left out of the answers, then answerRequired', () => {
      expect(check({ answers: [] }, only(question()))).toEqual([['answers.why.answer', 'answerRequired']]);
      expect(check({ answers: undefined }, only(question()))).toEqual([['answers.why.answer', 'answerRequired']]);
    });

    it('given a TEXT answer that is a list or a number, then it is invalid', () => {
      expect(answering(['text'], question())).toEqual([['answers.why.answer', 'invalid']]);
      expect(answering(42, question())).toEqual([['answers.why.answer', 'invalid']]);
    });

    it('given an optional question left blank, then it is fine', () => {
      expect(answering('', question({ is_mandatory: false }))).toEqual([]);
      expect(answering([], question({ type: 'MULTIPLE_CHOICE', is_mandatory: false }))).toEqual([]);
    });

    it.each(['YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE'] as const)('given a mandatory %s question with no option chosen, then answerRequired', (type) => {
      const q = question({ id: 'q', type, options: ['Yes', 'No'] });
      expect(answering([], q)).toEqual([['answers.q.answer', 'answerRequired']]);
      expect(answering(['  '], q)).toEqual([['answers.q.answer', 'answerRequired']]);
      expect(answering(undefined, q)).toEqual([['answers.q.answer', 'answerRequired']]);
      expect(answering(['Yes'], q)).toEqual([]);
    });

    it('given a single choice kept as plain text, then it counts as one chosen option', () => {
      expect(answering('Yes', question({ id: 'q', type: 'YES_NO', options: ['Yes', 'No'] }))).toEqual([]);
    });

    it('given two different options for a YES_NO or SINGLE_CHOICE question, then it is invalid; the same one twice is not', () => {
      const yesNo = question({ id: 'q', type: 'YES_NO', options: ['Yes', 'No'] });
      expect(answering(['Yes', 'No'], yesNo)).toEqual([['answers.q.answer', 'invalid']]);
      expect(answering(['Yes', ' Yes'], yesNo)).toEqual([]);
      expect(answering(['A', 'B'], question({ id: 'q', type: 'SINGLE_CHOICE', options: ['A', 'B'] }))).toEqual([
        ['answers.q.answer', 'invalid'],
      ]);
      expect(answering(['A', 'B'], question({ id: 'q', type: 'MULTIPLE_CHOICE', options: ['A', 'B'] }))).toEqual([]);
    });

    it('given an option the question does not list, then it is invalid; a question without a list takes any', () => {
      expect(answering(['Maybe'], question({ id: 'q', type: 'YES_NO', options: ['Yes', 'No'] }))).toEqual([['answers.q.answer', 'invalid']]);
      expect(answering(['Maybe'], question({ id: 'q', type: 'YES_NO' }))).toEqual([]);
      expect(answering(['Maybe'], question({ id: 'q', type: 'YES_NO', options: [] }))).toEqual([]);
    });

    it('given options that are not text, then it is invalid', () => {
      expect(answering([1], question({ id: 'q', type: 'MULTIPLE_CHOICE' }))).toEqual([['answers.q.answer', 'invalid']]);
      expect(answering({ Yes: true }, question({ id: 'q', type: 'YES_NO' }))).toEqual([['answers.q.answer', 'invalid']]);
    });

    it('given a question type this code does not know, then text or a list of text is accepted and blank is no answer', () => {
      const q = question({ id: 'q', type: 'DATE' as never });
      expect(answering('2024-01-01', q)).toEqual([]);
      expect(answering(['a', 'b'], q)).toEqual([]);
      expect(answering('', q)).toEqual([['answers.q.answer', 'answerRequired']]);
      expect(answering({}, q)).toEqual([['answers.q.answer', 'invalid']]);
    });

    it("given the form's answers keyed by question id, then they are read the same way", () => {
      expect(check({ answers: { why: 'Because', drive: 'No', days: ['Tue'] } })).toEqual([]);
      expect(check({ answers: { why: ' ', drive: [], days: ['Tue'] } })).toEqual([
        ['answers.why.answer', 'answerRequired'],
        ['answers.drive.answer', 'answerRequired'],
      ]);
    });

    it('given answers to questions the job does not ask, then they are ignored', () => {
      const answers = [{ id: 'why', answer: 'x' }, { id: 'drive', answer: 'Yes' }, { id: 'days', answer: ['Mon'] }, { id: 'other', answer: 5 }];
      expect(check({ answers })).toEqual([]);
    });

    it('given the same question answered twice, then the first answer counts', () => {
      const q = question();
      expect(check({ answers: [{ id: 'why', answer: 'first' }, { id: 'why', answer: '' }] }, only(q))).toEqual([]);
      expect(check({ answers: [{ id: 'why', answer: '' }, { id: 'why', answer: 'second' }] }, only(q))).toEqual([
        ['answers.why.answer', 'answerRequired'],
      ]);
    });

    it('given a job listing the same question id twice, then the first question counts', () => {
      const job = only(question({ id: 'q', is_mandatory: false }), question({ id: 'q', is_mandatory: true }));
      expect(check({ answers: [] }, job)).toEqual([]);
    });

    it('given numeric question ids, then answers match them by their text', () => {
      const q = { ...question(), id: 7 } as unknown as JobQuestion;
      expect(check({ answers: [{ id: 7, answer: 'yes' }] }, only(q))).toEqual([]);
      expect(check({ answers: [{ id: '7', answer: '' }] }, only(q))).toEqual([['answers.7.answer', 'answerRequired']]);
    });

    it.each(['answers', 5, true, [['why', 'x']], [{ answer: 'x' }], [{ id: '', answer: 'x' }], [null]])(
      'given answers %p that are not a list of {id, answer} or an object, then answers is invalid',
      (answers) => {
        expect(check({ answers }, only(question({ is_mandatory: false })))).toEqual([['answers', 'invalid']]);
      },
    );

    it("given is_mandatory as the backend's text, then 'True' makes a question mandatory and 'False' does not", () => {
      expect(answering('', question({ is_mandatory: 'True' as never }))).toEqual([['answers.why.answer', 'answerRequired']]);
      expect(answering('', question({ is_mandatory: 'False' as never }))).toEqual([]);
    });

    it('given a job with no questions, or a question list that is not a list, then no answer is needed', () => {
      expect(check({ answers: undefined }, aJob({ questions: undefined }))).toEqual([]);
      expect(check({ answers: undefined }, aJob({ questions: 'none' as never }))).toEqual([]);
    });
  });

  it('given a whole job as the jobs API sends it, then it serves as the rules', () => {
    const job: Job = {
      jobId: 'job-1', name: 'Waiter', positionUniqueName: 'waiter', category: 'Front of House', jobtype: 'full time',
      cvRequired: 'False', workExperienceRequired: 'False', location: { lat: 51.5, lng: -0.1 }, questions: [],
    };
    expect(errorsOf(validateJobApplication(anApplication({ resume: undefined, experience: undefined }), job))).toEqual([]);
  });

  describe('validating with the schema and no job', () => {
    it('given no context, then a CV is required and answers must come through validateJobApplication', () => {
      expect(errorsOf(validateFields(JOB_APPLICATION_SCHEMA, anApplication({ resume: undefined, answers: [] })))).toEqual([
        ['resume', 'required'],
        ['answers', 'invalid'],
      ]);
    });

    it('given the context of a job, then the schema answers as validateJobApplication does', () => {
      const context = jobApplicationContext(aJob(), { currentYear: 2025 });
      const input = anApplication({ experience: [aRow({ fromYear: '1984' })], answers: [] });
      expect(validateFields(JOB_APPLICATION_SCHEMA, input, { context })).toEqual(validateJobApplication(input, aJob(), { currentYear: 2025 }));
    });
  });
});

describe('the job as context', () => {
  it('given a job, then its flags are read once, its questions typed, and the year kept', () => {
    expect(jobApplicationContext({ cvRequired: 'False', workExperienceRequired: true, questions: [question()] }, { currentYear: 2030 })).toEqual({
      cvRequired: false,
      workExperienceRequired: true,
      questions: [{ id: 'why', type: 'TEXT', mandatory: true, options: [] }],
      currentYear: 2030,
    });
    expect(jobApplicationContext('not a job')).toEqual({ cvRequired: false, workExperienceRequired: false, questions: [], currentYear: undefined });
  });

  it('given the answer sheet, then one entry per question in the job order, the first answer to an id counting', () => {
    const questions = askedQuestions([question({ id: 'b' }), question({ id: 'a' }), question({ id: 'b', is_mandatory: false })]);
    const sheet = answerSheet(questions, [{ id: 'a', answer: 'x' }, { id: 'a', answer: 'y' }, { id: 'zz', answer: 'ignored' }]);
    expect([...sheet.entries()].map(([id, entry]) => [id, entry.answer, entry.question.mandatory])).toEqual([
      ['b', undefined, true],
      ['a', 'x', true],
    ]);
  });
});

describe('job flags', () => {
  it.each([
    [{ cvRequired: 'True' }, true], [{ cvRequired: true }, true], [{ cvRequired: ' true ' }, true], [{ cvRequired: undefined }, false], [{}, false],
    [{ cvRequired: 'False' }, false], [{ cvRequired: ' false ' }, false], [{ cvRequired: false }, false], [null, false], [{ cvRequired: 'yes' }, false],
  ])('given %p, then a CV is required: %p', (job, required) => {
    expect(isCvRequired(job)).toBe(required);
  });

  it.each([
    [{ workExperienceRequired: 'True' }, true], [{ workExperienceRequired: ' true' }, true], [{ workExperienceRequired: true }, true],
    [{ workExperienceRequired: 'False' }, false], [{ workExperienceRequired: 1 }, false], [{}, false], ['job', false],
  ])('given %p, then work history is required: %p', (job, required) => {
    expect(isWorkExperienceRequired(job)).toBe(required);
  });
});

describe('asked questions', () => {
  it('given questions from the API, then those with an id are read, typed and trimmed', () => {
    expect(
      askedQuestions([
        { id: 'a', type: 'YES_NO', options: [' Yes ', 'No', '', 3], is_mandatory: true },
        { id: 5, is_mandatory: 'true' },
        { question: 'no id' },
        'not a question',
        { id: '  ' },
      ]),
    ).toEqual([
      { id: 'a', type: 'YES_NO', mandatory: true, options: ['Yes', 'No'] },
      { id: '5', type: '', mandatory: true, options: [] },
    ]);
  });
});
