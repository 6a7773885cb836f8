import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../components/route-link';
import { NotificationActions, NotificationList, NotificationTabs } from './notification-list';

/** The bell's open panel: the latest notifications, their tabs and a link to the notification centre. */
export default function NotificationDropdown({ panelId, onClose }: { panelId: string; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <div id={panelId} className="notif-dropdown" role="dialog" aria-labelledby={`${panelId}-title`}>
      <div className="notif-dropdown__head">
        <h2 id={`${panelId}-title`} className="notif-dropdown__title">{t('title')}</h2>
        <NotificationActions />
      </div>
      <NotificationTabs idPrefix={`${panelId}-dropdown`} />
      <div className="notif-dropdown__scroll">
        <NotificationList idPrefix={`${panelId}-dropdown`} onOpened={onClose} />
      </div>
      <RouteLink to="notifications" className="notif-dropdown__all" onClick={onClose}>
        {t('seeAll')}
        <span className="pi pi-angle-right notif-dropdown__all-icon" aria-hidden="true" />
      </RouteLink>
    </div>
  );
}
