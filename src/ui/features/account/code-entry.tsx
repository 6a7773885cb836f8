import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { codeEntryMachine } from '../../../machines/account/code-entry.machine';
import { FieldError } from '../../components/field';

interface CodeEntryProps {
  actor: ActorRefFrom<typeof codeEntryMachine>;
  confirmLabel: string;
  submitting: boolean;
  onBack: () => void;
}

/** Six one-character boxes, the cooldown line or resend link, confirm and back. */
export function CodeEntry({ actor, confirmLabel, submitting, onBack }: CodeEntryProps) {
  const { t } = useTranslation('account');
  const digits = useSelector(actor, (s) => s.context.digits);
  const active = useSelector(actor, (s) => s.context.active);
  const email = useSelector(actor, (s) => s.context.email);
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const incomplete = useSelector(actor, (s) => s.context.incomplete);
  const cooldown = useSelector(actor, (s) => s.value);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    const box = boxes.current[active];
    if (box && document.activeElement !== box) box.focus();
  }, [active]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '') {
      event.preventDefault();
      actor.send({ type: 'DIGIT.DELETE', index });
    }
    if (event.key === 'Enter') actor.send({ type: 'CONFIRM' });
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    actor.send({ type: 'CODE.PASTE', text: event.clipboardData.getData('text') });
  };

  return (
    <div className="code-entry">
      <p className="code-entry__target">{t('code.sentTo', { email })}</p>
      <p className="account-hint">{t('code.validity')}</p>
      <fieldset className="code-entry__boxes" aria-describedby={incomplete ? 'code-entry-error' : undefined}>
        <legend className="visually-hidden">{t('code.title')}</legend>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={`code-entry__box${index === active ? ' code-entry__box--active' : ''}`}
            value={digit}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('code.digit', { index: index + 1 })}
            aria-invalid={incomplete && digit === ''}
            onFocus={(event) => {
              event.target.select();
              actor.send({ type: 'DIGIT.FOCUS', index });
            }}
            onChange={(event) => actor.send({ type: 'DIGIT.INPUT', index, value: event.target.value })}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste}
          />
        ))}
      </fieldset>
      {incomplete ? (
        <FieldError id="code-entry-error">{t('codeRequired')}</FieldError>
      ) : null}
      <p className="code-entry__resend" aria-live="polite">
        {cooldown === 'counting' ? t('code.resendIn', { seconds: remaining }) : null}
        {cooldown === 'ready' ? (
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'RESEND' })}>
            {t('code.resend')}
          </button>
        ) : null}
        {cooldown === 'resending' ? t('code.resending') : null}
      </p>
      <div className="account-actions">
        <button type="button" className="button button--primary" disabled={submitting} onClick={() => actor.send({ type: 'CONFIRM' })}>
          {submitting ? <span className="pi pi-spin pi-spinner" aria-hidden="true" /> : null} {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" disabled={submitting} onClick={onBack}>
          {t('code.back')}
        </button>
      </div>
    </div>
  );
}
