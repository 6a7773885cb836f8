import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { ROUTES } from './routes';
import { RootLayout } from './layout/root-layout';
import { SessionContext } from './session-context';
import { DictionariesContext } from './dictionaries-context';
import { ToastBridge } from './toast-bridge';
import { config } from '../config';
import { publish } from '../machines/app-events';
import { LoadingState } from './components/states';
import { AccountDialogs } from './features/account/account-dialogs';
import { NotificationsContext } from './features/notifications/notifications-context';

const MockPanel = lazy(() => import('./mock-panel/mock-panel'));

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
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      ...ROUTES.map((route) => ({
        path: route.path,
        element: (
          <Suspense fallback={<LoadingState />}>
            <route.screen />
          </Suspense>
        ),
      })),
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
]);

export function App() {
  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <SessionContext.Provider>
        <DictionariesContext.Provider>
          <NotificationsContext.Provider>
            <RouterProvider router={router} />
            <ToastBridge />
            <AccountDialogs />
            {config.mockMode ? (
              <Suspense fallback={null}>
                <MockPanel />
              </Suspense>
            ) : null}
          </NotificationsContext.Provider>
        </DictionariesContext.Provider>
      </SessionContext.Provider>
    </PrimeReactProvider>
  );
}
