import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { languageMachine } from '../../src/machines/site/language.machine';
import { appEvents, type AppEvent } from '../../src/lib/app-events';
import { readRaw } from '../../src/lib/storage';
import type { Language } from '../../src/api/types/site';
import type { ClientInfo } from '../../src/api/types/account';

const LANGUAGES: Language[] = ['en', 'zh', 'ja', 'ko', 'ar', 'es'].map((code) => ({ code, nameSelf: code, icon: `media/flag/${code}.svg` }));

/** User actions and server outcomes; the server outcomes are the done/error events of the invoked actors. */
const EVENTS: AnyEventObject[] = [
  { type: 'OPEN' },
  { type: 'CLOSE' },
  { type: 'RETRY' },
  { type: 'CHOOSE', code: 'zh', index: 1, signedIn: false },
  { type: 'CHOOSE', code: 'ja', index: 2, signedIn: true },
  { type: 'CHOOSE', code: 'en', index: 0, signedIn: false },
  { type: 'CHOOSE', code: 'es', index: 5, signedIn: false },
  { type: 'xstate.done.actor.loadLanguages', output: LANGUAGES },
  { type: 'xstate.error.actor.loadLanguages', error: new Error('offline') },
  { type: 'xstate.done.actor.saveAccountLanguage', output: {} },
  { type: 'xstate.error.actor.saveAccountLanguage', error: new Error('refused') },
];

const eventKey = (event: AnyEventObject) => JSON.stringify(event);

/** The real machine, with actors that never answer (the test answers for them) and no real reload. */
function machineUnderTest(reloads: string[]) {
  return languageMachine.provide({
    actors: {
      loadLanguages: fromPromise(() => new Promise<Language[]>(() => {})),
      saveAccountLanguage: fromPromise(() => new Promise<ClientInfo>(() => {})),
    },
    actions: { reloadPage: () => reloads.push(readRaw('language') ?? '') },
  });
}

describe('the language statechart', () => {
  const paths = getShortestPaths(machineUnderTest([]), {
    input: { current: 'en' },
    events: EVENTS,
    serializeState: (state) => JSON.stringify(state.value) + JSON.stringify(state.context.languages.length > 0),
    serializeEvent: eventKey,
  } as Parameters<typeof getShortestPaths>[1]);

  const statesSeen = new Set<string>();
  const transitionsSeen = new Set<string>();
  const enabledTransitions = new Set<string>();

  /** Every shortest path, then each possible event from the state it reaches: all transitions get taken. */
  const cases = paths.flatMap((path) =>
    [undefined, ...EVENTS].map((extra) => {
      const steps: AnyEventObject[] = [...path.steps.map((step) => step.event as AnyEventObject).filter((event) => event.type !== 'xstate.init'), ...(extra ? [extra] : [])];
      const name = steps.map((event) => (event.type === 'CHOOSE' ? `CHOOSE ${String(event.code)}` : event.type)).join(' > ') || 'nothing';
      return [name, steps, extra ? null : path.state.value] as const;
    }),
  );

  it.each(cases)('keeps its promises after %s', (_, steps, expectedValue) => {
    const reloads: string[] = [];
    const published: AppEvent[] = [];
    const subscription = appEvents.subscribe((event) => published.push(event));
    const actor = createActor(machineUnderTest(reloads), { input: { current: 'en' } }).start();
    let previous = JSON.stringify(actor.getSnapshot().value);
    for (const event of steps) {
      for (const candidate of EVENTS) if (actor.getSnapshot().can(candidate as never)) enabledTransitions.add(`${previous} ${eventKey(candidate)}`);
      // an actor's done or error event only exists while that actor runs
      if (!actor.getSnapshot().can(event as never)) continue;
      actor.send(event as never);
      transitionsSeen.add(`${previous} ${eventKey(event)}`);
      previous = JSON.stringify(actor.getSnapshot().value);
    }
    subscription.unsubscribe();
    const snapshot = actor.getSnapshot();
    statesSeen.add(JSON.stringify(snapshot.value));
    if (expectedValue !== null) expect(snapshot.value).toEqual(expectedValue);

    if (snapshot.matches('reloading')) {
      expect(reloads).toEqual([snapshot.context.chosen]);
      expect(published).toContainEqual({ type: 'language.changed', code: snapshot.context.chosen });
    } else {
      expect(reloads).toEqual([]);
    }
    const last = steps.at(-1);
    const warned = published.some((event) => event.type === 'toast' && event.key === 'shell:language.notOpenYet');
    const choseSixth = last?.type === 'CHOOSE' && last.index === 5;
    expect(warned).toBe(choseSixth && JSON.parse(previous).open === 'ready');
    if (warned) expect(snapshot.value).toEqual({ open: 'ready' });
    if (snapshot.matches({ open: 'savingToAccount' })) expect(snapshot.context.chosen).toBe('ja');
    actor.stop();
  });

  it('covers every state and prints the coverage', () => {
    const allStates = ['"closed"', '{"open":"deciding"}', '{"open":"loading"}', '{"open":"failed"}', '{"open":"ready"}', '{"open":"savingToAccount"}', '"reloading"'];
    // `deciding` is transient: it is passed through, never rested in
    const restingStates = allStates.filter((state) => state !== '{"open":"deciding"}');
    console.log(
      `language statechart: ${statesSeen.size}/${restingStates.length} resting states; ${transitionsSeen.size}/${enabledTransitions.size} enabled (state, event) transitions taken; ${paths.length} shortest paths x ${EVENTS.length + 1} continuations`,
    );
    expect(transitionsSeen.size).toBe(enabledTransitions.size);
    expect([...statesSeen].sort()).toEqual(restingStates.sort());
  });

  it('goes straight to the list when the dialog opens again', () => {
    const actor = createActor(machineUnderTest([]), { input: { current: 'en' } }).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'xstate.done.actor.loadLanguages', output: LANGUAGES } as never);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toEqual({ open: 'ready' });
  });
});
