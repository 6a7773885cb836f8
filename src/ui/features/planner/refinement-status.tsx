import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PlanVersionsActor } from '../../../machines/planner/plan-versions.machine';
import { changedDaysText } from './format';

/** Brings a day of the plan into view and gives it the focus, so reading (or Tab) goes on from there. */
function showDay(day: number) {
  const heading = document.getElementById(`plan-day-${day}-title`);
  heading?.closest('article')?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

const paragraphs = (text: string) => text.split('\n\n').map((part) => part.trim()).filter(Boolean);

/**
 * A change request's progress and outcome, beside the chat box where it was typed (the plan above may be
 * thousands of pixels long and scrolled to its end): the planner at work, the version it made and the days
 * it changed, or why it could not. The status line is a live region; the streaming words are not.
 */
export function RefinementStatus({ actor }: { actor: PlanVersionsActor }) {
  const { t, i18n } = useTranslation();
  const refinement = useSelector(actor, (snapshot) => snapshot.context.refinement);
  const declined = useSelector(actor, (snapshot) => snapshot.context.declined);
  const made = useSelector(actor, (snapshot) => {
    const index = snapshot.context.made;
    const version = index === null ? null : snapshot.context.history?.versions[index];
    return version && index !== null ? { number: index + 1, days: version.changedDays, reply: version.reply } : null;
  }, (a, b) => a?.number === b?.number && a?.reply === b?.reply);
  const dismiss = () => actor.send({ type: 'DISMISS' });
  const kind = refinement ? 'refining' : declined ? 'declined' : made ? 'made' : null;
  return (
    <div className={`plan-answer${kind ? ` plan-answer--${kind}` : ''}`}>
      <p role="status" className="plan-answer__status">
        {refinement ? <><span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('planner:versions.refining', { request: refinement.request })}</> : null}
        {declined ? <strong>{t('planner:versions.declined', { request: declined.request })}</strong> : null}
        {made ? (
          <>
            <strong>{t('planner:versions.made', { number: made.number })}</strong>{' '}
            {changedDaysText(made.days, i18n.language, t)}
          </>
        ) : null}
      </p>
      {/* the paragraph being written, then what the change was (the rest is the new plan itself) */}
      {refinement?.text ? <p className="plan-answer__text">{paragraphs(refinement.text).at(-1)}</p> : null}
      {declined?.text ? <p className="plan-answer__text">{declined.text}</p> : null}
      {made?.reply ? <p className="plan-answer__text">{paragraphs(made.reply)[0]}</p> : null}
      {declined || made ? (
        <div className="plan-answer__actions">
          {made && made.days.length ? (
            <button type="button" className="button button--small button--primary" onClick={() => showDay(made.days[0])}>
              {t('planner:versions.showDay', { day: made.days[0] })}
            </button>
          ) : null}
          <button type="button" className="link-button" onClick={dismiss}>{t('planner:versions.dismiss')}</button>
        </div>
      ) : null}
    </div>
  );
}
