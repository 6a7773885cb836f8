import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../routes';
import { useSignedIn } from '../session-context';

export function DesktopHeader({ activeMenu }: { activeMenu: RouteDef['menu'] }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const tabs: { menu: NonNullable<RouteDef['menu']>; path: string; label: string }[] = [
    { menu: 'home', path: '/home', label: t('shell:nav.home') },
    { menu: 'cityList', path: '/cityList', label: t('shell:nav.city') },
    { menu: 'explorList', path: '/explorList', label: t('shell:nav.explore') },
    ...(signedIn ? [{ menu: 'travelItinerary' as const, path: '/travelItinerary', label: t('shell:nav.travel') }] : []),
  ];
  return (
    <header className="header">
      <span className="header__brand">{t('common:appName')}</span>
      <nav className="header__tabs" aria-label={t('shell:nav.main')}>
        {tabs.map((tab) => (
          <NavLink key={tab.menu} to={tab.path} className={() => `header__tab${activeMenu === tab.menu ? ' header__tab--active' : ''}`} aria-current={activeMenu === tab.menu ? 'page' : undefined}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
