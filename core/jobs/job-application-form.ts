// The apply-now form as a diner fills it in (spec section 4, "Job application"): details, work-history rows
// and the modal's flags. Pure functions over plain values, so a UI store only holds and replaces them.
import { ErrorCode } from '../errors/error-code';
import { errorMessage, jobSubmitErrorMessage } from '../errors/error-message';
import type { ApplicationAnswer } from '../ports/jobs-api.port';
import type { ApiResult } from '../shared/api-result';
import type { ExperienceEntry, Resume } from './job.models';

/** A work-history row; the id only keys the row in the form and is never sent. */
export interface ExperienceRow extends ExperienceEntry {
  id: number;
}

/** Chosen options for choice questions, text for TEXT questions. */
export type AnswerValue = string | string[];

export interface JobApplicationForm {
  firstName: string;
  secondName: string;
  email: string;
  telephone: string;
  resume: Resume | null;
  experience: ExperienceRow[];
  /** Answers keyed by question id. */
  answers: Record<string, AnswerValue>;
}

/** The id of the single row a fresh form starts with. */
export const FIRST_EXPERIENCE_ROW_ID = 1;

/** A diner's edit to some of a row's fields. */
export type ExperienceRowChanges = Partial<ExperienceEntry>;

export function blankExperienceRow(id: number = FIRST_EXPERIENCE_ROW_ID): ExperienceRow {
  return { id, employer: '', jobTitle: '', fromMonth: '', fromYear: '', toMonth: '', toYear: '', isCurrentRole: false };
}

/** A blank form with one blank experience row, as after a reset (spec section 4). */
export function resetForm(): JobApplicationForm {
  return {
    firstName: '',
    secondName: '',
    email: '',
    telephone: '',
    resume: null,
    experience: [blankExperienceRow()],
    answers: {},
  };
}

/**
 * Adds a blank row whose id follows the last one. The highest id is used, which is the last row's in every
 * list these functions build, and still unique for rows restored from elsewhere in another order.
 */
export function addRow(rows: readonly ExperienceRow[]): ExperienceRow[] {
  const list = rowsOf(rows);
  const lastId = list.reduce((max, row) => (Number.isSafeInteger(row.id) && row.id > max ? row.id : max), 0);
  return [...list, blankExperienceRow(lastId + 1)];
}

/** Removes the last row, only while more than one remains: the form always keeps one row. */
export function removeLastRow(rows: readonly ExperienceRow[]): ExperienceRow[] {
  const list = rowsOf(rows);
  return list.length > 1 ? list.slice(0, -1) : list;
}

/** Checking "current role" clears the end dates, which it also disables (see endDatesEnabled). */
export function setCurrentRole(row: ExperienceRow, isCurrentRole: boolean): ExperienceRow {
  const current = rowOf(row);
  if (isCurrentRole !== true) return { ...current, isCurrentRole: false };
  return { ...current, isCurrentRole: true, toMonth: '', toYear: '' };
}

export function toggleCurrentRole(row: ExperienceRow): ExperienceRow {
  const current = rowOf(row);
  return setCurrentRole(current, !current.isCurrentRole);
}

/** End dates can be chosen once the start month and year are set and the role is not the current one. */
export function endDatesEnabled(row: ExperienceRow): boolean {
  const current = rowOf(row);
  return current.fromMonth.trim() !== '' && current.fromYear.trim() !== '' && !current.isCurrentRole;
}

/**
 * The errors to show under the fields: an end date the applicant cannot set yet (no start date, or the
 * current role) shows none, since the start date's own message says what to do first, and a work-history
 * row removed since the check shows none. Errors keep their order.
 */
export function visibleFieldErrors<E extends { field: string }>(form: Pick<JobApplicationForm, 'experience'>, errors: readonly E[]): E[] {
  return errors.filter((error) => {
    const match = /^experience\.(\d+)\.(\w+)$/.exec(error.field);
    if (match === null) return true;
    const row = form.experience[Number(match[1])];
    if (row === undefined) return false;
    return (match[2] !== 'toMonth' && match[2] !== 'toYear') || endDatesEnabled(row);
  });
}

/**
 * Applies a diner's edit to one row. Writes to the end dates are ignored while they are disabled, so a
 * disabled field never holds a value the diner cannot see or change; an unknown id changes nothing.
 */
