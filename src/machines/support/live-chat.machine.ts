import { assign, fromCallback, setup, type ActorRefFrom } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { supportStatus, type SupportStatus } from '../../lib/support-hours';
import { usesProviderWidget } from './chat-provider';

interface ChatLine {
  id: number;
  from: 'agent' | 'visitor';
  /** an i18n key for the agent's lines, the visitor's own words otherwise */
  key?: string;
  /** the moment an agent's line names (when the team is back) */
  at?: number;
  text?: string;
}

export interface LiveChatInput {
  scriptUrl: string;
  /** the page was opened to talk to support (the customer-service link of the mock) */
  openAtStart: boolean;
}

interface LiveChatContext {
  scriptUrl: string;
  openAtStart: boolean;
  lines: ChatLine[];
  /** whether someone is at work now, and when that changes */
  status: SupportStatus;
}

export type LiveChatEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'SEND'; text: string } | { type: 'STATUS.CHECK' };

const AGENT_REPLY_DELAY_MS = 900;
/** how often the open/away state is checked against the clock */
const STATUS_CHECK_MS = 30_000;

function loadProviderScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`The live-chat script ${src} did not load`));
    document.head.append(script);
  });
}

/**
 * The live-chat widget: a configured provider's script is loaded once; without one (mock mode) a local
 * live-support panel stands in (also when the script fails to load). It says "online now" only within the
 * team's hours (Beijing time); otherwise it takes a message and says when the answer comes.
 */
export const liveChatMachine = setup({
  types: {
    context: {} as LiveChatContext,
    events: {} as LiveChatEvent,
    input: {} as LiveChatInput,
  },
  actors: {
    loadProvider: fromAbortablePromise(({ input }: { input: { scriptUrl: string } }) => loadProviderScript(input.scriptUrl)),
    statusClock: fromCallback(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'STATUS.CHECK' }), STATUS_CHECK_MS);
      return () => clearInterval(timer);
    }),
  },
  actions: {
    addVisitorLine: assign({
      lines: ({ context, event }) =>
        event.type === 'SEND' ? [...context.lines, { id: context.lines.length + 1, from: 'visitor' as const, text: event.text.trim() }] : context.lines,
    }),
    addAgentReply: assign({
      lines: ({ context }) => [
        ...context.lines,
        context.status.online
          ? { id: context.lines.length + 1, from: 'agent' as const, key: 'shell:chat.autoReply' }
          : { id: context.lines.length + 1, from: 'agent' as const, key: 'shell:chat.awayReply', at: context.status.changesAt },
      ],
    }),
    checkStatus: assign({ status: () => supportStatus(Date.now()) }),
  },
  guards: {
    opensAtStart: ({ context }) => context.openAtStart,
    usesProvider: ({ context }) => usesProviderWidget(context.scriptUrl),
    hasText: ({ event }) => event.type === 'SEND' && event.text.trim() !== '',
  },
}).createMachine({
  id: 'liveChat',
  context: ({ input }) => ({
    ...input,
    lines: [{ id: 1, from: 'agent', key: 'shell:chat.greeting' }],
    status: supportStatus(Date.now()),
  }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'usesProvider', target: 'provider' }, { target: 'local' }],
    },
    provider: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadProvider',
            input: ({ context }) => ({ scriptUrl: context.scriptUrl }),
            onDone: 'loaded',
            onError: '#liveChat.local',
          },
        },
        loaded: {},
      },
    },
    local: {
      invoke: { src: 'statusClock' },
      on: { 'STATUS.CHECK': { actions: 'checkStatus' } },
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'opensAtStart', target: 'open' }, { target: 'closed' }] },
        closed: { on: { OPEN: { target: 'open', actions: 'checkStatus' } } },
        open: {
          on: { CLOSE: 'closed' },
          initial: 'listening',
          states: {
            listening: {
              on: { SEND: { guard: 'hasText', target: 'agentTyping', actions: 'addVisitorLine' } },
            },
            agentTyping: {
              after: { [AGENT_REPLY_DELAY_MS]: { target: 'listening', actions: 'addAgentReply' } },
            },
          },
        },
      },
    },
  },
});

export type LiveChatActor = ActorRefFrom<typeof liveChatMachine>;
