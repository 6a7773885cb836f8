import { RouteLink } from '../../components/route-link';
import { useTranslation } from 'react-i18next';
import { LatestNotice } from '../../components/latest-notice';
import { ComboCarousel } from '../../components/combo-carousel';
import './home.css';

const HIGHLIGHTS = [
  { key: 'planner', icon: 'pi-sparkles', to: 'travelItinerary' },
  { key: 'cities', icon: 'pi-building', to: 'cityList' },
  { key: 'stories', icon: 'pi-book', to: 'explorList' },
] as const;

const ESSENTIALS = [
  { page: 'guides', icon: 'pi-id-card' },
  { page: 'fqa', icon: 'pi-question-circle' },
  { page: 'transform', icon: 'pi-calculator' },
  { page: 'contact', icon: 'pi-headphones' },
] as const;

export default function HomeScreen() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <div className="home__hero-text">
          <p className="home__eyebrow">{t('shell:home.eyebrow')}</p>
          <h1 id="home-title">{t('shell:home.title')}</h1>
          <p className="home__lead">{t('shell:home.lead')}</p>
          <div className="home__actions">
            <RouteLink className="button button--primary button--large" to="travelItinerary">
              <span className="pi pi-sparkles" aria-hidden="true" />
              {t('shell:home.planCta')}
            </RouteLink>
            <RouteLink className="button button--light button--large" to="cityList">
              {t('shell:home.citiesCta')}
            </RouteLink>
          </div>
        </div>
        <svg className="home__art" viewBox="0 0 600 260" aria-hidden="true" preserveAspectRatio="xMidYMax slice">
          <circle cx="470" cy="70" r="42" fill="#fde68a" opacity="0.9" />
          <path d="M0 200 L90 120 L160 170 L260 80 L360 160 L440 110 L600 190 L600 260 L0 260 Z" fill="#134e4a" opacity="0.55" />
          <path d="M0 230 L120 170 L220 215 L330 150 L450 210 L600 170 L600 260 L0 260 Z" fill="#0b3b38" opacity="0.8" />
          <g fill="#0b3b38">
            <rect x="146" y="128" width="48" height="8" rx="2" />
            <rect x="152" y="112" width="36" height="8" rx="2" />
            <rect x="158" y="96" width="24" height="8" rx="2" />
            <rect x="164" y="136" width="12" height="40" />
          </g>
        </svg>
      </section>

      <LatestNotice />

      <section className="home__section" aria-labelledby="home-highlights">
        <h2 id="home-highlights">{t('shell:home.highlightsTitle')}</h2>
        <ul className="home__cards">
          {HIGHLIGHTS.map((item) => (
            <li key={item.key} className="home__card">
              <span className={`pi ${item.icon} home__card-icon`} aria-hidden="true" />
              <h3>{t(`shell:home.highlights.${item.key}.title`)}</h3>
              <p>{t(`shell:home.highlights.${item.key}.body`)}</p>
              <RouteLink to={item.to}>
                {t(`shell:home.highlights.${item.key}.link`)} <span className="pi pi-arrow-right home__arrow" aria-hidden="true" />
              </RouteLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="home__section" aria-labelledby="home-packages">
        <div className="home__section-header">
          <h2 id="home-packages">{t('shell:home.packagesTitle')}</h2>
          <RouteLink to="commobInfo">{t('shell:home.seeAll')}</RouteLink>
        </div>
        <ComboCarousel />
      </section>

      <section className="home__section" aria-labelledby="home-essentials">
        <h2 id="home-essentials">{t('shell:home.essentialsTitle')}</h2>
        <ul className="home__essentials">
          {ESSENTIALS.map((item) => (
            <li key={item.page}>
              <RouteLink to={item.page} className="home__essential">
                <span className={`pi ${item.icon}`} aria-hidden="true" />
                <span>
                  <strong>{t(`pages:${item.page}.title`)}</strong>
                  <span className="home__essential-intro">{t(`pages:${item.page}.intro`)}</span>
                </span>
              </RouteLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
