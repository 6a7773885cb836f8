import { afterAll, describe, expect, it } from 'vitest';
import {
  assign, createActor, fromPromise, setup, SimulatedClock, toPromise, waitFor,
  type AnyActorLogic, type AnyTransitionDefinition, type SnapshotFrom,
} from 'xstate';
import { createTestModel, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { fetchClientInfo } from '../../src/api/account';
import type { EndpointName } from '../../src/api/contract';
import { appEvents, publish } from '../../src/lib/app-events';
import {
  NOTIFICATION_PAGE_SIZE, notificationsMachine, UNREAD_POLL_MS, type NotificationTab,
} from '../../src/machines/notifications/notifications.machine';
import { addScenario } from '../../mock-server/scenarios';
import { seedWorld } from '../../mock-server/seed';
import { writeRaw } from '../../src/lib/storage';
import { signIn } from '../support/node-api';

/*
 * An abstract model of the notifications statechart: user actions plus the server's answers, with a
 * tiny simulation of the demo inbox so guards (more pages, anything unread, anything shown) are known.
 * Every shortest path through it drives the real machine against the mock backend, holding each
 * request at a gate until the model says how the server answers.
 */

type ModelTab = Extract<NotificationTab, 'all' | 'like'>;
interface InboxItem {
  type: number;
  unread: boolean;
}
interface ModelContext {
  tab: ModelTab;
  inbox: InboxItem[];
  shown: number;
  requested: 'first' | 'next';
}
type ModelEvent =
  | { type: 'SIGN_IN' } | { type: 'SIGN_OUT' } | { type: 'LOGIN_REQUESTED' } | { type: 'POLL_TICK' } | { type: 'UNREAD_OK' } | { type: 'UNREAD_FAIL' }
  | { type: 'OPEN' } | { type: 'SELECT_TAB'; tab: ModelTab } | { type: 'MORE' } | { type: 'RETRY' }
  | { type: 'READ' } | { type: 'MARK_ALL_READ' } | { type: 'REMOVE' } | { type: 'CLEAR' }
  | { type: 'CLEAR_CONFIRMED' } | { type: 'CLEAR_CANCELLED' }
  | { type: 'PAGE_OK' } | { type: 'PAGE_FAIL' } | { type: 'ACTION_OK' } | { type: 'ACTION_FAIL' };

const SEEDED_INBOX: InboxItem[] = seedWorld().notifications
  .filter((n) => n.accountId === 1)
  .map((n) => ({ type: n.notificationType, unread: n.haveRead === 0 }));

const LIKE_TYPE = 2;
const inTab = (c: ModelContext) => c.inbox.filter((item) => c.tab === 'all' || item.type === LIKE_TYPE);
const shownItems = (c: ModelContext) => inTab(c).slice(0, c.shown);
const anyUnreadShown = (c: ModelContext) => shownItems(c).some((item) => item.unread);
const hasMore = (c: ModelContext) => c.shown < inTab(c).length;
const afterPage = (c: ModelContext) => {
  const total = inTab(c).length;
  if (c.requested === 'first') return Math.min(total, NOTIFICATION_PAGE_SIZE);
  return Math.min(total, (Math.floor(c.shown / NOTIFICATION_PAGE_SIZE) + 1) * NOTIFICATION_PAGE_SIZE);
};

/** What a path may promise about the list: paths that agree on these facts count as one state. */
const observable = (c: ModelContext) => ({
  anyShown: c.shown > 0,
  more: hasMore(c),
  unreadShown: anyUnreadShown(c),
  unreadAnywhere: c.inbox.some((item) => item.unread),
});

const freshContext = (): ModelContext => ({ tab: 'all', inbox: SEEDED_INBOX.map((item) => ({ ...item })), shown: 0, requested: 'first' });

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    requestFirst: assign({ requested: 'first' as const }),
    requestNext: assign({ requested: 'next' as const }),
  },
  guards: {
    hasMore: ({ context }) => hasMore(context),
    anyUnreadShown: ({ context }) => anyUnreadShown(context),
    anyShown: ({ context }) => context.shown > 0,
    isOtherTab: ({ context, event }) => event.type === 'SELECT_TAB' && event.tab !== context.tab,
  },
}).createMachine({
  id: 'model',
  context: freshContext,
  initial: 'signedOut',
  states: {
    signedOut: {
      entry: assign(freshContext),
      on: { SIGN_IN: 'signedIn', LOGIN_REQUESTED: { actions: 'requestFirst' } },
    },
    signedIn: {
      type: 'parallel',
      on: { SIGN_OUT: 'signedOut' },
      states: {
        unread: {
          initial: 'counting',
          states: {
            counting: { on: { UNREAD_OK: 'waiting', UNREAD_FAIL: 'waiting' } },
            waiting: { on: { POLL_TICK: 'counting' } },
          },
        },
        list: {
          initial: 'idle',
          states: {
            idle: { on: { OPEN: { target: 'loading', actions: 'requestFirst' } } },
            loading: {
              on: {
                PAGE_OK: { target: 'ready', actions: assign({ shown: ({ context }) => afterPage(context) }) },
                PAGE_FAIL: 'failed',
                SELECT_TAB: {
                  guard: 'isOtherTab', target: 'loading', reenter: true,
                  actions: assign(({ event }) => ({ tab: (event as { tab: ModelTab }).tab, shown: 0, requested: 'first' as const })),
                },
              },
            },
            ready: {
              on: {
                OPEN: { target: 'loading', actions: 'requestFirst' },
                SELECT_TAB: {
                  guard: 'isOtherTab', target: 'loading',
                  actions: assign(({ event }) => ({ tab: (event as { tab: ModelTab }).tab, shown: 0, requested: 'first' as const })),
                },
                MORE: { guard: 'hasMore', target: 'loading', actions: 'requestNext' },
                READ: { guard: 'anyUnreadShown', target: 'markingRead' },
                MARK_ALL_READ: 'markingAllRead',
                REMOVE: { guard: 'anyShown', target: 'removing' },
                CLEAR: { guard: 'anyShown', target: 'confirmingClear' },
              },
            },
            failed: {
              on: {
                RETRY: 'loading',
                OPEN: { target: 'loading', actions: 'requestFirst' },
                SELECT_TAB: {
                  guard: 'isOtherTab', target: 'loading',
                  actions: assign(({ event }) => ({ tab: (event as { tab: ModelTab }).tab, shown: 0, requested: 'first' as const })),
                },
              },
            },
            markingRead: {
              on: {
                ACTION_OK: {
                  target: 'ready',
                  actions: assign(({ context }) => {
                    const first = shownItems(context).find((item) => item.unread);
                    return { inbox: context.inbox.map((item) => (item === first ? { ...item, unread: false } : item)) };
                  }),
                },
                ACTION_FAIL: 'ready',
              },
            },
            markingAllRead: {
              on: {
                ACTION_OK: {
                  target: 'loading',
                  actions: assign(({ context }) => ({ inbox: context.inbox.map((item) => ({ ...item, unread: false })), requested: 'first' as const })),
                },
                ACTION_FAIL: 'ready',
              },
            },
            removing: {
              on: {
                ACTION_OK: {
                  target: 'ready',
                  actions: assign(({ context }) => {
                    const first = shownItems(context)[0];
                    return { inbox: context.inbox.filter((item) => item !== first), shown: context.shown - 1 };
                  }),
                },
                ACTION_FAIL: 'ready',
              },
            },
            confirmingClear: { on: { CLEAR_CONFIRMED: 'clearing', CLEAR_CANCELLED: 'ready' } },
            clearing: {
              on: {
                ACTION_OK: { target: 'ready', actions: assign({ inbox: [], shown: 0 }) },
                ACTION_FAIL: 'ready',
              },
            },
          },
        },
      },
    },
  },
});

