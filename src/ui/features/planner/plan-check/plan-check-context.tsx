import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { Itinerary } from '../../../../api/types/planner';
import type { Finding } from '../../../../lib/plan-check/types';
import { beijingDate } from '../../../../lib/beijing-time';
import { planCheckMachine } from '../../../../machines/planner/plan-check.machine';
import { loadCheckParts, loadedCheckParts, type CheckParts } from './check-parts-loader';

interface PlanCheckValue {
  plan: Itinerary;
  findings: Finding[];
  actor: ActorRefFrom<typeof planCheckMachine>;
  /** this check is the one of a page around (a plan's page holding its editor), which shows the trip-wide part itself */
  enclosed: boolean;
  parts: CheckParts;
}

const PlanCheckContext = createContext<PlanCheckValue | null>(null);
/** Set where the check's parts could not download (offline): the plan it would check, and whether a page around shows the notice. */
const CheckUnavailableContext = createContext<{ plan: Itinerary; enclosed: boolean } | null>(null);

interface CheckPartsState {
  parts: CheckParts | null;
  failed: boolean;
}

/** The reality check's parts: at once when they have arrived, else after their download (null until then), or that it failed. */
function useCheckParts(): CheckPartsState {
  const [state, setState] = useState<CheckPartsState>(() => ({ parts: loadedCheckParts(), failed: false }));
  useEffect(() => {
    if (state.parts || state.failed) return;
    loadCheckParts().then(
      (parts) => setState({ parts, failed: false }),
      () => setState({ parts: null, failed: true }),
    );
  }, [state]);
  return state;
}

/**
 * Runs the reality check over a plan for everything inside: day cards, the trip panel, the map and exports. Inside
 * another check of the same plan (the editor on a plan's page) it is that check, so the traveller's entry details
 * change the day cards too. Until the check's parts have arrived the plan shows unchecked; if they cannot
 * arrive, the trip panel's place says so.
 */
export function PlanCheckProvider({ plan, children }: { plan: Itinerary; children: ReactNode }) {
  const outer = useContext(PlanCheckContext);
  const outerUnavailable = useContext(CheckUnavailableContext);
  const { parts, failed } = useCheckParts();
  const actor = useActorRef(planCheckMachine);
  const traveller = useSelector(actor, (state) => state.context.traveller);
  const own = useMemo(
    () => (parts ? { plan, findings: parts.checkPlan({ plan, traveller, today: beijingDate() }), actor, enclosed: false, parts } : null),
    [plan, traveller, actor, parts],
  );
  const enclosing = useMemo(() => (outer ? { ...outer, enclosed: true } : null), [outer]);
  const unavailable = useMemo(() => (failed ? { plan, enclosed: outerUnavailable?.plan === plan } : null), [failed, plan, outerUnavailable]);
  return (
    <PlanCheckContext.Provider value={enclosing?.plan === plan ? enclosing : own}>
      <CheckUnavailableContext.Provider value={unavailable}>{children}</CheckUnavailableContext.Provider>
    </PlanCheckContext.Provider>
  );
}

/** The check around this component, or null outside a PlanCheckProvider (a day card still streaming) or before the check has arrived. */
export const usePlanCheck = (): PlanCheckValue | null => useContext(PlanCheckContext);

/** The findings of one day, under its card. */
export function DayChecks({ day }: { day: number }) {
  const check = usePlanCheck();
  return check ? <check.parts.DayFindings day={day} /> : null;
}

/** Where the trip panel would be, when the check's parts could not download: the plan stays, a reload checks it. */
function CheckUnavailable() {
  const { t } = useTranslation();
  return (
    <div className="reply__failed" role="status" data-testid="check-unavailable">
      <span><span className="pi pi-exclamation-circle" aria-hidden="true" /> {t('planner:itinerary.checkUnavailable')}</span>
      {/* a chunk that failed to download stays failed until the page loads again */}
      <button type="button" className="button button--secondary button--small" onClick={() => window.location.reload()}>
        {t('common:failure.reload')}
      </button>
    </div>
  );
}

/** The trip-wide part of the reality check: summary, trip findings, entry details, map, exports and sources. */
export function TripCheck({ shareable = true }: { shareable?: boolean }) {
  const check = usePlanCheck();
  const unavailable = useContext(CheckUnavailableContext);
  if (check) return <check.parts.TripCheckPanel shareable={shareable} />;
  return unavailable ? <CheckUnavailable /> : null;
}

/** Under the plan in the chat: the trip-wide check, map and exports, unless the page around the plan shows them already. */
export function PlanTakeAlong() {
  const check = usePlanCheck();
  const unavailable = useContext(CheckUnavailableContext);
  if (check) return check.enclosed ? null : <check.parts.TripCheckPanel shareable />;
  return unavailable && !unavailable.enclosed ? <CheckUnavailable /> : null;
}
