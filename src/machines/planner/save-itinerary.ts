import { saveTrip } from '../../api/planner';
import { ApiError } from '../../api/client';
import type { SaveTripPayload } from '../../api/types/planner';
import { ErrorCode } from '../../api/error-codes';
import { classifyFailure, failureWords } from '../../api/error-kinds';
import { publish } from '../../lib/app-events';

/**
 * Saves an itinerary to the user's trips (with the traveller's own version of the plan, when given)
 * and tells the user how it went; the saved trip's id, or null.
 */
export async function saveItinerary(itineraryId: string, ownVersion?: Omit<SaveTripPayload, 'itineraryId'>): Promise<number | null> {
  try {
    const saved = await saveTrip({ itineraryId, ...ownVersion }, { silent: true });
    publish({ type: 'toast', severity: 'success', key: 'planner:saved' });
    return saved.id;
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.alreadySaved) publish({ type: 'toast', severity: 'warn', key: 'planner:alreadySaved' });
    else if (error instanceof ApiError) publish({ type: 'toast', severity: 'warn', ...failureWords(classifyFailure(error)) });
    return null;
  }
}
