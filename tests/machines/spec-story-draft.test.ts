import { beforeEach, describe } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { storyEditorMachine, STORY_DRAFT, type StoryDraft } from '../../src/machines/stories/story-editor.machine';
import { readDraft } from '../../src/machines/shared/drafts';
import { writeJson } from '../../src/lib/storage';
import { ApiError } from '../../src/api/client';
import type { TrailDetail } from '../../src/api/types/stories';
import { clearStorage } from '../support/model-coverage';
import { scriptedRequest } from '../support/scripted-actors';
import { walkSpecModel } from '../support/spec-model';
import {
  STORY_DRAFT_EVENTS, STORY_DRAFT_SEES, STORY_TITLE, storyDraftSpec, type StoryDraftSeen,
} from '../support/spec-models/story-draft';

/*
 * The story-draft spec model (tests/support/spec-models/story-draft.ts, walked in the browser too) against
 * the real story editor machine, with the publishing call scripted.
 */
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
      actor.send({ type: 'TITLE', text: STORY_TITLE });
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
    PUBLISHED: () => save.resolve({ id: 77, title: STORY_TITLE } as TrailDetail),
    PUBLISH_FAILED: () => save.reject(new ApiError(500, 'The story service is down', 'clientTrails/add')),
  };
  /** what the editor screen shows (story-editor-screen.tsx) and whether a draft waits for the next visit */
  const seen = (): StoryDraftSeen => {
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
  return { drive: (event: (typeof STORY_DRAFT_EVENTS)[number]) => drive[event](), seen, stop: () => actor.stop() };
}

describe('story draft, spec model', () => {
  beforeEach(() => {
    clearStorage();
    writeJson('user', { id: 1, nickName: 'Mei Traveller' });
  });
  walkSpecModel('story draft', storyDraftSpec, { events: STORY_DRAFT_EVENTS, sees: STORY_DRAFT_SEES, start });
});
