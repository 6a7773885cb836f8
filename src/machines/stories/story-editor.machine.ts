import { assign, enqueueActions, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { classifyFailure, type Failure } from '../../api/error-kinds';
import { addTrail, editTrail, fetchTrail } from '../../api/stories';
import { fetchSavedTripPage } from '../../api/planner';
import type { TrailBlock, TrailDetail, TrailPayload } from '../../api/types/stories';
import type { SavedTrip } from '../../api/types/planner';
import { clearDraft, readDraft, saveDraft } from '../shared/drafts';
import { paragraphsFromText, storyProblems, type StoryProblem } from '../../lib/story-rules';
import { publish } from '../../lib/app-events';
import { requestLogin, sessionChanges, type SessionChange } from '../account/session-facts';
import { fromAbortableCallback } from '../shared/abortable-callback';
import { readPictures, uploadPictures, type ImageRejection, type PictureReadEvent, type PictureUploadEvent, type StoryImage } from './story-pictures';

export type EditorBlock = TrailBlock & { key: string };

export interface StoryDraft {
  editingId: number | null;
  cover: StoryImage | null;
  title: string;
  blocks: EditorBlock[];
  tripId: number | null;
  tripTitle: string | null;
  savedAt: number;
}

type EditorDialog = 'preview' | 'paste' | 'heading' | 'trips' | null;

export interface StoryEditorContext {
  editingId: number | null;
  signedIn: boolean;
  cover: StoryImage | null;
  title: string;
  blocks: EditorBlock[];
  tripId: number | null;
  tripTitle: string | null;
  problems: StoryProblem[];
  rejections: { name: string; reason: ImageRejection }[];
  dialog: EditorDialog;
  trips: SavedTrip[] | null;
  /** data URL to uploaded path, kept across a failed publish so a retry uploads only what is missing */
  uploaded: Record<string, string>;
  uploadTotal: number;
  published: TrailDetail | null;
  nextKey: number;
  /** why the story to edit could not be loaded */
  loadFailure: Failure | null;
}

export interface StoryEditorInput {
  /** the own story to edit (`?id=`), or null for a new story */
  editingId: number | null;
  signedIn: boolean;
}

export type StoryEditorEvent =
  | SessionChange
  | { type: 'RESTORE' }
  | { type: 'DISCARD' }
  | { type: 'RETRY' }
  | { type: 'TITLE'; text: string }
  | { type: 'COVER.PICK'; file: File }
  | { type: 'COVER.REMOVE' }
  | { type: 'IMAGES.PICK'; files: File[]; at?: number }
  | { type: 'TEXT.ADD' }
  | { type: 'HEADING.ADD'; text: string }
  | { type: 'PASTE.ADD'; text: string }
  | { type: 'BLOCK.CHANGE'; key: string; text: string }
  | { type: 'BLOCK.REMOVE'; key: string }
  | { type: 'BLOCK.MOVE'; key: string; by: -1 | 1 }
  | { type: 'TRIP.PICK'; trip: SavedTrip | null }
  | { type: 'DIALOG.OPEN'; dialog: NonNullable<EditorDialog> }
  | { type: 'DIALOG.CLOSE' }
  | { type: 'PUBLISH' }
  | PictureReadEvent
  | PictureUploadEvent
  | { type: 'TRIPS.LOADED'; trips: SavedTrip[] };

const EDIT_EVENTS = [
  'TITLE', 'COVER.REMOVE', 'TEXT.ADD', 'HEADING.ADD', 'PASTE.ADD', 'BLOCK.CHANGE', 'BLOCK.REMOVE', 'BLOCK.MOVE', 'TRIP.PICK',
  'COVER.READ', 'IMAGES.READ',
] as const;

const isLocal = (url: string) => url.startsWith('data:');
export const STORY_DRAFT = 'story';

function readStoredDraft(): StoryDraft | null {
  const draft = readDraft<StoryDraft>(STORY_DRAFT);
  return draft && Array.isArray(draft.blocks) ? draft : null;
}

function hasWords(context: Pick<StoryEditorContext, 'cover' | 'title' | 'blocks'>): boolean {
  return context.cover !== null || context.title.trim() !== '' || context.blocks.some((b) => b.type === 'image' || b.text.trim() !== '');
}

/** The story as the API takes it, with every local picture replaced by its uploaded path. */
export function storyPayload(context: StoryEditorContext): TrailPayload {
  const path = (url: string) => context.uploaded[url] ?? url;
  return {
    cover: context.cover ? path(context.cover.url) : '',
    title: context.title.trim(),
    content: context.blocks
      .map(({ key: _key, ...block }) => (block.type === 'image' ? { ...block, url: path(block.url) } : { ...block, text: block.text.trim() }))
      .filter((block) => block.type === 'image' || block.text !== ''),
    tripId: context.tripId,
    tripTitle: context.tripTitle,
  };
}

function localPictures(context: StoryEditorContext): string[] {
  const urls = [context.cover?.url, ...context.blocks.map((b) => (b.type === 'image' ? b.url : undefined))];
  return [...new Set(urls.filter((url): url is string => url !== undefined && isLocal(url) && !context.uploaded[url]))];
}

function keyed(context: StoryEditorContext, blocks: TrailBlock[]): { blocks: EditorBlock[]; nextKey: number } {
  let next = context.nextKey;
  return { blocks: blocks.map((block) => ({ ...block, key: `b${(next += 1)}` })), nextKey: next };
}

function insertAt(list: EditorBlock[], items: EditorBlock[], at: number | undefined): EditorBlock[] {
  const index = at === undefined ? list.length : Math.max(0, Math.min(at, list.length));
  return [...list.slice(0, index), ...items, ...list.slice(index)];
}

function emptyContext({ editingId, signedIn }: StoryEditorInput): StoryEditorContext {
  return {
    editingId, signedIn, cover: null, title: '', blocks: [], tripId: null, tripTitle: null, problems: [], rejections: [], dialog: null,
    trips: null, uploaded: {}, uploadTotal: 0, published: null, nextKey: 0, loadFailure: null,
  };
}

/**
 * The story editor: a cover, a title, blocks of text, paragraph titles and pictures, an attached saved
 * trip. Every change is saved as the local draft; reopening with a draft asks to restore it. Publishing
 * validates, uploads new pictures (common/minio/upload), then adds or edits the story; a failure keeps
 * everything and can be retried.
 */
export const storyEditorMachine = setup({
  types: { context: {} as StoryEditorContext, events: {} as StoryEditorEvent, input: {} as StoryEditorInput },
  actors: {
    sessionChanges,
    // silent: the screen says what went wrong, in place of the story
    loadStory: fromAbortablePromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) => fetchTrail({ id: input.id }, { silent: true, signal })),
    readPictures,
    loadTrips: fromAbortableCallback<StoryEditorEvent>(({ sendBack, signal }) => {
      fetchSavedTripPage({ pageNum: 1, pageSize: 50, source: 'saved' }, { silent: true, signal }).then(
        (page) => sendBack({ type: 'TRIPS.LOADED', trips: page.rows }),
        () => sendBack({ type: 'TRIPS.LOADED', trips: [] }),
      );
    }),
    uploadPictures,
    saveStory: fromAbortablePromise(({ input, signal }: { input: { editingId: number | null; payload: TrailPayload }; signal: AbortSignal }) =>
      input.editingId === null ? addTrail(input.payload, { signal }) : editTrail({ ...input.payload, id: input.editingId }, { signal }),
    ),
  },
  actions: {
    saveDraft: ({ context }) => {
      const draft: StoryDraft = {
        editingId: context.editingId, cover: context.cover, title: context.title, blocks: context.blocks,
        tripId: context.tripId, tripTitle: context.tripTitle, savedAt: Date.now(),
      };
      try {
        saveDraft(STORY_DRAFT, draft);
      } catch {
        // local storage is full: keep the words and the uploaded pictures, drop the local ones
        saveDraft(STORY_DRAFT, { ...draft, cover: draft.cover && isLocal(draft.cover.url) ? null : draft.cover, blocks: draft.blocks.filter((b) => b.type !== 'image' || !isLocal(b.url)) });
      }
    },
    clearDraft: () => clearDraft(STORY_DRAFT),
    restoreDraft: assign(({ context }) => {
      const draft = readStoredDraft();
      if (!draft) return {};
      const highest = draft.blocks.reduce((max, b) => Math.max(max, Number(b.key.slice(1)) || 0), 0);
      return { cover: draft.cover, title: draft.title, blocks: draft.blocks, tripId: draft.tripId, tripTitle: draft.tripTitle, nextKey: Math.max(context.nextKey, highest) };
    }),
    applyEdit: assign(({ context, event }) => {
      switch (event.type) {
        case 'TITLE':
          return { title: event.text };
        case 'COVER.REMOVE':
          return { cover: null };
        case 'COVER.READ':
          return { cover: event.image, rejections: [] };
        case 'TEXT.ADD': {
          const added = keyed(context, [{ type: 'text', text: '' }]);
          return { blocks: [...context.blocks, ...added.blocks], nextKey: added.nextKey };
        }
        case 'HEADING.ADD': {
          const added = keyed(context, [{ type: 'heading', text: event.text.trim() }, { type: 'text', text: '' }]);
          return { blocks: [...context.blocks, ...added.blocks], nextKey: added.nextKey, dialog: null };
        }
        case 'PASTE.ADD': {
          const added = keyed(context, paragraphsFromText(event.text));
          return { blocks: [...context.blocks.filter((b) => b.type !== 'text' || b.text.trim() !== ''), ...added.blocks], nextKey: added.nextKey, dialog: null };
        }
        case 'IMAGES.READ': {
          const added = keyed(context, event.images.map((image) => ({ type: 'image' as const, ...image })));
          return { blocks: insertAt(context.blocks, added.blocks, event.at), nextKey: added.nextKey };
        }
        case 'BLOCK.CHANGE':
          return { blocks: context.blocks.map((b) => (b.key === event.key && b.type !== 'image' ? { ...b, text: event.text } : b)) };
        case 'BLOCK.REMOVE':
          return { blocks: context.blocks.filter((b) => b.key !== event.key) };
        case 'BLOCK.MOVE': {
          const from = context.blocks.findIndex((b) => b.key === event.key);
          const to = from + event.by;
          if (from < 0 || to < 0 || to >= context.blocks.length) return {};
          const blocks = [...context.blocks];
          [blocks[from], blocks[to]] = [blocks[to], blocks[from]];
          return { blocks };
        }
        case 'TRIP.PICK':
          return { tripId: event.trip?.id ?? null, tripTitle: event.trip?.title ?? null, dialog: null };
        default:
          return {};
      }
    }),
    revalidate: assign(({ context }) => (context.problems.length ? { problems: storyProblems(storyPayload(context)) } : {})),
    pickPictures: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'COVER.PICK') enqueue.spawnChild('readPictures', { input: { files: [event.file], purpose: 'cover' } });
      if (event.type === 'IMAGES.PICK') enqueue.spawnChild('readPictures', { input: { files: event.files, purpose: 'image', at: event.at } });
    }),
    openDialog: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'DIALOG.OPEN') return;
      enqueue.assign({ dialog: event.dialog });
      if (event.dialog === 'trips' && context.trips === null) enqueue.spawnChild('loadTrips');
    }),
    requestLogin,
    checkStory: assign(({ context }) => ({ problems: storyProblems(storyPayload(context)), dialog: null })),
  },
  guards: {
    hasDraftForThis: ({ context }) => {
      const draft = readStoredDraft();
      return draft !== null && draft.editingId === context.editingId && hasWords(draft);
    },
    isEditing: ({ context }) => context.editingId !== null,
    hasProblems: ({ context }) => context.problems.length > 0,
    isVisitor: ({ context }) => !context.signedIn,
  },
}).createMachine({
  id: 'storyEditor',
  context: ({ input }) => emptyContext(input),
  invoke: { src: 'sessionChanges' },
  on: {
    SESSION: { actions: assign(({ event }) => ({ signedIn: event.signedIn })) },
    'DIALOG.OPEN': { actions: 'openDialog' },
    'DIALOG.CLOSE': { actions: assign({ dialog: null }) },
    'IMAGES.REJECTED': { actions: assign(({ event }) => ({ rejections: event.rejections })) },
    'TRIPS.LOADED': { actions: assign(({ event }) => ({ trips: event.trips })) },
    'COVER.PICK': { actions: 'pickPictures' },
    'IMAGES.PICK': { actions: 'pickPictures' },
  },
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasDraftForThis', target: 'restorePrompt' }, { guard: 'isEditing', target: 'loadingStory' }, { target: 'empty' }],
    },
    restorePrompt: {
      on: {
        RESTORE: { target: 'drafting', actions: 'restoreDraft' },
        DISCARD: [{ guard: 'isEditing', target: 'loadingStory', actions: 'clearDraft' }, { target: 'empty', actions: 'clearDraft' }],
      },
    },
    loadingStory: {
      invoke: {
        src: 'loadStory',
        input: ({ context }) => ({ id: context.editingId ?? 0 }),
        onDone: {
          target: 'drafting',
          actions: assign(({ context, event }) => {
            const story = event.output;
            const loaded = keyed(context, story.content);
            return {
              cover: { url: story.cover, width: 0, height: 0 }, title: story.title, blocks: loaded.blocks, nextKey: loaded.nextKey,
              tripId: story.tripId, tripTitle: story.tripTitle,
            };
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ loadFailure: ({ event }) => classifyFailure(event.error) }) },
      },
    },
    loadFailed: { on: { RETRY: 'loadingStory' } },
    empty: {
      on: {
        ...Object.fromEntries(EDIT_EVENTS.map((type) => [type, { target: 'drafting', actions: ['applyEdit', 'saveDraft'] }])),
        PUBLISH: [{ guard: 'isVisitor', actions: 'requestLogin' }, { target: 'validating' }],
      },
    },
    drafting: {
      on: {
        ...Object.fromEntries(EDIT_EVENTS.map((type) => [type, { actions: ['applyEdit', 'revalidate', 'saveDraft'] }])),
        PUBLISH: [{ guard: 'isVisitor', actions: 'requestLogin' }, { target: 'validating' }],
      },
    },
    validating: {
      entry: 'checkStory',
      always: [{ guard: 'hasProblems', target: 'drafting' }, { target: 'uploading' }],
    },
    uploading: {
      entry: assign(({ context }) => ({ uploadTotal: localPictures(context).length })),
      invoke: { src: 'uploadPictures', input: ({ context }) => ({ urls: localPictures(context) }) },
      on: {
        'UPLOAD.ONE': { actions: assign(({ context, event }) => ({ uploaded: { ...context.uploaded, [event.local]: event.path } })) },
        'UPLOAD.DONE': 'publishing',
        'UPLOAD.FAILED': 'failed',
      },
    },
    publishing: {
      invoke: {
        src: 'saveStory',
        input: ({ context }) => ({ editingId: context.editingId, payload: storyPayload(context) }),
        onDone: {
          target: 'published',
          actions: [
            'clearDraft',
            assign(({ event }) => ({ published: event.output })),
            ({ context }) => publish({ type: 'toast', severity: 'success', key: context.editingId === null ? 'stories:editor.published' : 'stories:editor.updated' }),
          ],
        },
        onError: 'failed',
      },
    },
    failed: {
      on: {
        ...Object.fromEntries(EDIT_EVENTS.map((type) => [type, { target: 'drafting', actions: ['applyEdit', 'saveDraft'] }])),
        PUBLISH: [{ guard: 'isVisitor', actions: 'requestLogin' }, { target: 'validating' }],
      },
    },
    published: { type: 'final' },
  },
});
