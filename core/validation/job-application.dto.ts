// The apply-now form's rules (spec section 5, "Job application"), checked against the job applied for: its
// CV and work-history flags and its questions. One DTO for the browser form and the jobs API alike.
import { isBackendFlagSet } from '../jobs/job-application-payload';
import { Allow, ValidateIf, ValidateNested } from 'class-validator';
import type { Job } from '../jobs/job.models';
import { FORMS } from '../constants';
import { nestedDto, nestedDtoList, buildDto, isPlainObject } from './dto-builder';
import { Check, Optional, Required, isBoolean, isText, matches, type FieldRule } from './field-check.decorator';
import { applicantNameRules, emailRules, phoneRules } from './field-rules';
import { MONTHS_IN_YEAR, hasText, isMissing, toFourDigitYear, toMonthNumber } from './rules';
import { validateDto, type FormValidationOptions, type ValidationResult } from './validate';
import type { ValidationKey } from './validation-messages';
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

interface ApplicationContext {
  cvRequired: boolean;
  workExperienceRequired: boolean;
  currentYear?: number;
}

// The job's rules travel beside the DTOs, not in them, so they are neither input fields a caller could
// overwrite nor fields that strict validation would report as unknown.
const contexts = new WeakMap<object, ApplicationContext>();

function contextOf(dto: object): ApplicationContext {
  return contexts.get(dto) ?? { cvRequired: true, workExperienceRequired: false };
}

// ---- Resume ---------------------------------------------------------------------------------------------

const RESUME_NAME_PATTERN = new RegExp(
  `.(?:${FORMS.resumeExtensions.map((extension) => extension.replace('.', '\\.')).join('|')})$`,
  'i',
);

/** A file name with something before a .pdf or .docx ending, in any case ('CV.PDF' passes, '.pdf' does not). */
export function isResumeFileName(value: unknown): value is string {
  return typeof value === 'string' && RESUME_NAME_PATTERN.test(value);
}

/**
 * The chosen file. Its name's ending is checked on the resume field itself (see isResumeFile), so the one
 * file input shows 'required' and 'resumeFileFormat' alike.
 */
export class ResumeDto {
  @Required(isText)
  name!: string;

  @Optional(isText)
  contentType?: string;

  /** Base64 file content, passed on untouched. */
  @Required(isText)
  content!: string;
}

/** A file named other than *.pdf or *.docx is 'resumeFileFormat'; a nameless one is left to ResumeDto's 'required'. */
const isResumeFile: FieldRule = (value) => {
  if (!(value instanceof ResumeDto)) return 'invalid';
  return !hasText(value.name) || isResumeFileName(value.name) ? undefined : 'resumeFileFormat';
};

// ---- Work history ---------------------------------------------------------------------------------------

const isMonth: FieldRule = matches((value) => toMonthNumber(value) !== undefined);

const isYear: FieldRule = matches((value) => toFourDigitYear(value) !== undefined);

/** With a current year known, a year the pickers do not offer (over 40 years ago, in the future) is out of range. */
const isOfferedYear: FieldRule = (value, row) => {
  const { currentYear } = contextOf(row);
  return currentYear === undefined || isWorkHistoryYear(value, currentYear) ? undefined : 'outOfRange';
};

/**
 * The start must be strictly before the end, compared by month: the same month and year is an error.
 * The error sits on toYear, the last end field a diner fills in; it waits until the other three dates are
 * valid, since their own errors say more.
 */
