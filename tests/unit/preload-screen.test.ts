import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { readLandingScreen, readScreenRoutes, screenFiles } from '../../scripts/preload-screen';
import { withEarlyScript } from '../../scripts/early-script';
import { ROUTES } from '../../src/ui/routes';

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
        chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor.js'] }),
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

describe('an early inline script in index.html', () => {
  it('runs before the entry and its style sheet are asked for, below the charset and the title', () => {
    const html = '<head>\n    <meta charset="UTF-8" />\n    <title>China Trip Planner</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head>';
    const result = withEarlyScript(html, 'preload()');
    const order = ['<meta charset', '<title>', '<script>preload()</script>', '<script type="module"', '<link rel="stylesheet"'].map((tag) => result.indexOf(tag));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
