import { useEffect } from 'react';
import { RouteLink } from '../../components/route-link';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { publish } from '../../../lib/app-events';
import { dayjs } from '../../../lib/time';
import { useIsMobile } from '../../layout/use-is-mobile';
import { useCurrentUser, useSignedIn } from '../../session-context';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { AccountActionList } from './account-actions';
import { useFeedbackRef } from './account-hooks';
import { useFeedbackTypeLabel } from './feedback-dialog';
import { UserAvatar } from './user-avatar';
import './account.css';
import { Ltr } from '../../components/bidi';

function VisitorCard() {
  const { t } = useTranslation('account');
  return (
    <section className="profile-card profile-card--visitor">
      <span className="profile-card__badge pi pi-compass" aria-hidden="true" />
      <h1 className="profile-card__title">{t('profile.visitorTitle')}</h1>
      <p className="account-lead">{t('profile.visitorIntro')}</p>
      <button type="button" className="button button--primary button--wide" onClick={() => publish({ type: 'login.requested' })}>
        {t('signIn')}
      </button>
    </section>
  );
}

function IdentityCard() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <section className="profile-card profile-card--identity" aria-labelledby="profile-name">
      <UserAvatar user={user} size={88} />
      <div>
        <h1 id="profile-name" className="profile-card__title">{user.nickName}</h1>
        <p className="profile-card__email"><Ltr>{user.email}</Ltr></p>
      </div>
    </section>
  );
}

function FeedbackHistory() {
  const { t } = useTranslation('account');
  const feedback = useFeedbackRef();
  const typeLabel = useFeedbackTypeLabel();
  const status = useSelector(feedback, (s) => (s ? (s.value as { history: string }).history : 'idle'));
  const history = useSelector(feedback, (s) => s?.context.history ?? []);
  const failure = useSelector(feedback, (s) => s?.context.failure ?? null);
  useEffect(() => {
    feedback?.send({ type: 'HISTORY.LOAD' });
  }, [feedback]);
  return (
    <section className="profile-section" aria-labelledby="profile-feedback">
      <h2 id="profile-feedback">{t('profile.history')}</h2>
      {status === 'loading' && history.length === 0 ? <LoadingState /> : null}
      {status === 'failed' ? <ErrorState failure={failure} onRetry={() => feedback?.send({ type: 'HISTORY.LOAD' })} /> : null}
      {status === 'ready' && history.length === 0 ? <EmptyState text={t('profile.historyEmpty')} /> : null}
      {history.length > 0 ? (
        <ul className="feedback-history">
          {history.map((item) => (
            <li key={item.id} className="feedback-history__item">
              <div className="feedback-history__meta">
                <span className="feedback-history__type">{typeLabel(item.feedbackType)}</span>
                <time dateTime={item.createTime}>{dayjs(item.createTime).format('YYYY-MM-DD HH:mm')}</time>
              </div>
              <p className="feedback-history__content">{item.content}</p>
              {item.imagePath ? <p className="account-hint">{t('profile.images', { count: item.imagePath.split(',').length })}</p> : null}
              <p className="feedback-history__reply">{item.reply ? `${t('profile.reply')}: ${item.reply}` : t('profile.noReply')}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const LINKS = [
  { to: 'myPublish', icon: 'pi-book', key: 'myPublish' },
  { to: 'savedTrips', icon: 'pi-bookmark', key: 'savedTrips' },
  { to: 'notifications', icon: 'pi-bell', key: 'notifications' },
  { to: 'appeals', icon: 'pi-flag', key: 'appeals' },
  { to: 'questions', icon: 'pi-question-circle', key: 'questions' },
] as const;

function ProfileLinks() {
  const { t } = useTranslation('account');
  return (
    <nav className="profile-section" aria-labelledby="profile-links">
      <h2 id="profile-links">{t('profile.links')}</h2>
      <ul className="profile-links">
        {LINKS.map((link) => (
          <li key={link.key}>
            <RouteLink className="profile-links__item" to={link.to}>
              <span className={`pi ${link.icon}`} aria-hidden="true" />
              <span>{t(`profile.${link.key}`)}</span>
              <span className="pi pi-angle-right profile-links__arrow" aria-hidden="true" />
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Settings() {
  const { t } = useTranslation('account');
  return (
    <section className="profile-section" aria-labelledby="profile-settings">
      <h2 id="profile-settings">{t('profile.settings')}</h2>
      <AccountActionList className="profile-settings" itemClassName="profile-settings__item" />
    </section>
  );
}

/** /loginout and /profile: the phone's account screen, or the desktop profile page. */
export default function ProfileScreen() {
  const signedIn = useSignedIn();
  const isMobile = useIsMobile();
  if (!signedIn) {
    return (
      <div className="profile profile--visitor">
        <VisitorCard />
      </div>
    );
  }
  return (
    <div className={`profile${isMobile ? ' profile--mobile' : ''}`}>
      <IdentityCard />
      <div className="profile__columns">
        <div className="profile__main">
          <Settings />
          {isMobile ? null : <FeedbackHistory />}
        </div>
        <ProfileLinks />
      </div>
    </div>
  );
}
