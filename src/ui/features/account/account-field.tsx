import { useId, type ReactNode } from 'react';

interface AccountFieldProps {
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

/** A labelled input with its error under it, wired for screen readers. */
export function AccountField({ label, value, type = 'text', autoComplete, placeholder, error, hint, maxLength, onChange, onBlur }: AccountFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`field__input${error ? ' field__input--invalid' : ''}`}
        type={type}
        value={value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint}
    </div>
  );
}
