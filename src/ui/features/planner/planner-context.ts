import { createActorContext } from '@xstate/react';
import { generationMachine } from '../../../machines/planner/generation.machine';

/**
 * The one generation actor of the app, started where the app starts: a reply keeps streaming while the
 * traveller looks at other pages, and the header's live indicator reads it. Reachable as `generation` in the system.
 */
export const PlannerContext = createActorContext(generationMachine, { systemId: 'generation' });
