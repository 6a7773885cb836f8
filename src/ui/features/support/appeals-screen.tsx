import { useMachine, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { appealsMachine, ATTACHMENT_MAX_MB } from '../../../machines/support/appeals.machine';
import type { Appeal, AppealStatus } from '../../../api/types/support';
import { APPEAL_ATTACHMENTS_MAX, APPEAL_CONTENT_MAX, APPEAL_TITLE_MAX, appealErrors } from '../../../lib/catalogue-validation';
import { mediaUrl } from '../../../lib/media';
import { ScreenFrame } from '../../components/screen-frame';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useDictionary } from '../../dictionaries-context';
import { ContentDialog } from '../../components/content-dialog';
import { Field, FieldError } from '../../components/field';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { useSignedIn } from '../../session-context';
import { formatDateTime } from '../../components/format';
import '../../components/content.css';

type AppealsActor = ActorRefFrom<typeof appealsMachine>;

const STATUS_STEPS: readonly AppealStatus[] = ['pending', 'processing', 'resolved'];

/** appeals: a signed-in traveller files appeals, follows their status and removes them. */
export default function AppealsScreen() {
  const { t } = useTranslation();
  const [snapshot, send, actor] = useMachine(appealsMachine, { input: { signedIn: useSignedIn() } });
  const ready = snapshot.matches('ready');
  return (
    <ScreenFrame
      title={t('support:appeals.title')}
      actions={
        ready ? (
          <button type="button" className="button button--primary" onClick={() => send({ type: 'COMPOSE' })}>
            <span className="pi pi-plus" aria-hidden="true" /> {t('support:appeals.new')}
          </button>
        ) : undefined
      }
    >
      <p className="catalogue__lead">{t('support:appeals.lead')}</p>
      {snapshot.matches('signedOut') ? <SignInPrompt text={t('support:appeals.signInText')} onSignIn={() => send({ type: 'SIGN_IN' })} /> : null}
      {snapshot.hasTag('busy') ? <LoadingState /> : null}
      {snapshot.hasTag('error') ? <ErrorState failure={snapshot.context.failure} text={t('support:appeals.loadFailed')} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {ready ? <AppealList actor={actor} /> : null}
      {ready ? <AppealDetailDialog actor={actor} /> : null}
      {ready ? <ComposeDialog actor={actor} /> : null}
      {ready ? <RemoveDialog actor={actor} /> : null}
    </ScreenFrame>
  );
}

/** The type's name in the reader's language; a type this version does not know keeps the server's label. */
function useAppealTypeLabel() {
  const { t } = useTranslation();
  const types = useDictionary('appealType');
  return (value: string) => t(`support:appeals.types.${value}`, { defaultValue: types.find((item) => item.value === value)?.label ?? value });
}

function StatusBadge({ status }: { status: AppealStatus }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${status}`}>{t(`support:appeals.status.${status}`)}</span>;
}

function AppealList({ actor }: { actor: AppealsActor }) {
  const { t, i18n } = useTranslation();
  const appeals = useSelector(actor, (s) => s.context.appeals);
  const typeLabel = useAppealTypeLabel();
  if (appeals.length === 0) return <EmptyState text={t('support:appeals.empty')} />;
  return (
    <ul className="appeal-list">
      {appeals.map((appeal) => (
        <li key={appeal.id} className="appeal-card">
          <div className="appeal-card__head">
            <span className="appeal-card__type">{typeLabel(appeal.type)}</span>
            <StatusBadge status={appeal.status} />
          </div>
          <h2 className="appeal-card__title" dir="auto">{appeal.title}</h2>
          <p className="appeal-card__meta">
            {t('support:appeals.filedOn', { date: formatDateTime(appeal.createTime, i18n.language) })}
            {appeal.attachments.length > 0 ? ` · ${t('support:appeals.attachmentCount', { count: appeal.attachments.length })}` : ''}
          </p>
          <div className="appeal-card__actions">
            <button type="button" className="button button--quiet" onClick={() => actor.send({ type: 'VIEW', id: appeal.id })}>
              {t('support:appeals.view')}
              <span className="visually-hidden">: {appeal.title}</span>
            </button>
            <button type="button" className="button button--danger" onClick={() => actor.send({ type: 'REMOVE', id: appeal.id })}>
              {t('support:appeals.remove')}
              <span className="visually-hidden">: {appeal.title}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function AppealDetailDialog({ actor }: { actor: AppealsActor }) {
  const { i18n } = useTranslation();
  const detail = useSelector(actor, (s) => (s.matches({ ready: { detail: 'open' } }) ? s.context.detail : null));
  const typeLabel = useAppealTypeLabel();
  return (
    <ContentDialog visible={detail !== null} title={detail?.title ?? ''} width={640} onClose={() => actor.send({ type: 'DETAIL.CLOSE' })}>
      {detail ? <AppealDetail appeal={detail} typeLabel={typeLabel(detail.type)} language={i18n.language} /> : null}
    </ContentDialog>
  );
}

function AppealDetail({ appeal, typeLabel, language }: { appeal: Appeal; typeLabel: string; language: string }) {
  const { t } = useTranslation();
  const reached = STATUS_STEPS.indexOf(appeal.status);
  return (
    <div className="appeal-detail">
      <ol className="appeal-steps" aria-label={t('support:appeals.progress')}>
        {STATUS_STEPS.map((step, index) => (
          <li key={step} className={index <= reached ? 'appeal-steps__step appeal-steps__step--done' : 'appeal-steps__step'} aria-current={index === reached ? 'step' : undefined}>
            {t(`support:appeals.status.${step}`)}
          </li>
        ))}
      </ol>
      <dl className="appeal-detail__facts">
        <dt>{t('support:appeals.type')}</dt>
        <dd>{typeLabel}</dd>
        <dt>{t('support:appeals.filed')}</dt>
        <dd>{formatDateTime(appeal.createTime, language)}</dd>
        <dt>{t('support:appeals.updated')}</dt>
        <dd>{formatDateTime(appeal.updateTime, language)}</dd>
      </dl>
      <h3>{t('support:appeals.description')}</h3>
      <p className="appeal-detail__content" dir="auto">{appeal.content}</p>
      {appeal.attachments.length > 0 ? (
        <>
          <h3>{t('support:appeals.attachments')}</h3>
          <ul className="appeal-detail__attachments">
            {appeal.attachments.map((path, index) => (
              <li key={path}>
                <a href={mediaUrl(path)} target="_blank" rel="noreferrer">
                  <img src={mediaUrl(path)} alt={t('support:appeals.attachmentAlt', { number: index + 1 })} />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>{t('support:appeals.reply')}</h3>
      <p className={appeal.reply ? 'appeal-detail__reply' : 'appeal-detail__waiting'} dir="auto">{appeal.reply ?? t('support:appeals.noReply')}</p>
    </div>
  );
}

function ComposeDialog({ actor }: { actor: AppealsActor }) {
  const { t } = useTranslation();
  const open = useSelector(actor, (s) => !s.matches({ ready: { compose: 'closed' } }));
  const fields = useSelector(actor, (s) => s.context.fields);
  const attachments = useSelector(actor, (s) => s.context.attachments);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  const attachmentError = useSelector(actor, (s) => s.context.attachmentError);
  const uploading = useSelector(actor, (s) => s.matches({ ready: { compose: 'uploading' } }));
  const submitting = useSelector(actor, (s) => s.matches({ ready: { compose: 'submitting' } }));
  const types = useDictionary('appealType');
  const typeLabel = useAppealTypeLabel();
  const errors = showErrors ? appealErrors(fields) : {};
  const errorText = (key?: string) => (key ? t(`support:appeals.errors.${key}`) : undefined);
  const change = (field: keyof typeof fields) => (value: string) => actor.send({ type: 'FIELD.CHANGE', field, value });
  return (
    <ContentDialog
      visible={open}
      title={t('support:appeals.new')}
      width={640}
      onClose={() => actor.send({ type: 'COMPOSE.CLOSE' })}
      footer={
        <div className="content-dialog__footer">
          <button type="button" className="button button--quiet" onClick={() => actor.send({ type: 'COMPOSE.CLOSE' })}>
            {t('common:cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={submitting || uploading} onClick={() => actor.send({ type: 'SUBMIT' })}>
            {t('support:appeals.submit')}
          </button>
        </div>
      }
    >
      <div className="appeal-form">
        <Field
          label={t('support:appeals.type')}
          value={fields.type}
          onChange={change('type')}
          error={errorText(errors.type)}
          options={
            <>
              <option value="">{t('support:appeals.chooseType')}</option>
              {types.map((item) => (
                <option key={item.value} value={item.value}>
                  {typeLabel(item.value)}
                </option>
              ))}
            </>
          }
        />
        <Field label={t('support:appeals.titleLabel')} value={fields.title} maxLength={APPEAL_TITLE_MAX} onChange={change('title')} error={errorText(errors.title)} />
        <Field
          label={t('support:appeals.description')}
          multiline
          rows={5}
          value={fields.content}
          maxLength={APPEAL_CONTENT_MAX}
          counted
          onChange={change('content')}
          error={errorText(errors.content)}
        />
        <div className="appeal-form__attachments">
          <label className="button button--quiet appeal-form__upload">
            <span className={`pi ${uploading ? 'pi-spin pi-spinner' : 'pi-paperclip'}`} aria-hidden="true" /> {t('support:appeals.attach')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif"
              className="visually-hidden"
              disabled={uploading || attachments.length >= APPEAL_ATTACHMENTS_MAX}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) actor.send({ type: 'ATTACH', file });
                event.target.value = '';
              }}
            />
          </label>
          <p className="field__hint">{t('support:appeals.attachHint', { max: APPEAL_ATTACHMENTS_MAX, mb: ATTACHMENT_MAX_MB })}</p>
          {attachmentError ? (
            <FieldError>{t(`support:appeals.attachmentErrors.${attachmentError}`, { max: APPEAL_ATTACHMENTS_MAX, mb: ATTACHMENT_MAX_MB })}</FieldError>
          ) : null}
          {attachments.length > 0 ? (
            <ul className="appeal-form__files">
              {attachments.map((file) => (
                <li key={file.filePath}>
                  <img src={mediaUrl(file.filePath)} alt="" />
                  <span>{file.fileName}</span>
                  <button type="button" className="link-button" onClick={() => actor.send({ type: 'DETACH', filePath: file.filePath })}>
                    {t('support:appeals.detach')}
                    <span className="visually-hidden">: {file.fileName}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </ContentDialog>
  );
}

function RemoveDialog({ actor }: { actor: AppealsActor }) {
  const { t } = useTranslation();
  const open = useSelector(actor, (s) => !s.matches({ ready: { removal: 'idle' } }));
  const removing = useSelector(actor, (s) => s.matches({ ready: { removal: 'removing' } }));
  return (
    <ContentDialog
      visible={open}
      title={t('support:appeals.removeTitle')}
      width={450}
      onClose={() => actor.send({ type: 'REMOVE.CANCEL' })}
      footer={
        <div className="content-dialog__footer">
          <button type="button" className="button button--quiet" onClick={() => actor.send({ type: 'REMOVE.CANCEL' })}>
            {t('common:cancel')}
          </button>
          <button type="button" className="button button--danger" disabled={removing} onClick={() => actor.send({ type: 'REMOVE.CONFIRM' })}>
            {t('support:appeals.removeConfirm')}
          </button>
        </div>
      }
    >
      <p>{t('support:appeals.removeText')}</p>
    </ContentDialog>
  );
}
