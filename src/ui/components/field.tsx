import { useId, type ReactNode } from 'react';
import { DateInWords } from './date-in-words';

interface FieldProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** the control's id when a rule outside the field needs it (the trip form's); otherwise one is made */
  id?: string;
  /** an already translated message: marks the control invalid and shows right under it */
  error?: string;
  hint?: ReactNode;
  /** shows how many of `maxLength` characters are used */
  counted?: boolean;
  /** a select's options; without them the control is an input, or a textarea when `multiline` */
  options?: ReactNode;
  multiline?: boolean;
  rows?: number;
  type?: 'email' | 'password' | 'text' | 'tel' | 'date' | 'number';
  inputMode?: 'numeric' | 'decimal';
  autoComplete?: string;
  placeholder?: string;
  min?: string | number;
  max?: number;
  maxLength?: number;
  readOnly?: boolean;
  /** `ltr` for a value written left to right on any page (a link) */
  dir?: 'ltr';
  /** what stands on the control's line after it: a button that acts on the chosen value */
  beside?: ReactNode;
  /** what the field shows between its control and its messages (the stops a picker has added) */
  children?: ReactNode;
}

/**
 * A labelled input, textarea or select with what describes it: the date written out, a counter, its error and a hint,
 * each named by the control's aria-describedby (the error first) so a screen reader says them with the field.
 */
export function Field(props: FieldProps) {
  const { label, value, onChange, onBlur, error, hint, counted, options, multiline, rows = 3, beside, children } = props;
  const { type, inputMode, autoComplete, placeholder, min, max, maxLength, readOnly, dir } = props;
  const madeId = useId();
  const id = props.id ?? madeId;
  const words = type === 'date' && value !== '' ? `${id}-words` : undefined;
  const counter = counted && maxLength !== undefined ? `${id}-counter` : undefined;
  const describedBy = [error ? `${id}-error` : '', words, counter, hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    className: 'field__input',
    value,
    onChange: onChange ? (event: { target: { value: string } }) => onChange(event.target.value) : undefined,
    onBlur,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
  };
  const text = { autoComplete, placeholder, maxLength, readOnly, dir };
  const field = options ? (
    <select {...control}>{options}</select>
  ) : multiline ? (
    <textarea {...control} {...text} rows={rows} />
  ) : (
    <input {...control} {...text} type={type} inputMode={inputMode} min={min} max={max} />
  );
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {beside ? (
        <div className="field__inline">
          {field}
          {beside}
        </div>
      ) : (
        field
      )}
      {words ? <DateInWords id={words} value={value} /> : null}
      {children}
      {counter ? (
        <span id={counter} className="field__counter">
          {value.length}/{maxLength}
        </span>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {hint ? (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** A form's error message, announced when it appears; a Field shows its own, a group or a custom control uses this. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="field__error" role="alert">
      {children}
    </p>
  );
}
