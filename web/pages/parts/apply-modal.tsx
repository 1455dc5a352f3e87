// The apply-now form (spec section 3): details, work-history rows when the job asks for them (core's
// add/remove/current-role rules), the job's questions, and the CV when the job asks for one; errors by field
// from core's validation; then thanks, or the failure in an error panel. With JavaScript it opens in a modal
// from the job page; the job's apply page (/careers/job/{id}/apply) shows it in the page, where without
// JavaScript it posts itself, multipart with the CV (issue 16, item 2; server/site/job-application-post.ts):
// its fields are named by core's field paths, the CV comes last (a post cut off at a too-large file keeps
// what was typed before it), and the work-history buttons are submits that the server answers with a row
// more or less.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import type { ExperienceRow, JobQuestion } from '@tavola/core/jobs';
import { BIRTHDAY_MONTHS, validationProblem, workHistoryYears } from '@tavola/core/validation';
import { UPLOADS } from '@tavola/core/constants';
import { CheckboxField, ErrorSummary, FieldMessage, SelectField, TextAreaField, TextField } from './form-fields';
import { readResume, type JobApplicationStore } from './job-application.store';
import { RESUME_FIELD, ROWS_FIELD, answerFieldName, experienceFieldName } from './job-application-post';
import { useHydrated } from './use-hydrated';
import { Modal } from '../../layout/modal';

const DETAIL_IDS: Record<string, string> = {
  firstName: 'apply-first-name',
  secondName: 'apply-second-name',
  email: 'apply-email',
  telephone: 'apply-telephone',
  resume: 'apply-resume',
  'resume.name': 'apply-resume',
  'resume.content': 'apply-resume',
  experience: 'apply-exp-0-employer',
};

/** The id of the control a core field path names ('experience.1.toYear', 'answers.q-hours.answer'). */
export function fieldId(field: string): string {
  const known = DETAIL_IDS[field];
  if (known) return known;
  const row = /^experience\.(\d+)\.(\w+)$/.exec(field);
  if (row) return `apply-exp-${row[1]}-${row[2]}`;
  const answer = /^answers\.(.+)\.answer$/.exec(field);
  if (answer) return `apply-q-${answer[1]}`;
  return field;
}

const CV_MEGABYTES = UPLOADS.cvMaxBytes / (1024 * 1024);

function MonthOptions() {
  return (
    <>
      <option value="">Month</option>
      {BIRTHDAY_MONTHS.map((m) => (
        <option key={m.value} value={String(m.value)}>
          {m.name}
        </option>
      ))}
    </>
  );
}

function YearOptions({ years }: { years: number[] }) {
  return (
    <>
      <option value="">Year</option>
      {years.map((y) => (
        <option key={y} value={String(y)}>
          {y}
        </option>
      ))}
    </>
  );
}

const ExperienceRowFields = observer(function ExperienceRowFields({
  store,
  row,
  index,
  years,
  scripted,
}: {
  store: JobApplicationStore;
  row: ExperienceRow;
  index: number;
  years: number[];
  /** The page has its script: end dates are switched off until they can be chosen (without it they stay on). */
  scripted: boolean;
}) {
  const id = (field: string) => `apply-exp-${index}-${field}`;
  const name = (field: keyof ExperienceRow) => experienceFieldName(index, field);
  const error = (field: string) => store.errors[`experience.${index}.${field}`];
  const endEnabled = !scripted || store.endDatesEnabled(row.id);
  const update = (changes: Parameters<JobApplicationStore['updateExperience']>[1]) => store.updateExperience(row.id, changes);
  return (
    <fieldset className="experience-row">
      <legend>Role {index + 1}</legend>
      <div className="form-grid">
        <TextField id={id('employer')} name={name('employer')} label="Employer" value={row.employer} onChange={(e) => update({ employer: e.target.value })} error={error('employer')} />
        <TextField id={id('jobTitle')} name={name('jobTitle')} label="Job title" value={row.jobTitle} onChange={(e) => update({ jobTitle: e.target.value })} error={error('jobTitle')} />
        <SelectField id={id('fromMonth')} name={name('fromMonth')} label="From month" value={row.fromMonth} onChange={(e) => update({ fromMonth: e.target.value })} error={error('fromMonth')}>
          <MonthOptions />
        </SelectField>
        <SelectField id={id('fromYear')} name={name('fromYear')} label="From year" value={row.fromYear} onChange={(e) => update({ fromYear: e.target.value })} error={error('fromYear')}>
          <YearOptions years={years} />
        </SelectField>
        <SelectField id={id('toMonth')} name={name('toMonth')} label="To month" value={row.toMonth} disabled={!endEnabled} onChange={(e) => update({ toMonth: e.target.value })} error={error('toMonth')}>
          <MonthOptions />
        </SelectField>
        <SelectField id={id('toYear')} name={name('toYear')} label="To year" value={row.toYear} disabled={!endEnabled} onChange={(e) => update({ toYear: e.target.value })} error={error('toYear')}>
          <YearOptions years={years} />
        </SelectField>
      </div>
      <CheckboxField id={id('isCurrentRole')} name={name('isCurrentRole')} value="yes" label="I currently work here" checked={row.isCurrentRole} onChange={(e) => update({ isCurrentRole: e.target.checked })} />
    </fieldset>
  );
});

