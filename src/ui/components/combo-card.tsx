import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Combo } from '../../api/types/packages';
import { mediaUrl } from '../../lib/media';
import { formatCny } from './format';
import { RouteLink } from './route-link';

/** A trip package as a card that opens its detail; `vertical` uses the tall cover of the mobile landing page; `eager` loads the cover at once (a card in the first view). */
export const ComboCard = memo(function ComboCard({
  combo,
  vertical = false,
  headingLevel = 3,
  withSummary = false,
  eager = false,
}: {
  combo: Combo;
  vertical?: boolean;
  headingLevel?: 2 | 3;
  withSummary?: boolean;
  eager?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`combo-card${vertical ? ' combo-card--vertical' : ''}`}>
      <RouteLink to="comboDetail" query={{ id: combo.id }} className="combo-card__link">
        <img
          className="combo-card__cover"
          src={mediaUrl(vertical ? combo.coverVertical : combo.cover)}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          width={vertical ? 400 : 900}
          height={vertical ? 600 : 400}
        />
        <div className="combo-card__body">
          <span className="combo-card__days">{t('packages:combos.days', { count: combo.days })}</span>
          <Heading className="combo-card__title" dir="auto">{combo.title}</Heading>
          <p className="combo-card__cities" dir="auto">{combo.cities.join(' · ')}</p>
          {withSummary ? <p className="combo-card__summary" dir="auto">{combo.summary}</p> : null}
          <p className="combo-card__price">{t('packages:combos.from', { price: formatCny(combo.priceCny, i18n.language) })}</p>
        </div>
      </RouteLink>
    </article>
  );
});
