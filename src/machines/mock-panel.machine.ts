import { assign, fromPromise, setup } from 'xstate';
import { mockControl, type MockMail, type MockScenario, type MockSettings } from '../api/mock-control';

interface MockPanelContext {
  mail: MockMail[];
  scenarios: MockScenario[];
  settings: MockSettings | null;
  error: string | null;
}

type MockPanelEvent =
  | { type: 'REFRESH' }
  | { type: 'ADD_SCENARIO'; scenario: MockScenario }
  | { type: 'CLEAR_SCENARIOS' }
  | { type: 'SET_PACE'; pace: MockSettings['pace'] }
  | { type: 'RESET_WORLD' };

type Command = Exclude<MockPanelEvent, { type: 'REFRESH' }>;

async function runCommand(command: Command): Promise<void> {
  if (command.type === 'ADD_SCENARIO') await mockControl.addScenario(command.scenario);
  if (command.type === 'CLEAR_SCENARIOS') await mockControl.clearScenarios();
  if (command.type === 'SET_PACE') await mockControl.updateSettings({ pace: command.pace });
  if (command.type === 'RESET_WORLD') {
    await mockControl.reset();
    location.reload();
  }
}

/** The product owner's control panel over the in-browser mock backend. */
export const mockPanelMachine = setup({
  types: { context: {} as MockPanelContext, events: {} as MockPanelEvent },
  actors: {
    load: fromPromise(async () => {
      const [mail, scenarios, settings] = await Promise.all([mockControl.mailbox(), mockControl.scenarios(), mockControl.settings()]);
      return { mail, scenarios, settings };
    }),
    run: fromPromise(({ input }: { input: Command }) => runCommand(input)),
  },
}).createMachine({
  id: 'mockPanel',
  context: { mail: [], scenarios: [], settings: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, error: null })) },
        onError: { target: 'ready', actions: assign(({ event }) => ({ error: String(event.error) })) },
      },
    },
    ready: {
      on: {
        REFRESH: 'loading',
        ADD_SCENARIO: 'running',
        CLEAR_SCENARIOS: 'running',
        SET_PACE: 'running',
        RESET_WORLD: 'running',
      },
    },
    running: {
      invoke: {
        src: 'run',
        input: ({ event }) => event as Command,
        onDone: 'loading',
        onError: { target: 'ready', actions: assign(({ event }) => ({ error: String(event.error) })) },
      },
    },
  },
});