type ModelSnapshot = SnapshotFrom<typeof model>;

const USER_EVENTS: ModelEvent[] = [
  { type: 'SIGN_IN' }, { type: 'SIGN_OUT' }, { type: 'OPEN' }, { type: 'SELECT_TAB', tab: 'like' }, { type: 'SELECT_TAB', tab: 'all' },
  { type: 'MORE' }, { type: 'RETRY' }, { type: 'READ' }, { type: 'MARK_ALL_READ' }, { type: 'REMOVE' }, { type: 'CLEAR' },
  { type: 'CLEAR_CONFIRMED' }, { type: 'CLEAR_CANCELLED' }, { type: 'PAGE_OK' }, { type: 'PAGE_FAIL' },
  { type: 'ACTION_OK' }, { type: 'ACTION_FAIL' },
];
const UNREAD_EVENTS: ModelEvent[] = [{ type: 'POLL_TICK' }, { type: 'UNREAD_OK' }, { type: 'UNREAD_FAIL' }];

const ALL_EVENTS: ModelEvent[] = [...USER_EVENTS, ...UNREAD_EVENTS, { type: 'LOGIN_REQUESTED' }];
const isUnreadEvent = (event: ModelEvent) => UNREAD_EVENTS.some((e) => e.type === event.type);

/** The two regions take turns, so the paths cover every transition without every interleaving. */
const takesTurns = (snapshot: ModelSnapshot, event: ModelEvent): boolean => {
  if (snapshot.matches({ signedIn: { unread: 'counting' } })) return isUnreadEvent(event);
  if (!isUnreadEvent(event)) return true;
  return snapshot.matches({ signedIn: { list: 'idle' } }) || snapshot.matches({ signedIn: { list: 'ready' } });
};

