import { RouteLink } from '../../components/route-link';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { savedTripsMachine, SAVED_TRIPS_PAGE_SIZE, type TripListSource } from '../../../machines/planner/saved-trips.machine';
import type { SavedTrip } from '../../../api/types/planner';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { ScreenFrame } from '../../components/screen-frame';
import { publish } from '../../../lib/app-events';
import { useSignedIn } from '../../session-context';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Pager } from './pager';
import { formatTripDates, partyText, routeText } from './format';
import { SavedMark } from './save-control';
import '../../components/content.css';
import './planner.css';
import { Isolate } from '../../components/bidi';

const SOURCES: TripListSource[] = ['saved', 'history'];

export default function SavedTripsScreen() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <ScreenFrame title={t('planner:savedTrips.title')} actions={<RouteLink className="button button--primary" to="travelItinerary">{t('planner:savedTrips.plan')}</RouteLink>}>
      {/* a visitor has no saved trips to load: ask them to sign in instead of showing a loading error */}
      {signedIn ? <SavedTrips /> : <SignInPrompt text={t('planner:savedTrips.signIn')} onSignIn={() => publish({ type: 'login.requested' })} />}
    </ScreenFrame>
  );
}

function SavedTrips() {
  const { t } = useTranslation();
  const [state, send] = useMachine(savedTripsMachine);
  const { source, rows, total, pageNum } = state.context;
  const pages = Math.max(1, Math.ceil(total / SAVED_TRIPS_PAGE_SIZE));
  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('planner:savedTrips.title')}>
        {SOURCES.map((value) => (
          <button key={value} type="button" role="tab" id={`tab-${value}`} aria-controls="trip-panel" aria-selected={source === value} onClick={() => send({ type: 'SHOW', source: value })}>
            {t(`planner:savedTrips.tabs.${value}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="trip-panel" aria-labelledby={`tab-${source}`}>
        {state.matches('loading') ? <LoadingState /> : null}
        {state.matches('failed') ? <ErrorState failure={state.context.failure} onRetry={() => send({ type: 'RETRY' })} /> : null}
        {!state.matches('loading') && !state.matches('failed') && rows.length === 0 ? (
          <EmptyState text={t(source === 'saved' ? 'planner:savedTrips.empty' : 'planner:savedTrips.historyEmpty')} />
        ) : null}
        {rows.length > 0 && !state.matches('loading') ? (
          <ul className="trip-list">
            {rows.map((trip) => (
              <li key={`${source}-${trip.id}`} className="trip-card">
                <TripFacts trip={trip} saved={source === 'saved'} />
                <div className="trip-card__actions">
                  <RouteLink className="button button--primary button--small" to="itineraryDetails" query={source === 'saved' ? { saved: trip.id } : { id: trip.itineraryId }}>
                    {t('planner:savedTrips.open')}
                  </RouteLink>
                  {source === 'saved' ? (
                    <button type="button" className="button button--quiet button--small" disabled={state.matches('removing')}
                      aria-label={t('planner:savedTrips.removeNamed', { title: trip.title })} onClick={() => send({ type: 'REMOVE', id: trip.id })}>
                      <span className="pi pi-trash" aria-hidden="true" /> {t('planner:savedTrips.remove')}
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <Pager pageNum={pageNum} pages={pages} onPage={(page) => send({ type: 'PAGE', pageNum: page })} />
      </div>
    </>
  );
}

/** What the trip is: its dates, cities, length and travellers; a saved trip says so, with how many versions its plan has had. */
function TripFacts({ trip, saved }: { trip: SavedTrip; saved: boolean }) {
  const { t, i18n } = useTranslation();
  const dates = trip.startDate ? formatTripDates(trip.startDate, trip.days, i18n.language) : t('planner:savedTrips.noDates');
  return (
    <>
      <h2>{trip.title}</h2>
      <p className="trip-card__dates"><span className="pi pi-calendar" aria-hidden="true" /> <Isolate>{t('planner:savedTrips.meta', { count: trip.days, date: dates })}</Isolate></p>
      <p><Isolate>{routeText(trip.cities, i18n.language)}</Isolate></p>
      <p>{partyText(trip.travellers, i18n.language, t)}</p>
      {saved ? <p><SavedMark detail={t('planner:savedTrips.versions', { count: trip.versions })} /></p> : null}
    </>
  );
}
