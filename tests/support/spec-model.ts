/**
 * Spec-model tests: a flow as the product spec tells it, walked against the real machine.
 *
 * The spec model is a small flat statechart written from the spec, not from the implementation: its
 * states are what a user sees (a view, a busy button, a modal), its events what a user does or how the
 * server answers, and each state says what it shows (`sees`). `createTestModel` gives the shortest path
 * to every transition of the spec model; each path starts a fresh real machine behind a driver that turns
 * a spec event into real events (and scripted server answers), and after every step what the real
 * machine shows, read the way the views read it, must equal what the spec state shows. So the two can
 * disagree: a transition the machine lacks, a wrong target or a missing effect fails a path.
 *
 * Coverage is of the spec model, not of the machine: every spec state and transition must be reached
 * by some path, and the numbers are printed.
 */
import { afterAll, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { flush } from './scripted-actors';

/**
 * A real machine (or a real page) started for one path: what a spec event does to it, and what it shows
 * now. `upcoming` is the rest of the path, for a driver that must set up the server's next answer before
 * the step that asks for it (a page cannot script an answer after the call has gone).
 */
interface SpecRun<E extends string, Seen> {
  drive: (event: E, upcoming: readonly E[]) => void | Promise<void>;
  seen: () => Seen | Promise<Seen>;
  stop: () => unknown;
}

interface SpecModelOptions<E extends string, S extends string, Seen> {
  events: readonly E[];
  /** what a user sees in each spec state */
  sees: Record<S, Seen>;
  start: () => SpecRun<E, Seen> | Promise<SpecRun<E, Seen>>;
  /** in a browser: how long what is shown may take to settle after a step (polled until it matches) */
  settleMs?: number;
  /**
   * transitions (`state --EVENT-->`) this walk cannot drive, each with the reason: they are taken out of the
   * paths, stay in the printed totals and are named there
   */
  leaveOut?: Record<string, string>;
}

type FlatConfig = { states?: Record<string, { on?: Record<string, string> }> };

export function walkSpecModel<E extends string, S extends string, Seen>(label: string, spec: AnyStateMachine, options: SpecModelOptions<E, S, Seen>) {
  const states = (spec.config as FlatConfig).states ?? {};
  const allStates = Object.keys(states);
  const allTransitions = Object.entries(states).flatMap(([state, config]) => Object.keys(config.on ?? {}).map((event) => `${state} --${event}-->`));
  const leftOut = options.leaveOut ?? {};
  const unknown = Object.keys(leftOut).filter((transition) => !allTransitions.includes(transition));
  if (unknown.length) throw new Error(`${label}: no such spec transitions to leave out: ${unknown.join(', ')}`);
  const walked = Object.keys(leftOut).length === 0 ? spec : withoutTransitions(spec, Object.keys(leftOut));
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<string>();

  // the transition that arrived is part of the node, so the shortest paths take every transition, not only reach every state
  const paths = createTestModel(walked, {
    events: options.events.map((type) => ({ type })),
    serializeState: (snapshot, event, previous) => JSON.stringify([previous?.value, event?.type, snapshot.value]),
  }).getShortestPaths();
  const eventsOf = (path: (typeof paths)[number]) => path.steps.slice(1).map((step) => step.event.type as E);
  const key = (events: E[]) => events.join(' → ');
  // a path that another path starts with adds nothing
  const startsWith = (events: E[], prefix: E[]) => events.length > prefix.length && prefix.every((event, index) => events[index] === event);
  const longest = paths.filter((path) => !paths.some((other) => startsWith(eventsOf(other), eventsOf(path))));

  afterAll(() => {
    console.log(
      `[coverage] ${label} spec model over ${longest.length} paths: states ${visitedStates.size}/${allStates.length}, ` +
        `transitions ${visitedTransitions.size}/${allTransitions.length}` +
        Object.entries(leftOut).map(([transition, reason]) => `\n  left out: ${transition} (${reason})`).join(''),
    );
    expect([...visitedStates].sort()).toEqual([...allStates].sort());
    expect([...visitedTransitions].sort()).toEqual(allTransitions.filter((transition) => !(transition in leftOut)).sort());
  });

  for (const path of longest) {
    const events = eventsOf(path);
    it(key(events), async () => {
      const run = await options.start();
      const shows = async (expected: Seen, where: string) => {
        if (options.settleMs) await expect.poll(() => run.seen(), { timeout: options.settleMs, message: where }).toEqual(expected);
        else expect(await run.seen(), where).toEqual(expected);
      };
      try {
        let state = String(path.steps[0].state.value);
        await flush();
        await shows(options.sees[state as S], `at the start (${state})`);
        visitedStates.add(state);
        for (const [index, event] of events.entries()) {
          const next = String(path.steps[index + 1].state.value);
          await run.drive(event, events.slice(index + 1));
          await flush();
          await shows(options.sees[next as S], `${state} --${event}--> ${next}`);
          visitedTransitions.add(`${state} --${event}-->`);
          visitedStates.add(next);
          state = next;
        }
      } finally {
        await run.stop();
      }
    });
  }
}

/** The same flat spec model without some of its transitions (`state --EVENT-->`). */
function withoutTransitions(spec: AnyStateMachine, transitions: string[]): AnyStateMachine {
  const config = spec.config as FlatConfig & Record<string, unknown>;
  const states = Object.fromEntries(Object.entries(config.states ?? {}).map(([state, node]) => [
    state,
    { ...node, on: Object.fromEntries(Object.entries(node.on ?? {}).filter(([event]) => !transitions.includes(`${state} --${event}-->`))) },
  ]));
  return createMachine({ ...config, states } as never);
}
