import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsContext } from './notifications-context';
import './notifications.css';

/** The list, its tabs and its times (dayjs) load when the bell is first opened, not with the header. */
const NotificationDropdown = lazy(() => import('./notification-dropdown'));

const BADGE_CAP = 99;

/** The bell with the unread badge and the notifications dropdown, shown in the header when signed in. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { actor, send } = NotificationsContext.useActor();
  const unreadCount = NotificationsContext.useSelector((s) => s?.context.unreadCount ?? 0);
  const confirming = NotificationsContext.useSelector((s) => s?.matches({ signedIn: { list: 'confirmingClear' } }) ?? false);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (confirming || target?.closest('.p-dialog, .p-dialog-mask') || root.current?.contains(target)) return;
      setOpen(false);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || confirming) return;
      setOpen(false);
      bell.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, confirming]);

  const toggle = () => {
    if (!open) send({ type: 'OPEN' });
    setOpen(!open);
  };
  const label = unreadCount > 0 ? t('bellUnread', { count: unreadCount }) : t('bell');

  return (
    <div className="notif-bell" ref={root}>
      <button
        ref={bell}
        type="button"
        className="notif-bell__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={toggle}
      >
        <span className="pi pi-bell" aria-hidden="true" />
        {unreadCount > 0 ? (
          <span className="notif-bell__badge" aria-hidden="true" data-testid="unread-badge">
            {unreadCount > BADGE_CAP ? `${BADGE_CAP}+` : unreadCount}
          </span>
        ) : null}
      </button>
      {open && actor ? (
        <Suspense fallback={null}>
          <NotificationDropdown panelId={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
