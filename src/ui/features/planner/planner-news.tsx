import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { latestReply } from '../../../machines/planner/chat-messages';
import type { GenerationActor } from '../../../machines/planner/generation.machine';
import { RouteLink } from '../../components/route-link';

/** Which line the indicator shows, or null when there is nothing to tell (idle). */
function usePlannerNews(planner: GenerationActor): { key: string; day?: number; total?: number; live: boolean } | null {
  return useSelector(planner, (s) => {
    const reply = latestReply(s.context.messages);
    if (!reply) return null;
    const itinerary = reply.kind === 'itinerary';
    if (s.hasTag('busy')) {
      const progress = reply.progress;
      if (!itinerary) return { key: 'shell:planningIndicator.answering', live: true };
      return progress?.step === 'day'
        ? { key: 'shell:planningIndicator.day', day: progress.day, total: progress.totalDays, live: true }
        : { key: 'shell:planningIndicator.planning', live: true };
    }
    if (!s.context.unseen) return null;
    if (reply.status === 'done') return { key: itinerary ? 'shell:planningIndicator.itineraryReady' : 'shell:planningIndicator.answerReady', live: false };
    return { key: 'shell:planningIndicator.failed', live: false };
  }, (a, b) => a?.key === b?.key && a?.day === b?.day);
}

/** The indicator's line, once the planner's generation actor is there (its code comes after the first screen). */
export default function PlannerNews({ planner, placement }: { planner: GenerationActor; placement: 'header' | 'phone' }) {
  const { t } = useTranslation();
  const news = usePlannerNews(planner);
  // the header has no room for the whole sentence beside the clock and the tabs: there it is set on two short lines
  const twoLines = placement === 'header' && news?.key === 'shell:planningIndicator.day';
  return news ? (
    <RouteLink to="travelItinerary" className={`planning-indicator${news.live ? '' : ' planning-indicator--settled'}`}>
      <span className={`pi ${news.live ? 'pi-spin pi-spinner' : 'pi-map'}`} aria-hidden="true" />
      {twoLines ? (
        <>
          <span className="planning-indicator__lines" aria-hidden="true">
            <span className="planning-indicator__label">{t('shell:planningIndicator.planning')}</span>
            <span className="planning-indicator__text">{t('shell:planningAnnounce.day', { day: news.day, total: news.total })}</span>
          </span>
          <span className="visually-hidden">{t(news.key, { day: news.day, total: news.total })} — {t('shell:planningIndicator.open')}</span>
        </>
      ) : (
        <>
          <span className="planning-indicator__text">{t(news.key, { day: news.day, total: news.total })}</span>
          <span className="visually-hidden"> — {t('shell:planningIndicator.open')}</span>
        </>
      )}
    </RouteLink>
  ) : null;
}
