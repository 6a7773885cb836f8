import type { Plugin } from 'vite';
import { withEarlyScript } from './early-script';
import { bestLanguage } from '../src/lib/language-choice';
import { STORAGE_PREFIX } from '../src/lib/storage';

/**
 * The strings of the reader's language are fetched only once the entry has run, one round trip after
 * it; a small script in index.html asks for them at the same time as the entry instead. It picks the
 * language with the app's own rule (`bestLanguage`, inlined), so a wrong guess cannot happen unless
 * the stored choice changes while the page loads, and then costs one unused download. The script goes
 * before the entry's tags (`withEarlyScript`).
 */
export function preloadStrings(): Plugin {
  let base = '/';
  return {
    name: 'preload-strings',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((file) => {
          const language = file.type === 'chunk' ? /^locale-([a-z]{2})$/.exec(file.name)?.[1] : undefined;
          return language ? [[language, `${base}${file.fileName}`] as const] : [];
        });
        if (chunks.length === 0) return html;
        const script = `(() => {
  const chunks = ${JSON.stringify(Object.fromEntries(chunks))};
  const bestLanguage = ${bestLanguage.toString()};
  let stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(`${STORAGE_PREFIX}language`)}); } catch {}
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = chunks[bestLanguage(stored, navigator.languages ?? [navigator.language], Object.keys(chunks))];
  document.head.appendChild(link);
})();`;
        return withEarlyScript(html, script);
      },
    },
  };
}
