import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import { RouteLink } from '../../components/route-link';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../session-context';
import { tripFormMachine, visibleTripErrors } from '../../../machines/planner/trip-form.machine';
import { localToday, type TripFormValues } from '../../../lib/trip-rules';
import { latestReply, MAX_REQUEST_LENGTH, type AssistantMessage, type ChatMessage, type TripSummary } from '../../../machines/planner/chat-messages';
import { useOpenedPlan } from './use-opened-plan';
import { ErrorState, LoadingState } from '../../components/states';
import { Composer, SuggestedQuestions } from './conversation';
import type { ReplyActions } from './message-list';
import { loadConversationParts, loadedConversationParts, PlanVersionsContext, type ConversationParts } from './conversation-parts-loader';
import { afterArrival } from '../../../lib/first-paint';
import { keptConversation } from '../../../machines/planner/kept-conversation';
import { loadCheckParts } from './plan-check/check-parts-loader';
import { TripForm } from './trip-form';
import { budgetLabel } from './format';
import { PlannerContext } from './planner-context';
import { generationMachine, type GenerationActor } from '../../../machines/planner/generation.machine';
import { FollowingScroll } from './following-scroll';
import './planner.css';

/** The conversation's current plan: the newest finished reply that holds an itinerary. */
function latestPlanMessage(messages: readonly ChatMessage[]): AssistantMessage | null {
  const found = messages.findLast((m) => m.role === 'assistant' && m.status === 'done' && m.itinerary !== null);
  return found?.role === 'assistant' ? found : null;
}

/** What a screen reader hears while a reply streams: one line per day and one at the end, never the words themselves. */
function useProgressAnnouncement(planner: GenerationActor): string {
  const { t } = useTranslation();
  const announcement = useSelector(planner, (s) => {
    const reply = latestReply(s.context.messages);
    if (reply?.status === 'done') return { key: reply.kind === 'itinerary' ? 'shell:planningAnnounce.itineraryDone' : 'shell:planningAnnounce.answerDone' };
    if (reply?.status !== 'streaming' || reply.progress?.step !== 'day') return null;
    return { key: 'shell:planningAnnounce.day', day: reply.progress.day, total: reply.progress.totalDays };
  }, (a, b) => a?.key === b?.key && a?.day === b?.day);
  return announcement ? t(announcement.key, { day: announcement.day, total: announcement.total }) : '';
}

// the planner's code holds the generation machine: a first visit to the planner gets it with the screen (index.html
// preloads both), not one download later
PlannerContext.offer(generationMachine);

/**
 * What the planner's first render needs beside its code (the routes table awaits it): a kept conversation opens
 * with its messages, and a kept plan checked. An empty planner gets both once its first screen is complete,
 * long before its first reply: the check from here, the conversation's parts through the versions' provider.
 * @public the routes table calls it with the screen's code (`plannerKeptConversation`)
 */
export function loadKeptConversation(): Promise<unknown> {
  const kept = keptConversation();
  const check = kept.hasPlan ? loadCheckParts() : void afterArrival().then(loadCheckParts).catch(() => undefined);
  return Promise.all([kept.hasMessages ? loadConversationParts() : undefined, check]);
}

/** The planner, once its generation actor is started (at once on a first visit here; on arriving from another page, now). */
export default function TravelItineraryScreen() {
  const actor = PlannerContext.useStartedActor();
  const signedIn = useSignedIn();
  return actor ? (
    <PlanVersionsContext.Provider input={{ signedIn }} loadWhen={afterArrival}>
      <Planner planner={actor} />
    </PlanVersionsContext.Provider>
  ) : <LoadingState />;
}

/** The conversation's parts: there from the first render when the screen's route brought them, else downloaded once the conversation has messages. */
function useConversationParts(needed: boolean): ConversationParts | null {
  const [parts, setParts] = useState(loadedConversationParts);
  useEffect(() => {
    if (parts || !needed) return;
    let current = true;
    loadConversationParts().then((arrived) => current && setParts(arrived), () => undefined);
    return () => {
      current = false;
    };
  }, [parts, needed]);
  return parts;
}

