// Issue 16, item 2: a job application without JavaScript. "Apply now" links to the job's apply page, whose
// form posts itself as multipart/form-data with the CV; core's rules check it, the same API call stores it,
// and the page answers with the thanks or the form again, typed values kept and errors by field (the CV to
// be chosen again, in words). A CV over core's size limit or of the wrong type is a 400 naming it, nothing
// stored; nothing typed lands in a URL; the upload's rate limit counts these posts.
import request from 'supertest';
import { RATE_LIMITS, UPLOADS } from '@tavola/core/constants';
import { MESSAGES } from '@tavola/core/errors';
import type { Job } from '@tavola/core/jobs';
import { seedData } from '../../server/api/seed';
import { CV_TOO_LARGE } from '../../server/site/job-application-post';
import { PDF_BYTES } from '../api/cv-files';
import { useSiteHarness, type SiteHarness } from '../support/site-harness';

const HEAD_CHEF = 'CVJ-1001';
const APPLY = `/careers/job/${HEAD_CHEF}/apply`;

const escaped = (text: string) => text.replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

async function headChef(_site: SiteHarness): Promise<Job> {
  return seedData.jobs.find((job) => job.jobId === HEAD_CHEF) as unknown as Job;
}

/** A complete application's fields for the job: details, one past role, every question answered. */
function fieldsFor(job: Job, email: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {
    firstName: 'Marco',
    secondName: 'Bianchi',
    email,
    telephone: '07700 900456',
    'experience.0.employer': 'Trattoria Roma',
    'experience.0.jobTitle': 'Sous chef',
    'experience.0.fromMonth': '3',
    'experience.0.fromYear': '2019',
    'experience.0.toMonth': '6',
    'experience.0.toYear': '2024',
  };
  for (const question of job.questions ?? []) {
    fields[`answers.${question.id}`] = question.type === 'TEXT' ? 'Three months' : [question.options?.[0] ?? ''];
  }
  return fields;
}

function post(site: SiteHarness, fields: Record<string, string | string[]>, file?: { bytes: Buffer; name: string; type?: string }, forwardedFor?: string) {
  const test = request(site.app).post(APPLY);
  if (forwardedFor) test.set('X-Forwarded-For', forwardedFor);
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) test.field(name, one);
  // The CV comes last, as in the page's form.
  if (file) test.attach('resume', file.bytes, { filename: file.name, contentType: file.type ?? 'application/pdf' });
  else test.attach('resume', Buffer.alloc(0), { filename: '', contentType: 'application/octet-stream' });
  return test;
}

const applications = (site: SiteHarness, email: string) =>
  site.api.handle.db.selectFrom('job_applications').selectAll().where('job_id', '=', HEAD_CHEF).where('email', '=', email).execute();

/** The value shown in a control, by its id. */
function valueOf(html: string, id: string): string | undefined {
  return new RegExp(`<input[^>]*id="${id}"[^>]*value="([^"]*)"|<input[^>]*value="([^"]*)"[^>]*id="${id}"`).exec(html)?.slice(1).find((v) => v !== undefined);
}

