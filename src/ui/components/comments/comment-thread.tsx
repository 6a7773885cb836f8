import { useId, type FormEvent, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CommentArea, CommentsContext, CommentsEvent, commentsMachine } from '../../../machines/comments/comments.machine';
import type { CommentItem } from '../../../api/types/comments';
import { useSignedIn } from '../../session-context';
import { AuthorAvatar } from '../author-avatar';
import { LocalDate } from '../local-date';
import { ErrorState, LoadingState } from '../states';
import { FieldError } from '../field';
import './comment-thread.css';

export interface CommentThreadProps {
  /** the thread statechart with this area's calls provided (`commentsMachine.provide({ actors: cityCommentActors })`) */
  logic: typeof commentsMachine;
  /** whose comments these are: a city's or a story's */
  area: CommentArea;
  /** the story or city the comments belong to */
  targetId: number;
  /** the heading level of the thread's title, so it fits the page outline (default 2) */
  headingLevel?: 2 | 3;
}

/**
 * The comment section of a story or a city: sort latest/popular, first-level comments and replies
 * with "show more", a composer for comments and replies, like/dislike with undo. Visitors who write
 * or react get the login dialog. Remount it (React `key`) to show another target's thread.
 */
export function CommentThread({ logic, area, targetId, headingLevel = 2 }: CommentThreadProps) {
  const { t } = useTranslation('comments');
  const signedIn = useSignedIn();
  const [snapshot, send] = useMachine(logic, { input: { area, targetId, signedIn } });
  const { context } = snapshot;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const loading = snapshot.hasTag('busy');
  return (
    <section className="comments" aria-labelledby={`comments-title-${targetId}`}>
      <header className="comments__header">
        <Heading className="comments__title" id={`comments-title-${targetId}`}>
          {t('title')} <span className="comments__total">{loading ? '' : context.total}</span>
        </Heading>
        <div className="comments__sort" role="group" aria-label={t('sortLabel')}>
          {(['latest', 'popular'] as const).map((sort) => (
            <button
              key={sort}
              type="button"
              className={`comments__sort-button${context.sort === sort ? ' comments__sort-button--active' : ''}`}
              aria-pressed={context.sort === sort}
              onClick={() => send({ type: 'SORT', sort })}
            >
              {t(`sort.${sort}`)}
            </button>
          ))}
        </div>
      </header>
      <Composer
        label={t('composerLabel')}
        placeholder={signedIn ? t('placeholder') : t('placeholderVisitor')}
        value={context.draft}
        problem={context.problem?.composer === 'comment' ? t(`problem.${context.problem.key}`) : null}
        busy={snapshot.matches({ ready: { composer: 'submitting' } })}
        submitLabel={t('send')}
        onChange={(text) => send({ type: 'DRAFT', text })}
        onSubmit={() => send({ type: 'SUBMIT', composer: 'comment' })}
      />
      {loading ? <LoadingState /> : null}
      {snapshot.hasTag('error') ? <ErrorState failure={snapshot.context.failure} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {snapshot.matches('ready') && context.comments.length === 0 ? <p className="comments__empty">{t('empty')}</p> : null}
      {snapshot.matches('ready') ? (
        <ol className="comments__list">
          {context.comments.map((comment) => (
            <li key={comment.id} className="comments__item">
              <CommentBody comment={comment} send={send} />
              {comment.replies.length > 0 ? (
                <ol className="comments__replies" aria-label={t('repliesLabel', { name: comment.authorName })}>
                  {comment.replies.map((reply) => (
                    <li key={reply.id} className="comments__item comments__item--reply">
                      <CommentBody comment={reply} send={send} />
                    </li>
                  ))}
                </ol>
              ) : null}
              {comment.replies.length < comment.replyCount ? (
                <button
                  type="button"
                  className="comments__more comments__more--replies"
                  disabled={comment.repliesLoading}
                  onClick={() => send({ type: 'REPLIES.MORE', parentId: comment.id })}
                >
                  {comment.replies.length === 0
                    ? t('showReplies', { count: comment.replyCount })
                    : t('moreReplies', { count: comment.replyCount - comment.replies.length })}
                </button>
              ) : null}
              {context.replyTarget?.parentId === comment.id ? <ReplyComposer context={context} busy={snapshot.matches({ ready: { composer: 'submitting' } })} send={send} /> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {snapshot.matches('ready') && context.comments.length < context.total ? (
        <button type="button" className="comments__more" disabled={snapshot.matches({ ready: { list: 'loadingMore' } })} onClick={() => send({ type: 'MORE' })}>
          {t('more', { count: context.total - context.comments.length })}
        </button>
      ) : null}
    </section>
  );
}

function ReplyComposer({ context, busy, send }: { context: CommentsContext; busy: boolean; send: (event: CommentsEvent) => void }) {
  const { t } = useTranslation('comments');
  if (!context.replyTarget) return null;
  return (
    <div className="comments__reply-composer">
      <Composer
        label={t('replyLabel', { name: context.replyTarget.name })}
        placeholder={t('replyPlaceholder', { name: context.replyTarget.name })}
        value={context.replyDraft}
        problem={context.problem?.composer === 'reply' ? t(`problem.${context.problem.key}`) : null}
        busy={busy}
        submitLabel={t('reply')}
        opensOnRequest
        onChange={(text) => send({ type: 'REPLY.DRAFT', text })}
        onSubmit={() => send({ type: 'SUBMIT', composer: 'reply' })}
        onCancel={() => send({ type: 'REPLY.CLOSE' })}
      />
    </div>
  );
}

interface ComposerProps {
  label: string;
  placeholder: string;
  value: string;
  problem: string | null;
  busy: boolean;
  submitLabel: string;
  /** the box appeared because the reader pressed Reply, so the caret goes where they asked to type */
  opensOnRequest?: boolean;
  onChange: (text: string) => void;
  onSubmit: () => void;
  onCancel?: () => void;
}

function Composer({ label, placeholder, value, problem, busy, submitLabel, opensOnRequest, onChange, onSubmit, onCancel }: ComposerProps) {
  const { t } = useTranslation('comments');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="comments__composer" onSubmit={submit} noValidate>
      <label className="comments__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="comments__input"
        value={value}
        placeholder={placeholder}
        rows={3}
        maxLength={1000}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only the reply box, right after the reader pressed Reply
        autoFocus={opensOnRequest}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <FieldError id={`${id}-problem`}>{problem}</FieldError>
      ) : null}
      <div className="comments__composer-actions">
        {onCancel ? (
          <button type="button" className="comments__cancel" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
        <button type="submit" className="comments__send" disabled={busy}>
          {busy ? t('sending') : submitLabel}
        </button>
      </div>
    </form>
  );
}

function CommentBody({ comment, send }: { comment: CommentItem; send: (event: CommentsEvent) => void }) {
  const { t } = useTranslation('comments');
  const parentId = comment.parentId ?? comment.id;
  return (
    <article className="comment" aria-label={t('commentBy', { name: comment.authorName })}>
      <AuthorAvatar id={comment.authorId} name={comment.authorName} avatar={comment.authorAvatar} size={comment.parentId === null ? 40 : 32} />
      <div className="comment__main">
        <p className="comment__meta">
          <span className="comment__author">{comment.authorName}</span>
          {comment.replyToName ? (
            <span className="comment__reply-to">
              {t('replyingTo')} <span className="mention">@{comment.replyToName}</span>
            </span>
          ) : null}
          <span className="comment__time">
            <LocalDate iso={comment.createTime} withTime />
          </span>
        </p>
        <p className="comment__text">{withMentions(comment.content)}</p>
        <div className="comment__actions">
          <button
            type="button"
            className={`comment__action${comment.myReaction === 'like' ? ' comment__action--on' : ''}`}
            aria-pressed={comment.myReaction === 'like'}
            aria-label={t('like', { count: comment.likeCount })}
            onClick={() => send({ type: 'REACT', commentId: comment.id, reaction: 'like' })}
          >
            <span className="pi pi-thumbs-up" aria-hidden="true" /> {comment.likeCount}
          </button>
          <button
            type="button"
            className={`comment__action${comment.myReaction === 'trample' ? ' comment__action--on' : ''}`}
            aria-pressed={comment.myReaction === 'trample'}
            aria-label={t('dislike', { count: comment.trampleCount })}
            onClick={() => send({ type: 'REACT', commentId: comment.id, reaction: 'trample' })}
          >
            <span className="pi pi-thumbs-down" aria-hidden="true" /> {comment.trampleCount}
          </button>
          <button
            type="button"
            className="comment__action"
            onClick={() => send({ type: 'REPLY.OPEN', parentId, replyToId: comment.id, name: comment.authorName })}
          >
            <span className="pi pi-reply" aria-hidden="true" /> {t('reply')}
          </button>
        </div>
      </div>
    </article>
  );
}

const MENTION = /(@[\p{L}\p{N}_.-]+)/u;

/** Comment text stays text; only @mentions get a highlight. */
function withMentions(text: string): ReactNode[] {
  return text.split(MENTION).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="mention">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
