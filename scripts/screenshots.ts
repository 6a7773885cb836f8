/**
 * Screenshots of every route at 1440x900 and 390x844 in English, Chinese and Arabic:
 * screenshots/<lang>-<desktop|mobile>-<route>.png. Serves an existing build (dist/, or SCREENSHOT_DIST)
 * with vite preview; build first. Reports pages that overflow sideways.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';
import { ROUTES, type RouteName } from '../src/ui/routes';

const DIST = process.env.SCREENSHOT_DIST ?? 'dist';
const OUT = 'screenshots';
const LANGUAGES = ['en', 'zh', 'ar'] as const;
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

async function routeUrls(page: Page): Promise<{ name: RouteName; url: string }[]> {
  const world = (await page.evaluate(async () => ((await (await fetch('/api/__mock/world')).json()) as { data: Record<string, { id: number }[]> }).data)) ?? {};
  const ids: Partial<Record<RouteName, number>> = {
    cityInfo: 1,
    comboDetail: world.combos?.[0]?.id ?? 1,
    explorInfo: world.trails?.[0]?.id ?? 1,
    noticeInfo: world.notices?.[0]?.id ?? 1,
    itineraryDetails: world.tripPlans?.[0]?.id ?? 1,
  };
  return ROUTES.map((route) => ({ name: route.name, url: ids[route.name] ? `${route.path}?id=${ids[route.name]}` : route.path }));
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await preview({ build: { outDir: DIST }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
  const address = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const overflowing: string[] = [];
  let count = 0;
  try {
    for (const language of LANGUAGES) {
      for (const [kind, viewport] of Object.entries(VIEWPORTS)) {
        const context = await browser.newContext({ viewport, baseURL: base, userAgent: kind === 'mobile' ? PHONE_AGENT : undefined, timezoneId: 'Europe/Berlin' });
        await context.addInitScript((lang: string) => {
          localStorage.setItem('ctp.language', lang);
          localStorage.setItem('ctp.mock.pace', 'fast');
        }, language);
        const page = await context.newPage();
        await page.goto('/home');
        await page.locator('main h1').first().waitFor();
        for (const { name, url } of await routeUrls(page)) {
          await page.goto(url);
          await page.locator('main h1').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (sideways > 1) overflowing.push(`${language}-${kind}-${name}: ${sideways}px`);
          await page.screenshot({ path: `${OUT}/${language}-${kind}-${name}.png` });
          count += 1;
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`${count} screenshots in ${OUT}/`);
  console.log(overflowing.length ? `Overflowing sideways:\n  ${overflowing.join('\n  ')}` : 'No page overflows sideways.');
}

await main();
