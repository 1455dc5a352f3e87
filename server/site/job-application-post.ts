// A job application without JavaScript (issue 16, item 2): the job's apply page (/careers/job/{id}/apply)
// posts its form to itself as multipart/form-data with the CV. multer reads the post into memory, bounded by
// core's limits (the CV at UPLOADS.cvMaxBytes, one file, the texts at INPUT.textMaxLength); the fields, named
// by core's field paths, become the apply form (web/pages/parts/job-application-post.ts), which core's rules
// check against the job (validateJobApplication: every field, the CV's name and type), and a valid one is
// sent as the same payload through the same form route as the browser's POST /__forms/job-application,
// under the forms' and the upload's rate limits, with an Idempotency-Key per application (a reload makes
// one). The page answers: the thanks, or the form again with what was typed and its errors by field (the
// file is never kept: the page asks for it again in words). A file over the limit is a 400 naming the CV,
// never a 5xx, and nothing is sent. The work-history buttons are submits here: the page comes back with a
// row more or less, nothing sent. Nothing typed goes into a URL, and no answer is stored by any cache.
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Container } from 'inversify';
import multer from 'multer';
import { CAPTCHA_FORMS, INPUT, UPLOADS } from '@tavola/core/constants';
import { MESSAGES, jobSubmitErrorMessage } from '@tavola/core/errors';
import { addRow, buildJobApplicationPayload, removeLastRow, visibleFieldErrors, type Job, type JobApplicationForm, type Resume } from '@tavola/core/jobs';
import { ClockToken, JobsApiToken, type ClockPort, type JobsApiPort } from '@tavola/core/ports';
import { unsafeTextField, validateJobApplication } from '@tavola/core/validation';
import {
  JOB_APPLICATION_FORM,
  MAX_EXPERIENCE_ROWS,
  RESUME_FIELD,
  ROWS_FIELD,
  applicationFormOf,
  postedApplicationValues,
} from '../../web/pages/parts/job-application-post';
import type { PostedForm } from '../../web/stores/posted-form';
import { formRoutes, runForm, type FormAnswer } from './forms';
import { pagePostKey } from './page-forms';

export const JOB_APPLY_PATH = '/careers/job/:id/apply';

const CV_MEGABYTES = UPLOADS.cvMaxBytes / (1024 * 1024);
export const CV_TOO_LARGE = `Your CV is larger than ${CV_MEGABYTES} MB. Please choose a smaller file.`;

/** What a post may hold beyond the CV: the details, MAX_EXPERIENCE_ROWS rows of 7 fields, the questions' answers. */
const FIELD_LIMIT = 400;

export interface JobApplicationPostOptions {
  container: Container;
  /** Captcha is on (RECAPTCHA_SITE_KEY): an application cannot be sent without the script's token. */
  captcha: boolean;
  /** The forms' rate limits (server/site/form-limits.ts): the forms' and the upload's counters. */
  limits: RequestHandler;
  /** Renders the page posted to with the form's answer (null: the page as it is, e.g. a job not found). */
  answer: (req: Request, res: Response, posted: PostedForm | null, status: number) => Promise<void>;
  /** A post the site cannot read as the form: the 400 page. */
  refuse: (res: Response, status: 400 | 413) => void;
}

type Fields = Record<string, unknown>;

function posted(form: JobApplicationForm | null, answer: { ok: boolean; message?: string | null; fieldErrors?: Record<string, string> }): PostedForm {
  return {
    form: JOB_APPLICATION_FORM,
    values: form === null ? {} : postedApplicationValues(form),
    ok: answer.ok,
    message: answer.message ?? null,
    reference: null,
    fieldErrors: answer.fieldErrors ?? {},
  };
}

/** The API's answer as the page shows it: the thanks on success, else its words and any field it names. */
export function applicationAnswer(form: JobApplicationForm, answer: FormAnswer): PostedForm {
  const ok = answer.status === 200 && answer.body.success === true;
  if (ok) return posted(form, { ok });
  const words = typeof answer.body.message === 'string' && answer.body.message !== '' ? answer.body.message : MESSAGES.submitApplicationError;
  const fieldErrors: Record<string, string> = {};
  for (const error of Array.isArray(answer.body.errors) ? (answer.body.errors as Array<{ field?: unknown; message?: unknown }>) : []) {
    if (typeof error?.field !== 'string' || typeof error.message !== 'string') continue;
    // The CV's parts ('resume.content': not a PDF) are the one file field on the page.
    const field = error.field.startsWith(`${RESUME_FIELD}.`) ? RESUME_FIELD : error.field;
    if (!(field in fieldErrors)) fieldErrors[field] = error.message;
  }
  return posted(form, { ok: false, message: answer.status === 200 ? jobSubmitErrorMessage(words) : words, fieldErrors });
}

