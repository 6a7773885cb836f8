import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripFormErrors, TripFormField, TripFormInput } from '../../../lib/trip-rules';
import { datesSpan, MAX_DAYS, MAX_TRAVELLERS, MIN_DAYS, REQUIREMENTS_MAX, TRAVELLER_GROUPS } from '../../../lib/trip-rules';
import type { TripFormEvent, TripFormOptions } from '../../../machines/planner/trip-form.machine';
import { DateInWords } from '../../components/date-in-words';
import { budgetLabel, formatTripDates } from './format';

function FieldError({ id, problem, values }: { id: string; problem: string | undefined; values?: Record<string, number> }) {
  const { t } = useTranslation();
  return problem ? <p className="field__error" id={id} role="alert">{t(`chat:errors.${problem}`, values)}</p> : null;
}

/** The attributes that tie a field to its message, when it has one, and to any other text describing it. */
function invalidProps(errors: TripFormErrors, field: TripFormField, described: string[] = []) {
  const ids = [...(errors[field] ? [`trip-${field}-error`] : []), ...described];
  return { 'aria-invalid': Boolean(errors[field]), 'aria-describedby': ids.join(' ') || undefined };
}

export function TripForm({ values, options, errors, today, busy, onChange, onSubmit }: {
  values: TripFormInput;
  options: TripFormOptions;
  errors: TripFormErrors;
  /** the traveller's date (YYYY-MM-DD): the first day a trip may start */
  today: string;
  /** a reply is being written: the button says so at once; a click then explains that it must wait */
  busy: boolean;
  onChange: (event: TripFormEvent) => void;
  onSubmit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [nextDestination, setNextDestination] = useState('');
  const nameOf = (slug: string) => options.cities.find((city) => city.slug === slug)?.name ?? slug;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    onSubmit();
    // a refused Generate takes the traveller to the first thing to fix, once its message is on screen
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  const span = datesSpan(values.startDate, values.endDate);
  const fewestDays = Math.max(MIN_DAYS, values.destinations.length);
  const daysCount = { daysRange: MAX_DAYS, daysBeyondDates: span ?? 0, daysBelowStops: values.destinations.length };
  const recent = options.recentDepartures.filter((city) => options.cities.some((c) => c.slug === city.slug));
  return (
    <form className="trip-form" onSubmit={submit} noValidate aria-labelledby="trip-form-title">
      <h2 id="trip-form-title" className="trip-form__title">{t('chat:form.heading')}</h2>

      <div className="field">
        <label htmlFor="trip-departure">{t('chat:form.departure')}</label>
        <select
          id="trip-departure"
          value={values.departure}
          {...invalidProps(errors, 'departure')}
          onChange={(event) => onChange({ type: 'SET_DEPARTURE', slug: event.target.value })}
        >
          <option value="">{t('chat:form.choose')}</option>
          {recent.length > 0 ? (
            <optgroup label={t('chat:form.recentDepartures')}>
              {recent.map((city) => <option key={`recent-${city.slug}`} value={city.slug}>{city.name}</option>)}
            </optgroup>
          ) : null}
          <optgroup label={t('chat:form.allCities')}>
            {options.cities.map((city) => <option key={city.slug} value={city.slug}>{city.name}</option>)}
          </optgroup>
        </select>
        <FieldError id="trip-departure-error" problem={errors.departure} />
      </div>

      <div className="field">
        <label htmlFor="trip-destination">{t('chat:form.destinations')}</label>
        <div className="field__inline">
          <select id="trip-destination" value={nextDestination} onChange={(event) => setNextDestination(event.target.value)}
            aria-invalid={Boolean(errors.destinations)} aria-describedby={errors.destinations ? 'trip-destinations-error' : undefined}>
            <option value="">{t('chat:form.choose')}</option>
            {options.areas.map((area) => (
              <optgroup key={area.region} label={t(`cities:regions.${area.region}`, { defaultValue: area.label })}>
                {area.cities.filter((city) => !values.destinations.includes(city.slug)).map((city) => (
                  <option key={city.slug} value={city.slug}>{city.name}</option>
                ))}
              </optgroup>
            ))}
          </select>
          <button type="button" className="button button--quiet" disabled={!nextDestination}
            onClick={() => { onChange({ type: 'ADD_DESTINATION', slug: nextDestination }); setNextDestination(''); }}>
            <span className="pi pi-plus" aria-hidden="true" /> {t('chat:form.addDestination')}
          </button>
        </div>
        {values.destinations.length > 0 ? (
          <ol className="trip-form__stops" aria-label={t('chat:form.route')}>
            {values.destinations.map((slug) => (
              <li key={slug} className="chip chip--static">
                {nameOf(slug)}
                <button type="button" className="chip__remove" aria-label={t('chat:form.removeDestination', { city: nameOf(slug) })}
                  onClick={() => onChange({ type: 'REMOVE_DESTINATION', slug })}>
                  <span className="pi pi-times" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        <FieldError id="trip-destinations-error" problem={errors.destinations} />
      </div>

      <div className="field-row">
        <div className="field">
          <label htmlFor="trip-startDate">{t('chat:form.startDate')}</label>
          <input id="trip-startDate" type="date" min={today} value={values.startDate} {...invalidProps(errors, 'startDate', values.startDate ? ['trip-startDate-words'] : [])}
            onChange={(event) => onChange({ type: 'SET_START_DATE', date: event.target.value })} />
          <DateInWords id="trip-startDate-words" value={values.startDate} />
          <FieldError id="trip-startDate-error" problem={errors.startDate} />
        </div>
        <div className="field">
          <label htmlFor="trip-endDate">{t('chat:form.endDate')}</label>
          <input id="trip-endDate" type="date" min={values.startDate || today} value={values.endDate} {...invalidProps(errors, 'endDate', values.endDate ? ['trip-endDate-words'] : [])}
            onChange={(event) => onChange({ type: 'SET_END_DATE', date: event.target.value })} />
          <DateInWords id="trip-endDate-words" value={values.endDate} />
          <FieldError id="trip-endDate-error" problem={errors.endDate} />
        </div>
      </div>
      {span !== null && !errors.startDate && !errors.endDate ? (
        <p className="field__hint trip-form__span">{t('chat:form.datesSpan', { count: span, dates: formatTripDates(values.startDate, span, i18n.language) })}</p>
      ) : null}

      <div className="field">
        <label htmlFor="trip-days">{t('chat:form.days')}</label>
        <input id="trip-days" className="trip-form__number" type="number" inputMode="numeric" min={fewestDays} max={span ?? MAX_DAYS} value={values.days}
          {...invalidProps(errors, 'days')} onChange={(event) => onChange({ type: 'SET_DAYS', days: event.target.value })} />
        <FieldError id="trip-days-error" problem={errors.days} values={{ min: MIN_DAYS, count: errors.days ? daysCount[errors.days as keyof typeof daysCount] : 0 }} />
      </div>

      <fieldset className="field" aria-describedby={errors.travellers ? 'trip-travellers-error' : undefined}>
        <legend>{t('chat:form.travellers')}</legend>
        <div className="field-row field-row--three">
          {TRAVELLER_GROUPS.map((group) => (
            <div className="field" key={group}>
              <label htmlFor={`trip-${group}`}>{t(`chat:form.${group}`)}</label>
              <input id={`trip-${group}`} type="number" inputMode="numeric" min={0} max={MAX_TRAVELLERS} value={values.travellers[group]}
                {...invalidProps(errors, group)} onChange={(event) => onChange({ type: 'SET_TRAVELLERS', group, count: event.target.value })} />
              <FieldError id={`trip-${group}-error`} problem={errors[group]} values={{ count: MAX_TRAVELLERS }} />
            </div>
          ))}
        </div>
        <FieldError id="trip-travellers-error" problem={errors.travellers} />
      </fieldset>

      <fieldset className="field" aria-describedby={errors.budget ? 'trip-budget-error' : undefined}>
        <legend>{t('chat:form.budget')}</legend>
        <div className="budget-options">
          {options.budgets.map((budget) => (
            <label key={budget.id} className={`budget-option${values.budgetId === budget.id ? ' budget-option--checked' : ''}`}>
              <input type="radio" name="trip-budget" value={budget.id} checked={values.budgetId === budget.id}
                onChange={() => onChange({ type: 'SET_BUDGET', budgetId: budget.id })} />
              {budgetLabel(budget, i18n.language, t)}
            </label>
          ))}
        </div>
        <p className="field__hint">{t('chat:form.budgetHint')}</p>
        <FieldError id="trip-budget-error" problem={errors.budget} />
      </fieldset>

      <div className="field">
        <label htmlFor="trip-requirements">{t('chat:form.requirements')}</label>
        <textarea id="trip-requirements" rows={3} maxLength={REQUIREMENTS_MAX} value={values.requirements} placeholder={t('chat:form.requirementsPlaceholder')}
          onChange={(event) => onChange({ type: 'SET_REQUIREMENTS', text: event.target.value })} />
      </div>

      <button type="submit" className="button button--primary button--large button--wide" aria-busy={busy}>
        <span className={`pi ${busy ? 'pi-spin pi-spinner' : 'pi-sparkles'}`} aria-hidden="true" /> {t(busy ? 'chat:form.generating' : 'chat:form.generate')}
      </button>
    </form>
  );
}
