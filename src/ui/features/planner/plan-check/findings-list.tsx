import { useTranslation } from 'react-i18next';
import type { Finding } from '../../../../lib/plan-check/types';
import { useFindingText } from './finding-text';
import { usePlanCheck } from './plan-check-context';

const ICON: Record<Finding['severity'], string> = { problem: 'pi-times-circle', warning: 'pi-exclamation-triangle', info: 'pi-info-circle' };

export function FindingsList({ findings }: { findings: readonly Finding[] }) {
  const { t } = useTranslation();
  const describe = useFindingText();
  return (
    <ul className="check-list">
      {findings.map((finding, index) => {
        const { text, suggestion } = describe(finding);
        return (
          <li key={`${finding.key}-${index}`} className={`check-item check-item--${finding.severity}`} data-kind={finding.kind}>
            <span className={`pi ${ICON[finding.severity]}`} aria-hidden="true" />
            <div>
              <p className="check-item__text"><strong>{t(`plan-check:severity.${finding.severity}`)}:</strong> {text}</p>
              {suggestion ? <p className="check-item__instead"><span>{t('plan-check:panel.instead')}</span> {suggestion}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The findings of one day, under its card (DayChecks in plan-check-context.tsx); nothing when the day has none. */
export function DayFindings({ day }: { day: number }) {
  const { t } = useTranslation();
  const check = usePlanCheck();
  const findings = check?.findings.filter((finding) => finding.day === day) ?? [];
  if (findings.length === 0) return null;
  return (
    <section className="day-check" aria-label={t('plan-check:panel.dayTitle', { day })} data-testid={`day-check-${day}`}>
      <FindingsList findings={findings} />
    </section>
  );
}