/** The chosen file as the application's resume; a file input left empty sends a nameless, empty part: none. */
function resumeOf(file: Express.Multer.File | undefined): Resume | null {
  if (file === undefined || (file.originalname === '' && file.size === 0)) return null;
  return { name: file.originalname, contentType: file.mimetype, content: file.buffer.toString('base64') };
}

export function createJobApplicationPosts(options: JobApplicationPostOptions): Router {
  const router = express.Router();
  const route = formRoutes(options.container)[JOB_APPLICATION_FORM];
  if (route === undefined) throw new Error('The site has no job-application form route');
  const jobs = () => options.container.get<JobsApiPort>(JobsApiToken);
  const currentYear = () => new Date(options.container.get<ClockPort>(ClockToken).now()).getUTCFullYear();
  // Memory storage: the CV is sent on as base64 and never written to disk here; core's limits bound it.
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOADS.cvMaxBytes, files: 1, fields: FIELD_LIMIT, parts: FIELD_LIMIT + 1, fieldSize: INPUT.textMaxLength, fieldNameSize: 200 },
  }).single(RESUME_FIELD);

  const answer = (req: Request, res: Response, next: NextFunction, form: PostedForm | null, status: number) => {
    options.answer(req, res, form, status).catch(next);
  };

  router.post(
    JOB_APPLY_PATH,
    (req: Request, res: Response, next: NextFunction) => {
      if (!req.is('multipart/form-data')) return options.refuse(res, 400);
      res.locals.formName = JOB_APPLICATION_FORM;
      // Over the limit: the page says so in words, before the upload is read at all.
      res.locals.refusePage = () => answer(req, res, next, posted(null, { ok: false, message: MESSAGES.tooManyRequests }), 429);
      next();
    },
    options.limits,
    (req: Request, res: Response, next: NextFunction) => {
      upload(req, res, (error?: unknown) => {
        if (error === undefined) return next();
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
          // The CV comes last in the form, so what was typed before it has been read.
          res.locals.tooLarge = true;
          return next();
        }
        options.refuse(res, error instanceof multer.MulterError && error.code !== 'LIMIT_UNEXPECTED_FILE' ? 413 : 400);
      });
    },
    (req: Request, res: Response, next: NextFunction) => {
      handle(req, res, next).catch(next);
    },
  );

  const handle = async (req: Request, res: Response, next: NextFunction) => {
    const fields = { ...((req.body ?? {}) as Fields) };
    delete fields[ROWS_FIELD];
    const unsafe = unsafeTextField(fields);
    if (unsafe !== null) return options.refuse(res, 400);
    const found = await jobs().getJob(String(req.params.id));
    // A job that is not there (or the jobs API down): the page says so as it would to a GET.
    if (!found.ok) return answer(req, res, next, null, 200);
    const job: Job = found.value;
    const form = applicationFormOf(fields, job, res.locals.tooLarge === true ? null : resumeOf(req.file));

    if (res.locals.tooLarge === true) return answer(req, res, next, posted(form, { ok: false, fieldErrors: { [RESUME_FIELD]: CV_TOO_LARGE } }), 400);

    const rows = (req.body as Fields | undefined)?.[ROWS_FIELD];
    if (rows === 'add' || rows === 'remove') {
      const experience = rows === 'add' ? (form.experience.length < MAX_EXPERIENCE_ROWS ? addRow(form.experience) : form.experience) : removeLastRow(form.experience);
      return answer(req, res, next, posted({ ...form, experience }, { ok: false }), 200);
    }
    if (options.captcha && Object.hasOwn(CAPTCHA_FORMS, JOB_APPLICATION_FORM)) {
      return answer(req, res, next, posted(form, { ok: false, message: MESSAGES.captchaNeedsScript }), 400);
    }

    const checked = validateJobApplication(form, job, { currentYear: currentYear() });
    if (!checked.valid) {
      const fieldErrors: Record<string, string> = {};
      for (const error of visibleFieldErrors(form, checked.errors)) if (!(error.field in fieldErrors)) fieldErrors[error.field] = error.message;
      return answer(req, res, next, posted(form, { ok: false, fieldErrors }), 400);
    }
    const payload = buildJobApplicationPayload(form, job);
    const sent = await runForm(route, payload, { idempotencyKey: pagePostKey(JOB_APPLICATION_FORM, payload, req.ip ?? '') });
    const result = applicationAnswer(form, sent);
    answer(req, res, next, result, result.ok ? 200 : sent.status === 200 ? 400 : sent.status);
  };

  return router;
}
