import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { INLINE_PRELOAD, withEarlyScript } from './early-script';
import { stringFileOf } from './string-files';
import { isMobileDevice } from '../src/lib/device';
import { bestLanguage } from '../src/lib/language-choice';
import { STORAGE_PREFIX } from '../src/lib/storage';

export interface ScreenRoute {
  path: string;
  /** the screen's module, from src/ui without extension ('features/home/home-screen') */
  screen: string;
  ownScreenOnMobile: boolean;
  /** the namespaces of strings it uses beyond the shell's */
  strings: string[];
}

const ROUTES_FILE = 'src/ui/routes.tsx';
const ROUTE_LINE = /path: '([^']+)', screen: screen\(\(\) => import\('\.\/([^']+)'\)(?:, \[([^\]]*)\])?(?:, [\w.]+)?\),[^\n]*ownScreenOnMobile: (true|false)/g;

const LANDING_LINE = /MOBILE_LANDING = screen\(\(\) => import\('\.\/([^']+)'\)\)/;

/** The phone's landing page's module, from the routes table's source ('layout/mobile-landing'). */
export function readLandingScreen(source: string): string | undefined {
  return LANDING_LINE.exec(source)?.[1];
}

/** The routes table's paths, screens and their strings, read from its source (it cannot be imported here: its screens are React). */
export function readScreenRoutes(source: string): ScreenRoute[] {
  return [...source.matchAll(ROUTE_LINE)].map(([, path, screen, strings = '', own]) => ({
    path,
    screen,
    ownScreenOnMobile: own === 'true',
    strings: [...strings.matchAll(/'([a-z-]+)'/g)].map(([, namespace]) => namespace),
  }));
}

/** Each language's string files: its shell strings under '' and every other namespace under its name (scripts/string-files.ts). */
export function stringChunks(bundle: Rollup.OutputBundle, base: string): Record<string, Record<string, string>> {
  const languages: Record<string, Record<string, string>> = {};
  for (const file of Object.values(bundle)) {
    const strings = file.type === 'chunk' ? stringFileOf(file) : undefined;
    if (strings) (languages[strings.language] ??= {})[strings.group] = `${base}${file.fileName}`;
  }
  return languages;
}

export type BundleChunks = ReturnType<typeof bundleChunks>;

/** The chunk index.html loads: the other entries are the strings' files (scripts/string-files.ts), which nothing imports by name. */
export const isPageEntry = (chunk: Rollup.OutputChunk) => chunk.isEntry && (chunk.facadeModuleId ?? '').endsWith('.html');

/** The bundle's chunks by file name, and the files the entry loads (itself and its static imports). */
export function bundleChunks(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const entry = chunks.find(isPageEntry);
  return { chunks, byName: new Map(chunks.map((chunk) => [chunk.fileName, chunk])), loadedWithEntry: new Set([entry?.fileName, ...(entry?.imports ?? [])]) };
}

/** A chunk's code beyond what the entry loads: the chunk, the chunks it imports, and their style sheets. */
export function filesBeyondEntry(start: Rollup.OutputChunk, { byName, loadedWithEntry }: BundleChunks): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (loadedWithEntry.has(chunk.fileName) || js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return { js: [...js], css: [...css] };
}

/** Each route's screen code: its chunk, the chunks it imports that the entry does not, and their style sheets. */
export function screenFiles(routes: readonly ScreenRoute[], bundle: Rollup.OutputBundle, base: string, root: string) {
  const index = bundleChunks(bundle);
  const bySource = new Map(
    index.chunks.flatMap((chunk) =>
      chunk.isDynamicEntry && chunk.facadeModuleId ? [[relative(resolve(root, 'src/ui'), chunk.facadeModuleId).replace(/\.tsx?$/, ''), chunk] as const] : [],
    ),
  );
  return routes.flatMap((route) => {
    const screen = bySource.get(route.screen);
    if (!screen) return [];
    const { js, css } = filesBeyondEntry(screen, index);
    const href = (file: string) => `${base}${file}`;
    return [{ path: `${base}${route.path.slice(1)}`, js: js.map(href), css: css.map(href), strings: route.strings, phone: route.ownScreenOnMobile }];
  });
}

/**
 * The reader's strings and a route's screen are chunks the entry asks for only once it has run, one round trip
 * after it (and the screen's calls and pictures after that). A small script in index.html asks for them at the
 * same time as the entry: the shell's strings in the reader's language, picked with the app's own rule
 * (`bestLanguage`, inlined: a wrong guess needs the stored choice to change while the page loads, and costs one
 * unused download), and the screen of the address being opened, with the chunks, styles and strings it needs.
 * On a phone a route that shows the landing page instead (`ownScreenOnMobile: false`), and the bare address, preload
 * the landing page (`MOBILE_LANDING` in the routes table); the script decides with the layout's own rule
 * (`isMobileDevice`, inlined). It goes before the entry's tags
 * (`withEarlyScript`). It also builds a number and a date format once, in a task of its own while the entry
 * downloads: the page's first Intl formatter loads the browser's locale data (100 to 180 ms with the CPU
 * throttled 4x, the next about 1), which otherwise fell in the first screen's render with its data.
 */
export function preloadScreen(): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'preload-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }): string {
        if (!bundle) return html;
        const languages = stringChunks(bundle, base);
        if (Object.keys(languages).length === 0) return html;
        const source = readFileSync(resolve(root, ROUTES_FILE), 'utf8');
        const screens = screenFiles(readScreenRoutes(source), bundle, base, root);
        const landingScreen = readLandingScreen(source);
        const [landing] = landingScreen ? screenFiles([{ path: '/', screen: landingScreen, ownScreenOnMobile: false, strings: [] }], bundle, base, root) : [];
        const script = `(() => {
  const languages = ${JSON.stringify(languages)};
  const screens = ${JSON.stringify(Object.fromEntries(screens.map(({ path, ...files }) => [path, files])))};
  const landing = ${JSON.stringify(landing ? { js: landing.js, css: landing.css } : { js: [], css: [] })};
  const bestLanguage = ${bestLanguage.toString()};
  const isMobileDevice = ${isMobileDevice.toString()};
  ${INLINE_PRELOAD}
  let stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(`${STORAGE_PREFIX}language`)}); } catch {}
  const language = bestLanguage(stored, navigator.languages ?? [navigator.language], Object.keys(languages));
  const strings = languages[language];
  preload('modulepreload', strings['']);
  setTimeout(() => { new Intl.NumberFormat(language).format(1); new Intl.DateTimeFormat(language).format(0); }, 0);
  const phone = isMobileDevice(innerWidth, navigator.userAgent);
  const screen = phone && (location.pathname === ${JSON.stringify(base)} || screens[location.pathname]?.phone === false) ? landing : screens[location.pathname];
  if (!screen) return;
  for (const href of screen.js) preload('modulepreload', href);
  for (const href of screen.css) preload('preload', href, 'style');
  for (const namespace of screen.strings ?? []) preload('modulepreload', strings[namespace]);
})();`;
        return withEarlyScript(html, script);
      },
    },
  };
}
