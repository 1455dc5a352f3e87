// Jobs (spec section 7, api/jobs*): the list, one job, a postcode or town search answered like Google's
// geocoder, and the application. An application is checked with core's rules against the job it is for,
// its CV by its bytes (5 MB decoded at most), stored with the CV, acknowledged by e-mail, and accepted once
// per e-mail and job: a second one answers 409 {success: false, code: 14}.
import type { Request } from 'express';
import { ErrorCode, MESSAGES } from '@tavola/core/errors';
import {
  isWorkExperienceRequired,
  validateJobApplication,
  type JobApplicationRules,
  isPlainObject,
  hasText,
  validationMessage,
} from '@tavola/core/validation';
import type { RouteModule } from '../app';
import type { Db } from '../db/database';
import { json } from '../db/seed';
import { ApiError, notFound } from '../http/api-error';
import { parseBody } from '../http/request-validation';
import { answer, idempotentRoute, route } from '../http/route';
import { enqueueEmail } from '../email/outbox';
import { countEmailTo } from '../email/recipient-limit';
import { brandOf } from '../email/templates/brand';
import { applicationAcknowledgement } from '../email/templates/jobs.emails';
import { CV_MAX_BYTES, checkCv, storedCvName } from '../jobs/cv-file';
import { findPlaces, type Place } from '../jobs/place-search';
import { SLUG, bodyOf, localToday, pathParam, queryOf, rejectQuery, validOrBadRequest } from './common.dto';
import { JobLocationsQueryDto } from './jobs.dto';

type JobData = Record<string, unknown> & JobApplicationRules & { jobId: string; name?: string; restaurantName?: string };

export const APPLICATION_RECEIVED = 'Thank you for your application. We will be in touch soon.';

const jobNotFound = () => notFound('Sorry, this job is no longer available.', ErrorCode.JobsDataFailed);

/** A 400 on an application carries code 15, the catalogue's application validation error. */
const invalidApplication = (field: string, message = validationMessage(field, 'invalid')) =>
  new ApiError('VALIDATION', message, field, ErrorCode.ApplicationValidationError);

async function findJob(db: Db, jobId: string): Promise<JobData | undefined> {
  const row = await db.selectFrom('jobs').select('data').where('job_id', '=', jobId).executeTakeFirst();
  return row?.data as JobData | undefined;
}

/** A place as Google's geocoder describes it, so 'the first entry has geometry.location' holds. */
function geocoderResult(place: Place) {
  const formatted = place.kind === 'district' ? `${place.key}, ${place.name}, UK` : `${place.name}, UK`;
  return {
    formatted_address: formatted,
    geometry: { location: { lat: place.lat, lng: place.lng } },
    place_id: `${place.kind}:${place.key}`,
    types: place.kind === 'district' ? ['postal_code_prefix'] : ['locality'],
  };
}

/** Checks the application against its job; answers what is stored. Nothing is written here. */
async function prepareApplication(db: Db, req: Request, currentYear: number) {
  rejectQuery(req);
  const body: unknown = bodyOf(req);
  const jobId = isPlainObject(body) ? body.jobId : undefined;
  if (!hasText(jobId)) throw invalidApplication('jobId', validationMessage('jobId', 'required'));
  if (!SLUG.test(jobId)) throw invalidApplication('jobId');
  const job = await findJob(db, jobId);
  if (!job) throw jobNotFound();

  const application = validOrBadRequest(
    validateJobApplication(body, job, { currentYear, forbidUnknown: true }),
    ErrorCode.ApplicationValidationError,
  );

  let cv: { name: string; contentType: string; bytes: Buffer } | null = null;
  if (application.resume) {
    const checked = checkCv(application.resume.name, application.resume.content);
    if (!checked.ok) {
      if (checked.reason === 'tooLarge') {
        throw new ApiError('PAYLOAD_TOO_LARGE', `Resume must be ${CV_MAX_BYTES / (1024 * 1024)} MB or smaller`, 'resume.content');
      }
      const what = {
        notBase64: 'is not valid base64',
        notPdf: 'is not a PDF file',
        notDocx: 'is not a Word (.docx) file',
        unpackedTooLarge: 'holds too much once unpacked',
        unknownType: 'is not a .pdf or .docx file',
      }[checked.reason];
      throw invalidApplication('resume.content', `Resume content ${what}`);
    }
    // Stored under its name made safe: no folders, no control characters, a capped length, its extension kept.
    cv = { name: storedCvName(application.resume.name), contentType: checked.contentType, bytes: checked.bytes };
  }

  const questions = new Map((Array.isArray(job.questions) ? job.questions : []).map((q) => [String(q.id), q.question]));
  const record = {
    jobId,
    firstName: application.firstName,
    secondName: application.secondName,
    email: application.email,
    telephone: application.telephone,
    // Rows are checked, and so kept, only when the job asks for work history.
    experience: isWorkExperienceRequired(job) && application.experience
      ? application.experience.map(({ employer, jobTitle, fromMonth, fromYear, toMonth, toYear, isCurrentRole }) => ({
          employer, jobTitle, fromMonth, fromYear, toMonth: toMonth ?? '', toYear: toYear ?? '', isCurrentRole: isCurrentRole === true,
        }))
      : [],
    answers: [...application.answers.entries()].map(([id, given]) => ({ id, question: questions.get(id) ?? '', answer: given.answer ?? null })),
  };
  return { job, record, cv, email: application.email.trim().toLowerCase() };
}

export const jobsRoutes: RouteModule = (router, { db, clock, config }) => {
  router.get(
    '/jobs',
    route(async (req) => {
      rejectQuery(req);
      const rows = await db.selectFrom('jobs').select('data').orderBy('job_id').execute();
      return answer(rows.map((row) => row.data));
    }),
  );

  // Before /jobs/:jobId, which would otherwise take 'locations' for a job id.
  router.get(
    '/jobs/locations',
    route(async (req) => {
      const { query } = parseBody(JobLocationsQueryDto, queryOf(req));
      return answer((await findPlaces(db, query)).map(geocoderResult));
    }),
  );

  router.get(
    '/jobs/:jobId',
    route(async (req) => {
      rejectQuery(req);
      const job = await findJob(db, pathParam(req, 'jobId', SLUG));
      if (!job) throw jobNotFound();
      return answer(job);
    }),
  );

  router.post(
    '/jobs/application',
    idempotentRoute(
      db,
      'jobs-application',
      (req) => prepareApplication(db, req, Number(localToday(clock.now()).slice(0, 4))),
      async ({ job, record, cv, email }, trx) => {
        const stored = await trx
          .insertInto('job_applications')
          .values({
            job_id: record.jobId,
            email,
            data: json(record),
            cv_name: cv?.name ?? null,
            cv_content_type: cv?.contentType ?? null,
            cv: cv?.bytes ?? null,
          })
          .onConflict((oc) => oc.columns(['job_id', 'email']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!stored) return answer({ success: false, code: ErrorCode.DuplicatedRequest, message: MESSAGES.duplicatedRequest }, 409);
        // The acknowledgement counts against the applicant's e-mail limit; over it the application is kept and none is sent.
        if (await countEmailTo(trx, record.email.trim(), config.emailPerRecipient, clock.now())) await enqueueEmail(
          trx,
          await applicationAcknowledgement(await brandOf(trx, config.publicBaseUrl), {
            to: record.email.trim(),
            firstName: record.firstName,
            jobName: String(job.name ?? record.jobId),
            restaurantName: typeof job.restaurantName === 'string' ? job.restaurantName : undefined,
          }),
        );
        return answer({ success: true, message: APPLICATION_RECEIVED });
      },
    ),
  );
};
