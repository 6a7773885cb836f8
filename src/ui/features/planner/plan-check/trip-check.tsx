import { useTranslation } from 'react-i18next';
import { FACT_TABLES } from '../../../../lib/travel-facts';
import { EntryForm } from './entry-form';
import { ExportMenu } from './export-menu';
import { FindingsList } from './findings-list';
import { usePlanCheck } from './plan-check-context';
import { RouteMap } from './route-map';
import './plan-check.css';
import { dateTimeFormat } from '../../../../lib/intl-formatters';

function Sources() {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <details className="check-sources">
      <summary>{t('plan-check:sources.title')}</summary>
      <ul>
        {FACT_TABLES.map((table) => (
          <li key={table.id}>{t('plan-check:sources.line', { table: t(`plan-check:sources.tables.${table.id}`), source: table.source, date: date(table.asOf) })}</li>
        ))}
      </ul>
    </details>
  );
}

/** The trip-wide part of the reality check, shown by TripCheck and PlanTakeAlong (plan-check-context.tsx) inside a checked plan. */
export function TripCheckPanel({ shareable }: { shareable: boolean }) {
  const { t } = useTranslation();
  const check = usePlanCheck();
  if (!check) return null;
  const problems = check.findings.filter((finding) => finding.severity === 'problem').length;
  const tripWide = check.findings.filter((finding) => finding.day === null);
  return (
    <section className="trip-check" aria-labelledby="trip-check-title" data-testid="trip-check">
      <h3 id="trip-check-title">{t('plan-check:panel.title')}</h3>
      <p className="trip-check__summary">{problems > 0 ? t('plan-check:panel.summary', { count: problems }) : t('plan-check:panel.summaryNone')}</p>
      <p className="trip-check__informs">{t('plan-check:panel.informs')}</p>
      <p className="trip-check__before"><span className="pi pi-info-circle" aria-hidden="true" /> {t('plan-check:sources.checkBefore')}</p>
      {tripWide.length > 0 ? <FindingsList findings={tripWide} /> : null}
      <EntryForm />
      <ExportMenu shareable={shareable} />
      <RouteMap />
      <Sources />
    </section>
  );
}
