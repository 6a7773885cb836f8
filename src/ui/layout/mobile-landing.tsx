import { RouteLink } from '../components/route-link';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { freePlanMachine } from '../../machines/planner/free-plan.machine';
import type { CopySubject } from '../../machines/shared/copy.machine';
import { resolveLanguage } from '../../i18n';
import { usePageConfig } from '../dictionaries-context';
import { ComboCarousel } from '../components/combo-carousel';
import { CopyButton } from './copy-button';
import { Ltr } from '../components/bidi';

/** What a phone shows instead of most routes: a free plan from the AI planner in one tap, a travel advisor by chat, packages, our details to copy. */
export default function MobileLanding() {
  const { t, i18n } = useTranslation();
  const [freePlan, sendFreePlan] = useMachine(freePlanMachine);
  const contacting = freePlan.matches('contacting');
  const steps = t('shell:landing.steps', { returnObjects: true }) as string[];
  return (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="landing-title">
        <p className="landing__badge">
          <span className="pi pi-verified" aria-hidden="true" /> {t('shell:landing.trust')}
        </p>
        <h1 id="landing-title">{t('shell:landing.title')}</h1>
        <p className="landing__lead">{t('shell:landing.lead')}</p>
        <RouteLink to="travelItinerary" className="button button--primary button--large">
          <span className="pi pi-sparkles" aria-hidden="true" />
          {t('shell:landing.freePlan')}
        </RouteLink>
        <p className="landing__hint">{t('shell:landing.freePlanHint')}</p>
        <button
          type="button"
          className="button button--light landing__advisor"
          disabled={contacting}
          onClick={() => sendFreePlan({ type: 'REQUEST', languageCode: resolveLanguage(i18n.language) })}
        >
          <span className={`pi ${contacting ? 'pi-spin pi-spinner' : 'pi-comments'}`} aria-hidden="true" />
          {t('shell:landing.advisor')}
        </button>
        <p className="landing__hint">{t('shell:landing.advisorHint')}</p>
      </section>
      <section className="landing__section" aria-labelledby="landing-packages">
        <h2 id="landing-packages">{t('shell:landing.packages')}</h2>
        <ComboCarousel vertical />
      </section>
      <CopyDetails />
      <section className="landing__section" aria-labelledby="landing-steps">
        <h2 id="landing-steps">{t('shell:landing.stepsTitle')}</h2>
        <ol className="landing__steps">
          {steps.map((step, index) => (
            <li key={index}>
              <span className="landing__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function CopyDetails() {
  const { t } = useTranslation();
  const pageConfig = usePageConfig();
  const website = window.location.origin;
  const rows: { subject: CopySubject; label: string; value: string | undefined; icon: string }[] = [
    { subject: 'website', label: t('shell:copy.website'), value: website, icon: 'pi-globe' },
    { subject: 'phone', label: t('shell:copy.phone'), value: pageConfig?.principalPhone, icon: 'pi-phone' },
  ];
  return (
    <section className="landing__section" aria-labelledby="landing-details">
      <h2 id="landing-details">{t('shell:copy.title')}</h2>
      <ul className="copy-list">
        {rows.map((row) =>
          row.value ? (
            <li key={row.subject} className="copy-list__row">
              <span className={`pi ${row.icon} copy-list__icon`} aria-hidden="true" />
              <span className="copy-list__text">
                <span className="copy-list__label">{row.label}</span>
                <Ltr className="copy-list__value">{row.value}</Ltr>
              </span>
              <CopyButton subject={row.subject} text={row.value} />
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
