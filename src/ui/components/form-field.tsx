import { useId, type ReactNode } from 'react';

/** What the control inside a FormField spreads onto itself to be tied to the label and the error. */
interface FieldControl {
  id: string;
  /** `field__input`, marked invalid while there is an error */
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** already translated */
  error?: string;
  /** shown under the error */
  hint?: ReactNode;
  /** the control (input, select, textarea), with anything that stands between it and the error */
  children: (control: FieldControl) => ReactNode;
}

/** A labelled form control with its error under it, wired for screen readers. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: `field__input${error ? ' field__input--invalid' : ''}`,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint}
    </div>
  );
}

/** A form error message, announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="field__error" role="alert">
      {children}
    </p>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  placeholder?: string;
  /** already translated */
  error?: string;
  hint?: ReactNode;
  maxLength?: number;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** The usual FormField: a labelled text input (email, password, text) that reports its value. */
export function TextField({ label, value, type = 'text', autoComplete, placeholder, error, hint, maxLength, onChange, onBlur }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
