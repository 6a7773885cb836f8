import { useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { combosMachine } from '../../machines/shared/loader.machine';
import { EmptyState, ErrorState, LoadingState } from './states';
import { ComboCard } from './combo-card';
import './content.css';

/** a wide screen shows four cards at once, a phone one and a half */
const CARDS_IN_FIRST_VIEW = 4;

/** Trip packages from cityCombo/list; `vertical` shows the vertical covers of the mobile landing page. */
export function ComboCarousel({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(combosMachine);
  const track = useRef<HTMLUListElement>(null);
  const frame = `combo-carousel${vertical ? ' combo-carousel--vertical' : ''}`;
  if (snapshot.matches('loading')) {
    // cards of the final shape hold the place, so what follows the carousel does not move when it arrives
    return (
      <div className={`${frame} combo-carousel--loading`}>
        <ul className="combo-carousel__track" aria-hidden="true">
          {/* keys of their own: a placeholder keyed 1 would become package 1's card and be counted as moving */}
          {['first', 'second', 'third', 'fourth'].map((place) => (
            <li key={`placeholder-${place}`} className="combo-carousel__item combo-carousel__placeholder" />
          ))}
        </ul>
        <div className="combo-carousel__controls" aria-hidden="true" />
        <LoadingState label={t('packages:combos.loading')} />
      </div>
    );
  }
  if (snapshot.matches('failed')) return <ErrorState failure={snapshot.context.failure} text={t('packages:combos.loadFailed')} onRetry={() => send({ type: 'RETRY' })} />;
  const combos = snapshot.context.data ?? [];
  if (combos.length === 0) return <EmptyState text={t('packages:combos.empty')} />;
  const scroll = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    const rtl = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    list.scrollBy({ left: direction * rtl * list.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <div className={frame} role="region" aria-roledescription={t('packages:combos.carousel')} aria-label={t('packages:combos.title')}>
      <ul className="combo-carousel__track" ref={track}>
        {combos.map((combo, index) => (
          <li key={combo.id} className="combo-carousel__item">
            <ComboCard combo={combo} vertical={vertical} eager={index < CARDS_IN_FIRST_VIEW} />
          </li>
        ))}
      </ul>
      <div className="combo-carousel__controls">
        <button type="button" className="combo-carousel__arrow" onClick={() => scroll(-1)} aria-label={t('packages:combos.previous')}>
          <span className="pi pi-chevron-left" aria-hidden="true" />
        </button>
        <button type="button" className="combo-carousel__arrow" onClick={() => scroll(1)} aria-label={t('packages:combos.next')}>
          <span className="pi pi-chevron-right" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
