import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../session-context';
import {
  useEmailChangeRef, useFeedbackRef, useLoginDialogRef, useNicknameRef, usePasswordChangeRef,
} from './account-hooks';
import { FeedbackDialog } from './feedback-dialog';
import { LoginDialog } from './login-dialog';
import { AccountChangeDialog, NicknameDialog, AccountDialog } from './settings-dialogs';
import './account.css';

function KickModal() {
  const { t } = useTranslation('account');
  const session = SessionContext.useActorRef();
  const kicked = SessionContext.useSelector((s) => s.matches('kicked'));
  const acknowledge = () => session.send({ type: 'KICK_ACKNOWLEDGED' });
  return (
    <AccountDialog visible={kicked} title={t('kick.title')} width={420} onClose={acknowledge} closable={false}>
      <p className="account-lead">{t('kick.message')}</p>
      <div className="account-actions">
        <button type="button" className="button button--primary" onClick={acknowledge}>
          {t('kick.confirm')}
        </button>
      </div>
    </AccountDialog>
  );
}

function SignOutDialog() {
  const { t } = useTranslation('account');
  const session = SessionContext.useActorRef();
  const asking = SessionContext.useSelector((s) => s.matches({ signedIn: 'confirmingSignOut' }) || s.matches({ signedIn: 'signingOut' }));
  const signingOut = SessionContext.useSelector((s) => s.matches({ signedIn: 'signingOut' }));
  const cancel = () => session.send({ type: 'SIGN_OUT_CANCELLED' });
  return (
    <AccountDialog visible={asking} title={t('signOut.title')} width={420} onClose={cancel}>
      <p className="account-lead">{t('signOut.message')}</p>
      <div className="account-actions">
        <button type="button" className="button button--primary" disabled={signingOut} onClick={() => session.send({ type: 'SIGN_OUT_CONFIRMED' })}>
          {t('signOut.confirm')}
        </button>
        <button type="button" className="button button--secondary" disabled={signingOut} onClick={cancel}>
          {t('cancel')}
        </button>
      </div>
    </AccountDialog>
  );
}

/** Mount point for the login dialog, the session-kick modal and the account-settings dialogs. */
export function AccountDialogs() {
  const loginDialog = useLoginDialogRef();
  const nickname = useNicknameRef();
  const passwordChange = usePasswordChangeRef();
  const emailChange = useEmailChangeRef();
  const feedback = useFeedbackRef();
  return (
    <>
      {loginDialog ? <LoginDialog actor={loginDialog} /> : null}
      {nickname ? <NicknameDialog actor={nickname} /> : null}
      {passwordChange ? <AccountChangeDialog actor={passwordChange} /> : null}
      {emailChange ? <AccountChangeDialog actor={emailChange} /> : null}
      {feedback ? <FeedbackDialog actor={feedback} /> : null}
      <SignOutDialog />
      <KickModal />
    </>
  );
}
