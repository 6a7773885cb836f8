import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { mockControl } from '../../api/mock-control';
import type { MockCall, MockMail, MockPresetName, MockScenario, MockSettings, PresetOutcome } from '../../api/mock-contract';
import { forgetAllExcept, writeJson, writeRaw } from '../../lib/storage';

interface MockPanelContext {
  mail: MockMail[];
  scenarios: MockScenario[];
  settings: MockSettings | null;
  calls: MockCall[];
  /** what the product owner typed to find an endpoint */
  query: string;
  error: string | null;
}

type MockPanelEvent =
  | { type: 'REFRESH' }
  | { type: 'SEARCH'; query: string }
  | { type: 'ADD_SCENARIO'; scenario: MockScenario }
  | { type: 'CLEAR_SCENARIOS' }
  | { type: 'SET_PACE'; pace: MockSettings['pace'] }
  | { type: 'START_PRESET'; preset: MockPresetName }
  | { type: 'CLEAR_CALLS' }
  | { type: 'RESET_WORLD' };

type Command = Exclude<MockPanelEvent, { type: 'REFRESH' } | { type: 'SEARCH' }>;

/** The mailbox, pending scenarios and the event log follow the mock while the panel is open (a code e-mailed during code entry shows up). */
const POLL_MS = 1_500;

/** What a first visit keeps: the viewer's language, the mock's own world and settings. */
const keptOnFirstVisit = (key: string) => key === 'language' || key === 'deviceNo' || key.startsWith('mock.');

/** Storage writes that put the browser into the preset's situation; true when the page must load again to show it. */
function applyPresetOutcome({ session, forgetLocalData }: PresetOutcome): boolean {
  if (forgetLocalData) forgetAllExcept(keptOnFirstVisit);
  if (session.kind === 'signOut') {
    writeRaw('token', null);
    writeJson('user', null);
  }
  if (session.kind === 'signIn') {
    writeRaw('token', session.token);
    writeJson('user', session.user);
  }
  return forgetLocalData || session.kind !== 'keep';
}

async function startPreset(preset: MockPresetName): Promise<boolean> {
  return applyPresetOutcome(await mockControl.startPreset(preset));
}

/** Sets a preset up in the mock and in this browser; the panel's buttons and `?mock=<preset>` at start both use it. */
export const presetStarter = fromAbortablePromise(({ input }: { input: MockPresetName }) => startPreset(input));

async function runCommand(command: Command): Promise<boolean> {
  if (command.type === 'ADD_SCENARIO') await mockControl.addScenario(command.scenario);
  if (command.type === 'CLEAR_SCENARIOS') await mockControl.clearScenarios();
  if (command.type === 'SET_PACE') await mockControl.updateSettings({ pace: command.pace });
  if (command.type === 'CLEAR_CALLS') await mockControl.clearCalls();
  if (command.type === 'START_PRESET') return startPreset(command.preset);
  if (command.type === 'RESET_WORLD') {
    await mockControl.reset();
    return true;
  }
  return false;
}

/** The product owner's control panel over the in-browser mock backend. */
export const mockPanelMachine = setup({
  types: { context: {} as MockPanelContext, events: {} as MockPanelEvent },
  actors: {
    load: fromAbortablePromise(async () => {
      const [mail, scenarios, settings, calls] = await Promise.all([
        mockControl.mailbox(), mockControl.scenarios(), mockControl.settings(), mockControl.calls(),
      ]);
      return { mail, scenarios, settings, calls };
    }),
    run: fromAbortablePromise(({ input }: { input: Command }) => runCommand(input)),
  },
  actions: {
    search: assign({ query: ({ event }) => (event.type === 'SEARCH' ? event.query : '') }),
    showError: assign({ error: ({ event }) => String((event as { error?: unknown }).error) }),
    reloadPage: () => window.location.reload(),
  },
  guards: {
    needsReload: ({ event }) => (event as { output?: boolean }).output === true,
  },
  delays: { poll: POLL_MS },
}).createMachine({
  id: 'mockPanel',
  context: { mail: [], scenarios: [], settings: null, calls: [], query: '', error: null },
  on: { SEARCH: { actions: 'search' } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, error: null })) },
        onError: { target: 'ready', actions: 'showError' },
      },
    },
    ready: {
      after: { poll: 'loading' },
      on: {
        REFRESH: 'loading',
        ADD_SCENARIO: 'running',
        CLEAR_SCENARIOS: 'running',
        SET_PACE: 'running',
        START_PRESET: 'running',
        CLEAR_CALLS: 'running',
        RESET_WORLD: 'running',
      },
    },
    running: {
      tags: ['busy'],
      invoke: {
        src: 'run',
        input: ({ event }) => event as Command,
        onDone: [{ guard: 'needsReload', target: 'reloading', actions: 'reloadPage' }, { target: 'loading' }],
        onError: { target: 'ready', actions: 'showError' },
      },
    },
    reloading: { tags: ['busy'] },
  },
});
