import type { TrailBlock, TrailDetail, TrailPayload, TrailSort, TrailSummary } from '../../src/api/types/stories';
import { STORY_HEADING_MAX, STORY_TITLE_MAX, storyExcerpt, storyProblems, type StoryProblem } from '../../src/lib/story-rules';
import { isSiteMediaPath } from '../../src/lib/media-paths';
import type { Account, World } from '../world';
import type { StoredComment, StoredTrail, StoriesSlice, Traveller } from '../world-slices';
import type { SeedContext } from '../seed-context';
import { BAD_INPUT, FORBIDDEN, NOT_FOUND, fail, handle, isoTime, nextId, paginate, type MockContext } from '../kit';
import { SEED_STORIES } from '../data/trail-stories';
import { addComment, listFirstLevel, listReplies, react } from '../shared/comments';
import { notify } from '../shared/notify';

const DEMO_ACCOUNT_ID = 1;
const DAY = 86_400_000;

const TRAVELLER_NAMES = ['Lena Fischer', 'Kenji Watanabe', 'Sofía Martínez', 'Omar Haddad', 'Ji-woo Park', 'Chloé Bernard', 'Daniel Okafor', 'Priya Nair'];

const COMMENT_LINES = [
  'Thank you, this is exactly the detail I needed for my trip next month!',
  'How many days would you recommend here if I travel with two kids?',
  'We went last spring and loved it too. Bring a power bank, the phone is your ticket everywhere.',
  'Did you need to book anything in advance, or could you buy tickets on the spot?',
  'Your photos make me want to change my whole itinerary.',
  'Great tip about going early. We arrived at noon and it was packed.',
  'Is it easy to pay with a foreign card there, or did you use Alipay?',
  'Saved this for October. Any vegetarian food you would suggest?',
];

const REPLY_LINES = [
  'Booking a day ahead was enough for us, except on holidays.',
  'Alipay with a linked foreign card worked everywhere we went.',
  'Two days is comfortable, three if you like to take it slowly.',
  'Same experience here, the early start is worth it.',
  'Ask for su cai (vegetable dishes) and point at what the next table is eating!',
];

const imagePath = (id: number, n: number, caption: string) => `media/photo/trail-${id}-${n}?w=1200&h=800&caption=${encodeURIComponent(caption)}`;

function seedContent(id: number, story: (typeof SEED_STORIES)[number]): TrailBlock[] {
  return story.sections.flatMap(([heading, ...paragraphs], index) => [
    { type: 'heading' as const, text: heading },
    ...paragraphs.map((text) => ({ type: 'text' as const, text })),
    { type: 'image' as const, url: imagePath(id, index + 1, heading.length > 28 ? story.caption : heading), width: 1200, height: 800, caption: heading },
  ]);
}

function seedComments(ctx: SeedContext, trails: StoredTrail[], travellers: Traveller[]): StoredComment[] {
  const { faker, now } = ctx;
  const comments: StoredComment[] = [];
  const author = (t: Traveller) => ({ authorId: t.id, authorName: t.nickName, authorAvatar: t.avatar });
  for (const trail of trails.slice(0, 18)) {
    const count = faker.number.int({ min: 1, max: trail.id % 5 === 0 ? 14 : 5 });
    for (let i = 0; i < count; i += 1) {
      const writer = faker.helpers.arrayElement(travellers.filter((t) => t.id !== trail.authorId));
      const createdAt = trail.createdAt + faker.number.int({ min: 1, max: 72 }) * 3_600_000 + i * 60_000;
      const first: StoredComment = {
        id: nextId(ctx.world),
        scope: 'trail',
        targetId: trail.id,
        parentId: null,
        replyToId: null,
        ...author(writer),
        content: faker.helpers.arrayElement(COMMENT_LINES),
        createdAt: Math.min(createdAt, now - 3_600_000),
        likeCount: faker.number.int({ min: 0, max: 40 }),
        trampleCount: faker.number.int({ min: 0, max: 2 }),
      };
      comments.push(first);
      const replies = i === 0 ? faker.number.int({ min: 1, max: 7 }) : faker.number.int({ min: 0, max: 2 });
      let replyTo = first;
      for (let r = 0; r < replies; r += 1) {
        const replier = travellers[(writer.id + r + 1) % travellers.length];
        const reply: StoredComment = {
          id: nextId(ctx.world),
          scope: 'trail',
          targetId: trail.id,
          parentId: first.id,
          replyToId: replyTo.id,
          ...author(replier),
          content: `${r % 2 === 1 ? `@${replyTo.authorName} ` : ''}${faker.helpers.arrayElement(REPLY_LINES)}`,
          createdAt: Math.min(first.createdAt + (r + 1) * 1_800_000, now - 60_000),
          likeCount: faker.number.int({ min: 0, max: 12 }),
          trampleCount: 0,
        };
        comments.push(reply);
        replyTo = reply;
      }
    }
  }
  return comments;
}

