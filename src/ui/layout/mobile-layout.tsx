import { Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { MOBILE_LANDING } from '../routes';
import { LoadingState } from '../components/states';
import { ScreenOutlet } from './status-pages';
import { RouteLink } from '../components/route-link';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from './language-button';
import { SiteFooter } from './site-footer';
import { useMainTabs } from './main-tabs';
import { PlanningIndicator } from '../features/planner/planning-indicator';
import { FloatingDock } from '../components/floating-dock';

export function MobileLayout({ ownScreen, embedded }: { ownScreen: boolean; embedded: boolean }) {
  const { t } = useTranslation();
  const tabs = useMainTabs({ withProfile: true });
  return (
    <div className={`layout layout--mobile${embedded ? ' layout--embedded' : ''}`}>
      {embedded ? null : (
        <header className="top-bar">
          <RouteLink to="home" className="header__brand">
            <span className="header__logo" aria-hidden="true">
              <span className="pi pi-compass" />
            </span>
            <span className="top-bar__name">{t('common:appName')}</span>
          </RouteLink>
          <div className="top-bar__tools">
            <FloatingDock placement="bar" />
            <LanguageButton compact />
          </div>
        </header>
      )}
      <main className="layout__main" id="main" tabIndex={-1}>
        {ownScreen ? (
          <ScreenOutlet />
        ) : (
          <Suspense fallback={<LoadingState />}>
            <MOBILE_LANDING />
          </Suspense>
        )}
      </main>
      {embedded || !ownScreen ? null : <SiteFooter />}
      {embedded ? null : <PlanningIndicator placement="phone" />}
      {embedded ? null : (
        <nav className="bottom-bar" aria-label={t('shell:nav.main')}>
          {tabs.map((tab) => (
            <NavLink key={tab.menu} to={tab.path} className="bottom-bar__item">
              <span className={`pi ${tab.icon}`} aria-hidden="true" />
              <span>{tab.label}</span>
            </NavLink>
          ))}
        </nav>
      )}
    </div>
  );
}
