import { useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { Sidebar } from 'primereact/sidebar';
import { useTranslation } from 'react-i18next';
import { endpointNames, type EndpointName } from '../../api/contract';
import { mockPanelMachine } from '../../machines/mock-panel.machine';
import { eventLog } from '../../machines/app-events';

/** Mock mode only: read the mock mailbox, force the next answer of any endpoint, set the stream pace, reset the world. */
export default function MockPanel() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MockPanelButton onOpen={() => setOpen(true)} />
      {open ? <MockPanelBody onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function MockPanelButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="mock-panel__open" onClick={onOpen} aria-label={t('common:mock.open')} title={t('common:mock.open')}>
      <span className="pi pi-sliders-h" aria-hidden="true" />
    </button>
  );
}

function MockPanelBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(mockPanelMachine);
  const { mail, scenarios, settings, error } = snapshot.context;
  const [endpoint, setEndpoint] = useState<EndpointName>('login');
  const [code, setCode] = useState('500');
  const [msg, setMsg] = useState('');
  const [delayMs, setDelayMs] = useState('');
  const [network, setNetwork] = useState(false);
  const [failStreamAfter, setFailStreamAfter] = useState('');

  const addScenario = (event: FormEvent) => {
    event.preventDefault();
    send({
      type: 'ADD_SCENARIO',
      scenario: {
        endpoint,
        ...(network ? { network: true } : failStreamAfter ? {} : { code: Number(code) || 500 }),
        ...(msg ? { msg } : {}),
        ...(delayMs ? { delayMs: Number(delayMs) } : {}),
        ...(failStreamAfter ? { failStreamAfter: Number(failStreamAfter) } : {}),
      },
    });
  };

  return (
    <Sidebar visible onHide={onClose} position="left" header={t('common:mock.title')} className="mock-panel">
      {error ? <p role="alert">{error}</p> : null}
      <section>
        <h2>{t('common:mock.mailbox')}</h2>
        <button type="button" className="link-button" onClick={() => send({ type: 'REFRESH' })}>{t('common:retry')}</button>
        {mail.length === 0 ? <p>{t('common:mock.noMail')}</p> : null}
        <ul className="mock-panel__mail">
          {mail.slice(0, 10).map((item) => (
            <li key={item.id}>
              <strong>{item.to}</strong> — <code data-testid="mock-mail-code">{item.code}</code>
              <div>{item.subject}</div>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{t('common:mock.scenario')}</h2>
        <form onSubmit={addScenario} className="mock-panel__form">
          <label>{t('common:mock.endpoint')}
            <select value={endpoint} onChange={(e) => setEndpoint(e.target.value as EndpointName)}>
              {endpointNames.map((name) => <option key={name} value={name}>{name}</option>)}
            </select>
          </label>
          <label>{t('common:mock.code')}<input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" /></label>
          <label>{t('common:mock.message')}<input value={msg} onChange={(e) => setMsg(e.target.value)} /></label>
          <label>{t('common:mock.delay')}<input value={delayMs} onChange={(e) => setDelayMs(e.target.value)} inputMode="numeric" /></label>
          <label>{t('common:mock.failStreamAfter')}<input value={failStreamAfter} onChange={(e) => setFailStreamAfter(e.target.value)} inputMode="numeric" /></label>
          <label className="mock-panel__check"><input type="checkbox" checked={network} onChange={(e) => setNetwork(e.target.checked)} />{t('common:mock.network')}</label>
          <button type="submit">{t('common:mock.add')}</button>
        </form>
        <h3>{t('common:mock.pending')}</h3>
        <ul>{scenarios.map((s, i) => <li key={i}>{s.endpoint} {s.network ? 'network' : (s.code ?? '')} {s.failStreamAfter !== undefined ? `stream after ${s.failStreamAfter}` : ''}</li>)}</ul>
        <button type="button" onClick={() => send({ type: 'CLEAR_SCENARIOS' })}>{t('common:mock.clear')}</button>
      </section>
      <section>
        <h2>{t('common:mock.pace')}</h2>
        <label className="mock-panel__check"><input type="radio" name="pace" checked={settings?.pace === 'realistic'} onChange={() => send({ type: 'SET_PACE', pace: 'realistic' })} />{t('common:mock.paceRealistic')}</label>
        <label className="mock-panel__check"><input type="radio" name="pace" checked={settings?.pace === 'fast'} onChange={() => send({ type: 'SET_PACE', pace: 'fast' })} />{t('common:mock.paceFast')}</label>
      </section>
      <section>
        <h2>{t('common:mock.events')}</h2>
        <ol className="mock-panel__events">
          {eventLog().slice(-15).map((entry, i) => <li key={i}><code>{new Date(entry.at).toLocaleTimeString()} {entry.event.type}</code></li>)}
        </ol>
      </section>
      <section>
        <button type="button" className="mock-panel__reset" onClick={() => { if (window.confirm(t('common:mock.resetConfirm'))) send({ type: 'RESET_WORLD' }); }}>
          {t('common:mock.reset')}
        </button>
      </section>
    </Sidebar>
  );
}
