import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import type { Itinerary } from '../../../api/types/planner';
import { useSignedIn } from '../../session-context';
import { planVersionsMachine, type PlanVersionsActor } from '../../../machines/planner/plan-versions.machine';

/** The versions of the plan on screen: opened (from this device's copy when there is one) once the plan is there. */
export function usePlanVersions(itinerary: Itinerary | null, savedTripId: number | null): PlanVersionsActor {
  const actor = useActorRef(planVersionsMachine, { input: { signedIn: useSignedIn() } });
  useEffect(() => {
    if (itinerary) actor.send({ type: 'OPEN', itinerary, savedTripId });
  }, [actor, itinerary, savedTripId]);
  return actor;
}
