import { RouteLink } from '../../components/route-link';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { tripStrategiesMachine, STRATEGIES_PAGE_SIZE } from '../../../machines/planner/trip-strategies.machine';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { ScreenFrame } from '../../components/screen-frame';
import { Field } from '../../components/field';
import { mediaUrl } from '../../../lib/media';
import { Pager } from './pager';
import './planner.css';

export default function TripStrategiesScreen() {
  const { t } = useTranslation();
  const [state, send] = useMachine(tripStrategiesMachine);
  const { condition, filters, rows, total, pageNum } = state.context;
  const pages = Math.max(1, Math.ceil(total / STRATEGIES_PAGE_SIZE));
  return (
    <ScreenFrame title={t('planner:strategies.title')}>
      <p className="chat-screen__subtitle">{t('planner:strategies.subtitle')}</p>
      <div className="filters" role="search">
        <Field label={t('planner:strategies.theme')} value={filters.theme} onChange={(theme) => send({ type: 'FILTER', filters: { theme } })}
          options={<>
            <option value="">{t('planner:strategies.all')}</option>
            {condition?.themes.map((theme) => <option key={theme.value} value={theme.value}>{t(`planner:themes.${theme.value}`, { defaultValue: theme.label })}</option>)}
          </>} />
        <Field label={t('planner:strategies.region')} value={filters.region} onChange={(region) => send({ type: 'FILTER', filters: { region } })}
          options={<>
            <option value="">{t('planner:strategies.all')}</option>
            {condition?.regions.map((region) => <option key={region.value} value={region.value}>{t(`cities:regions.${region.value}`, { defaultValue: region.label })}</option>)}
          </>} />
        <Field label={t('planner:strategies.days')} value={String(filters.days ?? '')} onChange={(days) => send({ type: 'FILTER', filters: { days: Number(days) || null } })}
          options={<>
            <option value="">{t('planner:strategies.anyLength')}</option>
            {condition?.days.map((days) => <option key={days} value={days}>{t('planner:strategies.dayCount', { count: days })}</option>)}
          </>} />
      </div>
      {state.matches('loading') ? <LoadingState /> : null}
      {state.matches('failed') ? <ErrorState failure={state.context.failure} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {state.matches('ready') && rows.length === 0 ? <EmptyState text={t('planner:strategies.empty')} /> : null}
      {state.matches('ready') && rows.length > 0 ? (
        <ul className="trip-list">
          {rows.map((plan) => (
            <li key={plan.id} className="trip-card">
              <img className="trip-card__cover" src={mediaUrl(plan.cover)} alt="" loading="lazy" />
              <div className="trip-card__tags">
                <span className="tag">{t(`planner:themes.${plan.theme}`, { defaultValue: plan.theme })}</span>
                <span className="tag">{t(`cities:regions.${plan.region}`, { defaultValue: plan.region })}</span>
              </div>
              <h2>{plan.title}</h2>
              <p>{plan.summary}</p>
              <div className="trip-card__actions">
                <RouteLink className="button button--primary button--small" to="itineraryDetails" query={{ strategy: plan.id }}>{t('planner:strategies.open')}</RouteLink>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager pageNum={pageNum} pages={pages} onPage={(page) => send({ type: 'PAGE', pageNum: page })} />
    </ScreenFrame>
  );
}
