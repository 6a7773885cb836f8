import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { generationMachine } from '../../../machines/generation.machine';
import { tripFormMachine } from '../../../machines/trip-form.machine';
import type { TripSummary } from '../../../machines/chat-messages';
import { ErrorState, LoadingState } from '../../components/states';
import { Composer, MessageList, type ReplyActions } from './conversation';
import { TripForm } from './trip-form';
import { budgetLabel } from './format';
import './chat.css';

export default function TravelItineraryScreen() {
  const { t, i18n } = useTranslation();
  const [chat, sendChat] = useMachine(generationMachine);
  const [form, sendForm] = useMachine(tripFormMachine);
  const { values, options } = form.context;
  const busy = chat.matches('working');

  const generate = () => {
    const nameOf = (slug: string) => options.cities.find((city) => city.slug === slug)?.name ?? slug;
    const budget = options.budgets.find((b) => b.id === values.budgetId);
    const summary: TripSummary = {
      departure: nameOf(values.departure),
      destinations: values.destinations.map(nameOf),
      days: values.days,
      startDate: values.startDate,
      travellers: values.travellers,
      budget: budget ? budgetLabel(budget, i18n.language, t) : '',
      requirements: values.requirements.trim(),
    };
    sendChat({ type: 'GENERATE', form: values, summary });
  };

  const onRate = useCallback<ReplyActions['onRate']>((messageId, rating) => sendChat({ type: 'RATE', messageId, rating }), [sendChat]);
  const onSave = useCallback<ReplyActions['onSave']>((messageId) => sendChat({ type: 'SAVE', messageId }), [sendChat]);
  const onRetry = useCallback(() => sendChat({ type: 'RETRY' }), [sendChat]);
  const actions = useMemo<ReplyActions>(() => ({ onRate, onSave, onRetry }), [onRate, onSave, onRetry]);

  return (
    <section className="chat-screen">
      <header className="chat-screen__header">
        <div>
          <h1 className="chat-screen__title">{t('chat:title')}</h1>
          <p className="chat-screen__subtitle">{t('chat:subtitle')}</p>
        </div>
        <nav className="chat-screen__links" aria-label={t('chat:links.label')}>
          <Link to="/savedTrips">{t('chat:links.savedTrips')}</Link>
          <Link to="/tripStrategies">{t('chat:links.strategies')}</Link>
          {chat.context.messages.length > 0 && !busy ? (
            <button type="button" className="link-button" onClick={() => sendChat({ type: 'CLEAR' })}>{t('chat:links.newChat')}</button>
          ) : null}
        </nav>
      </header>
      <div className="chat-screen__layout">
        <div className="chat-screen__form">
          {form.matches('loading') ? <LoadingState /> : null}
          {form.matches('failed') ? <ErrorState onRetry={() => sendForm({ type: 'RETRY' })} /> : null}
          {form.matches('ready') ? (
            <TripForm values={values} options={options} errors={chat.context.formErrors} onChange={sendForm} onSubmit={generate} />
          ) : null}
        </div>
        <section className="conversation" aria-labelledby="conversation-title">
          <h2 id="conversation-title" className="visually-hidden">{t('chat:chat.heading')}</h2>
          <div className="conversation__scroll">
            <div>
              {chat.context.messages.length === 0 ? (
                <div className="conversation__empty">
                  <span className="pi pi-map" aria-hidden="true" />
                  <p>{t('chat:chat.empty')}</p>
                </div>
              ) : (
                <MessageList messages={chat.context.messages} actions={actions} />
              )}
            </div>
          </div>
          <Composer
            busy={busy}
            error={chat.context.questionError}
            questions={chat.context.messages.length === 0 ? options.questions : []}
            onAsk={(question) => sendChat({ type: 'ASK', question })}
            onStop={() => sendChat({ type: 'STOP' })}
          />
        </section>
      </div>
    </section>
  );
}
