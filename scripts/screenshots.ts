/**
 * Screenshots of every route at 1440x900 and 390x844 in English, Chinese and Arabic:
 * screenshots/<lang>-<desktop|mobile>-<route>.png. Serves an existing build (dist/, or SCREENSHOT_DIST)
 * with vite preview; build first. Reports pages that overflow sideways.
 */
import { mkdirSync } from 'node:fs';
import { serveBuild } from '../tests/e2e/serve-build';
import { DESKTOP, launchBrowser, PHONE, PHONE_AGENT } from '../tests/e2e/support';
import { everyRouteUrl } from '../tests/e2e/shell-support';

const DIST = process.env.SCREENSHOT_DIST ?? 'dist';
const OUT = 'screenshots';
const LANGUAGES = ['en', 'zh', 'ar'] as const;
const VIEWPORTS = { desktop: DESKTOP, mobile: PHONE } as const;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await serveBuild(DIST);
  const { base } = server;
  const browser = await launchBrowser();
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
        for (const { name, url } of await everyRouteUrl(page)) {
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
