/**
 * Replays a long streamed answer (about 8,000 tokens over 2 minutes by default) into the real chat
 * screen of the production build and prints main-thread costs. Build first (`npm run build`).
 * BENCH_SECONDS and BENCH_WORDS shorten or lengthen the stream; E2E_DIST picks another build.
 */
import { serveBuild } from '../tests/e2e/serve-build';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support';

const DIST = process.env.E2E_DIST ?? 'dist';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
/** about 1.33 tokens per English word */
const WORDS = Number(process.env.BENCH_WORDS ?? 6_000);

interface PageStats {
  longTasks: { start: number; duration: number }[];
  chunkTimes: number[];
}

async function main(): Promise<void> {
  const server = await serveBuild(DIST);
  const { base } = server;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
    // tsx keeps function names with a __name helper that the page does not have
    await context.addInitScript('window.__name = (fn) => fn;');
    await context.addInitScript(() => localStorage.setItem('ctp.mock.pace', 'realistic'));
    const page = await context.newPage();
    await page.goto('/travelItinerary');
    await page.getByRole('heading', { name: 'Your trip' }).waitFor();
    // the mock stores its world only once a call has changed it (a fresh one is never written): two pace
    // changes write it, then the rehearsal goes into the stored world, which the reload reads
    await page.evaluate(async ({ words, durationMs }) => {
      for (const pace of ['fast', 'realistic']) {
        await fetch('/api/__mock/settings', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ pace }) });
      }
      let stored = localStorage.getItem('ctp.mock.world');
      for (let attempt = 0; stored === null && attempt < 50; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        stored = localStorage.getItem('ctp.mock.world');
      }
      if (stored === null) throw new Error('the mock did not store its world');
      localStorage.setItem('ctp.mock.world', JSON.stringify({ ...(JSON.parse(stored) as Record<string, unknown>), streamRehearsal: { words, durationMs } }));
    }, { words: WORDS, durationMs: SECONDS * 1000 });
    await page.reload();
    await page.getByRole('heading', { name: 'Your trip' }).waitFor();

    await page.evaluate(() => {
      const stats: PageStats = { longTasks: [], chunkTimes: [] };
      (window as unknown as { benchStats: PageStats }).benchStats = stats;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) stats.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: false });
      // a chunk's cost: from the moment the network read hands it over to the DOM commit that shows it
      let arrivedAt: number | null = null;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the reader as `this`
      const read = ReadableStreamDefaultReader.prototype.read;
      ReadableStreamDefaultReader.prototype.read = function patchedRead(this: ReadableStreamDefaultReader) {
        return read.call(this).then((result) => {
          if (!result.done) arrivedAt = performance.now();
          return result;
        });
      } as typeof read;
      new MutationObserver(() => {
        if (arrivedAt === null) return;
        stats.chunkTimes.push(performance.now() - arrivedAt);
        arrivedAt = null;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    await cdp.send('Performance.enable');
    const heapBefore = await heap();
    // the forced garbage collections of the heap readings are long tasks of their own: count only the stream's
    const streamStart = await page.evaluate(() => performance.now());
    const started = Date.now();
    await page.getByRole('textbox', { name: 'Ask anything about travel in China' }).fill('Tell me everything about travelling in China');
    await page.getByRole('button', { name: 'Send' }).click();
    // the rating buttons appear when the reply is complete; a cheap check once a second, because
    // Playwright's role queries would run in the page's main thread over and over while it is measured
    await page.waitForFunction(() => document.querySelector('.pi-thumbs-up') !== null, null, {
      polling: 1000,
      timeout: (SECONDS + 60) * 1000,
    });
    const elapsed = (Date.now() - started) / 1000;
    const streamEnd = await page.evaluate(() => performance.now());
    const heapAfter = await heap();
    const stats = await page.evaluate(() => (window as unknown as { benchStats: PageStats }).benchStats);
    const streamTasks = stats.longTasks.filter((task) => task.start >= streamStart && task.start <= streamEnd);
    const longest = streamTasks.reduce((max, task) => (task.duration > max.duration ? task : max), { start: streamStart, duration: 0 });
    const blocking = streamTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const words = await page.locator('.reply__text').innerText().then((text) => text.split(/\s+/).length);
    const tenth = Math.max(1, Math.floor(stats.chunkTimes.length / 10));
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const first = mean(stats.chunkTimes.slice(0, tenth));
    const last = mean(stats.chunkTimes.slice(-tenth));
    console.log(`stream: ${words} words (~${Math.round(words * 1.33)} tokens) in ${elapsed.toFixed(1)} s, ${stats.chunkTimes.length} chunks rendered`);
    console.log(`long tasks during the stream: ${streamTasks.length}; longest ${longest.duration.toFixed(0)} ms at ${((longest.start - streamStart) / 1000).toFixed(1)} s (target < 50 ms; 0 = no task over 50 ms)`);
    console.log(`total blocking time: ${blocking.toFixed(0)} ms`);
    console.log(`mean time per chunk: first 10% ${first.toFixed(2)} ms, last 10% ${last.toFixed(2)} ms (ratio ${(last / first).toFixed(2)})`);
    console.log(`JS heap: ${(heapBefore / 1e6).toFixed(1)} MB before, ${(heapAfter / 1e6).toFixed(1)} MB after (growth ${((heapAfter - heapBefore) / 1e6).toFixed(1)} MB)`);
    // a short reply measures nothing: the rehearsal did not reach the mock
    if (words < WORDS * 0.9) throw new Error(`the reply had ${words} words, not the ${WORDS} rehearsed: the stream was not measured`);
    const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
    console.log(
      `targets: chunk time end/start <= 1.2 ${verdict(last / first <= 1.2)}, no long task over 50 ms ${verdict(streamTasks.length === 0)}, heap growth < 10 MB ${verdict(heapAfter - heapBefore < 10e6)}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
