import { createLazyActorContext } from '../../lazy-actor-context';

/**
 * The one generation actor of the app, started where the app starts: a reply keeps streaming while the
 * traveller looks at other pages, and the header's live indicator reads it. Reachable as `generation` in the system.
 * Its code downloads once the first screen is complete, or beside the planner's when the planner is opened.
 */
export const PlannerContext = createLazyActorContext(
  () => import('../../../machines/planner/generation.machine').then((module) => module.generationMachine),
  { systemId: 'generation' },
);
