import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { buildIcs } from '../../../../lib/plan-ics';
import { DriverDialog } from './driver-view';
import { usePlanCheck } from './plan-check-context';

/** Calendar file, print or PDF, a share link and the driver's view: the plan leaves the screen. */
export function ExportMenu({ shareable = true }: { shareable?: boolean }) {
  const { t } = useTranslation();
  const check = usePlanCheck();
  const [driverOpen, setDriverOpen] = useState(false);
  const share = useSelector(check?.actor, (state) => state && { link: state.context.shareLink, result: state.context.shareResult, busy: state.hasTag('busy') });
  if (!check || !share) return null;
  const { plan, actor } = check;
  const ics = buildIcs(plan, {
    dayTitle: (day, city) => t('plan-check:export.dayEvent', { day, city }),
    legTitle: (mode, from, to) => t('plan-check:export.legEvent', { mode: t(`plan-check:modes.${mode}`), from, to }),
  }, new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z'));
  return (
    <section className="export-menu" aria-labelledby="export-menu-title">
      <h4 id="export-menu-title">{t('plan-check:export.title')}</h4>
      <div className="export-menu__buttons">
        <button type="button" className="button button--light button--small" disabled={ics === null} aria-describedby={ics === null ? 'export-ics-needs-dates' : undefined}
          onClick={() => ics && actor.send({ type: 'ICS.SAVE', text: ics, fileName: `${plan.title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60) || 'trip'}.ics` })}>
          <span className="pi pi-calendar-plus" aria-hidden="true" /> {t('plan-check:export.ics')}
        </button>
        <button type="button" className="button button--light button--small" onClick={() => actor.send({ type: 'PRINT' })}>
          <span className="pi pi-print" aria-hidden="true" /> {t('plan-check:export.print')}
        </button>
        {shareable ? (
          <button type="button" className="button button--light button--small" disabled={share.busy}
            onClick={() => actor.send({ type: 'SHARE', plan, origin: window.location.origin })}>
            <span className="pi pi-share-alt" aria-hidden="true" /> {t('plan-check:export.share')}
          </button>
        ) : null}
        <button type="button" className="button button--light button--small" onClick={() => setDriverOpen(true)}>
          <span className="pi pi-car" aria-hidden="true" /> {t('plan-check:export.driver')}
        </button>
      </div>
      {ics === null ? <p id="export-ics-needs-dates" className="export-menu__note">{t('plan-check:export.icsNeedsDates')}</p> : null}
      <div role="status" className="export-menu__status">
        {share.result === 'copied' ? <p>{t('plan-check:export.shareCopied')}</p> : null}
        {share.result === 'failed' && share.link ? (
          <label className="export-menu__manual">
            {t('plan-check:export.shareFailed')}
            <input readOnly value={share.link} onFocus={(event) => event.target.select()} />
          </label>
        ) : null}
      </div>
      {share.link ? <a className="visually-hidden" href={share.link} data-testid="share-link">{t('plan-check:export.share')}</a> : null}
      <DriverDialog visible={driverOpen} onHide={() => setDriverOpen(false)} />
    </section>
  );
}
