import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-teal/theme.css';
import './ui/icons/primeicons.css';
import './ui/styles.css';
import { config } from './config';
import { initI18n, resolveLanguage } from './i18n';
import { readRaw } from './lib/storage';
import { awaitBackend, callsSettled } from './api/client';
import { earlyLeadPicture } from './api/early-answers';
import { App } from './ui/app';
import { loadScreenAt } from './ui/routes';
import { hrefTo } from './ui/navigation';
import { createActor, toPromise } from 'xstate';
import { isMockPreset } from './api/mock-contract';
import { afterArrival, afterFirstPaint, afterPictureShown, firstScreenWaitsFor } from './lib/first-paint';
import { loadLocaleData } from './lib/intl-formatters';

/** `?mock=<preset>` in a link sets a whole situation up before the site starts (docs/mock-mode.md); the parameter then goes, so a reload does not set it up again. */
async function startLinkedPreset(): Promise<void> {
  const url = new URL(window.location.href);
  const preset = url.searchParams.get('mock');
  if (!isMockPreset(preset)) return;
  const { presetStarter } = await import('./machines/site/mock-panel.machine');
  await toPromise(createActor(presetStarter, { input: preset }).start()).catch((error: unknown) => console.warn('[mock] preset failed', error));
  url.searchParams.delete('mock');
  window.history.replaceState(window.history.state, '', url);
}

/** The longest the mock waits for a first screen's lead picture to paint. */
const LEAD_PICTURE_WAIT_MS = 3000;

/**
 * When index.html's early script has the first screen's answers and its lead picture (a mock-mode build's
 * seeded answers), the mock's download waits until that picture, the largest on a phone, is shown. The answer
 * that names the picture may still be on its way at the first paint (a first visit waits for the mock's worker).
 */
async function afterLeadPicture(): Promise<void> {
  const deadline = performance.now() + LEAD_PICTURE_WAIT_MS;
  const giveUp = new Promise<null>((resolve) => setTimeout(() => resolve(null), LEAD_PICTURE_WAIT_MS));
  const lead = await Promise.race([earlyLeadPicture(), giveUp]);
  if (lead) await afterPictureShown(lead, Math.max(0, deadline - performance.now()));
}

async function boot(): Promise<void> {
  // the bare address leads home (the routes' redirect) before the first render, which then draws the home at once
  // instead of an empty page and, a render later, the home (on a phone with the footer's download on the way)
  if (window.location.pathname === '/') window.history.replaceState(window.history.state, '', `${hrefTo('home')}${window.location.search}${window.location.hash}`);
  const language = resolveLanguage(readRaw('language'));
  const translations = initI18n(language);
  const linkedPreset = config.mockMode && new URLSearchParams(window.location.search).has('mock');
  if (config.inBrowserMock) {
    // the mock (MSW, the seeded world) loads after the first paint (the render follows the strings), so
    // the shell and its placeholders paint without waiting for it and its download does not slow theirs;
    // calls wait until it answers. A linked preset needs it before the site starts.
    const loaded = linkedPreset ? Promise.resolve() : translations.then(afterFirstPaint).then(afterLeadPicture);
    const started = loaded.then(() => import('../mock-server/browser')).then(({ startBrowserMock }) => startBrowserMock(config.apiBase));
    awaitBackend(started);
    // the closed dialogs and the mock panel download after the first screen's answers, not beside them
    firstScreenWaitsFor(() => started.then(callsSettled));
    // marks anyone (a browser test, a product owner in the inspector or a performance trace) can see once the mock answers
    void started.then(() => {
      document.documentElement.setAttribute('data-mock', 'ready');
      performance.mark('mock-ready');
    });
  } else {
    // a real API's calls leave after the first paint too, as the mock's do: the first frame does not wait for the work of sending them
    awaitBackend(afterFirstPaint());
    firstScreenWaitsFor(callsSettled);
  }
  void afterFirstPaint().then(() => loadLocaleData(language));
  // from here what nobody saw on arrival loads (closed dialogs, the other strings, the roles); a mark a trace or a test can read
  void afterArrival().then(() => performance.mark('first-screen-complete'));
  if (linkedPreset) await startLinkedPreset();
  // the screen's code was preloaded with the entry: the first render shows it, not its placeholder
  await Promise.all([translations, loadScreenAt(window.location.pathname)]);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // as a transition the first render yields to the browser every few milliseconds instead of being one
  // long task (most of a phone's blocking time on arrival)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void boot();
