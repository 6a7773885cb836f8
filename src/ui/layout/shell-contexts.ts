import { createActorContext } from '@xstate/react';
import { languageMachine } from '../../machines/site/language.machine';
import { createLazyActorContext } from '../lazy-actor-context';

/** One language dialog for the whole page, opened from the desktop header or the mobile top bar. */
export const LanguageContext = createActorContext(languageMachine);

/**
 * The live-chat widget outlives route changes, so a conversation survives navigation and hiding. Nobody talks to
 * it on arrival: its code downloads once the first screen is complete, at the launcher's first press, or at once
 * for a page opened to talk to support.
 */
export const LiveChatContext = createLazyActorContext(() => import('../../machines/support/live-chat.machine').then((module) => module.liveChatMachine));
