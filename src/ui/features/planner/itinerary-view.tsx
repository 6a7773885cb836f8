import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BudgetSummary, Itinerary, ItineraryDay } from '../../../api/types/planner';
import { countText, formatCny, TRANSFER_MODE_LABEL } from './format';
import { DayChecks, PlanCheckProvider, TripCheck } from './plan-check/plan-check-context';
import './planner.css';
import { dateTimeFormat } from '../../../lib/intl-formatters';

/** A day's change of city: mode, from and to, hours and price, in the reader's language. */
export function TransferLine({ transfer }: { transfer: NonNullable<ItineraryDay['transfer']> }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="day-card__transfer">
      <span className={`pi ${transfer.mode === 'flight' ? 'pi-send' : 'pi-car'}`} aria-hidden="true" />{' '}
      {t('planner:itinerary.transfer', {
        mode: t(TRANSFER_MODE_LABEL[transfer.mode]),
        from: transfer.from, to: transfer.to, duration: countText('hours', transfer.hours, t), price: formatCny(transfer.priceCny, i18n.language),
      })}
    </p>
  );
}

export const DayCard = memo(function DayCard({ day }: { day: ItineraryDay }) {
  const { t, i18n } = useTranslation();
  const cny = (amount: number) => formatCny(amount, i18n.language);
  return (
    <article className="day-card" aria-labelledby={`day-${day.day}-title`}>
      <header className="day-card__header">
        <span className="day-card__number" aria-hidden="true">{day.day}</span>
        <div>
          <h3 className="day-card__title" id={`day-${day.day}-title`}>{t('planner:itinerary.dayTitle', { day: day.day, city: day.city })}</h3>
          {day.date ? <p className="day-card__date">{dateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day.date}T00:00:00Z`))}</p> : null}
        </div>
        <span className="day-card__cost">{t('planner:itinerary.costToday', { cost: cny(day.costCny) })}</span>
      </header>
      {day.transfer ? <TransferLine transfer={day.transfer} /> : null}
      <ol className="day-card__plan">
        {day.activities.map((activity, index) => (
          <li key={index} className={`day-card__activity day-card__activity--${activity.slot}`}>
            <span className="day-card__slot">{t(`planner:itinerary.${activity.slot}`)}</span>
            <div>
              <p className="day-card__activity-title">{activity.title}</p>
              <p className="day-card__meta">
                {t('planner:itinerary.hours', { count: activity.hours })}
                {activity.sightId ? ` · ${activity.costCny > 0 ? cny(activity.costCny) : t('planner:itinerary.free')}` : ''}
              </p>
              <p className="day-card__note">{activity.note}</p>
            </div>
          </li>
        ))}
      </ol>
      <DayFacts day={day} />
      <DayChecks day={day.day} />
    </article>
  );
});

function BudgetTable({ budget }: { budget: BudgetSummary }) {
  const { t, i18n } = useTranslation();
  const cny = (amount: number) => formatCny(amount, i18n.language);
  const rows: [string, number][] = [
    ['planner:itinerary.transport', budget.transportCny],
    ['planner:itinerary.hotels', budget.stayCny],
    ['planner:itinerary.tickets', budget.ticketsCny],
    ['planner:itinerary.meals', budget.foodCny],
  ];
  const within = budget.perPersonCny <= budget.limitCny;
  return (
    <section className="budget" aria-labelledby="budget-title">
      <h3 id="budget-title">{t('planner:itinerary.budgetTitle')}</h3>
      <dl className="budget__rows">
        {rows.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{cny(amount)}</dd>
          </div>
        ))}
        <div className="budget__total">
          <dt>{t('planner:itinerary.total')}</dt>
          <dd>{cny(budget.perPersonCny)}</dd>
        </div>
      </dl>
      <p className={within ? 'budget__fit' : 'budget__over'}>
        {t(within ? 'planner:itinerary.withinBudget' : 'planner:itinerary.overBudget', { limit: cny(budget.limitCny) })}
      </p>
    </section>
  );
}

/** Where a day's traveller sleeps and what they eat. */
export function DayFacts({ day }: { day: ItineraryDay }) {
  const { t } = useTranslation();
  return (
    <dl className="day-card__facts">
      <div>
        <dt>{t('planner:itinerary.stay')}</dt>
        <dd>{day.stay.note}</dd>
      </div>
      <div>
        <dt>{t('planner:itinerary.food')}</dt>
        <dd>{day.food.join(' · ')}</dd>
      </div>
    </dl>
  );
}

/** `days` replaces the read-only day cards (the editable plan). */
export function ItineraryBody({ itinerary, days, shared = false }: { itinerary: Itinerary; days?: ReactNode; shared?: boolean }) {
  const { t } = useTranslation();
  return (
    <PlanCheckProvider plan={itinerary}>
    <TripCheck shareable={!shared} />
    <div className="itinerary">
      <div className="itinerary__days">
        {days ?? itinerary.days.map((day) => <DayCard key={day.day} day={day} />)}
      </div>
      <aside className="itinerary__aside">
        <BudgetTable budget={itinerary.budget} />
        <section className="notes" aria-labelledby="notes-title">
          <h3 id="notes-title">{t('planner:itinerary.notes')}</h3>
          <ul>
            {itinerary.notes.map((note) => <li key={note}>{note}</li>)}
          </ul>
        </section>
      </aside>
    </div>
    </PlanCheckProvider>
  );
}
