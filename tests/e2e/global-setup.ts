import type { TestProject } from 'vitest/node';
import { serveBuild } from './serve-build';

/** E2E_DIST lets several builds be tested side by side. */
const DIST = process.env.E2E_DIST ?? 'dist';

/** Serves the production build (dist/, built by the test command) for the browser tests. */
export default async function setup(project: TestProject) {
  const server = await serveBuild(DIST);
  project.provide('baseUrl', server.base);
  return server.close;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
