import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../../components/screen-frame';
import { LoadingState } from '../../components/states';
import { NotificationsContext } from './notifications-context';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { NotificationActions, NotificationList, NotificationTabs } from './notification-list';
import './notifications.css';

// the centre's code holds the notifications machine: a first visit here gets it with the screen
NotificationsContext.offer(notificationsMachine);

/** The full-page notification centre: tabs All, @Me, Likes and System over the same list as the bell. */
export default function NotificationCentreScreen() {
  const actor = NotificationsContext.useStartedActor();
  return actor ? <NotificationCentre /> : <LoadingState />;
}

/** The centre once the notifications actor is there. */
function NotificationCentre() {
  const { t } = useTranslation('notifications');
  const actor = NotificationsContext.useLoadedActor();
  const signedIn = NotificationsContext.useLoadedSelector((s) => s.matches('signedIn'));
  const unreadCount = NotificationsContext.useLoadedSelector((s) => s.context.unreadCount);

  useEffect(() => {
    if (signedIn) actor.send({ type: 'OPEN' });
  }, [actor, signedIn]);

  if (!signedIn) {
    return (
      <ScreenFrame title={t('title')}>
        <div className="notif-centre notif-centre--guest">
          <span className="pi pi-bell notif-empty__icon" aria-hidden="true" />
          <p>{t('signInFirst')}</p>
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'LOGIN_REQUESTED' })}>
            {t('signIn')}
          </button>
        </div>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title={t('title')} actions={<NotificationActions />}>
      <div className="notif-centre">
        <p className="notif-centre__summary">{unreadCount > 0 ? t('unreadSummary', { count: unreadCount }) : t('allCaughtUp')}</p>
        <NotificationTabs idPrefix="centre" />
        <NotificationList idPrefix="centre" />
      </div>
    </ScreenFrame>
  );
}