const testModel = createTestModel(model, {
  events: ALL_EVENTS,
  filterEvents: takesTurns,
  /** the transition that arrived here is part of the state, so the shortest paths take every transition, not only reach every state */
  serializeState: (snapshot, event, previous) => JSON.stringify({
    via: [previous?.value, event?.type],
    value: snapshot.value,
    tab: snapshot.context.tab,
    ...observable(snapshot.context),
  }),
});

/* ---------- driving the real machine ---------- */

type Outcome = 'ok' | 'fail';
const ACTOR_ENDPOINTS: Record<string, EndpointName> = {
  loadPage: 'clientNotification/myPage',
  countUnread: 'clientNotification/myPage',
  markRead: 'clientNotification/markRead',
  removeOne: 'clientNotification/remove/{id}',
  clean: 'clientNotification/clean',
};

/** Holds each request of one kind until the test says how the server answers; a cancelled request leaves the queue. */
class Gate {
  private waiting: ((outcome: Outcome) => void)[] = [];
  wait(signal: AbortSignal): Promise<Outcome> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      signal.addEventListener('abort', () => {
        this.waiting = this.waiting.filter((waiter) => waiter !== resolve);
      });
    });
  }
  release(outcome: Outcome): void {
    const next = this.waiting.shift();
    if (!next) throw new Error('no request is waiting at this gate');
    next(outcome);
  }
}

const coveredTransitions = new Set<AnyTransitionDefinition>();
const coveredStates = new Set<string>();

let gates: Record<string, Gate> = {};

function drivenMachine() {
  const realActors = notificationsMachine.implementations.actors as Record<string, AnyActorLogic>;
  const gated = Object.fromEntries(
    Object.entries(ACTOR_ENDPOINTS).map(([name, endpoint]) => [
      name,
      fromPromise<unknown, unknown>(async ({ input, signal }) => {
        const outcome = await gates[name].wait(signal);
        if (outcome === 'fail') addScenario({ endpoint, code: 503, msg: 'The service is busy, please try again' });
        return toPromise(createActor(realActors[name], { input }).start());
      }),
    ]),
  );
  return notificationsMachine.provide({ actors: gated });
}

const machineUnderTest = drivenMachine();
const graphNodes = (node: DirectedGraphNode): DirectedGraphNode[] => [node, ...node.children.flatMap(graphNodes)];
const realGraph = graphNodes(toDirectedGraph(machineUnderTest));

type ModelStep = { event: ModelEvent | { type: 'xstate.init' }; state: ModelSnapshot };

const describePath = (steps: ModelStep[]) =>
  steps.slice(1).map(({ event }) => ('tab' in event ? `${event.type}(${event.tab})` : event.type)).join(' → ');

