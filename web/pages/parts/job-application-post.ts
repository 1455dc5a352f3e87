// The apply page's form posted without JavaScript (issue 16, item 2; server/site/job-application-post.ts): its
// fields are named by core's field paths ('firstName', 'experience.0.fromYear', 'answers.q-notice', 'resume'),
// so a post reads straight into the form core checks, and the page shown again after a refusal restores it
// from the posted answer's flat values (a file is never kept: the diner chooses it again).
import {
  FIRST_EXPERIENCE_ROW_ID,
  RESUME_FIELD_NAME,
  blankExperienceRow,
  resetForm,
  type AnswerValue,
  type ExperienceRow,
  type Job,
  type JobApplicationForm,
  type Resume,
} from '@tavola/core/jobs';

/** The form's name in a posted answer (the site's form route of the same name). */
export const JOB_APPLICATION_FORM = 'job-application';
/** The CV's file field (core keeps the server's message for it beside its own checks). */
export const RESUME_FIELD = RESUME_FIELD_NAME;
/** The work-history buttons without script: a submit with this name adds ('add') or removes ('remove') a row. */
export const ROWS_FIELD = '_rows';
/** The name of the file chosen in the post answered (a page cannot keep the file itself). */
export const CHOSEN_RESUME_VALUE = '_resumeName';
/** Most work-history rows a post may hold; more are not read. */
export const MAX_EXPERIENCE_ROWS = 20;

const DETAILS = ['firstName', 'secondName', 'email', 'telephone'] as const;
const ROW_TEXTS = ['employer', 'jobTitle', 'fromMonth', 'fromYear', 'toMonth', 'toYear'] as const;

export const experienceFieldName = (index: number, field: keyof ExperienceRow) => `experience.${index}.${field}`;
export const answerFieldName = (questionId: string) => `answers.${questionId}`;

type Fields = Record<string, unknown>;
export type PostedValues = Record<string, string | boolean>;

function text(fields: Fields, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

function texts(fields: Fields, name: string): string[] {
  const value = fields[name];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** How many work-history rows the fields hold (at least one, at most MAX_EXPERIENCE_ROWS). */
function rowCount(fields: Fields): number {
  let count = 1;
  for (const name of Object.keys(fields)) {
    const match = /^experience\.(\d{1,3})\./.exec(name);
    if (match) count = Math.max(count, Math.min(Number(match[1]) + 1, MAX_EXPERIENCE_ROWS));
  }
  return count;
}

function rowsOf(fields: Fields, read: (fields: Fields, name: string) => string, ticked: (name: string) => boolean): ExperienceRow[] {
  return Array.from({ length: rowCount(fields) }, (_, index) => {
    const row: ExperienceRow = { ...blankExperienceRow(FIRST_EXPERIENCE_ROW_ID + index) };
    for (const field of ROW_TEXTS) row[field] = read(fields, experienceFieldName(index, field));
    row.isCurrentRole = ticked(experienceFieldName(index, 'isCurrentRole'));
    // A current role has no end dates (core's rule; the fields cannot be switched off without script).
    if (row.isCurrentRole) Object.assign(row, { toMonth: '', toYear: '' });
    return row;
  });
}

/** A post's fields (a repeated name as a list) and its file as the form the store and core's rules take. */
export function applicationFormOf(fields: Fields, job: Pick<Job, 'questions'>, resume: Resume | null): JobApplicationForm {
  const answers: Record<string, AnswerValue> = {};
  for (const question of job.questions ?? []) {
    const name = answerFieldName(question.id);
    if (question.type === 'TEXT') answers[question.id] = text(fields, name);
    else answers[question.id] = texts(fields, name);
  }
  return {
    ...resetForm(),
    ...Object.fromEntries(DETAILS.map((name) => [name, text(fields, name)])),
    resume,
    experience: rowsOf(fields, text, (name) => fields[name] !== undefined),
    answers,
  };
}

/** The form as a posted answer carries it back to the page: flat text, no file (its name only). */
export function postedApplicationValues(form: JobApplicationForm): PostedValues {
  const values: PostedValues = Object.fromEntries(DETAILS.map((name) => [name, form[name]]));
  form.experience.forEach((row, index) => {
    for (const field of ROW_TEXTS) values[experienceFieldName(index, field)] = row[field];
    values[experienceFieldName(index, 'isCurrentRole')] = row.isCurrentRole;
  });
  for (const [id, answer] of Object.entries(form.answers)) {
    if (typeof answer === 'string') values[answerFieldName(id)] = answer;
    else answer.forEach((option, index) => (values[`${answerFieldName(id)}.${index}`] = option));
  }
  if (form.resume !== null) values[CHOSEN_RESUME_VALUE] = form.resume.name;
  return values;
}

/** The form back from a posted answer's values, for the job's questions; the file is not there. */
export function applicationFormFromPosted(values: PostedValues, job: Pick<Job, 'questions'>): JobApplicationForm {
  const read = (fields: Fields, name: string) => text(fields, name);
  const answers: Record<string, AnswerValue> = {};
  for (const question of job.questions ?? []) {
    const name = answerFieldName(question.id);
    if (question.type === 'TEXT') answers[question.id] = read(values, name);
    else {
      const chosen: string[] = [];
      for (let index = 0; typeof values[`${name}.${index}`] === 'string'; index++) chosen.push(values[`${name}.${index}`] as string);
      answers[question.id] = chosen;
    }
  }
  return {
    ...resetForm(),
    ...Object.fromEntries(DETAILS.map((name) => [name, read(values, name)])),
    experience: rowsOf(values, read, (name) => values[name] === true),
    answers,
  };
}
