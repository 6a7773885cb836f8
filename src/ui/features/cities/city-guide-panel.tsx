import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { cityGuideMachine } from '../../../machines/cities/city-guide.machine';
import { Paragraph, SealedParagraphs } from '../../components/rich-text';

/** The AI guide to one city: the stored one, or streamed on request with stop, error and write-again. */
export function CityGuidePanel({ cityId, cityName }: { cityId: number; cityName: string }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(cityGuideMachine, { input: { cityId } });
  const guide = snapshot.context.guide;
  const streaming = snapshot.matches('streaming');
  const settled = snapshot.hasTag('settled');
  return (
    <section className="city-guide" aria-labelledby="city-guide-title" aria-busy={snapshot.hasTag('busy')}>
      <header className="city-guide__header">
        <span className="city-guide__icon pi pi-sparkles" aria-hidden="true" />
        <div>
          <h2 className="city-guide__title" id="city-guide-title">
            {t('cities:guide.title')}
          </h2>
          <p className="city-guide__intro">{t('cities:guide.intro', { city: cityName })}</p>
        </div>
        <div className="city-guide__actions">
          {snapshot.matches('idle') ? (
            <button type="button" className="button button--primary" onClick={() => send({ type: 'START' })}>
              <span className="pi pi-sparkles" aria-hidden="true" /> {t('cities:guide.write')}
            </button>
          ) : null}
          {streaming ? (
            <button type="button" className="button button--quiet" onClick={() => send({ type: 'STOP' })}>
              <span className="pi pi-stop-circle" aria-hidden="true" /> {t('planner:chat.stop')}
            </button>
          ) : null}
          {settled ? (
            <button type="button" className="button button--quiet" onClick={() => send({ type: 'START' })}>
              <span className="pi pi-refresh" aria-hidden="true" /> {t(snapshot.matches('failed') ? 'planner:reply.retry' : 'cities:guide.rewrite')}
            </button>
          ) : null}
        </div>
      </header>
      {streaming ? (
        <p className="city-guide__progress" role="status">
          <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('cities:guide.writing')}
        </p>
      ) : null}
      {guide && (guide.paragraphs.length > 0 || guide.openParagraph) ? (
        <div className="city-guide__text reply__text">
          <SealedParagraphs paragraphs={guide.paragraphs} />
          {guide.openParagraph ? <Paragraph text={guide.openParagraph} /> : null}
        </div>
      ) : null}
      {snapshot.matches('stopped') ? (
        <p className="city-guide__note city-guide__note--stopped">
          <span className="pi pi-stop-circle" aria-hidden="true" /> {t('planner:reply.stopped')}
        </p>
      ) : null}
      {snapshot.matches('failed') ? (
        <p className="city-guide__note city-guide__note--failed" role="alert">
          {t('planner:reply.streamError')}
        </p>
      ) : null}
    </section>
  );
}
