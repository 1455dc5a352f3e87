// Applying for a job as a use-case (spec sections 3, 4 and 5): the check, the one submission in flight,
// what the answer means, and the page answered without script.
import { ErrorCode } from '../errors/error-code';
import { MESSAGES } from '../errors/messages';
import type { ApplicationAnswer, JobsApiPort } from '../ports/jobs-api.port';
import { fail, ok, type ApiResult } from '../shared/api-result';
import { resetForm, type JobApplicationForm } from './job-application-form';
import { createJobApplicationUseCase, type PostedApplication } from './job-application-use-case';
import type { Job, JobApplicationPayload } from './job.models';

const job: Job = {
  jobId: 'CVJ-1012',
  name: 'Waiter',
  positionUniqueName: 'waiter-cv001-pt',
  category: 'Front of House',
  jobtype: 'part time',
  cvRequired: 'False',
  workExperienceRequired: 'False',
  location: { lat: 51.5, lng: -0.14 },
  questions: [{ id: 'q-right-to-work', question: 'Do you have the right to work in the UK?', type: 'YES_NO', is_mandatory: true }],
};

const typed: JobApplicationForm = {
  ...resetForm(),
  firstName: 'Ada',
  secondName: 'Lovelace',
  email: 'ada@example.com',
  telephone: '07700 900123',
  answers: { 'q-right-to-work': 'Yes' },
};

/** A jobs API that answers each application when told to, and records what it was sent. */
function jobsApi() {
  const sent: JobApplicationPayload[] = [];
  let answer: (result: ApiResult<ApplicationAnswer>) => void = () => undefined;
  const port: Pick<JobsApiPort, 'submitApplication'> = {
    submitApplication: (payload) => {
      sent.push(payload);
      return new Promise((resolve) => {
        answer = resolve;
      });
    },
  };
  return { port, sent, answer: (result: ApiResult<ApplicationAnswer>) => answer(result) };
}

function typeIn(useCase: ReturnType<typeof createJobApplicationUseCase>, form: JobApplicationForm = typed): void {
  useCase.setDetail('firstName', form.firstName);
  useCase.setDetail('secondName', form.secondName);
  useCase.setDetail('email', form.email);
  useCase.setDetail('telephone', form.telephone);
  for (const [id, value] of Object.entries(form.answers)) useCase.setAnswer(id, value);
}

describe('the job application use-case', () => {
  it('given an empty form, when sent, then nothing is sent and each missing field has its error, in the form order', async () => {
    const api = jobsApi();
    const useCase = createJobApplicationUseCase({ jobs: api.port }, { job, currentYear: 2026 });
    useCase.open();
    expect(await useCase.submit()).toBe(false);
    expect(api.sent).toHaveLength(0);
    expect(useCase.getSnapshot().fieldErrors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['firstName', 'secondName', 'email', 'telephone', 'answers.q-right-to-work.answer']),
    );
    expect(useCase.getSnapshot().modal.loading).toBe(false);
  });

  it('given a valid form, when sent, then the modal waits, one application goes, and a success thanks the applicant', async () => {
    const api = jobsApi();
    const useCase = createJobApplicationUseCase({ jobs: api.port }, { job, currentYear: 2026 });
    const seen: boolean[] = [];
    useCase.subscribe(() => seen.push(useCase.getSnapshot().modal.loading));
    useCase.open();
    typeIn(useCase);
    const sending = useCase.submit();
    expect(useCase.getSnapshot().modal.loading).toBe(true);
    // A second press while the first is in flight sends nothing more.
    expect(await useCase.submit()).toBe(true);
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]).toMatchObject({ firstName: 'Ada', secondName: 'Lovelace', email: 'ada@example.com', jobId: 'CVJ-1012' });
    api.answer(ok({ success: true, message: 'Thanks' }));
    expect(await sending).toBe(true);
    expect(useCase.getSnapshot().modal).toMatchObject({ thanks: true, loading: false, errorModal: false });
    expect(seen).toContain(true);
  });

  it('given the API refuses with code 14, when sent, then the error modal says it is a duplicate, and what was typed is kept', async () => {
    const api = jobsApi();
    const useCase = createJobApplicationUseCase({ jobs: api.port }, { job, currentYear: 2026 });
    useCase.open();
    typeIn(useCase);
    const sending = useCase.submit();
    api.answer(fail({ code: ErrorCode.DuplicatedRequest, status: 409 }));
    await sending;
    expect(useCase.getSnapshot().modal).toMatchObject({ errorModal: true, errorMessage: MESSAGES.duplicatedRequest, thanks: false });
    expect(useCase.getSnapshot().form.email).toBe('ada@example.com');
    useCase.dismissError();
    expect(useCase.getSnapshot().modal).toMatchObject({ shown: true, errorModal: false, errorMessage: '' });
  });

  it('given a jobs port that throws, when sent, then the error modal says the submission failed, and nothing throws', async () => {
    const useCase = createJobApplicationUseCase(
      { jobs: { submitApplication: () => Promise.reject(new Error('socket hang up')) } },
      { job, currentYear: 2026 },
    );
    useCase.open();
    typeIn(useCase);
    await expect(useCase.submit()).resolves.toBe(true);
    expect(useCase.getSnapshot().modal).toMatchObject({ errorModal: true, errorMessage: MESSAGES.submitApplicationError });
  });

  it('given no jobs port (a page rendered without one), when a valid form is sent, then the submit error shows', async () => {
    const useCase = createJobApplicationUseCase({}, { job, currentYear: 2026 });
    useCase.open();
    typeIn(useCase);
    expect(await useCase.submit()).toBe(true);
    expect(useCase.getSnapshot().modal).toMatchObject({ errorModal: true, errorMessage: MESSAGES.submitApplicationError });
  });

  it('given the modal closed while an application is in flight, when the answer comes, then nothing changes', async () => {
    const api = jobsApi();
    const useCase = createJobApplicationUseCase({ jobs: api.port }, { job, currentYear: 2026 });
    useCase.open();
    typeIn(useCase);
    const sending = useCase.submit();
    useCase.close();
    api.answer(ok({ success: true, message: 'Thanks' }));
    await sending;
    expect(useCase.getSnapshot().modal).toMatchObject({ shown: false, thanks: false });
  });

  it('given an applicant who was thanked, when the modal opens again, then the form is fresh', async () => {
    const api = jobsApi();
    const useCase = createJobApplicationUseCase({ jobs: api.port }, { job, currentYear: 2026 });
    useCase.open();
    typeIn(useCase);
    const sending = useCase.submit();
    api.answer(ok({ success: true, message: 'Thanks' }));
    await sending;
    useCase.open();
    expect(useCase.getSnapshot().form).toEqual(resetForm());
    expect(useCase.getSnapshot().modal).toMatchObject({ shown: true, thanks: false });
  });

  it('given an applicant who closed the modal without sending, when it opens again, then what they typed is still there', () => {
    const useCase = createJobApplicationUseCase({}, { job, currentYear: 2026 });
    useCase.open();
    typeIn(useCase);
    useCase.close();
    useCase.open();
    expect(useCase.getSnapshot().form.firstName).toBe('Ada');
  });

  it('given an error on a work-history row, when that row is removed, then its error is no longer shown', async () => {
    const needsHistory: Job = { ...job, workExperienceRequired: 'True' };
    const useCase = createJobApplicationUseCase({}, { job: needsHistory, currentYear: 2026 });
    useCase.open();
    typeIn(useCase);
    useCase.addExperience();
    await useCase.submit();
    expect(useCase.getSnapshot().fieldErrors.some((e) => e.field.startsWith('experience.1.'))).toBe(true);
    useCase.removeLastExperience();
    expect(useCase.getSnapshot().fieldErrors.some((e) => e.field.startsWith('experience.1.'))).toBe(false);
  });

  it('given a job that needs a CV and work history, then the snapshot says so', () => {
    const snapshot = createJobApplicationUseCase({}, { job: { ...job, cvRequired: 'True', workExperienceRequired: 'True' }, currentYear: 2026 }).getSnapshot();
    expect(snapshot).toMatchObject({ cvRequired: true, workExperienceRequired: true });
    expect(createJobApplicationUseCase({}, { job, currentYear: 2026 }).getSnapshot()).toMatchObject({ cvRequired: false, workExperienceRequired: false });
  });
});

