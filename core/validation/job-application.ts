// The apply-now form's rules (spec section 5, "Job application"), checked against the job applied for: its
// CV and work-history flags and its questions. One schema for the browser form and the jobs API alike.
import { isBackendFlagSet } from '../jobs/job-application-payload';
import type { Job } from '../jobs/job.models';
import { FORMS } from '../constants';
import { Optional, OptionalFlag, Required, isText, matches, maxChars, type FieldCheck, type FieldRule, type RawForm } from './field-checks';
import { applicantNameRules, emailRules, phoneRules, shortTextRules } from './field-rules';
import { MONTHS_IN_YEAR, hasText, isMissing, toFourDigitYear, toMonthNumber } from './rules';
import { validateFields, type FormSchema } from './schema';
import type { ValidationKey } from './validation-messages';
import { isPlainObject, type FormValidationOptions, type ValidationResult } from './validation-result';
import { isWorkHistoryYear } from './work-history-years';

/** What of the job the rules depend on. The flags may be the backend's 'True'/'False' or booleans. */
export interface JobApplicationRules {
  cvRequired?: Job['cvRequired'] | boolean;
  workExperienceRequired?: Job['workExperienceRequired'] | boolean;
  questions?: Job['questions'];
}

export interface JobApplicationValidationOptions extends FormValidationOptions {
  /** The year now, from the caller's clock. When given, work-history years must be ones the pickers offer. */
  currentYear?: number;
}

/**
 * What an application is checked against: the job's flags read once, its questions, and the year now.
 * Without one (a schema or DTO used on its own) a CV is required, work history is not, and answers cannot
 * be checked: they are 'invalid', as they only mean something against a job's questions.
 */
export interface JobApplicationContext {
  cvRequired: boolean;
  workExperienceRequired: boolean;
  questions: AskedQuestion[];
  currentYear?: number;
}

/** The context for an application to `job` (a whole Job will do). */
export function jobApplicationContext(job: unknown, options: { currentYear?: number } = {}): JobApplicationContext {
  return {
    cvRequired: isCvRequired(job),
    workExperienceRequired: isWorkExperienceRequired(job),
    questions: askedQuestions(isPlainObject(job) ? job.questions : undefined),
    currentYear: options.currentYear,
  };
}

type Context = JobApplicationContext | undefined;

/**
 * The CV is required when the job's cvRequired flag is set ('True' in any case, or true), which is also
 * exactly when the payload builder sends it (spec section 3): one reading of the flag, so a diner is never
 * asked for a CV that would not be sent. For the backend's two values this is the spec's section 5 rule,
 * "required unless cvRequired is false".
 */
export function isCvRequired(job: unknown): boolean {
  return isBackendFlagSet(isPlainObject(job) ? job.cvRequired : undefined);
}

/** Work history is required only when the job's workExperienceRequired flag is set, as the payload reads it. */
export function isWorkExperienceRequired(job: unknown): boolean {
  return isBackendFlagSet(isPlainObject(job) ? job.workExperienceRequired : undefined);
}

// ---- Resume ---------------------------------------------------------------------------------------------

/** The chosen file as the form sends it. */
export interface ResumeUpload {
  name: string;
  contentType?: string;
  /** Base64 file content, passed on untouched. */
  content: string;
}

const RESUME_NAME_PATTERN = new RegExp(
  `.(?:${FORMS.resumeExtensions.map((extension) => extension.replace('.', '\\.')).join('|')})$`,
  'i',
);

/** A file name with something before a .pdf or .docx ending, in any case ('CV.PDF' passes, '.pdf' does not). */
export function isResumeFileName(value: unknown): value is string {
  return typeof value === 'string' && RESUME_NAME_PATTERN.test(value);
}

/**
 * The file's own fields. Its name's ending is checked on the resume field itself (see isResumeFile), so the
 * one file input shows 'required' and 'resumeFileFormat' alike.
 */
