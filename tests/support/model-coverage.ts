import type { TestModel } from 'xstate/graph';
import type { AnyMachineSnapshot, EventObject } from 'xstate';

export interface TransitionCase<E extends EventObject> {
  name: string;
  /** model events from the initial state to the transition's source, then the transition's own event */
  steps: { event: E; target: string }[];
}

export const modelKey = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

type Edges<E extends EventObject> = Map<string, { event: E; target: string }[]>;

function edgesOf<E extends EventObject>(model: TestModel<AnyMachineSnapshot, E, unknown>): Edges<E> {
  const edges: Edges<E> = new Map();
  for (const entry of Object.values(model.getAdjacencyMap())) {
    const source = modelKey(entry.state);
    const list = edges.get(source) ?? [];
    for (const { event, state } of Object.values(entry.transitions) as { event: E; state: AnyMachineSnapshot }[]) {
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
  console.log(`[coverage] ${label}: states ${visited.size}/${states.length} (${[...visited].join(', ')}), transitions ${cases.length}/${transitions}`);
  return visited.size;
}
