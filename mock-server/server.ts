import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { readFile, writeFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { ErrorCode } from '../src/api/error-codes';
import { memoryWorldStore, openWorld, type World, type WorldStore } from './world';
import { seedWorld } from './seed';
import { memoryFileStore, setFileStore, type FileStore } from './files';

/**
 * The standalone mock backend: the same handlers over plain HTTP, CORS open, for curl, other clients
 * and the two-browser tests. `--data FILE` keeps the world (and uploads beside it) across restarts.
 */

export interface StandaloneOptions {
  port: number;
  host?: string;
  dataFile?: string;
}

function directoryFileStore(dir: string): FileStore {
  mkdirSync(dir, { recursive: true });
  const path = (id: string) => join(dir, id.replace(/[^\w.-]/g, '_'));
  return {
    put: async (id, file) => {
      await writeFile(path(id), file.bytes);
      await writeFile(`${path(id)}.type`, file.type);
    },
    get: async (id) => {
      if (!existsSync(path(id))) return null;
      return { bytes: new Uint8Array(await readFile(path(id))), type: await readFile(`${path(id)}.type`, 'utf8') };
    },
    clear: async () => {
      await rm(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
    },
  };
}

function fileWorldStore(file: string): WorldStore {
  return {
    load: () => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null),
    save: (world: World) => {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(world));
      renameSync(`${file}.tmp`, file);
    },
  };
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, language-code, device-no',
  'access-control-max-age': '600',
};

async function toRequest(req: IncomingMessage, port: number, signal: AbortSignal): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  return new Request(`http://127.0.0.1:${port}${req.url ?? '/'}`, { method: req.method, headers, body, signal });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = { ...CORS };
  response.headers.forEach((value, key) => (headers[key] = value));
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  res.on('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done || res.destroyed) break;
    res.write(value);
  }
  res.end();
}

export function startStandaloneMock(options: StandaloneOptions) {
  if (options.dataFile) {
    const file = resolve(options.dataFile);
    openWorld(fileWorldStore(file), seedWorld);
    setFileStore(directoryFileStore(`${file}.files`));
  } else {
    openWorld(memoryWorldStore, seedWorld);
    setFileStore(memoryFileStore());
  }
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return void res.end();
    }
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    try {
      const request = await toRequest(req, options.port, abort.signal);
      const response = await getResponse(handlers, request);
      // a forced network failure (HttpResponse.error(), status 0): drop the connection as an outage would
      if (response?.type === 'error') return void req.socket.destroy();
      await send(res, response ?? Response.json({ code: ErrorCode.notFound, msg: 'No such endpoint' }));
    } catch (error) {
      if (!res.headersSent) {
        await send(res, Response.json({ code: ErrorCode.serverError, msg: error instanceof Error ? error.message : 'Mock server error' }));
      } else res.end();
    }
  };
  const server = createServer((req, res) => void answer(req, res));
  return new Promise<{ close: () => Promise<void>; port: number }>((resolveStart, rejectStart) => {
    server.once('error', rejectStart);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolveStart({ port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** What a person starting the server needs to read when it cannot listen: which port, and how to choose another. */
export function startFailure(error: unknown, port: number, host: string): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') return `Port ${port} on ${host} is already in use. Choose another with --port <number> (or MOCK_PORT=<number>).`;
  if (code === 'EACCES') return `Port ${port} on ${host} needs more privileges. Choose a port above 1023 with --port <number>.`;
  return `The mock server could not listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const portText = argument('port') ?? process.env.MOCK_PORT ?? '8787';
  const port = Number(portText);
  const host = argument('host') ?? '127.0.0.1';
  const dataFile = argument('data') ?? process.env.MOCK_DATA;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`"${portText}" is not a port number. Choose one from 0 to 65535 with --port <number>.`);
    process.exit(2);
  }
  startStandaloneMock({ port, dataFile, host }).then(
    ({ port: bound }) => console.log(`Mock backend on http://${host}:${bound}${dataFile ? ` (world kept in ${dataFile})` : ''}`),
    (error: unknown) => {
      console.error(startFailure(error, port, host));
      process.exit(1);
    },
  );
}
