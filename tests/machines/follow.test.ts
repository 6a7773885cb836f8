import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { followMachine } from '../../src/machines/planner/follow.machine';
import { scriptedModelCases } from '../support/model-coverage';

/** What the reader does and what the stream does to the conversation's scroll box. */
const model = createMachine({
  id: 'followModel',
  initial: 'following',
  states: {
    following: { on: { GROW: 'following', SCROLL_UP: 'paused', SCROLL_TO_END: 'following', NEW_TURN: 'following', SAME_TURNS: 'following' } },
    paused: { on: { GROW: 'paused', SCROLL_UP: 'paused', SCROLL_TO_END: 'following', JUMP: 'following', NEW_TURN: 'following', SAME_TURNS: 'paused' } },
  },
});

function harness() {
  let scrolls = 0;
  let reveals = 0;
  let turns = 2;
  const actor = createActor(
    followMachine.provide({ actions: { scrollToLatest: () => { scrolls += 1; }, revealConversation: () => { reveals += 1; } } }),
    { input: { turns } },
  ).start();
  const driver = {
    GROW: () => actor.send({ type: 'RESIZED' }),
    SCROLL_UP: () => actor.send({ type: 'SCROLLED', movedUp: true, atEnd: false }),
    SCROLL_TO_END: () => actor.send({ type: 'SCROLLED', movedUp: false, atEnd: true }),
    JUMP: () => actor.send({ type: 'JUMP' }),
    NEW_TURN: () => actor.send({ type: 'TURNS', count: (turns += 2) }),
    /** a re-render with the same conversation (or a cleared one) brings nothing into view */
    SAME_TURNS: () => actor.send({ type: 'TURNS', count: turns }),
  } as const;
  return { actor, driver, counts: () => ({ scrolls, reveals }) };
}

const EVENTS = Object.keys(harness().driver) as (keyof ReturnType<typeof harness>['driver'])[];

describe('following the newest line, model-based', () => {
  const { cases, replay } = scriptedModelCases('follow', model, EVENTS);

  it.each(cases.map((modelCase) => [modelCase.name, modelCase] as const))('%s', async (_, modelCase) => {
    const h = harness();
    let before = h.counts();
    await replay(
      modelCase,
      (event) => {
        before = h.counts();
        h.driver[event]();
      },
      (expected) => expect(h.actor.getSnapshot().hasTag('paused')).toBe(expected === 'paused'),
    );
    const after = h.counts();
    const from = String(modelCase.path.state.value);
    // growth scrolls only while following; a jump or a new turn scrolls; only a new turn reveals the conversation
    if (modelCase.type === 'GROW') expect(after.scrolls - before.scrolls).toBe(from === 'following' ? 1 : 0);
    if (modelCase.type === 'JUMP') expect(after.scrolls - before.scrolls).toBe(1);
    if (modelCase.type === 'NEW_TURN') expect([after.scrolls - before.scrolls, after.reveals - before.reveals]).toEqual([1, 1]);
    if (modelCase.type === 'SAME_TURNS' || modelCase.type === 'SCROLL_UP') expect(after).toEqual(before);
    h.actor.stop();
  });

  it('a clear (fewer turns) is remembered, so the next turn is new again', () => {
    const h = harness();
    h.actor.send({ type: 'TURNS', count: 0 });
    h.actor.send({ type: 'TURNS', count: 2 });
    expect(h.counts().reveals).toBe(1);
    h.actor.stop();
  });

  it('an empty conversation is not scrolled, on arrival or as the page grows, until its first turn', () => {
    let scrolls = 0;
    const actor = createActor(followMachine.provide({ actions: { scrollToLatest: () => void (scrolls += 1) } }), { input: { turns: 0 } }).start();
    actor.send({ type: 'RESIZED' });
    expect(scrolls).toBe(0);
    actor.send({ type: 'TURNS', count: 1 });
    actor.send({ type: 'RESIZED' });
    expect(scrolls).toBe(2);
    actor.stop();
  });

  it('a conversation restored on arrival is scrolled to its newest line', () => {
    expect(harness().counts().scrolls).toBe(1);
  });
});
