import { useMachine } from '@xstate/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { latestNoticeMachine } from '../../../machines/loader.machine';
import { ErrorState, LoadingState } from '../../components/states';
import { formatDate } from './format';
import './catalogue.css';

/** The latest entry-China notice (entryChinaNotice/last), shown on home. */
export function LatestNotice() {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useMachine(latestNoticeMachine);
  const notice = snapshot.context.data;
  if (snapshot.matches('loading')) return <LoadingState label={t('catalogue:notices.loadingLatest')} />;
  if (snapshot.matches('failed') || !notice) {
    return <ErrorState text={t('catalogue:notices.latestFailed')} onRetry={() => send({ type: 'RETRY' })} />;
  }
  return (
    <section className="latest-notice" aria-labelledby="latest-notice-title">
      <span className="latest-notice__icon pi pi-megaphone" aria-hidden="true" />
      <div className="latest-notice__text">
        <p className="latest-notice__eyebrow">
          {t('catalogue:notices.latest')} · <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt, i18n.language)}</time>
        </p>
        <h2 id="latest-notice-title" className="latest-notice__title" dir="auto">
          <Link to={`/noticeInfo?id=${notice.id}`}>{notice.title}</Link>
        </h2>
        <p className="latest-notice__summary" dir="auto">{notice.summary}</p>
      </div>
      <Link to="/notices" className="button button--ghost latest-notice__all">
        {t('catalogue:notices.all')}
      </Link>
    </section>
  );
}
