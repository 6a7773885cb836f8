import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveChatContext } from './shell-contexts';

/**
 * The local live-support widget (mock mode, or when the provider's script fails); a provider draws its own.
 * iconOnly: the phone launcher shows its icon and keeps its label for screen readers.
 */
export function LiveChat({ iconOnly }: { iconOnly: boolean }) {
  const usesLocalWidget = LiveChatContext.useSelector((s) => s.matches('local'));
  const open = LiveChatContext.useSelector((s) => s.matches({ local: 'open' }));
  const chat = LiveChatContext.useActorRef();
  const { t } = useTranslation();
  if (!usesLocalWidget) return null;
  return (
    <div className="live-chat">
      {open ? <LiveChatPanel /> : null}
      <button
        type="button"
        className="live-chat__launcher"
        aria-expanded={open}
        aria-controls="live-chat-panel"
        onClick={() => chat.send({ type: open ? 'CLOSE' : 'OPEN' })}
      >
        <span className={`pi ${open ? 'pi-times' : 'pi-comments'}`} aria-hidden="true" />
        <span className={iconOnly ? 'visually-hidden' : undefined}>{open ? t('shell:chat.close') : t('shell:chat.open')}</span>
      </button>
    </div>
  );
}

function LiveChatPanel() {
  const { t } = useTranslation();
  const chat = LiveChatContext.useActorRef();
  const lines = LiveChatContext.useSelector((s) => s.context.lines);
  const agentTyping = LiveChatContext.useSelector((s) => s.matches({ local: { open: 'agentTyping' } }));
  const [draft, setDraft] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    chat.send({ type: 'SEND', text: draft });
    setDraft('');
  };
  return (
    <section id="live-chat-panel" className="live-chat__panel" role="dialog" aria-labelledby="live-chat-title">
      <div className="live-chat__header">
        <h2 id="live-chat-title">{t('shell:chat.title')}</h2>
        <p>
          <span className="live-chat__dot" aria-hidden="true" /> {t('shell:chat.online')}
        </p>
      </div>
      <ol className="live-chat__lines" aria-live="polite">
        {lines.map((line) => (
          <li key={line.id} className={`live-chat__line live-chat__line--${line.from}`}>
            {line.key ? t(line.key) : line.text}
          </li>
        ))}
        {agentTyping ? <li className="live-chat__line live-chat__line--agent live-chat__typing">{t('shell:chat.typing')}</li> : null}
      </ol>
      <form className="live-chat__form" onSubmit={send}>
        <label className="visually-hidden" htmlFor="live-chat-input">
          {t('shell:chat.placeholder')}
        </label>
        <input id="live-chat-input" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={t('shell:chat.placeholder')} autoComplete="off" />
        <button type="submit" className="button button--primary" aria-label={t('shell:chat.send')}>
          <span className="pi pi-send" aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
