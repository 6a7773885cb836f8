import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { hrefTo } from '../../navigation';

/** Trans puts the translated words inside; a new tab keeps the dialog's state. */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

/** Terms and privacy links inside a translated sentence. */
export function LegalText({ i18nKey }: { i18nKey: 'login.legal' | 'register.agreement' }) {
  return <Trans ns="account" i18nKey={i18nKey} components={{ terms: <NewTabLink href={hrefTo('service')} />, privacy: <NewTabLink href={hrefTo('policy')} /> }} />;
}
