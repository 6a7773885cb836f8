import { useEffect, type ChangeEvent, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hrefTo } from '../../navigation';
import { AppDialog } from '../../components/app-dialog';
import { storyEditorMachine, storyPayload, type EditorBlock, type StoryEditorContext, type StoryEditorEvent } from '../../../machines/stories/story-editor.machine';
import { STORY_COVER_MIN, STORY_HEADING_MAX, STORY_IMAGE_MAX_MB, STORY_TITLE_MAX } from '../../../lib/story-rules';
import { mediaUrl } from '../../../lib/media';
import { useSignedIn } from '../../session-context';
import { ScreenFrame } from '../../components/screen-frame';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { formText } from '../../../lib/form-text';
import { StoryBody } from './story-body';
import './stories.css';

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif';
type Send = (event: StoryEditorEvent) => void;

export default function ExploreAddScreen() {
  const [params] = useSearchParams();
  const editingId = params.get('id') ? Number(params.get('id')) : null;
  return <StoryEditor key={editingId ?? 'new'} editingId={editingId} />;
}

function pickedFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.target.files ?? []);
  event.target.value = '';
  return files;
}

function StoryEditor({ editingId }: { editingId: number | null }) {
  const { t } = useTranslation('stories');
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [snapshot, send] = useMachine(storyEditorMachine, { input: { editingId, signedIn } });
  const { context } = snapshot;
  const published = context.published;
  useEffect(() => {
    if (published) void navigate(hrefTo('explorInfo', { id: published.id }), { replace: true });
  }, [published, navigate]);

  const busy = snapshot.matches('uploading') || snapshot.matches('publishing');
  const title = editingId === null ? t('editor.newTitle') : t('editor.editTitle');
  if (snapshot.matches('loadingStory')) return <ScreenFrame title={title}><LoadingState /></ScreenFrame>;
  if (snapshot.matches('loadFailed')) {
    return (
      <ScreenFrame title={title}>
        <ErrorState failure={context.loadFailure} notFoundText={t('reader.missing')} onRetry={() => send({ type: 'RETRY' })} />
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame
      title={title}
      actions={
        <button type="button" className="button button--secondary" onClick={() => send({ type: 'DIALOG.OPEN', dialog: 'preview' })}>
          <span className="pi pi-eye" aria-hidden="true" /> {t('editor.preview')}
        </button>
      }
    >
      <RestorePrompt visible={snapshot.matches('restorePrompt')} send={send} />
      <form className="editor" noValidate onSubmit={(event) => { event.preventDefault(); send({ type: 'PUBLISH' }); }}>
        <CoverPicker context={context} send={send} />
        <div className="editor__field">
          <label htmlFor="story-title" className="editor__label">{t('editor.titleLabel')}</label>
          <input
            id="story-title"
            className="editor__title-input"
            value={context.title}
            placeholder={t('editor.titlePlaceholder')}
            aria-invalid={context.problems.some((p) => p.startsWith('title')) || undefined}
            onChange={(event) => send({ type: 'TITLE', text: event.target.value })}
          />
          <span className={`editor__counter${context.title.trim().length > STORY_TITLE_MAX ? ' editor__counter--over' : ''}`}>
            {t('editor.counter', { count: context.title.trim().length, max: STORY_TITLE_MAX })}
          </span>
        </div>
        <Toolbar context={context} send={send} />
        <section className="editor__blocks" aria-label={t('editor.contentLabel')}>
          {context.blocks.length === 0 ? <p className="editor__placeholder">{t('editor.contentPlaceholder')}</p> : null}
          {context.blocks.map((block, index) => (
            <BlockEditor key={block.key} block={block} index={index} last={index === context.blocks.length - 1} send={send} />
          ))}
        </section>
        {context.tripTitle ? (
          <p className="editor__trip">
            <span className="pi pi-map" aria-hidden="true" /> {t('editor.tripAttached', { title: context.tripTitle })}
            <button type="button" className="link-button" onClick={() => send({ type: 'TRIP.PICK', trip: null })}>{t('editor.tripRemove')}</button>
          </p>
        ) : null}
        <Messages context={context} />
        {snapshot.matches('failed') ? <p className="editor__failed" role="alert">{t('editor.failed')}</p> : null}
        <div className="editor__footer">
          <span className="editor__saved" aria-live="polite">{context.title || context.blocks.length ? t('editor.draftSaved') : ''}</span>
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {snapshot.matches('uploading') ? t('editor.uploading') : snapshot.matches('publishing') ? t('editor.publishing') : editingId === null ? t('editor.publish') : t('editor.saveChanges')}
          </button>
        </div>
      </form>
      <HeadingDialog visible={context.dialog === 'heading'} send={send} />
      <PasteDialog visible={context.dialog === 'paste'} send={send} />
      <TripDialog context={context} send={send} />
      <AppDialog header={t('editor.previewTitle')} visible={context.dialog === 'preview'} onHide={() => send({ type: 'DIALOG.CLOSE' })} style={{ inlineSize: 'min(880px, 96vw)' }}>
        <Preview context={context} />
      </AppDialog>
    </ScreenFrame>
  );
}

function RestorePrompt({ visible, send }: { visible: boolean; send: Send }) {
  const { t } = useTranslation('stories');
  return (
    <AppDialog
      header={t('editor.restoreTitle')}
      visible={visible}
      closable={false}
      onHide={() => send({ type: 'DISCARD' })}
      style={{ inlineSize: 'min(450px, 92vw)' }}
      footer={
        <div className="explore-dialog-actions">
          {/* first, so the dialog opens on the choice that loses nothing */}
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RESTORE' })}>{t('editor.restore')}</button>
          <button type="button" className="button button--secondary" onClick={() => send({ type: 'DISCARD' })}>{t('editor.discard')}</button>
        </div>
      }
    >
      <p>{t('editor.restoreText')}</p>
    </AppDialog>
  );
}

function CoverPicker({ context, send }: { context: StoryEditorContext; send: Send }) {
  const { t } = useTranslation('stories');
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = pickedFiles(event);
    if (file) send({ type: 'COVER.PICK', file });
  };
  return (
    <div className={`editor__cover${context.cover ? ' editor__cover--set' : ''}${context.problems.includes('coverRequired') ? ' editor__cover--invalid' : ''}`}>
      {context.cover ? <img src={mediaUrl(context.cover.url)} alt={t('editor.coverPreview')} /> : null}
      <div className="editor__cover-controls">
        <label className="button button--primary editor__file">
          <span className="pi pi-image" aria-hidden="true" /> {context.cover ? t('editor.coverChange') : t('editor.coverChoose')}
          <input type="file" accept={IMAGE_ACCEPT} onChange={pick} />
        </label>
        {context.cover ? (
          <button type="button" className="button button--secondary" onClick={() => send({ type: 'COVER.REMOVE' })}>{t('editor.coverRemove')}</button>
        ) : null}
        <p className="editor__hint">{t('editor.coverHint', { width: STORY_COVER_MIN.width, height: STORY_COVER_MIN.height })}</p>
      </div>
    </div>
  );
}

