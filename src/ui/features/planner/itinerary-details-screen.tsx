import { useSearchParams } from 'react-router-dom';
import { RouteLink } from '../../components/route-link';
import { useMachine, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { itineraryDetailsMachine, type ItinerarySource } from '../../../machines/planner/itinerary-details.machine';
import { ErrorState, LoadingState } from '../../components/states';
import { MISSING_ITEM } from '../../../machines/shared/failure';
import { formatTripDate, partyText, routeText } from './format';
import { ItineraryBody } from './itinerary-view';
import { currentPlan } from '../../../machines/planner/plan-versions.machine';
import { PlanEditor } from './plan-editor';
import { usePlanVersions } from './use-plan-versions';
import './planner.css';
// this screen opens showing a checked plan: the check downloads with it, beside the entry (routes.tsx awaits it)
import './plan-check/check-parts';
import { Isolate } from '../../components/bidi';

function Details({ source }: { source: ItinerarySource }) {
  const { t, i18n } = useTranslation();
  const [state, send] = useMachine(itineraryDetailsMachine, { input: source });
  const { itinerary: loaded, savedTripId } = state.context;
  const versions = usePlanVersions(loaded, savedTripId);
  const itinerary = useSelector(versions, (snapshot) => currentPlan(snapshot.context)) ?? loaded;
  if (state.matches('failed')) return <ErrorState failure={state.context.failure} notFoundText={t('planner:details.notFound')} onRetry={() => send({ type: 'RETRY' })} />;
  if (!itinerary) return <LoadingState />;
  return (
    <article>
      <header className="details__hero">
        <h1>{itinerary.title}</h1>
        <p>{routeText([itinerary.departure, ...itinerary.destinations], i18n.language)}</p>
        <p>
          {partyText(itinerary.travellers, i18n.language, t)}
          {itinerary.startDate ? <> · <Isolate>{formatTripDate(itinerary.startDate, i18n.language)}</Isolate></> : null}
        </p>
        <div className="details__actions">
          <RouteLink className="button button--light" to="savedTrips">{t('planner:links.savedTrips')}</RouteLink>
        </div>
      </header>
      <h2 className="visually-hidden">{t('planner:details.dayByDay')}</h2>
      <ItineraryBody itinerary={itinerary} days={<PlanEditor actor={versions} />} />
    </article>
  );
}

export default function ItineraryDetailsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const itineraryId = params.get('id');
  const savedTripId = Number(params.get('saved'));
  const strategyId = Number(params.get('strategy'));
  const isId = (value: number) => Number.isInteger(value) && value > 0;
  const source: ItinerarySource | null = itineraryId
    ? { itineraryId }
    : isId(savedTripId) ? { savedTripId } : isId(strategyId) ? { strategyId } : null;
  if (!source) return <ErrorState failure={MISSING_ITEM} notFoundText={t('planner:details.notFound')} />;
  return <Details key={params.toString()} source={source} />;
}
