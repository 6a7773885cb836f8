import { assertEvent, assign, fromEventObservable, raise, setup, type ActorRefFrom } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { map } from 'rxjs';
import { saveTrip, streamChatAnswer } from '../../api/planner';
import type { Itinerary, StreamEvent } from '../../api/types/planner';
import { saveItinerary } from './save-itinerary';
import { readJson, writeJson } from '../../lib/storage';
import { requestLogin, sessionChanges, signsIn, type SessionChange, type SessionInput } from '../account/session-facts';
import { applyEdit, changedDays, MAX_DAY_NOTE, MAX_STOP_TITLE, type PlanEdit } from './plan-edits';
import { MAX_REQUEST_LENGTH } from './chat-messages';

/** A plan keeps at most this many versions; then the traveller restores one or starts a new plan. */
const MAX_VERSIONS = 50;
/** Plans whose versions this device keeps; the least recently changed is forgotten first. */
const MAX_STORED_PLANS = 12;
/** Edits in quick succession are saved to the user's trips once. */
const RESAVE_DELAY_MS = 800;

export interface PlanVersion {
  plan: Itinerary;
  origin: 'generated' | 'refined' | 'edited';
  /** the traveller's words that asked for a refinement */
  request: string | null;
  /** the hand edit that made it */
  edit: PlanEdit | null;
  /** the planner's explanation of a refinement */
  reply: string | null;
  /** the position of the version it was made from */
  basedOn: number | null;
  /** day numbers that differ from the version it was made from */
  changedDays: number[];
}

/** Everything this device keeps about one plan (local storage `planVersions`, by itinerary id). */
export interface PlanHistory {
  versions: PlanVersion[];
  current: number;
  /** the user's saved trip holding this plan */
  savedTripId: number | null;
  /** counts the changes; equal to savedRevision when the user's trips hold the current version */
  revision: number;
  savedRevision: number;
  updatedAt: number;
}

/** A refused request or edit: the message key (planner namespace) and whether it concerns the chat box or the plan. */
export interface Problem {
  key: string;
  values?: Record<string, unknown>;
  about: 'request' | 'plan';
}

export interface PlanVersionsContext {
  history: PlanHistory | null;
  itineraryId: string | null;
  signedIn: boolean;
  problem: Problem | null;
  /** the refinement under way: what was asked and what the planner has written so far */
  refinement: { request: string; text: string; progress: number } | null;
  /** the planner's reason when it could not make the change asked for */
  declined: { request: string; text: string } | null;
  /** the version the last refinement made, told where the request was typed until the next change */
  made: number | null;
  /** the version the current one is compared with (its changed days are marked) */
  comparing: number | null;
}

export type PlanVersionsEvent =
  | { type: 'OPEN'; itinerary: Itinerary; savedTripId: number | null }
  | { type: 'EDIT'; edit: PlanEdit }
  | { type: 'UNDO' }
  | { type: 'REFINE'; request: string }
  | { type: 'STREAM'; event: StreamEvent }
  | { type: 'STOP' }
  | { type: 'RESTORE'; version: number }
  | { type: 'COMPARE'; version: number | null }
  | { type: 'SAVE' }
  | { type: 'DISMISS' }
  | { type: 'CHANGED' }
  | SessionChange;

export interface RefineInput {
  request: string;
  plan: Itinerary;
}

export interface SaveInput {
  itineraryId: string;
  /** the plan the traveller keeps, when it is not the generated one untouched (then the server's own copy is saved) */
  itinerary: Itinerary | undefined;
  versions: number;
  revision: number;
  /** first save: tell the user; later saves of changes are shown by the plan's save status only */
  announce: boolean;
}

export interface SaveOutput {
  savedTripId: number | null;
  /** the revision that was saved */
  revision: number;
}

const currentVersion = (context: PlanVersionsContext): PlanVersion | null => context.history?.versions[context.history.current] ?? null;
export const currentPlan = (context: PlanVersionsContext): Itinerary | null => currentVersion(context)?.plan ?? null;

/** Only the newest version, made by hand, can be undone: undo takes back the last edit, not a refinement. */
export function undoable(context: PlanVersionsContext): boolean {
  const history = context.history;
  return history !== null && history.current === history.versions.length - 1 && history.versions[history.current].origin === 'edited';
}

