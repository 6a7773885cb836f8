import { describe, expect, it } from 'vitest';
import { NEVER } from 'rxjs';
import { createActor, createMachine, fromEventObservable, fromPromise, waitFor } from 'xstate';
import { MAX_REQUEST_LENGTH } from '../../src/machines/planner/chat-messages';
import { planVersionsMachine, undoable, type PlanHistory, type RefineInput, type SaveInput, type SaveOutput } from '../../src/machines/planner/plan-versions.machine';
import type { Itinerary, ItineraryDay, StreamEvent } from '../../src/api/types/planner';
import { appEvents, type AppEvent } from '../../src/lib/app-events';
import { readJson, writeRaw } from '../../src/lib/storage';
import { scriptedModelCases } from '../support/model-coverage';
import { flush, scriptedRequest, scriptedStream } from '../support/scripted-actors';

const day = (number: number, city: string, title: string): ItineraryDay => ({
  day: number, date: null, city, citySlug: city.toLowerCase(), transfer: null,
  activities: [{ slot: 'morning', sightId: null, title, hours: 2, note: '', costCny: 0 }],
  stay: { area: 'Centre', note: '', priceCny: 300 }, food: [], costCny: 300,
});

const PLAN: Itinerary = {
  id: 'plan-7', title: '3 days: Beijing', departure: 'Shanghai', destinations: ['Beijing'], startDate: null,
  travellers: { adults: 2, children: 0, elders: 0 }, notes: [], createTime: '2026-05-01T00:00:00Z',
  days: [day(1, 'Beijing', 'Forbidden City'), day(2, 'Beijing', 'Great Wall'), day(3, 'Beijing', 'Summer Palace')],
  budget: { perPersonCny: 900, limitCny: 5000, transportCny: 0, stayCny: 900, ticketsCny: 0, foodCny: 0 },
};

/** The planner's answer to "make day 2 more relaxed": day 2 loses its stop. */
const REVISED: Itinerary = { ...PLAN, id: 'plan-7-r', days: PLAN.days.map((d) => (d.day === 2 ? { ...d, activities: [] } : d)) };

/**
 * The abstract model of the plan region: what the traveller does and what the planner answers. `original`
 * is the generated plan alone, `edited` a hand edit on top (undoable), `refined` a planner's version on
 * top, `restored` an earlier version chosen while later ones are kept.
 */
const model = createMachine({
  id: 'planVersionsModel',
  initial: 'empty',
  states: {
    empty: { on: { OPEN: 'original' } },
    original: { on: { EDIT: 'edited', EDIT_PAST_END: 'original', UNDO: 'original', REFINE: 'refining', REFINE_EMPTY: 'original', REFINE_LONG: 'original' } },
    edited: { on: { EDIT: 'editedTwice', UNDO: 'original', RESTORE_FIRST: 'restored' } },
    editedTwice: { on: { UNDO: 'edited' } },
    refining: { on: { CHUNK: 'refining', REVISED: 'refined', DECLINED: 'original', BREAK: 'original', STOP: 'original', EDIT: 'refining', REFINE: 'refining' } },
    refined: { on: { UNDO: 'refined', RESTORE_FIRST: 'restored' } },
    restored: { on: { UNDO: 'restored', RESTORE_FIRST: 'restored' } },
  },
});

function harness(signedIn = false) {
  const refine = scriptedStream<StreamEvent, RefineInput>();
  const save = scriptedRequest<SaveOutput, SaveInput>();
  const events: AppEvent[] = [];
  const subscription = appEvents.subscribe((event) => events.push(event));
  const machine = planVersionsMachine.provide({ actors: { refine: refine.actor, save: save.actor } });
  const actor = createActor(machine, { input: { signedIn } }).start();
  const context = () => actor.getSnapshot().context;
  const history = () => context().history as PlanHistory;
  const driver = {
    OPEN: () => actor.send({ type: 'OPEN', itinerary: PLAN, savedTripId: null }),
    EDIT: () => actor.send({ type: 'EDIT', edit: { kind: 'moveDay', day: 2, to: 1 } }),
    EDIT_PAST_END: () => actor.send({ type: 'EDIT', edit: { kind: 'moveDay', day: 3, to: 4 } }),
    UNDO: () => actor.send({ type: 'UNDO' }),
    RESTORE_FIRST: () => actor.send({ type: 'RESTORE', version: 0 }),
    REFINE: () => actor.send({ type: 'REFINE', request: 'make day 2 more relaxed' }),
    REFINE_EMPTY: () => actor.send({ type: 'REFINE', request: '   ' }),
    REFINE_LONG: () => actor.send({ type: 'REFINE', request: 'x'.repeat(5000) }),
    CHUNK: () => refine.current()?.next({ type: 'delta', text: 'Day 2 now has no fixed stop. ' }),
    REVISED: () => refine.current()?.next({ type: 'done', replyId: 'reply-9', itinerary: REVISED }),
    DECLINED: () => refine.current()?.next({ type: 'done', replyId: 'reply-9', itinerary: null }),
    BREAK: async () => { refine.current()?.error(new Error('broke')); await flush(); },
    STOP: () => actor.send({ type: 'STOP' }),
  } as const;
  return { actor, driver, context, history, refine, save, events, stop: () => { actor.stop(); subscription.unsubscribe(); } };
}

