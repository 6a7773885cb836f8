import { AppDialog } from '../components/app-dialog';
import { useTranslation } from 'react-i18next';
import { SELECTABLE_LANGUAGES } from '../../machines/site/language.machine';
import { mediaUrl } from '../../lib/media';
import { useSignedIn } from '../session-context';
import { ErrorState, LoadingState } from '../components/states';
import { useSelector } from '@xstate/react';
import type { LanguageActor } from '../../machines/site/language.machine';

/** The language dialog: its code downloads with the language machine's, after the first screen or at the first press. */
export default function LanguageDialog({ language }: { language: LanguageActor }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const visible = useSelector(language, (s) => !s.matches('closed'));
  const state = useSelector(language, (s) =>
    s.matches({ open: 'failed' }) ? 'failed' : s.matches({ open: 'ready' }) ? 'ready' : s.matches('reloading') || s.matches({ open: 'savingToAccount' }) ? 'switching' : 'loading',
  );
  const { languages, current, failure } = useSelector(language, (s) => s.context);
  return (
    <AppDialog
      visible={visible}
      onHide={() => language.send({ type: 'CLOSE' })}
      header={t('shell:language.title')}
      className="language-dialog"
      style={{ inlineSize: '450px', maxInlineSize: 'calc(100vw - 24px)' }}
      dismissableMask
    >
      {state === 'loading' ? <LoadingState /> : null}
      {state === 'failed' ? <ErrorState failure={failure} onRetry={() => language.send({ type: 'RETRY' })} /> : null}
      {state === 'switching' ? <LoadingState label={t('shell:language.switching')} /> : null}
      {state === 'ready' ? (
        <ul className="language-list">
          {languages.map((item, index) => {
            const isCurrent = item.code === current;
            const selectable = index < SELECTABLE_LANGUAGES;
            return (
              <li key={item.code}>
                <button
                  type="button"
                  className={`language-option${isCurrent ? ' language-option--current' : ''}${selectable ? '' : ' language-option--unavailable'}`}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => language.send({ type: 'CHOOSE', code: item.code, index, signedIn })}
                >
                  <img className="language-option__flag" src={mediaUrl(item.icon)} alt="" width={28} height={20} />
                  <span className="language-option__name" lang={item.code}>
                    {item.nameSelf}
                  </span>
                  {isCurrent ? (
                    <span className="language-option__badge">
                      <span className="pi pi-check" aria-hidden="true" /> {t('shell:language.current')}
                    </span>
                  ) : null}
                  {selectable ? null : <span className="language-option__soon">{t('shell:language.soon')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </AppDialog>
  );
}