const Question = observer(function Question({ store, question }: { store: JobApplicationStore; question: JobQuestion }) {
  const id = `apply-q-${question.id}`;
  const error = store.errors[`answers.${question.id}.answer`];
  const answer = store.form.answers[question.id];
  const label = (
    <>
      {question.question}
      {question.is_mandatory ? null : <span className="field__optional"> (optional)</span>}
    </>
  );
  if (question.type === 'TEXT') {
    return (
      <TextAreaField id={id} name={answerFieldName(question.id)} label={label} rows={4} value={typeof answer === 'string' ? answer : ''} onChange={(e) => store.setAnswer(question.id, e.target.value)} error={error} />
    );
  }
  const multiple = question.type === 'MULTIPLE_CHOICE';
  const chosen = Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : [];
  return (
    <fieldset className="question" id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <div className={`question__options${question.type === 'YES_NO' ? ' question__options--inline' : ''}`}>
        {(question.options ?? []).map((option, index) => (
          <label className="checkbox" key={option} htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              type={multiple ? 'checkbox' : 'radio'}
              name={answerFieldName(question.id)}
              value={option}
              checked={chosen.includes(option)}
              onChange={() => (multiple ? store.toggleOption(question.id, option) : store.setAnswer(question.id, [option]))}
              aria-invalid={error ? true : undefined}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
});

/** Where the form posts without JavaScript (the apply page); absent in the modal, which needs script anyway. */
export interface ApplyFormTarget {
  action: string;
}

export const ApplyForm = observer(function ApplyForm({
  store,
  currentYear,
  target,
  headingLevel = 3,
}: {
  store: JobApplicationStore;
  currentYear: number;
  target?: ApplyFormTarget;
  headingLevel?: 2 | 3;
}) {
  const { job, form, modal, errors, fieldErrors } = store;
  const years = workHistoryYears(currentYear);
  const result = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // In the modal the script is running by definition; on the page, once it has hydrated.
  const scripted = target === undefined || hydrated;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rowButton = (change: 'add' | 'remove') =>
    scripted ? { type: 'button' as const } : { type: 'submit' as const, name: ROWS_FIELD, value: change, formNoValidate: true };
  useEffect(() => {
    if (modal.thanks || modal.errorModal) result.current?.focus();
  }, [modal.thanks, modal.errorModal]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit().then((valid) => {
      if (!valid) document.getElementById(fieldId(Object.keys(store.errors)[0] ?? ''))?.focus();
    });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    store.setResume(file ? await readResume(file) : null);
  };

  const summaryIds = Object.fromEntries(Object.keys(errors).map((field) => [field, fieldId(field)]));
  // Core names every answer 'Answer': the summary names the question, with what is wrong in core's words.
  const questionOf = (field: string) => job.questions?.find((q) => field === `answers.${q.id}.answer`);
  const summary = Object.fromEntries(
    fieldErrors.map(({ field, key, message }) => {
      const question = questionOf(field);
      return [field, question ? `${question.question} (${validationProblem(key)})` : message];
    }),
  );
  // A post answered by the server (without script): its messages, the question named likewise.
  for (const [field, message] of Object.entries(store.postedErrors)) summary[field] = questionOf(field) ? `${questionOf(field)?.question} (${message})` : message;
  const resumeHint = store.postedResumeName
    ? `You chose ${store.postedResumeName}: please choose it again, as the page cannot keep a file between sends. A .pdf or .docx file of ${CV_MEGABYTES} MB at most.`
    : form.resume
      ? `Chosen: ${form.resume.name}`
      : `A .pdf or .docx file of ${CV_MEGABYTES} MB at most.`;

  if (modal.thanks) {
    return (
      <div className="apply-result apply-result--thanks" ref={result} tabIndex={-1} role="status">
        <Heading>Thank you for applying</Heading>
        <p>
          We have your application for {job.name}
          {job.restaurantName ? ` at ${job.restaurantName}` : ''}. The team will be in touch by e-mail within a week.
        </p>
        {target === undefined ? (
          <button type="button" className="btn btn--primary" onClick={() => store.close()}>
            Close
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <form
      className="apply-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={`Application for ${job.name}`}
      {...(target ? { method: 'post', action: target.action, encType: 'multipart/form-data' } : {})}
    >
      {modal.errorModal ? (
        <div className="apply-result apply-result--error" ref={result} tabIndex={-1} role="alert">
          <Heading>Your application was not sent</Heading>
          <p>{modal.errorMessage}</p>
          {scripted ? (
            <button type="button" className="btn btn--outline btn--small" onClick={() => store.dismissError()}>
              Dismiss
            </button>
          ) : null}
        </div>
      ) : null}
      {scripted ? null : (
        // Enter in a field sends the form by its first submit button: without script the work-history
        // buttons are submits too, so this one, out of sight and out of the tab order, comes first.
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          Send my application
        </button>
      )}
      <ErrorSummary errors={summary} fieldIds={summaryIds} title="Please check your application" />
      <Heading>Your details</Heading>
      <div className="form-grid">
        <TextField id="apply-first-name" name="firstName" label="First name" autoComplete="given-name" value={form.firstName} onChange={(e) => store.setDetail('firstName', e.target.value)} error={errors.firstName} required />
        <TextField id="apply-second-name" name="secondName" label="Last name" autoComplete="family-name" value={form.secondName} onChange={(e) => store.setDetail('secondName', e.target.value)} error={errors.secondName} required />
        <TextField id="apply-email" name="email" type="email" label="E-mail" autoComplete="email" value={form.email} onChange={(e) => store.setDetail('email', e.target.value)} error={errors.email} required />
        <TextField id="apply-telephone" name="telephone" type="tel" label="Telephone" autoComplete="tel" value={form.telephone} onChange={(e) => store.setDetail('telephone', e.target.value)} error={errors.telephone} required />
      </div>

      {store.workExperienceRequired ? (
        <>
          <Heading>Work history</Heading>
          <FieldMessage id="apply-experience" error={errors.experience} />
          {form.experience.map((row, index) => (
            <ExperienceRowFields key={row.id} store={store} row={row} index={index} years={years} scripted={scripted} />
          ))}
          <div className="experience-actions">
            {/* Without script these are submits the server answers with the form and a row more or less. */}
            <button {...rowButton('add')} className="btn btn--outline btn--small" onClick={() => store.addExperience()}>
              Add another role
            </button>
            {form.experience.length > 1 ? (
              <button {...rowButton('remove')} className="btn btn--link" onClick={() => store.removeLastExperience()}>
                Remove the last role
              </button>
            ) : null}
          </div>
        </>
      ) : null}

      {job.questions && job.questions.length > 0 ? (
        <>
          <Heading>A few questions</Heading>
          {job.questions.map((question) => (
            <Question key={question.id} store={store} question={question} />
          ))}
        </>
      ) : null}

      {store.cvRequired ? (
        <>
          <Heading>Your CV</Heading>
          <TextField
            id="apply-resume"
            name={RESUME_FIELD}
            type="file"
            label="Upload your CV"
            hint={resumeHint}
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(e) => void onFile(e)}
            error={errors.resume ?? errors['resume.name'] ?? errors['resume.content']}
            required
          />
        </>
      ) : null}

      <button type="submit" className="btn btn--primary btn--block" disabled={modal.loading} aria-busy={modal.loading || undefined}>
        {modal.loading ? 'Sending…' : 'Send my application'}
      </button>
    </form>
  );
});

export const ApplyModal = observer(function ApplyModal({ store, currentYear }: { store: JobApplicationStore; currentYear: number }) {
  if (!store.modal.shown) return null;
  return (
    <Modal title={`Apply for ${store.job.name}`} onClose={() => store.close()} className="modal--apply" closeLabel="Close the application" closeOnBackdrop={false}>
      <ApplyForm store={store} currentYear={currentYear} />
    </Modal>
  );
});
