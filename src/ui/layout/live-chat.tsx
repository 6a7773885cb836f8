import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { InDock, useDockPlacement } from '../components/floating-dock';
import { LiveChatContext } from './shell-contexts';
import { usesProviderWidget } from '../../machines/support/chat-provider';

const LiveChatPanel = lazy(() => import('./live-chat-panel'));

/**
 * The local live-support widget (mock mode, or when the provider's script fails); a provider draws its own.
 * Its launcher sits in the floating dock from the first paint, before the widget's code arrives (a press then
 * waits for it, and the machine's own rule says which widget it will be); the panel opens beside it.
 */
export function LiveChat({ providerScript }: { providerScript: string }) {
  const { actor: chat, send } = LiveChatContext.useActor();
  const usesLocalWidget = LiveChatContext.useSelector((s) => (s ? s.matches('local') : !usesProviderWidget(providerScript)));
  const open = LiveChatContext.useSelector((s) => s?.matches({ local: 'open' }) ?? false);
  const online = LiveChatContext.useSelector((s) => s?.context.status.online);
  const placement = useDockPlacement();
  const { t } = useTranslation();
  if (!usesLocalWidget) return null;
  return (
    <>
      {open && chat ? (
        <Suspense fallback={null}>
          <LiveChatPanel chat={chat} placement={placement ?? 'corner'} />
        </Suspense>
      ) : null}
      <InDock>
        <button
          type="button"
          className="dock-button live-chat__launcher"
          aria-expanded={open}
          aria-controls="live-chat-panel"
          title={open ? t('shell:chat.close') : t('shell:chat.open')}
          onClick={() => send({ type: open ? 'CLOSE' : 'OPEN' })}
        >
          <span className={`pi ${open ? 'pi-times' : 'pi-comments'}`} aria-hidden="true" />
          <span className="visually-hidden">{open ? t('shell:chat.close') : t('shell:chat.open')}</span>
          {open || online === undefined ? null : <span className={`live-chat__dot live-chat__dot--${online ? 'online' : 'away'}`} aria-hidden="true" />}
        </button>
      </InDock>
    </>
  );
}
