import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { questionsMachine } from '../../../machines/support/questions.machine';
import { QUESTION_MAX, questionError } from '../../../lib/catalogue-validation';
import { ScreenFrame } from '../../components/screen-frame';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { Field } from '../../components/field';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { formatDateTime } from '../../components/format';
import { useSignedIn } from '../../session-context';
import '../../components/content.css';

/** questions: the traveller's questions to the service team and the answers. */
export default function QuestionsScreen() {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useMachine(questionsMachine, { input: { signedIn: useSignedIn() } });
  const { questions, draft, showError } = snapshot.context;
  const ready = snapshot.matches('ready');
  const sending = snapshot.matches({ ready: { ask: 'sending' } });
  const refreshing = snapshot.matches({ ready: { list: 'refreshing' } });
  const problem = showError ? questionError(draft) : null;
  return (
    <ScreenFrame title={t('support:questions.title')}>
      <p className="catalogue__lead">{t('support:questions.lead')}</p>
      {snapshot.matches('signedOut') ? <SignInPrompt text={t('support:questions.signInText')} onSignIn={() => send({ type: 'SIGN_IN' })} /> : null}
      {snapshot.hasTag('busy') ? <LoadingState /> : null}
      {snapshot.hasTag('error') ? <ErrorState failure={snapshot.context.failure} text={t('support:questions.loadFailed')} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {ready ? (
        <div className="questions">
          <form
            className="questions__ask"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'ASK' });
            }}
          >
            <h2>{t('support:questions.askTitle')}</h2>
            <Field
              label={t('support:questions.yourQuestion')}
              multiline
              rows={4}
              value={draft}
              maxLength={QUESTION_MAX}
              counted
              onChange={(value) => send({ type: 'DRAFT.CHANGE', value })}
              error={problem ? t(`support:questions.errors.${problem}`) : undefined}
            />
            <button type="submit" className="button button--primary" disabled={sending}>
              <span className={`pi ${sending ? 'pi-spin pi-spinner' : 'pi-send'}`} aria-hidden="true" /> {t('support:questions.send')}
            </button>
          </form>
          <section className="questions__list" aria-labelledby="questions-mine">
            <div className="questions__list-head">
              <h2 id="questions-mine">{t('support:questions.mine')}</h2>
              <button type="button" className="button button--quiet" disabled={refreshing} onClick={() => send({ type: 'REFRESH' })}>
                <span className={`pi pi-refresh${refreshing ? ' pi-spin' : ''}`} aria-hidden="true" /> {t('support:questions.refresh')}
              </button>
            </div>
            {questions.length === 0 ? <EmptyState text={t('support:questions.empty')} /> : null}
            <ul className="question-list">
              {questions.map((item) => (
                <li key={item.id} className="question-card">
                  <p className="question-card__meta">{t('support:questions.askedOn', { date: formatDateTime(item.createTime, i18n.language) })}</p>
                  <h3 className="question-card__question" dir="auto">{item.question}</h3>
                  {item.answer ? (
                    <div className="question-card__answer">
                      <p className="question-card__label">
                        <span className="pi pi-comments" aria-hidden="true" /> {t('support:questions.answer')}
                        {item.answerTime ? <span> · {formatDateTime(item.answerTime, i18n.language)}</span> : null}
                      </p>
                      <p dir="auto">{item.answer}</p>
                    </div>
                  ) : (
                    <p className="question-card__waiting">
                      <span className="pi pi-clock" aria-hidden="true" /> {t('support:questions.waiting')}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </ScreenFrame>
  );
}
