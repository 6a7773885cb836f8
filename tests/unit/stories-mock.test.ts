import { describe, expect, it } from 'vitest';
import {
  addTrail, collectTrail, commentOnTrail, editTrail, fetchMyCollectedTrails, fetchMyTrailPage, fetchTrail, fetchTrailFirstComments,
  fetchTrailPage, fetchTrailSecondComments, likeTrail, cancelLikeTrail, likeTrailComment, removeTrail, cancelCollectTrail,
} from '../../src/api/stories';
import { writeRaw } from '../../src/lib/storage';
import type { TrailPayload } from '../../src/api/types/stories';
import { currentWorld } from '../../mock-server/world';
import { DEMO_ACCOUNT } from '../../mock-server/shared/demo-account';
import { signIn } from '../support/node-api';

const quiet = { silent: true };
const story: TrailPayload = {
  title: 'Night market in Taipei-style Xining',
  cover: 'media/upload/cover.png',
  content: [
    { type: 'heading', text: 'Mutton and yoghurt' },
    { type: 'text', text: 'Mojia Street comes alive after eight.' },
    { type: 'image', url: 'media/upload/photo.png', width: 800, height: 600 },
  ],
};

function addTraveller(email = 'wang@example.com') {
  currentWorld().accounts.push({ ...currentWorld().accounts[0], id: 77, email, nickName: 'Wang Lei', languageCode: 'zh' });
  return signIn(email, DEMO_ACCOUNT.password, 'second-device');
}

async function rejection(promise: Promise<unknown>): Promise<{ code: number; msg: string }> {
  return promise.then(
    () => ({ code: 200, msg: '' }),
    (error: { code: number; msg: string }) => ({ code: error.code, msg: error.msg }),
  );
}