export const RESUME_SCHEMA: FormSchema<ResumeUpload> = {
  name: Required(isText, maxChars(FORMS.resumeNameMaxLength)),
  contentType: Optional(...shortTextRules),
  /** Base64, as long as the file: bounded by the CV's own size limit (checked by the server on its bytes). */
  content: Required(isText),
};

/** A file named other than *.pdf or *.docx is 'resumeFileFormat'; a nameless one is left to 'resume.name'. */
const isResumeFile: FieldRule = (value) => {
  if (!isPlainObject(value)) return 'invalid';
  return !hasText(value.name) || isResumeFileName(value.name) ? undefined : 'resumeFileFormat';
};

// ---- Work history ---------------------------------------------------------------------------------------

/**
 * A work-history row. Months are 1..12 and years four digits, each as a number or a digit string
 * ('3', '03', 3, '2019', 2019); month names are not accepted.
 */
export interface WorkHistoryEntry {
  employer: string;
  jobTitle: string;
  fromMonth: string | number;
  fromYear: string | number;
  toMonth?: string | number;
  toYear?: string | number;
  isCurrentRole?: boolean;
}

const isMonth: FieldRule = matches((value) => toMonthNumber(value) !== undefined);

const isYear: FieldRule = matches((value) => toFourDigitYear(value) !== undefined);

/** With a current year known, a year the pickers do not offer (over 40 years ago, in the future) is out of range. */
const isOfferedYear: FieldRule<Context> = (value, _row, context) => {
  const currentYear = context?.currentYear;
  return currentYear === undefined || isWorkHistoryYear(value, currentYear) ? undefined : 'outOfRange';
};

/**
 * The start must be strictly before the end, compared by month: the same month and year is an error.
 * The error sits on toYear, the last end field a diner fills in; it waits until the other three dates are
 * valid, since their own errors say more.
 */
const startsBeforeEnd: FieldRule = (toYear, row) => {
  const start = monthIndex(row.fromMonth, row.fromYear);
  const end = monthIndex(row.toMonth, toYear);
  if (start === undefined || end === undefined) return undefined;
  return start < end ? undefined : 'dateError';
};

function monthIndex(month: unknown, year: unknown): number | undefined {
  const monthNumber = toMonthNumber(month);
  const yearNumber = toFourDigitYear(year);
  if (monthNumber === undefined || yearNumber === undefined) return undefined;
  return yearNumber * MONTHS_IN_YEAR + monthNumber;
}

/** A past role has end dates; the current role's end dates are cleared by the form and not checked. */
function isPastRole(row: RawForm): boolean {
  return row.isCurrentRole !== true;
}

export const WORK_HISTORY_SCHEMA: FormSchema<WorkHistoryEntry, Context> = {
  employer: Required(...shortTextRules),
  jobTitle: Required(...shortTextRules),
  fromMonth: Required(isMonth),
  fromYear: Required<Context>(isYear, isOfferedYear),
  toMonth: { when: isPastRole, check: Required(isMonth) },
  toYear: { when: isPastRole, check: Required<Context>(isYear, isOfferedYear, startsBeforeEnd) },
  isCurrentRole: OptionalFlag(),
};

const isRowList: FieldRule = (value) => {
  if (!Array.isArray(value)) return 'invalid';
  // The form always shows at least one row; an empty list means no work history was given.
  return value.length === 0 ? 'required' : undefined;
};

// ---- Questions ------------------------------------------------------------------------------------------

/** A job question as the rules read it, whatever shape the jobs API sent. */
export interface AskedQuestion {
  id: string;
  type: string;
  mandatory: boolean;
  options: string[];
}

/** One of the job's questions with the answer given to it (undefined when none was). */
export interface AnsweredQuestion {
  question: AskedQuestion;
  answer?: unknown;
}

