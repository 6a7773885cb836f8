/**
 * Lighthouse on the main routes of the production build, served statically as a real host would
 * (the build's brotli copies, `scripts/precompress.ts`, to browsers that accept them; LH_ENCODING=gzip
 * for a host that only gzips), in two builds: the default mock mode (`dist/`) and a real-API build (`dist-api/`) pointed at
 * the standalone mock server. Each route runs LH_RUNS times (default 3) in the desktop and mobile
 * presets; the table shows the run with the median performance score, and the entry sizes (what
 * index.html loads before the app renders, gzip and brotli) of each build.
 *
 * LH_BUILD=0 takes the existing builds; LH_MODES=mock or api runs one build; LH_ROUTES=/home,/cityList
 * picks routes; LH_PRESETS=mobile (or desktop) one preset; LH_REPORTS=<folder> keeps every full report there. Chromium is CHROME_PATH (default
 * /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startStandaloneMock } from '../mock-server/server';
import { brotli } from './precompress';

type Mode = 'mock' | 'api';
type Preset = 'desktop' | 'mobile';
type Encoding = 'br' | 'gzip';

const API_PORT = Number(process.env.LH_API_PORT ?? 8791);
const RUNS = Number(process.env.LH_RUNS ?? 3);
const MODES = (process.env.LH_MODES ?? 'mock,api').split(',') as Mode[];
const BUILD = process.env.LH_BUILD !== '0';
/** a folder to keep every run's full Lighthouse report in, for its diagnostics */
const REPORTS = process.env.LH_REPORTS;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DIST: Record<Mode, string> = { mock: 'dist', api: 'dist-api' };
const ENCODING: Encoding = process.env.LH_ENCODING === 'gzip' ? 'gzip' : 'br';
const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: brotli,
  gzip: (body) => gzipSync(body, { level: 9 }),
};

const PRESETS = (process.env.LH_PRESETS ?? 'desktop,mobile').split(',') as Preset[];
/** The main routes in both presets, and a phone's first visit to the bare address. */
const TARGETS: readonly { path: string; presets: readonly Preset[] }[] = (
  process.env.LH_ROUTES?.split(',') ?? ['/home', '/cityList', '/travelItinerary', '/explorList', '/']
).map((path) => ({ path, presets: ((path === '/' ? ['mobile'] : ['desktop', 'mobile']) as Preset[]).filter((preset) => PRESETS.includes(preset)) }));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest', '.ttf']);

/** A file compressed with `encoding`: the build's own brotli copy when there is one. */
function compressedCopy(file: string, body: Buffer, encoding: Encoding): Buffer {
  const precompressed = `${file}.br`;
  return encoding === 'br' && existsSync(precompressed) ? readFileSync(precompressed) : COMPRESS[encoding](body);
}

/** A static host: compressed text (ENCODING, the build's own .br copy when there is one), long caching for hashed assets, index.html for unknown paths. */
function serveStatic(dist: string): Promise<{ base: string; close: () => Promise<void> }> {
  const cache = new Map<string, { body: Buffer; compressed: Buffer | null }>();
  const accepted = new RegExp(`\\b${ENCODING}\\b`);
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    let file = join(dist, normalize(pathname));
    if (!file.startsWith(dist) || !existsSync(file) || !extname(file)) file = join(dist, 'index.html');
    const extension = extname(file);
    let entry = cache.get(file);
    if (!entry) {
      const body = readFileSync(file);
      entry = { body, compressed: COMPRESSIBLE.has(extension) ? compressedCopy(file, body, ENCODING) : null };
      cache.set(file, entry);
    }
    const compressed = entry.compressed && accepted.test(String(req.headers['accept-encoding'] ?? '')) ? entry.compressed : null;
    res.writeHead(200, {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(compressed ? { 'content-encoding': ENCODING, vary: 'accept-encoding' } : {}),
    });
    res.end(compressed ?? entry.body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // the browser keeps its connections open; close them, or the server would wait for it forever
      const close = () => new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      resolve({ base: `http://127.0.0.1:${port}`, close });
    });
  });
}

