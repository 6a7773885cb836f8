import { createLazyActorContext } from '../../lazy-actor-context';
import { downloadOnce } from '../../../lib/download-once';

export type ConversationParts = typeof import('./conversation-parts');

const conversationParts = downloadOnce(() =>
  import('./conversation-parts').then((parts) => {
    // the plan's versions start in the render that shows the plan
    PlanVersionsContext.offer(parts.planVersionsMachine);
    return parts;
  }),
);

/** The conversation's parts once they have arrived, so the messages show in the render that needs them. */
export const loadedConversationParts = conversationParts.loaded;

/** Downloads the conversation's parts; every later call gets them at once, and a failed download may be tried again. */
export const loadConversationParts = conversationParts.load;

/** The versions of the plan on the planner's screen: one actor per visit of the screen, started once its code is in. */
export const PlanVersionsContext = createLazyActorContext(() => loadConversationParts().then((parts) => parts.planVersionsMachine));
