import { assign, sendParent, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { updateAvatar } from '../../api/account';
import { uploadPublicFile } from '../../api/site';
import type { ClientInfo } from '../../api/types/account';
import { isAllowedImage, MB } from '../../lib/validation';
import { publish } from '../../lib/app-events';
import type { AccountUpdateEvent } from './account-change.machine';

/** The spec's own check never rejects; this limit is real (decision recorded by the lead). */
const AVATAR_LIMIT_MB = 5;

export const avatarMachine = setup({
  types: {
    context: {} as { file: File | null },
    events: {} as { type: 'FILE.CHOSEN'; file: File },
  },
  actors: {
    upload: fromAbortablePromise<ClientInfo, File>(async ({ input, signal }) => {
      const { filePath } = await uploadPublicFile(input, { signal });
      return updateAvatar({ avatar: filePath }, { signal });
    }),
  },
  actions: {
    warn: (_, params: { key: string }) =>
      publish({ type: 'toast', severity: 'warn', key: `account:${params.key}`, values: { size: AVATAR_LIMIT_MB } }),
    report: sendParent(({ event }): AccountUpdateEvent => ({ type: 'USER_UPDATED', user: (event as unknown as { output: ClientInfo }).output })),
    announce: () => publish({ type: 'toast', severity: 'success', key: 'account:avatarUpdateSuccess' }),
  },
  guards: {
    wrongType: ({ event }) => !isAllowedImage(event.file),
    tooLarge: ({ event }) => event.file.size > AVATAR_LIMIT_MB * MB,
  },
}).createMachine({
  id: 'avatar',
  context: { file: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'FILE.CHOSEN': [
          { guard: 'wrongType', actions: { type: 'warn', params: { key: 'fileTypeIncorrect' } } },
          { guard: 'tooLarge', actions: { type: 'warn', params: { key: 'uploadSize' } } },
          { target: 'uploading', actions: assign({ file: ({ event }) => event.file }) },
        ],
      },
    },
    uploading: {
      invoke: {
        src: 'upload',
        input: ({ context }) => context.file as File,
        onDone: { target: 'idle', actions: ['report', 'announce', assign({ file: null })] },
        onError: { target: 'idle', actions: assign({ file: null }) },
      },
    },
  },
});
