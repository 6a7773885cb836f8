import { Link } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { savedTripsMachine, SAVED_TRIPS_PAGE_SIZE, type TripListSource } from '../../../machines/saved-trips.machine';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { ScreenFrame } from '../../components/screen-frame';
import { publish } from '../../../machines/app-events';
import { useSignedIn } from '../../session-context';
import { SignInPrompt } from '../catalogue/sign-in-prompt';
import { Pager } from './pager';
import '../catalogue/catalogue.css';
import './chat.css';

const SOURCES: TripListSource[] = ['saved', 'history'];

export default function SavedTripsScreen() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <ScreenFrame title={t('chat:savedTrips.title')} actions={<Link className="button button--primary" to="/travelItinerary">{t('chat:savedTrips.plan')}</Link>}>
      {/* a visitor has no saved trips to load: ask them to sign in instead of showing a loading error */}
      {signedIn ? <SavedTrips /> : <SignInPrompt text={t('chat:savedTrips.signIn')} onSignIn={() => publish({ type: 'login.requested' })} />}
    </ScreenFrame>
  );
}

function SavedTrips() {
  const { t, i18n } = useTranslation();
  const [state, send] = useMachine(savedTripsMachine);
  const { source, rows, total, pageNum } = state.context;
  const pages = Math.max(1, Math.ceil(total / SAVED_TRIPS_PAGE_SIZE));
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('chat:savedTrips.title')}>
        {SOURCES.map((value) => (
          <button key={value} type="button" role="tab" id={`tab-${value}`} aria-controls="trip-panel" aria-selected={source === value} onClick={() => send({ type: 'SHOW', source: value })}>
            {t(`chat:savedTrips.tabs.${value}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="trip-panel" aria-labelledby={`tab-${source}`}>
        {state.matches('loading') ? <LoadingState /> : null}
        {state.matches('failed') ? <ErrorState onRetry={() => send({ type: 'RETRY' })} /> : null}
        {!state.matches('loading') && !state.matches('failed') && rows.length === 0 ? (
          <EmptyState text={t(source === 'saved' ? 'chat:savedTrips.empty' : 'chat:savedTrips.historyEmpty')} />
        ) : null}
        {rows.length > 0 && !state.matches('loading') ? (
          <ul className="trip-list">
            {rows.map((trip) => (
              <li key={`${source}-${trip.id}`} className="trip-card">
                <h2>{trip.title}</h2>
                <p>{trip.cities.join(' → ')}</p>
                <p>{t('chat:savedTrips.meta', { count: trip.days, date: date(trip.createTime) })}</p>
                <div className="trip-card__actions">
                  <Link className="button button--primary button--small" to={source === 'saved' ? `/itineraryDetails?saved=${trip.id}` : `/itineraryDetails?id=${encodeURIComponent(trip.itineraryId)}`}>
                    {t('chat:savedTrips.open')}
                  </Link>
                  {source === 'saved' ? (
                    <button type="button" className="button button--ghost button--small" disabled={state.matches('removing')}
                      aria-label={t('chat:savedTrips.removeNamed', { title: trip.title })} onClick={() => send({ type: 'REMOVE', id: trip.id })}>
                      <span className="pi pi-trash" aria-hidden="true" /> {t('chat:savedTrips.remove')}
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
