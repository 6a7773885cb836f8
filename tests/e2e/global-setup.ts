import { existsSync } from 'node:fs';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

/** E2E_DIST lets several builds be tested side by side. */
const DIST = process.env.E2E_DIST ?? 'dist';

/** Serves the production build (dist/, built by the test command) for the browser tests. */
export default async function setup(project: TestProject) {
  if (!existsSync(`${DIST}/index.html`)) throw new Error(`${DIST}/ is missing: run \`npm run build\` before the browser tests`);
  const server = await preview({ build: { outDir: DIST }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 4173;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return async () => {
    await server.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