export function seedStories(ctx: SeedContext): StoriesSlice {
  const { faker, now, world } = ctx;
  const travellers: Traveller[] = TRAVELLER_NAMES.map((nickName, index) => ({
    id: 501 + index,
    nickName,
    avatar: `media/avatar/traveller-${index + 1}?name=${encodeURIComponent(nickName.split(' ').map((w) => w[0]).join(''))}`,
  }));
  const trails: StoredTrail[] = SEED_STORIES.map((story, index) => {
    const id = 101 + index;
    const createdAt = now - (index * 2.3 + faker.number.float({ min: 0.1, max: 1.5 })) * DAY;
    return {
      id,
      authorId: index % 10 === 3 ? DEMO_ACCOUNT_ID : travellers[index % travellers.length].id,
      title: story.title,
      cover: `media/cover/trail-${id}?caption=${encodeURIComponent(story.caption)}`,
      content: seedContent(id, story),
      tripId: null,
      tripTitle: null,
      likeCount: faker.number.int({ min: 3, max: 480 }),
      collectCount: faker.number.int({ min: 0, max: 120 }),
      createdAt,
      updatedAt: createdAt,
    };
  });
  const collected = trails.filter((t) => t.authorId !== DEMO_ACCOUNT_ID).slice(1, 5);
  world.comments.push(...seedComments(ctx, trails, travellers));
  return {
    trails,
    travellers,
    trailLikes: [],
    trailCollects: collected.map((t, index) => ({ trailId: t.id, accountId: DEMO_ACCOUNT_ID, at: now - index * DAY })),
  };
}

function authorOf(world: World, authorId: number): { name: string; avatar: string } {
  const account = world.accounts.find((a) => a.id === authorId);
  if (account) return { name: account.nickName, avatar: account.avatar };
  const traveller = world.travellers.find((t) => t.id === authorId);
  return { name: traveller?.nickName ?? 'Traveller', avatar: traveller?.avatar ?? '' };
}

function toSummary(world: World, trail: StoredTrail, viewerId: number | null): TrailSummary {
  const author = authorOf(world, trail.authorId);
  return {
    id: trail.id,
    title: trail.title,
    cover: trail.cover,
    excerpt: storyExcerpt(trail.content),
    authorId: trail.authorId,
    authorName: author.name,
    authorAvatar: author.avatar,
    likeCount: trail.likeCount,
    collectCount: trail.collectCount,
    commentCount: world.comments.filter((c) => c.scope === 'trail' && c.targetId === trail.id).length,
    createTime: isoTime(trail.createdAt),
    liked: viewerId !== null && world.trailLikes.some((l) => l.trailId === trail.id && l.accountId === viewerId),
    collected: viewerId !== null && world.trailCollects.some((c) => c.trailId === trail.id && c.accountId === viewerId),
  };
}

function toDetail(world: World, trail: StoredTrail, viewerId: number | null): TrailDetail {
  return { ...toSummary(world, trail, viewerId), content: trail.content, tripId: trail.tripId, tripTitle: trail.tripTitle };
}

function findTrail(world: World, id: number): StoredTrail {
  return world.trails.find((t) => t.id === id) ?? fail(NOT_FOUND, 'This story no longer exists');
}

function ownTrail(world: World, id: number, accountId: number): StoredTrail {
  const trail = findTrail(world, id);
  if (trail.authorId !== accountId) fail(FORBIDDEN, 'You can only change your own stories');
  return trail;
}

const PROBLEM_MESSAGES: Record<StoryProblem, string> = {
  coverRequired: 'Please add a cover image',
  titleRequired: 'Please enter a title',
  titleTooLong: `The title must be at most ${STORY_TITLE_MAX} characters`,
  contentRequired: 'Please write the story',
  headingTooLong: `Paragraph titles must be at most ${STORY_HEADING_MAX} characters`,
  tooManyImages: 'A story holds at most 100 images',
};

