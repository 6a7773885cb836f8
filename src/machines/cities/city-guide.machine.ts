import { assign, fromEventObservable, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { map } from 'rxjs';
import { fetchAiCityGuide, streamCityGuide } from '../../api/planner';
import type { AiReply, StreamEvent } from '../../api/types/planner';
import { appendStreamEvent, newAssistantMessage, settleMessage, type AssistantMessage } from '../planner/chat-messages';

export interface CityGuideContext {
  cityId: number;
  /** the guide as the chat keeps a reply: sealed paragraphs plus the one still arriving */
  guide: AssistantMessage | null;
}

export type CityGuideEvent =
  | { type: 'START' }
  | { type: 'STOP' }
  | { type: 'STREAM'; event: StreamEvent };

const GUIDE_ID = 'city-guide';

function storedGuide(reply: AiReply): AssistantMessage {
  const paragraphs = reply.content.split('\n\n').filter((part) => part.trim() !== '');
  return { ...newAssistantMessage(GUIDE_ID, 'answer'), paragraphs, replyId: reply.id, status: 'done' };
}

/**
 * The AI guide of one city: the stored guide when there is one, otherwise written on request as a
 * stream that can be stopped (what arrived is kept), fails with the chat's stream error, and can be
 * written again. Leaving the page stops the invoked stream, which aborts the request.
 * Tags: `busy` while checking for a stored guide or streaming, `settled` once it is done, stopped or failed.
 */
export const cityGuideMachine = setup({
  types: { context: {} as CityGuideContext, events: {} as CityGuideEvent, input: {} as { cityId: number } },
  actors: {
    loadStored: fromAbortablePromise(({ input, signal }: { input: { cityId: number }; signal: AbortSignal }) => fetchAiCityGuide({ cityId: input.cityId }, { silent: true, signal })),
    stream: fromEventObservable(({ input }: { input: { cityId: number } }) =>
      streamCityGuide({ cityId: input.cityId }).pipe(map((event) => ({ type: 'STREAM' as const, event })))),
  },
  actions: {
    startGuide: assign({ guide: () => newAssistantMessage(GUIDE_ID, 'answer') }),
    applyStreamEvent: assign(({ context, event }) =>
      event.type === 'STREAM' && context.guide ? { guide: appendStreamEvent(context.guide, event.event) } : {}),
    settle: assign(({ context }, status: 'done' | 'stopped' | 'failed') =>
      context.guide ? { guide: settleMessage(context.guide, status, status === 'failed' ? 'stream' : null) } : {}),
  },
  guards: {
    isDoneEvent: ({ event }) => event.type === 'STREAM' && event.event.type === 'done',
  },
}).createMachine({
  id: 'cityGuide',
  context: ({ input }) => ({ cityId: input.cityId, guide: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: 'busy',
      invoke: {
        src: 'loadStored',
        input: ({ context }) => ({ cityId: context.cityId }),
        onDone: { target: 'done', actions: assign(({ event }) => ({ guide: storedGuide(event.output) })) },
        onError: 'idle',
      },
    },
    idle: { on: { START: 'streaming' } },
    streaming: {
      tags: 'busy',
      entry: 'startGuide',
      invoke: {
        src: 'stream',
        input: ({ context }) => ({ cityId: context.cityId }),
        onDone: { target: 'failed', actions: { type: 'settle', params: 'failed' } },
        onError: { target: 'failed', actions: { type: 'settle', params: 'failed' } },
      },
      on: {
        STREAM: [
          { guard: 'isDoneEvent', target: 'done', actions: ['applyStreamEvent', { type: 'settle', params: 'done' }] },
          { actions: 'applyStreamEvent' },
        ],
        STOP: { target: 'stopped', actions: { type: 'settle', params: 'stopped' } },
      },
    },
    done: { tags: 'settled', on: { START: 'streaming' } },
    stopped: { tags: 'settled', on: { START: 'streaming' } },
    failed: { tags: 'settled', on: { START: 'streaming' } },
  },
});