/** Edits the traveller made on this device that their trips do not have yet (a visitor's edits before signing in, or a save that failed). */
export function hasUnsavedEdits(context: PlanVersionsContext): boolean {
  const history = context.history;
  return history !== null && history.versions.length > 1 && (history.savedTripId === null || history.revision !== history.savedRevision);
}

function storedHistories(): Record<string, PlanHistory> {
  return readJson<Record<string, PlanHistory>>('planVersions') ?? {};
}

function firstHistory(itinerary: Itinerary, savedTripId: number | null): PlanHistory {
  return {
    versions: [{ plan: itinerary, origin: 'generated', request: null, edit: null, reply: null, basedOn: null, changedDays: [] }],
    current: 0, savedTripId, revision: 0, savedRevision: 0, updatedAt: 0,
  };
}

function withVersion(history: PlanHistory, version: Omit<PlanVersion, 'basedOn' | 'changedDays'>, now: number): PlanHistory {
  const base = history.versions[history.current].plan;
  const added: PlanVersion = { ...version, basedOn: history.current, changedDays: changedDays(base, version.plan) };
  return changed({ ...history, versions: [...history.versions, added], current: history.versions.length }, now);
}

function changed(history: PlanHistory, now: number): PlanHistory {
  return { ...history, revision: history.revision + 1, updatedAt: now };
}

const requestProblem = (key: string, values?: Record<string, unknown>): { problem: Problem } => ({ problem: { key, values, about: 'request' } });
const planProblem = (key: string, values?: Record<string, unknown>): { problem: Problem } => ({ problem: { key, values, about: 'plan' } });

/**
 * The versions of one trip plan: the generated plan, then each refinement asked for in the chat box
 * and each hand edit, with a pointer to the one the traveller keeps. Versions are never rewritten:
 * restoring moves the pointer, undo takes back the newest hand edit. Every change is kept on this
 * device and, for a plan saved to the user's trips, saved there again.
 */
