import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PlannerContext } from './planner-context';
import { routeByName } from '../../routes';
import './planning-indicator.css';

const PlannerNews = lazy(() => import('./planner-news'));

/**
 * The planner's live indicator outside the planner: "Planning your trip, day 3 of 7" while a reply streams,
 * "Your itinerary is ready" when it ended meanwhile; it leads back to the planner. In the desktop header, and on
 * phones floating above the bottom bar. Not on the planner, which shows its progress itself.
 */
export function PlanningIndicator({ placement }: { placement: 'header' | 'phone' }) {
  const { actor } = PlannerContext.useActor();
  // the planner itself shows its progress; there the line's code is not even downloaded (on arrival it would be one more request before the screen's first paint)
  const onPlanner = useLocation().pathname === routeByName('travelItinerary').path;
  // the slot stays while the page lives, so a screen reader hears each new line (a day, "ready") once
  return (
    <div className={`planning-indicator-slot planning-indicator-slot--${placement}`} role="status">
      {actor && !onPlanner ? (
        <Suspense fallback={null}>
          <PlannerNews planner={actor} placement={placement} />
        </Suspense>
      ) : null}
    </div>
  );
}
