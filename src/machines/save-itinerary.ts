import { saveTrip } from '../api/trips';
import { ApiError } from '../api/client';
import { publish } from './app-events';

/** The mock and the real API answer this code when the itinerary is already among the user's trips. */
export const ALREADY_SAVED_CODE = 409;

/** Saves an itinerary to the user's trips and tells the user how it went; the saved trip's id, or null. */
export async function saveItinerary(itineraryId: string): Promise<number | null> {
  try {
    const saved = await saveTrip({ itineraryId }, { silent: true });
    publish({ type: 'toast', severity: 'success', key: 'chat:saved' });
    return saved.id;
  } catch (error) {
    if (error instanceof ApiError && error.code === ALREADY_SAVED_CODE) publish({ type: 'toast', severity: 'warn', key: 'chat:alreadySaved' });
    else if (error instanceof ApiError) publish({ type: 'toast', severity: 'warn', text: error.msg });
    return null;
  }
}
