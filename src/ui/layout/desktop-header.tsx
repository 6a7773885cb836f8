import { RouteLink } from '../components/route-link';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../routes';
import { useSignedIn } from '../session-context';
import { publish } from '../../lib/app-events';
import { NotificationBell } from '../features/notifications/notification-bell';
import { UserMenu } from '../features/account/user-menu';
import { PlanningIndicator } from '../features/planner/planning-indicator';
import { BeijingClock } from './beijing-clock';
import { LanguageButton } from './language-button';
import { useMainTabs } from './main-tabs';

export function DesktopHeader({ activeMenu }: { activeMenu: RouteDef['menu'] }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const tabs = useMainTabs();
  return (
    <header className="header">
      <div className="header__inner">
        <RouteLink to="home" className="header__brand" aria-label={t('common:appName')}>
          <span className="header__logo" aria-hidden="true">
            <span className="pi pi-compass" />
          </span>
          <span className="header__word">{t('shell:header.china')}</span>
        </RouteLink>
        <BeijingClock />
        <nav className="header__tabs" aria-label={t('shell:nav.main')}>
          {tabs.map((tab) => (
            <RouteLink
              key={tab.menu}
              to={tab.menu}
              className={`header__tab${activeMenu === tab.menu ? ' header__tab--active' : ''}`}
              aria-current={activeMenu === tab.menu ? 'page' : undefined}
            >
              {tab.label}
            </RouteLink>
          ))}
        </nav>
        <div className="header__actions">
          <PlanningIndicator placement="header" />
          <LanguageButton />
          {signedIn ? (
            <>
              <NotificationBell />
              <UserMenu />
            </>
          ) : (
            <button type="button" className="button button--primary" onClick={() => publish({ type: 'login.requested' })}>
              <span className="pi pi-user" aria-hidden="true" />
              {t('shell:header.login')}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