/** An image block must show an uploaded picture; the contract's schema has checked the rest of each block's shape. */
function validBlock(block: TrailBlock): TrailBlock {
  if (block.type !== 'image') return block;
  if (!isSiteMediaPath(block.url)) fail(BAD_INPUT, 'An image block needs an uploaded image path');
  const caption = block.caption?.trim();
  return { type: 'image', url: block.url, width: block.width, height: block.height, ...(caption ? { caption } : {}) };
}

function validStory(story: TrailPayload): Pick<StoredTrail, 'title' | 'cover' | 'content' | 'tripId' | 'tripTitle'> {
  const { cover, title } = story;
  const content = story.content.map(validBlock);
  const [problem] = storyProblems({ cover, title, content });
  if (problem) fail(BAD_INPUT, PROBLEM_MESSAGES[problem]);
  if (!isSiteMediaPath(cover)) fail(BAD_INPUT, 'The cover must be an uploaded image path');
  const tripId = story.tripId ?? null;
  const tripTitle = tripId === null ? null : (story.tripTitle ?? '').slice(0, STORY_TITLE_MAX) || null;
  return { title, cover, content, tripId, tripTitle };
}

const viewerOf = (ctx: { account: Account | null }) => ctx.account?.id ?? null;

function sortTrails(trails: StoredTrail[], sort: TrailSort): StoredTrail[] {
  return [...trails].sort((a, b) => (sort === 'popular' ? b.likeCount - a.likeCount || b.createdAt - a.createdAt : b.createdAt - a.createdAt));
}

function matches(world: World, trail: StoredTrail, keyword: string): boolean {
  const haystack = [trail.title, authorOf(world, trail.authorId).name, ...trail.content.map((b) => (b.type === 'image' ? '' : b.text))].join(' ').toLowerCase();
  return haystack.includes(keyword.toLowerCase());
}

function toggle(list: { trailId: number; accountId: number; at: number }[], trailId: number, accountId: number, on: boolean, at: number): boolean {
  const index = list.findIndex((entry) => entry.trailId === trailId && entry.accountId === accountId);
  if (on && index < 0) list.push({ trailId, accountId, at });
  else if (!on && index >= 0) list.splice(index, 1);
  else return false;
  return true;
}

function commentReaction(reaction: 'like' | 'trample', on: boolean) {
  return (ctx: Pick<MockContext<'trailsComment/giveLike'>, 'world' | 'payload' | 'requireAccount' | 'now'>) => {
    react(ctx.world, 'trail', ctx.payload, ctx.requireAccount(), reaction, on, ctx.now());
    return null;
  };
}

