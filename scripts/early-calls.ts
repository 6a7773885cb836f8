import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { bundleChunks, filesBeyondEntry } from './preload-screen';
import { INLINE_PRELOAD, withEarlyScript } from './early-script';
import { contract } from '../src/api/contract';
import { FIRST_CALLS, LEAD_PICTURES, SITE_CALLS, type FirstCall } from '../src/api/first-calls';
import { LANGUAGE_CODES } from '../src/api/types/common';
import { bestLanguage } from '../src/lib/language-choice';
import { isMobileDevice } from '../src/lib/device';
import { MEDIA_PATH_MAX, SITE_MEDIA } from '../src/lib/media-paths';
import { STORAGE_PREFIX } from '../src/lib/storage';
import { IN_BROWSER_API_BASE } from '../src/lib/api-base';
import { apiPathOf, mockWorkerUrl } from '../mock-server/worker-address';
import type { SeededAnswer } from './first-answers';

/** The API base with one trailing slash, as the client joins paths to it. */
const withSlash = (apiBase: string) => (apiBase.endsWith('/') ? apiBase : `${apiBase}/`);

/** Each address's first calls as the client's `http` sends them: the API base, the path and the payload as a query. */
export function firstCallUrls(apiBase: string): Record<string, string[]> {
  const base = withSlash(apiBase);
  const urlOf = ({ name, payload }: FirstCall) => {
    const query = new URLSearchParams(Object.entries(payload ?? {}).map(([key, value]) => [key, String(value)])).toString();
    return `${base}${contract[name].path}${query ? `?${query}` : ''}`;
  };
  return { ...Object.fromEntries(Object.entries(FIRST_CALLS).map(([path, calls]) => [path, calls.map(urlOf)])), '*': SITE_CALLS.map(urlOf) };
}

/** A mock-mode build's answers to the first calls, written by the build from the seeded world (scripts/first-answers.ts). */
export interface SeededAnswerFiles {
  /** each first call's address -> its answer's file in `folder`/<language>/ */
  files: Record<string, string>;
  folder: string;
  /** the mock's service worker, which draws the answers' pictures */
  worker: string;
}

/** How long a first visit waits for the mock's service worker to control the page before its calls go to the mock as usual. */
const WORKER_WAIT_MS = 5000;

/**
 * The early script's `send` in a mock-mode build. While the in-browser mock's world is still the seed's (none
 * stored, no preset in the address, no account, no standalone mock chosen) it answers what the build answered
 * for it. The mock's service worker, which draws the answers' pictures, is registered at once, and an answer
 * is handed over once it controls the page; if it does not within WORKER_WAIT_MS the app asks the mock.
 */
function seededSend(seeded: SeededAnswerFiles, stored: (key: string) => string): string {
  return `if (${stored('mock.world')} !== null || ${stored('mock.remote')} !== null || token || new URLSearchParams(location.search).has('mock') || !navigator.serviceWorker) return;
  const seeded = ${JSON.stringify(seeded)};
  const workers = navigator.serviceWorker;
  const controlled = new Promise((resolve, reject) => {
    if (workers.controller) return resolve();
    setTimeout(() => reject(new Error('the mock worker did not start')), ${WORKER_WAIT_MS});
    workers.addEventListener('controllerchange', () => resolve(), { once: true });
    workers.register(seeded.worker).then((registration) => {
      if (registration.active && !workers.controller) registration.active.postMessage('CLAIM_CLIENTS');
    }, reject);
  });
  send = (url) => Promise.all([fetch(seeded.folder + headers['Language-Code'] + '/' + seeded.files[url]), controlled])
    .then(([response]) => (response.ok ? response.text() : Promise.reject(new Error(response.status + ' ' + url))))
    .then((text) => new Response(text, { headers: { 'content-type': 'application/json' } }));`;
}

/** The file each first call's seeded answers are kept in, one per language: its endpoint's path ('city.cityList.json'). */
export function seededAnswerFiles(urls: Record<string, string[]>, apiBase: string): Record<string, string> {
  const base = withSlash(apiBase);
  const files: Record<string, string> = {};
  for (const url of new Set(Object.values(urls).flat())) {
    const file = `${url.slice(base.length).split('?')[0].replaceAll('/', '.')}.json`;
    const twin = Object.keys(files).find((other) => files[other] === file);
    if (twin) throw new Error(`${twin} and ${url} would share ${file}: give an endpoint one first call`);
    files[url] = file;
  }
  return files;
}

/**
 * The inline script: for an address with first calls, its calls (none with a query) and the site's (under '*'; for every address
 * in a mock-mode build), with the headers the client
 * would send, a preload of the code that checks their answers (`checkerFiles`) and, once its answer is in, of
 * the screen's lead picture (`LEAD_PICTURES`) at the address the app will show it from (`mediaUrl`: a picture
 * of this site under the API base, nothing else).
 */
