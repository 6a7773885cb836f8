import { memo, type ReactNode } from 'react';
import { RouteLink } from '../../components/route-link';
import { useTranslation } from 'react-i18next';
import { hasContent, type AssistantMessage, type ChatMessage, type Rating, type StreamProgress, type UserMessage } from '../../../machines/planner/chat-messages';
import { DayCard } from './itinerary-view';
import { PlanCheckProvider } from './plan-check/plan-check-context';
import { Paragraph, SealedParagraphs } from '../../components/rich-text';
import { SaveButton } from './save-control';
import { formatTripDate, partyText, routeText } from './format';
import { Isolate } from '../../components/bidi';

export interface ReplyActions {
  onRate: (messageId: string, rating: Rating) => void;
  onSave: (messageId: string) => void;
  onRetry: () => void;
  /** the conversation's current plan, editable, shown in place of that reply's days (it saves itself) */
  plan?: { messageId: string; view: ReactNode };
  /** writes an interrupted reply again; null when the request behind it is not known */
  onContinue: (() => void) | null;
}

function progressText(progress: StreamProgress | null, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (!progress) return t('planner:progress.planning');
  if (progress.step === 'day') return t('planner:progress.day', { day: progress.day, total: progress.totalDays, city: progress.city });
  const known = ['reading', 'routing', 'budget', 'answering', 'done'];
  return t(`planner:progress.${known.includes(progress.step) ? progress.step : 'reading'}`);
}

function ProgressLine({ progress }: { progress: StreamProgress | null }) {
  const { t } = useTranslation();
  const percent = Math.round((progress?.progress ?? 0) * 100);
  const text = progressText(progress, t);
  return (
    <div className="reply__progress">
      <div className="reply__progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={text}>
        <span style={{ inlineSize: `${Math.max(percent, 3)}%` }} />
      </div>
      <p className="reply__progress-text">
        <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {text}
      </p>
    </div>
  );
}

function RatingButtons({ message, onRate }: { message: AssistantMessage; onRate: ReplyActions['onRate'] }) {
  const { t } = useTranslation();
  const toggle = (rating: Exclude<Rating, null>) => onRate(message.id, message.rating === rating ? null : rating);
  return (
    <div className="reply__rating" role="group" aria-label={t('planner:reply.rate')}>
      <button type="button" className="icon-button" aria-pressed={message.rating === 'liked'} onClick={() => toggle('liked')}>
        <span className={`pi ${message.rating === 'liked' ? 'pi-thumbs-up-fill' : 'pi-thumbs-up'}`} aria-hidden="true" /> {t('planner:reply.like')}
      </button>
      <button type="button" className="icon-button" aria-pressed={message.rating === 'trampled'} onClick={() => toggle('trampled')}>
        <span className={`pi ${message.rating === 'trampled' ? 'pi-thumbs-down-fill' : 'pi-thumbs-down'}`} aria-hidden="true" /> {t('planner:reply.dislike')}
      </button>
    </div>
  );
}

const Reply = memo(function Reply({ message, last, actions }: { message: AssistantMessage; last: boolean; actions: ReplyActions }) {
  const { t } = useTranslation();
  const streaming = message.status === 'streaming';
  const plan = actions.plan?.messageId === message.id ? actions.plan.view : null;
  return (
    <li className="message message--assistant" aria-busy={streaming}>
      <span className="message__avatar pi pi-compass" aria-hidden="true" />
      <div className="message__body">
        <p className="message__author">{t('planner:chat.ai')}</p>
        {streaming ? <ProgressLine progress={message.progress} /> : null}
        <div className="reply__text">
          <SealedParagraphs paragraphs={message.paragraphs} />
          {message.openParagraph ? <Paragraph text={message.openParagraph} /> : null}
        </div>
        {plan ?? (message.days.length > 0 ? (
          <section className="reply__days" aria-label={t('planner:reply.days')}>
            {message.itinerary
              ? <PlanCheckProvider plan={message.itinerary}>{message.days.map((day) => <DayCard key={day.day} day={day} />)}</PlanCheckProvider>
              : message.days.map((day) => <DayCard key={day.day} day={day} />)}
          </section>
        ) : null)}
        {message.status === 'stopped' ? (
          <p className="reply__stopped">
            <span className="pi pi-stop-circle" aria-hidden="true" /> {t(hasContent(message) ? 'planner:reply.stopped' : 'planner:reply.stoppedEmpty')}
          </p>
        ) : null}
        {message.status === 'interrupted' ? (
          <div className="reply__stopped reply__interrupted">
            <p>
              <span className="pi pi-exclamation-circle" aria-hidden="true" />{' '}
              {t(hasContent(message) ? 'planner:reply.interrupted' : 'planner:reply.interruptedEmpty')}
            </p>
            {last && actions.onContinue ? (
              <button type="button" className="button button--primary button--small" onClick={actions.onContinue}>{t('planner:reply.continue')}</button>
            ) : null}
          </div>
        ) : null}
        {message.status === 'failed' ? (
          <div className="reply__failed" role="alert">
            <span>{t(message.failure === 'generate' ? 'planner:reply.generateError' : 'planner:reply.streamError')}</span>
            {last ? <button type="button" className="button button--primary button--small" onClick={actions.onRetry}>{t('planner:reply.retry')}</button> : null}
          </div>
        ) : null}
        {message.status === 'done' && message.replyId ? (
          <div className="reply__actions">
            <RatingButtons message={message} onRate={actions.onRate} />
            {message.itinerary ? (
              <>
                {plan ? null : <SaveButton saved={message.savedTripId !== null} busy={false} onSave={() => actions.onSave(message.id)} />}
                <RouteLink className="button button--small button--quiet" to="itineraryDetails" query={{ id: message.itinerary.id }}>
                  {t('planner:reply.open')}
                </RouteLink>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
});

const Question = memo(function Question({ message }: { message: UserMessage }) {
  const { t, i18n } = useTranslation();
  const trip = message.trip;
  return (
    <li className="message message--user">
      <div className="message__body">
        <p className="message__author">{t('planner:chat.you')}</p>
        {trip ? (
          <div className="message__trip">
            <p>{t('planner:userTrip.route', { count: trip.days, departure: trip.departure, destinations: routeText(trip.destinations, i18n.language) })}</p>
            <p>
              {partyText(trip.travellers, i18n.language, t)}
              {' · '}
              <Isolate>{trip.budget}</Isolate>
              {trip.startDate ? <> · <Isolate>{formatTripDate(trip.startDate, i18n.language)}</Isolate></> : null}
            </p>
            {trip.requirements ? <p>{trip.requirements}</p> : null}
          </div>
        ) : (
          <p className="message__text">{message.text}</p>
        )}
      </div>
    </li>
  );
});

export function MessageList({ messages, actions }: { messages: readonly ChatMessage[]; actions: ReplyActions }) {
  return (
    <ol className="messages">
      {messages.map((message, index) =>
        message.role === 'user' ? (
          <Question key={message.id} message={message} />
        ) : (
          <Reply key={message.id} message={message} last={index === messages.length - 1} actions={actions} />
        ),
      )}
    </ol>
  );
}
