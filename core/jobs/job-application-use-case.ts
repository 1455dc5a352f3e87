// Applying for a job (spec sections 3, 4 and 5) as a use-case over the JobsApiPort: the form and its
// experience rows, the apply modal's flags, the check against the job's rules, the one submission in flight
// and what its answer means, and an application the server answered without script (the apply page). A
// front-end subscribes to the snapshot and renders it; every decision is made here. Commands never throw: a
// failed or thrown call becomes the modal's error message.
import { MESSAGES } from '../errors/messages';
import type { JobsApiPort } from '../ports/jobs-api.port';
import { snapshotHolder, type SnapshotSource } from '../shared/snapshot-source';
import { isCvRequired, isWorkExperienceRequired, validateJobApplication } from '../validation/job-application';
import type { FieldError } from '../validation/validation-result';
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
} from './job-application-form';
import { buildJobApplicationPayload } from './job-application-payload';
import type { Job, Resume } from './job.models';

/** The applicant's own details, typed one by one. */
export type ApplicantDetailField = 'firstName' | 'secondName' | 'email' | 'telephone';

/** The server's field that holds the CV: its own message for it (too large, wrong type) is always kept. */
export const RESUME_FIELD_NAME = 'resume';

export interface JobApplicationSnapshot {
  readonly form: JobApplicationForm;
  readonly modal: ApplyModalState;
  /** The errors to show, one per field in the form's order, with their keys: the last check's, less the rows since removed. */
  readonly fieldErrors: readonly FieldError[];
  /**
   * The server's own messages by field for an application posted without script that this check does not
   * make itself (the CV's size or type, the API's refusal of a field), kept until the next send.
   */
  readonly serverErrors: Readonly<Record<string, string>>;
  /** The CV chosen in that post: a page cannot keep a file, so the applicant chooses it again. */
  readonly resumeToChooseAgain: string | null;
  readonly cvRequired: boolean;
  readonly workExperienceRequired: boolean;
}

/** How the server answered an application posted without script, as the apply page is rendered with it. */
export interface PostedApplication {
  readonly ok: boolean;
  /** What was typed, read back into the form (never a file). */
  readonly form: JobApplicationForm;
  /** The server's messages by field. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** What went wrong, in words, when it was not a field. */
  readonly message: string | null;
  /** The name of the CV that was chosen, if one was. */
  readonly resumeName: string | null;
}

export interface JobApplicationUseCaseOptions {
  readonly job: Job;
  /** The year the work history's dates are checked against. */
  readonly currentYear: number;
  /** The server's answer to a post without script: the modal opens on it (the thanks, the errors, or the failure). */
  readonly posted?: PostedApplication | null;
}

export interface JobApplicationUseCase extends SnapshotSource<JobApplicationSnapshot> {
  /** Opens the modal; an applicant who was thanked and comes back starts a fresh form. */
  open(): void;
  /** Closes the modal; a late answer to a submission then changes nothing. What was typed is kept. */
  close(): void;
  /** A fresh form: nothing typed, no errors. */
  reset(): void;
  setDetail(field: ApplicantDetailField, value: string): void;
  setResume(resume: Resume | null): void;
  addExperience(): void;
  removeLastExperience(): void;
  updateExperience(id: number, changes: ExperienceRowChanges): void;
  /** Whether a row's end dates can be typed (not for a current role). */
  endDatesEnabled(id: number): boolean;
  setAnswer(questionId: string, answer: AnswerValue): void;
  toggleOption(questionId: string, option: string): void;
  dismissError(): void;
  /**
   * Checks the form against the job; when it is valid, sends the application once (a second press while one
   * is in flight, or after the thanks, sends nothing). Answers whether the form was valid.
   */
  submit(): Promise<boolean>;
}

