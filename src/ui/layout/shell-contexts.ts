import { createActorContext } from '@xstate/react';
import { languageMachine } from '../../machines/site/language.machine';
import { liveChatMachine } from '../../machines/support/live-chat.machine';

/** One language dialog for the whole page, opened from the desktop header or the mobile top bar. */
export const LanguageContext = createActorContext(languageMachine);

/** The live-chat widget outlives route changes, so a conversation survives navigation and hiding. */
export const LiveChatContext = createActorContext(liveChatMachine);
