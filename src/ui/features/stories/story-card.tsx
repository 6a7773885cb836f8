import { memo, type ReactNode } from 'react';
import { RouteLink } from '../../components/route-link';
import { useTranslation } from 'react-i18next';
import type { TrailSummary } from '../../../api/types/stories';
import { mediaUrl } from '../../../lib/media';
import { AuthorAvatar } from '../../components/author-avatar';
import { LocalDate } from '../../components/local-date';

/**
 * A story in a grid: cover, title (the link), excerpt, author and counts; `actions` adds buttons for own stories;
 * `eager` loads the cover at once (the first row), `lead` before everything else (the first card, the largest
 * picture of a phone's first screen).
 */
export const StoryCard = memo(function StoryCard({ story, actions, eager = false, lead = false }: { story: TrailSummary; actions?: ReactNode; eager?: boolean; lead?: boolean }) {
  const { t } = useTranslation('stories');
  return (
    <article className="story-card">
      <img className="story-card__cover" src={mediaUrl(story.cover)} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={lead ? 'high' : undefined} width={1350} height={600} />
      <div className="story-card__body">
        <h2 className="story-card__title">
          <RouteLink to="explorInfo" query={{ id: story.id }} className="story-card__link">
            {story.title}
          </RouteLink>
        </h2>
        {/* dir=auto: a clipped English excerpt in an Arabic page ends with its "…" on the right */}
        {story.excerpt ? <p className="story-card__excerpt" dir="auto">{story.excerpt}</p> : null}
        <div className="story-card__meta">
          <span className="story-card__author">
            <AuthorAvatar id={story.authorId} name={story.authorName} avatar={story.authorAvatar} size={28} />
            <span>{story.authorName}</span>
          </span>
          <span className="story-card__counts">
            <span aria-label={t('card.likes', { count: story.likeCount })}>
              <span className="pi pi-heart" aria-hidden="true" /> {story.likeCount}
            </span>
            <span aria-label={t('card.comments', { count: story.commentCount })}>
              <span className="pi pi-comment" aria-hidden="true" /> {story.commentCount}
            </span>
          </span>
        </div>
        <p className="story-card__date">
          <LocalDate iso={story.createTime} />
        </p>
        {actions ? <div className="story-card__actions">{actions}</div> : null}
      </div>
    </article>
  );
});
