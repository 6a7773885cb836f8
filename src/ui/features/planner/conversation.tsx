import { type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiQuestion } from '../../../api/types/planner';
import { FieldError } from '../../components/field';

/**
 * Questions travellers often ask, offered in the empty conversation: pressing one asks it. They show in the
 * conversation's empty space, so their arrival (a call after the first paint) moves nothing on the screen.
 */
export function SuggestedQuestions({ questions, onAsk }: { questions: readonly AiQuestion[]; onAsk: (question: string) => void }) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  return (
    <div className="conversation__suggestions" role="group" aria-label={t('planner:chat.suggestions')}>
      {questions.map((question) => (
        <button key={question.id} type="button" className="chip" onClick={() => onAsk(question.question)}>
          {question.question}
        </button>
      ))}
    </div>
  );
}

/**
 * The chat box; its draft lives in the generation actor, so it outlives the page and a reload until it is sent.
 * `error` is the message to show. Without `maxLength` any length may be typed and the machine refuses what is too long.
 */
export function Composer({ busy, stopLabel, draft, error, placeholder, maxLength, onDraftChange, onAsk, onStop }: {
  busy: boolean;
  /** what Stop stops, when it is not the reply being written */
  stopLabel?: string;
  draft: string;
  error: string | null;
  placeholder: string;
  maxLength?: number;
  onDraftChange: (text: string) => void;
  onAsk: (question: string) => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    onAsk(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className="composer" onSubmit={submit} noValidate>
      <div className="composer__row">
        <label className="visually-hidden" htmlFor="chat-question">{t('planner:chat.inputLabel')}</label>
        <textarea
          id="chat-question"
          className="composer__input"
          rows={2}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-invalid={error !== null}
          aria-describedby={error ? 'chat-question-error' : undefined}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {busy ? (
          <button type="button" className="button button--danger" onClick={onStop}>
            <span className="pi pi-stop" aria-hidden="true" /> {stopLabel ?? t('planner:chat.stop')}
          </button>
        ) : null}
        <button type="submit" className="button button--primary">
          <span className="pi pi-send" aria-hidden="true" /> {t('planner:chat.send')}
        </button>
      </div>
      {error ? <FieldError id="chat-question-error">{error}</FieldError> : null}
    </form>
  );
}
