import { createMachine } from 'xstate';
import type { AssistantMessage } from '../../../src/machines/planner/chat-messages';

/*
 * AI generation as the spec tells it (§2 AI chat form, §5 AI, §8 texts): a valid form generates an
 * itinerary and a non-empty question gets an answer; missing departure, destination or budget shows the
 * errors and sends nothing, an empty question sends nothing. While a reply is written the chat is busy, and
 * a new request is refused with "itinerary is generating, please wait" or "AI is responding, please wait".
 * A broken itinerary says "failed to generate itinerary, please try again", a broken answer "stream request
 * error"; both can be retried. Stop ends a reply where it is.
 */
export const generationSpec = createMachine({
  id: 'generationSpec',
  initial: 'empty',
  states: {
    empty: { on: { GENERATE: 'generating', GENERATE_INVALID: 'formErrors', ASK: 'answering', ASK_EMPTY: 'empty' } },
    formErrors: { on: { GENERATE: 'generating' } },
    generating: { on: { GENERATE: 'refusedWhileGenerating', ASK: 'refusedWhileGenerating', FINISHED: 'itineraryShown', BROKE: 'generateFailed', STOP: 'stopped' } },
    refusedWhileGenerating: { on: { FINISHED: 'itineraryShown' } },
    answering: { on: { ASK: 'refusedWhileAnswering', FINISHED: 'answerShown', BROKE: 'answerFailed', STOP: 'stopped' } },
    refusedWhileAnswering: { on: { FINISHED: 'answerShown' } },
    itineraryShown: { on: { GENERATE: 'generating', ASK: 'answering' } },
    answerShown: { on: { ASK: 'answering' } },
    generateFailed: { on: { RETRY: 'generating' } },
    answerFailed: { on: { RETRY: 'answering' } },
    stopped: { on: { GENERATE: 'generating' } },
  },
});

export interface GenerationSeen {
  busy: boolean;
  /** the last reply in the chat */
  reply: AssistantMessage['status'] | 'none';
  /** which failure the failed reply names */
  replyFailure: AssistantMessage['failure'];
  formErrors: boolean;
  /** the warning the last action brought up (its i18n key) */
  warning: string | null;
}
const sees = (reply: GenerationSeen['reply'], more: Partial<GenerationSeen> = {}): GenerationSeen => ({
  busy: false, reply, replyFailure: null, formErrors: false, warning: null, ...more,
});
export const GENERATION_SEES = {
  empty: sees('none'),
  formErrors: sees('none', { formErrors: true }),
  generating: sees('streaming', { busy: true }),
  refusedWhileGenerating: sees('streaming', { busy: true, warning: 'planner:busy.itinerary' }),
  answering: sees('streaming', { busy: true }),
  refusedWhileAnswering: sees('streaming', { busy: true, warning: 'planner:busy.answer' }),
  itineraryShown: sees('done'),
  answerShown: sees('done'),
  generateFailed: sees('failed', { replyFailure: 'generate' }),
  answerFailed: sees('failed', { replyFailure: 'stream' }),
  stopped: sees('stopped'),
};
export const GENERATION_EVENTS = ['GENERATE', 'GENERATE_INVALID', 'ASK', 'ASK_EMPTY', 'FINISHED', 'BROKE', 'STOP', 'RETRY'] as const;
