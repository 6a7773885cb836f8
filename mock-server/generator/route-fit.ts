import type { ItineraryRequest } from './itinerary';

/**
 * The days a route needs, by the reality check's pacing rule (src/lib/plan-check/transfers.ts): two
 * days a city, the last one's second day being the way home; one city alone always fits.
 */
const neededDays = (cities: number): number => Math.max(cities, 2 * cities - 1);

export interface RouteFit {
  /** the request, with the cities that do not fit left out */
  request: ItineraryRequest;
  /** the slugs left out, in the order asked */
  left: string[];
  /** the days the whole route asked for would need */
  needed: number;
}

/**
 * The lighter route offered when the days cannot hold every city: the first cities asked for are
 * kept, the others left out and named, so the answer can say so and how to get them back.
 */
export function fitRoute(request: ItineraryRequest): RouteFit {
  const needed = neededDays(request.destinations.length);
  if (needed <= request.days) return { request, left: [], needed };
  const most = Math.max(1, Math.floor((request.days + 1) / 2));
  return {
    request: { ...request, destinations: request.destinations.slice(0, most), paces: undefined },
    left: request.destinations.slice(most),
    needed,
  };
}