describe('the job application without JavaScript', () => {
  const site = useSiteHarness();

  it('given the job page, then "Apply now" is a link to the apply page, whose form posts itself as multipart with the CV last', async () => {
    const job = await request(site.app).get(`/careers/job/${HEAD_CHEF}`);
    expect(job.text).toContain(`<a class="btn btn--primary" href="${APPLY}">Apply now`);
    const page = await request(site.app).get(APPLY);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1 class="page-hero__title">Apply for Head Chef</h1>');
    const form = /<form[^>]*>/.exec(page.text.slice(page.text.indexOf('class="apply-form"') - 6))?.[0] ?? '';
    expect(form).toContain(`action="${APPLY}"`);
    expect(form).toContain('method="post"');
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(page.text).toContain('name="answers.q-notice"');
    expect(page.text).toContain('name="experience.0.fromYear"');
    // End dates can be chosen without script; the CV is the form's last field.
    expect(page.text).not.toMatch(/id="apply-exp-0-toMonth"[^>]*disabled/);
    expect(page.text.lastIndexOf('name="resume"')).toBeGreaterThan(page.text.lastIndexOf('name="answers.'));
    expect(page.text).toContain('<meta name="robots" content="noindex');
  });

  it('given a complete application with a PDF, then the thanks on the page, the application stored once with its CV, a reload stores nothing more', async () => {
    const job = await headChef(site);
    const email = 'marco.nojs@example.com';
    const fields = fieldsFor(job, email);
    const res = await post(site, fields, { bytes: PDF_BYTES, name: 'Marco CV.pdf' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toContain('Thank you for applying');
    const stored = await applications(site, email);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.cv_name).toBe('Marco CV.pdf');
    // The same post again (a reload): the same Idempotency-Key, one application.
    expect((await post(site, fields, { bytes: PDF_BYTES, name: 'Marco CV.pdf' })).text).toContain('Thank you for applying');
    expect(await applications(site, email)).toHaveLength(1);
  });

  it('given a bad e-mail, no name and no answer to a mandatory question, then 400 with the form again: typed values kept, errors by field, the CV asked for again', async () => {
    const job = await headChef(site);
    const email = 'not-an-address@';
    const fields = { ...fieldsFor(job, email), firstName: '', 'answers.q-notice': '' };
    const res = await post(site, fields, { bytes: PDF_BYTES, name: 'Marco CV.pdf' });
    expect(res.status).toBe(400);
    expect(await applications(site, email)).toHaveLength(0);
    expect(valueOf(res.text, 'apply-email')).toBe(email);
    expect(valueOf(res.text, 'apply-second-name')).toBe('Bianchi');
    expect(valueOf(res.text, 'apply-exp-0-employer')).toBe('Trattoria Roma');
    expect(res.text).toMatch(/<p class="field__error" id="apply-first-name-error">[^<]+<\/p>/);
    expect(res.text).toMatch(/<p class="field__error" id="apply-email-error">[^<]+<\/p>/);
    expect(res.text).toMatch(/id="apply-q-q-notice-error"/);
    expect(res.text).toContain('Please check your application');
    expect(res.text).toContain(escaped('You chose Marco CV.pdf: please choose it again'));
    expect(res.text).toContain('Trattoria Roma');
    // Nothing typed went anywhere but the page.
    expect(res.headers.location).toBeUndefined();
  });

  it('given a CV over core\'s size limit, then 400 naming the CV, nothing stored, what was typed kept', async () => {
    const job = await headChef(site);
    const email = 'big.cv.nojs@example.com';
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(UPLOADS.cvMaxBytes + 1 - PDF_BYTES.length, 0x20)]);
    const res = await post(site, fieldsFor(job, email), { bytes: big, name: 'big.pdf' });
    expect(res.status).toBe(400);
    expect(res.text).toContain(`<p class="field__error" id="apply-resume-error">${CV_TOO_LARGE}</p>`);
    expect(valueOf(res.text, 'apply-email')).toBe(email);
    expect(await applications(site, email)).toHaveLength(0);
    expect(site.logs.filter((line) => !line.startsWith('warn:'))).toEqual([]);
  });

  it('given a CV of the wrong type (by its name, then by its bytes), then 400 naming the CV, nothing stored', async () => {
    const job = await headChef(site);
    const email = 'text.cv.nojs@example.com';
    const named = await post(site, fieldsFor(job, email), { bytes: Buffer.from('plain text'), name: 'cv.txt', type: 'text/plain' });
    expect(named.status).toBe(400);
    expect(named.text).toMatch(/<p class="field__error" id="apply-resume-error">[^<]*\.pdf[^<]*<\/p>/);
    const disguised = await post(site, fieldsFor(job, email), { bytes: Buffer.from('plain text, not a PDF'), name: 'cv.pdf' });
    expect(disguised.status).toBe(400);
    expect(disguised.text).toMatch(/<p class="field__error" id="apply-resume-error">[^<]*PDF[^<]*<\/p>/);
    expect(await applications(site, email)).toHaveLength(0);
  });

  it('given "Add another role" pressed without script, then the form again with a second row, typed values kept, nothing sent', async () => {
    const job = await headChef(site);
    const email = 'rows.nojs@example.com';
    const res = await post(site, { ...fieldsFor(job, email), _rows: 'add' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('name="experience.1.employer"');
    expect(valueOf(res.text, 'apply-exp-0-employer')).toBe('Trattoria Roma');
    expect(res.text).not.toContain('field__error');
    expect(await applications(site, email)).toHaveLength(0);
  });

  it('given a post that is not multipart, or a job that is not there, then a 400 page or the 404 page, never a 5xx', async () => {
    const urlencoded = await request(site.app).post(APPLY).type('form').send('firstName=A');
    expect(urlencoded.status).toBe(400);
    const missing = await request(site.app).post('/careers/job/NOPE-1/apply').field('firstName', 'A');
    expect(missing.status).toBe(404);
  });
});

describe('the job application without JavaScript and the upload\'s rate limit', () => {
  const site = useSiteHarness({ config: { trustProxyHops: 1, rateLimits: { ...RATE_LIMITS, upload: { windowMs: 60_000, max: 2 } } } });

  it('given a diner over the upload limit, then 429 with the page saying so in words, nothing read or stored', async () => {
    const job = await headChef(site);
    const email = 'limited.nojs@example.com';
    const fields = { ...fieldsFor(job, email), firstName: '' };
    expect((await post(site, fields, { bytes: PDF_BYTES, name: 'cv.pdf' }, '203.0.113.50')).status).toBe(400);
    expect((await post(site, fields, { bytes: PDF_BYTES, name: 'cv.pdf' }, '203.0.113.50')).status).toBe(400);
    const limited = await post(site, { ...fields, firstName: 'Marco' }, { bytes: PDF_BYTES, name: 'cv.pdf' }, '203.0.113.50');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.text).toContain(escaped(MESSAGES.tooManyRequests));
    expect(await applications(site, email)).toHaveLength(0);
  });
});

describe('the job application without JavaScript with captcha on', () => {
  const site = useSiteHarness({ config: { recaptchaSiteKey: 'site-key-for-tests' } });

  it('given a complete application, then nothing is sent and the page says the check needs JavaScript', async () => {
    const job = await headChef(site);
    const email = 'captcha.nojs@example.com';
    const res = await post(site, fieldsFor(job, email), { bytes: PDF_BYTES, name: 'cv.pdf' });
    expect(res.status).toBe(400);
    expect(res.text).toContain(escaped(MESSAGES.captchaNeedsScript));
    expect(await applications(site, email)).toHaveLength(0);
  });
});
