import { useTranslation } from 'react-i18next';

/** What a visitor sees on a screen that needs an account; the button opens the login dialog. */
export function SignInPrompt({ text, onSignIn }: { text: string; onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="sign-in-prompt">
      <span className="pi pi-lock sign-in-prompt__icon" aria-hidden="true" />
      <p>{text}</p>
      <button type="button" className="button button--primary" onClick={onSignIn}>
        {t('common:signIn')}
      </button>
    </div>
  );
}