const SINGLE_ANSWER_TYPES: ReadonlySet<string> = new Set(['YES_NO', 'SINGLE_CHOICE']);
const CHOICE_TYPES: ReadonlySet<string> = new Set(['YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE']);

/**
 * The answer to one of the job's questions.
 * - TEXT takes text; blank text is no answer.
 * - YES_NO, SINGLE_CHOICE and MULTIPLE_CHOICE take a list of chosen options (a single option as plain text
 *   is read as a list of one, as the form keeps a radio choice); blank options are dropped and an empty
 *   list is no answer. YES_NO and SINGLE_CHOICE take at most one option. When the question lists its
 *   options, every chosen option must be one of them, compared after trimming.
 * - A type this code does not know takes text or a list of text.
 * No answer to a mandatory question is 'answerRequired'; an answer of the wrong shape is 'invalid'.
 */
const answersQuestion: FieldCheck = (answer, entry): ValidationKey | undefined => {
  const question = entry.question as AskedQuestion;
  const chosen = chosenOptions(answer);
  if (chosen === undefined) return 'invalid';
  if (question.type === 'TEXT' && Array.isArray(answer)) return 'invalid';
  if (chosen.length === 0) return question.mandatory ? 'answerRequired' : undefined;
  if (chosen.reduce((total, option) => total + option.length, 0) > FORMS.answerMaxLength) return 'tooLong';
  if (SINGLE_ANSWER_TYPES.has(question.type) && new Set(chosen).size > 1) return 'invalid';
  if (CHOICE_TYPES.has(question.type) && question.options.length > 0) {
    return chosen.every((option) => question.options.includes(option)) ? undefined : 'invalid';
  }
  return undefined;
};

/** The non-blank, trimmed options (or text) of an answer; undefined when it is not text or a list of text. */
function chosenOptions(answer: unknown): string[] | undefined {
  if (answer === undefined || answer === null) return [];
  const list = Array.isArray(answer) ? answer : [answer];
  if (!list.every((option) => typeof option === 'string')) return undefined;
  return (list as string[]).filter(hasText).map((option) => option.trim());
}

/** The question travels with its answer for the answer's check; it is set from the job, never from the input. */
export const ANSWERED_QUESTION_SCHEMA: FormSchema<AnsweredQuestion> = {
  question: Optional(),
  answer: answersQuestion,
};

/** The fields an entry of the API's answer list has. */
const ANSWER_ENTRY_FIELDS: ReadonlySet<string> = new Set(['id', 'answer']);

/**
 * The answers may come as the API's list of {id, answer} (ids as text or numbers) or as the form's object
 * keyed by question id; nothing at all is no answers. Anything else is 'invalid', as is any answer when
 * there is no job to answer (no context), and an entry of the list with any other field: the answers are
 * read by question id, so such a field would be dropped unseen.
 */
const isAnswerList: FieldCheck<Context> = (given, _form, context) => {
  if (context === undefined) return 'invalid';
  if (given === undefined || given === null || isPlainObject(given)) return undefined;
  const isEntry = (entry: unknown) =>
    isPlainObject(entry) && isQuestionId(entry.id) && Object.keys(entry).every((name) => ANSWER_ENTRY_FIELDS.has(name));
  return Array.isArray(given) && given.every(isEntry) ? undefined : 'invalid';
};

/**
 * One entry per question the job asks, in the job's order, keyed by question id so an error names the
 * question: 'answers.<questionId>.answer'. Answers to questions the job does not ask are ignored; for a
 * repeated id (in the answers or in the job) the first counts.
 */
export function answerSheet(questions: readonly AskedQuestion[], given: unknown): Map<string, AnsweredQuestion> {
  const sheet = new Map<string, AnsweredQuestion>();
  const answers = answersById(given);
  for (const question of questions) {
    if (!sheet.has(question.id)) sheet.set(question.id, { question, answer: answers.get(question.id) });
  }
  return sheet;
}