/** What index.html makes the browser fetch before the app can run (its scripts, module preloads and styles), compressed each way. */
function entrySizes(dist: string): Record<'js' | 'css', Record<Encoding, number>> {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const sizes = { js: { gzip: 0, br: 0 }, css: { gzip: 0, br: 0 } };
  for (const [, href] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) {
    const file = join(dist, href);
    const body = readFileSync(file);
    const kind = href.endsWith('.css') ? sizes.css : sizes.js;
    kind.gzip += compressedCopy(file, body, 'gzip').length;
    kind.br += compressedCopy(file, body, 'br').length;
  }
  return sizes;
}

function build(mode: Mode): void {
  const env = { ...process.env, VITE_API_BASE: mode === 'api' ? `http://127.0.0.1:${API_PORT}` : '' };
  execFileSync('npx', ['vite', 'build', '--outDir', DIST[mode], '--emptyOutDir', '--logLevel', 'warn'], {
    env,
    stdio: 'inherit',
  });
}

interface Measure {
  score: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  script: number;
  style: number;
}

function measureOf(result: RunnerResult): Measure {
  const { audits, categories } = result.lhr;
  const transfer = (type: string) =>
    (audits['network-requests'].details?.type === 'table' ? audits['network-requests'].details.items : [])
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue ?? 0,
    lcp: audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: audits['total-blocking-time'].numericValue ?? 0,
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    script: transfer('Script'),
    style: transfer('Stylesheet'),
  };
}

async function audit(url: string, preset: Preset, port: number, reportName: string): Promise<Measure> {
  // a generous wait, so a loaded machine gives a slow run instead of none
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], maxWaitForLoad: 120_000 };
  const config: Config = preset === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(`${REPORTS}/${reportName}.json`, JSON.stringify(result.lhr));
  }
  return measureOf(result);
}

const median = (runs: Measure[]): Measure => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const lines: string[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const api = MODES.includes('api') ? await startStandaloneMock({ port: API_PORT }) : null;
  try {
    for (const mode of MODES) {
      if (BUILD || !existsSync(`${DIST[mode]}/index.html`)) build(mode);
      const entry = entrySizes(DIST[mode]);
      const sizes = (kind: Record<Encoding, number>) => `${kb(kind.gzip)} gzip (${kb(kind.br)} brotli)`;
      lines.push(
        `${mode === 'mock' ? 'mock mode (dist/)' : `real-API build (dist-api/ -> standalone mock on :${API_PORT})`}, served with ${ENCODING}: ` +
          `entry JS ${sizes(entry.js)}, entry CSS ${sizes(entry.css)}`,
      );
      lines.push('route             preset   perf          a11y  FCP     LCP     TBT       CLS    JS (sent)  CSS (sent)');
      const server = await serveStatic(DIST[mode]);
      try {
        for (const { path, presets } of TARGETS) {
          for (const preset of presets) {
            const runs: Measure[] = [];
            for (let run = 0; run < RUNS; run += 1) {
              // a run Lighthouse gives up on is told and left out of the median
              const reportName = `${mode}${path.replaceAll('/', '_')}-${preset}-${run + 1}`;
              await audit(`${server.base}${path}`, preset, chrome.port, reportName).then(
                (measure) => runs.push(measure),
                (error: unknown) => console.error(`${path} ${preset}: run ${run + 1} failed: ${error instanceof Error ? error.message : String(error)}`),
              );
            }
            if (!runs.length) continue;
            const m = median(runs);
            const line = [
              path.padEnd(17),
              preset.padEnd(8),
              `${m.score} (${runs.map((r) => r.score).join('/')})`.padEnd(13),
              String(m.accessibility).padEnd(5),
              seconds(m.fcp).padEnd(7),
              seconds(m.lcp).padEnd(7),
              `${m.tbt.toFixed(0)} ms`.padEnd(9),
              m.cls.toFixed(3).padEnd(6),
              kb(m.script).padEnd(10),
              kb(m.style),
            ].join(' ');
            lines.push(line);
            console.error(line);
          }
        }
      } finally {
        await server.close();
      }
      lines.push('');
    }
  } finally {
    // the browser first: its open connections would keep the mock server from closing
    chrome.kill();
    await api?.close();
  }
  console.log(`\nLighthouse, median of ${RUNS} runs (scores of every run in brackets):\n`);
  console.log(lines.join('\n'));
}

await main();
