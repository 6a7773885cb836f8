import { useTranslation } from 'react-i18next';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {label ?? t('common:loading')}
    </div>
  );
}

export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <div className="state state--empty">{text ?? t('common:empty')}</div>;
}

export function ErrorState({ onRetry, text }: { onRetry?: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" role="alert">
      <span>{text ?? t('common:loadFailed')}</span>
      {onRetry ? (
        <button type="button" className="link-button" onClick={onRetry}>
          {t('common:retry')}
        </button>
      ) : null}
    </div>
  );
}