async function runPath(steps: ModelStep[]) {
  writeRaw('token', null);
  gates = Object.fromEntries(Object.keys(ACTOR_ENDPOINTS).map((name) => [name, new Gate()]));
  const clock = new SimulatedClock();
  const published: string[] = [];
  const subscription = appEvents.subscribe((event) => published.push(event.type));
  const actor = createActor(machineUnderTest, {
    input: { signedIn: false },
    clock,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep') {
        for (const t of inspection._transitions) {
          coveredTransitions.add(t);
          coveredStates.add(t.source.id);
        }
      }
      if (inspection.type === '@xstate.snapshot' && '_nodes' in inspection.snapshot) {
        for (const node of (inspection.snapshot as SnapshotFrom<typeof notificationsMachine>)._nodes) coveredStates.add(node.id);
      }
    },
  }).start();
  let pendingList = 'loadPage';
  const act: Record<ModelEvent['type'], (event: ModelEvent) => Promise<void> | void> = {
    SIGN_IN: async () => {
      await signIn();
      publish({ type: 'session.signedIn', user: await fetchClientInfo() });
    },
    SIGN_OUT: () => publish({ type: 'session.signedOut' }),
    LOGIN_REQUESTED: () => {
      actor.send({ type: 'LOGIN_REQUESTED' });
      expect(published).toContain('login.requested');
    },
    POLL_TICK: () => clock.increment(UNREAD_POLL_MS),
    UNREAD_OK: () => gates.countUnread.release('ok'),
    UNREAD_FAIL: () => gates.countUnread.release('fail'),
    OPEN: () => actor.send({ type: 'OPEN' }),
    SELECT_TAB: (event) => actor.send({ type: 'SELECT_TAB', tab: (event as { tab: ModelTab }).tab }),
    MORE: () => actor.send({ type: 'MORE' }),
    RETRY: () => actor.send({ type: 'RETRY' }),
    READ: () => {
      pendingList = 'markRead';
      const unread = actor.getSnapshot().context.rows.find((n) => n.haveRead === 0);
      actor.send({ type: 'READ', id: unread?.id ?? -1 });
    },
    MARK_ALL_READ: () => {
      pendingList = 'markRead';
      actor.send({ type: 'MARK_ALL_READ' });
    },
    REMOVE: () => {
      pendingList = 'removeOne';
      actor.send({ type: 'REMOVE', id: actor.getSnapshot().context.rows[0]?.id ?? -1 });
    },
    CLEAR: () => actor.send({ type: 'CLEAR' }),
    CLEAR_CONFIRMED: () => {
      pendingList = 'clean';
      actor.send({ type: 'CLEAR_CONFIRMED' });
    },
    CLEAR_CANCELLED: () => actor.send({ type: 'CLEAR_CANCELLED' }),
    PAGE_OK: () => gates.loadPage.release('ok'),
    PAGE_FAIL: () => gates.loadPage.release('fail'),
    ACTION_OK: () => gates[pendingList].release('ok'),
    ACTION_FAIL: () => gates[pendingList].release('fail'),
  };
  try {
    for (const step of steps) {
      if (step.event.type !== 'xstate.init') await act[step.event.type](step.event);
      const expected = JSON.stringify(step.state.value);
      await waitFor(actor, (s) => JSON.stringify(s.value) === expected, { timeout: 2_000 }).catch(() => {
        throw new Error(`after ${step.event.type} expected ${expected}, the machine is in ${JSON.stringify(actor.getSnapshot().value)}`);
      });
      const { context } = actor.getSnapshot();
      const expectedFacts = observable(step.state.context);
      const where = `after ${step.event.type}`;
      expect(context.tab, where).toBe(step.state.context.tab);
      expect(context.rows.length > 0, where).toBe(expectedFacts.anyShown);
      expect(context.rows.some((n) => n.haveRead === 0), where).toBe(expectedFacts.unreadShown);
      if (step.state.matches({ signedIn: { list: 'ready' } })) {
        expect(context.rows.length < context.total, where).toBe(expectedFacts.more);
        expect(context.unreadCount > 0, where).toBe(expectedFacts.unreadAnywhere);
      }
      if (step.state.matches('signedOut')) expect(context.unreadCount, where).toBe(0);
    }
  } finally {
    actor.stop();
    subscription.unsubscribe();
  }
}

describe('notifications statechart (model-based)', () => {
  const paths = testModel.getShortestPaths();

  for (const path of paths) {
    const steps = path.steps as ModelStep[];
    it(describePath(steps), () => runPath(steps));
  }

  it('starts signed in when the session says so, and counts the unread notifications', async () => {
    await signIn();
    const actor = createActor(notificationsMachine, { input: { signedIn: true } }).start();
    await waitFor(actor, (s) => s.context.unreadCount > 0 && s.matches({ signedIn: { unread: 'waiting' } }));
    expect(actor.getSnapshot().matches({ signedIn: { list: 'idle' } })).toBe(true);
    actor.stop();
  });

  afterAll(() => {
    const states = realGraph.map((node) => node.id);
    const transitions = realGraph.flatMap((node) => node.edges.map((edge) => edge.transition));
    const missedStates = states.filter((id) => !coveredStates.has(id));
    const missedTransitions = transitions.filter((t) => !coveredTransitions.has(t));
    console.log(
      `notifications machine coverage over ${paths.length} paths: states ${states.length - missedStates.length}/${states.length}, ` +
        `transitions ${transitions.length - missedTransitions.length}/${transitions.length}` +
        (missedStates.length ? `; states missed: ${missedStates.join(', ')}` : '') +
        (missedTransitions.length ? `; transitions missed: ${missedTransitions.map((t) => `${t.source.id} on ${t.eventType}`).join(', ')}` : ''),
    );
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
