import type { ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RouteLink } from '../../components/route-link';
import type { CityDetail } from '../../../api/types/cities';
import { cityCommentActors } from '../../../machines/comments/comment-actors';
import { commentsMachine } from '../../../machines/comments/comments.machine';
import { cityDetailMachine } from '../../../machines/cities/city-detail.machine';
import { mediaUrl } from '../../../lib/media';
import { useSignedIn } from '../../session-context';
import { CommentThread } from '../../components/comments/comment-thread';
import { ErrorState, LoadingState } from '../../components/states';
import { formatCny } from '../../components/format';
import { CityGuidePanel } from './city-guide-panel';
import './cities.css';

/** the comment thread with this area's calls */
const cityComments = commentsMachine.provide({ actors: cityCommentActors });

export default function CityInfoScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return <CityInfo key={id} id={id} />;
}

function CityInfo({ id }: { id: number }) {
  const { t } = useTranslation('cities');
  const signedIn = useSignedIn();
  const [snapshot, send] = useMachine(cityDetailMachine, { input: { id, signedIn } });
  const city = snapshot.context.item;
  return (
    <div className="city-page">
      <RouteLink className="city-page__back" to="cityList">
        <span className="pi pi-arrow-left" aria-hidden="true" /> {t('info.back')}
      </RouteLink>
      {snapshot.hasTag('busy') ? <LoadingState /> : null}
      {snapshot.hasTag('error') ? <ErrorState failure={snapshot.context.failure} notFoundText={t('info.missing')} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {city ? (
        <>
          <CityHero city={city} onLike={() => send({ type: 'REACT', reaction: 'like' })} />
          <div className="city-page__columns">
            <CityGuideContent city={city} />
            <CityFacts city={city} />
          </div>
          <CityGuidePanel cityId={city.id} cityName={city.name} />
          <div className="city-page__comments">
            <CommentThread logic={cityComments} area="city" targetId={city.id} />
          </div>
        </>
      ) : null}
    </div>
  );
}

function CityHero({ city, onLike }: { city: CityDetail; onLike: () => void }) {
  const { t, i18n } = useTranslation('cities');
  const chineseName = i18n.language === 'zh' ? '' : city.names.zh;
  return (
    <header className="city-hero">
      <img className="city-hero__cover" src={mediaUrl(city.cover)} alt="" width={1200} height={480} />
      <div className="city-hero__shade" />
      <div className="city-hero__content">
        <p className="city-hero__place">
          <span className="pi pi-map-marker" aria-hidden="true" /> {city.province} · {t(`regions.${city.region}`)}
        </p>
        <h1 className="city-hero__title">
          {city.name}
          {chineseName && chineseName !== city.name ? <span className="city-hero__native" lang="zh">{chineseName}</span> : null}
        </h1>
        <p className="city-hero__tagline">{city.tagline}</p>
        <button type="button" className="city-hero__like" aria-pressed={city.liked} onClick={onLike}>
          <span className={`pi ${city.liked ? 'pi-heart-fill' : 'pi-heart'}`} aria-hidden="true" />
          {city.liked ? t('info.liked') : t('info.like')} <span className="city-hero__like-count">{city.likeCount}</span>
        </button>
      </div>
    </header>
  );
}

function Section({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <section className="city-section">
      <h2 className="city-section__title">
        <span className={`pi ${icon}`} aria-hidden="true" /> {title}
      </h2>
      {children}
    </section>
  );
}

function CityGuideContent({ city }: { city: CityDetail }) {
  const { t, i18n } = useTranslation('cities');
  return (
    <article className="city-page__guide">
      <p className="city-page__summary">{city.summary}</p>
      <Section icon="pi-sun" title={t('info.bestTime')}>
        <p>{city.bestTime}</p>
      </Section>
      <Section icon="pi-camera" title={t('info.sights')}>
        <ul className="city-sights">
          {city.sights.map((sight) => (
            <li key={sight.id} className="city-sight">
              <h3 className="city-sight__name">
                {sight.name} {sight.nameZh !== sight.name ? <span className="city-sight__native" lang="zh">{sight.nameZh}</span> : null}
              </h3>
              <p className="city-sight__meta">
                <span className="city-sight__kind">{t(`info.kinds.${sight.kind}`, { defaultValue: sight.kind })}</span>
                <span>
                  <span className="pi pi-clock" aria-hidden="true" /> {t('info.sightHours', { count: sight.hours })}
                </span>
                <span>
                  <span className="pi pi-ticket" aria-hidden="true" /> {sight.priceCny === 0 ? t('info.free') : formatCny(sight.priceCny, i18n.language)}
                </span>
              </p>
              <p className="city-sight__blurb">{sight.blurb}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section icon="pi-star" title={t('info.food')}>
        <ul className="city-dishes">
          {city.dishes.map((dish) => (
            <li key={dish.name} className="city-dish">
              <p className="city-dish__name">
                {dish.name} {dish.nameZh !== dish.name ? <span lang="zh">{dish.nameZh}</span> : null}
              </p>
              <p className="city-dish__note">{dish.note}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section icon="pi-send" title={t('info.gettingThere')}>
        <p>{city.gettingThere}</p>
      </Section>
      <Section icon="pi-car" title={t('info.gettingAround')}>
        <p>{city.gettingAround}</p>
      </Section>
      <Section icon="pi-info-circle" title={t('info.practical')}>
        <p>{city.practical}</p>
      </Section>
      <Section icon="pi-building" title={t('info.stay')}>
        <p>{city.stayArea}</p>
      </Section>
    </article>
  );
}

function CityFacts({ city }: { city: CityDetail }) {
  const { t, i18n } = useTranslation('cities');
  const hotels = [
    ['hotelBudget', city.hotelPerNightCny.budget],
    ['hotelMid', city.hotelPerNightCny.mid],
    ['hotelLuxury', city.hotelPerNightCny.luxury],
  ] as const;
  return (
    <aside className="city-facts" aria-labelledby="city-facts-title">
      <h2 className="city-facts__title" id="city-facts-title">
        {t('info.facts')}
      </h2>
      <dl className="city-facts__list">
        <dt>{t('info.bestTime')}</dt>
        <dd>{city.bestTime.split(/[;.]/)[0]}</dd>
        <dt>{t('info.hotelsPerNight')}</dt>
        <dd>
          <ul className="city-facts__hotels">
            {hotels.map(([key, amount]) => (
              <li key={key}>
                <span>{t(`info.${key}`)}</span> <strong>{formatCny(amount, i18n.language)}</strong>
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('info.dailyFood')}</dt>
        <dd>{formatCny(city.dailyFoodCny, i18n.language)}</dd>
        <dt>{t('info.sightsCount')}</dt>
        <dd>{city.sights.length}</dd>
        <dt>{t('info.comments')}</dt>
        <dd>{city.commentCount}</dd>
      </dl>
    </aside>
  );
}
