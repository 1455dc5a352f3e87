// The apply-now modal's MobX binding: core's job-application use-case (createJobApplicationUseCase) does
// everything, from the form's rows and the modal's flags to the one submission in flight and what its answer
// means; this store holds its latest snapshot as an observable reference, forwards the commands, and reads
// the page's post without script (the apply page) into the use-case's terms. One per job page.
import {
  createJobApplicationUseCase,
  type Job,
  type JobApplicationSnapshot,
  type JobApplicationUseCase,
  type PostedApplication,
  type Resume,
} from '@tavola/core/jobs';
import type { JobsApiPort } from '@tavola/core/ports';
import { messagesByField, type FieldMessages } from './form-fields';
import type { PostedForm } from '../../stores/posted-form';
import { UseCaseStore } from '../../booking/use-case-store';
import { CHOSEN_RESUME_VALUE, applicationFormFromPosted } from './job-application-post';

export type JobApplicationCommands = Omit<JobApplicationUseCase, 'subscribe' | 'getSnapshot'>;

// The class and this interface merge: the commands are the use-case's own functions, assigned in the constructor.
export interface JobApplicationStore extends JobApplicationCommands {}

/** The apply page's post answered by the server, in the use-case's terms. */
function postedApplication(posted: PostedForm, job: Job): PostedApplication {
  const chosen = posted.values[CHOSEN_RESUME_VALUE];
  return {
    ok: posted.ok,
    form: applicationFormFromPosted(posted.values, job),
    fieldErrors: posted.fieldErrors,
    message: posted.message,
    resumeName: typeof chosen === 'string' ? chosen : null,
  };
}

export class JobApplicationStore extends UseCaseStore<JobApplicationSnapshot> {
  constructor(
    readonly job: Job,
    currentYear: number,
    api: Pick<JobsApiPort, 'submitApplication'> | undefined,
    posted: PostedForm | null = null,
  ) {
    super(createJobApplicationUseCase({ jobs: api }, { job, currentYear, posted: posted === null ? null : postedApplication(posted, job) }));
  }

  get form() {
    return this.snapshot.form;
  }

  get modal() {
    return this.snapshot.modal;
  }

  get fieldErrors() {
    return this.snapshot.fieldErrors;
  }

  get postedErrors(): FieldMessages {
    return this.snapshot.serverErrors;
  }

  get postedResumeName(): string | null {
    return this.snapshot.resumeToChooseAgain;
  }

  get cvRequired(): boolean {
    return this.snapshot.cvRequired;
  }

  get workExperienceRequired(): boolean {
    return this.snapshot.workExperienceRequired;
  }

  /** The message to show under each field (and in the summary): core's, then the server's own. */
  get errors(): FieldMessages {
    return { ...messagesByField(this.snapshot.fieldErrors), ...this.snapshot.serverErrors };
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
