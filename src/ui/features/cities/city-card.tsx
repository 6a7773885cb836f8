import { memo } from 'react';
import { RouteLink } from '../../components/route-link';
import { useTranslation } from 'react-i18next';
import type { CitySummary } from '../../../api/types/cities';
import { mediaUrl } from '../../../lib/media';
import { numberFormat } from '../../../lib/intl-formatters';

/**
 * A city in a grid: cover, name (the link) with its Chinese name, province, tagline and likes; a featured city's
 * cover, at the top of the page, loads at once, and the first one (`lead`, the largest picture of a phone's
 * first screen) ahead of every other picture.
 */
export const CityCard = memo(function CityCard({ city, featured = false, lead = false }: { city: CitySummary; featured?: boolean; lead?: boolean }) {
  const { t, i18n } = useTranslation('cities');
  const chineseName = i18n.language === 'zh' ? '' : city.names.zh;
  return (
    <article className={`city-card${featured ? ' city-card--featured' : ''}`}>
      <img className="city-card__cover" src={mediaUrl(city.cover)} alt="" loading={featured ? 'eager' : 'lazy'} fetchPriority={lead ? 'high' : undefined} width={640} height={400} />
      <div className="city-card__body">
        <h3 className="city-card__name">
          <RouteLink to="cityInfo" query={{ id: city.id }} className="city-card__link">
            {city.name}
          </RouteLink>
          {chineseName && chineseName !== city.name ? <span className="city-card__native" lang="zh">{chineseName}</span> : null}
        </h3>
        <p className="city-card__place">
          {city.province} · {t(`regions.${city.region}`)}
        </p>
        <p className="city-card__tagline">{city.tagline}</p>
        <p className="city-card__likes" aria-label={t('list.likes', { total: city.likeCount })}>
          <span className="pi pi-heart-fill" aria-hidden="true" /> {numberFormat(i18n.language).format(city.likeCount)}
        </p>
      </div>
      {city.hot ? <span className="city-card__badge">{t('list.hotBadge')}</span> : null}
    </article>
  );
});
