import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, openPage, openSignedInPage, PHONE, PHONE_AGENT } from './support';

/** A ready-made plan: Shanghai to Beijing and Xi'an, six days, two stops on day 1. */
const READY_MADE = '/itineraryDetails?strategy=1';
/** Each test walks several edits and reloads; under load that takes longer than the default minute. */
const WALK_MS = 120_000;

/** Each day's stops, in order: what tells the days apart (several days share a city). */
const dayStops = (page: Page) => page.locator('.plan-day').evaluateAll((days) =>
  days.map((day) => [...day.querySelectorAll('.day-card__activity-title')].map((stop) => stop.textContent ?? '')));
const stopsOf = (page: Page, day: number) => page.locator('.plan-day').nth(day - 1).locator('.day-card__activity-title').allInnerTexts();
const handleOfDay = (page: Page, day: number) => page.locator('.plan-day').nth(day - 1).locator('.day-card__header .plan-handle');
const handleOfStop = (page: Page, day: number, stop: number) => page.locator('.plan-day').nth(day - 1).locator('.plan-stop').nth(stop).locator('.plan-handle');

/** The versions list, opened: one item per version, the newest last. */
async function versionsList(page: Page): Promise<Locator> {
  const list = page.getByRole('list', { name: 'Versions of this plan' });
  if (!(await list.isVisible())) await page.getByRole('button', { name: /^Versions \(\d+\)$/ }).click();
  return list;
}

async function expectVersions(page: Page, descriptions: string[]): Promise<void> {
  const list = await versionsList(page);
  await expect.poll(() => list.locator('.plan-version bdi').allInnerTexts()).toEqual(descriptions);
}

/**
 * A finger on a touch screen (Chromium's own touch input, as a phone sends it): down on `from`, a slow slide,
 * up on `to`. When `to` is below the window, the finger first rests at the bottom edge until the page has
 * scrolled it into reach, as a person would.
 */
