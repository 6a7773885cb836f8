import { createLazyActorContext } from '../lazy-actor-context';

/**
 * One language dialog for the whole page, opened from the desktop header or the mobile top bar. Its code downloads
 * once the first screen is complete, or at the first press on a language button.
 */
export const LanguageContext = createLazyActorContext(() => import('../../machines/site/language.machine').then((module) => module.languageMachine));

/**
 * The live-chat widget outlives route changes, so a conversation survives navigation and hiding. Nobody talks to
 * it on arrival: its code downloads once the first screen is complete, at the launcher's first press, or at once
 * for a page opened to talk to support.
 */
export const LiveChatContext = createLazyActorContext(() => import('../../machines/support/live-chat.machine').then((module) => module.liveChatMachine));
