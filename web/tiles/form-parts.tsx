// What the tile forms share: labelled fields with their inline error under them (aria-invalid and
// aria-describedby), the form state (values, which fields were visited, errors, sending, the answer),
// and the answer panels. Errors show for a field once it has been left, and for every field after a
// submit; the first field in error takes the focus when a submit is refused.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { PostedForm } from '../stores/posted-form';
import type { SubmitOutcome } from './form-submit';

export type FieldErrors = Record<string, string>;

type Status = 'editing' | 'sending' | 'sent' | 'failed';

export interface FormController<V> {
  values: V;
  status: Status;
  /** The answer's message after sending: a thank-you or what went wrong. */
  message: string | null;
  reference: string | null;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  visit: (name: string) => void;
  /** The error to show under a field now, if any. */
  errorOf: (name: string) => string | undefined;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  formRef: React.RefObject<HTMLFormElement | null>;
  idOf: (name: string) => string;
}

export interface FormOptions<V> {
  initial: V;
  validate: (values: V) => FieldErrors | Promise<FieldErrors>;
  send: (values: V) => Promise<SubmitOutcome>;
  /** The form's post without JavaScript and the server's answer (usePostedForm): the form starts from it. */
  posted?: PostedForm | null;
}

export function useTileForm<V extends object>({ initial, validate, send, posted = null }: FormOptions<V>): FormController<V> {
  const baseId = useId();
  const [values, setValues] = useState<V>(() => (posted ? ({ ...initial, ...posted.values } as V) : initial));
  const [errors, setErrors] = useState<FieldErrors>(() => posted?.fieldErrors ?? {});
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(posted !== null);
  const [status, setStatus] = useState<Status>(posted === null ? 'editing' : posted.ok ? 'sent' : 'failed');
  const [message, setMessage] = useState<string | null>(posted?.message ?? null);
  const [reference, setReference] = useState<string | null>(posted?.reference ?? null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const latest = useRef(0);

  // Validation may be asynchronous (the sign-up rules load on first use): only the newest answer counts.
  const check = useCallback(
    async (next: V): Promise<FieldErrors> => {
      const run = ++latest.current;
      const found = await validate(next);
      if (run === latest.current) setErrors(found);
      return found;
    },
    [validate],
  );

  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const next = { ...values, [name]: value };
      setValues(next);
      void check(next);
    },
    [check, values],
  );

  const visit = useCallback(
    (name: string) => {
      setVisited((current) => (current.has(name) ? current : new Set(current).add(name)));
      void check(values);
    },
    [check, values],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [focusRequest]);

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (status === 'sending') return;
      setSubmitted(true);
      void (async () => {
        const found = await check(values);
        if (Object.keys(found).length > 0) {
          setFocusRequest((n) => n + 1);
          return;
        }
        setStatus('sending');
        setMessage(null);
        const outcome = await send(values);
        if (outcome.ok) {
          setStatus('sent');
          setMessage(outcome.message);
          setReference(outcome.reference);
          return;
        }
        setStatus('failed');
        setMessage(outcome.message);
        if (Object.keys(outcome.fieldErrors).length > 0) {
          setErrors(outcome.fieldErrors);
          setFocusRequest((n) => n + 1);
        }
      })();
    },
    [check, send, status, values],
  );

  const errorOf = (name: string) => (submitted || visited.has(name) ? errors[name] : undefined);
  const idOf = (name: string) => `${baseId}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return { values, status, message, reference, set, visit, errorOf, submit, formRef, idOf };
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldShell({ id, label, error, hint, optional, children }: FieldShellProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children(describedBy)}
      <FieldError id={id} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  );
}

type Named<V> = { form: FormController<V>; name: keyof V & string; label: ReactNode; hint?: string; optional?: boolean };

export function TextField<V extends object>({
  form,
  name,
  label,
  hint,
  optional,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  min,
  max,
}: Named<V> & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  min?: number;
  max?: number;
}) {
  const id = form.idOf(name);
  const error = form.errorOf(name);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <input
          id={id}
          name={name}
          type={type}
          value={String(form.values[name] ?? '')}
          onChange={(event) => form.set(name, event.target.value as V[typeof name])}
          onBlur={() => form.visit(name)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          min={min}
          max={max}
          aria-required={optional ? undefined : true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField<V extends object>({ form, name, label, hint, optional, maxLength }: Named<V> & { maxLength?: number }) {
  const id = form.idOf(name);
  const error = form.errorOf(name);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <textarea
          id={id}
          name={name}
          value={String(form.values[name] ?? '')}
          onChange={(event) => form.set(name, event.target.value as V[typeof name])}
          onBlur={() => form.visit(name)}
          maxLength={maxLength}
          rows={5}
          aria-required={optional ? undefined : true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export interface Choice {
  value: string;
  label: string;
  group?: string;
}

export function SelectField<V extends object>({
  form,
  name,
  label,
  hint,
  optional,
  choices,
  placeholder,
  autoComplete,
}: Named<V> & { choices: Choice[]; placeholder: string; autoComplete?: string }) {
  const id = form.idOf(name);
  const error = form.errorOf(name);
  const groups = [...new Set(choices.map((choice) => choice.group ?? ''))];
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <select
          id={id}
          name={name}
          value={String(form.values[name] ?? '')}
          onChange={(event) => form.set(name, event.target.value as V[typeof name])}
          onBlur={() => form.visit(name)}
          autoComplete={autoComplete}
          aria-required={optional ? undefined : true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {groups.map((group) =>
            group === '' ? (
              choices.filter((choice) => !choice.group).map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)
            ) : (
              <optgroup key={group} label={group}>
                {choices
                  .filter((choice) => choice.group === group)
                  .map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
              </optgroup>
            ),
          )}
        </select>
      )}
    </FieldShell>
  );
}

export function CheckboxField<V extends object>({ form, name, label, optional }: Omit<Named<V>, 'hint'>) {
  const id = form.idOf(name);
  const error = form.errorOf(name);
  return (
    <div className={error ? 'field field--checkbox field--invalid' : 'field field--checkbox'}>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={form.values[name] === true}
          onChange={(event) => form.set(name, event.target.checked as V[typeof name])}
          onBlur={() => form.visit(name)}
          aria-required={optional ? undefined : true}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The send button, and the answer when sending failed (read out by screen readers as it appears). */
export function FormFooter<V>({ form, label }: { form: FormController<V>; label: string }) {
  return (
    <div className="tile-form__footer">
      <div role="alert" className="tile-form__alert-slot">
        {form.status === 'failed' && form.message && <p className="form-error tile-form__alert">{form.message}</p>}
      </div>
      <button type="submit" className="btn btn--primary tile-form__submit" aria-disabled={form.status === 'sending' ? true : undefined}>
        {form.status === 'sending' ? 'Sending…' : label}
      </button>
    </div>
  );
}

/** Replaces the form once it was sent, and takes the focus so the thank-you is read out. */
export function FormSent({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="tile-form__sent" role="status" tabIndex={-1}>
      <p className="tile-form__sent-title">{title}</p>
      {children}
    </div>
  );
}
