import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ItineraryDay } from '../../../../api/types/planner';
import { CITY_FACTS } from '../../../../lib/travel-facts/cities';
import { countText } from '../format';
import { BOUNDS, OUTLINE } from '../../../../lib/travel-facts/outline';
import { transferLeg } from '../../../../lib/travel-facts/transfers';
import { usePlanCheck } from './plan-check-context';
import { usePlaceNames } from './place-names';
import { placeLegLabels } from './leg-labels';

/** Degrees of longitude shrink with latitude; China's middle (35°N) keeps the shape honest. */
const X_SCALE = Math.cos((35 * Math.PI) / 180);
const WIDTH = (BOUNDS.east - BOUNDS.west) * X_SCALE;
const HEIGHT = BOUNDS.north - BOUNDS.south;
const project = (lng: number, lat: number): [number, number] => [(lng - BOUNDS.west) * X_SCALE, BOUNDS.north - lat];
const MAP_BOX = { left: -1, top: -1, right: WIDTH + 1, bottom: HEIGHT + 1 };
const OUTLINE_PATHS = OUTLINE.map((ring) => `M${ring.map(([lng, lat]) => project(lng, lat).map((n) => n.toFixed(2)).join(' ')).join('L')}Z`);

interface Stop {
  slug: string;
  city: string;
  first: number;
  last: number;
  point: [number, number] | null;
}

function stopsOf(days: readonly ItineraryDay[]): Stop[] {
  const stops: Stop[] = [];
  for (const day of days) {
    const previous = stops[stops.length - 1];
    if (previous && previous.slug === day.citySlug) previous.last = day.day;
    else {
      const facts = CITY_FACTS[day.citySlug];
      stops.push({ slug: day.citySlug, city: day.city, first: day.day, last: day.day, point: facts ? project(facts.lng, facts.lat) : null });
    }
  }
  return stops;
}

/** The plan's cities in order on an outline of China drawn from shipped data, with the same route as a list. */
export function RouteMap() {
  const { t } = useTranslation();
  const check = usePlanCheck();
  const names = usePlaceNames();
  const focusDay = useSelector(check?.actor, (state) => state?.context.focusDay) ?? 1;
  if (!check) return null;
  const stops = stopsOf(check.plan.days).map((stop) => ({ ...stop, city: names.city(stop.slug, stop.city) }));
  const legs = stops.slice(1).map((stop, index) => {
    const from = stops[index];
    const leg = transferLeg(from.slug, stop.slug);
    const planned = check.plan.days[stop.first - 1]?.transfer;
    const mode = leg?.mode ?? planned?.mode ?? 'high-speed rail';
    const hours = leg?.doorToDoorHours ?? planned?.hours ?? 0;
    return { from, to: stop, mode, hours, label: t('plan-check:map.legLabel', { mode: t(`plan-check:modes.${mode}`), hours: countText('hours', hours, t) }) };
  });
  const drawn = legs.flatMap(({ from, to, label }) => (from.point && to.point ? [{ from: from.point, to: to.point, label, key: to.first }] : []));
  const labelPlaces = placeLegLabels(drawn, stops.flatMap(({ point, city }) => (point ? [{ point, name: city }] : [])), MAP_BOX);
  const current = stops.find((stop) => stop.first <= focusDay && focusDay <= stop.last);
  const daysLabel = (stop: Stop) => (stop.first === stop.last ? String(stop.first) : `${stop.first}–${stop.last}`);
  return (
    <section className="route-map" aria-labelledby="route-map-title">
      <h4 id="route-map-title">{t('plan-check:map.title')}</h4>
      <svg className="route-map__svg" viewBox={`${MAP_BOX.left} ${MAP_BOX.top} ${MAP_BOX.right - MAP_BOX.left} ${MAP_BOX.bottom - MAP_BOX.top}`} role="img" aria-label={t('plan-check:map.label')}>
        {OUTLINE_PATHS.map((d) => <path key={d} d={d} className="route-map__land" />)}
        {legs.map(({ from, to, mode }) => (from.point && to.point ? (
          <line key={`${from.first}-${to.first}`} x1={from.point[0]} y1={from.point[1]} x2={to.point[0]} y2={to.point[1]} className={`route-map__leg route-map__leg--${mode === 'flight' ? 'flight' : 'ground'}`} />
        ) : null))}
        {drawn.map(({ key, label }, index) => <text key={`label-${key}`} {...labelPlaces[index]} className="route-map__leg-label">{label}</text>)}
        {stops.map((stop) => (stop.point ? (
          <g key={stop.first} className={stop === current ? 'route-map__stop route-map__stop--current' : 'route-map__stop'}>
            <circle cx={stop.point[0]} cy={stop.point[1]} r={stop === current ? 0.9 : 0.6} />
            <text x={stop.point[0] + 1} y={stop.point[1] + 0.4}>{stop.city}</text>
          </g>
        ) : null))}
      </svg>
      <h5 className="route-map__list-title">{t('plan-check:map.listTitle')}</h5>
      <ol className="route-map__list">
        {stops.map((stop, index) => (
          <li key={stop.first}>
            <button type="button" className="route-map__stop-button" aria-pressed={stop === current}
              aria-label={`${t('plan-check:map.stop', { days: daysLabel(stop), city: stop.city })}. ${t('plan-check:map.showDay', { day: stop.first })}`}
              onClick={() => check.actor.send({ type: 'DAY.FOCUS', day: stop.first })}>
              {t('plan-check:map.stop', { days: daysLabel(stop), city: stop.city })}
            </button>
            {legs[index] ? (
              <p className="route-map__leg-text">
                {t('plan-check:map.leg', { from: legs[index].from.city, to: legs[index].to.city, mode: t(`plan-check:modes.${legs[index].mode}`), hours: countText('hours', legs[index].hours, t) })}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="route-map__note">{t('plan-check:map.offline')}</p>
    </section>
  );
}
