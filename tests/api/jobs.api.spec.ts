// Jobs through HTTP: the list, one job, the location search, and the application with its CV: checked
// with core's rules against the job, the CV judged by its bytes, stored once per e-mail and job.
import type { SeedJob } from '../../server/api/seed/seed.types';
import { seedData } from '../../server/api/seed';
import { MESSAGES } from '@tavola/core/errors';
import { CV_MAX_BYTES } from '../../server/api/jobs/cv-file';
import { APPLICATION_RECEIVED } from '../../server/api/routes/jobs.routes';
import { useApiHarness } from '../support/api-harness';
import { expectUnauthorised, type Endpoint } from './auth-checks';
import { DOCX_BYTES, PDF_BYTES, PLAIN_ZIP_BYTES, TEXT_BYTES, base64 } from './cv-files';
import { aJobApplication, jobAnswers } from '../builders/job-application.builder';

const { harness, api } = useApiHarness();

const flag = (value: string) => value === 'True';
const HEAD_CHEF = seedData.jobs.find((job) => job.jobId === 'CVJ-1001') as SeedJob;
const NO_CV_JOB = seedData.jobs.find((job) => !flag(job.cvRequired) && !flag(job.workExperienceRequired)) as SeedJob;

const answersFor = jobAnswers;
const application = (job: SeedJob, overrides: Record<string, unknown> = {}) => aJobApplication(job, overrides);

const applicationsFor = (jobId: string, email: string) =>
  harness.handle.db.selectFrom('job_applications').selectAll().where('job_id', '=', jobId).where('email', '=', email).execute();

describe('GET /api/jobs', () => {
  it('answers every open job with what the listing and the apply form need', async () => {
    const response = await api.get('/api/jobs');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(25);
    expect(response.body).toContainEqual(
      expect.objectContaining({
        jobId: 'CVJ-1001',
        name: 'Head Chef',
        category: 'Back of House',
        jobtype: 'full time',
        cvRequired: 'True',
        workExperienceRequired: 'True',
        restaurantName: 'Oxford Circus',
        location: { lat: 51.5149, lng: -0.1412 },
      }),
    );
  });
});

