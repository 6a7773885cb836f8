import { afterAll, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/** Local storage and the token/user cookies the storage module mirrors them to. */
export function clearStorage() {
  localStorage.clear();
  for (const key of ['token', 'user']) document.cookie = `ctp.${key}=; path=/; max-age=0`;
}

/** Every state node id and every transition (source, event, branch) a machine declares. */
function inventory(machine: AnyStateMachine) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const visit = (node: AnyStateNode) => {
    states.add(node.id);
    for (const [eventType, branches] of node.transitions) branches.forEach((_, index) => transitions.add(`${node.id}|${eventType}|${index}`));
    node.always?.forEach((_, index) => transitions.add(`${node.id}|always|${index}`));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return { states, transitions };
}

export interface Coverage {
  record(machine: AnyStateMachine, snapshotNodes: readonly AnyStateNode[], taken: readonly { source: AnyStateNode; eventType: string }[]): void;
}

/** Counts states and transitions a real actor went through, and prints the share when the file ends. */
export function trackCoverage(name: string, machine: AnyStateMachine, { require = 1 } = {}) {
  const all = inventory(machine);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  afterAll(() => {
    const stateShare = seenStates.size / all.states.size;
    const transitionShare = seenTransitions.size / all.transitions.size;
    console.log(
      `[coverage] ${name}: states ${seenStates.size}/${all.states.size} (${Math.round(stateShare * 100)}%), ` +
        `transitions ${seenTransitions.size}/${all.transitions.size} (${Math.round(transitionShare * 100)}%)` +
        ([...all.transitions].filter((t) => !seenTransitions.has(t)).map((t) => `\n  not taken: ${t}`).join('')),
    );
    expect(stateShare).toBe(1);
    expect(transitionShare).toBeGreaterThanOrEqual(require);
  });
  /** inspect option for createActor: records the states entered and the transitions taken */
  return (event: { type: string; actorRef?: { logic?: unknown }; snapshot?: unknown; _transitions?: unknown[] }) => {
    if (event.type !== '@xstate.microstep') return;
    if ((event.actorRef?.logic as AnyStateMachine | undefined)?.id !== machine.id) return;
    const snapshot = event.snapshot as { _nodes: AnyStateNode[] };
    snapshot._nodes.forEach((node) => seenStates.add(node.id));
    for (const transition of (event._transitions ?? []) as { source: AnyStateNode; eventType: string }[]) {
      seenStates.add(transition.source.id);
      const eventType = transition.eventType === '' ? 'always' : transition.eventType;
      const branches = eventType === 'always' ? transition.source.always ?? [] : transition.source.transitions.get(eventType) ?? [];
      seenTransitions.add(`${transition.source.id}|${eventType}|${branches.indexOf(transition as never)}`);
    }
  };
}

interface WalkOptions<TEvent extends EventObject> {
  events: TEvent[];
  input?: unknown;
  /** a parent to run the machine under, for machines that report with sendParent */
  run?: (inspect: ReturnType<typeof trackCoverage>) => { send: (event: TEvent) => void; value: () => unknown; stop: () => void };
  inspect: ReturnType<typeof trackCoverage>;
  check?: (value: unknown, path: string) => void;
  /** the part of the context that decides guards (filled fields, modes), so such states are told apart */
  contextKey?: (context: never) => unknown;
  /** storage the initial context reads, set before the graph is built */
  prepare?: () => void;
}

/**
 * One test per shortest path of the machine's graph (synthetic done/error events stand for the server):
 * the real actor replays the path's events and must be in the path's state after each step.
 */
export function walkShortestPaths<TEvent extends EventObject>(machine: AnyStateMachine, options: WalkOptions<TEvent>) {
  options.prepare?.();
  const paths = getShortestPaths(machine, {
    events: options.events as never,
    input: options.input,
    // a state reached by a handled event counts as its own node, so the shortest paths take every transition once
    serializeState: (snapshot, event, previous) =>
      JSON.stringify([snapshot.value, options.contextKey?.(snapshot.context as never)]) + (event && previous?.can(event as never) ? `|${JSON.stringify(previous.value)}|${JSON.stringify(event)}` : ''),
  });
  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type).join(' → ');
    it(`reaches ${JSON.stringify(path.state.value)} by ${description}`, () => {
      clearStorage();
      const actor = options.run?.(options.inspect) ?? (() => {
        const real = createActor(machine, { input: options.input, inspect: options.inspect as never }).start();
        return { send: (event: TEvent) => real.send(event), value: () => real.getSnapshot().value, stop: () => real.stop() };
      })();
      expect(actor.value()).toEqual(path.steps[0].state.value);
      for (const step of path.steps.slice(1)) {
        actor.send(step.event as TEvent);
        expect(actor.value()).toEqual(step.state.value);
      }
      options.check?.(actor.value(), description);
      actor.stop();
    });
  }
  clearStorage();
  return paths;
}
