import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { AppDialog } from '../../components/app-dialog';
import { clockMachine } from '../../../machines/site/clock.machine';
import type { AppNotification } from '../../../api/types/notifications';
import { NOTIFICATION_TABS, type NotificationTab } from '../../../machines/notifications/notifications.machine';
import { formatNotificationTime } from '../../../lib/notification-time';
import { useNavigateByName } from '../../navigation';
import { NotificationsContext } from './notifications-context';
import './notifications.css';

const TYPE_ICON: Record<AppNotification['notificationType'], string> = { 1: 'pi-at', 2: 'pi-heart-fill', 3: 'pi-megaphone' };

interface NotificationWords {
  headline: string;
  /** the headline is the server's own text, in whatever language it wrote */
  fromServer: boolean;
  /** our own second line for the kind, in the reader's language */
  body: string | null;
  /** what someone wrote (a comment, a question, a title), shown as written */
  written: string;
}

/**
 * A notification in the reader's language: a kind this page knows is worded from its parts here; the
 * server's own title and text show only for a kind it does not know (or none).
 */
function useNotificationWords(notification: AppNotification): NotificationWords {
  const { t, i18n } = useTranslation('notifications');
  const { message } = notification;
  // with the params, a kind worded only in plural forms (title_one, title_other) counts as known too
  if (!message || !i18n.exists(`notifications:kinds.${message.kind}.title`, message.params)) {
    return { headline: notification.title, fromServer: true, body: null, written: notification.content };
  }
  const key = `kinds.${message.kind}`;
  const body = i18n.exists(`notifications:${key}.body`, message.params) ? t(`${key}.body`, message.params) : null;
  return { headline: t(`${key}.title`, message.params), fromServer: false, body, written: body === null ? notification.content : '' };
}

/** Where a click on a notification leads; null when it points at nothing. */
function useOpenTarget() {
  const navigateByName = useNavigateByName();
  return (notification: AppNotification) => {
    const { targetType, targetId } = notification;
    if (targetType === 'trail') navigateByName('explorInfo', { id: targetId }, { replaceQuery: true });
    if (targetType === 'city') navigateByName('cityInfo', { id: targetId }, { replaceQuery: true });
    if (targetType === 'notice') navigateByName('noticeInfo', { id: targetId }, { replaceQuery: true });
  };
}

