// The jobs adapter against the real reference API on an ephemeral port: the list, one job, the location
// search and the application, each answer rule and failure mapping of spec sections 7 and 8.
import { type ApiHttpClient, AxiosJobsApi } from '@tavola/adapters';
import { ErrorCode, jobSubmitErrorMessage, MESSAGES } from '@tavola/core/errors';
import type { JobsApiPort } from '@tavola/core/ports';
import { APPLICATION_RECEIVED } from '../../server/api/routes/jobs.routes';
import { seedData } from '../../server/api/seed';
import type { SeedJob } from '../../server/api/seed/seed.types';
import { PDF_BYTES } from '../api/cv-files';
import { startAdapterHarness, type AdapterHarness } from '../support/adapter-harness';
import { aJobApplication } from '../builders/job-application.builder';

let h: AdapterHarness;
let jobs: JobsApiPort;

beforeAll(async () => {
  h = await startAdapterHarness();
  jobs = new AxiosJobsApi(h.client);
}, 60_000);

afterAll(async () => {
  await h.close();
});

const flag = (value: string) => value === 'True';
const HEAD_CHEF = seedData.jobs.find((job) => job.jobId === 'CVJ-1001') as SeedJob;
const NO_CV_JOB = seedData.jobs.find((job) => !flag(job.cvRequired) && !flag(job.workExperienceRequired)) as SeedJob;

const application = aJobApplication;

const applicationsFor = (jobId: string, email: string) =>
  h.api.handle.db.selectFrom('job_applications').selectAll().where('job_id', '=', jobId).where('email', '=', email).execute();

describe('listJobs', () => {
  it('given the seeded jobs, when listed, then every job comes with what the listing and the apply form need', async () => {
    const result = await jobs.listJobs();
    if (!result.ok) throw new Error(`expected jobs, got ${JSON.stringify(result.error)}`);
    expect(result.value).toHaveLength(seedData.jobs.length);
    expect(result.value).toContainEqual(
      expect.objectContaining({
        jobId: 'CVJ-1001',
        name: 'Head Chef',
        positionUniqueName: HEAD_CHEF.positionUniqueName,
        category: 'Back of House',
        jobtype: 'full time',
        cvRequired: 'True',
        workExperienceRequired: 'True',
        restaurantName: 'Oxford Circus',
        location: { lat: 51.5149, lng: -0.1412 },
        storeId: 'CV001',
        postedOn: '2026-11-02',
      }),
    );
  });
});

describe('getJob', () => {
  it('given a seeded job id, when fetched, then the job comes with its questions', async () => {
    const result = await jobs.getJob('CVJ-1001');
    if (!result.ok) throw new Error(`expected the job, got ${JSON.stringify(result.error)}`);
    expect(result.value).toMatchObject({ jobId: 'CVJ-1001', name: 'Head Chef', description: expect.stringContaining('Head Chef') });
    expect(result.value.questions).toEqual(HEAD_CHEF.questions);
  });

  it('given an unknown job id, when fetched, then a failure with the jobs-data code 12', async () => {
    expect(await jobs.getJob('CVJ-9999')).toEqual({
      ok: false,
      error: { code: ErrorCode.JobsDataFailed, status: 404, message: 'Sorry, this job is no longer available.' },
    });
  });

  it.each([
    ['a malformed id', 'CVJ 1001;'],
    ['an id with a slash', 'CVJ-1001/../..'],
    ['an id with a lone surrogate', 'CVJ-\uD800'],
    ['a blank id', '  '],
    ['a dot segment', '..'],
  ])('given %s, when fetched, then a failure with code 12, never an exception', async (_case, jobId) => {
    const result = await jobs.getJob(jobId);
    expect(result).toMatchObject({ ok: false, error: { code: ErrorCode.JobsDataFailed } });
  });
});