type Harness = ReturnType<typeof harness>;
const EVENTS = Object.keys(harness().driver) as (keyof Harness['driver'])[];

function expectModelState(h: Harness, state: string): void {
  const snapshot = h.actor.getSnapshot();
  if (state === 'empty') return expect(snapshot.matches({ plan: 'empty' })).toBe(true);
  if (state === 'refining') return expect(snapshot.hasTag('refining')).toBe(true);
  expect(snapshot.matches({ plan: { ready: 'idle' } })).toBe(true);
  const { versions, current } = h.history();
  if (state === 'original') expect([versions.length, current]).toEqual([1, 0]);
  if (state === 'edited' || state === 'editedTwice') expect([undoable(h.context()), versions.length]).toEqual([true, state === 'edited' ? 2 : 3]);
  if (state === 'refined') expect(versions[current]).toMatchObject({ origin: 'refined', request: 'make day 2 more relaxed', changedDays: [2] });
  if (state === 'restored') expect([current, versions.length > 1]).toEqual([0, true]);
}

describe('the plan-versions statechart, model-based', () => {
  const { cases, replay } = scriptedModelCases('planVersions', model, EVENTS);

  it.each(cases.map((modelCase) => [modelCase.name, modelCase] as const))('%s', async (_, modelCase) => {
    const h = harness();
    try {
      let before: PlanHistory | null = null;
      const state = await replay(modelCase, async (event) => {
        before = h.context().history;
        await h.driver[event]();
      }, (expected) => expectModelState(h, expected));
      const problem = h.context().problem?.key;
      const refused: Partial<Record<keyof Harness['driver'], string>> = {
        EDIT_PAST_END: 'planner:versions.errors.pastEnd', REFINE_EMPTY: 'planner:versions.errors.refineRequired', REFINE_LONG: 'planner:versions.errors.refineTooLong',
      };
      if (refused[modelCase.type]) expect(problem).toBe(refused[modelCase.type]);
      if (state === 'refining' && (modelCase.type === 'EDIT' || modelCase.type === 'REFINE') && modelCase.path.state.value === 'refining') {
        expect(problem).toBe('planner:versions.errors.busyRefining');
      }
      if (modelCase.type === 'UNDO' && (state === 'refined' || state === 'restored' || state === 'original') && modelCase.path.state.value === state) {
        expect(problem).toBe('planner:versions.errors.nothingToUndo');
      }
      // a refused request or edit changes nothing
      if (problem) expect(h.context().history).toEqual(before);
      if (modelCase.type === 'BREAK') expect(problem).toBe('planner:versions.errors.refineBroke');
      if (modelCase.type === 'DECLINED') expect(h.context().declined).toMatchObject({ request: 'make day 2 more relaxed' });
      // the version a refinement made is told until the next change; a refusal or a hand edit makes none
      expect(h.context().made).toBe(modelCase.type === 'REVISED' ? 1 : state === 'refined' && modelCase.type === 'UNDO' ? 1 : null);
      if (modelCase.type === 'RESTORE_FIRST' && modelCase.path.state.value === 'restored') expect(problem).toBe('planner:versions.errors.noSuchVersion');
    } finally {
      h.stop();
    }
  });
});

