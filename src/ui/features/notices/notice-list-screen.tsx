import { useMachine } from '@xstate/react';
import { RouteLink } from '../../components/route-link';
import { useTranslation } from 'react-i18next';
import { noticeListMachine } from '../../../machines/notices/notice-list.machine';
import { ScreenFrame } from '../../components/screen-frame';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { NoticeCategoryBadge } from './notice-category';
import { formatDate } from '../../components/format';
import '../../components/content.css';

/** notices: every entry-China notice, newest first. */
export default function NoticeListScreen() {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useMachine(noticeListMachine);
  const { notices, total } = snapshot.context;
  return (
    <ScreenFrame title={t('notices:title')}>
      <p className="catalogue__lead">{t('notices:lead')}</p>
      {snapshot.matches('loading') ? <LoadingState /> : null}
      {snapshot.matches('failed') ? <ErrorState failure={snapshot.context.failure} text={t('notices:loadFailed')} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {snapshot.matches('ready') && notices.length === 0 ? <EmptyState text={t('notices:empty')} /> : null}
      {notices.length > 0 ? (
        <ul className="notice-list">
          {notices.map((notice) => (
            <li key={notice.id} className="notice-list__item">
              <article>
                <p className="notice-list__meta">
                  <NoticeCategoryBadge category={notice.category} />
                  <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt, i18n.language)}</time>
                </p>
                <h2 className="notice-list__title" dir="auto">
                  <RouteLink to="noticeInfo" query={{ id: notice.id }}>{notice.title}</RouteLink>
                </h2>
                <p className="notice-list__summary" dir="auto">{notice.summary}</p>
                <p className="notice-list__counts">
                  <span>
                    <span className="pi pi-thumbs-up" aria-hidden="true" /> {t('notices:likes', { count: notice.likeCount })}
                  </span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {notices.length > 0 ? (
        <div className="catalogue__more">
          <p className="catalogue__count">{t('notices:shown', { shown: notices.length, total })}</p>
          {notices.length < total ? (
            <button type="button" className="button button--quiet" disabled={snapshot.matches('loadingMore')} onClick={() => send({ type: 'MORE' })}>
              {t('notices:more')}
            </button>
          ) : null}
        </div>
      ) : null}
    </ScreenFrame>
  );
}