export function updateRow(rows: readonly ExperienceRow[], id: number, changes: ExperienceRowChanges): ExperienceRow[] {
  const edit = isObject(changes) ? changes : {};
  return rowsOf(rows).map((row) => {
    if (row.id !== id) return row;
    const { isCurrentRole, toMonth, toYear, ...startFields } = edit;
    let next = rowOf({ ...row, ...startFields, id: row.id, toMonth: row.toMonth, toYear: row.toYear });
    if (typeof isCurrentRole === 'boolean') next = setCurrentRole(next, isCurrentRole);
    if (!endDatesEnabled(next)) return next;
    return rowOf({ ...next, toMonth: toMonth ?? next.toMonth, toYear: toYear ?? next.toYear });
  });
}

/** The apply modal's flags (spec section 4). errorMessage is what the error modal shows. */
export interface ApplyModalState {
  shown: boolean;
  loading: boolean;
  errorModal: boolean;
  thanks: boolean;
  errorMessage: string;
}

export function closedApplyModal(): ApplyModalState {
  return { shown: false, loading: false, errorModal: false, thanks: false, errorMessage: '' };
}

/** Opening always starts from a clean modal: no spinner, no error, no thanks left from an earlier visit. */
export function openApplyModal(): ApplyModalState {
  return { ...closedApplyModal(), shown: true };
}

/** Closing hides the modal and drops every flag; a late answer to a submission then changes nothing. */
export function closeApplyModal(): ApplyModalState {
  return closedApplyModal();
}

/** A submission starts only from an open, idle modal that has not thanked yet: no double submissions. */
export function canSubmit(state: ApplyModalState): boolean {
  return state.shown && !state.loading && !state.thanks;
}

export function startSubmit(state: ApplyModalState): ApplyModalState {
  if (!canSubmit(state)) return state;
  return { ...state, loading: true, errorModal: false, errorMessage: '' };
}

/** Only a submission in flight can succeed; otherwise the state is returned unchanged. */
export function submitSucceeded(state: ApplyModalState): ApplyModalState {
  if (!state.shown || !state.loading) return state;
  return { ...state, loading: false, thanks: true, errorModal: false, errorMessage: '' };
}

/** Only a submission in flight can fail; its message (see jobSubmitErrorMessage) shows in the error modal. */
export function submitFailed(state: ApplyModalState, message: string): ApplyModalState {
  if (!state.shown || !state.loading) return state;
  return { ...state, loading: false, errorModal: true, errorMessage: typeof message === 'string' ? message : '' };
}

/**
 * The jobs API answered a submission: a success thanks the applicant; anything else shows what went wrong,
 * in the server's words when it sent some ('err=15' read as the invalid-fields message), else the
 * catalogue's words for its code, else the submit error.
 */
export function submissionAnswered(state: ApplyModalState, answer: ApiResult<ApplicationAnswer>): ApplyModalState {
  if (answer.ok && answer.value.success) return submitSucceeded(state);
  const message = answer.ok
    ? jobSubmitErrorMessage(answer.value.message)
    : answer.error.message
      ? jobSubmitErrorMessage(answer.error.message)
      : errorMessage(answer.error.code ?? ErrorCode.SubmitApplicationError);
  return submitFailed(state, message);
}

/** A multiple-choice answer with `option` ticked, or unticked when it was; a text answer starts a new list. */
export function toggleAnswerOption(answers: Readonly<Record<string, AnswerValue>>, questionId: string, option: string): Record<string, AnswerValue> {
  const current = answers[questionId];
  const chosen = Array.isArray(current) ? current : [];
  return { ...answers, [questionId]: chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option] };
}

export function dismissError(state: ApplyModalState): ApplyModalState {
  return { ...state, errorModal: false, errorMessage: '' };
}

function rowsOf(rows: unknown): ExperienceRow[] {
  return Array.isArray(rows) ? rows.filter(isObject).map((row) => rowOf(row)) : [];
}

/** Any value as a well-formed row: text fields are strings, the flag a boolean. */
function rowOf(value: unknown): ExperienceRow {
  const row = isObject(value) ? value : {};
  return {
    id: typeof row.id === 'number' ? row.id : Number.NaN,
    employer: text(row.employer),
    jobTitle: text(row.jobTitle),
    fromMonth: text(row.fromMonth),
    fromYear: text(row.fromYear),
    toMonth: text(row.toMonth),
    toYear: text(row.toYear),
    isCurrentRole: row.isCurrentRole === true,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
