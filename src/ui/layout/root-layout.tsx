import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routeByPath, type RouteDef } from '../routes';
import { config } from '../../config';
import { useIsMobile } from './use-is-mobile';
import { useDocumentTitle } from './use-document-title';
import { DesktopHeader } from './desktop-header';
import { MobileLayout } from './mobile-layout';
import { SiteFooter } from './site-footer';
import { LiveChat } from './live-chat';
import { LanguageContext, LiveChatContext } from './shell-contexts';
import { FloatingDock } from '../components/floating-dock';
import { ScreenOutlet } from './status-pages';
import { afterArrival } from '../../lib/first-paint';
import './shell.css';

/** `?liveSupport=open` opens the live-support panel at once (the mock's customer-service link leads there). */
const LIVE_SUPPORT_PARAM = 'liveSupport';

const LanguageDialog = lazy(() => import('./language-dialog'));

/** The language dialog, once its machine is there (it stays mounted, so it can close with its animation). */
function LanguageDialogHost() {
  const { actor } = LanguageContext.useActor();
  return actor ? (
    <Suspense fallback={null}>
      <LanguageDialog language={actor} />
    </Suspense>
  ) : null;
}

/** A page opened to talk to support downloads the live chat at once, not once the first screen is complete. */
const atOnce = () => Promise.resolve();

/** Routes whose own screen already offers a conversation, so the chat launcher would only be in the way. */
const CHAT_FREE_ROUTES: ReadonlySet<RouteDef['name']> = new Set(['cityInfo', 'explorInfo']);

export function RootLayout() {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobile();
  const location = useLocation();
  const route = routeByPath(location.pathname);
  useDocumentTitle(route?.name ?? 'notFound');
  const query = new URLSearchParams(location.search);
  const embedded = query.has('c');
  const chatVisible = !embedded && !(route && CHAT_FREE_ROUTES.has(route.name));
  const chatScript = config.mockMode ? '' : config.liveChatScript;
  const chatOpensAtStart = query.get(LIVE_SUPPORT_PARAM) === 'open';
  return (
    <LanguageContext.Provider input={{ current: i18n.language }} loadWhen={afterArrival}>
      <LiveChatContext.Provider input={{ scriptUrl: chatScript, openAtStart: chatOpensAtStart }} loadWhen={chatOpensAtStart ? atOnce : afterArrival}>
        <a className="skip-link" href="#main">
          {t('shell:skipToContent')}
        </a>
        {isMobile ? (
          <MobileLayout ownScreen={route?.ownScreenOnMobile ?? true} embedded={embedded} routeName={route?.name} />
        ) : (
          <div className="layout layout--desktop">
            {embedded ? null : <DesktopHeader activeMenu={route?.menu ?? null} />}
            <main className="layout__main" id="main" tabIndex={-1}>
              <ScreenOutlet />
            </main>
            {embedded ? null : <SiteFooter />}
          </div>
        )}
        {isMobile && !embedded ? null : <FloatingDock placement="corner" />}
        {chatVisible ? <LiveChat providerScript={chatScript} /> : null}
        <LanguageDialogHost />
      </LiveChatContext.Provider>
    </LanguageContext.Provider>
  );
}
