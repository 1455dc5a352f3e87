// Turns the apply-now form and the job into the body POSTed to api/jobs/application (spec sections 3 and 7):
// the resume and the work history travel only when the job asks for them.
import type { ExperienceEntry, Job, JobApplicationPayload, JobQuestion, QuestionAnswer, Resume } from './job.models';
import type { AnswerValue, ExperienceRow, JobApplicationForm } from './job-application-form';

/**
 * Whether a backend flag is set. The spec names the string 'True'; the same word in any case and with
 * surrounding spaces ('true', 'TRUE', ' True ') and the boolean true count too, because a backend that
 * changes its casing still means "required", and dropping a required CV would fail every application.
 * Everything else ('False', '', 'yes', '1', 1, null, a missing flag) counts as not set.
 */
export function isBackendFlagSet(flag: unknown): boolean {
  if (flag === true) return true;
  return typeof flag === 'string' && flag.trim().toLowerCase() === 'true';
}

/**
 * The application body. Free text is trimmed at both ends. `resume` is present only when the job's
 * cvRequired is set and a file was chosen; `experience` only when workExperienceRequired is set (every row,
 * ids dropped, end dates empty for a current role). One answer per question the job declares, in the job's
 * order; answers to questions the job does not declare are dropped.
 */
export function buildJobApplicationPayload(form: JobApplicationForm, job: Job): JobApplicationPayload {
  const details: Record<string, unknown> = isObject(form) ? form : {};
  const source: Record<string, unknown> = isObject(job) ? job : {};
  const payload: JobApplicationPayload = {
    firstName: text(details.firstName),
    secondName: text(details.secondName),
    email: text(details.email),
    telephone: text(details.telephone),
    jobId: text(source.jobId),
    answers: answersFor(source.questions, details.answers),
  };
  const resume = resumeOf(details.resume);
  if (isBackendFlagSet(source.cvRequired) && resume !== null) payload.resume = resume;
  if (isBackendFlagSet(source.workExperienceRequired)) payload.experience = experienceOf(details.experience);
  return payload;
}

function resumeOf(value: unknown): Resume | null {
  if (!isObject(value)) return null;
  // The file content is base64 and passed through untouched; only the descriptive fields are trimmed.
  return {
    name: text(value.name),
    contentType: text(value.contentType),
    content: typeof value.content === 'string' ? value.content : '',
  };
}

function experienceOf(rows: unknown): ExperienceEntry[] {
  if (!Array.isArray(rows)) return [];
  return rows.filter(isObject).map((row: Partial<ExperienceRow>) => {
    const isCurrentRole = row.isCurrentRole === true;
    return {
      employer: text(row.employer),
      jobTitle: text(row.jobTitle),
      fromMonth: text(row.fromMonth),
      fromYear: text(row.fromYear),
      toMonth: isCurrentRole ? '' : text(row.toMonth),
      toYear: isCurrentRole ? '' : text(row.toYear),
      isCurrentRole,
    };
  });
}

function answersFor(questions: unknown, answers: unknown): QuestionAnswer[] {
  if (!Array.isArray(questions)) return [];
  const given: Record<string, unknown> = isObject(answers) ? answers : {};
  return questions
    .filter((q): q is JobQuestion => isObject(q) && typeof q.id === 'string')
    .map((question) => ({
      id: question.id,
      answer: answerFor(question, Object.hasOwn(given, question.id) ? given[question.id] : undefined),
    }));
}

/**
 * TEXT questions take text; every other type takes a list of chosen options. YES_NO and SINGLE_CHOICE keep
 * only the first chosen option, MULTIPLE_CHOICE keeps each option once. An unanswered question is sent empty
 * ('' or []) so the API sees every question; whether that is allowed is the validation's call.
 */
function answerFor(question: JobQuestion, raw: unknown): AnswerValue {
  if (question.type === 'TEXT') return text(raw);
  const chosen = (Array.isArray(raw) ? raw : [raw])
    .filter((option): option is string => typeof option === 'string' && option.trim() !== '')
    .map((option) => option.trim());
  const unique = [...new Set(chosen)];
  return question.type === 'MULTIPLE_CHOICE' ? unique : unique.slice(0, 1);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
