import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ENTRY_PORTS } from '../../../../lib/travel-facts/entry';
import { isCountryCode } from '../../../../lib/plan-check/entry';
import type { TravellerProfile } from '../../../../lib/plan-check';
import { usePlanCheck } from './plan-check-context';
import { usePlaceNames } from './place-names';
import { collator, displayNames } from '../../../../lib/intl-formatters';

/** Every region code the browser can name, as it has no list of its own; groupings such as EU and UN are not countries. */
const GROUPINGS = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB']);
let countryCodes: readonly string[] | null = null;

/** Asked when the form first shows, not when the planner's code loads: only this form needs the 676 names it asks the browser for. */
function allCountryCodes(): readonly string[] {
  countryCodes ??= Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)))
    .filter((code) => !GROUPINGS.has(code) && isCountryCode(code));
  return countryCodes;
}

function useCountries(): { code: string; name: string }[] {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const order = collator(i18n.language);
    const names = displayNames(i18n.language, { type: 'region', fallback: 'code' });
    return allCountryCodes().map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => order.compare(a.name, b.name));
  }, [i18n.language]);
}

type SelectField = Exclude<keyof TravellerProfile, 'longHaulArrival'>;

/** Passport, arrival, port and onward destination: what the entry check needs, kept for the next plan. */
export function EntryForm() {
  const { t } = useTranslation();
  const check = usePlanCheck();
  const countries = useCountries();
  const names = usePlaceNames();
  const traveller = useSelector(check?.actor, (state) => state?.context.traveller);
  if (!check || !traveller) return null;
  const set = (field: keyof TravellerProfile, value: string | boolean) => check.actor.send({ type: 'TRAVELLER.SET', field, value });
  const countryOptions = countries.map(({ code, name }) => <option key={code} value={code}>{name}</option>);
  const select = (field: SelectField, label: string, options: React.ReactNode, empty: string) => (
    <div className="entry-form__field">
      <label htmlFor={`entry-${field}`}>{label}</label>
      <select id={`entry-${field}`} value={traveller[field]} onChange={(event) => set(field, event.target.value)}>
        <option value="">{empty}</option>
        {options}
      </select>
    </div>
  );
  return (
    <form className="entry-form" aria-labelledby="entry-form-title" onSubmit={(event) => event.preventDefault()}>
      <h4 id="entry-form-title">{t('plan-check:entryForm.title')}</h4>
      <p className="entry-form__intro">{t('plan-check:entryForm.intro')}</p>
      {select('passport', t('plan-check:entryForm.passport'), countryOptions, t('plan-check:entryForm.choose'))}
      {select('arrivingFrom', t('plan-check:entryForm.arrivingFrom'), countryOptions, t('plan-check:entryForm.sameAsPassport'))}
      {select('entryPort', t('plan-check:entryForm.entryPort'), ENTRY_PORTS.map((port) => (
        <option key={port.code} value={port.code}>{names.place(port, port.city)} ({port.code})</option>
      )), t('plan-check:entryForm.choose'))}
      {select('nextDestination', t('plan-check:entryForm.nextDestination'), countryOptions, t('plan-check:entryForm.choose'))}
      <label className="entry-form__check">
        <input type="checkbox" checked={traveller.longHaulArrival} onChange={(event) => set('longHaulArrival', event.target.checked)} />
        {t('plan-check:entryForm.longHaul')}
      </label>
    </form>
  );
}
