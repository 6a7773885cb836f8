import type { CommentIdPayload, CommentItem, CommentPayload, FirstCommentQuery, Reaction, SecondCommentQuery } from '../../src/api/types/comments';
import type { Account, World } from '../world';
import type { CommentScope, StoredComment } from '../world-slices';
import { BAD_INPUT, NOT_FOUND, fail, isoTime, nextId, paginate } from '../kit';
import { notify } from './notify';
import { cityById } from '../data/city-ids';
import type { NotificationMessage } from '../../src/api/types/notifications';

/** The comment engine: city comments and story comments, told apart by their scope. */

function reactionOf(world: World, commentId: number, viewerId: number | null): Reaction {
  if (viewerId === null) return null;
  return world.commentReactions.find((r) => r.commentId === commentId && r.accountId === viewerId)?.reaction ?? null;
}

function toCommentItem(world: World, comment: StoredComment, viewerId: number | null): CommentItem {
  const replyTo = comment.replyToId ? world.comments.find((c) => c.id === comment.replyToId) : undefined;
  return {
    id: comment.id,
    targetId: comment.targetId,
    parentId: comment.parentId,
    authorId: comment.authorId,
    authorName: comment.authorName,
    authorAvatar: comment.authorAvatar,
    content: comment.content,
    createTime: isoTime(comment.createdAt),
    likeCount: comment.likeCount,
    trampleCount: comment.trampleCount,
    myReaction: reactionOf(world, comment.id, viewerId),
    replyCount: comment.parentId === null ? world.comments.filter((c) => c.parentId === comment.id).length : 0,
    replyToName: replyTo && replyTo.id !== comment.parentId ? replyTo.authorName : null,
  };
}

export function listFirstLevel(world: World, scope: CommentScope, query: FirstCommentQuery, viewerId: number | null) {
  const { targetId, sort } = query;
  const items = world.comments
    .filter((c) => c.scope === scope && c.targetId === targetId && c.parentId === null)
    .sort((a, b) => (sort === 'popular' ? b.likeCount - a.likeCount || b.createdAt - a.createdAt : b.createdAt - a.createdAt));
  const page = paginate(items, query);
  return { rows: page.rows.map((c) => toCommentItem(world, c, viewerId)), total: page.total };
}

export function listReplies(world: World, scope: CommentScope, query: SecondCommentQuery, viewerId: number | null) {
  const { parentId } = query;
  const items = world.comments
    .filter((c) => c.scope === scope && c.parentId === parentId)
    .sort((a, b) => a.createdAt - b.createdAt);
  const page = paginate(items, query);
  return { rows: page.rows.map((c) => toCommentItem(world, c, viewerId)), total: page.total };
}

function findComment(world: World, scope: CommentScope, id: number): StoredComment {
  return world.comments.find((c) => c.scope === scope && c.id === id) ?? fail(NOT_FOUND, 'This comment no longer exists');
}

export function addComment(
  world: World,
  scope: CommentScope,
  author: Account,
  payload: CommentPayload,
  now: number,
): { comment: CommentItem; stored: StoredComment } {
  const { targetId, content } = payload;
  const parentId = payload.parentId ?? null;
  const replyToId = payload.replyToId ?? null;
  const parent = parentId === null ? null : findComment(world, scope, parentId);
  if (parent && (parent.targetId !== targetId || parent.parentId !== null)) fail(BAD_INPUT, 'parentId must be a first-level comment of the same page');
  const replyTo = replyToId === null ? parent : findComment(world, scope, replyToId);
  const stored: StoredComment = {
    id: nextId(world),
    scope,
    targetId,
    parentId,
    replyToId: replyTo?.id ?? null,
    authorId: author.id,
    authorName: author.nickName,
    authorAvatar: author.avatar,
    content,
    createdAt: now,
    likeCount: 0,
    trampleCount: 0,
  };
  world.comments.push(stored);
  if (replyTo && replyTo.authorId !== author.id) {
    notify(world, replyTo.authorId, { message: commentMessage(world, 'replied', scope, targetId, author.nickName), content, targetType: scope, targetId }, now);
  }
  return { comment: toCommentItem(world, stored, author.id), stored };
}

/** "Someone liked / replied to your comment on <city or story>", naming the page the comment is on. */
function commentMessage(world: World, what: 'liked' | 'replied', scope: CommentScope, targetId: number, who: string): NotificationMessage {
  if (scope === 'city') {
    const city = cityById(targetId)?.names.en ?? '';
    return what === 'liked' ? { kind: 'commentLikedOnCity', params: { who, city } } : { kind: 'commentRepliedOnCity', params: { who, city } };
  }
  const story = world.trails.find((trail) => trail.id === targetId)?.title ?? '';
  return what === 'liked' ? { kind: 'commentLikedOnStory', params: { who, story } } : { kind: 'commentRepliedOnStory', params: { who, story } };
}

/** Like and dislike exclude each other; setting one clears the other, cancelling an unset one is a no-op. */
export function react(world: World, scope: CommentScope, payload: CommentIdPayload, account: Account, reaction: 'like' | 'trample', on: boolean, now: number): void {
  const comment = findComment(world, scope, payload.commentId);
  const index = world.commentReactions.findIndex((r) => r.commentId === comment.id && r.accountId === account.id);
  const existing = index >= 0 ? world.commentReactions[index] : null;
  const adjust = (kind: 'like' | 'trample', delta: number) => {
    if (kind === 'like') comment.likeCount = Math.max(0, comment.likeCount + delta);
    else comment.trampleCount = Math.max(0, comment.trampleCount + delta);
  };
  if (on) {
    if (existing?.reaction === reaction) return;
    if (existing) {
      adjust(existing.reaction, -1);
      existing.reaction = reaction;
    } else {
      world.commentReactions.push({ commentId: comment.id, accountId: account.id, reaction });
    }
    adjust(reaction, 1);
    if (reaction === 'like' && comment.authorId !== account.id) {
      notify(world, comment.authorId, {
        message: commentMessage(world, 'liked', scope, comment.targetId, account.nickName),
        content: comment.content.slice(0, 80),
        targetType: scope,
        targetId: comment.targetId,
      }, now);
    }
    return;
  }
  if (existing?.reaction !== reaction) return;
  world.commentReactions.splice(index, 1);
  adjust(reaction, -1);
}
