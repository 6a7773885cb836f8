/**
 * Cold start of the production build in mock mode: loads a page in a fresh browser context
 * BENCH_RUNS times (default 10) at 1440x900 and prints the median and worst first contentful paint,
 * time until the page's heading shows, bytes fetched by kind, and fonts fetched.
 * Build first (`npm run build`); E2E_DIST picks another build, BENCH_PATH another page (default /home).
 */
import { serveBuild } from '../tests/e2e/serve-build';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support';

const DIST = process.env.E2E_DIST ?? 'dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PATH = process.env.BENCH_PATH ?? '/home';

interface Run {
  firstContentfulPaint: number;
  headingShown: number;
  bytes: Record<string, number>;
  fonts: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

function kindOf(url: string): string {
  if (/\.js(\?|$)/.test(url)) return 'script';
  if (/\.css(\?|$)/.test(url)) return 'style';
  if (/\.(woff2?|ttf|eot)(\?|$)/.test(url)) return 'font';
  if (/\.json(\?|$)/.test(url)) return 'data';
  return 'other';
}

async function main(): Promise<void> {
  const server = await serveBuild(DIST);
  const { base } = server;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs: Run[] = [];
  try {
    for (let index = 0; index < RUNS; index += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
      await context.addInitScript(() => {
        const marks = { headingShown: 0 };
        (window as unknown as { startMarks: typeof marks }).startMarks = marks;
        new MutationObserver((_, observer) => {
          if (!document.querySelector('main h1')) return;
          marks.headingShown = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const bytes: Record<string, number> = {};
      const fonts: string[] = [];
      page.on('response', (response) => {
        const url = response.url();
        if (!url.startsWith(base)) return;
        const kind = kindOf(url);
        if (kind === 'font') fonts.push(url.split('/').pop() ?? url);
        void response.body().then((body) => {
          bytes[kind] = (bytes[kind] ?? 0) + body.length;
        }, () => undefined);
      });
      await page.goto(PATH);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const timings = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        headingShown: (window as unknown as { startMarks: { headingShown: number } }).startMarks.headingShown,
      }));
      runs.push({ ...timings, bytes, fonts });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const paints = runs.map((run) => run.firstContentfulPaint);
  const headings = runs.map((run) => run.headingShown);
  const last = runs[runs.length - 1];
  console.log(`Cold start of ${PATH}, ${RUNS} fresh contexts (${DIST}):`);
  console.log(`  first contentful paint: median ${median(paints).toFixed(0)} ms, worst ${Math.max(...paints).toFixed(0)} ms`);
  console.log(`  heading shown:          median ${median(headings).toFixed(0)} ms, worst ${Math.max(...headings).toFixed(0)} ms`);
  console.log(`  fetched (uncompressed): ${Object.entries(last.bytes).map(([kind, size]) => `${kind} ${kilobytes(size)}`).join(', ')}`);
  console.log(`  fonts fetched: ${last.fonts.length ? last.fonts.join(', ') : 'none'}`);
}

await main();
