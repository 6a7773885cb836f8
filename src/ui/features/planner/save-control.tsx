import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PlanVersionsActor } from '../../../machines/planner/plan-versions.machine';

/** The one look of "saved to your trips": in the chat, on itinerary details and on the saved trips list. */
export function SavedMark({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <span className="saved-mark">
      <span className="pi pi-bookmark-fill" aria-hidden="true" /> {t('planner:reply.savedLabel')}
      {detail ? <span className="saved-mark__detail"> · {detail}</span> : null}
    </span>
  );
}

/** Saves a plan to the user's trips, or shows that it is saved. */
export function SaveButton({ saved, busy, onSave }: { saved: boolean; busy: boolean; onSave: () => void }) {
  const { t } = useTranslation();
  if (saved) return <SavedMark />;
  return (
    <button type="button" className="button button--primary button--small" disabled={busy} onClick={onSave}>
      <span className="pi pi-bookmark" aria-hidden="true" /> {t('planner:reply.save')}
    </button>
  );
}

/** Saving an edited plan: the first save, then the saved trip following each change (or saying it could not). */
export function SaveControl({ actor }: { actor: PlanVersionsActor }) {
  const { t } = useTranslation();
  const saved = useSelector(actor, (snapshot) => snapshot.context.history?.savedTripId != null);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('unsaved'));
  const save = () => actor.send({ type: 'SAVE' });
  if (!saved || !failed) {
    return (
      <span className="save-control" aria-live="polite">
        <SaveButton saved={saved} busy={saving} onSave={save} />
        {saved && saving ? <span className="save-control__status">{t('planner:versions.savingChanges')}</span> : null}
      </span>
    );
  }
  return (
    <span className="save-control" role="alert">
      <span className="save-control__status save-control__status--failed">{t('planner:versions.changesNotSaved')}</span>
      <button type="button" className="button button--primary button--small" onClick={save}>{t('planner:versions.saveAgain')}</button>
    </span>
  );
}