export function createJobApplicationUseCase(
  ports: { jobs?: Pick<JobsApiPort, 'submitApplication'> },
  options: JobApplicationUseCaseOptions,
): JobApplicationUseCase {
  const { job, currentYear } = options;
  let checked: readonly FieldError[] = [];
  const holder = snapshotHolder<JobApplicationSnapshot>({
    form: resetForm(),
    modal: closedApplyModal(),
    fieldErrors: [],
    serverErrors: {},
    resumeToChooseAgain: null,
    cvRequired: isCvRequired(job),
    workExperienceRequired: isWorkExperienceRequired(job),
  });
  const snapshot = holder.getSnapshot;
  // The errors shown follow the last check's and the form of every change.
  const set = (next: Partial<Omit<JobApplicationSnapshot, 'fieldErrors'>>, errors: readonly FieldError[] = checked) => {
    checked = errors;
    const form = next.form ?? snapshot().form;
    holder.update({ ...next, fieldErrors: visibleFieldErrors(form, checked) });
  };
  const check = (form: JobApplicationForm) => validateJobApplication(form, job, { currentYear });
  const edit = (change: (form: JobApplicationForm) => JobApplicationForm) => set({ form: change(snapshot().form) });
  const fresh = () => ({ form: resetForm(), serverErrors: {}, resumeToChooseAgain: null });

  const posted = options.posted ?? null;
  if (posted !== null) {
    if (posted.ok) {
      set({ modal: { ...openApplyModal(), thanks: true } });
    } else if (Object.keys(posted.fieldErrors).length > 0) {
      // Core's rules run again on what was typed (the same form, so the same errors, with their keys for the
      // summary); the server's messages for fields core does not flag are kept beside them.
      const result = check(posted.form);
      const errors = result.valid ? [] : result.errors;
      const flagged = new Set(errors.map((error) => error.field));
      const serverErrors = Object.fromEntries(
        Object.entries(posted.fieldErrors).filter(([field]) => field === RESUME_FIELD_NAME || !flagged.has(field)),
      );
      set({ modal: openApplyModal(), form: posted.form, serverErrors, resumeToChooseAgain: posted.resumeName }, errors);
    } else {
      const failed = posted.message === null ? openApplyModal() : submitFailed(startSubmit(openApplyModal()), posted.message);
      set({ modal: failed, form: posted.form, resumeToChooseAgain: posted.resumeName });
    }
  }

  return {
    subscribe: holder.subscribe,
    getSnapshot: holder.getSnapshot,

    open() {
      set({ modal: openApplyModal(), ...(snapshot().modal.thanks ? fresh() : {}) }, snapshot().modal.thanks ? [] : checked);
    },
    close() {
      set({ modal: closeApplyModal() });
    },
    reset() {
      set(fresh(), []);
    },
    setDetail(field, value) {
      edit((form) => ({ ...form, [field]: value }));
    },
    setResume(resume) {
      set({ form: { ...snapshot().form, resume }, resumeToChooseAgain: null });
    },
    addExperience() {
      edit((form) => ({ ...form, experience: addRow(form.experience) }));
    },
    removeLastExperience() {
      edit((form) => ({ ...form, experience: removeLastRow(form.experience) }));
    },
    updateExperience(id, changes) {
      edit((form) => ({ ...form, experience: updateRow(form.experience, id, changes) }));
    },
    endDatesEnabled(id) {
      const row = snapshot().form.experience.find((r) => r.id === id);
      return row ? endDatesEnabled(row) : false;
    },
    setAnswer(questionId, answer) {
      edit((form) => ({ ...form, answers: { ...form.answers, [questionId]: answer } }));
    },
    toggleOption(questionId, option) {
      edit((form) => ({ ...form, answers: toggleAnswerOption(form.answers, questionId, option) }));
    },
    dismissError() {
      set({ modal: dismissError(snapshot().modal) });
    },

    async submit() {
      const result = check(snapshot().form);
      if (!result.valid) {
        set({ serverErrors: {} }, result.errors);
        return false;
      }
      const started = startSubmit(snapshot().modal);
      if (started === snapshot().modal) {
        set({ serverErrors: {} }, []);
        return true;
      }
      set({ modal: started, serverErrors: {} }, []);
      if (!ports.jobs) {
        set({ modal: submitFailed(snapshot().modal, MESSAGES.submitApplicationError) });
        return true;
      }
      const api = ports.jobs;
      const payload = buildJobApplicationPayload(snapshot().form, job);
      const answer = await api.submitApplication(payload).catch(() => ({ ok: false as const, error: { code: null } }));
      set({ modal: submissionAnswered(snapshot().modal, answer) });
      return true;
    },
  };
}
