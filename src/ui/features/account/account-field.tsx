import type { ReactNode } from 'react';
import { FormField } from '../../components/form-field';

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
