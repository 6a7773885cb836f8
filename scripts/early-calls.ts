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

/** Each address's first calls as the client's `http` sends them: the API base, the path and the payload as a query. */
export function firstCallUrls(apiBase: string): Record<string, string[]> {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  const urlOf = ({ name, payload }: FirstCall) => {
    const query = new URLSearchParams(Object.entries(payload ?? {}).map(([key, value]) => [key, String(value)])).toString();
    return `${base}${contract[name].path}${query ? `?${query}` : ''}`;
  };
  return { ...Object.fromEntries(Object.entries(FIRST_CALLS).map(([path, calls]) => [path, calls.map(urlOf)])), '*': SITE_CALLS.map(urlOf) };
}

/**
 * The inline script: for an address with first calls, its calls (none with a query) and the site's (under '*'), with the headers the client
 * would send, a preload of the code that checks their answers (`checkerFiles`) and, once its answer is in, of
 * the screen's lead picture (`LEAD_PICTURES`) at the address the app will show it from (`mediaUrl`: a picture
 * of this site under the API base, nothing else).
 */
export function earlyCallsScript(urls: Record<string, string[]>, checkerFiles: readonly string[], apiBase: string): string {
  const stored = (key: string) => `(() => { try { return localStorage.getItem(${JSON.stringify(STORAGE_PREFIX + key)}); } catch { return null; } })()`;
  return `(() => {
  const calls = ${JSON.stringify(urls)};
  // an address whose first screen waits for lists: its own calls first (the lead picture's answer among them;
  // none with a query, which changes them), then the site's, which every page makes
  const own = calls[location.pathname];
  if (!own) return;
  const urls = [...(location.search ? [] : own), ...calls['*']];
  const bestLanguage = ${bestLanguage.toString()};
  const headers = { 'Language-Code': bestLanguage(${stored('language')}, navigator.languages ?? [navigator.language], ${JSON.stringify(LANGUAGE_CODES)}) };
  const token = ${stored('token')};
  const deviceNo = ${stored('deviceNo')};
  if (token) headers.Authorization = 'Bearer ' + token;
  if (deviceNo) headers['Device-No'] = deviceNo;
  ${INLINE_PRELOAD}
  for (const href of ${JSON.stringify(checkerFiles)}) preload('modulepreload', href);
  window.earlyCalls = urls.map((url) => {
    const answer = fetch(url, { headers, credentials: 'same-origin' });
    answer.catch(() => undefined);
    return { url, headers, sentAt: performance.now(), answer };
  });
  const lead = location.search ? undefined : ${JSON.stringify(LEAD_PICTURES)}[location.pathname];
  const isMobileDevice = ${isMobileDevice.toString()};
  if (!lead || (lead.phoneOnly && !isMobileDevice(innerWidth, navigator.userAgent))) return;
  window.earlyCalls[lead.call].answer
    .then((response) => response.clone().json())
    .then((body) => {
      const path = String(lead.rows.reduce((value, key) => value?.[key], body)?.[0]?.[lead.field] ?? '').replace(/^[/]/, '');
      if (path.length > ${MEDIA_PATH_MAX} || !new RegExp(${JSON.stringify(SITE_MEDIA.source)}).test(path)) return;
      // not crossorigin: the img element that shows it asks without CORS, and only a matching preload is used
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.setAttribute('fetchpriority', 'high');
      link.href = ${JSON.stringify(apiBase.endsWith('/') ? apiBase : `${apiBase}/`)} + path;
      document.head.appendChild(link);
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
 * so a mock-mode build gets no script.
 */
export function earlyCalls(): Plugin {
  let apiBase: string | undefined;
  let base = '/';
  let checkerModule = '';
  return {
    name: 'early-calls',
    apply: 'build',
    configResolved(config) {
      apiBase = (config.env.VITE_API_BASE as string | undefined) || undefined;
      base = config.base;
      checkerModule = resolve(config.root, 'src/api/checker-parts.ts');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!apiBase) return html;
        const index = bundle && bundleChunks(bundle);
        const checker = index?.chunks.find((chunk) => chunk.moduleIds.includes(checkerModule));
        const checkerFiles = checker && index ? filesBeyondEntry(checker, index).js.map((file) => `${base}${file}`) : [];
        return withEarlyScript(html, earlyCallsScript(firstCallUrls(apiBase), checkerFiles, apiBase));
      },
    },
  };
}
