import { useMachine } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { RouteLink } from '../../components/route-link';
import { useTranslation } from 'react-i18next';
import { comboDetailMachine } from '../../../machines/packages/combo-detail.machine';
import type { ComboDetail } from '../../../api/types/packages';
import { mediaUrl } from '../../../lib/media';
import { ErrorState, LoadingState } from '../../components/states';
import { MISSING_ITEM } from '../../../machines/shared/failure';
import { useCurrentUser } from '../../session-context';
import { BookingPanel } from './booking-panel';
import { formatCny } from '../../components/format';
import '../../components/content.css';

/** comboDetail?id=: one trip package, day by day, with its booking form. */
export default function ComboDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <section className="screen">
        <h1 className="screen__title">{t('packages:combos.notFoundTitle')}</h1>
        <ErrorState failure={MISSING_ITEM} notFoundText={t('packages:combos.notFound')} />
        <RouteLink to="commobInfo">{t('packages:combos.backToList')}</RouteLink>
      </section>
    );
  }
  return <ComboDetailView key={id} id={id} />;
}

function ComboDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [snapshot, send, actor] = useMachine(comboDetailMachine, {
    input: { id, contact: user ? { name: user.nickName, email: user.email } : null },
  });
  const { combo } = snapshot.context;
  if (snapshot.matches('loading')) return <LoadingState label={t('packages:combos.loadingOne')} />;
  if (snapshot.matches('failed') || !combo) {
    const { failure } = snapshot.context;
    return (
      <section className="screen">
        <h1 className="screen__title">{t(failure?.kind === 'notFound' ? 'packages:combos.notFoundTitle' : 'shell:titles.comboDetail')}</h1>
        <ErrorState failure={failure} notFoundText={t('packages:combos.notFound')} text={t('packages:combos.loadOneFailed')} onRetry={() => send({ type: 'RETRY' })} />
        <RouteLink to="commobInfo">{t('packages:combos.backToList')}</RouteLink>
      </section>
    );
  }
  return (
    <article className="combo-detail">
      <ComboHero combo={combo} />
      <div className="combo-detail__layout">
        <div className="combo-detail__main">
          <p className="combo-detail__summary" dir="auto">{combo.summary}</p>
          <p className="combo-detail__season">
            <span className="pi pi-sun" aria-hidden="true" /> <strong>{t('packages:combos.bestSeason')}</strong> {combo.bestSeason}
          </p>
          <section aria-labelledby="combo-highlights">
            <h2 id="combo-highlights">{t('packages:combos.highlights')}</h2>
            <ul className="combo-detail__highlights" dir="auto">
              {combo.highlights.map((item) => (
                <li key={item}>
                  <span className="pi pi-star-fill" aria-hidden="true" /> {item}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="combo-schedule">
            <h2 id="combo-schedule">{t('packages:combos.schedule')}</h2>
            <ol className="combo-schedule" dir="auto">
              {combo.schedule.map((day) => (
                <li key={day.day} className="combo-schedule__day">
                  <span className="combo-schedule__number">{t('packages:combos.dayNumber', { day: day.day })}</span>
                  <div>
                    <h3>{day.title}</h3>
                    <p>{day.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <div className="combo-detail__lists">
            <section aria-labelledby="combo-includes">
              <h2 id="combo-includes">{t('packages:combos.includes')}</h2>
              <ul className="combo-detail__checklist combo-detail__checklist--in" dir="auto">
                {combo.includes.map((item) => (
                  <li key={item}>
                    <span className="pi pi-check" aria-hidden="true" /> {item}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="combo-excludes">
              <h2 id="combo-excludes">{t('packages:combos.excludes')}</h2>
              <ul className="combo-detail__checklist combo-detail__checklist--out" dir="auto">
                {combo.excludes.map((item) => (
                  <li key={item}>
                    <span className="pi pi-times" aria-hidden="true" /> {item}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
        <BookingPanel actor={actor} />
      </div>
    </article>
  );
}

function ComboHero({ combo }: { combo: ComboDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <header className="combo-hero">
      <img className="combo-hero__image" src={mediaUrl(combo.cover)} alt="" />
      <div className="combo-hero__text">
        <RouteLink to="commobInfo" className="combo-hero__back">
          <span className="pi pi-arrow-left" aria-hidden="true" /> {t('packages:combos.backToList')}
        </RouteLink>
        <h1 dir="auto">{combo.title}</h1>
        <p className="combo-hero__facts">
          <span>{t('packages:combos.days', { count: combo.days })}</span>
          <span>{combo.cities.join(' · ')}</span>
          <span>{t('packages:combos.perPerson', { price: formatCny(combo.priceCny, i18n.language) })}</span>
        </p>
        <a href="#booking-title" className="button button--primary combo-hero__book">
          {t('packages:booking.title')}
        </a>
      </div>
    </header>
  );
}
