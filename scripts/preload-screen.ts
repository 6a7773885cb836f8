import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { INLINE_PRELOAD, withEarlyScript } from './early-script';
import { stringFileOf } from './string-files';
import { isMobileDevice } from '../src/lib/device';
import { bestLanguage } from '../src/lib/language-choice';
import { STORAGE_PREFIX, type StorageKey } from '../src/lib/storage';

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

/** The chunks that dynamic imports load, by their module's path from src/ui without extension ('features/home/home-screen'). */
function dynamicChunksBySource(index: BundleChunks, root: string): Map<string, Rollup.OutputChunk> {
  return new Map(
    index.chunks.flatMap((chunk) =>
      chunk.isDynamicEntry && chunk.facadeModuleId ? [[relative(resolve(root, 'src/ui'), chunk.facadeModuleId).replace(/\.tsx?$/, ''), chunk] as const] : [],
    ),
  );
}

/** Each route's screen code: its chunk, the chunks it imports that the entry does not, and their style sheets. */
export function screenFiles(routes: readonly ScreenRoute[], bundle: Rollup.OutputBundle, base: string, root: string) {
  const index = bundleChunks(bundle);
  const bySource = dynamicChunksBySource(index, root);
  return routes.flatMap((route) => {
    const screen = bySource.get(route.screen);
    if (!screen) return [];
    const { js, css } = filesBeyondEntry(screen, index);
    const href = (file: string) => `${base}${file}`;
    return [{ path: `${base}${route.path.slice(1)}`, js: js.map(href), css: css.map(href), strings: route.strings, phone: route.ownScreenOnMobile }];
  });
}

/** Code a screen shows only for what this device kept from an earlier visit, which the screen's own code asks for once it has run. */
export interface KeptParts {
  /** the screen's module, from src/ui without extension */
  screen: string;
  /** the module of what it shows for the kept value */
  parts: string;
  /** the storage key that holds the kept value while there is one */
  key: StorageKey;
}

/** The planner shows a kept conversation with its messages: their code comes beside the screen's (travel-itinerary-screen.tsx). */
export const KEPT_PARTS: readonly KeptParts[] = [
  { screen: 'features/planner/travel-itinerary-screen', parts: 'features/planner/conversation-parts', key: 'chatMessages' },
];

/** For each route whose screen has kept parts: the storage key, and the parts' chunks and styles beyond the entry's and the screen's. */
export function keptPartsFiles(routes: readonly ScreenRoute[], kept: readonly KeptParts[], bundle: Rollup.OutputBundle, base: string, root: string) {
  const index = bundleChunks(bundle);
  const bySource = dynamicChunksBySource(index, root);
  const href = (file: string) => `${base}${file}`;
  return kept.flatMap(({ screen, parts, key }) => {
    const screenChunk = bySource.get(screen);
    const partsChunk = bySource.get(parts);
    if (!screenChunk || !partsChunk) return [];
    const withScreen = filesBeyondEntry(screenChunk, index);
    const beyond = filesBeyondEntry(partsChunk, index);
    const files = {
      key: `${STORAGE_PREFIX}${key}`,
      js: beyond.js.filter((file) => !withScreen.js.includes(file)).map(href),
      css: beyond.css.filter((file) => !withScreen.css.includes(file)).map(href),
    };
    return routes.filter((route) => route.screen === screen).map((route) => [`${base}${route.path.slice(1)}`, files] as const);
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
 * (`isMobileDevice`, inlined). A screen that shows what this device kept (`KEPT_PARTS`: the planner's kept conversation)
 * gets that code beside it when the kept value is in storage. It goes before the entry's tags
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
        const routes = readScreenRoutes(source);
        const screens = screenFiles(routes, bundle, base, root);
        const kept = Object.fromEntries(keptPartsFiles(routes, KEPT_PARTS, bundle, base, root));
        const landingScreen = readLandingScreen(source);
        const [landing] = landingScreen ? screenFiles([{ path: '/', screen: landingScreen, ownScreenOnMobile: false, strings: [] }], bundle, base, root) : [];
        const script = `(() => {
  const languages = ${JSON.stringify(languages)};
  const screens = ${JSON.stringify(Object.fromEntries(screens.map(({ path, ...files }) => [path, files])))};
  const landing = ${JSON.stringify(landing ? { js: landing.js, css: landing.css } : { js: [], css: [] })};
  const kept = ${JSON.stringify(kept)};
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
  const keptParts = screen === landing ? undefined : kept[location.pathname];
  let keptValue = null;
  try { keptValue = keptParts && localStorage.getItem(keptParts.key); } catch {}
  if (!keptValue) return;
  for (const href of keptParts.js) preload('modulepreload', href);
  for (const href of keptParts.css) preload('preload', href, 'style');
})();`;
        return withEarlyScript(html, script);
      },
    },
  };
}
