import { lazy, Suspense } from 'react';
import { PlannerContext } from './planner-context';
import './planning-indicator.css';

const PlannerNews = lazy(() => import('./planner-news'));

/**
 * The planner's live indicator outside the planner: "Planning your trip, day 3 of 7" while a reply streams,
 * "Your itinerary is ready" when it ended meanwhile; it leads back to the planner. In the desktop header, and on
 * phones floating above the bottom bar.
 */
export function PlanningIndicator({ placement }: { placement: 'header' | 'phone' }) {
  const { actor } = PlannerContext.useActor();
  // the slot stays while the page lives, so a screen reader hears each new line (a day, "ready") once
  return (
    <div className={`planning-indicator-slot planning-indicator-slot--${placement}`} role="status">
      {actor ? (
        <Suspense fallback={null}>
          <PlannerNews planner={actor} placement={placement} />
        </Suspense>
      ) : null}
    </div>
  );
}
