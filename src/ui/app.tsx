import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { ROUTES } from './routes';
import { hrefTo } from './navigation';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage, RouteErrorPage } from './layout/status-pages';
import { SessionContext, useSignedIn } from './session-context';
import { DictionariesContext } from './dictionaries-context';
import { ToastBridge } from './toast-bridge';
import { config } from '../config';
import { publish } from '../lib/app-events';
import { afterFirstPaint } from '../lib/first-paint';
import { LoadingState } from './components/states';
import { NotificationsContext } from './features/notifications/notifications-context';
import { PlannerContext } from './features/planner/planner-context';
import { FloatingDockProvider } from './components/floating-dock';

/** The mock panel, the account dialogs and the kick modal load after the first paint: none of them is open on arrival. */
const MockPanel = lazy(() => afterFirstPaint().then(() => import('./mock-panel/mock-panel')));
const AccountDialogs = lazy(() =>
  afterFirstPaint()
    .then(() => import('./features/account/account-dialogs'))
    .then((module) => ({ default: module.AccountDialogs })),
);

/** A loader on the root route that always revalidates runs before every navigation, the spec's before-each hook. */
const announceNavigation = () => {
  publish({ type: 'navigation.starting' });
  return null;
};

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    loader: announceNavigation,
    shouldRevalidate: () => true,
    hydrateFallbackElement: <LoadingState />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // a screen that throws (or whose code fails to load) shows the error page inside the site's frame
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to={hrefTo('home')} replace /> },
          ...ROUTES.map((route) => ({
            path: route.path,
            element: (
              <Suspense fallback={<LoadingState />}>
                <route.screen />
              </Suspense>
            ),
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

/** The notifications and the planner start from the session's answer to "who is signed in", then follow its events. */
function SessionDependents({ children }: { children: ReactNode }) {
  const input = { signedIn: useSignedIn() };
  return (
    <NotificationsContext.Provider options={{ input }}>
      <PlannerContext.Provider options={{ input }}>{children}</PlannerContext.Provider>
    </NotificationsContext.Provider>
  );
}

export function App() {
  return (
    <FloatingDockProvider>
      <SessionContext.Provider>
        <DictionariesContext.Provider>
          <SessionDependents>
            <RouterProvider router={router} />
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
