import { useSelector } from '@xstate/react';
import { AppDialog } from '../../components/app-dialog';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { loginDialogMachine } from '../../../machines/account/login-dialog.machine';
import { Field, FieldError } from '../../components/field';
import { CodeEntry } from './code-entry';
import { DialogActions, DialogForm } from './dialog-form';
import { LegalText } from './legal-links';
import { PasswordTips } from './password-tips';
import { Ltr } from '../../components/bidi';

type LoginDialogActor = ActorRefFrom<typeof loginDialogMachine>;

function CredentialFields({ actor, passwordLabel, newPassword }: { actor: LoginDialogActor; passwordLabel: string; newPassword: boolean }) {
  const { t } = useTranslation('account');
  const email = useSelector(actor, (s) => s.context.email);
  const emailError = useSelector(actor, (s) => s.context.errors.email);
  return (
    <>
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        value={email}
        error={emailError ? t(`errors.${emailError}`) : undefined}
        onChange={(value) => actor.send({ type: 'FIELD.CHANGE', field: 'email', value })}
        onBlur={() => actor.send({ type: 'EMAIL.BLUR' })}
      />
      <PasswordField actor={actor} label={passwordLabel} newPassword={newPassword} />
    </>
  );
}

/** The password the dialog holds: a new one (sign-up, reset, asked again after a code) comes with the tips. */
function PasswordField({ actor, label, newPassword }: { actor: LoginDialogActor; label: string; newPassword: boolean }) {
  const { t } = useTranslation('account');
  const password = useSelector(actor, (s) => s.context.password);
  const passwordError = useSelector(actor, (s) => s.context.errors.password);
  return (
    <Field
      label={label}
      type="password"
      autoComplete={newPassword ? 'new-password' : 'current-password'}
      value={password}
      error={passwordError ? t(`errors.${passwordError}`) : undefined}
      onChange={(value) => actor.send({ type: 'FIELD.CHANGE', field: 'password', value })}
      hint={newPassword ? <PasswordTips password={password} /> : null}
    />
  );
}

function LoginView({ actor }: { actor: LoginDialogActor }) {
  const { t } = useTranslation('account');
  const submitting = useSelector(actor, (s) => s.matches({ open: { login: 'submitting' } }));
  const notice = useSelector(actor, (s) => s.context.notice);
  const locked = useSelector(actor, (s) => s.context.locked);
  return (
    <DialogForm onSubmit={() => actor.send({ type: 'SUBMIT' })}>
      <p className="account-lead">{t('login.subtitle')}</p>
      {notice === 'signInAgain' ? <p className="account-notice" role="status">{t('signInAgain')}</p> : null}
      <CredentialFields actor={actor} passwordLabel={t('fields.password')} newPassword={false} />
      {locked ? <p className="account-notice account-notice--error" role="alert">{t('common:errors.accountLocked')}</p> : null}
      <div className="account-row">
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'FORGOT' })}>
          {t('login.forgot')}
        </button>
      </div>
      <button type="submit" className="button button--primary button--wide" disabled={submitting}>
        {submitting ? <span className="pi pi-spin pi-spinner" aria-hidden="true" /> : null} {t('login.submit')}
      </button>
      <p className="account-switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'CREATE_ACCOUNT' })}>
          {t('login.createAccount')}
        </button>
      </p>
      <p className="account-legal">
        <LegalText i18nKey="login.legal" />
      </p>
    </DialogForm>
  );
}

function RegisterView({ actor }: { actor: LoginDialogActor }) {
  const { t } = useTranslation('account');
  const sending = useSelector(actor, (s) => s.matches({ open: { register: 'sendingCode' } }));
  const agreed = useSelector(actor, (s) => s.context.agreed);
  const agreementError = useSelector(actor, (s) => s.context.errors.agreement);
  return (
    <DialogForm onSubmit={() => actor.send({ type: 'JOIN' })}>
      <p className="account-lead">{t('register.subtitle')}</p>
      <CredentialFields actor={actor} passwordLabel={t('fields.password')} newPassword />
      <label className="account-check">
        <input type="checkbox" checked={agreed} onChange={(event) => actor.send({ type: 'AGREEMENT.TOGGLE', checked: event.target.checked })} />
        <span>
          <LegalText i18nKey="register.agreement" />
        </span>
      </label>
      {agreementError ? <FieldError>{t(`errors.${agreementError}`)}</FieldError> : null}
      <DialogActions submit={t('register.join')} busy={sending} back={t('register.back')} onBack={() => actor.send({ type: 'BACK' })} />
    </DialogForm>
  );
}

