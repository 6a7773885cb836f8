import type { ComponentProps } from 'react';
import { useSelector } from '@xstate/react';
import { ContentDialog } from '../../components/content-dialog';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { accountChangeMachine } from '../../../machines/account/account-change.machine';
import type { nicknameMachine } from '../../../machines/account/nickname.machine';
import { NICKNAME_MAX } from '../../../lib/validation';
import { useCurrentUser } from '../../session-context';
import { CodeEntry } from './code-entry';
import { DialogActions, DialogForm } from './dialog-form';
import { PasswordTips } from './password-tips';
import { Field } from '../../components/field';

/** An account dialog: the app's titled modal in the account look. */
export function AccountDialog(props: Omit<ComponentProps<typeof ContentDialog>, 'className'>) {
  return <ContentDialog {...props} className="account-dialog" />;
}

export function NicknameDialog({ actor }: { actor: ActorRefFrom<typeof nicknameMachine> }) {
  const { t } = useTranslation('account');
  const open = useSelector(actor, (s) => s.matches('open'));
  const saving = useSelector(actor, (s) => s.matches({ open: 'saving' }));
  const value = useSelector(actor, (s) => s.context.value);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <AccountDialog visible={open} title={t('nickname.title')} width={450} onClose={() => actor.send({ type: 'CLOSE' })}>
      <DialogForm onSubmit={() => actor.send({ type: 'SAVE' })}>
        <Field
          label={t('nickname.label')}
          value={value}
          autoComplete="nickname"
          error={error ? t(`errors.${error}`) : undefined}
          onChange={(next) => actor.send({ type: 'CHANGE', value: next })}
          hint={t('nickname.hint', { count: value.trim().length, max: NICKNAME_MAX })}
        />
        <DialogActions submit={t('nickname.save')} busy={saving} back={t('cancel')} onBack={() => actor.send({ type: 'CLOSE' })} />
      </DialogForm>
    </AccountDialog>
  );
}

/** Set password (kind password) or change e-mail (kind email): an input step, then the shared code entry. */
export function AccountChangeDialog({ actor }: { actor: ActorRefFrom<typeof accountChangeMachine> }) {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const kind = useSelector(actor, (s) => s.context.kind);
  const open = useSelector(actor, (s) => s.matches('open'));
  const inCodeEntry = useSelector(actor, (s) => s.matches({ open: 'codeEntry' }));
  const sending = useSelector(actor, (s) => s.matches({ open: { form: 'sendingCode' } }));
  const submitting = useSelector(actor, (s) => s.matches({ open: { codeEntry: 'submitting' } }));
  const codeEntry = useSelector(actor, (s) => s.children.codeEntry);
  const email = useSelector(actor, (s) => s.context.email);
  const password = useSelector(actor, (s) => s.context.password);
  const errors = useSelector(actor, (s) => s.context.errors);
  const copy = kind === 'password'
    ? { title: t('passwordDialog.title'), intro: t('passwordDialog.intro'), emailLabel: t('fields.email'), confirm: t('code.confirmPassword') }
    : { title: t('emailDialog.title'), intro: t('emailDialog.intro', { email: user?.email ?? '' }), emailLabel: t('emailDialog.newEmail'), confirm: t('code.confirmEmail') };
  return (
    <AccountDialog visible={open} title={copy.title} width={567} onClose={() => actor.send({ type: 'CLOSE' })}>
      {inCodeEntry && codeEntry ? (
        <CodeEntry actor={codeEntry} confirmLabel={copy.confirm} submitting={submitting} onBack={() => actor.send({ type: 'BACK' })} />
      ) : (
        <DialogForm onSubmit={() => actor.send({ type: 'SEND_CODE' })}>
          <p className="account-lead">{copy.intro}</p>
          <Field
            label={copy.emailLabel}
            type="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            value={email}
            error={errors.email ? t(`errors.${errors.email}`) : undefined}
            onChange={(value) => actor.send({ type: 'FIELD.CHANGE', field: 'email', value })}
            onBlur={() => actor.send({ type: 'EMAIL.BLUR' })}
          />
          {kind === 'password' ? (
            <Field
              label={t('reset.newPassword')}
              type="password"
              autoComplete="new-password"
              value={password}
              error={errors.password ? t(`errors.${errors.password}`) : undefined}
              onChange={(value) => actor.send({ type: 'FIELD.CHANGE', field: 'password', value })}
              hint={<PasswordTips password={password} />}
            />
          ) : null}
          <DialogActions submit={t('reset.sendEmail')} busy={sending} back={t('cancel')} onBack={() => actor.send({ type: 'CLOSE' })} />
        </DialogForm>
      )}
    </AccountDialog>
  );
}