describe('GET /api/jobs/:jobId', () => {
  it('given a job id, when fetched, then the job comes with its questions', async () => {
    const response = await api.get('/api/jobs/CVJ-1001');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ jobId: 'CVJ-1001', name: 'Head Chef', description: expect.stringContaining('Head Chef') });
    expect(response.body.questions.map((q: { type: string }) => q.type)).toEqual(expect.arrayContaining(['YES_NO', 'TEXT']));
  });

  it('given an unknown job id, when fetched, then 404 with code 12', async () => {
    const response = await api.get('/api/jobs/CVJ-9999');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 12, message: 'Sorry, this job is no longer available.' });
  });

  it('given a malformed job id, when fetched, then 400 naming jobId', async () => {
    const response = await api.get(`/api/jobs/${encodeURIComponent('CVJ 1001;')}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'jobId' });
  });
});

describe('GET /api/jobs/locations', () => {
  it('given a full postcode, when searched, then its district comes first with geometry.location', async () => {
    const response = await api.get('/api/jobs/locations?query=W1D%201BS&sessionKey=abc-123');
    expect(response.status).toBe(200);
    expect(response.body[0]).toEqual({
      formatted_address: 'W1D, London, UK',
      geometry: { location: { lat: 51.5134, lng: -0.1318 } },
      place_id: 'district:W1D',
      types: ['postal_code_prefix'],
    });
  });

  it.each([
    ['a district in lower case', 'm1', 'M1'],
    ['a postcode without its space', 'W1D1BS', 'W1D'],
  ])('given %s, when searched, then the district is found', async (_case, query, district) => {
    const response = await api.get(`/api/jobs/locations?query=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    expect(response.body[0].place_id).toBe(`district:${district}`);
  });

  it('given a town name, when searched, then the town comes first', async () => {
    const response = await api.get('/api/jobs/locations?query=manchester');
    expect(response.status).toBe(200);
    expect(response.body[0]).toMatchObject({ formatted_address: 'Manchester, UK', geometry: { location: { lat: 53.4808, lng: -2.2426 } } });
  });

  it('given the start of a town name, when searched, then the towns it starts are listed', async () => {
    const response = await api.get('/api/jobs/locations?query=Newc');
    expect(response.status).toBe(200);
    expect(response.body.map((place: { formatted_address: string }) => place.formatted_address)).toContain('Newcastle, UK');
  });

  it('given a place that is not known, when searched, then an empty list', async () => {
    const response = await api.get('/api/jobs/locations?query=Atlantis');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it.each([
    ['no query', '', 'query'],
    ['a blank query', '?query=%20%20', 'query'],
    ['a query that is too long', `?query=${'a'.repeat(101)}`, 'query'],
    ['an unknown parameter', '?query=W1D&radius=5', 'radius'],
  ])('given %s, when searched, then 400 naming %s', async (_case, query, field) => {
    const response = await api.get(`/api/jobs/locations${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field });
  });
});

describe('POST /api/jobs/application', () => {
  it('given a complete application with a PDF CV, when submitted, then it is stored with the CV and acknowledged', async () => {
    const response = await api.post('/api/jobs/application', application(HEAD_CHEF), 'apply-pdf-00001');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: APPLICATION_RECEIVED });

    const [stored] = await applicationsFor('CVJ-1001', 'mario.dangelo@example.com');
    expect(stored?.cv_name).toBe('Mario CV.pdf');
    expect(stored?.cv_content_type).toBe('application/pdf');
    expect(Buffer.from(stored?.cv as Uint8Array).equals(PDF_BYTES)).toBe(true);
    expect(stored?.data).toMatchObject({ firstName: 'Mario', telephone: '+44 7700 900555' });
    expect((stored?.data as { experience: unknown[] }).experience).toHaveLength(2);
    expect((stored?.data as { answers: unknown[] }).answers).toContainEqual({
      id: 'q-right-to-work',
      question: 'Do you have the right to work in the UK?',
      answer: ['Yes'],
    });

    const emails = await harness.handle.db.selectFrom('outbox').selectAll().where('recipient', '=', 'mario.dangelo@example.com').execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Your application: Head Chef');
  });

  it('given a real .docx CV, when submitted, then it is accepted and stored as Word', async () => {
    const body = application(HEAD_CHEF, {
      email: 'docx.applicant@example.com',
      resume: { name: 'cv.DOCX', contentType: 'application/octet-stream', content: base64(DOCX_BYTES) },
    });
    const response = await api.post('/api/jobs/application', body, 'apply-docx-0001');
    expect(response.status).toBe(200);
    const [stored] = await applicationsFor('CVJ-1001', 'docx.applicant@example.com');
    expect(stored?.cv_content_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('given a job that needs no CV, when applied for without one, then it is accepted', async () => {
    const response = await api.post('/api/jobs/application', application(NO_CV_JOB, { email: 'no.cv@example.com' }), 'apply-nocv-0001');
    expect(response.status).toBe(200);
    const [stored] = await applicationsFor(NO_CV_JOB.jobId, 'no.cv@example.com');
    expect(stored?.cv).toBeNull();
  });

  it('given the same key and body again, when submitted, then the first answer is replayed', async () => {
    const body = application(NO_CV_JOB, { email: 'replay.applicant@example.com' });
    const first = await api.post('/api/jobs/application', body, 'apply-replay-01');
    const again = await api.post('/api/jobs/application', body, 'apply-replay-01');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await applicationsFor(NO_CV_JOB.jobId, 'replay.applicant@example.com')).toHaveLength(1);
  });

  it('given the same key with another body, when submitted, then 422', async () => {
    await api.post('/api/jobs/application', application(NO_CV_JOB, { email: 'key.user@example.com' }), 'apply-mismatch1');
    const response = await api.post('/api/jobs/application', application(NO_CV_JOB, { email: 'key.user@example.com', firstName: 'Luigi' }), 'apply-mismatch1');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
  });

  it('given the same e-mail (in another case) and job again, when submitted, then 409 with code 14', async () => {
    await api.post('/api/jobs/application', application(NO_CV_JOB, { email: 'again@example.com' }), 'apply-dup-00001');
    const response = await api.post('/api/jobs/application', application(NO_CV_JOB, { email: 'Again@Example.com' }), 'apply-dup-00002');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, code: 14, message: MESSAGES.duplicatedRequest });
    expect(await applicationsFor(NO_CV_JOB.jobId, 'again@example.com')).toHaveLength(1);
    const emails = await harness.handle.db.selectFrom('outbox').select('id').where('recipient', 'in', ['again@example.com', 'Again@Example.com']).execute();
    expect(emails).toHaveLength(1);
  });

  it.each([
    ['text renamed .pdf', { name: 'cv.pdf', contentType: 'application/pdf', content: base64(TEXT_BYTES) }, 'Resume content is not a PDF file'],
    ['text renamed .docx', { name: 'cv.docx', contentType: 'application/msword', content: base64(TEXT_BYTES) }, 'Resume content is not a Word (.docx) file'],
    ['a zip that is not Word', { name: 'cv.docx', contentType: 'application/zip', content: base64(PLAIN_ZIP_BYTES) }, 'Resume content is not a Word (.docx) file'],
    ['a PDF renamed .docx', { name: 'cv.docx', contentType: 'application/pdf', content: base64(PDF_BYTES) }, 'Resume content is not a Word (.docx) file'],
    ['text that is not base64', { name: 'cv.pdf', contentType: 'application/pdf', content: 'not base64!' }, 'Resume content is not valid base64'],
  ])('given %s as the CV, when submitted, then 400 code 15 naming resume.content', async (_case, resume, message) => {
    const response = await api.post('/api/jobs/application', application(HEAD_CHEF, { email: 'fake.cv@example.com', resume }), `apply-fake-${message.length}-${resume.content.length}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 15, message, field: 'resume.content' });
    expect(await applicationsFor('CVJ-1001', 'fake.cv@example.com')).toHaveLength(0);
  });

  it('given a .txt file name, when submitted, then 400 naming resume.name', async () => {
    const resume = { name: 'cv.txt', contentType: 'text/plain', content: base64(TEXT_BYTES) };
    const response = await api.post('/api/jobs/application', application(HEAD_CHEF, { email: 'txt.cv@example.com', resume }), 'apply-txt-00001');
    expect(response.status).toBe(400);
    // Core reports a wrong file ending on the resume (or its name): either names the CV.
    expect(response.body).toEqual({ code: 15, message: expect.stringContaining('.pdf or .docx'), field: expect.stringMatching(/^resume/) });
  });

  it('given a CV over 5 MB decoded, when submitted, then 413', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(CV_MAX_BYTES + 1 - PDF_BYTES.length, 0x20)]);
    const resume = { name: 'big.pdf', contentType: 'application/pdf', content: base64(big) };
    const response = await api.post('/api/jobs/application', application(HEAD_CHEF, { email: 'big.cv@example.com', resume }), 'apply-big-00001');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Resume must be 5 MB or smaller', field: 'resume.content' });
  });

  it('given a CV of exactly 5 MB, when submitted, then it is accepted', async () => {
    const exact = Buffer.concat([PDF_BYTES, Buffer.alloc(CV_MAX_BYTES - PDF_BYTES.length, 0x20)]);
    const resume = { name: 'exact.pdf', contentType: 'application/pdf', content: base64(exact) };
    const response = await api.post('/api/jobs/application', application(HEAD_CHEF, { email: 'exact.cv@example.com', resume }), 'apply-exact-0001');
    expect(response.status).toBe(200);
  });

  it('given a body over the 7 MB limit, when submitted, then 413 before anything is read', async () => {
    const resume = { name: 'huge.pdf', contentType: 'application/pdf', content: 'A'.repeat(7 * 1024 * 1024 + 4) };
    const response = await api.post('/api/jobs/application', application(HEAD_CHEF, { email: 'huge.cv@example.com', resume }), 'apply-huge-00001');
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    ['firstName', { firstName: 'Mario1' }],
    ['secondName', { secondName: undefined }],
    ['email', { email: 'mario@example.info' }],
    ['telephone', { telephone: '12345' }],
    ['resume', { resume: undefined }],
    ['experience', { experience: [] }],
    ['experience.0.toYear', { experience: [{ employer: 'A', jobTitle: 'B', fromMonth: '5', fromYear: '2020', toMonth: '5', toYear: '2020', isCurrentRole: false }] }],
    ['experience.0.fromYear', { experience: [{ employer: 'A', jobTitle: 'B', fromMonth: '5', fromYear: '1970', toMonth: '5', toYear: '2020', isCurrentRole: false }] }],
    ['answers.q-notice.answer', { answers: answersFor(HEAD_CHEF).filter((answer) => answer.id !== 'q-notice') }],
    ['answers.q-right-to-work.answer', { answers: [{ id: 'q-right-to-work', answer: ['Maybe'] }] }],
    ['coverLetter', { coverLetter: 'Dear team' }],
    ['jobId', { jobId: undefined }],
    ['jobId', { jobId: 42 }],
  ])('given a bad %s, when submitted, then 400 with code 15 naming it', async (field, overrides) => {
    const response = await api.post('/api/jobs/application', application(HEAD_CHEF, { email: 'bad.input@example.com', ...overrides }), `apply-bad-${field.length}-${JSON.stringify(overrides).length}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 15, field });
    expect(await applicationsFor('CVJ-1001', 'bad.input@example.com')).toHaveLength(0);
  });

  it('given an unknown job, when applied for, then 404 with code 12', async () => {
    const response = await api.post('/api/jobs/application', application(HEAD_CHEF, { jobId: 'CVJ-9999' }), 'apply-unknown-01');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(12);
  });

  it('given no Idempotency-Key, when submitted, then 400 naming the header', async () => {
    const response = await api.post('/api/jobs/application', application(NO_CV_JOB));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'Idempotency-Key' });
  });
});

const ENDPOINTS: Endpoint[] = [
  ['get', '/api/jobs'],
  ['get', '/api/jobs/CVJ-1001'],
  ['get', '/api/jobs/locations?query=W1D'],
  ['post', '/api/jobs/application', application(NO_CV_JOB)],
];

describe('access', () => {
  it.each(ENDPOINTS)('given %s %s without a token, a wrong brandKey or no sessionId, then 401 JSON', async (...endpoint) => {
    await expectUnauthorised(harness, endpoint as Endpoint);
  });
});
