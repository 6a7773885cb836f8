import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { KEPT_PARTS, keptPartsFiles, readLandingScreen, readScreenRoutes, screenFiles, stringChunks } from '../../scripts/preload-screen';
import { stringFilesPlugin } from '../../scripts/string-files';
import { withEarlyScript } from '../../scripts/early-script';
import { ROUTES } from '../../src/ui/routes';
import { NAMESPACES, SHELL_NAMESPACES } from '../../src/i18n/namespaces';

const root = process.cwd();

function chunk(fileName: string, fields: Partial<Rollup.OutputChunk> & { css?: string[] }): Rollup.OutputChunk {
  const { css = [], ...rest } = fields;
  return { type: 'chunk', fileName, imports: [], isEntry: false, isDynamicEntry: false, facadeModuleId: null, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() }, ...rest } as Rollup.OutputChunk;
}

describe('the screen preload in index.html', () => {
  it('reads every route of the routes table with its screen and whether a phone shows it', () => {
    const routes = readScreenRoutes(readFileSync('src/ui/routes.tsx', 'utf8'));
    expect(routes.map(({ path, ownScreenOnMobile }) => ({ path, ownScreenOnMobile }))).toEqual(
      ROUTES.map(({ path, ownScreenOnMobile }) => ({ path, ownScreenOnMobile })),
    );
    expect(routes.find((route) => route.path === '/cityList')?.screen).toBe('features/cities/city-list-screen');
  });

  it("reads the phone's landing page from the routes table", () => {
    expect(readLandingScreen(readFileSync('src/ui/routes.tsx', 'utf8'))).toBe('layout/mobile-landing');
    expect(readLandingScreen("export const ROUTES = [];")).toBeUndefined();
  });

  it('lists a screen chunk with the chunks and styles it needs beyond what the entry loads', () => {
    const bundle = Object.fromEntries(
      [
        // the strings' files are entries too, which nothing imports
        chunk('assets/locale-en-x.js', { isEntry: true, facadeModuleId: '\0string-file:en/' }),
        chunk('assets/index.js', { isEntry: true, facadeModuleId: `${root}/index.html`, imports: ['assets/vendor.js'] }),
        chunk('assets/vendor.js', {}),
        chunk('assets/city-list-screen.js', {
          isDynamicEntry: true,
          facadeModuleId: `${root}/src/ui/features/cities/city-list-screen.tsx`,
          imports: ['assets/index.js', 'assets/vendor.js', 'assets/paged-list.js'],
          css: ['assets/city-list-screen.css'],
        }),
        chunk('assets/paged-list.js', { imports: ['assets/index.js'], css: ['assets/cards.css'] }),
      ].map((file) => [file.fileName, file]),
    ) as Rollup.OutputBundle;
    const routes = [
      { path: '/cityList', screen: 'features/cities/city-list-screen', ownScreenOnMobile: true, strings: ['cities'] },
      { path: '/gone', screen: 'features/gone/gone-screen', ownScreenOnMobile: true, strings: [] },
    ];
    expect(screenFiles(routes, bundle, '/', root)).toEqual([
      { path: '/cityList', js: ['/assets/city-list-screen.js', '/assets/paged-list.js'], css: ['/assets/city-list-screen.css', '/assets/cards.css'], strings: ['cities'], phone: true },
    ]);
  });
});

describe('the code a screen shows for what this device kept', () => {
  it("lists the kept parts' chunks and styles beyond the entry's and the screen's, under the storage key that says they are needed", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', { isEntry: true, facadeModuleId: `${root}/index.html` }),
        chunk('assets/planner.js', {
          isDynamicEntry: true,
          facadeModuleId: `${root}/src/ui/features/planner/travel-itinerary-screen.tsx`,
          imports: ['assets/index.js', 'assets/chat.js'],
          css: ['assets/planner.css'],
        }),
        chunk('assets/chat.js', { imports: ['assets/index.js'], css: ['assets/chat.css'] }),
        chunk('assets/conversation-parts.js', {
          isDynamicEntry: true,
          facadeModuleId: `${root}/src/ui/features/planner/conversation-parts.ts`,
          imports: ['assets/index.js', 'assets/chat.js', 'assets/editor.js'],
        }),
        chunk('assets/editor.js', { imports: ['assets/chat.js'], css: ['assets/editor.css'] }),
      ].map((file) => [file.fileName, file]),
    ) as Rollup.OutputBundle;
    const routes = readScreenRoutes(readFileSync('src/ui/routes.tsx', 'utf8'));
    expect(keptPartsFiles(routes, KEPT_PARTS, bundle, '/', root)).toEqual([
      ['/travelItinerary', { key: 'ctp.chatMessages', js: ['/assets/conversation-parts.js', '/assets/editor.js'], css: ['/assets/editor.css'] }],
    ]);
  });
});

describe("the strings' files", () => {
  type Emitted = { id: string; fileName: string };
  const plugin = stringFilesPlugin();
  const emitted: Emitted[] = [];
  (plugin.config as (config: object) => unknown)({ root });
  (plugin.buildStart as unknown as (this: { emitFile: (file: Emitted) => void }) => void).call({ emitFile: (file) => emitted.push(file) });
  const load = plugin.load as (id: string) => string | null;

  it("writes each language's shell strings in one file and every other namespace in its own, all named with one version", () => {
    const names = emitted.map(({ fileName }) => fileName);
    const [version] = /-([\w-]{8})\.js$/.exec(names[0])?.slice(1) ?? [];
    expect(names).toContain(`assets/locale-ar-${version}.js`);
    expect(names).toContain(`assets/locale-ar-planner-${version}.js`);
    expect(names.filter((name) => name.startsWith('assets/locale-en-'))).toHaveLength(NAMESPACES.length - SHELL_NAMESPACES.length + 1);
    expect(names.every((name) => name.endsWith(`-${version}.js`))).toBe(true);
  });

  it('gives each file its namespaces by name, the shell file every shell namespace, and index.html a table of them', () => {
    const shell = emitted.find(({ fileName }) => /locale-zh-[\w-]{8}\.js$/.test(fileName)) as Emitted;
    const shellModule = load(shell.id) ?? '';
    for (const namespace of SHELL_NAMESPACES) expect(shellModule).toContain(`src/i18n/locales/zh/${namespace}.json`);
    expect(shellModule).toMatch(/export default \{ "common": \w+, "shell": \w+/);
    const planner = emitted.find(({ fileName }) => fileName.includes('locale-zh-planner-')) as Emitted;
    expect(load(planner.id)).toMatch(/import \w+ from "[^"]+\/zh\/planner\.json";\nexport default \{ "planner": \w+ \};/);
    const bundle = Object.fromEntries(emitted.map(({ id, fileName }) => [fileName, chunk(fileName, { isEntry: true, facadeModuleId: id })])) as Rollup.OutputBundle;
    expect(stringChunks(bundle, '/')['zh']).toMatchObject({ '': `/${shell.fileName}`, planner: `/${planner.fileName}` });
  });
});

describe('an early inline script in index.html', () => {
  it('runs before the entry and its style sheet are asked for, below the charset and the title', () => {
    const html = '<head>\n    <meta charset="UTF-8" />\n    <title>China Trip Planner</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head>';
    const result = withEarlyScript(html, 'preload()');
    const order = ['<meta charset', '<title>', '<script>preload()</script>', '<script type="module"', '<link rel="stylesheet"'].map((tag) => result.indexOf(tag));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