function Toolbar({ context, send }: { context: StoryEditorContext; send: Send }) {
  const { t } = useTranslation('stories');
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = pickedFiles(event);
    if (files.length) send({ type: 'IMAGES.PICK', files });
  };
  return (
    <div className="editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      <button type="button" className="editor__tool" onClick={() => send({ type: 'TEXT.ADD' })}>
        <span className="pi pi-align-left" aria-hidden="true" /> {t('editor.addParagraph')}
      </button>
      <button type="button" className="editor__tool" onClick={() => send({ type: 'DIALOG.OPEN', dialog: 'heading' })}>
        <span className="pi pi-hashtag" aria-hidden="true" /> {t('editor.addHeading')}
      </button>
      <label className="editor__tool editor__file">
        <span className="pi pi-images" aria-hidden="true" /> {t('editor.insertImages')}
        <input type="file" accept={IMAGE_ACCEPT} multiple onChange={pick} />
      </label>
      <button type="button" className="editor__tool" onClick={() => send({ type: 'DIALOG.OPEN', dialog: 'paste' })}>
        <span className="pi pi-clipboard" aria-hidden="true" /> {t('editor.paste')}
      </button>
      <button type="button" className="editor__tool" onClick={() => send({ type: 'DIALOG.OPEN', dialog: 'trips' })}>
        <span className="pi pi-map" aria-hidden="true" /> {context.tripId ? t('editor.tripChange') : t('editor.tripAttach')}
      </button>
    </div>
  );
}

