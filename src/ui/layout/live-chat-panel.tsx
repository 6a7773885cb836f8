import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_HOURS } from '../../lib/support-hours';
import { beijingTime, dayjs, DAYJS_LOCALE } from '../../lib/time';
import { useSelector } from '@xstate/react';
import type { LiveChatActor } from '../../machines/support/live-chat.machine';

const clock = (time: { hour: number; minute: number }) => `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;

/** When the team is back, in Beijing time and in the visitor's own, with weekday names in the page's language. */
function useBackAt(at: number) {
  const { i18n } = useTranslation();
  const locale = DAYJS_LOCALE[i18n.language] ?? 'en';
  return { beijing: beijingTime(at).locale(locale).format('ddd HH:mm'), local: dayjs(at).locale(locale).format('ddd HH:mm') };
}

function SupportStatusLine({ chat }: { chat: LiveChatActor }) {
  const { t, i18n } = useTranslation();
  const status = useSelector(chat, (s) => s.context.status);
  const back = useBackAt(status.changesAt);
  const days = [SUPPORT_HOURS.weekdays[0], SUPPORT_HOURS.weekdays[SUPPORT_HOURS.weekdays.length - 1]].map((day) =>
    dayjs()
      .locale(DAYJS_LOCALE[i18n.language] ?? 'en')
      .day(day)
      .format('ddd'),
  );
  return (
    <div className="live-chat__status" data-testid="live-chat-status">
      <p>
        <span className={`live-chat__dot live-chat__dot--${status.online ? 'online' : 'away'}`} aria-hidden="true" />{' '}
        {status.online ? t('shell:chat.online') : t('shell:chat.away')}
      </p>
      <p>
        {status.online ? (
          t('shell:chat.hours', { from: days[0], to: days[1], opens: clock(SUPPORT_HOURS.opensAt), closes: clock(SUPPORT_HOURS.closesAt) })
        ) : (
          <>
            {t('shell:chat.answerFrom')} <bdi>{back.beijing}</bdi> {t('shell:chat.beijingTime')} (<bdi>{back.local}</bdi> {t('shell:chat.yourTime')})
          </>
        )}
      </p>
    </div>
  );
}

function AgentLine({ textKey, at }: { textKey: string; at: number | undefined }) {
  const { t } = useTranslation();
  const back = useBackAt(at ?? 0);
  return <>{at === undefined ? t(textKey) : t(textKey, { beijing: back.beijing, local: back.local })}</>;
}

/** The open live-support panel: loaded when a visitor first opens it. */
export default function LiveChatPanel({ chat, placement }: { chat: LiveChatActor; placement: 'corner' | 'bar' }) {
  const { t } = useTranslation();
  const lines = useSelector(chat, (s) => s.context.lines);
  const online = useSelector(chat, (s) => s.context.status.online);
  const agentTyping = useSelector(chat, (s) => s.matches({ local: { open: 'agentTyping' } }));
  const [draft, setDraft] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    chat.send({ type: 'SEND', text: draft });
    setDraft('');
  };
  const placeholder = online ? t('shell:chat.placeholder') : t('shell:chat.placeholderAway');
  return (
    <section id="live-chat-panel" className={`live-chat__panel live-chat__panel--${placement}`} role="dialog" aria-labelledby="live-chat-title">
      <div className="live-chat__header">
        <h2 id="live-chat-title">{t('shell:chat.title')}</h2>
        <SupportStatusLine chat={chat} />
      </div>
      <ol className="live-chat__lines" aria-live="polite">
        {lines.map((line) => (
          <li key={line.id} className={`live-chat__line live-chat__line--${line.from}`}>
            {line.key ? <AgentLine textKey={line.key} at={line.at} /> : line.text}
          </li>
        ))}
        {agentTyping && online ? <li className="live-chat__line live-chat__line--agent live-chat__typing">{t('shell:chat.typing')}</li> : null}
      </ol>
      <form className="live-chat__form" onSubmit={send}>
        <label className="visually-hidden" htmlFor="live-chat-input">
          {placeholder}
        </label>
        <input id="live-chat-input" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={placeholder} autoComplete="off" />
        <button type="submit" className="button button--primary" aria-label={t('shell:chat.send')}>
          <span className="pi pi-send" aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
