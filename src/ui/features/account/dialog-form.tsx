import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { focusFirstField } from '../../components/app-dialog';

/**
 * An account dialog's form: the browser's own validation is off (the machine checks), and submitting
 * sends to the machine. A form that replaces another in an open dialog (login to register, to code
 * entry) takes the focus, which would otherwise fall to the page with the button that was pressed.
 */
export function DialogForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    focusFirstField(form.current);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit}>
      {children}
    </form>
  );
}

/** A dialog form's two buttons: submit (disabled, with a spinner, while busy) and the way out (cancel or back). */
export function DialogActions({ submit, busy, back, onBack }: { submit: string; busy: boolean; back: string; onBack: () => void }) {
  return (
    <div className="account-actions">
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? <span className="pi pi-spin pi-spinner" aria-hidden="true" /> : null} {submit}
      </button>
      <button type="button" className="button button--secondary" onClick={onBack}>
        {back}
      </button>
    </div>
  );
}