export function earlyCallsScript(urls: Record<string, string[]>, checkerFiles: readonly string[], apiBase: string, seeded?: SeededAnswerFiles): string {
  const stored = (key: string) => `(() => { try { return localStorage.getItem(${JSON.stringify(STORAGE_PREFIX + key)}); } catch { return null; } })()`;
  return `(() => {
  const calls = ${JSON.stringify(urls)};
  // an address whose first screen waits for lists: its own calls first (the lead picture's answer among them;
  // none with a query, which changes them), then the site's, which every page makes. From the build's files
  // every address takes the site's: they are the footer's and the filters' (two files under 1 KB), and from
  // the mock they arrive only after its start, with a second render of the whole shell
  const own = calls[location.pathname];
  ${seeded ? '' : 'if (!own) return;'}
  const urls = [...(location.search || !own ? [] : own), ...calls['*']];
  const bestLanguage = ${bestLanguage.toString()};
  const headers = { 'Language-Code': bestLanguage(${stored('language')}, navigator.languages ?? [navigator.language], ${JSON.stringify(LANGUAGE_CODES)}) };
  const token = ${stored('token')};
  const deviceNo = ${stored('deviceNo')};
  if (token) headers.Authorization = 'Bearer ' + token;
  if (deviceNo) headers['Device-No'] = deviceNo;
  let send = (url) => fetch(url, { headers, credentials: 'same-origin' });
  ${seeded ? seededSend(seeded, stored) : ''}
  ${INLINE_PRELOAD}
  for (const href of ${JSON.stringify(checkerFiles)}) preload('modulepreload', href);
  window.earlyCalls = urls.map((url) => {
    const answer = send(url);
    answer.catch(() => undefined);
    return { url, headers, sentAt: performance.now(), answer };
  });
  const lead = location.search ? undefined : ${JSON.stringify(LEAD_PICTURES)}[location.pathname];
  const isMobileDevice = ${isMobileDevice.toString()};
  if (!lead || (lead.phoneOnly && !isMobileDevice(innerWidth, navigator.userAgent))) return;
  // named once its answer is in (undefined when it names none): the mock's download waits for that picture's paint
  window.leadPictureNamed = window.earlyCalls[lead.call].answer
    .then((response) => response.clone().json())
    .then((body) => {
      const path = String(lead.rows.reduce((value, key) => value?.[key], body)?.[0]?.[lead.field] ?? '').replace(/^[/]/, '');
      if (path.length > ${MEDIA_PATH_MAX} || !new RegExp(${JSON.stringify(SITE_MEDIA.source)}).test(path)) return;
      // not crossorigin: the img element that shows it asks without CORS, and only a matching preload is used
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.setAttribute('fetchpriority', 'high');
      link.href = ${JSON.stringify(withSlash(apiBase))} + path;
      document.head.appendChild(link);
      window.leadPicture = link.href;
      return link.href;
    })
    .catch(() => undefined);
})();`;
}

/**
 * A build for a real API asks for the first screen's lists from index.html, at the same time as the entry,
 * instead of after the entry has downloaded and run: on a phone that is the better part of two seconds,
 * and the first render finds the answers there (src/api/early-answers.ts). The code that checks a real
 * API's answers (src/api/checker-parts.ts) is preloaded with the entry too, or the answers would wait for
 * it; an address without early calls preloads nothing. The in-browser mock cannot answer before it runs,
 * so a mock-mode build answers a first visit's first calls from files the build wrote from the seeded
 * world (`first-answers/<version>/<language>/`), and the mock answers everything once it runs.
 */
export function earlyCalls(): Plugin {
  let apiBase: string | undefined;
  let base = '/';
  let checkerModule = '';
  let seeded: { folder: string; files: Record<string, string>; answers: Map<string, SeededAnswer> } | null = null;
  const mockUrls = () => firstCallUrls(IN_BROWSER_API_BASE);
  return {
    name: 'early-calls',
    apply: 'build',
    configResolved(config) {
      apiBase = (config.env.VITE_API_BASE as string | undefined) || undefined;
      base = config.base;
      checkerModule = resolve(config.root, 'src/api/checker-parts.ts');
    },
    async buildStart() {
      if (apiBase) return;
      // the mock and its seed load only for a mock-mode build, not with every Vite command
      const { seededAnswers } = await import('./first-answers');
      const files = seededAnswerFiles(mockUrls(), IN_BROWSER_API_BASE);
      const answers = await seededAnswers(Object.keys(files));
      // named after what it holds: a host's or a browser's cached answer of another build is never taken for this one's
      const version = createHash('sha256').update(JSON.stringify([...answers])).digest('hex').slice(0, 10);
      seeded = { folder: `first-answers/${version}/`, files, answers };
    },
    generateBundle() {
      if (!seeded) return;
      for (const [url, answer] of seeded.answers) {
        for (const [language, text] of Object.entries(answer)) this.emitFile({ type: 'asset', fileName: `${seeded.folder}${language}/${seeded.files[url]}`, source: text });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!apiBase) {
          if (!seeded) throw new Error('early-calls: the seeded answers were not made before index.html');
          const files = { files: seeded.files, folder: `${base}${seeded.folder}`, worker: mockWorkerUrl(base, apiPathOf(IN_BROWSER_API_BASE, 'http://site.test/')) };
          return withEarlyScript(html, earlyCallsScript(mockUrls(), [], IN_BROWSER_API_BASE, files));
        }
        const index = bundle && bundleChunks(bundle);
        const checker = index?.chunks.find((chunk) => chunk.moduleIds.includes(checkerModule));
        const checkerFiles = checker && index ? filesBeyondEntry(checker, index).js.map((file) => `${base}${file}`) : [];
        return withEarlyScript(html, earlyCallsScript(firstCallUrls(apiBase), checkerFiles, apiBase));
      },
    },
  };
}
