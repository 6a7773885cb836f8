import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { SIGHTS } from '../../../../lib/travel-facts/sights';
import { CITY_FACTS } from '../../../../lib/travel-facts/cities';
import { copyMachine } from '../../../../machines/shared/copy.machine';
import { AppDialog } from '../../../components/app-dialog';
import { usePlanCheck } from './plan-check-context';
import { usePlaceNames } from './place-names';

interface DriverStop {
  key: string;
  zh: string;
  pinyin: string;
  /** the name as the driver reads it: with the plan's city in front, unless the sight lies in another town */
  where: string;
  address: string;
  /** the plan's city, named when the sight lies outside it */
  outsideOf: string | null;
}

/** Each stop's Chinese name and address in large type with pinyin under the name, each copyable for the driver's app. */
export function DriverDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const check = usePlanCheck();
  const names = usePlaceNames();
  const copier = useActorRef(copyMachine);
  const copying = useSelector(copier, (state) => state.matches('copying'));
  if (!check) return null;
  const days = check.plan.days.map((day) => ({
    day: day.day,
    stops: day.activities.flatMap((activity): DriverStop[] => {
      const facts = activity.sightId ? SIGHTS[activity.sightId] : undefined;
      if (!facts) return [];
      const city = CITY_FACTS[facts.city];
      return [{
        key: `${day.day}-${activity.sightId}`, zh: facts.nameZh, pinyin: facts.pinyin, address: facts.address,
        where: city && !facts.outsideCity ? `${city.nameZh}·${facts.nameZh}` : facts.nameZh,
        outsideOf: facts.outsideCity ? names.city(day.citySlug, day.city) : null,
      }];
    }),
  })).filter((day) => day.stops.length > 0);
  return (
    <AppDialog visible={visible} onHide={onHide} header={t('plan-check:driver.title')} className="driver-dialog" maximizable={false} blockScroll>
      <p>{t('plan-check:driver.intro')}</p>
      {days.length === 0 ? <p>{t('plan-check:driver.none')}</p> : null}
      {days.map(({ day, stops }) => (
        <section key={day} className="driver-day" aria-labelledby={`driver-day-${day}`}>
          <h3 id={`driver-day-${day}`}>{t('plan-check:driver.day', { day })}</h3>
          <ul className="driver-list">
            {stops.map((stop) => (
              <li key={stop.key} className="driver-stop">
                <p className="driver-stop__zh" lang="zh-CN">{stop.where}</p>
                <p className="driver-stop__pinyin" lang="zh-Latn-pinyin">{stop.pinyin}</p>
                <p className="driver-stop__address" lang="zh-CN">{stop.address}</p>
                {stop.outsideOf ? <p className="driver-stop__outside">{t('plan-check:driver.outside', { city: stop.outsideOf })}</p> : null}
                <button type="button" className="button button--light button--small" disabled={copying}
                  onClick={() => copier.send({ type: 'COPY', text: `${stop.where}·${stop.address}`, subject: 'place' })}
                  aria-label={t('plan-check:driver.copy', { name: stop.zh })}>
                  <span className="pi pi-copy" aria-hidden="true" /> {t('plan-check:driver.copyShort')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <button type="button" className="button button--primary" onClick={onHide}>{t('plan-check:driver.back')}</button>
    </AppDialog>
  );
}
