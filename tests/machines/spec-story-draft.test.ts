import { beforeEach, describe } from 'vitest';
import { createActor, createMachine, fromCallback } from 'xstate';
import { storyEditorMachine, STORY_DRAFT, type StoryDraft } from '../../src/machines/stories/story-editor.machine';
import { readDraft } from '../../src/machines/shared/drafts';
import { writeJson } from '../../src/lib/storage';
import { ApiError } from '../../src/api/client';
import type { TrailDetail } from '../../src/api/types/stories';
import { clearStorage } from '../support/model-coverage';
import { scriptedRequest } from '../support/scripted-actors';
import { walkSpecModel } from '../support/spec-model';

/*
 * The story draft as the spec and the product brief tell it (§2 Explore and "a draft-restore prompt", §5
 * stories): what the author writes is kept as a local draft; opening the editor again with a draft asks
 * whether to restore it (restore brings the words back, discard forgets them); publishing is busy until
 * the server answers; a failed publish keeps the story and the draft, a published one forgets the draft.
 */
const spec = createMachine({
  id: 'storyDraftSpec',
  initial: 'blank',
  states: {
    blank: { on: { WRITE: 'writing', REOPEN: 'blank' } },
    writing: { on: { WRITE: 'writing', REOPEN: 'restorePrompt', PUBLISH: 'publishing' } },
    restorePrompt: { on: { RESTORE: 'writing', DISCARD: 'blank', REOPEN: 'restorePrompt' } },
    publishing: { on: { PUBLISHED: 'published', PUBLISH_FAILED: 'publishFailed' } },
    publishFailed: { on: { PUBLISH: 'publishing', REOPEN: 'restorePrompt' } },
    published: { on: { REOPEN: 'blank' } },
  },
});

interface Seen {
  view: 'restore prompt' | 'editor' | 'published';
  title: string;
  busy: boolean;
  failed: boolean;
  draftKept: boolean;
}
const TITLE = 'Three days on the Li River';
const editor = (more: Partial<Seen> = {}): Seen => ({ view: 'editor', title: '', busy: false, failed: false, draftKept: false, ...more });
const SEES = {
  blank: editor(),
  writing: editor({ title: TITLE, draftKept: true }),
  restorePrompt: { ...editor({ draftKept: true }), view: 'restore prompt' as const },
  publishing: editor({ title: TITLE, busy: true, draftKept: true }),
  publishFailed: editor({ title: TITLE, failed: true, draftKept: true }),
  published: { ...editor({ title: TITLE }), view: 'published' as const },
};
const EVENTS = ['WRITE', 'REOPEN', 'RESTORE', 'DISCARD', 'PUBLISH', 'PUBLISHED', 'PUBLISH_FAILED'] as const;

/** A new story by a signed-in author; pictures are already on the server, so publishing is the one call, scripted. */
function start() {
  const save = scriptedRequest<TrailDetail>();
  const machine = storyEditorMachine.provide({
    actors: {
      saveStory: save.actor,
      uploadPictures: fromCallback(({ sendBack }) => sendBack({ type: 'UPLOAD.DONE' })),
    } as never,
  });
  const open = () => createActor(machine, { input: { editingId: null, signedIn: true } }).start();
  let actor = open();
  const drive = {
    WRITE: () => {
      actor.send({ type: 'COVER.READ', image: { url: 'media/cover/li-river', width: 1680, height: 600 } });
      actor.send({ type: 'TITLE', text: TITLE });
      actor.send({ type: 'TEXT.ADD' });
      const block = actor.getSnapshot().context.blocks.at(-1);
      actor.send({ type: 'BLOCK.CHANGE', key: block?.key ?? '', text: 'Bamboo rafts from Yangdi to Xingping at dawn.' });
    },
    REOPEN: () => {
      actor.stop();
      actor = open();
    },
    RESTORE: () => actor.send({ type: 'RESTORE' }),
    DISCARD: () => actor.send({ type: 'DISCARD' }),
    PUBLISH: () => actor.send({ type: 'PUBLISH' }),
    PUBLISHED: () => save.resolve({ id: 77, title: TITLE } as TrailDetail),
    PUBLISH_FAILED: () => save.reject(new ApiError(500, 'The story service is down', 'clientTrails/add')),
  };
  /** what the editor screen shows (story-editor-screen.tsx) and whether a draft waits for the next visit */
  const seen = (): Seen => {
    const snapshot = actor.getSnapshot();
    const view = snapshot.matches('restorePrompt') ? 'restore prompt' : snapshot.matches('published') ? 'published' : 'editor';
    return {
      view,
      title: snapshot.context.title,
      busy: snapshot.matches('uploading') || snapshot.matches('publishing'),
      failed: snapshot.matches('failed'),
      draftKept: readDraft<StoryDraft>(STORY_DRAFT) !== null,
    };
  };
  return { drive: (event: (typeof EVENTS)[number]) => drive[event](), seen, stop: () => actor.stop() };
}

describe('story draft, spec model', () => {
  beforeEach(() => {
    clearStorage();
    writeJson('user', { id: 1, nickName: 'Mei Traveller' });
  });
  walkSpecModel('story draft', spec, { events: EVENTS, sees: SEES, start });
});
