import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS } from '../../../lib/validation';
import { SessionContext, useCurrentUser } from '../../session-context';
import { useAvatarRef } from './account-hooks';
import { AccountDialogsContext } from './account-dialogs-context';
import type { avatarMachine } from '../../../machines/account/avatar.machine';
import type { ActorRefFrom } from 'xstate';

interface AccountAction {
  key: string;
  icon: string;
  label: string;
  run: () => void;
}

function useUploading(avatar: ActorRefFrom<typeof avatarMachine> | undefined) {
  return useSelector(avatar, (s) => s?.matches('uploading') ?? false);
}

/**
 * The signed-in user's settings as buttons (user menu and profile share them). Choosing the avatar file
 * needs a real click on a file input, so the hidden input lives here.
 */
export function AccountActionList({ className, itemClassName, onChosen }: { className: string; itemClassName: string; onChosen?: () => void }) {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const session = SessionContext.useActorRef();
  // through the dialogs' own actor: a choice made before their code arrived opens its dialog once it has
  const { send } = AccountDialogsContext.useActor();
  const avatar = useAvatarRef();
  const uploading = useUploading(avatar);
  const fileInputId = useId();
  const then = (action: () => void) => () => {
    action();
    onChosen?.();
  };
  const actions: AccountAction[] = [
    { key: 'avatar', icon: uploading ? 'pi-spin pi-spinner' : 'pi-image', label: t('menu.avatar'), run: () => document.getElementById(fileInputId)?.click() },
    { key: 'nickname', icon: 'pi-pencil', label: t('menu.nickname'), run: then(() => send({ type: 'NICKNAME.EDIT', nickName: user?.nickName ?? '' })) },
    { key: 'feedback', icon: 'pi-comment', label: t('menu.feedback'), run: then(() => send({ type: 'FEEDBACK.WRITE', email: user?.email ?? '' })) },
    { key: 'password', icon: 'pi-lock', label: t('menu.password'), run: then(() => send({ type: 'PASSWORD.CHANGE' })) },
    { key: 'email', icon: 'pi-envelope', label: t('menu.email'), run: then(() => send({ type: 'EMAIL.CHANGE' })) },
    { key: 'signOut', icon: 'pi-sign-out', label: t('menu.signOut'), run: then(() => session.send({ type: 'SIGN_OUT' })) },
  ];
  return (
    <>
      <ul className={className}>
        {actions.map((action) => (
          <li key={action.key}>
            <button type="button" className={`${itemClassName} ${itemClassName}--${action.key}`} onClick={action.run}>
              <span className={`pi ${action.icon}`} aria-hidden="true" />
              <span>{action.label}</span>
            </button>
          </li>
        ))}
      </ul>
      <input
        id={fileInputId}
        className="visually-hidden"
        type="file"
        tabIndex={-1}
        aria-label={t('menu.avatar')}
        accept={IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) send({ type: 'AVATAR.CHOSEN', file });
          event.target.value = '';
          onChosen?.();
        }}
      />
    </>
  );
}
