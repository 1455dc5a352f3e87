// The apply-now modal (spec sections 3, 4 and 5) as a MobX store over core's pure form and modal rules:
// the form and its experience rows (core's job-application-form), validation against the job
// (validateJobApplication), the payload (buildJobApplicationPayload) and the modal's flags.
import { makeAutoObservable, runInAction } from 'mobx';
import { MESSAGES } from '@tavola/core/errors';
import {
  addRow,
  closeApplyModal,
  closedApplyModal,
  dismissError,
  endDatesEnabled,
  openApplyModal,
  removeLastRow,
  resetForm,
  startSubmit,
  submissionAnswered,
  submitFailed,
  toggleAnswerOption,
  updateRow,
  visibleFieldErrors,
  type AnswerValue,
  type ApplyModalState,
  type ExperienceRowChanges,
  type JobApplicationForm,
  buildJobApplicationPayload,
  type Job,
  type Resume,
} from '@tavola/core/jobs';
import type { JobsApiPort } from '@tavola/core/ports';
import { isCvRequired, isWorkExperienceRequired, validateJobApplication, type FieldError } from '@tavola/core/validation';
import { messagesByField, type FieldMessages } from './form-fields';
import type { PostedForm } from '../../stores/posted-form';
import { CHOSEN_RESUME_VALUE, applicationFormFromPosted } from './job-application-post';

type DetailField = 'firstName' | 'secondName' | 'email' | 'telephone';

export class JobApplicationStore {
  form: JobApplicationForm = resetForm();
  modal: ApplyModalState = closedApplyModal();
  /** Core's errors from the last check, one per field, in the form's order, with their keys. */
  fieldErrors: readonly FieldError[] = [];
  /** The server's messages by field for an application posted without script (the apply page), until the next send. */
  postedErrors: FieldMessages = {};
  /** The name of the CV chosen in that post: a page cannot keep the file, so the diner chooses it again. */
  postedResumeName: string | null = null;

  constructor(
    readonly job: Job,
    private readonly currentYear: number,
    private readonly api: Pick<JobsApiPort, 'submitApplication'> | undefined,
    posted: PostedForm | null = null,
  ) {
    if (posted !== null) this.restore(posted);
    makeAutoObservable<JobApplicationStore, 'api' | 'currentYear' | 'restore'>(this, { job: false, api: false, currentYear: false, restore: false });
  }

  /**
   * The apply page answering a post without script: what was typed, its errors by field, the failure or the
   * thanks. Core's rules are run again on what was typed (the same form, so the same errors, with their keys
   * for the summary); the server's own messages (a CV too large, the API's refusal of a field) are kept too.
   */
  private restore(posted: PostedForm): void {
    this.modal = openApplyModal();
    if (posted.ok) {
      this.modal = { ...this.modal, thanks: true };
      return;
    }
    this.form = applicationFormFromPosted(posted.values, this.job);
    const chosen = posted.values[CHOSEN_RESUME_VALUE];
    this.postedResumeName = typeof chosen === 'string' ? chosen : null;
    if (Object.keys(posted.fieldErrors).length > 0) {
      const checked = validateJobApplication(this.form, this.job, { currentYear: this.currentYear });
      this.fieldErrors = checked.valid ? [] : checked.errors;
      const known = new Set(this.fieldErrors.map((error) => error.field));
      this.postedErrors = Object.fromEntries(Object.entries(posted.fieldErrors).filter(([field]) => field === 'resume' || !known.has(field)));
    } else if (posted.message !== null) {
      this.modal = submitFailed(startSubmit(this.modal), posted.message);
    }
  }

  get cvRequired(): boolean {
    return isCvRequired(this.job);
  }

  get workExperienceRequired(): boolean {
    return isWorkExperienceRequired(this.job);
  }

  /** The message to show under each field (and in the summary): core decides which errors show. */
  get errors(): FieldMessages {
    return { ...messagesByField(visibleFieldErrors(this.form, this.fieldErrors)), ...this.postedErrors };
  }

  open(): void {
    // A diner who applied and comes back starts a fresh form.
    if (this.modal.thanks) this.reset();
    this.modal = openApplyModal();
  }

  close(): void {
    this.modal = closeApplyModal();
  }

  reset(): void {
    this.form = resetForm();
    this.fieldErrors = [];
    this.postedErrors = {};
    this.postedResumeName = null;
  }

  setDetail(field: DetailField, value: string): void {
    this.form = { ...this.form, [field]: value };
  }

  setResume(resume: Resume | null): void {
    this.postedResumeName = null;
    this.form = { ...this.form, resume };
  }

  addExperience(): void {
    this.form = { ...this.form, experience: addRow(this.form.experience) };
  }

  removeLastExperience(): void {
    this.form = { ...this.form, experience: removeLastRow(this.form.experience) };
  }

  updateExperience(id: number, changes: ExperienceRowChanges): void {
    this.form = { ...this.form, experience: updateRow(this.form.experience, id, changes) };
  }

  endDatesEnabled(id: number): boolean {
    const row = this.form.experience.find((r) => r.id === id);
    return row ? endDatesEnabled(row) : false;
  }

  setAnswer(questionId: string, answer: AnswerValue): void {
    this.form = { ...this.form, answers: { ...this.form.answers, [questionId]: answer } };
  }

  toggleOption(questionId: string, option: string): void {
    this.form = { ...this.form, answers: toggleAnswerOption(this.form.answers, questionId, option) };
  }

  dismissError(): void {
    this.modal = dismissError(this.modal);
  }

  /** Validates with core; when valid, sends the payload. Answers whether the form was valid. */
  async submit(): Promise<boolean> {
    this.postedErrors = {};
    const result = validateJobApplication(this.form, this.job, { currentYear: this.currentYear });
    if (!result.valid) {
      this.fieldErrors = result.errors;
      return false;
    }
    this.fieldErrors = [];
    const started = startSubmit(this.modal);
    if (started === this.modal) return true;
    this.modal = started;
    if (!this.api) {
      this.modal = submitFailed(this.modal, MESSAGES.submitApplicationError);
      return true;
    }
    const answer = await this.api.submitApplication(buildJobApplicationPayload(this.form, this.job));
    runInAction(() => {
      this.modal = submissionAnswered(this.modal, answer);
    });
    return true;
  }
}

/** Reads a chosen file as the application's resume: its name, type and base64 content. */
export function readResume(file: File): Promise<Resume> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve({ name: file.name, contentType: file.type, content: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
