import { assertEvent, assign, sendTo, setup, type ActorRef, type Snapshot } from 'xstate';
import { editForDrop, type DragItem, type PlanEdit } from './plan-edits';

/** How far (px) a pressed handle must travel before it is a drag rather than a tap or a shaky press. */
export const DRAG_THRESHOLD_PX = 6;

/** Where a dragged day or stop would land: a day, or one stop of it. */
export interface DropTarget {
  day: number;
  stop: number | null;
}

interface Point {
  x: number;
  y: number;
}

export type PlanDragEvent =
  /** a mouse button, a finger or a pen went down on a handle */
  | { type: 'PRESS'; item: DragItem; x: number; y: number }
  /** the pointer moved (or the page scrolled under it); `target` is what lies under it now */
  | { type: 'MOVE'; x: number; y: number; target: DropTarget | null }
  | { type: 'RELEASE'; target: DropTarget | null }
  /** Escape, a cancelled touch, a lost pointer */
  | { type: 'CANCEL' };

/** The plan-versions actor, as far as a drop is concerned: it takes the edit (and refuses it with a message when it must). */
type EditTaker = ActorRef<Snapshot<unknown>, { type: 'EDIT'; edit: PlanEdit }>;

export interface PlanDragContext {
  versions: EditTaker;
  item: DragItem | null;
  origin: Point | null;
  /** where the pointer is, for the moving label */
  at: Point | null;
  /** what a drop now would take: the day, or the stop whose place it would take */
  over: DropTarget | null;
}

/** What a drop there would take: a whole day for a day, or a stop of another day (it joins the day, at its end). */
function landing(item: DragItem | null, target: DropTarget | null): DropTarget | null {
  if (!item || !target) return null;
  return item.kind === 'day' || target.day !== item.day ? { day: target.day, stop: null } : target;
}

const dropEdit = (context: PlanDragContext, event: PlanDragEvent): PlanEdit | null =>
  event.type === 'RELEASE' && context.item && event.target ? editForDrop(context.item, event.target.day, event.target.stop) : null;

/**
 * Dragging a day or a stop by its handle, with pointer events, so a mouse, a finger and a pen work alike
 * (touch fires no HTML drag events, and a native drag cancels the pointer). A press becomes a drag only
 * after it travels a few pixels; a release over a day or a stop sends the edit it means to the plan's
 * versions; a release elsewhere, Escape or a cancelled touch changes nothing. The view finds what lies
 * under the pointer and gives it with each event.
 */
export const planDragMachine = setup({
  types: {
    context: {} as PlanDragContext,
    events: {} as PlanDragEvent,
    input: {} as { versions: EditTaker },
  },
  actions: {
    press: assign(({ event }) => {
      assertEvent(event, 'PRESS');
      return { item: event.item, origin: { x: event.x, y: event.y }, at: { x: event.x, y: event.y }, over: null };
    }),
    follow: assign(({ context, event }) => {
      assertEvent(event, 'MOVE');
      return { at: { x: event.x, y: event.y }, over: landing(context.item, event.target) };
    }),
    drop: sendTo(({ context }) => context.versions, ({ context, event }) => ({ type: 'EDIT' as const, edit: dropEdit(context, event) as PlanEdit })),
    reset: assign({ item: null, origin: null, at: null, over: null }),
  },
  guards: {
    travelled: ({ context, event }) => event.type === 'MOVE' && context.origin !== null
      && Math.hypot(event.x - context.origin.x, event.y - context.origin.y) >= DRAG_THRESHOLD_PX,
    dropsOnPlace: ({ context, event }) => dropEdit(context, event) !== null,
  },
}).createMachine({
  id: 'planDrag',
  context: ({ input }) => ({ versions: input.versions, item: null, origin: null, at: null, over: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { PRESS: { target: 'pressed', actions: 'press' } },
    },
    pressed: {
      on: {
        MOVE: { guard: 'travelled', target: 'dragging', actions: 'follow' },
        RELEASE: { target: 'idle', actions: 'reset' },
        CANCEL: { target: 'idle', actions: 'reset' },
      },
    },
    dragging: {
      tags: ['dragging'],
      on: {
        MOVE: { actions: 'follow' },
        RELEASE: [
          { guard: 'dropsOnPlace', target: 'idle', actions: ['drop', 'reset'] },
          { target: 'idle', actions: 'reset' },
        ],
        CANCEL: { target: 'idle', actions: 'reset' },
      },
    },
  },
});
