import { useMachine } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { RouteLink } from '../../components/route-link';
import { useTranslation } from 'react-i18next';
import { feedbackProblem, noticeInfoMachine } from '../../../machines/notices/notice-info.machine';
import { NOTICE_FEEDBACK_MAX } from '../../../lib/catalogue-validation';
import { ErrorState, LoadingState } from '../../components/states';
import { ContentDialog } from '../../components/content-dialog';
import { Field } from '../../components/field';
import { NoticeCategoryBadge } from './notice-category';
import { formatDate } from '../../components/format';
import '../../components/content.css';

/** noticeInfo?id=: one entry-China notice with like, dislike, share and feedback. */
export default function NoticeInfoScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return <NoticeInfoView key={id} id={Number.isInteger(id) && id > 0 ? id : 0} />;
}

function NoticeInfoView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useMachine(noticeInfoMachine, { input: { id } });
  const { notice, shareUrl, copyResult, feedback, showFeedbackError } = snapshot.context;
  if (snapshot.hasTag('busy')) return <LoadingState />;
  if (snapshot.hasTag('error') || !notice) {
    const { failure } = snapshot.context;
    return (
      <section className="screen">
        <h1 className="screen__title">{t(failure?.kind === 'notFound' || !id ? 'notices:notFoundTitle' : 'shell:titles.noticeInfo')}</h1>
        <ErrorState failure={failure} text={t('notices:loadOneFailed')} onRetry={id ? () => send({ type: 'RETRY' }) : undefined} />
        <RouteLink to="notices">{t('notices:backToList')}</RouteLink>
      </section>
    );
  }
  const reacting = snapshot.matches({ ready: { reaction: 'reacting' } });
  const shareOpen = snapshot.hasTag('shareOpen');
  const feedbackOpen = !snapshot.matches({ ready: { feedback: 'closed' } });
  const sendingFeedback = snapshot.matches({ ready: { feedback: 'sending' } });
  const problem = showFeedbackError ? feedbackProblem(feedback) : null;
  return (
    <article className="notice-info">
      <RouteLink to="notices" className="notice-info__back">
        <span className="pi pi-arrow-left" aria-hidden="true" /> {t('notices:backToList')}
      </RouteLink>
      <p className="notice-list__meta">
        <NoticeCategoryBadge category={notice.category} />
        <span>
          {t('notices:published')} <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt, i18n.language)}</time>
        </span>
      </p>
      <h1 className="notice-info__title" dir="auto">{notice.title}</h1>
      <p className="notice-info__summary" dir="auto">{notice.summary}</p>
      <div className="notice-info__body" dir="auto">
        {notice.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p className="notice-info__disclaimer">
        <span className="pi pi-info-circle" aria-hidden="true" /> {t('notices:disclaimer')}
      </p>
      <div className="notice-info__actions" role="group" aria-label={t('notices:actions')}>
        <button
          type="button"
          className={`reaction-button${notice.myReaction === 'like' ? ' reaction-button--on' : ''}`}
          aria-pressed={notice.myReaction === 'like'}
          disabled={reacting}
          onClick={() => send({ type: 'LIKE' })}
        >
          <span className={`pi ${notice.myReaction === 'like' ? 'pi-thumbs-up-fill' : 'pi-thumbs-up'}`} aria-hidden="true" />
          {t('notices:helpful')} <span className="reaction-button__count">{notice.likeCount}</span>
        </button>
        <button
          type="button"
          className={`reaction-button${notice.myReaction === 'trample' ? ' reaction-button--on' : ''}`}
          aria-pressed={notice.myReaction === 'trample'}
          disabled={reacting}
          onClick={() => send({ type: 'TRAMPLE' })}
        >
          <span className={`pi ${notice.myReaction === 'trample' ? 'pi-thumbs-down-fill' : 'pi-thumbs-down'}`} aria-hidden="true" />
          {t('notices:notHelpful')} <span className="reaction-button__count">{notice.trampleCount}</span>
        </button>
        <button type="button" className="button button--quiet" disabled={snapshot.matches({ ready: { share: 'fetchingLink' } })} onClick={() => send({ type: 'SHARE' })}>
          <span className="pi pi-share-alt" aria-hidden="true" /> {t('notices:share')}
        </button>
        <button type="button" className="button button--quiet" onClick={() => send({ type: 'FEEDBACK.OPEN' })}>
          <span className="pi pi-comment" aria-hidden="true" /> {t('notices:feedback')}
        </button>
      </div>

      <ContentDialog visible={shareOpen} title={t('notices:shareTitle')} onClose={() => send({ type: 'SHARE.CLOSE' })}>
        <div className="share-link">
          <Field label={t('notices:shareLink')} value={shareUrl ?? ''} readOnly dir="ltr" hint={t('notices:shareHint')} />
          <button type="button" className="button button--primary" onClick={() => send({ type: 'COPY' })}>
            <span className="pi pi-copy" aria-hidden="true" /> {t('notices:copy')}
          </button>
        </div>
        <p className="share-link__status" role="status">
          {copyResult === 'copied' ? t('notices:copied') : copyResult === 'failed' ? t('notices:copyFailed') : ''}
        </p>
      </ContentDialog>

      <ContentDialog
        visible={feedbackOpen}
        title={t('notices:feedbackTitle')}
        onClose={() => send({ type: 'FEEDBACK.CLOSE' })}
        footer={
          <div className="content-dialog__footer">
            <button type="button" className="button button--quiet" onClick={() => send({ type: 'FEEDBACK.CLOSE' })}>
              {t('common:cancel')}
            </button>
            <button type="button" className="button button--primary" disabled={sendingFeedback} onClick={() => send({ type: 'FEEDBACK.SEND' })}>
              {t('notices:sendFeedback')}
            </button>
          </div>
        }
      >
        <p className="content-dialog__intro">{t('notices:feedbackIntro')}</p>
        <Field
          label={t('notices:feedbackLabel')}
          multiline
          rows={5}
          value={feedback}
          maxLength={NOTICE_FEEDBACK_MAX}
          counted
          onChange={(value) => send({ type: 'FEEDBACK.CHANGE', value })}
          error={problem ? t(`notices:feedbackErrors.${problem}`) : undefined}
        />
      </ContentDialog>
    </article>
  );
}
