import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
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

/** The reality check's parts: at once when they have arrived, else after their download (null until then, or if it fails). */
function useCheckParts(): CheckParts | null {
  const [parts, setParts] = useState(loadedCheckParts);
  useEffect(() => {
    if (!parts) loadCheckParts().then(setParts, () => undefined);
  }, [parts]);
  return parts;
}

/**
 * Runs the reality check over a plan for everything inside: day cards, the trip panel, the map and exports. Inside
 * another check of the same plan (the editor on a plan's page) it is that check, so the traveller's entry details
 * change the day cards too. Until the check's parts have arrived the plan shows unchecked.
 */
export function PlanCheckProvider({ plan, children }: { plan: Itinerary; children: ReactNode }) {
  const outer = useContext(PlanCheckContext);
  const parts = useCheckParts();
  const actor = useActorRef(planCheckMachine);
  const traveller = useSelector(actor, (state) => state.context.traveller);
  const own = useMemo(
    () => (parts ? { plan, findings: parts.checkPlan({ plan, traveller, today: beijingDate() }), actor, enclosed: false, parts } : null),
    [plan, traveller, actor, parts],
  );
  const enclosing = useMemo(() => (outer ? { ...outer, enclosed: true } : null), [outer]);
  return <PlanCheckContext.Provider value={enclosing?.plan === plan ? enclosing : own}>{children}</PlanCheckContext.Provider>;
}

/** The check around this component, or null outside a PlanCheckProvider (a day card still streaming) or before the check has arrived. */
export const usePlanCheck = (): PlanCheckValue | null => useContext(PlanCheckContext);

/** The findings of one day, under its card. */
export function DayChecks({ day }: { day: number }) {
  const check = usePlanCheck();
  return check ? <check.parts.DayFindings day={day} /> : null;
}

/** The trip-wide part of the reality check: summary, trip findings, entry details, map, exports and sources. */
export function TripCheck({ shareable = true }: { shareable?: boolean }) {
  const check = usePlanCheck();
  return check ? <check.parts.TripCheckPanel shareable={shareable} /> : null;
}

/** Under the plan in the chat: the trip-wide check, map and exports, unless the page around the plan shows them already. */
export function PlanTakeAlong() {
  const check = usePlanCheck();
  return check && !check.enclosed ? <check.parts.TripCheckPanel shareable /> : null;
}
