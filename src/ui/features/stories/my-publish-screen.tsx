import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RouteLink } from '../../components/route-link';
import { AppDialog } from '../../components/app-dialog';
import { publish } from '../../../lib/app-events';
import { storyListMachine, type StorySource } from '../../../machines/stories/story-list.machine';
import { useSignedIn } from '../../session-context';
import { ScreenFrame } from '../../components/screen-frame';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { StoryCard } from './story-card';
import './stories.css';

type Tab = Extract<StorySource, 'mine' | 'collected'>;

export default function MyPublishScreen() {
  const { t } = useTranslation('stories');
  const signedIn = useSignedIn();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'collected' ? 'collected' : 'mine';
  return (
    <ScreenFrame
      title={t('mine.title')}
      actions={
        <RouteLink className="button button--primary" to="explorAdd">
          <span className="pi pi-pencil" aria-hidden="true" /> {t('list.write')}
        </RouteLink>
      }
    >
      {signedIn ? (
        <>
          <div className="explore-tabs" role="tablist" aria-label={t('mine.tabsLabel')}>
            {(['mine', 'collected'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`panel-${name}`}
                className="explore-tab"
                onClick={() => setParams(name === 'mine' ? {} : { tab: name })}
              >
                {t(`mine.tabs.${name}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            <StoryShelf key={tab} source={tab} />
          </div>
        </>
      ) : (
        <div className="explore-signin">
          <span className="pi pi-lock" aria-hidden="true" />
          <p>{t('mine.signIn')}</p>
          <button type="button" className="button button--primary" onClick={() => publish({ type: 'login.requested' })}>
            {t('mine.signInButton')}
          </button>
        </div>
      )}
    </ScreenFrame>
  );
}

function StoryShelf({ source }: { source: Tab }) {
  const { t } = useTranslation('stories');
  const [snapshot, send] = useMachine(storyListMachine, { input: { source } });
  const { context } = snapshot;
  const pending = context.pendingRemoval;
  const confirming = snapshot.hasTag('confirmingRemoval');
  return (
    <>
      {snapshot.hasTag('busy') ? <LoadingState /> : null}
      {snapshot.hasTag('error') ? <ErrorState failure={snapshot.context.failure} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {snapshot.matches('ready') && context.rows.length === 0 ? <EmptyState text={t(`mine.empty.${source}`)} /> : null}
      {snapshot.matches('ready') ? (
        <ul className="story-grid">
          {context.rows.map((story) => (
            <li key={story.id}>
              <StoryCard
                story={story}
                actions={
                  source === 'mine' ? (
                    <>
                      <RouteLink className="button button--secondary" to="explorAdd" query={{ id: story.id }} aria-label={t('mine.editStory', { title: story.title })}>
                        <span className="pi pi-pencil" aria-hidden="true" /> {t('mine.edit')}
                      </RouteLink>
                      <button
                        type="button"
                        className="button button--danger"
                        aria-label={t('mine.deleteStory', { title: story.title })}
                        onClick={() => send({ type: 'REMOVE.ASK', id: story.id })}
                      >
                        <span className="pi pi-trash" aria-hidden="true" /> {t('mine.delete')}
                      </button>
                    </>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {snapshot.matches('ready') && context.rows.length < context.total ? (
        <div className="explore-more">
          <button type="button" className="button button--secondary" onClick={() => send({ type: 'MORE' })}>
            {t('list.more')}
          </button>
        </div>
      ) : null}
      <AppDialog
        header={t('mine.confirmTitle')}
        visible={confirming}
        onHide={() => send({ type: 'REMOVE.CANCEL' })}
        style={{ inlineSize: 'min(420px, 92vw)' }}
        footer={
          <div className="explore-dialog-actions">
            <button type="button" className="button button--secondary" onClick={() => send({ type: 'REMOVE.CANCEL' })}>
              {t('mine.keep')}
            </button>
            <button type="button" className="button button--danger" disabled={snapshot.matches({ ready: 'removing' })} onClick={() => send({ type: 'REMOVE.CONFIRM' })}>
              {t('mine.confirmDelete')}
            </button>
          </div>
        }
      >
        <p>{t('mine.confirmText', { title: pending?.title ?? '' })}</p>
      </AppDialog>
    </>
  );
}
