import { assign, sendParent, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { updateNickName } from '../../api/account';
import type { ClientInfo } from '../../api/types/account';
import { isValidNickName, NICKNAME_MAX } from '../../lib/validation';
import { publish } from '../../lib/app-events';
import type { AccountUpdateEvent } from './account-change.machine';

export type NicknameError = 'nicknameRequired' | 'nicknameTooLong' | 'nicknameInvalid';

function nicknameError(value: string): NicknameError | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'nicknameRequired';
  if (trimmed.length > NICKNAME_MAX) return 'nicknameTooLong';
  return isValidNickName(trimmed) ? null : 'nicknameInvalid';
}

export const nicknameMachine = setup({
  types: {
    context: {} as { value: string; error: NicknameError | null },
    events: {} as { type: 'OPEN'; nickName: string } | { type: 'CHANGE'; value: string } | { type: 'SAVE' } | { type: 'CLOSE' },
  },
  actors: {
    save: fromAbortablePromise<ClientInfo, string>(({ input, signal }) => updateNickName({ nickName: input }, { signal })),
  },
  actions: {
    report: sendParent(({ event }): AccountUpdateEvent => ({ type: 'USER_UPDATED', user: (event as unknown as { output: ClientInfo }).output })),
    announce: () => publish({ type: 'toast', severity: 'success', key: 'account:updateSuccess' }),
  },
  guards: {
    valid: ({ context }) => nicknameError(context.value) === null,
  },
}).createMachine({
  id: 'nickname',
  context: { value: '', error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: assign({ value: ({ event }) => event.nickName, error: null }) } },
    },
    open: {
      on: { CLOSE: 'closed' },
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: { actions: assign({ value: ({ event }) => event.value, error: null }) },
            SAVE: [
              { guard: 'valid', target: 'saving' },
              { actions: assign({ error: ({ context }) => nicknameError(context.value) }) },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'save',
            input: ({ context }) => context.value.trim(),
            onDone: { target: '#nickname.closed', actions: ['report', 'announce'] },
            onError: 'editing',
          },
        },
      },
    },
  },
});
