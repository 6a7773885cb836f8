import { useMemo, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { Sidebar } from 'primereact/sidebar';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../lib/intl-formatters';
import type { EndpointName } from '../../api/contract';
import { mockPanelMachine } from '../../machines/site/mock-panel.machine';
import { eventLog } from '../../lib/app-events';
import { EVERY_ENDPOINT, MOCK_PRESETS, type MockCall, type MockScenario } from '../../api/mock-contract';
import { useDockPlacement } from '../components/floating-dock';
import { groupEndpoints } from './endpoint-areas';
import { ABOVE_DIALOGS } from './above-dialogs';

/** The open panel: its code (PrimeReact's sidebar, the panel's machine) loads when the opener is first used. */
export default function MockPanelBody({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useMachine(mockPanelMachine);
  const { error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  // a phone has no room beside a dialog: the panel is a sheet along the bottom and open dialogs move up above it (styles.css)
  const sheet = useDockPlacement() === 'bar';
  return (
    <Sidebar
      visible
      onHide={onClose}
      position={sheet ? 'bottom' : 'left'}
      modal={false}
      baseZIndex={ABOVE_DIALOGS}
      header={<h2 className="mock-panel__title">{t('mock:title')}</h2>}
      closeIcon={<span className="pi pi-times" aria-hidden="true" />}
      pt={{ closeButton: { 'aria-label': t('mock:close') } }}
      className={`mock-panel${sheet ? ' mock-panel--sheet' : ''}`}
      aria-label={t('mock:title')}
      aria-busy={busy}
    >
      {error ? <p role="alert">{error}</p> : null}
      <MailboxSection mail={snapshot.context.mail} />
      <PresetSection busy={busy} onStart={(preset) => send({ type: 'START_PRESET', preset })} />
      <ScenarioSection
        query={snapshot.context.query}
        scenarios={snapshot.context.scenarios}
        onSearch={(query) => send({ type: 'SEARCH', query })}
        onAdd={(scenario) => send({ type: 'ADD_SCENARIO', scenario })}
        onClear={() => send({ type: 'CLEAR_SCENARIOS' })}
      />
      <CallLogSection calls={snapshot.context.calls} onClear={() => send({ type: 'CLEAR_CALLS' })} />
      <section aria-labelledby="mock-pace">
        <h3 id="mock-pace">{t('mock:pace')}</h3>
        {(['realistic', 'fast'] as const).map((pace) => (
          <label key={pace} className="mock-panel__check">
            <input type="radio" name="pace" checked={snapshot.context.settings?.pace === pace} onChange={() => send({ type: 'SET_PACE', pace })} />
            {pace === 'fast' ? t('mock:paceFast') : t('mock:paceRealistic')}
          </label>
        ))}
      </section>
      <section aria-labelledby="mock-app-events">
        <h3 id="mock-app-events">{t('mock:appEvents')}</h3>
        <ol className="mock-panel__events">
          {eventLog().slice(-10).map((entry, i) => (
            <li key={i}><code>{dateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(entry.at)} {entry.event.type}</code></li>
          ))}
        </ol>
      </section>
      <section>
        <button type="button" className="mock-panel__reset" onClick={() => { if (window.confirm(t('mock:resetConfirm'))) send({ type: 'RESET_WORLD' }); }}>
          {t('mock:reset')}
        </button>
      </section>
    </Sidebar>
  );
}

function PresetSection({ busy, onStart }: { busy: boolean; onStart: (preset: (typeof MOCK_PRESETS)[number]) => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="mock-presets">
      <h3 id="mock-presets">{t('mock:presets')}</h3>
      <p className="mock-panel__hint">{t('mock:presetsHint')}</p>
      <ul className="mock-panel__presets">
        {MOCK_PRESETS.map((preset) => (
          <li key={preset}>
            <div>
              <strong>{t(`mock:presetNames.${preset}`)}</strong>
              <p>{t(`mock:presetAbout.${preset}`)}</p>
              <code dir="ltr" aria-label={t('mock:presetLink')}>?mock={preset}</code>
            </div>
            <button
              type="button"
              disabled={busy}
              aria-label={t('mock:startPresetNamed', { name: t(`mock:presetNames.${preset}`) })}
              onClick={() => onStart(preset)}
            >
              {t('mock:startPreset')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MailboxSection({ mail }: { mail: { id: number; to: string; subject: string; code: string }[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="mock-mailbox">
      <h3 id="mock-mailbox">{t('mock:mailbox')}</h3>
      {mail.length === 0 ? <p>{t('mock:noMail')}</p> : null}
      <ul className="mock-panel__mail">
        {mail.slice(0, 10).map((item) => (
          <li key={item.id}>
            <bdi>{item.to}</bdi> — <code data-testid="mock-mail-code" dir="ltr">{item.code}</code>{' '}
            <button type="button" className="link-button" aria-label={t('mock:copyCode', { code: item.code })} onClick={() => void navigator.clipboard?.writeText(item.code)}>
              <span className="pi pi-copy" aria-hidden="true" />
            </button>
            <div>{item.subject}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ScenarioSectionProps {
  query: string;
  scenarios: MockScenario[];
  onSearch: (query: string) => void;
  onAdd: (scenario: MockScenario) => void;
  onClear: () => void;
}

function ScenarioSection({ query, scenarios, onSearch, onAdd, onClear }: ScenarioSectionProps) {
  const { t } = useTranslation();
  const nameOf = (endpoint: MockScenario['endpoint']) => (endpoint === EVERY_ENDPOINT ? t('mock:everyEndpoint') : t(`mock:endpoints.${endpoint}`));
  const groups = useMemo(() => groupEndpoints(query, (endpoint) => t(`mock:endpoints.${endpoint}`)), [query, t]);
  const [chosen, setChosen] = useState<EndpointName>('login');
  const shown = groups.flatMap((group) => group.endpoints);
  const endpoint = shown.includes(chosen) ? chosen : shown[0];
  const [code, setCode] = useState('500');
  const [msg, setMsg] = useState('');
  const [delayMs, setDelayMs] = useState('');
  const [network, setNetwork] = useState(false);
  const [failStreamAfter, setFailStreamAfter] = useState('');

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!endpoint) return;
    onAdd({
      endpoint,
      ...(network ? { network: true } : failStreamAfter ? {} : { code: Number(code) || 500 }),
      ...(msg ? { msg } : {}),
      ...(delayMs ? { delayMs: Number(delayMs) } : {}),
      ...(failStreamAfter ? { failStreamAfter: Number(failStreamAfter) } : {}),
    });
  };

  return (
    <section aria-labelledby="mock-scenario">
      <h3 id="mock-scenario">{t('mock:scenario')}</h3>
      <form onSubmit={add} className="mock-panel__form">
        <label>{t('mock:search')}
          <input type="search" value={query} placeholder={t('mock:searchPlaceholder')} onChange={(e) => onSearch(e.target.value)} />
        </label>
        {shown.length === 0 ? <p role="status">{t('mock:noEndpoint', { query })}</p> : null}
        <label>{t('mock:endpoint')}
          <select value={endpoint ?? ''} onChange={(e) => setChosen(e.target.value as EndpointName)} disabled={!endpoint}>
            {groups.map((group) => (
              <optgroup key={group.area} label={t(`mock:areas.${group.area}`)}>
                {group.endpoints.map((name) => <option key={name} value={name}>{t(`mock:endpoints.${name}`)}</option>)}
              </optgroup>
            ))}
          </select>
        </label>
        <label>{t('mock:code')}<input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" /></label>
        <label>{t('mock:message')}<input value={msg} onChange={(e) => setMsg(e.target.value)} /></label>
        <label>{t('mock:delay')}<input value={delayMs} onChange={(e) => setDelayMs(e.target.value)} inputMode="numeric" /></label>
        <label>{t('mock:failStreamAfter')}<input value={failStreamAfter} onChange={(e) => setFailStreamAfter(e.target.value)} inputMode="numeric" /></label>
        <label className="mock-panel__check"><input type="checkbox" checked={network} onChange={(e) => setNetwork(e.target.checked)} />{t('mock:network')}</label>
        <button type="submit" disabled={!endpoint}>{t('mock:add')}</button>
      </form>
      <h4>{t('mock:pending')}</h4>
      {scenarios.length === 0 ? <p>{t('mock:noPending')}</p> : null}
      <ul className="mock-panel__pending" data-testid="mock-pending">
        {scenarios.map((s, i) => (
          <li key={i}>
            <strong>{nameOf(s.endpoint)}</strong>{' '}
            {[
              s.network ? t('mock:pendingNetwork') : s.code !== undefined ? String(s.code) : '',
              s.delayMs ? t('mock:pendingDelay', { ms: s.delayMs }) : '',
              s.failStreamAfter !== undefined ? t('mock:pendingStream', { count: s.failStreamAfter }) : '',
              s.untilCleared ? t('mock:pendingUntilCleared') : '',
            ].filter(Boolean).join(' · ')}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClear}>{t('mock:clear')}</button>
    </section>
  );
}

function CallLogSection({ calls, onClear }: { calls: MockCall[]; onClear: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="mock-log">
      <h3 id="mock-log">{t('mock:log')}</h3>
      {calls.length === 0 ? (
        <p>{t('mock:logEmpty')}</p>
      ) : (
        <table className="mock-panel__log">
          <thead>
            <tr><th scope="col">{t('mock:logTime')}</th><th scope="col">{t('mock:logCall')}</th><th scope="col">{t('mock:logAnswer')}</th><th scope="col">{t('mock:logDuration')}</th></tr>
          </thead>
          <tbody>
            {calls.slice(0, 30).map((call) => (
              <tr key={call.id}>
                <td><bdi>{dateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(call.at)}</bdi></td>
                <td title={call.endpoint}>{t(`mock:endpoints.${call.endpoint}`)}</td>
                <td className={call.code === 200 ? undefined : 'mock-panel__failed'}>{call.code === 0 ? t('mock:answerDropped') : call.code}</td>
                <td><bdi>{t('mock:logMs', { ms: call.ms })}</bdi></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" onClick={onClear}>{t('mock:logClear')}</button>
    </section>
  );
}
