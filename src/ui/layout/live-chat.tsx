import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { InDock, useDockPlacement } from '../components/floating-dock';
import { LiveChatContext } from './shell-contexts';

const LiveChatPanel = lazy(() => import('./live-chat-panel'));

/**
 * The local live-support widget (mock mode, or when the provider's script fails); a provider draws its own.
 * Its launcher sits in the floating dock; the panel opens beside it.
 */
export function LiveChat() {
  const usesLocalWidget = LiveChatContext.useSelector((s) => s.matches('local'));
  const open = LiveChatContext.useSelector((s) => s.matches({ local: 'open' }));
  const online = LiveChatContext.useSelector((s) => s.context.status.online);
  const chat = LiveChatContext.useActorRef();
  const placement = useDockPlacement();
  const { t } = useTranslation();
  if (!usesLocalWidget) return null;
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <LiveChatPanel placement={placement ?? 'corner'} />
        </Suspense>
      ) : null}
      <InDock>
        <button
          type="button"
          className="dock-button live-chat__launcher"
          aria-expanded={open}
          aria-controls="live-chat-panel"
          title={open ? t('shell:chat.close') : t('shell:chat.open')}
          onClick={() => chat.send({ type: open ? 'CLOSE' : 'OPEN' })}
        >
          <span className={`pi ${open ? 'pi-times' : 'pi-comments'}`} aria-hidden="true" />
          <span className="visually-hidden">{open ? t('shell:chat.close') : t('shell:chat.open')}</span>
          {open ? null : <span className={`live-chat__dot live-chat__dot--${online ? 'online' : 'away'}`} aria-hidden="true" />}
        </button>
      </InDock>
    </>
  );
}