describe('submitApplication', () => {
  it('given a complete application with a PDF CV, when submitted, then the answer is success with the message, and it is stored', async () => {
    const result = await jobs.submitApplication(application(HEAD_CHEF, { email: 'adapter.pdf@example.com' }));
    expect(result).toEqual({ ok: true, value: { success: true, message: APPLICATION_RECEIVED } });
    const [stored] = await applicationsFor('CVJ-1001', 'adapter.pdf@example.com');
    expect(stored?.cv_content_type).toBe('application/pdf');
    expect(Buffer.from(stored?.cv as Uint8Array).equals(PDF_BYTES)).toBe(true);
  });

  it('given a job that needs no CV, when applied for without one, then success', async () => {
    const result = await jobs.submitApplication(application(NO_CV_JOB, { email: 'adapter.nocv@example.com' }));
    expect(result).toEqual({ ok: true, value: { success: true, message: APPLICATION_RECEIVED } });
  });

  it('given the same e-mail and job again, when submitted, then code 14 with the duplicated-request message and one application kept', async () => {
    await jobs.submitApplication(application(NO_CV_JOB, { email: 'adapter.twice@example.com' }));
    const again = await jobs.submitApplication(application(NO_CV_JOB, { email: 'Adapter.Twice@example.com' }));
    expect(again).toEqual({ ok: false, error: { code: ErrorCode.DuplicatedRequest, message: MESSAGES.duplicatedRequest, status: 409 } });
    expect(await applicationsFor(NO_CV_JOB.jobId, 'adapter.twice@example.com')).toHaveLength(1);
  });

  it('given an invalid field, when submitted, then code 15 naming the field, and the server message reaches the modal', async () => {
    const result = await jobs.submitApplication(application(HEAD_CHEF, { email: 'adapter.bad@example.com', telephone: '12345' }));
    expect(result).toMatchObject({
      ok: false,
      error: { code: ErrorCode.ApplicationValidationError, status: 400, field: 'telephone', message: expect.stringMatching(/\S/) },
    });
    const message = result.ok ? undefined : result.error.message;
    expect(jobSubmitErrorMessage(message)).toBe(message);
    expect(await applicationsFor('CVJ-1001', 'adapter.bad@example.com')).toHaveLength(0);
  });

  it('given an application for a job that is gone, when submitted, then the API code 12 comes back', async () => {
    const result = await jobs.submitApplication(application(NO_CV_JOB, { email: 'adapter.gone@example.com', jobId: 'CVJ-9999' }));
    expect(result).toMatchObject({ ok: false, error: { code: ErrorCode.JobsDataFailed, status: 404 } });
  });
});

describe('searchLocation', () => {
  it('given a full postcode, when searched, then the first entry geometry.location is the point', async () => {
    expect(await jobs.searchLocation('W1D 1BS', 'session-key-1')).toEqual({ ok: true, value: { lat: 51.5134, lng: -0.1318 } });
  });

  it('given a town, when searched without a session key, then its coordinates', async () => {
    expect(await jobs.searchLocation('manchester', '')).toEqual({ ok: true, value: { lat: 53.4808, lng: -2.2426 } });
  });

  it('given the start of a town name, when searched, then the first town listed', async () => {
    const result = await jobs.searchLocation('Newc', 'k');
    expect(result.ok && result.value).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });

  it.each([
    ['nonsense', 'Atlantis'],
    ['blank text', '   '],
    ['an unknown district', 'ZZ9'],
  ])('given %s, when searched, then null', async (_case, query) => {
    expect(await jobs.searchLocation(query, 'k')).toEqual({ ok: true, value: null });
  });

  it('given a query the API refuses (too long), when searched, then a failure with code 12', async () => {
    const result = await jobs.searchLocation('a'.repeat(101), 'k');
    expect(result).toMatchObject({ ok: false, error: { code: ErrorCode.JobsDataFailed, status: 400, field: 'query' } });
  });
});

