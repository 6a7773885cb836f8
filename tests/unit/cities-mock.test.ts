import { describe, expect, it } from 'vitest';
import { firstValueFrom, toArray } from 'rxjs';
import {
  cancelLikeCity, cancelLikeCityComment, commentOnCity, fetchAllCities, fetchCityDetail, fetchCityFirstComments, fetchCityPage,
  fetchCitySecondComments, fetchTopCities, likeCity, likeCityComment, searchCityNames, trampleCityComment,
} from '../../src/api/cities';
import { fetchAiCityGuide, likeAiReply, streamCityGuide } from '../../src/api/planner';
import { fetchNotificationPage } from '../../src/api/notifications';
import { writeRaw } from '../../src/lib/storage';
import { currentWorld } from '../../mock-server/world';
import { DEMO_ACCOUNT } from '../../mock-server/shared/demo-account';
import { signIn } from '../support/node-api';

const quiet = { silent: true };
const BEIJING = 1;

async function rejection(promise: Promise<unknown>): Promise<{ code: number; msg: string }> {
  return promise.then(
    () => ({ code: 200, msg: '' }),
    (error: { code: number; msg: string }) => ({ code: error.code, msg: error.msg }),
  );
}

function addTraveller() {
  currentWorld().accounts.push({ ...currentWorld().accounts[0], id: 78, email: 'li@example.com', nickName: 'Li Na' });
  return signIn('li@example.com', DEMO_ACCOUNT.password, 'second-device');
}