async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove', x: number, y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x, y, id: 1 }] });
  const start = await from.boundingBox();
  if (!start) throw new Error('nothing to drag');
  const x = start.x + start.width / 2;
  let y = start.y + start.height / 2;
  await touch('touchStart', x, y);
  const viewport = page.viewportSize() ?? PHONE;
  const edge = viewport.height - 70;
  const reachable = async () => {
    const box = await to.boundingBox();
    return box && box.y + 20 < edge - 40 && box.y > 70 ? box : null;
  };
  for (let rest = 0; !(await reachable()); rest += 1) {
    if (rest > 200) throw new Error('the page did not scroll the drop place into reach');
    y = Math.min(edge, y + 40);
    await touch('touchMove', x, y);
    await page.waitForTimeout(50);
  }
  const target = (await reachable()) as NonNullable<Awaited<ReturnType<typeof reachable>>>;
  const endY = target.y + Math.min(20, target.height / 2);
  for (let step = 1; step <= 8; step += 1) await touch('touchMove', x, y + ((endY - y) * step) / 8);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('the plan is edited by hand: drag, remove, add, note, undo', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('desktop: dragging a day and a stop with the mouse makes new versions, listed and kept after a reload', async () => {
    const page = await openPage(await newContext(browser), READY_MADE);
    await page.getByText('version 1 of 1').waitFor();
    const before = await dayStops(page);

    await page.dragAndDrop('.plan-day:nth-child(1) .day-card__header .plan-handle', '.plan-day:nth-child(2) .day-card__header');
    await page.getByText('version 2 of 2').waitFor();
    expect(await dayStops(page)).toEqual([before[1], before[0], ...before.slice(2)]);

    // a stop dropped on another day joins it, at its end
    const moved = before[1][0];
    await handleOfStop(page, 1, 0).dragTo(page.locator('.plan-day').nth(2).locator('.day-card__header'));
    await page.getByText('version 3 of 3').waitFor();
    expect(await stopsOf(page, 1)).toEqual(before[1].slice(1));
    expect(await stopsOf(page, 3)).toEqual([...before[2], moved]);
    // a drop where the item already is changes nothing
    await handleOfDay(page, 4).dragTo(page.locator('.plan-day').nth(3).locator('.day-card__title'));
    await page.getByText('version 3 of 3').waitFor();

    const expected = ['Plan as generated', 'Moved day 1 to day 2', `Moved “${moved}” to day 3`];
    await expectVersions(page, expected);
    const after = await dayStops(page);
    await page.reload();
    await page.getByText('version 3 of 3').waitFor();
    expect(await dayStops(page)).toEqual(after);
    await expectVersions(page, expected);
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, WALK_MS);

  it('phone with a touch screen: a finger drags a stop and a day (the page scrolls along), and the versions stay after a reload', async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT, hasTouch: true });
    const page = await openPage(context, READY_MADE);
    await page.getByText('version 1 of 1').waitFor();
    const before = await dayStops(page);
    const [first, second] = before[0];

    await handleOfStop(page, 1, 1).scrollIntoViewIfNeeded();
    await touchDrag(page, handleOfStop(page, 1, 1), page.locator('.plan-day').nth(0).locator('.plan-stop').nth(0));
    await page.getByText('version 2 of 2').waitFor();
    expect(await stopsOf(page, 1)).toEqual([second, first]);

    // day 3 lies far below day 2's handle: the finger rests at the bottom edge and the page scrolls
    await handleOfDay(page, 2).scrollIntoViewIfNeeded();
    await touchDrag(page, handleOfDay(page, 2), page.locator('.plan-day').nth(2).locator('.day-card__header'));
    await page.getByText('version 3 of 3').waitFor();
    expect((await dayStops(page)).slice(1, 3)).toEqual([before[2], before[1]]);

    const expected = ['Plan as generated', `Moved “${second}” within day 1`, 'Moved day 2 to day 3'];
    await expectVersions(page, expected);
    await page.reload();
    await page.getByText('version 3 of 3').waitFor();
    expect(await stopsOf(page, 1)).toEqual([second, first]);
    await expectVersions(page, expected);
    // the page did not scroll sideways or zoom while dragging
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(page.errors).toEqual([]);
    await context.close();
  }, WALK_MS);

  it('a visitor removes a stop, adds one, writes a note and undoes it; bad input changes nothing; all of it is kept on this device', async () => {
    const page = await openPage(await newContext(browser), READY_MADE);
    await page.getByText('version 1 of 1').waitFor();
    const [removed, kept] = await stopsOf(page, 1);

    await page.getByRole('button', { name: `Remove stop “${removed}”` }).click();
    await page.getByText('version 2 of 2').waitFor();
    expect(await stopsOf(page, 1)).toEqual([kept]);

    await page.getByRole('button', { name: 'Add a stop to day 2' }).click();
    await page.getByRole('button', { name: 'Add stop' }).click();
    await page.getByText('Type the name of the stop to add.').waitFor();
    await page.getByText('version 2 of 2').waitFor();
    await page.getByRole('textbox', { name: 'New stop on day 2' }).fill('Tea at the Lao She Teahouse');
    await page.getByRole('combobox', { name: 'Time of day' }).selectOption({ label: 'Evening' });
    await page.getByRole('button', { name: 'Add stop' }).click();
    await page.getByText('version 3 of 3').waitFor();
    const day2 = page.locator('.plan-day').nth(1);
    await day2.locator('.plan-stop', { hasText: 'Tea at the Lao She Teahouse' }).getByText('Evening').waitFor();

    await page.getByRole('button', { name: 'Add a note to day 3' }).click();
    await page.getByRole('textbox', { name: 'Note for day 3' }).fill('x'.repeat(501));
    await page.getByRole('button', { name: 'Save note for day 3' }).click();
    await page.getByText('A note can have at most 500 characters. Nothing was changed.').waitFor();
    await page.getByRole('textbox', { name: 'Note for day 3' }).fill('Book the Great Wall bus the night before');
    await page.getByRole('button', { name: 'Save note for day 3' }).click();
    await page.getByText('version 4 of 4').waitFor();
    await page.locator('.plan-day').nth(2).getByText('Book the Great Wall bus the night before').waitFor();

    await page.getByRole('button', { name: 'Undo: Wrote a note for day 3' }).click();
    await page.getByText('version 3 of 3').waitFor();
    await page.getByText('Book the Great Wall bus the night before').waitFor({ state: 'detached' });

    const expected = ['Plan as generated', `Removed “${removed}” from day 1`, 'Added “Tea at the Lao She Teahouse” to day 2'];
    await expectVersions(page, expected);
    await page.reload();
    await page.getByText('version 3 of 3').waitFor();
    expect(await stopsOf(page, 1)).toEqual([kept]);
    await page.locator('.plan-day').nth(1).getByText('Tea at the Lao She Teahouse').waitFor();
    expect(await page.getByText('Book the Great Wall bus the night before').count()).toBe(0);
    await expectVersions(page, expected);
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, WALK_MS);

  it('a signed-in traveller’s saved plan is saved again after each edit: another device without this one’s copy opens the edited plan', async () => {
    const { context, page } = await openSignedInPage(browser, READY_MADE);
    await page.getByText('version 1 of 1').waitFor();
    const title = await page.locator('.details__hero h1').innerText();
    await page.getByRole('button', { name: 'Save itinerary' }).click();
    await page.locator('.plan-editor .saved-mark').waitFor();
    const [removed, kept] = await stopsOf(page, 1);

    await page.getByRole('button', { name: `Remove stop “${removed}”` }).click();
    await page.getByRole('button', { name: 'Add a stop to day 2' }).click();
    await page.getByRole('textbox', { name: 'New stop on day 2' }).fill('Jingshan Park at sunset');
    await page.getByRole('button', { name: 'Add stop' }).click();
    await page.getByRole('button', { name: 'Add a note to day 1' }).click();
    await page.getByRole('textbox', { name: 'Note for day 1' }).fill('Collect the train tickets at the station');
    await page.getByRole('button', { name: 'Save note for day 1' }).click();
    await page.getByRole('button', { name: 'Move day 3 later' }).click();
    await page.getByText('version 5 of 5').waitFor();
    await page.getByRole('button', { name: 'Undo: Moved day 3 to day 4' }).click();
    await page.getByText('version 4 of 4').waitFor();
    await page.getByText('Saving changes…').waitFor({ state: 'detached' });
    await page.locator('.plan-editor .saved-mark').waitFor();

    await page.reload();
    await page.getByText('version 4 of 4').waitFor();
    await page.getByText('Collect the train tickets at the station').waitFor();

    // another device: the same account, no versions kept in this browser; it gets the saved trip from the server
    await page.evaluate(() => localStorage.removeItem('ctp.planVersions'));
    await page.goto('/savedTrips');
    const card = page.locator('.trip-card', { hasText: title }).first();
    await card.locator('.saved-mark', { hasText: 'Saved · 4 versions' }).waitFor();
    await card.getByRole('link', { name: 'Open' }).click();
    await page.getByText('version 1 of 1').waitFor();
    expect(await stopsOf(page, 1)).toEqual([kept]);
    await page.locator('.plan-day').nth(0).getByText('Collect the train tickets at the station').waitFor();
    await page.locator('.plan-day').nth(1).getByText('Jingshan Park at sunset').waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  }, WALK_MS);
});
