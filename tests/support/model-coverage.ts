/**
 * Model-based machine tests and the coverage they report:
 * - an abstract model (createTestModel) replayed on the real machine with scripted actors: one case per
 *   transition (transitionCases, reportCoverage), or per path and accepted event (scriptedModelCases);
 * - the real machine's own graph walked by shortest paths (walkShortestPaths), with the states and transitions
 *   the real actor went through counted (trackCoverage).
 */
import { afterAll, expect, it } from 'vitest';
import { createActor, getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { createTestModel, getShortestPaths, type TestModel } from 'xstate/graph';

export interface TransitionCase<E extends EventObject> {
  name: string;
  /** model events from the initial state to the transition's source, then the transition's own event */
  steps: { event: E; target: string }[];
}

const modelKey = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

type Edges<E extends EventObject> = Map<string, { event: E; target: string }[]>;

function edgesOf<E extends EventObject>(model: TestModel<AnyMachineSnapshot, E, unknown>): Edges<E> {
  const edges: Edges<E> = new Map();
  for (const entry of Object.values(model.getAdjacencyMap())) {
    const source = modelKey(entry.state);
    const list = edges.get(source) ?? [];
    for (const { event, state } of Object.values<{ event: E; state: AnyMachineSnapshot }>(entry.transitions)) {
      const target = modelKey(state);
      if (!list.some((edge) => edge.event.type === event.type && edge.target === target)) list.push({ event, target });
    }
    edges.set(source, list);
  }
  return edges;
}

/**
 * One case per transition of the model: the shortest path (breadth first) to its source state, then
 * the transition. Together they visit every state and take every transition at least once.
 */
export function transitionCases<E extends EventObject>(model: TestModel<AnyMachineSnapshot, E, unknown>, initial: string): TransitionCase<E>[] {
  const edges = edgesOf(model);
  const pathTo = new Map<string, { event: E; target: string }[]>([[initial, []]]);
  const queue = [initial];
  while (queue.length) {
    const source = queue.shift() as string;
    for (const edge of edges.get(source) ?? []) {
      if (pathTo.has(edge.target)) continue;
      pathTo.set(edge.target, [...(pathTo.get(source) ?? []), edge]);
      queue.push(edge.target);
    }
  }
  return [...edges.entries()].flatMap(([source, list]) =>
    list.map((edge) => ({ name: `${source} --${edge.event.type}--> ${edge.target}`, steps: [...(pathTo.get(source) ?? []), edge] })),
  );
}

/** Prints how much of the model the cases cover, so a run shows its coverage. */
export function reportCoverage<E extends EventObject>(label: string, model: TestModel<AnyMachineSnapshot, E, unknown>, cases: TransitionCase<E>[], states: string[]): number {
  const transitions = [...edgesOf(model).values()].reduce((sum, list) => sum + list.length, 0);
  const visited = new Set([states[0], ...cases.flatMap((c) => c.steps.map((s) => s.target))]);
  printCoverage(label, visited, states.length, cases.length, transitions);
  return visited.size;
}

function printCoverage(label: string, states: Set<string>, allStates: number, transitions: number, allTransitions: number) {
  console.log(`[coverage] ${label}: states ${states.size}/${allStates} (${[...states].join(', ')}), transitions ${transitions}/${allTransitions}`);
}

/**
 * For a flat abstract model replayed by a scripted harness: one case per path the model's graph gives
 * (xstate/graph shortest paths) and event the model accepts at its end. `replay` sends a case's events
 * through the harness's driver, checks the real machine after each against the model's state, and returns
 * the last model state; the states and transitions replayed are counted, and once the block's tests have run
 * every state and transition of the model must have been.
 */
export function scriptedModelCases<E extends string>(label: string, model: AnyStateMachine, events: readonly E[]) {
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<string>();
  const states = model.config.states ?? {};
  const allTransitions = Object.entries(states).flatMap(([state, config]) => Object.keys(config.on ?? {}).map((event) => `${state}.${event}`));
  afterAll(() => {
    printCoverage(`${label} model`, visitedStates, Object.keys(states).length, visitedTransitions.size, allTransitions.length);
    expect(visitedStates.size).toBe(Object.keys(states).length);
    expect(visitedTransitions.size).toBe(allTransitions.length);
  });
  const cases = createTestModel(model)
    .getShortestPaths()
    .flatMap((path) => events.filter((type) => path.state.can({ type })).map((type) => ({ name: `${path.description} → ${type}`, path, type })));
  type Case = (typeof cases)[number];
  const replay = async ({ path, type }: Case, driver: (event: E) => unknown, check: (state: string) => void): Promise<string> => {
    let snapshot = path.steps[0].state;
    for (const event of [...(path.steps.map((step) => step.event.type).filter((t) => t !== 'xstate.init') as E[]), type]) {
      const from = String(snapshot.value);
      await driver(event);
      snapshot = getNextSnapshot(model, snapshot, { type: event });
      visitedStates.add(from);
      visitedTransitions.add(`${from}.${event}`);
      visitedStates.add(String(snapshot.value));
      check(String(snapshot.value));
    }
    return String(snapshot.value);
  };
  return { cases, replay };
}

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