function BlockEditor({ block, index, last, send }: { block: EditorBlock; index: number; last: boolean; send: Send }) {
  const { t } = useTranslation('stories');
  const id = `block-${block.key}`;
  const label =
    block.type === 'heading' ? t('editor.headingLabel', { n: index + 1 }) : block.type === 'text' ? t('editor.paragraphLabel', { n: index + 1 }) : t('editor.imageLabel', { n: index + 1 });
  return (
    <div className={`editor-block editor-block--${block.type}`}>
      {block.type === 'image' ? (
        <figure className="editor-block__figure">
          <img src={mediaUrl(block.url)} alt={label} />
          <figcaption>{t('editor.imageSize', { width: block.width, height: block.height })}</figcaption>
        </figure>
      ) : (
        <>
          <label className="editor__label editor__label--small" htmlFor={id}>{label}</label>
          {block.type === 'heading' ? (
            <>
              <input id={id} className="editor-block__heading" value={block.text} onChange={(event) => send({ type: 'BLOCK.CHANGE', key: block.key, text: event.target.value })} />
              <span className={`editor__counter${block.text.trim().length > STORY_HEADING_MAX ? ' editor__counter--over' : ''}`}>
                {t('editor.counter', { count: block.text.trim().length, max: STORY_HEADING_MAX })}
              </span>
            </>
          ) : (
            <textarea id={id} className="editor-block__text" rows={4} value={block.text} placeholder={t('editor.paragraphPlaceholder')} onChange={(event) => send({ type: 'BLOCK.CHANGE', key: block.key, text: event.target.value })} />
          )}
        </>
      )}
      <div className="editor-block__tools">
        <button type="button" className="editor-block__tool" disabled={index === 0} aria-label={t('editor.moveUp', { label })} onClick={() => send({ type: 'BLOCK.MOVE', key: block.key, by: -1 })}>
          <span className="pi pi-arrow-up" aria-hidden="true" />
        </button>
        <button type="button" className="editor-block__tool" disabled={last} aria-label={t('editor.moveDown', { label })} onClick={() => send({ type: 'BLOCK.MOVE', key: block.key, by: 1 })}>
          <span className="pi pi-arrow-down" aria-hidden="true" />
        </button>
        <button type="button" className="editor-block__tool" aria-label={t('editor.removeBlock', { label })} onClick={() => send({ type: 'BLOCK.REMOVE', key: block.key })}>
          <span className="pi pi-times" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

function Messages({ context }: { context: StoryEditorContext }) {
  const { t } = useTranslation('stories');
  if (!context.problems.length && !context.rejections.length) return null;
  return (
    <div className="editor__messages" role="alert">
      {context.problems.length ? (
        <ul>
          {context.problems.map((problem) => (
            <li key={problem}>{t(`editor.problem.${problem}`, { title: STORY_TITLE_MAX, heading: STORY_HEADING_MAX })}</li>
          ))}
        </ul>
      ) : null}
      {context.rejections.length ? (
        <ul>
          {context.rejections.map((rejection, index) => (
            <li key={`${rejection.name}-${index}`}>
              {t(`editor.rejection.${rejection.reason}`, { name: rejection.name, mb: STORY_IMAGE_MAX_MB, width: STORY_COVER_MIN.width, height: STORY_COVER_MIN.height })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function HeadingDialog({ visible, send }: { visible: boolean; send: Send }) {
  const { t } = useTranslation('stories');
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = formText(event.currentTarget, 'heading').trim();
    if (text) send({ type: 'HEADING.ADD', text });
  };
  return (
    <AppDialog header={t('editor.headingDialog')} visible={visible} onHide={() => send({ type: 'DIALOG.CLOSE' })} style={{ inlineSize: 'min(450px, 92vw)' }}>
      <form className="editor-dialog" onSubmit={add}>
        <label className="editor__label" htmlFor="new-heading">{t('editor.headingInput')}</label>
        <input id="new-heading" name="heading" maxLength={STORY_HEADING_MAX} required />
        <p className="editor__hint">{t('editor.headingHint', { max: STORY_HEADING_MAX })}</p>
        <div className="explore-dialog-actions">
          <button type="submit" className="button button--primary">{t('editor.headingAdd')}</button>
        </div>
      </form>
    </AppDialog>
  );
}

function PasteDialog({ visible, send }: { visible: boolean; send: Send }) {
  const { t } = useTranslation('stories');
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = formText(event.currentTarget, 'pasted');
    if (text.trim()) send({ type: 'PASTE.ADD', text });
  };
  return (
    <AppDialog header={t('editor.pasteDialog')} visible={visible} onHide={() => send({ type: 'DIALOG.CLOSE' })} style={{ inlineSize: 'min(600px, 94vw)' }}>
      <form className="editor-dialog" onSubmit={add}>
        <label className="editor__label" htmlFor="pasted-text">{t('editor.pasteInput')}</label>
        <textarea id="pasted-text" name="pasted" rows={10} />
        <p className="editor__hint">{t('editor.pasteHint')}</p>
        <div className="explore-dialog-actions">
          <button type="submit" className="button button--primary">{t('editor.pasteAdd')}</button>
        </div>
      </form>
    </AppDialog>
  );
}

function TripDialog({ context, send }: { context: StoryEditorContext; send: Send }) {
  const { t } = useTranslation('stories');
  return (
    <AppDialog header={t('editor.tripDialog')} visible={context.dialog === 'trips'} onHide={() => send({ type: 'DIALOG.CLOSE' })} style={{ inlineSize: 'min(567px, 94vw)' }}>
      {context.trips === null ? <LoadingState /> : null}
      {context.trips?.length === 0 ? <EmptyState text={t('editor.tripEmpty')} /> : null}
      {context.trips?.length ? (
        <ul className="editor-trips">
          {context.trips.map((trip) => (
            <li key={trip.id}>
              <button type="button" className="editor-trips__item" aria-pressed={context.tripId === trip.id} onClick={() => send({ type: 'TRIP.PICK', trip })}>
                <span className="editor-trips__title">{trip.title}</span>
                <span className="editor-trips__meta">{t('editor.tripMeta', { count: trip.days, cities: trip.cities.join(' · ') })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </AppDialog>
  );
}

function Preview({ context }: { context: StoryEditorContext }) {
  const { t } = useTranslation('stories');
  const story = storyPayload(context);
  return (
    <article className="story story--preview">
      {story.cover ? <img className="story__cover" src={mediaUrl(story.cover)} alt="" /> : null}
      <header className="story__header">
        <h2 className="story__title">{story.title || t('editor.untitled')}</h2>
      </header>
      {story.content.length ? <StoryBody blocks={story.content} headingLevel={3} /> : <p className="editor__placeholder">{t('editor.contentPlaceholder')}</p>}
    </article>
  );
}
