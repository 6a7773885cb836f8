import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-teal/theme.css';
import 'primeicons/primeicons.css';
import './ui/styles.css';
import { config } from './config';
import { initI18n, resolveLanguage } from './i18n';
import { readRaw } from './lib/storage';
import { App } from './ui/app';

async function boot(): Promise<void> {
  // the strings load while the mock starts, and before its service worker sees every request
  const translations = initI18n(resolveLanguage(readRaw('language')));
  if (config.inBrowserMock) {
    const { startBrowserMock } = await import('../mock-server/browser');
    await startBrowserMock(config.apiBase);
  }
  await translations;
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
