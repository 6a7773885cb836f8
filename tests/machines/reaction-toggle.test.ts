import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { rollBackReaction, toggleReaction } from '../../src/machines/shared/reaction-toggle';
import { storyReaderMachine } from '../../src/machines/stories/story-reader.machine';
import type { TrailDetail } from '../../src/api/types/stories';

const story: TrailDetail = {
  id: 4, title: 'Three days in Xi’an', cover: '', excerpt: '', authorId: 1, authorName: 'Li', authorAvatar: '',
  likeCount: 5, collectCount: 0, commentCount: 0, createTime: '2025-10-01', liked: false, collected: true,
  content: [], tripId: null, tripTitle: null,
};

describe('reaction toggle', () => {
  it('turns the flag, moves the count with it, never below zero, and keeps the two fields as they were', () => {
    expect(toggleReaction(story, 'liked', 'likeCount')).toEqual({ next: { ...story, liked: true, likeCount: 6 }, on: true, previous: { liked: false, likeCount: 5 } });
    expect(toggleReaction(story, 'collected', 'collectCount')).toEqual({
      next: { ...story, collected: false, collectCount: 0 },
      on: false,
      previous: { collected: true, collectCount: 0 },
    });
  });

  it('puts the fields of a failed reaction back, and leaves a missing item missing', () => {
    const failed = { type: 'REACTION.FAILED' as const, previous: { liked: false, likeCount: 5 } };
    expect(rollBackReaction({ ...story, liked: true, likeCount: 6 }, failed)).toEqual(story);
    expect(rollBackReaction<TrailDetail>(null, failed)).toBeNull();
  });

  it('shows a like at once in the story reader and rolls it back when the call fails', async () => {
    const calls: EventObject[] = [];
    const machine = storyReaderMachine.provide({
      actors: {
        load: fromPromise(async () => story),
        reactionCall: fromCallback<EventObject, { previous: object }>(({ sendBack, input }) => {
          calls.push({ type: 'call' });
          queueMicrotask(() => sendBack({ type: 'REACTION.FAILED', previous: input.previous }));
        }),
      } as never,
    });
    const actor = createActor(machine, { input: { id: story.id, signedIn: true } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'REACT', reaction: 'like' });
    expect(actor.getSnapshot().context.item).toMatchObject({ liked: true, likeCount: 6 });
    await waitFor(actor, (snapshot) => snapshot.context.item?.liked === false);
    expect(actor.getSnapshot().context.item).toEqual(story);
    expect(calls).toHaveLength(1);
    actor.stop();
  });

  it('rolls back only the reaction whose call failed: a collect made meanwhile stays', async () => {
    const pendingCalls: { previous: object; fail: () => void }[] = [];
    const machine = storyReaderMachine.provide({
      actors: {
        load: fromPromise(async () => story),
        reactionCall: fromCallback<EventObject, { previous: object }>(({ sendBack, input }) => {
          pendingCalls.push({ previous: input.previous, fail: () => sendBack({ type: 'REACTION.FAILED', previous: input.previous }) });
        }),
      } as never,
    });
    const actor = createActor(machine, { input: { id: story.id, signedIn: true } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'REACT', reaction: 'like' });
    actor.send({ type: 'REACT', reaction: 'collect' });
    const shown = actor.getSnapshot().context.item;
    expect(shown).toMatchObject({ liked: true, likeCount: 6, collected: !story.collected });
    pendingCalls[0].fail();
    expect(actor.getSnapshot().context.item).toMatchObject({ liked: false, likeCount: 5, collected: shown?.collected, collectCount: shown?.collectCount });
    actor.stop();
  });
});
