import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Travellers } from '../../../api/types/planner';
import type { TripFormErrors, TripFormValues } from '../../../lib/trip-rules';
import { MAX_DAYS, REQUIREMENTS_MAX } from '../../../lib/trip-rules';
import type { TripFormEvent, TripFormOptions } from '../../../machines/planner/trip-form.machine';
import { budgetLabel } from './format';

function FieldError({ id, problem }: { id: string; problem: string | undefined }) {
  const { t } = useTranslation();
  return problem ? <p className="field__error" id={id} role="alert">{t(`chat:errors.${problem}`)}</p> : null;
}

export function TripForm({ values, options, errors, busy, onChange, onSubmit }: {
  values: TripFormValues;
  options: TripFormOptions;
  errors: TripFormErrors;
  /** a reply is being written: the button says so at once; a click then explains that it must wait */
  busy: boolean;
  onChange: (event: TripFormEvent) => void;
  onSubmit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [nextDestination, setNextDestination] = useState('');
  const nameOf = (slug: string) => options.cities.find((city) => city.slug === slug)?.name ?? slug;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const travellerGroups: (keyof Travellers)[] = ['adults', 'children', 'elders'];
  const recent = options.recentDepartures.filter((city) => options.cities.some((c) => c.slug === city.slug));
  return (
    <form className="trip-form" onSubmit={submit} noValidate aria-labelledby="trip-form-title">
      <h2 id="trip-form-title" className="trip-form__title">{t('chat:form.heading')}</h2>

      <div className="field">
        <label htmlFor="trip-departure">{t('chat:form.departure')}</label>
        <select
          id="trip-departure"
          value={values.departure}
          aria-invalid={Boolean(errors.departure)}
          aria-describedby={errors.departure ? 'trip-departure-error' : undefined}
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
          <button type="button" className="button button--ghost" disabled={!nextDestination}
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
          <label htmlFor="trip-days">{t('chat:form.days')}</label>
          <input id="trip-days" type="number" min={Math.max(1, values.destinations.length)} max={MAX_DAYS} value={values.days}
            onChange={(event) => onChange({ type: 'SET_DAYS', days: Number(event.target.value) })} />
        </div>
        <div className="field">
          <label htmlFor="trip-start">{t('chat:form.startDate')}</label>
          <input id="trip-start" type="date" value={values.startDate ?? ''}
            onChange={(event) => onChange({ type: 'SET_START_DATE', date: event.target.value || null })} />
        </div>
      </div>

      <fieldset className="field">
        <legend>{t('chat:form.travellers')}</legend>
        <div className="field-row field-row--three">
          {travellerGroups.map((group) => (
            <div className="field" key={group}>
              <label htmlFor={`trip-${group}`}>{t(`chat:form.${group}`)}</label>
              <input id={`trip-${group}`} type="number" min={0} max={20} value={values.travellers[group]}
                onChange={(event) => onChange({ type: 'SET_TRAVELLERS', group, count: Number(event.target.value) })} />
            </div>
          ))}
        </div>
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
