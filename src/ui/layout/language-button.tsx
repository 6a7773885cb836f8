import { useTranslation } from 'react-i18next';
import { LanguageContext } from './shell-contexts';

export function LanguageButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { send } = LanguageContext.useActor();
  return (
    <button
      type="button"
      className={`button button--quiet language-button${compact ? ' language-button--compact' : ''}`}
      onClick={() => send({ type: 'OPEN' })}
      aria-haspopup="dialog"
      aria-label={`${t('shell:language.button')}: ${t('shell:language.self')}`}
    >
      <span className="pi pi-globe" aria-hidden="true" />
      {compact ? null : <span>{t('shell:language.self')}</span>}
    </button>
  );
}
