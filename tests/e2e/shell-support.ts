import type { Page } from 'playwright-core';
import { ROUTES, type RouteName } from '../../src/ui/routes';
import { readMockWorld } from './support';

interface WorldIds {
  combos?: { id: number }[];
  trails?: { id: number }[];
  notices?: { id: number }[];
  tripPlans?: { id: number }[];
}

/** The URL of every named route, with a real seeded id where the route reads one. */
export async function everyRouteUrl(page: Page): Promise<{ name: RouteName; url: string }[]> {
  // the in-browser mock answers once the app has booted
  await page.locator('main h1').first().waitFor();
  const world = (await readMockWorld<WorldIds | null>(page)) ?? {};
  const ids: Partial<Record<RouteName, number>> = {
    cityInfo: 1,
    comboDetail: world.combos?.[0]?.id ?? 1,
    explorInfo: world.trails?.[0]?.id ?? 1,
    noticeInfo: world.notices?.[0]?.id ?? 1,
    itineraryDetails: world.tripPlans?.[0]?.id ?? 1,
  };
  return ROUTES.map((route) => ({ name: route.name, url: ids[route.name] ? `${route.path}?id=${ids[route.name]}` : route.path }));
}

/** Beijing wall-clock seconds since midnight, computed without the browser: UTC plus eight hours. */
export function beijingSecondsNow(): number {
  const now = new Date(Date.now() + 8 * 3600_000);
  return now.getUTCHours() * 3600 + now.getUTCMinutes() * 60 + now.getUTCSeconds();
}

export function secondsOf(clock: string): number {
  const [hours, minutes, seconds] = clock.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}
