import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { clockMachine } from '../../machines/site/clock.machine';
import { beijingClockFace } from '../../lib/beijing-time';

/** Beijing time (UTC+8) ticking every second; the only part of the header that re-renders with it. */
export function BeijingClock() {
  const { t } = useTranslation();
  const [snapshot] = useMachine(clockMachine);
  const face = beijingClockFace(snapshot.context.now);
  return (
    <p className="clock">
      <span className="clock__label">{t('shell:clock.beijing')}</span>
      <time className="clock__time" dateTime={face.iso}>
        {face.time}
      </time>
    </p>
  );
}