function answersById(given: unknown): Map<string, unknown> {
  const byId = new Map<string, unknown>();
  if (Array.isArray(given)) {
    for (const entry of given) {
      if (isPlainObject(entry) && isQuestionId(entry.id) && !byId.has(String(entry.id))) {
        byId.set(String(entry.id), entry.answer);
      }
    }
  } else if (isPlainObject(given)) {
    for (const id of Object.keys(given)) byId.set(id, given[id]);
  }
  return byId;
}

function isQuestionId(id: unknown): id is string | number {
  return hasText(id) || (typeof id === 'number' && Number.isFinite(id));
}

/** The job's questions that have an id; a question list that is not a list asks nothing. */
export function askedQuestions(questions: unknown): AskedQuestion[] {
  if (!Array.isArray(questions)) return [];
  return questions
    .filter((question): question is Record<string, unknown> => isPlainObject(question) && isQuestionId(question.id))
    .map((question) => ({
      id: String(question.id),
      type: typeof question.type === 'string' ? question.type : '',
      mandatory: isBackendFlagSet(question.is_mandatory),
      options: Array.isArray(question.options)
        ? question.options.filter(hasText).map((option: string) => option.trim())
        : [],
    }));
}

// ---- The application ------------------------------------------------------------------------------------

/**
 * A checked application. Named apart from core/jobs' JobApplicationForm, the form's editable state: this is
 * what was submitted, as the rules read it, with `answers` one entry per question the job asks.
 */
export interface JobApplicationSubmission {
  firstName: string;
  secondName: string;
  email: string;
  telephone: string;
  /** The job applied for; the page knows it, so the form may leave it out. */
  jobId?: string;
  resume?: ResumeUpload;
  experience?: WorkHistoryEntry[];
  answers: ReadonlyMap<string, AnsweredQuestion>;
}

const contextOrDefault = (context: Context): JobApplicationContext =>
  context ?? { cvRequired: true, workExperienceRequired: false, questions: [] };

export const JOB_APPLICATION_SCHEMA: FormSchema<JobApplicationSubmission, Context> = {
  firstName: Required(...applicantNameRules),
  secondName: Required(...applicantNameRules),
  email: Required(...emailRules),
  telephone: Required(...phoneRules),
  jobId: Optional(...shortTextRules),
  /** A chosen file is checked even when the job does not ask for one; a missing one only when it does. */
  resume: {
    when: (form, context) => contextOrDefault(context).cvRequired || !isMissing(form.resume),
    check: Required(isResumeFile),
    nested: { kind: 'object', schema: RESUME_SCHEMA },
  },
  /** Rows are checked only when the job asks for work history; otherwise they are not sent at all. */
  experience: {
    when: (_form, context) => contextOrDefault(context).workExperienceRequired,
    check: Required(isRowList),
    nested: { kind: 'list', schema: WORK_HISTORY_SCHEMA },
  },
  answers: {
    check: isAnswerList,
    nested: {
      kind: 'entries',
      schema: ANSWERED_QUESTION_SCHEMA,
      read: (given, _form, context) => answerSheet(contextOrDefault(context).questions, given),
    },
  },
};

/**
 * Checks an application against the job it is for (a whole Job will do). Errors name the field:
 * 'firstName', 'resume' (required, resumeFileFormat), 'resume.content', 'experience' (required),
 * 'experience.0.fromYear', 'experience.0.toYear' (dateError, outOfRange), 'answers.<questionId>.answer'
 * (answerRequired). `value.answers` maps each question id to its question and answer.
 */
export function validateJobApplication(
  input: unknown,
  job: JobApplicationRules,
  options: JobApplicationValidationOptions = {},
): ValidationResult<JobApplicationSubmission> {
  return validateFields(JOB_APPLICATION_SCHEMA, input, {
    forbidUnknown: options.forbidUnknown,
    context: jobApplicationContext(job, { currentYear: options.currentYear }),
  });
}

