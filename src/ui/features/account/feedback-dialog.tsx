import { useCallback, useId } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { FEEDBACK_IMAGES_MAX, FEEDBACK_IMAGE_LIMIT_MB, type feedbackMachine } from '../../../machines/account/feedback.machine';
import { FEEDBACK_MAX, IMAGE_EXTENSIONS } from '../../../lib/validation';
import { Field } from '../../components/field';
import { useDictionary } from '../../dictionaries-context';
import { DialogActions, DialogForm } from './dialog-form';
import { AccountDialog } from './settings-dialogs';

type FeedbackActor = ActorRefFrom<typeof feedbackMachine>;

function ImagePreview({ file, label, onRemove }: { file: File; label: string; onRemove: () => void }) {
  // the picture's address lives exactly as long as the <img> that shows it
  const showFile = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const objectUrl = URL.createObjectURL(file);
      image.src = objectUrl;
      return () => URL.revokeObjectURL(objectUrl);
    },
    [file],
  );
  return (
    <li className="feedback-images__item">
      <img ref={showFile} alt={file.name} />
      <button type="button" className="feedback-images__remove" aria-label={label} onClick={onRemove}>
        <span className="pi pi-times" aria-hidden="true" />
      </button>
    </li>
  );
}

/** Translated label of a feedback type from the dictionary (1 technical bug, 2 optimisation suggestion). */
export function useFeedbackTypeLabel() {
  const { t } = useTranslation('account');
  const types = useDictionary('feedbackType');
  return (value: string | number) => {
    const item = types.find((type) => type.value === String(value));
    return t(`feedback.types.${String(value)}`, { defaultValue: item?.label ?? String(value) });
  };
}

export function FeedbackDialog({ actor }: { actor: FeedbackActor }) {
  const { t } = useTranslation('account');
  const imagesId = useId();
  const types = useDictionary('feedbackType');
  const typeLabel = useFeedbackTypeLabel();
  const open = useSelector(actor, (s) => s.matches({ form: 'open' }));
  const sending = useSelector(actor, (s) => s.matches({ form: { open: 'sending' } }));
  const { type, content, email, images, errors } = useSelector(actor, (s) => s.context);
  return (
    <AccountDialog visible={open} title={t('feedback.title')} width={600} onClose={() => actor.send({ type: 'CLOSE' })}>
      <DialogForm onSubmit={() => actor.send({ type: 'SUBMIT' })}>
        <Field
          label={t('feedback.type')}
          value={type}
          error={errors.type ? t(`errors.${errors.type}`) : undefined}
          onChange={(value) => actor.send({ type: 'FIELD.CHANGE', field: 'type', value })}
          options={
            <>
              <option value="">{t('feedback.typePlaceholder')}</option>
              {types.map((item) => (
                <option key={item.value} value={item.value}>
                  {typeLabel(item.value)}
                </option>
              ))}
            </>
          }
        />
        <Field
          label={t('feedback.content')}
          multiline
          rows={5}
          maxLength={FEEDBACK_MAX}
          counted
          placeholder={t('feedback.contentPlaceholder')}
          value={content}
          error={errors.content ? t(`errors.${errors.content}`) : undefined}
          onChange={(value) => actor.send({ type: 'FIELD.CHANGE', field: 'content', value })}
        />
        <Field
          label={t('feedback.email')}
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email ? t(`errors.${errors.email}`) : undefined}
          onChange={(value) => actor.send({ type: 'FIELD.CHANGE', field: 'email', value })}
        />
        <div className="field">
          <span className="field__label">{t('feedback.images')}</span>
          <ul className="feedback-images">
            {images.map((file, index) => (
              <ImagePreview
                key={`${file.name}-${index}`}
                file={file}
                label={t('feedback.removeImage', { index: index + 1 })}
                onRemove={() => actor.send({ type: 'IMAGE.REMOVE', index })}
              />
            ))}
            {images.length < FEEDBACK_IMAGES_MAX ? (
              <li>
                <label className="feedback-images__add" htmlFor={imagesId}>
                  <span className="pi pi-plus" aria-hidden="true" />
                  <span>{t('feedback.addImage')}</span>
                </label>
                <input
                  id={imagesId}
                  className="visually-hidden"
                  type="file"
                  multiple
                  accept={IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
                  onChange={(event) => {
                    actor.send({ type: 'IMAGES.ADD', files: Array.from(event.target.files ?? []) });
                    event.target.value = '';
                  }}
                />
              </li>
            ) : null}
          </ul>
          <p className="field__hint">{t('feedback.imagesHint', { count: FEEDBACK_IMAGES_MAX, size: FEEDBACK_IMAGE_LIMIT_MB })}</p>
        </div>
        <DialogActions submit={t('feedback.submit')} busy={sending} back={t('cancel')} onBack={() => actor.send({ type: 'CLOSE' })} />
      </DialogForm>
    </AccountDialog>
  );
}
