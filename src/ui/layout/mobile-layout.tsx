import { Suspense } from 'react';
import { MOBILE_LANDING, type RouteName } from '../routes';
import { LoadingState } from '../components/states';
import { ScreenOutlet } from './status-pages';
import { RouteLink, SiteLink } from '../components/route-link';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from './language-button';
import { SiteFooter } from './site-footer';
import { useMainTabs } from './main-tabs';
import { PlanningIndicator } from '../features/planner/planning-indicator';
import { FloatingDock } from '../components/floating-dock';

export function MobileLayout({ ownScreen, embedded, routeName }: { ownScreen: boolean; embedded: boolean; routeName: RouteName | undefined }) {
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
          {tabs.map((tab) => {
            // a tab is lit on its own route only: the bottom bar is where a phone goes back to a section's start
            const current = tab.menu === routeName;
            return (
              <SiteLink key={tab.menu} href={tab.path} className={`bottom-bar__item${current ? ' active' : ''}`} aria-current={current ? 'page' : undefined}>
                <span className={`pi ${tab.icon}`} aria-hidden="true" />
                <span>{tab.label}</span>
              </SiteLink>
            );
          })}
        </nav>
      )}
    </div>
  );
}