const startsBeforeEnd: FieldRule<ExperienceDto> = (toYear, row) => {
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
function isPastRole(row: ExperienceDto): boolean {
  return row.isCurrentRole !== true;
}

/**
 * A work-history row. Months are 1..12 and years four digits, each as a number or a digit string
 * ('3', '03', 3, '2019', 2019); month names are not accepted.
 */
export class ExperienceDto {
  @Required(isText)
  employer!: string;

  @Required(isText)
  jobTitle!: string;

  @Required(isMonth)
  fromMonth!: string | number;

  @Required(isYear, isOfferedYear)
  fromYear!: string | number;

  @ValidateIf(isPastRole)
  @Required(isMonth)
  toMonth?: string | number;

  @ValidateIf(isPastRole)
  @Required<ExperienceDto>(isYear, isOfferedYear, startsBeforeEnd)
  toYear?: string | number;

  @Optional(isBoolean)
  isCurrentRole?: boolean;
}

const isRowList: FieldRule = (value) => {
  if (!Array.isArray(value)) return 'invalid';
  // The form always shows at least one row; an empty list means no work history was given.
  return value.length === 0 ? 'required' : undefined;
};

// ---- Questions ------------------------------------------------------------------------------------------

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
const answersQuestion = (answer: unknown, dto: QuestionAnswerDto): ValidationKey | undefined => {
  const { question } = dto;
  const chosen = chosenOptions(answer);
  if (chosen === undefined) return 'invalid';
  if (question.type === 'TEXT' && Array.isArray(answer)) return 'invalid';
  if (chosen.length === 0) return question.mandatory ? 'answerRequired' : undefined;
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

/** A job question as the rules read it, whatever shape the jobs API sent. */
export interface AskedQuestion {
  id: string;
  type: string;
  mandatory: boolean;
  options: string[];
}

export class QuestionAnswerDto {
  /** The question answered; set by the validator from the job, never taken from the input. */
  @Allow()
  question!: AskedQuestion;

  @Check<QuestionAnswerDto>(answersQuestion)
  answer?: unknown;
}

/**
 * The answers keyed by question id, one entry per question the job asks, so an error names the question:
 * 'answers.<questionId>.answer'. It also keeps the answers as given, to report a list that is not a list.
 */
export class AnswerSheet extends Map<string, QuestionAnswerDto> {
  constructor(readonly given: unknown) {
    super();
  }

  /**
   * The answers may come as the API's list of {id, answer} (ids as text or numbers) or as the form's object
   * keyed by question id. Nothing at all is no answers. Answers to questions the job does not ask are
   * ignored; for a repeated id the first answer counts.
   */
  static fromInput(questions: unknown, given: unknown): AnswerSheet {
    const sheet = new AnswerSheet(given);
    const answers = answersById(given);
    for (const question of askedQuestions(questions)) {
      if (sheet.has(question.id)) continue;
      const dto = new QuestionAnswerDto();
      dto.question = question;
      dto.answer = answers.get(question.id);
      sheet.set(question.id, dto);
    }
    return sheet;
  }

  isWellFormed(): boolean {
    const { given } = this;
    if (given === undefined || given === null || isPlainObject(given)) return true;
    return Array.isArray(given) && given.every((entry) => isPlainObject(entry) && isQuestionId(entry.id));
  }
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

const isAnswerSheet: FieldRule = matches((value) => value instanceof AnswerSheet && value.isWellFormed());

// ---- The application ------------------------------------------------------------------------------------

export class JobApplicationDto {
  @Required(...applicantNameRules)
  firstName!: string;

  @Required(...applicantNameRules)
  secondName!: string;

  @Required(...emailRules)
  email!: string;

  @Required(...phoneRules)
  telephone!: string;

  /** The job applied for; the page knows it, so the form may leave it out. */
  @Optional(isText)
  jobId?: string;

  /** A chosen file is checked even when the job does not ask for one; a missing one only when it does. */
  @ValidateIf((dto: JobApplicationDto) => contextOf(dto).cvRequired || !isMissing(dto.resume))
  @Required(isResumeFile)
  @ValidateNested({ message: 'invalid' })
  resume?: ResumeDto;

  /** Rows are checked only when the job asks for work history; otherwise they are not sent at all. */
  @ValidateIf((dto: JobApplicationDto) => contextOf(dto).workExperienceRequired)
  @Required(isRowList)
  @ValidateNested({ message: 'invalid' })
  experience?: ExperienceDto[];

  @Required(isAnswerSheet)
  @ValidateNested({ message: 'invalid' })
  answers!: AnswerSheet;
}

/**
 * Checks an application against the job it is for (a whole Job will do). Errors name the field:
 * 'firstName', 'resume' (required, resumeFileFormat), 'resume.content', 'experience' (required),
 * 'experience.0.fromYear', 'experience.0.toYear' (dateError, outOfRange), 'answers.<questionId>.answer'
 * (answerRequired). `value.answers` is the AnswerSheet, keyed by question id.
 */
export function validateJobApplication(
  input: unknown,
  job: JobApplicationRules,
  options: JobApplicationValidationOptions = {},
): ValidationResult<JobApplicationDto> {
  const rules: unknown = job;
  const context: ApplicationContext = {
    cvRequired: isCvRequired(rules),
    workExperienceRequired: isWorkExperienceRequired(rules),
    currentYear: options.currentYear,
  };
  const questions = isPlainObject(rules) ? rules.questions : undefined;
  return validateDto(JobApplicationDto, input, {
    forbidUnknown: options.forbidUnknown,
    build: (fields) => {
      const dto = buildDto(JobApplicationDto, fields);
      contexts.set(dto, context);
      dto.resume = nestedDto(ResumeDto, fields.resume) as ResumeDto | undefined;
      const rows = nestedDtoList(ExperienceDto, fields.experience);
      if (Array.isArray(rows)) for (const row of rows) if (row instanceof ExperienceDto) contexts.set(row, context);
      dto.experience = rows as ExperienceDto[] | undefined;
      dto.answers = AnswerSheet.fromInput(questions, fields.answers);
      return dto;
    },
  });
}
