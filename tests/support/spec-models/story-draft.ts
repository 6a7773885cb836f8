import { createMachine } from 'xstate';

/*
 * The story draft as the spec and the product brief tell it (§2 Explore and "a draft-restore prompt", §5
 * stories): what the author writes is kept as a local draft; opening the editor again with a draft asks
 * whether to restore it (restore brings the words back, discard forgets them); publishing is busy until
 * the server answers; a failed publish keeps the story and the draft, a published one forgets the draft.
 */
export const storyDraftSpec = createMachine({
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

export interface StoryDraftSeen {
  view: 'restore prompt' | 'editor' | 'published';
  title: string;
  busy: boolean;
  failed: boolean;
  draftKept: boolean;
}
export const STORY_TITLE = 'Three days on the Li River';
const editor = (more: Partial<StoryDraftSeen> = {}): StoryDraftSeen => ({ view: 'editor', title: '', busy: false, failed: false, draftKept: false, ...more });
export const STORY_DRAFT_SEES = {
  blank: editor(),
  writing: editor({ title: STORY_TITLE, draftKept: true }),
  restorePrompt: { ...editor({ draftKept: true }), view: 'restore prompt' as const },
  publishing: editor({ title: STORY_TITLE, busy: true, draftKept: true }),
  publishFailed: editor({ title: STORY_TITLE, failed: true, draftKept: true }),
  published: { ...editor({ title: STORY_TITLE }), view: 'published' as const },
};
export const STORY_DRAFT_EVENTS = ['WRITE', 'REOPEN', 'RESTORE', 'DISCARD', 'PUBLISH', 'PUBLISHED', 'PUBLISH_FAILED'] as const;