describe('answers of the wrong shape (the client stubbed to answer 200 with them)', () => {
  const answering = (data: unknown) => new AxiosJobsApi({ call: async () => ({ ok: true, status: 200, data }) } as unknown as ApiHttpClient);
  const job = { ...HEAD_CHEF };

  it.each([
    ['an object, not a list', { jobs: [] }],
    ['a job without a location', [{ ...job, location: undefined }]],
    ['a job with text coordinates', [{ ...job, location: { lat: '51.5', lng: '-0.1' } }]],
    ['a job without its jobId', [{ ...job, jobId: 1001 }]],
    ['a question of an unknown type', [{ ...job, questions: [{ id: 'q', question: 'Why?', type: 'ESSAY', is_mandatory: true }] }]],
    ['a distance as text', [{ ...job, distance: '3 miles' }]],
    ['a posting day that is not text', [{ ...job, postedOn: 20261102 }]],
    ['malformed JSON read as text', '[{"jobId": "CVJ-1'],
  ])('given %s, when listed, then a failure with code 12', async (_case, data) => {
    expect(await answering(data).listJobs()).toEqual({ ok: false, error: { code: ErrorCode.JobsDataFailed, status: 200 } });
  });

  it('given optional fields sent as null, when fetched, then they are left out', async () => {
    const result = await answering({ ...job, salary: null, questions: null, storeId: null }).getJob('CVJ-1001');
    expect(result.ok && result.value).not.toHaveProperty('salary');
    expect(result.ok && result.value).not.toHaveProperty('storeId');
    expect(result.ok && result.value).not.toHaveProperty('questions');
  });

  it.each([
    ['no success flag', { message: 'Thanks' }],
    ['a list', []],
    ['a message that is not text', { success: true, message: 42 }],
  ])('given an application answer with %s, then a failure with code 13', async (_case, data) => {
    expect(await answering(data).submitApplication(application(NO_CV_JOB))).toEqual({
      ok: false,
      error: { code: ErrorCode.SubmitApplicationError, status: 200 },
    });
  });

  it('given a 200 saying success false with err=15, then the answer carries the message for the modal', async () => {
    const result = await answering({ success: false, message: 'Failed: err=15' }).submitApplication(application(NO_CV_JOB));
    expect(result).toEqual({ ok: true, value: { success: false, message: 'Failed: err=15' } });
    expect(result.ok && jobSubmitErrorMessage(result.value.message)).toBe(MESSAGES.invalidApplicationFields);
  });

  it('given a 200 saying success false with code 14, then the duplicate failure', async () => {
    expect(await answering({ success: false, code: '14', message: 'dup' }).submitApplication(application(NO_CV_JOB))).toEqual({
      ok: false,
      error: { code: ErrorCode.DuplicatedRequest, message: MESSAGES.duplicatedRequest, status: 200 },
    });
  });

  it.each([
    ['an object, not a list', { results: [] }],
    ['a first entry without geometry', [{ formatted_address: 'W1D, London, UK' }]],
    ['a location without lng', [{ geometry: { location: { lat: 51.5 } } }]],
  ])('given a location answer with %s, then a failure with code 12', async (_case, data) => {
    expect(await answering(data).searchLocation('W1D', 'k')).toEqual({ ok: false, error: { code: ErrorCode.JobsDataFailed, status: 200 } });
  });
});

describe('transport failures', () => {
  const failing = (failure: object) => new AxiosJobsApi({ call: async () => ({ ok: false, failure }) } as unknown as ApiHttpClient);

  it('given a failure without a catalogue code (a 500), when listing, then code 12 with the status kept', async () => {
    expect(await failing({ code: null, status: 500 }).listJobs()).toEqual({ ok: false, error: { code: ErrorCode.JobsDataFailed, status: 500 } });
  });

  it('given a failure without a catalogue code, when submitting, then code 13 with the server message kept', async () => {
    expect(await failing({ code: null, status: 422, message: 'Key reused' }).submitApplication(application(NO_CV_JOB))).toEqual({
      ok: false,
      error: { code: ErrorCode.SubmitApplicationError, status: 422, message: 'Key reused' },
    });
  });

  it('given a time-out (code 0 with its title), then it stays the catalogue try-again failure', async () => {
    expect(await failing({ code: ErrorCode.Ok, title: 'ESOCKETTIMEDOUT' }).getJob('CVJ-1001')).toEqual({
      ok: false,
      error: { code: ErrorCode.Ok, title: 'ESOCKETTIMEDOUT' },
    });
  });

});
