// The jobs calls of spec section 7 (api/jobs*) over the shared HTTP client: the list, one job, the
// location search and the application. Failures without a catalogue code take the jobs context's code
// (12 for reading, 13 for submitting); a duplicate application is always code 14 with its fixed message.
import type { ApiHttpClient, HttpAnswer } from './api-http-client';
import {
  hasTextFields,
  isFiniteNumber,
  isRecord,
  isText,
  isUsableSegment,
  listOf,
  pathSegment,
  readAnswer,
  readPoint,
  withContextCode,
  withOptionalFields,
} from './answer-readers';
import { ErrorCode, parseErrorCode, MESSAGES } from '@tavola/core/errors';
import type { GeoPoint, Job, JobApplicationPayload, JobQuestion, QuestionType } from '@tavola/core/jobs';
import {
  type ApplicationAnswer,
  type JobsApiPort,
  fail,
  ok,
  type ApiFailure,
  type ApiResult,
} from '@tavola/core/ports';

const HTTP_CONFLICT = 409;

const JOB_TEXT_FIELDS = ['jobId', 'name', 'positionUniqueName', 'category', 'jobtype', 'cvRequired', 'workExperienceRequired'] as const;
const QUESTION_TYPES: ReadonlySet<string> = new Set<QuestionType>(['YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT']);

export class AxiosJobsApi implements JobsApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  async listJobs(): Promise<ApiResult<Job[]>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: '/api/jobs', transportFailureCode: ErrorCode.JobsDataFailed });
    return readAnswer(answer, (data) => listOf(data, readJob), ErrorCode.JobsDataFailed);
  }

  async getJob(jobId: string): Promise<ApiResult<Job>> {
    // '/api/jobs/' would answer the whole list: an id that cannot be a path segment names no job.
    if (!isUsableSegment(jobId)) return fail({ code: ErrorCode.JobsDataFailed });
    const answer = await this.client.call<unknown>({
      method: 'GET',
      path: `/api/jobs/${pathSegment(jobId)}`,
      transportFailureCode: ErrorCode.JobsDataFailed,
    });
    return readAnswer(answer, readJob, ErrorCode.JobsDataFailed);
  }

  /**
   * {success, message} as answered; the web shows a failed one's message through jobSubmitErrorMessage
   * (err=15). A second application for the same job and e-mail (409, or any answer with code 14) is a
   * failure with code 14 and MESSAGES.duplicatedRequest.
   */
  async submitApplication(application: JobApplicationPayload): Promise<ApiResult<ApplicationAnswer>> {
    const answer = await this.client.call<unknown>({
      method: 'POST',
      path: '/api/jobs/application',
      body: application,
      idempotent: true,
      transportFailureCode: ErrorCode.SubmitApplicationError,
    });
    return readApplicationAnswer(answer);
  }

  /** The first entry's geometry.location; null when nothing matched or nothing was typed. */
  async searchLocation(query: string, sessionKey: string): Promise<ApiResult<GeoPoint | null>> {
    if (query.trim() === '') return ok(null);
    const answer = await this.client.call<unknown>({
      method: 'GET',
      path: '/api/jobs/locations',
      params: { query, sessionKey: sessionKey.trim() === '' ? undefined : sessionKey },
      transportFailureCode: ErrorCode.JobsDataFailed,
    });
    return readAnswer(answer, readFirstLocation, ErrorCode.JobsDataFailed);
  }
}

function readApplicationAnswer(answer: HttpAnswer<unknown>): ApiResult<ApplicationAnswer> {
  if (!answer.ok) {
    const { failure } = answer;
    return fail(isDuplicate(failure.code, failure.status) ? duplicate(failure.status) : withContextCode(failure, ErrorCode.SubmitApplicationError));
  }
  const data = answer.data;
  if (isRecord(data) && data.success === false && isDuplicate(data.code)) return fail(duplicate(answer.status));
  return readAnswer(answer, (value) => {
    if (!isRecord(value) || typeof value.success !== 'boolean') return undefined;
    if (value.message !== undefined && value.message !== null && typeof value.message !== 'string') return undefined;
    return { success: value.success, message: typeof value.message === 'string' ? value.message : '' };
  }, ErrorCode.SubmitApplicationError);
}

function isDuplicate(code: unknown, status?: number): boolean {
  return parseErrorCode(code) === ErrorCode.DuplicatedRequest || status === HTTP_CONFLICT;
}

function duplicate(status: number | undefined): ApiFailure {
  const failure: ApiFailure = { code: ErrorCode.DuplicatedRequest, message: MESSAGES.duplicatedRequest };
  if (status !== undefined) failure.status = status;
  return failure;
}

/** A list shaped like Google's geocoder results: [] is no match, else the first entry's geometry.location. */
function readFirstLocation(data: unknown): GeoPoint | null | undefined {
  if (!Array.isArray(data)) return undefined;
  if (data.length === 0) return null;
  const first: unknown = data[0];
  if (!isRecord(first) || !isRecord(first.geometry)) return undefined;
  return readPoint(first.geometry.location);
}

/** A job as listed and as fetched alone; fields the model does not name (storeId, postedOn) pass through. */
function readJob(value: unknown): Job | undefined {
  if (!isRecord(value) || !hasTextFields(value, JOB_TEXT_FIELDS)) return undefined;
  const location = readPoint(value.location);
  if (location === undefined) return undefined;
  const job = withOptionalFields(value, {
    distance: isFiniteNumber,
    description: isText,
    restaurantName: isText,
    city: isText,
    salary: isText,
    questions: Array.isArray,
    storeId: isText,
    postedOn: isText,
  });
  if (job === undefined) return undefined;
  if (job.questions !== undefined) {
    const questions = listOf(job.questions, readQuestion);
    if (questions === undefined) return undefined;
    job.questions = questions;
  }
  return { ...job, location } as unknown as Job;
}

function readQuestion(value: unknown): JobQuestion | undefined {
  if (!isRecord(value) || !hasTextFields(value, ['id', 'question']) || typeof value.is_mandatory !== 'boolean') return undefined;
  if (typeof value.type !== 'string' || !QUESTION_TYPES.has(value.type)) return undefined;
  const question: JobQuestion = { id: value.id as string, question: value.question as string, type: value.type as QuestionType, is_mandatory: value.is_mandatory };
  if (value.options === undefined || value.options === null) return question;
  if (!Array.isArray(value.options) || !value.options.every(isText)) return undefined;
  return { ...question, options: [...value.options] };
}