export const planVersionsMachine = setup({
  types: { context: {} as PlanVersionsContext, events: {} as PlanVersionsEvent, input: {} as SessionInput },
  actors: {
    refine: fromEventObservable<{ type: 'STREAM'; event: StreamEvent }, RefineInput>(({ input }) =>
      streamChatAnswer({ question: input.request, plan: input.plan }).pipe(map((event) => ({ type: 'STREAM' as const, event })))),
    save: fromAbortablePromise<SaveOutput, SaveInput>(async ({ input }) => {
      const ownVersion = { itinerary: input.itinerary, versions: input.versions };
      const savedTripId = input.announce
        ? await saveItinerary(input.itineraryId, ownVersion)
        : (await saveTrip({ itineraryId: input.itineraryId, ...ownVersion }, { silent: true })).id;
      return { savedTripId, revision: input.revision };
    }),
    sessionChanges,
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      const stored = storedHistories()[event.itinerary.id];
      const history = stored ?? firstHistory(event.itinerary, event.savedTripId);
      return {
        itineraryId: event.itinerary.id,
        history: { ...history, savedTripId: event.savedTripId ?? history.savedTripId },
        problem: null, refinement: null, declined: null, made: null, comparing: null,
      };
    }),
    applyEdit: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      if (!context.history) return {};
      const result = applyEdit(context.history.versions[context.history.current].plan, event.edit);
      if (!result.ok) return planProblem(`planner:versions.errors.${result.error}`, { day: event.edit.day, max: result.error === 'noteTooLong' ? MAX_DAY_NOTE : MAX_STOP_TITLE });
      const version = { plan: result.plan, origin: 'edited' as const, request: null, edit: event.edit, reply: null };
      return { history: withVersion(context.history, version, Date.now()), problem: null, declined: null, made: null };
    }),
    undo: assign(({ context }) => {
      const history = context.history as PlanHistory;
      const undone = history.versions[history.current];
      return { history: changed({ ...history, versions: history.versions.slice(0, -1), current: undone.basedOn ?? 0 }, Date.now()), problem: null, made: null, comparing: null };
    }),
    restore: assign(({ context, event }) => {
      assertEvent(event, 'RESTORE');
      if (!context.history) return {};
      return { history: changed({ ...context.history, current: event.version }, Date.now()), problem: null, made: null, comparing: null };
    }),
    compare: assign(({ event }) => {
      assertEvent(event, 'COMPARE');
      return { comparing: event.version };
    }),
    startRefinement: assign(({ event }) => {
      assertEvent(event, 'REFINE');
      return { refinement: { request: event.request.trim(), text: '', progress: 0 }, problem: null, declined: null, made: null };
    }),
    followRefinement: assign(({ context, event }) => {
      assertEvent(event, 'STREAM');
      if (!context.refinement) return {};
      const streamed = event.event;
      if (streamed.type === 'delta') return { refinement: { ...context.refinement, text: context.refinement.text + streamed.text } };
      if (streamed.type === 'status') return { refinement: { ...context.refinement, progress: streamed.progress } };
      return {};
    }),
    finishRefinement: assign(({ context, event }) => {
      assertEvent(event, 'STREAM');
      if (event.event.type !== 'done' || !context.refinement || !context.history) return {};
      const { request, text } = context.refinement;
      const revised = event.event.itinerary;
      if (!revised) return { refinement: null, declined: { request, text: text.trim() } };
      const version = { plan: { ...revised, id: context.history.versions[0].plan.id }, origin: 'refined' as const, request, edit: null, reply: text.trim() || null };
      return { refinement: null, history: withVersion(context.history, version, Date.now()), made: context.history.versions.length };
    }),
    refinementFailed: assign(({ event }) => ({
      refinement: null,
      ...requestProblem(event.type === 'STREAM' && event.event.type === 'error' ? 'planner:versions.errors.refineFailed' : 'planner:versions.errors.refineBroke'),
    })),
    stopRefinement: assign({ refinement: null }),
    markSaved: assign(({ context, event }) => {
      const saved = 'output' in event ? (event.output as SaveOutput) : null;
      if (!context.history || saved?.savedTripId == null) return {};
      return { history: { ...context.history, savedTripId: saved.savedTripId, savedRevision: saved.revision } };
    }),
    /** A plan's versions stay on this device: the newest plans first, older ones forgotten past the limit. */
    persist: ({ context }) => {
      if (!context.history || !context.itineraryId) return;
      const all = { ...storedHistories(), [context.itineraryId]: context.history };
      const kept = Object.entries(all).sort(([, a], [, b]) => b.updatedAt - a.updatedAt).slice(0, MAX_STORED_PLANS);
      writeJson('planVersions', Object.fromEntries(kept));
    },
    announceChange: raise({ type: 'CHANGED' }),
    requestLogin,
    refuseUndo: assign(() => planProblem('planner:versions.errors.nothingToUndo')),
    refuseRestore: assign(() => planProblem('planner:versions.errors.noSuchVersion')),
    refuseWhileRefining: assign(() => planProblem('planner:versions.errors.busyRefining')),
    refuseRequestWhileRefining: assign(() => requestProblem('planner:versions.errors.busyRefining')),
    refuseEmptyRequest: assign(() => requestProblem('planner:versions.errors.refineRequired')),
    refuseLongRequest: assign(({ event }) => requestProblem('planner:versions.errors.refineTooLong', {
      max: MAX_REQUEST_LENGTH, length: event.type === 'REFINE' ? event.request.trim().length : 0,
    })),
    refuseTooManyVersions: assign(() => planProblem('planner:versions.errors.tooManyVersions', { max: MAX_VERSIONS })),
    dismiss: assign({ problem: null, declined: null, made: null }),
  },
  guards: {
    otherPlan: ({ context, event }) => event.type === 'OPEN' && event.itinerary.id !== context.itineraryId,
    full: ({ context }) => (context.history?.versions.length ?? 0) >= MAX_VERSIONS,
    canUndo: ({ context }) => undoable(context),
    canRestore: ({ context, event }) => event.type === 'RESTORE' && context.history !== null && event.version !== context.history.current
      && Number.isInteger(event.version) && event.version >= 0 && event.version < context.history.versions.length,
    requestEmpty: ({ event }) => event.type === 'REFINE' && event.request.trim() === '',
    requestTooLong: ({ event }) => event.type === 'REFINE' && event.request.trim().length > MAX_REQUEST_LENGTH,
    isDone: ({ event }) => event.type === 'STREAM' && event.event.type === 'done',
    isError: ({ event }) => event.type === 'STREAM' && event.event.type === 'error',
    signsIn,
    signedOut: ({ context }) => !context.signedIn,
    savedAndSignedIn: ({ context }) => context.signedIn && context.history?.savedTripId != null,
    resaveDue: ({ context }) => context.signedIn && context.history?.savedTripId != null && context.history.revision !== context.history.savedRevision,
    notSaved: ({ context }) => context.history !== null && context.history.savedTripId === null,
  },
  delays: { resave: RESAVE_DELAY_MS },
}).createMachine({
  id: 'planVersions',
  type: 'parallel',
  context: ({ input }) => ({ history: null, itineraryId: null, signedIn: input.signedIn, problem: null, refinement: null, declined: null, made: null, comparing: null }),
  invoke: { src: 'sessionChanges' },
  on: {
    SESSION: [{ guard: 'signsIn', actions: [assign({ signedIn: true }), 'announceChange'] }, { actions: assign({ signedIn: false }) }],
    DISMISS: { actions: 'dismiss' },
    COMPARE: { actions: 'compare' },
  },
  states: {
    plan: {
      initial: 'empty',
      states: {
        empty: { on: { OPEN: { target: 'ready', actions: ['open', 'announceChange'] } } },
        ready: {
          initial: 'idle',
          on: { OPEN: { guard: 'otherPlan', target: '.idle', reenter: true, actions: ['open', 'announceChange'] } },
          states: {
            idle: {
              on: {
                EDIT: [
                  { guard: 'full', actions: 'refuseTooManyVersions' },
                  { actions: ['applyEdit', 'persist', 'announceChange'] },
                ],
                UNDO: [{ guard: 'canUndo', actions: ['undo', 'persist', 'announceChange'] }, { actions: 'refuseUndo' }],
                RESTORE: [{ guard: 'canRestore', actions: ['restore', 'persist', 'announceChange'] }, { actions: 'refuseRestore' }],
                REFINE: [
                  { guard: 'requestEmpty', actions: 'refuseEmptyRequest' },
                  { guard: 'requestTooLong', actions: 'refuseLongRequest' },
                  { guard: 'full', actions: 'refuseTooManyVersions' },
                  { target: 'refining', actions: 'startRefinement' },
                ],
              },
            },
            refining: {
              tags: ['refining'],
              invoke: {
                src: 'refine',
                input: ({ context }) => ({ request: context.refinement?.request ?? '', plan: currentPlan(context) as Itinerary }),
                onDone: { target: 'idle', actions: 'refinementFailed' },
                onError: { target: 'idle', actions: 'refinementFailed' },
              },
              on: {
                STREAM: [
                  { guard: 'isDone', target: 'idle', actions: ['finishRefinement', 'persist', 'announceChange'] },
                  { guard: 'isError', target: 'idle', actions: 'refinementFailed' },
                  { actions: 'followRefinement' },
                ],
                STOP: { target: 'idle', actions: 'stopRefinement' },
                EDIT: { actions: 'refuseWhileRefining' },
                UNDO: { actions: 'refuseWhileRefining' },
                RESTORE: { actions: 'refuseWhileRefining' },
                REFINE: { actions: 'refuseRequestWhileRefining' },
              },
            },
          },
        },
      },
    },
    sync: {
      initial: 'clean',
      states: {
        clean: {
          on: {
            CHANGED: { guard: 'resaveDue', target: 'pending' },
            SAVE: [
              { guard: 'signedOut', actions: 'requestLogin' },
              { guard: 'notSaved', target: 'saving' },
            ],
          },
        },
        pending: {
          tags: ['saving'],
          after: { resave: 'saving' },
          on: { CHANGED: { target: 'pending', reenter: true } },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'save',
            input: ({ context }) => {
              const history = context.history as PlanHistory;
              return {
                itineraryId: context.itineraryId ?? '',
                itinerary: history.versions.length > 1 ? history.versions[history.current].plan : undefined,
                versions: history.versions.length,
                revision: history.revision,
                announce: history.savedTripId === null,
              };
            },
            onDone: { target: 'clean', actions: ['markSaved', 'persist', 'announceChange'] },
            onError: 'failed',
          },
        },
        failed: {
          tags: ['unsaved'],
          on: {
            SAVE: [{ guard: 'signedOut', actions: 'requestLogin' }, { target: 'saving' }],
            CHANGED: { guard: 'resaveDue', target: 'pending' },
          },
        },
      },
    },
  },
});

export type PlanVersionsActor = ActorRefFrom<typeof planVersionsMachine>;
