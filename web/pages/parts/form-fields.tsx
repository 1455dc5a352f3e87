// Form controls with their label, hint and the validation message core gave them, wired for screen readers
// (aria-invalid, aria-describedby), and the map from core's field errors to messages by field.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { firstMessageByField } from '@tavola/core/validation';

export type FieldMessages = Record<string, string>;

/** One message per field: core's first for each. */
export const messagesByField: (errors: Parameters<typeof firstMessageByField>[0]) => FieldMessages = firstMessageByField;

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface Common {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

export function FieldMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** The label, hint and error around one control, shared by every field kind. */
function FieldFrame({ id, label, hint, error, className, children }: Common & { children: ReactNode }) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** The accessibility attributes that tie a control to its hint and error. */
function controlProps(id: string, hint: ReactNode | undefined, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) };
}

export function TextField({ id, label, hint, error, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input {...controlProps(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

export function SelectField({ id, label, hint, error, className, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select {...controlProps(id, hint, error)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({ id, label, hint, error, className, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea {...controlProps(id, hint, error)} {...area} />
    </FieldFrame>
  );
}

export function CheckboxField({ id, label, error, className, ...input }: Omit<Common, 'hint'> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={`field field--checkbox${className ? ` ${className}` : ''}`}>
      <label className="checkbox" htmlFor={id}>
        <input type="checkbox" id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        <span>{label}</span>
      </label>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** The errors at the top of a form, each linking to its field, read out when they appear. */
export function ErrorSummary({ errors, fieldIds, title = 'Please check the form' }: { errors: FieldMessages; fieldIds: Record<string, string>; title?: string }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1}>
      <p className="error-summary__title">{title}</p>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>{fieldIds[field] ? <a href={`#${fieldIds[field]}`}>{message}</a> : message}</li>
        ))}
      </ul>
    </div>
  );
}