describe('an application the server answered without script', () => {
  const posted = (over: Partial<PostedApplication>): PostedApplication => ({ ok: false, form: typed, fieldErrors: {}, message: null, resumeName: null, ...over });

  it('given a success, then the modal opens on the thanks', () => {
    const useCase = createJobApplicationUseCase({}, { job, currentYear: 2026, posted: posted({ ok: true }) });
    expect(useCase.getSnapshot().modal).toMatchObject({ shown: true, thanks: true });
  });

  it("given field errors, then core's own errors come with their keys and the server's others (the CV's) are kept, with the CV to choose again", () => {
    const form = { ...typed, email: 'not an e-mail' };
    const useCase = createJobApplicationUseCase({}, {
      job,
      currentYear: 2026,
      posted: posted({ form, fieldErrors: { email: 'Server words for the e-mail', resume: 'The CV is larger than 5 MB', telephone: 'The API refused this number' }, resumeName: 'cv.pdf' }),
    });
    const snapshot = useCase.getSnapshot();
    expect(snapshot.form.email).toBe('not an e-mail');
    expect(snapshot.fieldErrors.map((e) => e.field)).toEqual(['email']);
    expect(snapshot.serverErrors).toEqual({ resume: 'The CV is larger than 5 MB', telephone: 'The API refused this number' });
    expect(snapshot.resumeToChooseAgain).toBe('cv.pdf');
  });

  it('given a failure that names no field, then the error modal says it, with what was typed kept', () => {
    const useCase = createJobApplicationUseCase({}, { job, currentYear: 2026, posted: posted({ message: MESSAGES.duplicatedRequest }) });
    expect(useCase.getSnapshot().modal).toMatchObject({ shown: true, errorModal: true, errorMessage: MESSAGES.duplicatedRequest });
    expect(useCase.getSnapshot().form.firstName).toBe('Ada');
  });

  it("given the server's messages, when the applicant sends again, then they are dropped, and choosing a CV drops the reminder", async () => {
    const useCase = createJobApplicationUseCase({}, { job, currentYear: 2026, posted: posted({ fieldErrors: { resume: 'The CV is larger than 5 MB' }, resumeName: 'cv.pdf' }) });
    useCase.setResume({ name: 'smaller.pdf', contentType: 'application/pdf', content: 'JVBERi0=' });
    expect(useCase.getSnapshot().resumeToChooseAgain).toBeNull();
    await useCase.submit();
    expect(useCase.getSnapshot().serverErrors).toEqual({});
  });
});