export function NotificationTabs({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('notifications');
  const tab = NotificationsContext.useLoadedSelector((s) => s.context.tab);
  const actor = NotificationsContext.useLoadedActor();
  const select = (next: NotificationTab) => actor.send({ type: 'SELECT_TAB', tab: next });
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const direction = document.documentElement.dir === 'rtl' ? -step : step;
    const index = (NOTIFICATION_TABS.indexOf(tab) + direction + NOTIFICATION_TABS.length) % NOTIFICATION_TABS.length;
    select(NOTIFICATION_TABS[index]);
    document.getElementById(`${idPrefix}-tab-${NOTIFICATION_TABS[index]}`)?.focus();
  };
  return (
    <div className="notif-tabs" role="tablist" aria-label={t('tabsLabel')}>
      {NOTIFICATION_TABS.map((name) => (
        <button
          key={name}
          id={`${idPrefix}-tab-${name}`}
          type="button"
          role="tab"
          aria-selected={tab === name}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab === name ? 0 : -1}
          className={`notif-tabs__tab${tab === name ? ' notif-tabs__tab--active' : ''}`}
          onClick={() => select(name)}
          onKeyDown={onKeyDown}
        >
          {t(`tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}

export function NotificationActions() {
  const { t } = useTranslation('notifications');
  const actor = NotificationsContext.useLoadedActor();
  const settled = NotificationsContext.useLoadedSelector((s) => s.matches({ signedIn: { list: 'ready' } }));
  const anyUnread = NotificationsContext.useLoadedSelector((s) => s.context.unreadCount > 0);
  const anyShown = NotificationsContext.useLoadedSelector((s) => s.context.rows.length > 0);
  return (
    <div className="notif-actions">
      <button type="button" className="notif-actions__button" disabled={!settled || !anyUnread} onClick={() => actor.send({ type: 'MARK_ALL_READ' })}>
        <span className="pi pi-check-circle" aria-hidden="true" />
        {t('markAllRead')}
      </button>
      <button type="button" className="notif-actions__button" disabled={!settled || !anyShown} onClick={() => actor.send({ type: 'CLEAR' })}>
        <span className="pi pi-trash" aria-hidden="true" />
        {t('clearAll')}
      </button>
    </div>
  );
}

function NotificationItem({ notification, now, onOpened }: { notification: AppNotification; now: number; onOpened?: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const actor = NotificationsContext.useLoadedActor();
  const openTarget = useOpenTarget();
  const words = useNotificationWords(notification);
  const unread = notification.haveRead === 0;
  const time = formatNotificationTime(notification.createTime, {
    now,
    language: i18n.language,
    yesterday: (clock) => t('time.yesterday', { time: clock }),
  });
  const open = () => {
    if (unread) actor.send({ type: 'READ', id: notification.id });
    if (notification.targetType !== 'none') {
      openTarget(notification);
      onOpened?.();
    }
  };
  return (
    <li className={`notif-item${unread ? ' notif-item--unread' : ''}`}>
      <button type="button" className="notif-item__open" onClick={open}>
        <span className={`notif-item__icon notif-item__icon--${notification.notificationType}`} aria-hidden="true">
          <span className={`pi ${TYPE_ICON[notification.notificationType]}`} />
        </span>
        <span className="notif-item__body">
          <span className="notif-item__headline">
            {unread ? <span className="notif-item__dot"><span className="visually-hidden">{t('unread')}</span></span> : null}
            <span className="notif-item__title" dir={words.fromServer ? 'auto' : undefined}>{words.headline}</span>
          </span>
          {words.body ? <span className="notif-item__content">{words.body}</span> : null}
          {words.written ? <span className="notif-item__content notif-item__written" dir="auto">{words.written}</span> : null}
          <time className="notif-item__time" dateTime={notification.createTime}>{time}</time>
        </span>
      </button>
      <button
        type="button"
        className="notif-item__remove"
        aria-label={t('remove', { title: words.headline })}
        title={t('removeShort')}
        onClick={() => actor.send({ type: 'REMOVE', id: notification.id })}
      >
        <span className="pi pi-times" aria-hidden="true" />
      </button>
    </li>
  );
}

/** Asks once more before clean wipes every notification (spec: the texts modalTip and clearAsk). */
function ClearConfirmation() {
  const { t } = useTranslation(['notifications', 'common']);
  const actor = NotificationsContext.useLoadedActor();
  const asking = NotificationsContext.useLoadedSelector((s) => s.matches({ signedIn: { list: 'confirmingClear' } }));
  const cancel = () => actor.send({ type: 'CLEAR_CANCELLED' });
  const footer = (
    <div className="notif-confirm__footer">
      <button type="button" className="button button--quiet" onClick={cancel}>{t('common:cancel')}</button>
      <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'CLEAR_CONFIRMED' })}>
        {t('clearConfirm')}
      </button>
    </div>
  );
  return (
    <AppDialog visible={asking} onHide={cancel} header={t('modalTip')} footer={footer} className="notif-confirm" style={{ inlineSize: 'min(420px, 92vw)' }}>
      <p className="notif-confirm__text">{t('clearAsk')}</p>
    </AppDialog>
  );
}

/** The list for the active tab: loading, empty, error with retry (keeping what is shown), paging on scroll or "more". */
export function NotificationList({ idPrefix, onOpened }: { idPrefix: string; onOpened?: () => void }) {
  const { t } = useTranslation('notifications');
  const actor = NotificationsContext.useLoadedActor();
  const [clock] = useMachine(clockMachine);
  const tab = NotificationsContext.useLoadedSelector((s) => s.context.tab);
  const rows = NotificationsContext.useLoadedSelector((s) => s.context.rows);
  const hasMore = NotificationsContext.useLoadedSelector((s) => s.context.rows.length < s.context.total);
  const hasNewer = NotificationsContext.useLoadedSelector((s) => s.context.hasNewer);
  const loading = NotificationsContext.useLoadedSelector((s) => s.matches({ signedIn: { list: 'loading' } }) || s.matches({ signedIn: { list: 'idle' } }));
  const failed = NotificationsContext.useLoadedSelector((s) => s.matches({ signedIn: { list: 'failed' } }));
  const ready = NotificationsContext.useLoadedSelector((s) => s.matches({ signedIn: { list: 'ready' } }));
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || !ready) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) actor.send({ type: 'MORE' });
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [actor, hasMore, ready]);

  return (
    <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${tab}`} className="notif-panel" aria-busy={loading}>
      {hasNewer ? (
        <button type="button" className="notif-panel__newer" onClick={() => actor.send({ type: 'OPEN' })}>
          <span className="pi pi-arrow-up" aria-hidden="true" />
          {t('newer')}
        </button>
      ) : null}
      {rows.length > 0 ? (
        <ul className="notif-list" aria-label={t('listLabel')}>
          {rows.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} now={clock.context.now} onOpened={onOpened} />
          ))}
        </ul>
      ) : null}
      {ready && rows.length === 0 ? (
        <div className="notif-empty">
          <span className="pi pi-bell-slash notif-empty__icon" aria-hidden="true" />
          <p>{t('empty')}</p>
        </div>
      ) : null}
      {loading ? (
        <div className="notif-panel__status" role="status">
          <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('loading')}
        </div>
      ) : null}
      {failed ? (
        <div className="notif-panel__status notif-panel__status--error" role="alert">
          <span>{t('loadFailed')}</span>
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'RETRY' })}>{t('retry')}</button>
        </div>
      ) : null}
      {ready && hasMore ? (
        <div ref={sentinel} className="notif-panel__more">
          <button type="button" className="button button--quiet" onClick={() => actor.send({ type: 'MORE' })}>{t('more')}</button>
        </div>
      ) : null}
      <ClearConfirmation />
    </div>
  );
}
