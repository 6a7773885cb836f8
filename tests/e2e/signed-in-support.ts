import type { Page } from 'playwright-core';
import { readMockWorld } from './support';

/** Empties one list of the in-browser mock world (kept in local storage), then opens a path on the reloaded site. */
export async function emptyMockList(page: Page, list: 'combos' | 'notices', path: string): Promise<void> {
  await page.locator('#main').waitFor();
  // the mock's world as the page holds it: a world no call has changed is not in storage yet
  const world = await readMockWorld<Record<string, unknown>>(page);
  world[list] = [];
  await page.evaluate((text) => localStorage.setItem('ctp.mock.world', text), JSON.stringify(world));
  await page.goto(path);
}

/** Moves the mock's clock forward, as the mock panel can. */
export async function advanceMockClock(page: Page, ms: number): Promise<void> {
  await page.evaluate(async (advanceClockMs) => {
    await fetch('/api/__mock/settings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceClockMs }) });
  }, ms);
}

/** 'YYYY-MM-DD' some days from today. */
export function isoDateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
