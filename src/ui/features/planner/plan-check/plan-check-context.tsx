import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Itinerary } from '../../../../api/types/planner';
import { checkPlan, type Finding } from '../../../../lib/plan-check';
import { beijingTime } from '../../../../lib/time';
import { planCheckMachine } from '../../../../machines/planner/plan-check.machine';

interface PlanCheckValue {
  plan: Itinerary;
  findings: Finding[];
  actor: ActorRefFrom<typeof planCheckMachine>;
}

const PlanCheckContext = createContext<PlanCheckValue | null>(null);

/** Runs the reality check over a plan for everything inside: day cards, the trip panel, the map and exports. */
export function PlanCheckProvider({ plan, children }: { plan: Itinerary; children: ReactNode }) {
  const actor = useActorRef(planCheckMachine);
  const traveller = useSelector(actor, (state) => state.context.traveller);
  const findings = useMemo(() => checkPlan({ plan, traveller, today: beijingTime().format('YYYY-MM-DD') }), [plan, traveller]);
  const value = useMemo(() => ({ plan, findings, actor }), [plan, findings, actor]);
  return <PlanCheckContext.Provider value={value}>{children}</PlanCheckContext.Provider>;
}

/** The check around this component, or null outside a PlanCheckProvider (a day card still streaming). */
export const usePlanCheck = (): PlanCheckValue | null => useContext(PlanCheckContext);
