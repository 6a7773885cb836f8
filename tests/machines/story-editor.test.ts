import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, type AnyEventObject, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { STORY_DRAFT, storyEditorMachine, type StoryDraft } from '../../src/machines/stories/story-editor.machine';
import type { TrailDetail, TrailPayload } from '../../src/api/types/stories';
import { appEvents } from '../../src/lib/app-events';
import { readDraft, saveDraft } from '../../src/machines/shared/drafts';
import { reportCoverage, transitionCases } from '../support/model-coverage';

/** The editor as a writer meets it: opening, restoring, writing, publishing, and the server's answers. */
const editorModel = createMachine({
  id: 'editorModel',
  initial: 'closed',
  states: {
    closed: { on: { OPEN_NEW: 'empty', OPEN_WITH_DRAFT: 'restorePrompt', OPEN_OWN_STORY: 'loadingStory' } },
    restorePrompt: { on: { RESTORE: 'drafting', DISCARD: 'empty' } },
    loadingStory: { on: { LOAD_OK: 'drafting', LOAD_FAIL: 'loadFailed' } },
    loadFailed: { on: { RETRY: 'loadingStory' } },
    empty: { on: { WRITE: 'drafting', PUBLISH_INCOMPLETE: 'drafting' } },
    drafting: { on: { WRITE: 'drafting', PUBLISH_INCOMPLETE: 'drafting', PUBLISH: 'uploading' } },
    uploading: { on: { UPLOAD_OK: 'publishing', UPLOAD_FAIL: 'failed' } },
    publishing: { on: { PUBLISH_OK: 'published', PUBLISH_FAIL: 'failed' } },
    failed: { on: { WRITE: 'drafting', PUBLISH: 'uploading' } },
    published: { type: 'final' },
  },
});

const COVER = 'data:image/png;base64,Y292ZXI=';
const PHOTO = 'data:image/png;base64,cGhvdG8=';
const OWN_STORY = { id: 42, title: 'Hiking Huangshan', cover: 'media/upload/c.png', content: [{ type: 'text', text: 'Clouds below us.' }], tripId: null, tripTitle: null } as unknown as TrailDetail;

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

function harness() {
  const loads: Deferred<TrailDetail>[] = [];
  const saves: { input: { editingId: number | null; payload: TrailPayload }; deferred: Deferred<TrailDetail> }[] = [];
  const uploads: { urls: string[]; sendBack: (event: AnyEventObject) => void }[] = [];
  const machine = storyEditorMachine.provide({
    actors: {
      loadStory: fromPromise(() => new Promise<TrailDetail>((resolve, reject) => loads.push({ resolve, reject }))),
      readPictures: fromCallback<EventObject, { files: File[]; purpose: 'cover' | 'image' }>(({ sendBack, input }) => {
        if (input.purpose === 'cover') sendBack({ type: 'COVER.READ', image: { url: COVER, width: 1600, height: 600 } });
        else sendBack({ type: 'IMAGES.READ', images: input.files.map(() => ({ url: PHOTO, width: 800, height: 600 })) });
      }),
      uploadPictures: fromCallback<EventObject, { urls: string[] }>(({ sendBack, input }) => {
        uploads.push({ urls: input.urls, sendBack });
      }),
      saveStory: fromPromise(({ input }: { input: { editingId: number | null; payload: TrailPayload } }) =>
        new Promise<TrailDetail>((resolve, reject) => saves.push({ input, deferred: { resolve, reject } })),
      ),
    },
  });
  const visited = new Set<string>();
  let actor: ReturnType<typeof createActor<typeof machine>> | null = null;
  const open = (editingId: number | null) => {
    actor = createActor(machine, {
      input: { editingId, signedIn: true },
      inspect: (event) => {
        if (event.type === '@xstate.snapshot' && event.actorRef === actor) visited.add(JSON.stringify((event.snapshot as unknown as { value: unknown }).value));
        if (event.type === '@xstate.microstep') visited.add(JSON.stringify((event.snapshot as unknown as { value: unknown }).value));
      },
    }).start();
  };
  return {
    loads, saves, uploads, visited, open,
    get actor() {
      if (!actor) throw new Error('the editor is not open');
      return actor;
    },
  };
}

