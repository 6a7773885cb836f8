import { Trans } from 'react-i18next';

/** Terms and privacy links inside a translated sentence; they open in a new tab so the dialog keeps its state. */
export function LegalText({ i18nKey }: { i18nKey: 'login.legal' | 'register.agreement' }) {
  return (
    <Trans
      ns="auth"
      i18nKey={i18nKey}
      components={{
        terms: <a href="/service" target="_blank" rel="noreferrer" />,
        privacy: <a href="/policy" target="_blank" rel="noreferrer" />,
      }}
    />
  );
}
