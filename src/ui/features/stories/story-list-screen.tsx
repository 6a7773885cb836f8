import type { FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../components/route-link';
import { storyListMachine } from '../../../machines/stories/story-list.machine';
import { ScreenFrame } from '../../components/screen-frame';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { formText } from '../../../lib/form-text';
import { StoryCard } from './story-card';
import './stories.css';

/** The covers of the first row are the largest paint: they load at once, the rest as they scroll into view. */
const FIRST_ROW = 2;

export default function ExploreListScreen() {
  const { t } = useTranslation('stories');
  const [snapshot, send] = useMachine(storyListMachine, { input: { source: 'all' } });
  const { context } = snapshot;
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SEARCH', keyword: formText(event.currentTarget, 'keyword') });
  };
  return (
    <ScreenFrame
      title={t('list.title')}
      actions={
        <>
          <RouteLink className="button button--secondary" to="myPublish">
            <span className="pi pi-book" aria-hidden="true" /> {t('list.myStories')}
          </RouteLink>
          <RouteLink className="button button--primary" to="explorAdd">
            <span className="pi pi-pencil" aria-hidden="true" /> {t('list.write')}
          </RouteLink>
        </>
      }
    >
      <p className="explore-intro">{t('list.intro')}</p>
      <div className="explore-toolbar">
        <div className="explore-tabs" role="group" aria-label={t('list.sortLabel')}>
          {(['latest', 'popular'] as const).map((sort) => (
            <button key={sort} type="button" className="explore-tab" aria-pressed={context.sort === sort} onClick={() => send({ type: 'SORT', sort })}>
              {t(`list.sort.${sort}`)}
            </button>
          ))}
        </div>
        <form className="explore-search" role="search" onSubmit={search}>
          <label className="explore-visually-hidden" htmlFor="story-search">
            {t('list.searchLabel')}
          </label>
          <input id="story-search" name="keyword" type="search" placeholder={t('list.searchPlaceholder')} />
          <button type="submit" className="button button--primary">
            <span className="pi pi-search" aria-hidden="true" /> {t('list.search')}
          </button>
        </form>
      </div>
      {context.keyword && snapshot.matches('ready') ? <p className="explore-results">{t('list.results', { count: context.total, keyword: context.keyword })}</p> : null}
      {snapshot.hasTag('busy') ? <LoadingState /> : null}
      {snapshot.hasTag('error') ? <ErrorState failure={snapshot.context.failure} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {snapshot.matches('ready') && context.rows.length === 0 ? <EmptyState text={t('list.empty')} /> : null}
      {snapshot.matches('ready') ? (
        <ul className="story-grid">
          {context.rows.map((story, index) => (
            <li key={story.id}>
              <StoryCard story={story} eager={index < FIRST_ROW} lead={index === 0} />
            </li>
          ))}
        </ul>
      ) : null}
      {snapshot.matches('ready') && context.rows.length < context.total ? (
        <div className="explore-more">
          <button type="button" className="button button--secondary" disabled={snapshot.matches({ ready: 'loadingMore' })} onClick={() => send({ type: 'MORE' })}>
            {t('list.more')}
          </button>
        </div>
      ) : null}
    </ScreenFrame>
  );
}
