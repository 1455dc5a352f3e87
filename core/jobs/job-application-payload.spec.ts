// The job application body (spec sections 3 and 7).
import { blankExperienceRow, resetForm, type JobApplicationForm } from './job-application-form';
import { buildJobApplicationPayload, isBackendFlagSet } from './job-application-payload';
import type { Job, JobQuestion } from './job.models';

function job(overrides: Partial<Job> = {}): Job {
  return {
    jobId: 'J-42',
    name: 'Head Chef',
    positionUniqueName: 'head-chef-oxford',
    category: 'Back of House',
    jobtype: 'full time',
    cvRequired: 'False',
    workExperienceRequired: 'False',
    location: { lat: 51.5, lng: -0.14 },
    ...overrides,
  };
}

const resume = { name: 'cv.pdf', contentType: 'application/pdf', content: 'JVBERi0xLjQK' };

function form(overrides: Partial<JobApplicationForm> = {}): JobApplicationForm {
  return {
    ...resetForm(),
    firstName: 'Zoë',
    secondName: "O'Neil",
    email: 'zoe@example.co.uk',
    telephone: '+44 7700 900123',
    resume,
    experience: [
      { id: 1, employer: 'Tavola', jobTitle: 'Chef', fromMonth: '01', fromYear: '2018', toMonth: '02', toYear: '2020', isCurrentRole: false },
      { id: 2, employer: 'Bistro', jobTitle: 'Sous chef', fromMonth: '03', fromYear: '2020', toMonth: '', toYear: '', isCurrentRole: true },
    ],
    ...overrides,
  };
}