export const storiesHandlers = [
  handle('clientTrails/page', (ctx) => {
    const page = ctx.payload;
    const sort = ctx.payload.sort ?? 'latest';
    const keyword = ctx.payload.keyword;
    const found = ctx.world.trails.filter((t) => !keyword || matches(ctx.world, t, keyword));
    const result = paginate(sortTrails(found, sort), page);
    return { rows: result.rows.map((t) => toSummary(ctx.world, t, viewerOf(ctx))), total: result.total };
  }),
  handle('clientTrails/myPage', (ctx) => {
    const account = ctx.requireAccount();
    const own = sortTrails(ctx.world.trails.filter((t) => t.authorId === account.id), 'latest');
    const result = paginate(own, ctx.payload);
    return { rows: result.rows.map((t) => toSummary(ctx.world, t, account.id)), total: result.total };
  }),
  handle('clientTrails/myCollect', (ctx) => {
    const account = ctx.requireAccount();
    const collected = ctx.world.trailCollects
      .filter((c) => c.accountId === account.id)
      .sort((a, b) => b.at - a.at)
      .map((c) => ctx.world.trails.find((t) => t.id === c.trailId))
      .filter((t): t is StoredTrail => t !== undefined);
    const result = paginate(collected, ctx.payload);
    return { rows: result.rows.map((t) => toSummary(ctx.world, t, account.id)), total: result.total };
  }),
  handle('clientTrails/view', (ctx) => toDetail(ctx.world, findTrail(ctx.world, ctx.payload.id), viewerOf(ctx))),
  handle('clientTrails/add', (ctx) => {
    const account = ctx.requireAccount();
    const story = validStory(ctx.payload);
    const now = ctx.now();
    const trail: StoredTrail = { id: nextId(ctx.world), authorId: account.id, ...story, likeCount: 0, collectCount: 0, createdAt: now, updatedAt: now };
    ctx.world.trails.push(trail);
    return toDetail(ctx.world, trail, account.id);
  }),
  handle('clientTrails/edit', (ctx) => {
    const account = ctx.requireAccount();
    const trail = ownTrail(ctx.world, ctx.payload.id, account.id);
    Object.assign(trail, validStory(ctx.payload), { updatedAt: ctx.now() });
    return toDetail(ctx.world, trail, account.id);
  }),
  handle('clientTrails/remove/{id}', (ctx) => {
    const account = ctx.requireAccount();
    const trail = ownTrail(ctx.world, ctx.payload.id, account.id);
    const world = ctx.world;
    world.trails = world.trails.filter((t) => t.id !== trail.id);
    world.trailLikes = world.trailLikes.filter((l) => l.trailId !== trail.id);
    world.trailCollects = world.trailCollects.filter((c) => c.trailId !== trail.id);
    const removedComments = new Set(world.comments.filter((c) => c.scope === 'trail' && c.targetId === trail.id).map((c) => c.id));
    world.comments = world.comments.filter((c) => !removedComments.has(c.id));
    world.commentReactions = world.commentReactions.filter((r) => !removedComments.has(r.commentId));
    return null;
  }),
  handle('clientTrails/giveLike', (ctx) => {
    const account = ctx.requireAccount();
    const trail = findTrail(ctx.world, ctx.payload.id);
    if (toggle(ctx.world.trailLikes, trail.id, account.id, true, ctx.now())) {
      trail.likeCount += 1;
      if (trail.authorId !== account.id) {
        notify(ctx.world, trail.authorId, { message: { kind: 'storyLiked', params: { who: account.nickName, story: trail.title } }, targetType: 'trail', targetId: trail.id }, ctx.now());
      }
    }
    return null;
  }),
  handle('clientTrails/cancelLike', (ctx) => {
    const account = ctx.requireAccount();
    const trail = findTrail(ctx.world, ctx.payload.id);
    if (toggle(ctx.world.trailLikes, trail.id, account.id, false, ctx.now())) trail.likeCount = Math.max(0, trail.likeCount - 1);
    return null;
  }),
  handle('clientTrails/collect', (ctx) => {
    const account = ctx.requireAccount();
    const trail = findTrail(ctx.world, ctx.payload.id);
    if (toggle(ctx.world.trailCollects, trail.id, account.id, true, ctx.now())) trail.collectCount += 1;
    return null;
  }),
  handle('clientTrails/cancelCollect', (ctx) => {
    const account = ctx.requireAccount();
    const trail = findTrail(ctx.world, ctx.payload.id);
    if (toggle(ctx.world.trailCollects, trail.id, account.id, false, ctx.now())) trail.collectCount = Math.max(0, trail.collectCount - 1);
    return null;
  }),
  handle('trailsComment/firstComment', (ctx) => {
    findTrail(ctx.world, ctx.payload.targetId);
    return listFirstLevel(ctx.world, 'trail', ctx.payload, viewerOf(ctx));
  }),
  handle('trailsComment/secondComment', (ctx) => listReplies(ctx.world, 'trail', ctx.payload, viewerOf(ctx))),
  handle('trailsComment/comment', (ctx) => {
    const account = ctx.requireAccount();
    const trail = findTrail(ctx.world, ctx.payload.targetId);
    const { comment, stored } = addComment(ctx.world, 'trail', account, ctx.payload, ctx.now());
    const repliedTo = stored.replyToId === null ? null : ctx.world.comments.find((c) => c.id === stored.replyToId);
    if (trail.authorId !== account.id && repliedTo?.authorId !== trail.authorId) {
      notify(ctx.world, trail.authorId, {
        message: { kind: 'storyCommented', params: { who: account.nickName, story: trail.title } },
        content: stored.content.slice(0, 80),
        targetType: 'trail',
        targetId: trail.id,
      }, ctx.now());
    }
    return comment;
  }),
  handle('trailsComment/giveLike', commentReaction('like', true)),
  handle('trailsComment/cancelLike', commentReaction('like', false)),
  handle('trailsComment/trample', commentReaction('trample', true)),
  handle('trailsComment/cancelTrample', commentReaction('trample', false)),
];
