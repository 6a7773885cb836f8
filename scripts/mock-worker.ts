import { build, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { MOCK_WORKER_FILE } from '../mock-server/worker-address';
const SOURCE = fileURLToPath(new URL('../mock-server/worker.ts', import.meta.url));

/** The worker as one classic script: a service worker at the site's root may not be an ES module that imports MSW's. */
async function bundledWorker(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: SOURCE, formats: ['iife'], name: 'mockWorker', fileName: () => MOCK_WORKER_FILE },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => ('output' in entry ? entry.output : []));
  const chunk = outputs.find((output) => output.type === 'chunk');
  if (!chunk) throw new Error(`${SOURCE} built no script`);
  return chunk.code;
}

/**
 * The in-browser mock's service worker (mock-server/worker.ts), served at the site's root so that its
 * scope is the whole site: emitted into the build, and built on request by the dev server.
 */
export function mockWorker(): Plugin {
  let devWorker: Promise<string> | null = null;
  return {
    name: 'mock-worker',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${MOCK_WORKER_FILE}`) return next();
        devWorker ??= bundledWorker();
        devWorker.then(
          (code) => {
            response.setHeader('content-type', 'text/javascript');
            response.end(code);
          },
          (error: unknown) => next(error),
        );
      });
      server.watcher.on('change', (file) => {
        if (file.includes('/mock-server/')) devWorker = null;
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: MOCK_WORKER_FILE, source: await bundledWorker() });
    },
  };
}