describe('isBackendFlagSet', () => {
  it.each([
    ['True', true],
    ['true', true],
    ['TRUE', true],
    [' True ', true],
    [true, true],
    ['False', false],
    ['false', false],
    ['', false],
    ['yes', false],
    ['1', false],
    [1, false],
    [false, false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('%p -> %p', (flag, expected) => {
    expect(isBackendFlagSet(flag)).toBe(expected);
  });
});

describe('buildJobApplicationPayload', () => {
  it('sends the details and job id, without resume or experience when the job asks for neither', () => {
    // when
    const payload = buildJobApplicationPayload(form(), job());
    // then
    expect(payload).toEqual({
      firstName: 'Zoë',
      secondName: "O'Neil",
      email: 'zoe@example.co.uk',
      telephone: '+44 7700 900123',
      jobId: 'J-42',
      answers: [],
    });
    expect('resume' in payload).toBe(false);
    expect('experience' in payload).toBe(false);
  });

  it("sends the resume when cvRequired is 'True'", () => {
    expect(buildJobApplicationPayload(form(), job({ cvRequired: 'True' })).resume).toEqual(resume);
  });

  it('sends the resume for the lenient spellings of the flag too', () => {
    expect(buildJobApplicationPayload(form(), job({ cvRequired: 'TRUE' })).resume).toEqual(resume);
    expect(buildJobApplicationPayload(form(), job({ cvRequired: true as unknown as string })).resume).toEqual(resume);
  });

  it('leaves the resume out when it is required but none was chosen (the validation reports it)', () => {
    const payload = buildJobApplicationPayload(form({ resume: null }), job({ cvRequired: 'True' }));
    expect('resume' in payload).toBe(false);
  });

  it('copies only the resume fields, content untouched', () => {
    // given
    const odd = { name: ' cv.docx ', contentType: 7, content: ' abc= ', extra: 'x' } as unknown as JobApplicationForm['resume'];
    // when / then
    expect(buildJobApplicationPayload(form({ resume: odd }), job({ cvRequired: 'True' })).resume).toEqual({
      name: 'cv.docx',
      contentType: '',
      content: ' abc= ',
    });
    expect(
      buildJobApplicationPayload(form({ resume: { name: 'a.pdf' } as JobApplicationForm['resume'] }), job({ cvRequired: 'True' }))
        .resume,
    ).toEqual({ name: 'a.pdf', contentType: '', content: '' });
  });

  it("sends every experience row without its id when workExperienceRequired is 'True'", () => {
    // when
    const payload = buildJobApplicationPayload(form(), job({ workExperienceRequired: 'True' }));
    // then
    expect(payload.experience).toEqual([
      { employer: 'Tavola', jobTitle: 'Chef', fromMonth: '01', fromYear: '2018', toMonth: '02', toYear: '2020', isCurrentRole: false },
      { employer: 'Bistro', jobTitle: 'Sous chef', fromMonth: '03', fromYear: '2020', toMonth: '', toYear: '', isCurrentRole: true },
    ]);
  });

  it('never sends end dates for a current role, and sends a blank row as blank', () => {
    // given
    const rows = [
      { ...blankExperienceRow(1), employer: ' Tavola ', isCurrentRole: true, toMonth: '05', toYear: '2024' },
      blankExperienceRow(2),
    ];
    // when
    const payload = buildJobApplicationPayload(form({ experience: rows }), job({ workExperienceRequired: 'true' }));
    // then
    expect(payload.experience).toEqual([
      { employer: 'Tavola', jobTitle: '', fromMonth: '', fromYear: '', toMonth: '', toYear: '', isCurrentRole: true },
      { employer: '', jobTitle: '', fromMonth: '', fromYear: '', toMonth: '', toYear: '', isCurrentRole: false },
    ]);
  });

  it('sends an empty work history when the rows are not a list', () => {
    const broken = form({ experience: 'none' as unknown as JobApplicationForm['experience'] });
    expect(buildJobApplicationPayload(broken, job({ workExperienceRequired: 'True' })).experience).toEqual([]);
  });

  it('trims the details', () => {
    // given
    const padded = form({ firstName: '  Ann ', secondName: ' Lee', email: ' ann@example.com ', telephone: ' 0123456 ' });
    // when
    const payload = buildJobApplicationPayload(padded, job());
    // then
    expect(payload).toMatchObject({ firstName: 'Ann', secondName: 'Lee', email: 'ann@example.com', telephone: '0123456' });
  });

  describe('answers', () => {
    const questions: JobQuestion[] = [
      { id: 'q-text', question: 'Why us?', type: 'TEXT', is_mandatory: true },
      { id: 'q-yes', question: 'Over 18?', type: 'YES_NO', options: ['Yes', 'No'], is_mandatory: true },
      { id: 'q-one', question: 'Shift', type: 'SINGLE_CHOICE', options: ['Day', 'Night'], is_mandatory: false },
      { id: 'q-many', question: 'Days', type: 'MULTIPLE_CHOICE', options: ['Mon', 'Tue', 'Wed'], is_mandatory: false },
    ];

    it('sends one {id, answer} per question, in the job order: text for TEXT, options for the others', () => {
      // given
      const answers = { 'q-many': ['Mon', 'Wed'], 'q-text': ' Pasta ', 'q-one': ['Night'], 'q-yes': 'Yes' };
      // when
      const payload = buildJobApplicationPayload(form({ answers }), job({ questions }));
      // then
      expect(payload.answers).toEqual([
        { id: 'q-text', answer: 'Pasta' },
        { id: 'q-yes', answer: ['Yes'] },
        { id: 'q-one', answer: ['Night'] },
        { id: 'q-many', answer: ['Mon', 'Wed'] },
      ]);
    });

    it('sends unanswered questions empty', () => {
      expect(buildJobApplicationPayload(form({ answers: {} }), job({ questions })).answers).toEqual([
        { id: 'q-text', answer: '' },
        { id: 'q-yes', answer: [] },
        { id: 'q-one', answer: [] },
        { id: 'q-many', answer: [] },
      ]);
    });

    it('keeps one option for single answers, each option once for multiple, and text only for TEXT', () => {
      // given
      const answers = { 'q-text': ['a', 'b'], 'q-yes': ['Yes', 'No'], 'q-one': ['', 3, ' Day '], 'q-many': ['Tue', 'Tue', null] };
      // when
      const payload = buildJobApplicationPayload(form({ answers: answers as unknown as JobApplicationForm['answers'] }), job({ questions }));
      // then
      expect(payload.answers).toEqual([
        { id: 'q-text', answer: '' },
        { id: 'q-yes', answer: ['Yes'] },
        { id: 'q-one', answer: ['Day'] },
        { id: 'q-many', answer: ['Tue'] },
      ]);
    });

    it('drops answers to questions the job does not declare, and questions without an id', () => {
      // given
      const odd = [...questions.slice(0, 1), { question: 'No id', type: 'TEXT' }, null] as unknown as JobQuestion[];
      // when
      const payload = buildJobApplicationPayload(form({ answers: { 'q-text': 'Hi', stale: 'x' } }), job({ questions: odd }));
      // then
      expect(payload.answers).toEqual([{ id: 'q-text', answer: 'Hi' }]);
    });

    it('does not read answers from the prototype chain', () => {
      // given
      const ask: JobQuestion[] = [{ id: 'toString', question: '?', type: 'TEXT', is_mandatory: false }];
      // when / then
      expect(buildJobApplicationPayload(form({ answers: {} }), job({ questions: ask })).answers).toEqual([{ id: 'toString', answer: '' }]);
    });

    it('sends no answers when the job has no question list, or the answers are not a map', () => {
      expect(buildJobApplicationPayload(form({ answers: { a: 'x' } }), job({ questions: undefined })).answers).toEqual([]);
      const notMap = form({ answers: ['x'] as unknown as JobApplicationForm['answers'] });
      expect(buildJobApplicationPayload(notMap, job({ questions })).answers[0]).toEqual({ id: 'q-text', answer: '' });
    });
  });

  it('gives a blank payload for missing form and job', () => {
    expect(buildJobApplicationPayload(null as unknown as JobApplicationForm, undefined as unknown as Job)).toEqual({
      firstName: '',
      secondName: '',
      email: '',
      telephone: '',
      jobId: '',
      answers: [],
    });
  });
});
