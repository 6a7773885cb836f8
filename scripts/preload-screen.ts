import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { INLINE_PRELOAD, withEarlyScript } from './early-script';
import { isMobileDevice } from '../src/lib/device';

export interface ScreenRoute {
  path: string;
  /** the screen's module, from src/ui without extension ('features/home/home-screen') */
  screen: string;
  ownScreenOnMobile: boolean;
}

const ROUTES_FILE = 'src/ui/routes.tsx';
const ROUTE_LINE = /path: '([^']+)', screen: screen\(\(\) => import\('\.\/([^']+)'\)\),[^\n]*ownScreenOnMobile: (true|false)/g;

/** The routes table's paths and screens, read from its source (it cannot be imported here: its screens are React). */
export function readScreenRoutes(source: string): ScreenRoute[] {
  return [...source.matchAll(ROUTE_LINE)].map(([, path, screen, own]) => ({ path, screen, ownScreenOnMobile: own === 'true' }));
}

export type BundleChunks = ReturnType<typeof bundleChunks>;

/** The bundle's chunks by file name, and the files the entry loads (itself and its static imports). */
export function bundleChunks(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
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
    return [{ path: `${base}${route.path.slice(1)}`, js: js.map(href), css: css.map(href), phone: route.ownScreenOnMobile }];
  });
}

/**
 * A route's screen is a chunk of its own that the entry asks for only once it has run, one round trip
 * after it (and the screen's calls and pictures after that). A small script in index.html asks for the
 * screen of the address being opened, with the chunks and styles it needs, at the same time as the entry.
 * On a phone a route that shows the landing page instead (`ownScreenOnMobile: false`) preloads nothing;
 * the script decides with the layout's own rule (`isMobileDevice`, inlined). Like the strings' preload it
 * goes before the entry's tags (`withEarlyScript`).
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
        const screens = screenFiles(readScreenRoutes(readFileSync(resolve(root, ROUTES_FILE), 'utf8')), bundle, base, root);
        if (screens.length === 0) return html;
        const script = `(() => {
  const screens = ${JSON.stringify(Object.fromEntries(screens.map(({ path, ...files }) => [path, files])))};
  const isMobileDevice = ${isMobileDevice.toString()};
  const screen = screens[location.pathname];
  if (!screen || (!screen.phone && isMobileDevice(innerWidth, navigator.userAgent))) return;
  ${INLINE_PRELOAD}
  for (const href of screen.js) preload('modulepreload', href);
  for (const href of screen.css) preload('preload', href, 'style');
})();`;
        return withEarlyScript(html, script);
      },
    },
  };
}
