import type { Notice, NoticeReaction } from '../../src/api/types/notices';
import type { World } from '../world';
import type { NoticesSlice, StoredNotice } from '../world-slices';
import type { SeedContext } from '../seed-context';
import { BAD_INPUT, NOT_FOUND, fail, handle, paginate, type MockContext } from '../kit';
import { NOTICES } from '../data/notices';

export function seedNotices({ faker }: SeedContext): NoticesSlice {
  return {
    notices: NOTICES.map((notice) => ({
      ...notice,
      body: [...notice.body],
      likeCount: faker.number.int({ min: 40, max: 420 }),
      trampleCount: faker.number.int({ min: 0, max: 12 }),
      shareCount: faker.number.int({ min: 5, max: 90 }),
    })),
    noticeReactions: [],
    noticeFeedback: [],
  };
}

function viewerOf(ctx: MockContext<EndpointWithViewer>): string {
  if (ctx.account) return `a:${ctx.account.id}`;
  if (ctx.deviceNo) return `d:${ctx.deviceNo}`;
  return fail(BAD_INPUT, 'Send the Device-No header or sign in');
}

type EndpointWithViewer =
  | 'entryChinaNotice/last' | 'entryChinaNotice/list' | 'entryChinaNotice/view' | 'entryChinaNotice/feedback'
  | 'entryChinaNotice/like' | 'entryChinaNotice/trample';

function reactionOf(ctx: MockContext<EndpointWithViewer>, noticeId: number): NoticeReaction {
  const viewer = ctx.account ? `a:${ctx.account.id}` : ctx.deviceNo ? `d:${ctx.deviceNo}` : null;
  return ctx.world.noticeReactions.find((r) => r.noticeId === noticeId && r.viewer === viewer)?.reaction ?? null;
}

function toNotice(ctx: MockContext<EndpointWithViewer>, { body: _body, shareCount: _shares, ...notice }: StoredNotice): Notice {
  return { ...notice, myReaction: reactionOf(ctx, notice.id) };
}

const newestFirst = (world: World) => [...world.notices].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);

function findNotice(world: World, id: number): StoredNotice {
  return world.notices.find((notice) => notice.id === id) ?? fail(NOT_FOUND, 'This notice does not exist');
}

const COUNT_OF = { like: 'likeCount', trample: 'trampleCount' } as const;

/** Like and dislike are exclusive per viewer; repeating the same one takes it back. */
function react(ctx: MockContext<'entryChinaNotice/like' | 'entryChinaNotice/trample'>, reaction: 'like' | 'trample'): Notice {
  const notice = findNotice(ctx.world, ctx.payload.id);
  const viewer = viewerOf(ctx);
  const existing = ctx.world.noticeReactions.find((r) => r.noticeId === notice.id && r.viewer === viewer);
  if (existing) {
    notice[COUNT_OF[existing.reaction]] -= 1;
    ctx.world.noticeReactions = ctx.world.noticeReactions.filter((r) => r !== existing);
  }
  if (existing?.reaction !== reaction) {
    notice[COUNT_OF[reaction]] += 1;
    ctx.world.noticeReactions.push({ noticeId: notice.id, viewer, reaction });
  }
  return toNotice(ctx, notice);
}

export const noticesHandlers = [
  handle('entryChinaNotice/last', (ctx) => toNotice(ctx, newestFirst(ctx.world)[0] ?? fail(NOT_FOUND, 'There are no notices yet'))),
  handle('entryChinaNotice/list', (ctx) => {
    const page = paginate(newestFirst(ctx.world), ctx.payload);
    return { rows: page.rows.map((notice) => toNotice(ctx, notice)), total: page.total };
  }),
  handle('entryChinaNotice/view', (ctx) => {
    const notice = findNotice(ctx.world, ctx.payload.id);
    return { ...toNotice(ctx, notice), body: notice.body };
  }),
  handle('entryChinaNotice/share', (ctx) => {
    const notice = findNotice(ctx.world, ctx.payload.id);
    notice.shareCount += 1;
    return { url: `${new URL(ctx.request.url).origin}/noticeInfo?id=${notice.id}` };
  }),
  handle('entryChinaNotice/feedback', (ctx) => {
    const notice = findNotice(ctx.world, ctx.payload.id);
    const content = ctx.payload.content;
    ctx.world.noticeFeedback.push({ noticeId: notice.id, viewer: viewerOf(ctx), content, at: ctx.now() });
    return null;
  }),
  handle('entryChinaNotice/like', (ctx) => react(ctx, 'like')),
  handle('entryChinaNotice/trample', (ctx) => react(ctx, 'trample')),
];
