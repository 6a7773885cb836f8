import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { DRAG_THRESHOLD_PX, planDragMachine } from '../../src/machines/planner/plan-drag.machine';
import type { PlanEdit } from '../../src/machines/planner/plan-edits';
import { scriptedModelCases } from '../support/model-coverage';

/**
 * What a hand (mouse, finger or pen) does with a handle. `pressed` is a press that has not travelled yet;
 * a drop ON_PLACE lands on a day or stop that changes the plan, ON_SAME_PLACE on where the item already is,
 * OUTSIDE on no day at all.
 */
const model = createMachine({
  id: 'planDragModel',
  initial: 'idle',
  states: {
    idle: { on: { PRESS_DAY: 'pressed', PRESS_STOP: 'pressed' } },
    pressed: { on: { JITTER: 'pressed', TRAVEL: 'dragging', RELEASE_ON_PLACE: 'idle', CANCEL: 'idle' } },
    dragging: { on: { TRAVEL: 'dragging', RELEASE_ON_PLACE: 'idle', RELEASE_ON_SAME_PLACE: 'idle', RELEASE_OUTSIDE: 'idle', CANCEL: 'idle' } },
  },
});

function harness() {
  const edits: PlanEdit[] = [];
  const versions = createActor(createMachine({
    types: { events: {} as { type: 'EDIT'; edit: PlanEdit } },
    on: { EDIT: { actions: ({ event }) => edits.push(event.edit) } },
  })).start();
  const actor = createActor(planDragMachine, { input: { versions } }).start();
  /** the item last pressed, so a drop on "the same place" and "another place" mean something for it */
  let pressed: 'day' | 'stop' = 'day';
  const driver = {
    PRESS_DAY: () => { pressed = 'day'; actor.send({ type: 'PRESS', item: { kind: 'day', day: 2 }, x: 100, y: 100 }); },
    PRESS_STOP: () => { pressed = 'stop'; actor.send({ type: 'PRESS', item: { kind: 'stop', day: 2, stop: 1 }, x: 100, y: 100 }); },
    JITTER: () => actor.send({ type: 'MOVE', x: 100 + DRAG_THRESHOLD_PX - 2, y: 101, target: { day: 2, stop: 1 } }),
    TRAVEL: () => actor.send({ type: 'MOVE', x: 100, y: 400, target: { day: 3, stop: 0 } }),
    RELEASE_ON_PLACE: () => actor.send({ type: 'RELEASE', target: pressed === 'day' ? { day: 3, stop: null } : { day: 2, stop: 0 } }),
    RELEASE_ON_SAME_PLACE: () => actor.send({ type: 'RELEASE', target: pressed === 'day' ? { day: 2, stop: 0 } : { day: 2, stop: 1 } }),
    RELEASE_OUTSIDE: () => actor.send({ type: 'RELEASE', target: null }),
    CANCEL: () => actor.send({ type: 'CANCEL' }),
  } as const;
  return { actor, driver, edits, pressed: () => pressed, stop: () => { actor.stop(); versions.stop(); } };
}

const EVENTS = Object.keys(harness().driver) as (keyof ReturnType<typeof harness>['driver'])[];

describe('dragging a day or a stop by its handle, model-based', () => {
  const { cases, replay } = scriptedModelCases('plan drag', model, EVENTS);

  it.each(cases.map((modelCase) => [modelCase.name, modelCase] as const))('%s', async (_, modelCase) => {
    const h = harness();
    let editsBefore = 0;
    let from = 'idle';
    await replay(
      modelCase,
      (event) => {
        editsBefore = h.edits.length;
        from = h.actor.getSnapshot().value;
        h.driver[event]();
      },
      (expected) => {
        expect(h.actor.getSnapshot().value).toBe(expected);
        // the dragged item shows and a target is offered only during a drag
        expect(h.actor.getSnapshot().hasTag('dragging')).toBe(expected === 'dragging');
        if (expected === 'idle') expect(h.actor.getSnapshot().context).toMatchObject({ item: null, over: null, at: null });
      },
    );
    // only a drop that moves something, after a real drag, changes the plan, once
    const made = h.edits.slice(editsBefore);
    if (modelCase.type === 'RELEASE_ON_PLACE' && from === 'dragging') {
      expect(made).toEqual([h.pressed() === 'day' ? { kind: 'moveDay', day: 2, to: 3 } : { kind: 'moveStop', day: 2, stop: 1, to: 0 }]);
    } else {
      expect(made).toEqual([]);
    }
    h.stop();
  });
});

describe('what a drag offers as its landing place', () => {
  it('a day lands on a whole day; a stop on a stop of its own day, or at the end of another day', () => {
    const h = harness();
    h.driver.PRESS_DAY();
    h.actor.send({ type: 'MOVE', x: 100, y: 400, target: { day: 3, stop: 2 } });
    expect(h.actor.getSnapshot().context.over).toEqual({ day: 3, stop: null });
    h.driver.CANCEL();

    h.driver.PRESS_STOP();
    h.actor.send({ type: 'MOVE', x: 100, y: 400, target: { day: 2, stop: 0 } });
    expect(h.actor.getSnapshot().context.over).toEqual({ day: 2, stop: 0 });
    h.actor.send({ type: 'MOVE', x: 100, y: 600, target: { day: 4, stop: 1 } });
    expect(h.actor.getSnapshot().context.over).toEqual({ day: 4, stop: null });
    h.actor.send({ type: 'RELEASE', target: { day: 4, stop: 1 } });
    expect(h.edits).toEqual([{ kind: 'moveStopToDay', day: 2, stop: 1, toDay: 4 }]);
    h.stop();
  });
});
