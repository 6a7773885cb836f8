import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES } from './routes';
import { hrefTo } from './navigation';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage, ScreenErrorBoundary } from './layout/status-pages';
import { SessionContext, useSignedIn } from './session-context';
import { DictionariesContext } from './dictionaries-context';
import { ToastBridge } from './toast-bridge';
import { config } from '../config';
import { publish } from '../lib/app-events';
import { afterArrival } from '../lib/first-paint';
import { loadAllStrings } from '../i18n';
import { LoadingState } from './components/states';
import { NotificationsContext } from './features/notifications/notifications-context';
import { PlannerContext } from './features/planner/planner-context';
import { AccountDialogsContext } from './features/account/account-dialogs-context';
import { FloatingDockProvider } from './components/floating-dock';

/**
 * The strings of every screen (and English, the fallback) once the first screen is complete: what opens later
 * finds its strings in. A chunk that fails is asked for again by the screen that needs it. A build for a real API
 * has no mock panel, so not its strings either.
 */
const arrivedWithStrings = () => afterArrival().then(() => loadAllStrings(config.mockMode ? [] : ['mock']).catch(() => undefined));

/** The mock panel, the account dialogs and the kick modal load after the first screen's data: none of them is open on arrival. */
const MockPanel = lazy(() => arrivedWithStrings().then(() => import('./mock-panel/mock-panel-opener')));
const AccountDialogs = lazy(() =>
  arrivedWithStrings()
    .then(() => import('./features/account/account-dialogs'))
    .then((module) => ({ default: module.AccountDialogs })),
);

/** Declarative routes (not a data router): the site loads no route data through the router, and this mode is 17 KB
 * (gzip) lighter in the first download. A screen that throws, or whose code fails to load, shows the error page. */
function SiteRoutes() {
  const { key } = useLocation();
  // every navigation first tells the session to re-read who is signed in (the spec's before-each hook), before the
  // new screen's machines start their calls
  useLayoutEffect(() => publish({ type: 'navigation.starting' }), [key]);
  return (
    <ScreenErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<Navigate to={hrefTo('home')} replace />} />
          {ROUTES.map((route) => (
            <Route
              key={route.name}
              path={route.path}
              element={
                <Suspense fallback={<LoadingState />}>
                  <route.screen />
                </Suspense>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ScreenErrorBoundary>
  );
}

/** The notifications, the planner and the account's dialogs start from the session's answer to "who is signed in", then follow its events. */
function SessionDependents({ children }: { children: ReactNode }) {
  const input = { signedIn: useSignedIn() };
  const session = SessionContext.useActorRef();
  return (
    <AccountDialogsContext.Provider input={{ ...input, session }} loadWhen={afterArrival}>
      <NotificationsContext.Provider input={input} loadWhen={afterArrival}>
        <PlannerContext.Provider input={input} loadWhen={afterArrival}>
          {children}
        </PlannerContext.Provider>
      </NotificationsContext.Provider>
    </AccountDialogsContext.Provider>
  );
}

export function App() {
  return (
    <FloatingDockProvider>
      <SessionContext.Provider>
        <DictionariesContext.Provider>
          <SessionDependents>
            <BrowserRouter>
              <SiteRoutes />
            </BrowserRouter>
            <ToastBridge />
            <Suspense fallback={null}>
              <AccountDialogs />
              {config.mockMode ? <MockPanel /> : null}
            </Suspense>
          </SessionDependents>
        </DictionariesContext.Provider>
      </SessionContext.Provider>
    </FloatingDockProvider>
  );
}