function Planner({ planner }: { planner: GenerationActor }) {
  const { t, i18n } = useTranslation();
  const messages = useSelector(planner, (s) => s.context.messages);
  const busy = useSelector(planner, (s) => s.hasTag('busy'));
  const formErrors = useSelector(planner, (s) => s.context.formErrors);
  const questionError = useSelector(planner, (s) => s.context.questionError);
  const questionDraft = useSelector(planner, (s) => s.context.questionDraft);
  const canContinue = useSelector(planner, (s) => s.can({ type: 'CONTINUE' }));
  const announcement = useProgressAnnouncement(planner);
  const [form, sendForm, formActor] = useMachine(tripFormMachine, { input: { signedIn: useSignedIn() } });
  const { values, options } = form.context;
  const conversationRef = useRef<HTMLElement>(null);

  useEffect(() => {
    planner.send({ type: 'PLANNER.OPENED' });
    return () => planner.send({ type: 'PLANNER.CLOSED' });
  }, [planner]);
  const planMessage = latestPlanMessage(messages);
  const parts = useConversationParts(messages.length > 0);
  const versions = PlanVersionsContext.useActor().actor;
  useOpenedPlan(versions, planMessage?.itinerary ?? null, planMessage?.savedTripId ?? null);
  const refining = PlanVersionsContext.useSelector((snapshot) => snapshot?.hasTag('refining') ?? false);
  const versionsProblem = PlanVersionsContext.useSelector((snapshot) => snapshot?.context.problem ?? null);
  const requestProblem = versionsProblem?.about === 'request' ? t(versionsProblem.key, versionsProblem.values) : null;

  /** Once there is a plan, a message is a change request for it (unless a new plan is being written: the generation says to wait). */
  const ask = (question: string) => {
    if (planMessage && !busy) {
      // the plan's versions start with the plan's first render; a request sent before then stays in the box
      if (!versions) return;
      versions.send({ type: 'REFINE', request: question });
      if (versions.getSnapshot().hasTag('refining')) planner.send({ type: 'QUESTION.CHANGE', text: '' });
      return;
    }
    planner.send({ type: 'ASK', question });
  };

  const generate = useCallback((request: TripFormValues) => {
    const nameOf = (slug: string) => options.cities.find((city) => city.slug === slug)?.name ?? slug;
    const budget = options.budgets.find((b) => b.id === request.budgetId);
    const summary: TripSummary = {
      departure: nameOf(request.departure),
      destinations: request.destinations.map(nameOf),
      days: request.days,
      startDate: request.startDate,
      travellers: request.travellers,
      budget: budget ? budgetLabel(budget, i18n.language, t) : '',
      requirements: request.requirements.trim(),
    };
    planner.send({ type: 'GENERATE', form: request, summary });
  }, [options, planner, i18n.language, t]);
  // the form says when what was typed holds together; only then does the planner hear of it
  useEffect(() => {
    const subscription = formActor.on('submitted', (event) => generate(event.values));
    return () => subscription.unsubscribe();
  }, [formActor, generate]);
  const today = localToday();
  const tripErrors = useMemo(() => ({ ...formErrors, ...visibleTripErrors(form.context, today) }), [formErrors, form.context, today]);
  const submitForm = useCallback(() => sendForm({ type: 'SUBMIT' }), [sendForm]);
  // the form's first render with its lists is the screen's largest: React renders it in slices, the page answering between them
  const formShown = useDeferredValue(form.matches('ready'));

  const onRate = useCallback<ReplyActions['onRate']>((messageId, rating) => planner.send({ type: 'RATE', messageId, rating }), [planner]);
  const onSave = useCallback<ReplyActions['onSave']>((messageId) => planner.send({ type: 'SAVE', messageId }), [planner]);
  const onRetry = useCallback(() => planner.send({ type: 'RETRY' }), [planner]);
  const onContinue = useCallback(() => planner.send({ type: 'CONTINUE' }), [planner]);
  const planView = useMemo(
    () => (planMessage && versions && parts ? { messageId: planMessage.id, view: <parts.PlanEditor actor={versions} /> } : undefined),
    [planMessage, versions, parts],
  );
  const actions = useMemo<ReplyActions>(
    () => ({ onRate, onSave, onRetry, onContinue: canContinue ? onContinue : null, plan: planView }),
    [onRate, onSave, onRetry, onContinue, canContinue, planView],
  );

  return (
    <section className="chat-screen">
      <header className="chat-screen__header">
        <div>
          <h1 className="chat-screen__title">{t('planner:title')}</h1>
          <p className="chat-screen__subtitle">{t('planner:subtitle')}</p>
        </div>
        <nav className="chat-screen__links" aria-label={t('planner:links.label')}>
          <RouteLink to="savedTrips">{t('planner:links.savedTrips')}</RouteLink>
          <RouteLink to="tripStrategies">{t('planner:links.strategies')}</RouteLink>
          {messages.length > 0 && !busy ? (
            <button type="button" className="link-button" onClick={() => planner.send({ type: 'CLEAR' })}>{t('planner:links.newChat')}</button>
          ) : null}
        </nav>
      </header>
      <div className="chat-screen__layout">
        <div className="chat-screen__form">
          {form.matches('loading') || (form.matches('ready') && !formShown) ? <LoadingState /> : null}
          {form.matches('failed') ? <ErrorState failure={form.context.failure} onRetry={() => sendForm({ type: 'RETRY' })} /> : null}
          {form.matches('ready') && formShown ? (
            <TripForm values={values} options={options} errors={tripErrors} today={today} busy={busy} onChange={sendForm} onSubmit={submitForm} />
          ) : null}
        </div>
        <section className="conversation" aria-labelledby="conversation-title" ref={conversationRef}>
          <h2 id="conversation-title" className="visually-hidden">{t('planner:chat.heading')}</h2>
          <p className="visually-hidden" role="status">{announcement}</p>
          <FollowingScroll turns={messages.length} conversationRef={conversationRef}>
            {messages.length === 0 ? (
              <div className="conversation__empty">
                <span className="pi pi-map" aria-hidden="true" />
                <p>{t('planner:chat.empty')}</p>
                <SuggestedQuestions questions={options.questions} onAsk={ask} />
              </div>
            ) : parts ? (
              <parts.MessageList messages={messages} actions={actions} />
            ) : (
              <LoadingState />
            )}
          </FollowingScroll>
          {planMessage && versions && parts ? <parts.RefinementStatus actor={versions} /> : null}
          <Composer
            busy={busy || refining}
            stopLabel={refining ? t('planner:versions.stopRefining') : undefined}
            draft={questionDraft}
            error={requestProblem ?? (questionError ? t('planner:errors.questionRequired') : null)}
            placeholder={t(planMessage ? 'planner:versions.refinePlaceholder' : 'planner:chat.placeholder')}
            maxLength={planMessage ? undefined : MAX_REQUEST_LENGTH}
            onDraftChange={(text) => planner.send({ type: 'QUESTION.CHANGE', text })}
            onAsk={ask}
            onStop={() => (refining && versions ? versions.send({ type: 'STOP' }) : planner.send({ type: 'STOP' }))}
          />
        </section>
      </div>
    </section>
  );
}
