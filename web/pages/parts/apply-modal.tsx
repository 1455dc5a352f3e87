// The apply-now modal's form (spec section 3): details, the CV when the job asks for one, work-history
// rows when it asks for them (core's add/remove/current-role rules), and the job's questions; errors
// by field from core's validation; then thanks, or the failure in an error panel.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import type { ExperienceRow, JobQuestion } from '@tavola/core/jobs';
import { BIRTHDAY_MONTHS, validationProblem, workHistoryYears } from '@tavola/core/validation';
import { CheckboxField, ErrorSummary, FieldMessage, SelectField, TextAreaField, TextField } from './form-fields';
import { readResume, type JobApplicationStore } from './job-application.store';
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
}: {
  store: JobApplicationStore;
  row: ExperienceRow;
  index: number;
  years: number[];
}) {
  const id = (field: string) => `apply-exp-${index}-${field}`;
  const error = (field: string) => store.errors[`experience.${index}.${field}`];
  const endEnabled = store.endDatesEnabled(row.id);
  const update = (changes: Parameters<JobApplicationStore['updateExperience']>[1]) => store.updateExperience(row.id, changes);
  return (
    <fieldset className="experience-row">
      <legend>Role {index + 1}</legend>
      <div className="form-grid">
        <TextField id={id('employer')} label="Employer" value={row.employer} onChange={(e) => update({ employer: e.target.value })} error={error('employer')} />
        <TextField id={id('jobTitle')} label="Job title" value={row.jobTitle} onChange={(e) => update({ jobTitle: e.target.value })} error={error('jobTitle')} />
        <SelectField id={id('fromMonth')} label="From month" value={row.fromMonth} onChange={(e) => update({ fromMonth: e.target.value })} error={error('fromMonth')}>
          <MonthOptions />
        </SelectField>
        <SelectField id={id('fromYear')} label="From year" value={row.fromYear} onChange={(e) => update({ fromYear: e.target.value })} error={error('fromYear')}>
          <YearOptions years={years} />
        </SelectField>
        <SelectField id={id('toMonth')} label="To month" value={row.toMonth} disabled={!endEnabled} onChange={(e) => update({ toMonth: e.target.value })} error={error('toMonth')}>
          <MonthOptions />
        </SelectField>
        <SelectField id={id('toYear')} label="To year" value={row.toYear} disabled={!endEnabled} onChange={(e) => update({ toYear: e.target.value })} error={error('toYear')}>
          <YearOptions years={years} />
        </SelectField>
      </div>
      <CheckboxField id={id('isCurrentRole')} label="I currently work here" checked={row.isCurrentRole} onChange={(e) => update({ isCurrentRole: e.target.checked })} />
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
      <TextAreaField id={id} label={label} rows={4} value={typeof answer === 'string' ? answer : ''} onChange={(e) => store.setAnswer(question.id, e.target.value)} error={error} />
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
              name={id}
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

export const ApplyModal = observer(function ApplyModal({ store, currentYear }: { store: JobApplicationStore; currentYear: number }) {
  const { job, form, modal, errors, fieldErrors } = store;
  const years = workHistoryYears(currentYear);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (modal.thanks || modal.errorModal) result.current?.focus();
  }, [modal.thanks, modal.errorModal]);
  if (!modal.shown) return null;

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
  const summary = Object.fromEntries(
    fieldErrors.map(({ field, key, message }) => {
      const question = job.questions?.find((q) => field === `answers.${q.id}.answer`);
      return [field, question ? `${question.question} (${validationProblem(key)})` : message];
    }),
  );

  return (
    <Modal title={`Apply for ${job.name}`} onClose={() => store.close()} className="modal--apply" closeLabel="Close the application" closeOnBackdrop={false}>
      {modal.thanks ? (
        <div className="apply-result apply-result--thanks" ref={result} tabIndex={-1} role="status">
          <h3>Thank you for applying</h3>
          <p>
            We have your application for {job.name}
            {job.restaurantName ? ` at ${job.restaurantName}` : ''}. The team will be in touch by e-mail within a week.
          </p>
          <button type="button" className="btn btn--primary" onClick={() => store.close()}>
            Close
          </button>
        </div>
      ) : (
        <form className="apply-form" onSubmit={onSubmit} noValidate aria-label={`Application for ${job.name}`}>
          {modal.errorModal ? (
            <div className="apply-result apply-result--error" ref={result} tabIndex={-1} role="alert">
              <h3>Your application was not sent</h3>
              <p>{modal.errorMessage}</p>
              <button type="button" className="btn btn--outline btn--small" onClick={() => store.dismissError()}>
                Dismiss
              </button>
            </div>
          ) : null}
          <ErrorSummary errors={summary} fieldIds={summaryIds} title="Please check your application" />
          <h3>Your details</h3>
          <div className="form-grid">
            <TextField id="apply-first-name" label="First name" autoComplete="given-name" value={form.firstName} onChange={(e) => store.setDetail('firstName', e.target.value)} error={errors.firstName} required />
            <TextField id="apply-second-name" label="Last name" autoComplete="family-name" value={form.secondName} onChange={(e) => store.setDetail('secondName', e.target.value)} error={errors.secondName} required />
            <TextField id="apply-email" type="email" label="E-mail" autoComplete="email" value={form.email} onChange={(e) => store.setDetail('email', e.target.value)} error={errors.email} required />
            <TextField id="apply-telephone" type="tel" label="Telephone" autoComplete="tel" value={form.telephone} onChange={(e) => store.setDetail('telephone', e.target.value)} error={errors.telephone} required />
          </div>

          {store.cvRequired ? (
            <>
              <h3>Your CV</h3>
              <TextField
                id="apply-resume"
                type="file"
                label="Upload your CV"
                hint={form.resume ? `Chosen: ${form.resume.name}` : 'A .pdf or .docx file.'}
                accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                onChange={(e) => void onFile(e)}
                error={errors.resume ?? errors['resume.name'] ?? errors['resume.content']}
                required
              />
            </>
          ) : null}

          {store.workExperienceRequired ? (
            <>
              <h3>Work history</h3>
              <FieldMessage id="apply-experience" error={errors.experience} />
              {form.experience.map((row, index) => (
                <ExperienceRowFields key={row.id} store={store} row={row} index={index} years={years} />
              ))}
              <div className="experience-actions">
                <button type="button" className="btn btn--outline btn--small" onClick={() => store.addExperience()}>
                  Add another role
                </button>
                {form.experience.length > 1 ? (
                  <button type="button" className="btn btn--link" onClick={() => store.removeLastExperience()}>
                    Remove the last role
                  </button>
                ) : null}
              </div>
            </>
          ) : null}

          {job.questions && job.questions.length > 0 ? (
            <>
              <h3>A few questions</h3>
              {job.questions.map((question) => (
                <Question key={question.id} store={store} question={question} />
              ))}
            </>
          ) : null}

          <button type="submit" className="btn btn--primary btn--block" disabled={modal.loading} aria-busy={modal.loading || undefined}>
            {modal.loading ? 'Sending…' : 'Send my application'}
          </button>
        </form>
      )}
    </Modal>
  );
});