describe('the cities mock', () => {
  it('pages through every city with covers, and filters by region', async () => {
    const all = await fetchAllCities();
    expect(all.length).toBeGreaterThanOrEqual(32);
    const first = await fetchCityPage({ pageNum: 1, pageSize: 12 });
    const second = await fetchCityPage({ pageNum: 2, pageSize: 12 });
    expect(first.total).toBe(all.length);
    expect(first.rows).toHaveLength(12);
    expect(first.rows[0]).toMatchObject({ id: 1, slug: 'beijing', name: 'Beijing', cover: 'media/cover/city-beijing?caption=Beijing' });
    expect(second.rows[0].id).toBe(13);
    const south = await fetchCityPage({ pageNum: 1, pageSize: 50, region: 'south' });
    expect(south.total).toBeGreaterThan(2);
    expect(south.rows.every((city) => city.region === 'south')).toBe(true);
    expect(south.rows.map((c) => c.slug)).toContain('guilin');
    expect((await rejection(fetchCityPage({ pageNum: 1, pageSize: 10, region: 'atlantis' }, quiet))).code).toBe(400);
    expect((await rejection(fetchCityPage({ pageNum: 0, pageSize: 10 }, quiet))).code).toBe(400);
  });

  it('lists the hot cities, most liked first', async () => {
    const top = await fetchTopCities();
    expect(top.length).toBeGreaterThanOrEqual(6);
    expect(top.every((city) => city.hot)).toBe(true);
    const likes = top.map((city) => city.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });

  it('serves the guide with names in the request language and English as the fallback', async () => {
    writeRaw('language', 'zh');
    const detail = await fetchCityDetail({ id: BEIJING });
    expect(detail.name).toBe('北京');
    expect(detail.sights.length).toBeGreaterThan(2);
    expect(detail.sights[0]).toMatchObject({ name: expect.any(String), hours: expect.any(Number), priceCny: expect.any(Number) });
    expect(detail.bestTime).not.toBe('');
    expect(detail.commentCount).toBeGreaterThan(10);
    writeRaw('language', 'xx');
    expect((await fetchCityDetail({ id: BEIJING })).name).toBe('Beijing');
    expect((await rejection(fetchCityDetail({ id: 999 }, quiet))).code).toBe(404);
  });

  it('finds cities by any language name or slug, case-insensitively', async () => {
    expect((await searchCityNames({ keyword: '成都' })).map((c) => c.slug)).toEqual(['chengdu']);
    expect((await searchCityNames({ keyword: 'شانغهاي' })).map((c) => c.slug)).toEqual(['shanghai']);
    expect((await searchCityNames({ keyword: 'XIAN' })).map((c) => c.slug)).toContain('xian');
    expect((await searchCityNames({ keyword: 'Shanghái' })).map((c) => c.slug)).toEqual(['shanghai']);
    expect(await searchCityNames({ keyword: 'Atlantis' })).toEqual([]);
    expect((await rejection(searchCityNames({ keyword: '  ' }, quiet))).code).toBe(400);
  });

  it('counts a like once per account, undoes it, and asks visitors to sign in', async () => {
    expect((await rejection(likeCity({ cityId: BEIJING }, quiet))).code).toBe(401);
    await signIn();
    const before = await fetchCityDetail({ id: BEIJING });
    expect(before.liked).toBe(false);
    await likeCity({ cityId: BEIJING });
    await likeCity({ cityId: BEIJING });
    const liked = await fetchCityDetail({ id: BEIJING });
    expect(liked).toMatchObject({ liked: true, likeCount: before.likeCount + 1 });
    await cancelLikeCity({ cityId: BEIJING });
    expect(await fetchCityDetail({ id: BEIJING })).toMatchObject({ liked: false, likeCount: before.likeCount });
    expect((await rejection(likeCity({ cityId: 999 }, quiet))).code).toBe(404);
  });

  it('keeps a comment round trip: seeded threads, sorting, a reply, reactions', async () => {
    const latest = await fetchCityFirstComments({ targetId: BEIJING, sort: 'latest', pageNum: 1, pageSize: 10 });
    expect(latest.total).toBe(14);
    expect(latest.rows).toHaveLength(10);
    const popular = await fetchCityFirstComments({ targetId: BEIJING, sort: 'popular', pageNum: 1, pageSize: 50 });
    const likes = popular.rows.map((c) => c.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const threaded = popular.rows.find((c) => c.replyCount === 7);
    expect(threaded).toBeDefined();
    const replies = await fetchCitySecondComments({ parentId: threaded!.id, pageNum: 2, pageSize: 5 });
    expect(replies).toMatchObject({ total: 7 });
    expect(replies.rows).toHaveLength(2);

    await signIn();
    expect((await rejection(commentOnCity({ targetId: BEIJING, content: '   ' }, quiet))).code).toBe(400);
    const mine = await commentOnCity({ targetId: BEIJING, content: 'Jingshan Park at sunset beats any rooftop bar.' });
    expect(mine).toMatchObject({ parentId: null, authorName: 'Mei Traveller' });
    const reply = await commentOnCity({ targetId: BEIJING, content: 'Agreed!', parentId: threaded!.id });
    expect(reply.parentId).toBe(threaded!.id);
    await likeCityComment({ commentId: threaded!.id });
    await trampleCityComment({ commentId: threaded!.id });
    const after = (await fetchCityFirstComments({ targetId: BEIJING, sort: 'latest', pageNum: 1, pageSize: 50 })).rows;
    expect(after[0].id).toBe(mine.id);
    expect(after.find((c) => c.id === threaded!.id)).toMatchObject({
      myReaction: 'trample', likeCount: threaded!.likeCount, trampleCount: threaded!.trampleCount + 1, replyCount: 8,
    });
    await cancelLikeCityComment({ commentId: threaded!.id });
    expect((await rejection(likeCityComment({ commentId: 424242 }, quiet))).code).toBe(404);
    expect((await rejection(commentOnCity({ targetId: 999, content: 'Hello' }, quiet))).code).toBe(404);
  });

  it('notifies the author when another traveller replies to their comment', async () => {
    await signIn();
    const mine = await commentOnCity({ targetId: BEIJING, content: 'Which hutong has the best breakfast?' });
    const unread = (await fetchNotificationPage({ pageNum: 1, pageSize: 20 })).total;
    await addTraveller();
    await commentOnCity({ targetId: BEIJING, content: 'Try Nanluoguxiang early.', parentId: mine.id });
    await signIn();
    const inbox = await fetchNotificationPage({ pageNum: 1, pageSize: 20 });
    expect(inbox.total).toBe(unread + 1);
    expect(inbox.rows[0]).toMatchObject({
      notificationType: 1, targetType: 'city', targetId: BEIJING, content: 'Try Nanluoguxiang early.',
      message: { kind: 'commentRepliedOnCity', params: { who: 'Li Na', city: 'Beijing' } },
    });
  });

  it('streams an AI city guide, then serves it as the stored reply that can be rated', async () => {
    currentWorld().settings.pace = 'fast';
    expect((await rejection(fetchAiCityGuide({ cityId: 4 }, quiet))).code).toBe(404);
    const events = await firstValueFrom(streamCityGuide({ cityId: 4 }).pipe(toArray()));
    expect(events[0]).toMatchObject({ type: 'status', step: 'answering' });
    const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(text).toContain('## Your AI guide to Chengdu');
    expect(text).toContain('## Where to stay');
    const done = events[events.length - 1];
    expect(done.type).toBe('done');
    const stored = await fetchAiCityGuide({ cityId: 4 });
    expect(stored.content).toBe(text);
    expect(done).toMatchObject({ replyId: stored.id });
    await signIn();
    await likeAiReply({ replyId: stored.id });
    expect((await fetchAiCityGuide({ cityId: 4 })).liked).toBe(true);
    await expect(firstValueFrom(streamCityGuide({ cityId: 0 }))).rejects.toMatchObject({ code: 400 });
  });
});
