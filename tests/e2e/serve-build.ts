import { existsSync } from 'node:fs';
import { preview } from 'vite';

export interface ServedBuild {
  base: string;
  close: () => Promise<void>;
}

/** Serves a production build on a free loopback port (for the browser tests, screenshots and benchmarks). */
export async function serveBuild(dist: string): Promise<ServedBuild> {
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist}/ is missing: run \`npm run build\` first`);
  const server = await preview({ build: { outDir: dist }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (typeof address !== 'object' || !address) throw new Error('the preview server has no port');
  return { base: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
