import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RouteLink } from '../../components/route-link';
import { storyCommentActors } from '../../../machines/comments/comment-actors';
import { commentsMachine } from '../../../machines/comments/comments.machine';
import { storyReaderMachine } from '../../../machines/stories/story-reader.machine';
import { mediaUrl } from '../../../lib/media';
import { useSignedIn } from '../../session-context';
import { AuthorAvatar } from '../../components/author-avatar';
import { CommentThread } from '../../components/comments/comment-thread';
import { LocalDate } from '../../components/local-date';
import { ErrorState, LoadingState } from '../../components/states';
import { StoryBody } from './story-body';
import './stories.css';

/** the comment thread with this area's calls */
const storyComments = commentsMachine.provide({ actors: storyCommentActors });

export default function ExploreInfoScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return <StoryReader key={id} id={id} />;
}

function StoryReader({ id }: { id: number }) {
  const { t } = useTranslation('stories');
  const signedIn = useSignedIn();
  const [snapshot, send] = useMachine(storyReaderMachine, { input: { id, signedIn } });
  const story = snapshot.context.item;
  return (
    <div className="story-page">
      <RouteLink className="story-page__back" to="explorList">
        <span className="pi pi-arrow-left" aria-hidden="true" /> {t('reader.back')}
      </RouteLink>
      {snapshot.hasTag('busy') ? <LoadingState /> : null}
      {snapshot.hasTag('error') ? <ErrorState failure={snapshot.context.failure} notFoundText={t('reader.missing')} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {story ? (
        <>
          <article className="story">
            <img className="story__cover" src={mediaUrl(story.cover)} alt="" width={1350} height={600} />
            <header className="story__header">
              <h1 className="story__title">{story.title}</h1>
              <div className="story__byline">
                <AuthorAvatar id={story.authorId} name={story.authorName} avatar={story.authorAvatar} size={40} />
                <span>
                  <span className="story__author">{story.authorName}</span>
                  <span className="story__date">
                    <LocalDate iso={story.createTime} />
                  </span>
                </span>
              </div>
              <div className="story__actions">
                <button type="button" className="story-action" aria-pressed={story.liked} onClick={() => send({ type: 'REACT', reaction: 'like' })}>
                  <span className={`pi ${story.liked ? 'pi-heart-fill' : 'pi-heart'}`} aria-hidden="true" />
                  {story.liked ? t('reader.liked') : t('reader.like')} <span className="story-action__count">{story.likeCount}</span>
                </button>
                <button type="button" className="story-action" aria-pressed={story.collected} onClick={() => send({ type: 'REACT', reaction: 'collect' })}>
                  <span className={`pi ${story.collected ? 'pi-bookmark-fill' : 'pi-bookmark'}`} aria-hidden="true" />
                  {story.collected ? t('reader.collected') : t('reader.collect')} <span className="story-action__count">{story.collectCount}</span>
                </button>
              </div>
            </header>
            <StoryBody blocks={story.content} />
            {story.tripId !== null ? (
              <aside className="story__trip" aria-label={t('reader.tripLabel')}>
                <span className="pi pi-map" aria-hidden="true" />
                <div>
                  <p className="story__trip-kicker">{t('reader.tripLabel')}</p>
                  <RouteLink to="itineraryDetails" query={{ id: story.tripId }}>{story.tripTitle ?? t('reader.tripFallback')}</RouteLink>
                </div>
              </aside>
            ) : null}
          </article>
          <CommentThread logic={storyComments} area="story" targetId={story.id} />
        </>
      ) : null}
    </div>
  );
}
