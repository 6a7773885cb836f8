import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { primeThemeSubset } from './scripts/prime-theme-subset';
import { entryBudget } from './scripts/entry-budget';
import { preloadScreen } from './scripts/preload-screen';
import { mswWithoutCookies } from './scripts/msw-without-cookies';
import { apiPreconnect } from './scripts/api-preconnect';
import { earlyCalls } from './scripts/early-calls';
import { mockWorker } from './scripts/mock-worker';
import { seededWorld } from './scripts/seeded-world';
import { precompress } from './scripts/precompress';
import { leanVendors } from './scripts/lean-vendors';
import { stringFilesPlugin } from './scripts/string-files';

export default defineConfig({
  plugins: [
    react(),
    // react-router's production build and rxjs's ES2015 build
    leanVendors(),
    // the PrimeReact components the site uses; the rest of the theme is left out
    primeThemeSubset(['dialog', 'sidebar', 'toast']),
    // the strings' files, at addresses the entry builds from one version
    stringFilesPlugin(),
    // the in-browser mock sets and reads no cookie: MSW's cookie jar and cookie reading stay out of it
    mswWithoutCookies(),
    // its service worker, which also draws the mock's pictures off the page's main thread
    mockWorker(),
    // and its fresh world, seeded at build time
    seededWorld(),
    // the reader's strings and the screen of the address being opened download beside the entry, not after it
    preloadScreen(),
    // a real API on another host: connect to it while the entry downloads
    apiPreconnect(),
    // and asks it for the first screen's lists while the entry downloads
    earlyCalls(),
    // the goal, 130 KB of script: the build fails when the entry grows past it
    entryBudget({ scriptKb: 130, styleKb: 13 }),
    // a brotli copy of every text file, for hosts that serve precompressed files
    precompress(),
  ],
  build: {
    target: 'es2022',
    // terser's two passes make the entry 4.3 KB (gzip) smaller than esbuild's minifier
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // every browser the site supports preloads modules itself
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // chunks of under 1,000 bytes join a chunk loaded whenever they are: a screen's small shared parts in fewer requests (Lighthouse's phone LCP on /travelItinerary 2.8 -> 2.5 s, 21 -> 15 requests of script)
        experimentalMinChunkSize: 1000,
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/machines/**/*.test.ts'],
          environment: 'jsdom',
          env: { VITE_API_BASE: 'http://mock.test/api' },
          setupFiles: ['tests/support/node-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A first visit waits for the in-browser mock to download and seed its world; on a busy CI machine that takes seconds, not vitest's default 1 s.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