describe('the plan-versions statechart, scripted', () => {
  it('sends the current plan with the request, follows the streamed text and keeps it with the new version', () => {
    const inputs: RefineInput[] = [];
    const spy = createActor(planVersionsMachine.provide({
      actors: { refine: fromEventObservable<{ type: 'STREAM'; event: StreamEvent }, RefineInput>(({ input }) => { inputs.push(input); return NEVER; }) },
    }), { input: { signedIn: false } }).start();
    spy.send({ type: 'OPEN', itinerary: PLAN, savedTripId: null });
    spy.send({ type: 'EDIT', edit: { kind: 'noteDay', day: 1, note: 'Book tickets' } });
    spy.send({ type: 'REFINE', request: '  make day 2 more relaxed ' });
    expect(inputs).toEqual([{ request: 'make day 2 more relaxed', plan: spy.getSnapshot().context.history?.versions[1].plan }]);
    expect(inputs[0].plan.days[0].note).toBe('Book tickets');
    spy.stop();
    writeRaw('planVersions', null);

    const g = harness();
    g.driver.OPEN();
    g.driver.REFINE();
    g.driver.CHUNK();
    expect(g.context().refinement).toMatchObject({ request: 'make day 2 more relaxed', text: 'Day 2 now has no fixed stop. ' });
    g.driver.REVISED();
    expect(g.history().versions[1]).toMatchObject({ origin: 'refined', reply: 'Day 2 now has no fixed stop.', basedOn: 0, changedDays: [2] });
    // the revised plan keeps the plan's id, so it is saved and kept as the same trip
    expect(g.history().versions[1].plan.id).toBe(PLAN.id);
    g.stop();
  });

  it('refuses a request of more than the limit with its length, and keeps the plan', () => {
    const h = harness();
    h.driver.OPEN();
    h.driver.REFINE_LONG();
    expect(h.context().problem).toEqual({ key: 'planner:versions.errors.refineTooLong', values: { max: MAX_REQUEST_LENGTH, length: 5000 }, about: 'request' });
    expect(h.history().versions).toHaveLength(1);
    h.stop();
  });

  it('keeps the versions on this device: a new actor opening the same plan finds them, pointer and all', () => {
    const h = harness();
    h.driver.OPEN();
    h.driver.EDIT();
    h.driver.RESTORE_FIRST();
    h.stop();
    expect(readJson<Record<string, PlanHistory>>('planVersions')?.[PLAN.id]).toMatchObject({ current: 0, versions: [{ origin: 'generated' }, { origin: 'edited' }] });
    const again = harness();
    again.driver.OPEN();
    expect(again.history()).toMatchObject({ current: 0 });
    expect(again.history().versions).toHaveLength(2);
    again.stop();
  });

  it('a visitor\'s save asks for sign-in; a signed-in first save sends the current version and its count', async () => {
    const h = harness();
    h.driver.OPEN();
    h.actor.send({ type: 'SAVE' });
    expect(h.events.some((event) => event.type === 'login.requested')).toBe(true);
    h.stop();

    const s = harness(true);
    s.driver.OPEN();
    s.driver.EDIT();
    s.actor.send({ type: 'SAVE' });
    expect(s.actor.getSnapshot().hasTag('saving')).toBe(true);
    s.save.resolve({ savedTripId: 41, revision: s.history().revision });
    await waitFor(s.actor, (snapshot) => snapshot.matches({ sync: 'clean' }));
    expect(s.history()).toMatchObject({ savedTripId: 41 });
    expect(s.history().savedRevision).toBe(s.history().revision);
    s.stop();
  });

  it('a saved plan is saved again after each change with its version count; a failed save says so and saves on request', async () => {
    const inputs: SaveInput[] = [];
    const actor = createActor(planVersionsMachine.provide({
      actors: {
        save: fromPromise<SaveOutput, SaveInput>(async ({ input }) => {
          inputs.push(input);
          if (inputs.length === 1) throw new Error('network');
          return { savedTripId: 12, revision: input.revision };
        }),
      },
    }), { input: { signedIn: true } }).start();
    actor.send({ type: 'OPEN', itinerary: PLAN, savedTripId: 12 });
    actor.send({ type: 'EDIT', edit: { kind: 'moveDay', day: 2, to: 1 } });
    actor.send({ type: 'EDIT', edit: { kind: 'noteDay', day: 1, note: 'Early start' } });
    expect(actor.getSnapshot().matches({ sync: 'pending' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.hasTag('unsaved'), { timeout: 3000 });
    // two quick edits, one save, with the plan as it is now and three versions
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toMatchObject({ itineraryId: PLAN.id, versions: 3, announce: false });
    expect(inputs[0].itinerary?.days[0]).toMatchObject({ note: 'Early start', activities: [{ title: 'Great Wall' }] });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.matches({ sync: 'clean' }));
    const history = actor.getSnapshot().context.history as PlanHistory;
    expect(history.savedRevision).toBe(history.revision);
    expect(inputs).toHaveLength(2);
    actor.stop();
  });
});