function PasswordResetView({ actor }: { actor: LoginDialogActor }) {
  const { t } = useTranslation('account');
  const mode = useSelector(actor, (s) => s.context.mode);
  const email = useSelector(actor, (s) => s.context.email);
  const sending = useSelector(actor, (s) => s.matches({ open: { passwordReset: 'sendingCode' } }));
  return (
    <DialogForm onSubmit={() => actor.send({ type: 'SEND_CODE' })}>
      {mode === 'error' ? (
        <>
          <p className="account-notice account-notice--warn" role="status">{t('reset.verifyHint')}</p>
          <p className="account-identity">
            <span className="pi pi-user" aria-hidden="true" /> <strong><Ltr>{email}</Ltr></strong>{' '}
            <button type="button" className="link-button" onClick={() => actor.send({ type: 'NOT_YOU' })}>
              {t('reset.notYou')}
            </button>
          </p>
          <PasswordField actor={actor} label={t('reset.newPassword')} newPassword />
        </>
      ) : (
        <>
          <p className="account-lead">{t('reset.forgotIntro')}</p>
          <CredentialFields actor={actor} passwordLabel={t('reset.newPassword')} newPassword />
        </>
      )}
      <DialogActions submit={t('reset.sendEmail')} busy={sending} back={t('reset.back')} onBack={() => actor.send({ type: 'BACK' })} />
    </DialogForm>
  );
}

function CodeView({ actor }: { actor: LoginDialogActor }) {
  const { t } = useTranslation('account');
  const codeEntry = useSelector(actor, (s) => s.children.codeEntry);
  const registering = useSelector(actor, (s) => s.context.codeType === 'register');
  const submitting = useSelector(actor, (s) => s.matches({ open: { codeEntry: 'submitting' } }));
  const passwordForgotten = useSelector(actor, (s) => s.context.passwordForgotten);
  if (!codeEntry) return null;
  return (
    <>
      {passwordForgotten ? (
        <>
          <p className="account-notice" role="status">{t('code.passwordAgain')}</p>
          <PasswordField actor={actor} label={registering ? t('fields.password') : t('reset.newPassword')} newPassword />
        </>
      ) : null}
      <CodeEntry
        actor={codeEntry}
        confirmLabel={registering ? t('code.confirmSignIn') : t('code.confirmPassword')}
        submitting={submitting}
        onBack={() => actor.send({ type: 'BACK' })}
      />
    </>
  );
}

const VIEWS = { login: LoginView, register: RegisterView, passwordReset: PasswordResetView, codeEntry: CodeView } as const;
type View = keyof typeof VIEWS;

/** The login dialog: 567 px, modal, not closed by a click outside; its view is the machine's state. */
export function LoginDialog({ actor }: { actor: LoginDialogActor }) {
  const { t } = useTranslation('account');
  const view = useSelector(actor, (s) => (s.matches('open') ? (Object.keys(VIEWS) as View[]).find((name) => s.matches({ open: name })) : undefined));
  const mode = useSelector(actor, (s) => s.context.mode);
  const titles: Record<View, string> = {
    login: t('login.title'),
    register: t('register.title'),
    passwordReset: mode === 'error' ? t('reset.titleError') : t('reset.titleForgot'),
    codeEntry: t('code.title'),
  };
  const Body = view ? VIEWS[view] : null;
  return (
    <AppDialog
      visible={view !== undefined}
      onHide={() => actor.send({ type: 'CLOSE' })}
      header={view ? titles[view] : ''}
      dismissableMask={false}
      className="account-dialog account-dialog--login"
      style={{ width: '567px' }}
      breakpoints={{ '640px': '94vw' }}
    >
      {Body ? <Body actor={actor} /> : null}
    </AppDialog>
  );
}
