import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { combosMachine } from '../../../machines/shared/loader.machine';
import { ScreenFrame } from '../../components/screen-frame';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { ComboCard } from '../../components/combo-card';
import '../../components/content.css';

/** the grid's first row, in view on arrival */
const FIRST_ROW = 3;

/** commobInfo: every fixed trip package. */
export default function ComboListScreen() {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(combosMachine);
  const combos = snapshot.context.data ?? [];
  return (
    <ScreenFrame title={t('packages:combos.title')}>
      <p className="catalogue__lead">{t('packages:combos.lead')}</p>
      {snapshot.matches('loading') ? <LoadingState label={t('packages:combos.loading')} /> : null}
      {snapshot.matches('failed') ? <ErrorState failure={snapshot.context.failure} text={t('packages:combos.loadFailed')} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {snapshot.matches('ready') && combos.length === 0 ? <EmptyState text={t('packages:combos.empty')} /> : null}
      {combos.length > 0 ? (
        <ul className="combo-grid">
          {combos.map((combo, index) => (
            <li key={combo.id}>
              <ComboCard combo={combo} headingLevel={2} withSummary eager={index < FIRST_ROW} />
            </li>
          ))}
        </ul>
      ) : null}
    </ScreenFrame>
  );
}
