import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripFormErrors, TripFormField, TripFormInput } from '../../../lib/trip-rules';
import { datesSpan, MAX_DAYS, MAX_TRAVELLERS, MIN_DAYS, REQUIREMENTS_MAX, TRAVELLER_GROUPS } from '../../../lib/trip-rules';
import type { TripFormEvent, TripFormOptions } from '../../../machines/planner/trip-form.machine';
import { Field, FieldError } from '../../components/field';
import { budgetLabel, formatTripDates } from './format';

/** The trip's form; it renders again only when what it shows changes, not with every line of a streaming reply. */
export const TripForm = memo(function TripForm({ values, options, errors, today, busy, onChange, onSubmit }: {
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
  const message = (field: TripFormField, values?: Record<string, number>) => (errors[field] ? t(`planner:errors.${errors[field]}`, values) : undefined);
  /** a group's message (the travellers, the budget), named by its fieldset */
  const groupError = (field: TripFormField) => (errors[field] ? <FieldError id={`trip-${field}-error`}>{message(field)}</FieldError> : null);
  return (
    <form className="trip-form" onSubmit={submit} noValidate aria-labelledby="trip-form-title">
      <h2 id="trip-form-title" className="trip-form__title">{t('planner:form.heading')}</h2>

      <Field
        id="trip-departure"
        label={t('planner:form.departure')}
        value={values.departure}
        error={message('departure')}
        onChange={(slug) => onChange({ type: 'SET_DEPARTURE', slug })}
        options={
          <>
            <option value="">{t('planner:form.choose')}</option>
            {recent.length > 0 ? (
              <optgroup label={t('planner:form.recentDepartures')}>
                {recent.map((city) => <option key={`recent-${city.slug}`} value={city.slug}>{city.name}</option>)}
              </optgroup>
            ) : null}
            <optgroup label={t('planner:form.allCities')}>
              {options.cities.map((city) => <option key={city.slug} value={city.slug}>{city.name}</option>)}
            </optgroup>
          </>
        }
      />

      <Field
        id="trip-destination"
        label={t('planner:form.destinations')}
        value={nextDestination}
        error={message('destinations')}
        onChange={setNextDestination}
        options={
          <>
            <option value="">{t('planner:form.choose')}</option>
            {options.areas.map((area) => (
              <optgroup key={area.region} label={t(`cities:regions.${area.region}`, { defaultValue: area.label })}>
                {area.cities.filter((city) => !values.destinations.includes(city.slug)).map((city) => (
                  <option key={city.slug} value={city.slug}>{city.name}</option>
                ))}
              </optgroup>
            ))}
          </>
        }
        beside={
          <button type="button" className="button button--quiet" disabled={!nextDestination}
            onClick={() => { onChange({ type: 'ADD_DESTINATION', slug: nextDestination }); setNextDestination(''); }}>
            <span className="pi pi-plus" aria-hidden="true" /> {t('planner:form.addDestination')}
          </button>
        }
      >
        {values.destinations.length > 0 ? (
          <ol className="trip-form__stops" aria-label={t('planner:form.route')}>
            {values.destinations.map((slug) => (
              <li key={slug} className="chip chip--static">
                {nameOf(slug)}
                <button type="button" className="chip__remove" aria-label={t('planner:form.removeDestination', { city: nameOf(slug) })}
                  onClick={() => onChange({ type: 'REMOVE_DESTINATION', slug })}>
                  <span className="pi pi-times" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ol>
        ) : null}
      </Field>

      <div className="field-row">
        <Field id="trip-startDate" label={t('planner:form.startDate')} type="date" min={today} value={values.startDate} error={message('startDate')}
          onChange={(date) => onChange({ type: 'SET_START_DATE', date })} />
        <Field id="trip-endDate" label={t('planner:form.endDate')} type="date" min={values.startDate || today} value={values.endDate} error={message('endDate')}
          onChange={(date) => onChange({ type: 'SET_END_DATE', date })} />
      </div>
      {span !== null && !errors.startDate && !errors.endDate ? (
        <p className="field__hint trip-form__span">{t('planner:form.datesSpan', { count: span, dates: formatTripDates(values.startDate, span, i18n.language) })}</p>
      ) : null}

      <Field id="trip-days" label={t('planner:form.days')} type="number" inputMode="numeric" min={fewestDays} max={span ?? MAX_DAYS} value={values.days}
        error={message('days', { min: MIN_DAYS, count: errors.days ? daysCount[errors.days as keyof typeof daysCount] : 0 })}
        onChange={(days) => onChange({ type: 'SET_DAYS', days })} />

      <fieldset className="field" aria-describedby={errors.travellers ? 'trip-travellers-error' : undefined}>
        <legend>{t('planner:form.travellers')}</legend>
        <div className="field-row field-row--three">
          {TRAVELLER_GROUPS.map((group) => (
            <Field key={group} id={`trip-${group}`} label={t(`planner:form.${group}`)} type="number" inputMode="numeric" min={0} max={MAX_TRAVELLERS}
              value={values.travellers[group]} error={message(group, { count: MAX_TRAVELLERS })}
              onChange={(count) => onChange({ type: 'SET_TRAVELLERS', group, count })} />
          ))}
        </div>
        {groupError('travellers')}
      </fieldset>

      <fieldset className="field" aria-describedby={errors.budget ? 'trip-budget-error' : undefined}>
        <legend>{t('planner:form.budget')}</legend>
        <div className="budget-options">
          {options.budgets.map((budget) => (
            <label key={budget.id} className={`budget-option${values.budgetId === budget.id ? ' budget-option--checked' : ''}`}>
              <input type="radio" name="trip-budget" value={budget.id} checked={values.budgetId === budget.id}
                onChange={() => onChange({ type: 'SET_BUDGET', budgetId: budget.id })} />
              {budgetLabel(budget, i18n.language, t)}
            </label>
          ))}
        </div>
        <p className="field__hint">{t('planner:form.budgetHint')}</p>
        {groupError('budget')}
      </fieldset>

      <Field id="trip-requirements" label={t('planner:form.requirements')} multiline maxLength={REQUIREMENTS_MAX} value={values.requirements}
        placeholder={t('planner:form.requirementsPlaceholder')} onChange={(text) => onChange({ type: 'SET_REQUIREMENTS', text })} />

      <button type="submit" className="button button--primary button--large button--wide" aria-busy={busy}>
        <span className={`pi ${busy ? 'pi-spin pi-spinner' : 'pi-sparkles'}`} aria-hidden="true" /> {t(busy ? 'planner:form.generating' : 'planner:form.generate')}
      </button>
    </form>
  );
});
