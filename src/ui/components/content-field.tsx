import { useId, type ReactNode } from 'react';
import { DateInWords } from './date-in-words';

interface ContentFieldProps {
  label: string;
  value: string;
  onChange?: (event: { target: { value: string } }) => void;
  readOnly?: boolean;
  /** an already translated message; marks the input invalid */
  error?: string;
  hint?: string;
  type?: string;
  multiline?: boolean;
  /** the options of a select; without them the field is an input or a textarea */
  options?: ReactNode;
  autoComplete?: string;
  min?: string | number;
  max?: number;
  maxLength?: number;
  rows?: number;
}

/** A labelled input, textarea or select with its hint and error tied to it for screen readers. */
export function ContentField({ label, error, hint, multiline, options, rows = 3, ...input }: ContentFieldProps) {
  const id = useId();
  const dated = input.type === 'date' && input.value !== '';
  const describedBy = [dated ? `${id}-words` : '', hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  return (
    <div className="field content-field">
      <label htmlFor={id}>{label}</label>
      {options ? (
        <select {...common} value={input.value} onChange={input.onChange}>
          {options}
        </select>
      ) : multiline ? (
        <textarea rows={rows} {...common} {...input} />
      ) : (
        <input {...common} {...input} />
      )}
      {dated ? <DateInWords id={`${id}-words`} value={input.value} /> : null}
      {hint ? (
        <span id={`${id}-hint`} className="content-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="content-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
