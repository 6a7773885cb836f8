import { assign, fromPromise, setup } from 'xstate';

export interface ChatLine {
  id: number;
  from: 'agent' | 'visitor';
  /** an i18n key for the agent's lines, the visitor's own words otherwise */
  key?: string;
  text?: string;
}

export type LiveChatEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'SEND'; text: string };

const AGENT_REPLY_DELAY_MS = 900;

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
 * live-support panel stands in (also when the script fails to load), greets the visitor and answers with the support team's hours.
 */
export const liveChatMachine = setup({
  types: {
    context: {} as { scriptUrl: string; lines: ChatLine[] },
    events: {} as LiveChatEvent,
    input: {} as { scriptUrl: string },
  },
  actors: {
    loadProvider: fromPromise(({ input }: { input: { scriptUrl: string } }) => loadProviderScript(input.scriptUrl)),
  },
  actions: {
    addVisitorLine: assign({
      lines: ({ context, event }) =>
        event.type === 'SEND' ? [...context.lines, { id: context.lines.length + 1, from: 'visitor' as const, text: event.text.trim() }] : context.lines,
    }),
    addAgentReply: assign({
      lines: ({ context }) => [...context.lines, { id: context.lines.length + 1, from: 'agent' as const, key: 'shell:chat.autoReply' }],
    }),
  },
  guards: {
    usesProvider: ({ context }) => context.scriptUrl !== '',
    hasText: ({ event }) => event.type === 'SEND' && event.text.trim() !== '',
  },
}).createMachine({
  id: 'liveChat',
  context: ({ input }) => ({ scriptUrl: input.scriptUrl, lines: [{ id: 1, from: 'agent', key: 'shell:chat.greeting' }] }),
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
      initial: 'closed',
      states: {
        closed: { on: { OPEN: 'open' } },
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