type Harness = ReturnType<typeof harness>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const storedDraft = () => readDraft<StoryDraft>(STORY_DRAFT);
const file = (name: string) => new File(['x'], name, { type: 'image/png' });

async function writeCompleteStory(h: Harness) {
  h.actor.send({ type: 'COVER.PICK', file: file('cover.png') });
  h.actor.send({ type: 'TITLE', text: 'Sunrise over the Yellow Mountains' });
  h.actor.send({ type: 'HEADING.ADD', text: 'Day one: the eastern steps' });
  const paragraph = h.actor.getSnapshot().context.blocks.at(-1)!;
  h.actor.send({ type: 'BLOCK.CHANGE', key: paragraph.key, text: 'We started at 5 am with head torches.' });
  h.actor.send({ type: 'IMAGES.PICK', files: [file('summit.png')] });
  await settle();
}

const exec: Record<string, (h: Harness) => Promise<void> | void> = {
  OPEN_NEW: (h) => h.open(null),
  OPEN_WITH_DRAFT: (h) => {
    saveDraft(STORY_DRAFT, { editingId: null, cover: null, title: 'Half-written Guilin story', blocks: [{ type: 'text', text: 'The raft…', key: 'b3' }], tripId: null, tripTitle: null, savedAt: 1 });
    h.open(null);
  },
  OPEN_OWN_STORY: (h) => h.open(42),
  RESTORE: (h) => {
    h.actor.send({ type: 'RESTORE' });
    expect(h.actor.getSnapshot().context).toMatchObject({ title: 'Half-written Guilin story', blocks: [{ text: 'The raft…' }] });
  },
  DISCARD: (h) => {
    h.actor.send({ type: 'DISCARD' });
    expect(storedDraft()).toBeNull();
    expect(h.actor.getSnapshot().context.title).toBe('');
  },
  LOAD_OK: async (h) => {
    h.loads.at(-1)!.resolve(OWN_STORY);
    await settle();
    expect(h.actor.getSnapshot().context).toMatchObject({ title: 'Hiking Huangshan', blocks: [{ type: 'text', text: 'Clouds below us.' }] });
  },
  LOAD_FAIL: async (h) => {
    h.loads.at(-1)!.reject(new Error('gone'));
    await settle();
  },
  RETRY: (h) => h.actor.send({ type: 'RETRY' }),
  WRITE: (h) => {
    h.actor.send({ type: 'TITLE', text: 'Notes from Xi\'an' });
    expect(storedDraft()?.title).toBe('Notes from Xi\'an');
  },
  PUBLISH_INCOMPLETE: (h) => {
    h.actor.send({ type: 'COVER.REMOVE' });
    h.actor.send({ type: 'TITLE', text: '' });
    h.actor.send({ type: 'PUBLISH' });
    expect(h.actor.getSnapshot().context.problems).toEqual(expect.arrayContaining(['coverRequired', 'titleRequired']));
    expect(h.uploads).toHaveLength(0);
  },
  PUBLISH: async (h) => {
    if (!h.actor.getSnapshot().matches('failed')) await writeCompleteStory(h);
    const { uploaded } = h.actor.getSnapshot().context;
    h.actor.send({ type: 'PUBLISH' });
    expect(h.actor.getSnapshot().context.problems).toEqual([]);
    // a retry after a failure uploads only the pictures that are still missing
    expect(h.uploads.at(-1)!.urls).toEqual([COVER, PHOTO].filter((url) => !uploaded[url]));
  },
  UPLOAD_OK: (h) => {
    const upload = h.uploads.at(-1)!;
    upload.urls.forEach((url, index) => upload.sendBack({ type: 'UPLOAD.ONE', local: url, path: `media/upload/p${index}.png` }));
    upload.sendBack({ type: 'UPLOAD.DONE' });
    const payload = h.saves.at(-1)!.input.payload;
    expect(payload.cover).toMatch(/^media\//);
    expect(payload.content.every((b) => b.type !== 'image' || b.url.startsWith('media/'))).toBe(true);
  },
  UPLOAD_FAIL: (h) => h.uploads.at(-1)!.sendBack({ type: 'UPLOAD.FAILED' }),
  PUBLISH_OK: async (h) => {
    const { input, deferred } = h.saves.at(-1)!;
    deferred.resolve({ ...OWN_STORY, id: input.editingId ?? 77, title: input.payload.title });
    await settle();
    expect(storedDraft()).toBeNull();
    expect(h.actor.getSnapshot().context.published?.title).toBe(input.payload.title);
  },
  PUBLISH_FAIL: async (h) => {
    h.saves.at(-1)!.deferred.reject(new Error('500'));
    await settle();
  },
};

const states: Record<string, (h: Harness) => void> = {
  '"closed"': () => undefined,
  '"restorePrompt"': (h) => expect(h.actor.getSnapshot().value).toBe('restorePrompt'),
  '"loadingStory"': (h) => expect(h.actor.getSnapshot().value).toBe('loadingStory'),
  '"loadFailed"': (h) => expect(h.actor.getSnapshot().value).toBe('loadFailed'),
  '"empty"': (h) => expect(h.actor.getSnapshot().value).toBe('empty'),
  '"drafting"': (h) => {
    expect(h.actor.getSnapshot().value).toBe('drafting');
    const draft = storedDraft();
    if (draft) expect(draft.editingId).toBe(h.actor.getSnapshot().context.editingId);
  },
  '"uploading"': (h) => expect(h.actor.getSnapshot().value).toBe('uploading'),
  '"publishing"': (h) => expect(h.actor.getSnapshot().value).toBe('publishing'),
  '"failed"': (h) => {
    const { value, context } = h.actor.getSnapshot();
    expect(value).toBe('failed');
    expect(context.title).not.toBe('');
    expect(context.blocks.length).toBeGreaterThan(0);
    expect(storedDraft()?.title).toBe(context.title);
  },
  '"published"': (h) => expect(h.actor.getSnapshot().status).toBe('done'),
};

/** every state of the real editor but `opening`, which only routes the first microstep and is never observable */
const REAL_STATES = ['restorePrompt', 'loadingStory', 'loadFailed', 'empty', 'drafting', 'validating', 'uploading', 'publishing', 'failed', 'published'];
const model = createTestModel(editorModel);
const cases = transitionCases<{ type: string }>(model, '"closed"');
const realVisited = new Set<string>();

describe('story editor statechart (model-based)', () => {
  afterEach(() => localStorage.clear());

  for (const testCase of cases) {
    it(testCase.name, async () => {
      const h = harness();
      for (const step of testCase.steps) {
        await exec[step.event.type](h);
        states[step.target](h);
      }
      h.visited.forEach((value) => realVisited.add(JSON.parse(value) as string));
    });
  }

  it('covers every state and transition of the model and every state of the real editor', () => {
    expect(reportCoverage('story editor model', model, cases, Object.keys(states))).toBe(Object.keys(states).length);
    console.log(`[coverage] story editor machine: states ${REAL_STATES.filter((s) => realVisited.has(s)).length}/${REAL_STATES.length} (${[...realVisited].join(', ')})`);
    expect(REAL_STATES.filter((s) => !realVisited.has(s))).toEqual([]);
  });

  it('asks a visitor to sign in instead of publishing', () => {
    const events: string[] = [];
    const actor = createActor(storyEditorMachine, { input: { editingId: null, signedIn: false } }).start();
    const subscription = appEvents.subscribe((event) => events.push(event.type));
    actor.send({ type: 'TITLE', text: 'A visitor writes' });
    actor.send({ type: 'PUBLISH' });
    expect(actor.getSnapshot().value).toBe('drafting');
    expect(actor.getSnapshot().context.problems).toEqual([]);
    expect(events).toContain('login.requested');
    expect(storedDraft()?.title).toBe('A visitor writes');
    subscription.unsubscribe();
    actor.stop();
  });

  it('turns pasted text into paragraphs', () => {
    const actor = createActor(storyEditorMachine, { input: { editingId: null, signedIn: true } }).start();
    actor.send({ type: 'PASTE.ADD', text: 'First day in Chengdu.\nPandas!\n\n\nSecond day: hotpot.' });
    expect(actor.getSnapshot().context.blocks.map((b) => (b.type === 'image' ? '' : b.text))).toEqual(['First day in Chengdu.\nPandas!', 'Second day: hotpot.']);
    actor.stop();
  });
});
