import { useLocation } from 'react-router-dom';
import { RouteLink } from '../../components/route-link';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { encodedFromHash } from '../../../lib/plan-share';
import { sharedPlanMachine } from '../../../machines/planner/shared-plan.machine';
import { LoadingState } from '../../components/states';
import { ItineraryBody } from './itinerary-view';
import './plan-check/plan-check.css';
// this screen opens showing a checked plan: the check downloads with it, beside the entry (routes.tsx awaits it)
import './plan-check/check-parts';
import { routeText } from './format';

function SharedPlan({ encoded }: { encoded: string }) {
  const { t, i18n } = useTranslation();
  const [state] = useMachine(sharedPlanMachine, { input: { encoded } });
  const { plan } = state.context;
  if (state.hasTag('error') || (!plan && !state.hasTag('busy'))) {
    return (
      <section className="shared-plan__banner" role="alert">
        <h1>{t('plan-check:share.title')}</h1>
        <p>{t('plan-check:share.broken')}</p>
        <p><RouteLink className="button button--primary" to="home">{t('plan-check:share.home')}</RouteLink></p>
      </section>
    );
  }
  if (!plan) return <LoadingState />;
  return (
    <article>
      <header className="details__hero">
        <p>{t('plan-check:share.title')}</p>
        <h1>{plan.title}</h1>
        <p>{routeText([plan.departure, ...plan.destinations], i18n.language)}</p>
      </header>
      <p className="shared-plan__banner">
        {t('plan-check:share.readOnly')} <RouteLink to="travelItinerary">{t('plan-check:share.own')}</RouteLink>
      </p>
      <ItineraryBody itinerary={plan} shared />
    </article>
  );
}

/** The read-only page a share link opens, for anyone, signed in or not. */
export default function SharedPlanScreen() {
  const { hash } = useLocation();
  const encoded = encodedFromHash(hash);
  return <SharedPlan key={encoded} encoded={encoded} />;
}
