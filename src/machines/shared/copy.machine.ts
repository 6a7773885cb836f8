import { assign, setup } from 'xstate';
import { fromAbortablePromise } from './abortable-promise';
import { copyText } from '../../lib/clipboard';
import { publish } from '../../lib/app-events';

export type CopySubject = 'website' | 'phone' | 'place';

const COPIED_MESSAGE: Record<CopySubject, string> = {
  website: 'shell:copy.websiteCopied',
  phone: 'shell:copy.phoneCopied',
  place: 'plan-check:driver.copiedPlace',
};

/** Copy buttons: the Clipboard API with a selection fallback; says what was copied, or that copying failed. */
export const copyMachine = setup({
  types: {
    context: {} as { subject: CopySubject | null },
    events: {} as { type: 'COPY'; text: string; subject: CopySubject },
  },
  actors: { copy: fromAbortablePromise(({ input }: { input: { text: string } }) => copyText(input.text)) },
  actions: {
    announceCopied: ({ context }) => publish({ type: 'toast', severity: 'success', key: COPIED_MESSAGE[context.subject ?? 'website'] }),
    announceFailure: () => publish({ type: 'toast', severity: 'error', key: 'shell:copy.failed' }),
  },
}).createMachine({
  id: 'copy',
  context: { subject: null },
  initial: 'idle',
  states: {
    idle: {
      on: { COPY: { target: 'copying', actions: assign({ subject: ({ event }) => event.subject }) } },
    },
    copying: {
      invoke: {
        src: 'copy',
        input: ({ event }) => ({ text: event.type === 'COPY' ? event.text : '' }),
        onDone: { target: 'idle', actions: 'announceCopied' },
        onError: { target: 'idle', actions: 'announceFailure' },
      },
    },
  },
});
