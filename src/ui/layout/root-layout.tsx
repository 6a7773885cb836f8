import { Outlet, useLocation } from 'react-router-dom';
import { routeByPath } from '../routes';
import { useIsMobile } from './use-is-mobile';
import { DesktopHeader } from './desktop-header';
import { MobileLayout } from './mobile-layout';

export function RootLayout() {
  const isMobile = useIsMobile();
  const location = useLocation();
  const route = routeByPath(location.pathname);
  const embedded = new URLSearchParams(location.search).has('c');
  if (isMobile) return <MobileLayout ownScreen={route?.ownScreenOnMobile ?? false} />;
  return (
    <div className="layout layout--desktop">
      {embedded ? null : <DesktopHeader activeMenu={route?.menu ?? null} />}
      <main className="layout__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
