import { Link, useSearchParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { itineraryDetailsMachine, type ItinerarySource } from '../../../machines/itinerary-details.machine';
import { ErrorState, LoadingState } from '../../components/states';
import { useSignedIn } from '../../session-context';
import { formatTripDate } from './format';
import { ItineraryBody } from './itinerary-view';
import './chat.css';

function Details({ source }: { source: ItinerarySource }) {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const [state, send] = useMachine(itineraryDetailsMachine, { input: source });
  const { itinerary, savedTripId } = state.context;
  if (state.matches('failed')) return <ErrorState text={t('chat:details.notFound')} onRetry={() => send({ type: 'RETRY' })} />;
  if (!itinerary) return <LoadingState />;
  const { adults, children, elders } = itinerary.travellers;
  return (
    <article>
      <header className="details__hero">
        <h1>{itinerary.title}</h1>
        <p>{[itinerary.departure, ...itinerary.destinations].join(' → ')}</p>
        <p>
          {t('chat:userTrip.travellers', { adults, children, elders })}
          {itinerary.startDate ? ` · ${formatTripDate(itinerary.startDate, i18n.language)}` : ''}
        </p>
        <div className="details__actions">
          {signedIn ? (
            <button type="button" className="button button--light" disabled={savedTripId !== null || state.matches({ ready: 'saving' })} onClick={() => send({ type: 'SAVE' })}>
              <span className={`pi ${savedTripId !== null ? 'pi-bookmark-fill' : 'pi-bookmark'}`} aria-hidden="true" />{' '}
              {t(savedTripId !== null ? 'chat:reply.savedLabel' : 'chat:reply.save')}
            </button>
          ) : null}
          <Link className="button button--light" to="/savedTrips">{t('chat:links.savedTrips')}</Link>
        </div>
      </header>
      <h2 className="visually-hidden">{t('chat:details.dayByDay')}</h2>
      <ItineraryBody itinerary={itinerary} />
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
  if (!source) return <ErrorState text={t('chat:details.notFound')} />;
  return <Details key={params.toString()} source={source} />;
}
