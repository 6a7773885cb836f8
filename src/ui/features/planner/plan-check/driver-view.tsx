import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { SIGHTS } from '../../../../lib/travel-facts/sights';
import { CITY_FACTS } from '../../../../lib/travel-facts/cities';
import { copyMachine } from '../../../../machines/shared/copy.machine';
import { AppDialog } from '../../../components/app-dialog';
import { usePlanCheck } from './plan-check-context';

interface DriverStop {
  key: string;
  zh: string;
  pinyin: string;
  where: string;
}

/** Each stop's Chinese name, with its city for the driver's app, in large type with pinyin under it. */
export function DriverDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const check = usePlanCheck();
  const copier = useActorRef(copyMachine);
  const copying = useSelector(copier, (state) => state.matches('copying'));
  if (!check) return null;
  const days = check.plan.days.map((day) => ({
    day: day.day,
    stops: day.activities.flatMap((activity): DriverStop[] => {
      const facts = activity.sightId ? SIGHTS[activity.sightId] : undefined;
      const city = facts ? CITY_FACTS[facts.city] : undefined;
      return facts ? [{ key: `${day.day}-${activity.sightId}`, zh: facts.nameZh, pinyin: facts.pinyin, where: city ? `${city.nameZh}·${facts.nameZh}` : facts.nameZh }] : [];
    }),
  })).filter((day) => day.stops.length > 0);
  return (
    <AppDialog visible={visible} onHide={onHide} header={t('check:driver.title')} className="driver-dialog" maximizable={false} blockScroll>
      <p>{t('check:driver.intro')}</p>
      {days.length === 0 ? <p>{t('check:driver.none')}</p> : null}
      {days.map(({ day, stops }) => (
        <section key={day} className="driver-day" aria-labelledby={`driver-day-${day}`}>
          <h3 id={`driver-day-${day}`}>{t('check:driver.day', { day })}</h3>
          <ul className="driver-list">
            {stops.map((stop) => (
              <li key={stop.key} className="driver-stop">
                <p className="driver-stop__zh" lang="zh-CN">{stop.where}</p>
                <p className="driver-stop__pinyin" lang="zh-Latn-pinyin">{stop.pinyin}</p>
                <button type="button" className="button button--light button--small" disabled={copying}
                  onClick={() => copier.send({ type: 'COPY', text: stop.where, subject: 'place' })}
                  aria-label={t('check:driver.copy', { name: stop.zh })}>
                  <span className="pi pi-copy" aria-hidden="true" /> {t('check:driver.copyShort')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <button type="button" className="button button--primary" onClick={onHide}>{t('check:driver.back')}</button>
    </AppDialog>
  );
}
