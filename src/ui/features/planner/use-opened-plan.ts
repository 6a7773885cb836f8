import { useEffect } from 'react';
import type { Itinerary } from '../../../api/types/planner';
import type { PlanVersionsActor } from '../../../machines/planner/plan-versions.machine';

/** Opens the plan on screen in its versions (from this device's copy when there is one), once both are there. */
export function useOpenedPlan(versions: PlanVersionsActor | undefined, itinerary: Itinerary | null, savedTripId: number | null): void {
  useEffect(() => {
    if (versions && itinerary) versions.send({ type: 'OPEN', itinerary, savedTripId });
  }, [versions, itinerary, savedTripId]);
}
