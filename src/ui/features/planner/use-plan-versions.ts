import { useActorRef } from '@xstate/react';
import type { Itinerary } from '../../../api/types/planner';
import { useSignedIn } from '../../session-context';
import { planVersionsMachine, type PlanVersionsActor } from '../../../machines/planner/plan-versions.machine';
import { useOpenedPlan } from './use-opened-plan';

/** The versions of the plan on screen: opened once the plan is there. */
export function usePlanVersions(itinerary: Itinerary | null, savedTripId: number | null): PlanVersionsActor {
  const actor = useActorRef(planVersionsMachine, { input: { signedIn: useSignedIn() } });
  useOpenedPlan(actor, itinerary, savedTripId);
  return actor;
}
