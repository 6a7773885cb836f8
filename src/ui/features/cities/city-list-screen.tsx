import { useId, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { cityListMachine, visibleMatches } from '../../../machines/cities/city-list.machine';
import { useDictionary } from '../../dictionaries-context';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { CityCard } from './city-card';
import './cities.css';

/** the usual number of hot cities: two rows on a wide screen */
const HOT_PLACEHOLDERS = Array.from({ length: 10 }, (_, index) => index);

export default function CityListScreen() {
  const { t } = useTranslation('cities');
  const [snapshot, send] = useMachine(cityListMachine);
  const { context } = snapshot;
  // the regions come with the dictionaries and their counts with the hot cities: a region shows once both
  // are in (or the counts failed), so its count does not widen it, and move its neighbours, after it appeared
  const countsSettled = Object.keys(context.regionCounts).length > 0 || !snapshot.matches({ hot: 'loading' });
  const dictionaryRegions = useDictionary('region');
  const regions = countsSettled ? dictionaryRegions : [];
  const searchId = useId();
  const searching = !snapshot.matches({ search: 'off' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SEARCH' });
  };
  const matches = visibleMatches(context);
  return (
    <div className="cities">
      <header className="cities__hero">
        <h1 className="cities__title">{t('list.title')}</h1>
        <p className="cities__subtitle">{t('list.subtitle')}</p>
        <form className="cities__search" role="search" onSubmit={submit}>
          <label className="visually-hidden" htmlFor={searchId}>
            {t('list.searchLabel')}
          </label>
          <span className="pi pi-search cities__search-icon" aria-hidden="true" />
          <input
            id={searchId}
            className="cities__search-input"
            type="search"
            value={context.keyword}
            placeholder={t('list.searchPlaceholder')}
            maxLength={50}
            autoComplete="off"
            onChange={(event) => send({ type: 'KEYWORD', text: event.target.value })}
          />
          {context.keyword ? (
            <button type="button" className="cities__search-clear" aria-label={t('list.clear')} onClick={() => send({ type: 'CLEAR' })}>
              <span className="pi pi-times" aria-hidden="true" />
            </button>
          ) : null}
          <button type="submit" className="button button--primary">
            {t('list.search')}
          </button>
        </form>
      </header>

      <div className="cities__regions" role="group" aria-label={t('list.regionLabel')}>
        {[{ value: '', label: t('list.allRegions') }, ...regions.map((r) => ({ value: r.value, label: t(`regions.${r.value}`, { defaultValue: r.label }) }))].map(
          (region) => (
            <button
              key={region.value || 'all'}
              type="button"
              className="cities__region"
              aria-pressed={context.region === region.value}
              onClick={() => send({ type: 'REGION', region: region.value })}
            >
              {region.label}
              {region.value && context.regionCounts[region.value] ? <span className="cities__region-count">{context.regionCounts[region.value]}</span> : null}
            </button>
          ),
        )}
      </div>

      {searching ? (
        <section className="cities__section" aria-labelledby="cities-results">
          <h2 className="cities__section-title" id="cities-results">
            {t('list.resultsTitle')}
          </h2>
          {snapshot.hasTag('searching') ? <LoadingState /> : null}
          {snapshot.matches({ search: 'failed' }) ? <ErrorState failure={snapshot.context.failure} onRetry={() => send({ type: 'RETRY' })} /> : null}
          {snapshot.matches({ search: 'showing' }) ? (
            matches.length > 0 ? (
              <>
                <p className="cities__count" role="status">
                  {t('list.results', { total: matches.length, keyword: context.searchedFor })}
                </p>
                <div className="cities__grid">
                  {matches.map((city) => <CityCard key={city.id} city={city} />)}
                </div>
              </>
            ) : (
              <EmptyState text={t('list.noResults', { keyword: context.searchedFor })} />
            )
          ) : null}
        </section>
      ) : (
        <>
          {context.region === '' ? (
            <section className="cities__section" aria-labelledby="cities-hot">
              <h2 className="cities__section-title" id="cities-hot">
                <span className="pi pi-star-fill cities__hot-icon" aria-hidden="true" /> {t('list.hotTitle')}
              </h2>
              {snapshot.matches({ hot: 'failed' }) ? <ErrorState failure={snapshot.context.failure} onRetry={() => send({ type: 'RETRY' })} /> : null}
              {snapshot.matches({ hot: 'loading' }) ? (
                // cards of the final shape hold the place, so nothing below moves when the hot cities arrive
                <div className="cities__hot cities__hot--loading">
                  {HOT_PLACEHOLDERS.map((index) => (
                    <div key={index} className="city-card city-card--placeholder" aria-hidden="true" />
                  ))}
                  <LoadingState />
                </div>
              ) : (
                <div className="cities__hot">
                  {context.hot.map((city, index) => <CityCard key={city.id} city={city} featured lead={index === 0} />)}
                </div>
              )}
            </section>
          ) : null}
          <section className="cities__section" aria-labelledby="cities-all">
            <h2 className="cities__section-title" id="cities-all">
              {context.region ? t(`regions.${context.region}`) : t('list.allTitle')}
            </h2>
            {snapshot.matches({ catalogue: 'loading' }) ? <LoadingState /> : null}
            {snapshot.matches({ catalogue: 'failed' }) ? <ErrorState failure={snapshot.context.failure} onRetry={() => send({ type: 'RETRY' })} /> : null}
            {snapshot.matches({ catalogue: 'ready' }) ? (
              context.rows.length > 0 ? (
                <div className="cities__grid">
                  {context.rows.map((city) => <CityCard key={city.id} city={city} />)}
                </div>
              ) : (
                <EmptyState text={t('list.emptyRegion')} />
              )
            ) : null}
            {snapshot.matches({ catalogue: 'ready' }) && context.rows.length < context.total ? (
              <button
                type="button"
                className="button button--quiet cities__more"
                disabled={snapshot.matches({ catalogue: { ready: 'loadingMore' } })}
                onClick={() => send({ type: 'MORE' })}
              >
                {t('list.more', { remaining: context.total - context.rows.length })}
              </button>
            ) : null}
          </section>
        </>
      )}
    </div>
  );
}