describe('the stories mock', () => {
  it('lists about thirty seeded stories, latest first, with covers and authors', async () => {
    const page = await fetchTrailPage({ pageNum: 1, pageSize: 40 });
    expect(page.total).toBeGreaterThanOrEqual(28);
    const times = page.rows.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.rows[0].cover).toMatch(/^media\/cover\/trail-\d+\?caption=/);
    expect(new Set(page.rows.map((r) => r.authorName)).size).toBeGreaterThan(4);
    expect(page.rows.some((r) => r.authorId === 1)).toBe(true);
  });

  it('sorts by likes and filters by keyword', async () => {
    const popular = await fetchTrailPage({ pageNum: 1, pageSize: 10, sort: 'popular' });
    const likes = popular.rows.map((r) => r.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const chengdu = await fetchTrailPage({ pageNum: 1, pageSize: 10, keyword: 'chengdu' });
    expect(chengdu.total).toBeGreaterThanOrEqual(2);
    expect(chengdu.rows.every((r) => /chengdu/i.test(r.title + r.excerpt))).toBe(true);
    expect((await rejection(fetchTrailPage({ pageNum: 1, pageSize: 10, sort: 'oldest' as 'latest' }, quiet))).code).toBe(400);
  });

  it('serves a story as structured blocks and seeded comment threads with replies', async () => {
    const [first] = (await fetchTrailPage({ pageNum: 1, pageSize: 1 })).rows;
    const detail = await fetchTrail({ id: first.id });
    expect(detail.content.map((b) => b.type)).toEqual(expect.arrayContaining(['heading', 'text', 'image']));
    const image = detail.content.find((b) => b.type === 'image');
    expect(image).toMatchObject({ url: expect.stringMatching(/^media\/photo\/trail-\d+-1/), width: 1200, height: 800 });
    const comments = await fetchTrailFirstComments({ targetId: first.id, sort: 'latest', pageNum: 1, pageSize: 20 });
    expect(comments.total).toBeGreaterThan(0);
    const withReplies = comments.rows.find((c) => c.replyCount > 0);
    expect(withReplies).toBeDefined();
    const replies = await fetchTrailSecondComments({ parentId: withReplies!.id, pageNum: 1, pageSize: 20 });
    expect(replies.total).toBe(withReplies!.replyCount);
  });

  it('asks visitors to sign in before liking, and counts likes once per account', async () => {
    expect((await rejection(likeTrail({ id: 101 }, quiet))).code).toBe(401);
    await signIn();
    const before = await fetchTrail({ id: 102 });
    await likeTrail({ id: 102 });
    await likeTrail({ id: 102 });
    const liked = await fetchTrail({ id: 102 });
    expect(liked).toMatchObject({ liked: true, likeCount: before.likeCount + 1 });
    await cancelLikeTrail({ id: 102 });
    expect(await fetchTrail({ id: 102 })).toMatchObject({ liked: false, likeCount: before.likeCount });
  });

  it('tells the author when someone likes or comments on their story', async () => {
    const demoStory = currentWorld().trails.find((t) => t.authorId === 1)!;
    await addTraveller();
    await likeTrail({ id: demoStory.id });
    await commentOnTrail({ targetId: demoStory.id, content: 'Bookmarked for my spring trip!' });
    const forDemo = currentWorld().notifications.filter((n) => n.accountId === 1 && n.targetId === demoStory.id);
    expect(forDemo.map((n) => n.message)).toEqual(expect.arrayContaining([
      { kind: 'storyLiked', params: { who: 'Wang Lei', story: demoStory.title } },
      { kind: 'storyCommented', params: { who: 'Wang Lei', story: demoStory.title } },
    ]));
  });

  it('collects a story into my collection and takes it out again', async () => {
    await signIn();
    const before = await fetchMyCollectedTrails({ pageNum: 1, pageSize: 20 });
    expect(before.total).toBeGreaterThan(0);
    await collectTrail({ id: 130 });
    const after = await fetchMyCollectedTrails({ pageNum: 1, pageSize: 20 });
    expect(after.rows[0].id).toBe(130);
    await cancelCollectTrail({ id: 130 });
    expect((await fetchMyCollectedTrails({ pageNum: 1, pageSize: 20 })).total).toBe(before.total);
  });

  it('refuses stories without a cover, title or content, and overlong titles or paragraph titles', async () => {
    await signIn();
    const cases: [Partial<TrailPayload>, string][] = [
      [{ cover: '' }, 'Please add a cover image'],
      [{ title: '  ' }, 'Please enter a title'],
      [{ title: 'x'.repeat(101) }, 'The title must be at most 100 characters'],
      [{ content: [{ type: 'text', text: '   ' }] }, 'Please write the story'],
      [{ content: [{ type: 'heading', text: 'h'.repeat(51) }, { type: 'text', text: 'ok' }] }, 'Paragraph titles must be at most 50 characters'],
      [{ cover: 'javascript:alert(1)' }, 'The cover must be an uploaded image path'],
    ];
    for (const [change, msg] of cases) {
      expect(await rejection(addTrail({ ...story, ...change }, quiet))).toEqual({ code: 400, msg });
    }
    const tooMany = Array.from({ length: 101 }, () => ({ type: 'image' as const, url: 'media/upload/p.png', width: 200, height: 100 }));
    expect((await rejection(addTrail({ ...story, content: tooMany }, quiet))).msg).toBe('A story holds at most 100 images');
  });

  it('publishes, edits and removes an own story, and keeps others\' stories out of reach', async () => {
    await signIn();
    const added = await addTrail({ ...story, tripId: 5, tripTitle: 'Silk Road in 8 days' });
    expect(added).toMatchObject({ title: story.title, authorName: 'Mei Traveller', tripTitle: 'Silk Road in 8 days' });
    expect((await fetchTrailPage({ pageNum: 1, pageSize: 1 })).rows[0].id).toBe(added.id);
    const edited = await editTrail({ ...story, id: added.id, title: 'Xining night market' });
    expect(edited.title).toBe('Xining night market');
    expect((await fetchMyTrailPage({ pageNum: 1, pageSize: 20 })).rows.map((r) => r.title)).toContain('Xining night market');
    const stranger = currentWorld().trails.find((t) => t.authorId !== 1)!;
    expect((await rejection(editTrail({ ...story, id: stranger.id }, quiet))).code).toBe(403);
    expect((await rejection(removeTrail({ id: stranger.id }, quiet))).code).toBe(403);
    await commentOnTrail({ targetId: added.id, content: 'First!' });
    await removeTrail({ id: added.id });
    expect((await rejection(fetchTrail({ id: added.id }, quiet))).code).toBe(404);
    expect(currentWorld().comments.some((c) => c.targetId === added.id && c.scope === 'trail')).toBe(false);
  });

  it('threads replies and reactions on story comments', async () => {
    await signIn();
    const comment = await commentOnTrail({ targetId: 105, content: 'Which month has the best weather?' });
    writeRaw('token', null);
    await addTraveller('li@example.com');
    const reply = await commentOnTrail({ targetId: 105, content: '@Mei Traveller October!', parentId: comment.id, replyToId: comment.id });
    expect(reply.parentId).toBe(comment.id);
    await likeTrailComment({ commentId: comment.id });
    const [top] = (await fetchTrailFirstComments({ targetId: 105, sort: 'latest', pageNum: 1, pageSize: 1 })).rows;
    expect(top).toMatchObject({ id: comment.id, likeCount: 1, myReaction: 'like', replyCount: 1 });
    const story = currentWorld().trails.find((t) => t.id === 105)!.title;
    expect(currentWorld().notifications.filter((n) => n.accountId === 1).map((n) => n.message)).toContainEqual({ kind: 'commentRepliedOnStory', params: { who: 'Wang Lei', story } });
  });
});
