import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Itinerary } from '../../../../api/types/planner';
import { checkPlan, type Finding } from '../../../../lib/plan-check';
import { beijingDate } from '../../../../lib/beijing-time';
import { planCheckMachine } from '../../../../machines/planner/plan-check.machine';

interface PlanCheckValue {
  plan: Itinerary;
  findings: Finding[];
  actor: ActorRefFrom<typeof planCheckMachine>;
  /** this check is the one of a page around (a plan's page holding its editor), which shows the trip-wide part itself */
  enclosed: boolean;
}

const PlanCheckContext = createContext<PlanCheckValue | null>(null);

/**
 * Runs the reality check over a plan for everything inside: day cards, the trip panel, the map and exports. Inside
 * another check of the same plan (the editor on a plan's page) it is that check, so the traveller's entry details
 * change the day cards too.
 */
export function PlanCheckProvider({ plan, children }: { plan: Itinerary; children: ReactNode }) {
  const outer = useContext(PlanCheckContext);
  const actor = useActorRef(planCheckMachine);
  const traveller = useSelector(actor, (state) => state.context.traveller);
  const findings = useMemo(() => checkPlan({ plan, traveller, today: beijingDate() }), [plan, traveller]);
  const own = useMemo(() => ({ plan, findings, actor, enclosed: false }), [plan, findings, actor]);
  const enclosing = useMemo(() => (outer ? { ...outer, enclosed: true } : null), [outer]);
  return <PlanCheckContext.Provider value={enclosing?.plan === plan ? enclosing : own}>{children}</PlanCheckContext.Provider>;
}

/** The check around this component, or null outside a PlanCheckProvider (a day card still streaming). */
export const usePlanCheck = (): PlanCheckValue | null => useContext(PlanCheckContext);
