import { useMachine } from '@xstate/react';
import { RouteLink } from './route-link';
import { useTranslation } from 'react-i18next';
import { latestNoticeMachine } from '../../machines/shared/loader.machine';
import { ErrorState, LoadingState } from './states';
import { formatDate } from './format';
import './content.css';

/** The latest entry-China notice (entryChinaNotice/last), shown on home. */
export function LatestNotice() {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useMachine(latestNoticeMachine);
  const notice = snapshot.context.data;
  if (snapshot.matches('loading')) {
    // a placeholder of the notice's own shape, so the page below does not move when it arrives
    return (
      <section className="latest-notice latest-notice--loading">
        <span className="latest-notice__icon pi pi-megaphone" aria-hidden="true" />
        <div className="latest-notice__text">
          <p className="latest-notice__eyebrow">{t('notices:latest')}</p>
          <LoadingState label={t('notices:loadingLatest')} />
          <p className="latest-notice__summary" aria-hidden="true">&nbsp;</p>
        </div>
        <span className="button button--quiet latest-notice__all" aria-hidden="true">
          {t('notices:all')}
        </span>
      </section>
    );
  }
  if (snapshot.matches('failed') || !notice) {
    return <ErrorState failure={snapshot.context.failure} text={t('notices:latestFailed')} onRetry={() => send({ type: 'RETRY' })} />;
  }
  return (
    <section className="latest-notice" aria-labelledby="latest-notice-title">
      <span className="latest-notice__icon pi pi-megaphone" aria-hidden="true" />
      <div className="latest-notice__text">
        <p className="latest-notice__eyebrow">
          {t('notices:latest')} · <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt, i18n.language)}</time>
        </p>
        <h2 id="latest-notice-title" className="latest-notice__title" dir="auto">
          <RouteLink to="noticeInfo" query={{ id: notice.id }}>{notice.title}</RouteLink>
        </h2>
        <p className="latest-notice__summary" dir="auto">{notice.summary}</p>
      </div>
      <RouteLink to="notices" className="button button--quiet latest-notice__all">
        {t('notices:all')}
      </RouteLink>
    </section>
  );
}
