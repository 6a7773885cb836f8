import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../session-context';

export function MobileLayout({ ownScreen }: { ownScreen: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const items = [
    { path: '/home', label: t('shell:nav.home') },
    { path: '/cityList', label: t('shell:nav.city') },
    { path: '/explorList', label: t('shell:nav.explore') },
    ...(signedIn ? [{ path: '/travelItinerary', label: t('shell:nav.travel') }] : []),
    { path: '/profile', label: t('shell:nav.profile') },
  ];
  return (
    <div className="layout layout--mobile">
      <main className="layout__main" id="main">
        {ownScreen ? <Outlet /> : <h1>{t('common:appName')}</h1>}
      </main>
      <nav className="bottom-bar" aria-label={t('shell:nav.main')}>
        {items.map((item) => (
          <NavLink key={item.path} to={item.path} className="bottom-bar__item">
            {item.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
