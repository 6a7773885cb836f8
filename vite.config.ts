import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // one request per language instead of one per namespace file
        manualChunks: (id) => {
          const language = /\/src\/i18n\/locales\/([a-z]{2})\//.exec(id)?.[1];
          return language ? `locale-${language}` : undefined;
        },
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
          fileParallelism: false,
        },
      },
    ],
  },
});
