import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage, openSignedInPage, PHONE, signInThroughApi, type TestPage } from './support';
import { fillTrip } from './planner-support';
import { isoDateIn } from './signed-in-support';

/** Each test walks a whole story (generate, then many edits); under load that takes longer than the default minute. */
const LONG_WALK_MS = 180_000;

/** The day headings of the editable plan, in order ("Day 1 · Datong", …). */
const dayTitles = (page: Page) => page.locator('.plan-day .day-card__title').allInnerTexts();
/** What tells the days apart (two days may share a city): each day's stops, in order. */
const dayStops = (page: Page) => page.locator('.plan-day').evaluateAll((days) =>
  days.map((day) => [...day.querySelectorAll('.day-card__activity-title')].map((stop) => stop.textContent).join(' | ')));

async function generatedPlan(browser: Browser, startDate?: string): Promise<TestPage> {
  const { page } = await openSignedInPage(browser, '/travelItinerary');
  await page.getByRole('heading', { name: 'Your trip' }).waitFor();
  await fillTrip(page);
  if (startDate) await page.getByLabel('Start date').fill(startDate);
  await page.getByRole('button', { name: 'Generate my itinerary' }).click();
  await page.getByText('version 1 of 1').waitFor();
  return page;
}

describe('the plan belongs to the traveller: versions, refinement and hand edits', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a chat message refines the plan into version 2, listed with its changed days; compare, restore version 1, and bad requests change nothing', async () => {
    const page = await generatedPlan(browser);
    const box = page.getByRole('textbox', { name: 'Ask anything about travel in China' });
    await box.fill('make day 2 more relaxed');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('version 2 of 2').waitFor();
    await page.getByRole('button', { name: 'Versions (2)' }).click();
    const list = page.getByRole('list', { name: 'Versions of this plan' });
    await list.getByText('You asked: “make day 2 more relaxed”').waitFor();
    const second = list.getByRole('listitem').nth(1);
    expect(await second.locator('.plan-version__days').innerText()).toMatch(/^Changed days: .*\b2\b/);
    // the changed days are marked on the plan itself
    expect(await page.locator('.plan-day--changed .day-card__title').allInnerTexts()).toContain((await dayTitles(page))[1]);

    await list.getByRole('button', { name: 'Compare version 1 with the current one' }).click();
    await page.getByText('Compared with version 1.').waitFor();
    await page.getByRole('button', { name: 'Stop comparing' }).click();
    await list.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText('version 1 of 2').waitFor();
    expect(await list.getByRole('listitem').first().getAttribute('aria-current')).toBe('true');

    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Type what you would like to change in the plan.').waitFor();
    const long = 'a'.repeat(5000);
    await box.fill(long);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('A change request can have at most 1000 characters; this one has 5000. Shorten it and send it again.').waitFor();
    expect(await box.inputValue()).toBe(long);
    await page.getByText('version 1 of 2').waitFor();

    // while a new plan is being written, a change request waits: nothing is sent, nothing typed is lost
    await forceScenario(page, { endpoint: 'tripStrategy/planTrip', delayMs: 4000 });
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    await box.fill('add a day in Harbin');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('The itinerary is generating, please wait').waitFor();
    expect(await box.inputValue()).toBe('add a day in Harbin');
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, LONG_WALK_MS);

  it('moves a day by its keyboard button, refuses a move past the first day, and undoes the move', async () => {
    const page = await generatedPlan(browser);
    const before = await dayStops(page);
    expect(new Set(before).size).toBe(4);

    await page.getByRole('button', { name: 'Move day 2 earlier' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('version 2 of 2').waitFor();
    expect(await dayStops(page)).toEqual([before[1], before[0], before[2], before[3]]);

    await page.getByRole('button', { name: 'Move day 1 earlier' }).click();
    await page.getByText('That is already first. Nothing was moved.').waitFor();
    await page.getByText('version 2 of 2').waitFor();

    await page.getByRole('button', { name: /^Undo: Moved day 2 to day 1$/ }).click();
    await page.getByText('version 1 of 1').waitFor();
    expect(await dayStops(page)).toEqual(before);

    expect(page.errors).toEqual([]);
    await page.context().close();
  }, LONG_WALK_MS);

  it('a saved plan keeps its edits; its card tells the trip dates, cities, days, travellers and versions', async () => {
    // the trip form refuses a start in the past, so the trip starts ahead of the real date
    const start = isoDateIn(45);
    const page = await generatedPlan(browser, start);
    await page.getByRole('button', { name: 'Add a note to day 1' }).click();
    await page.getByRole('textbox', { name: 'Note for day 1' }).fill('Pick up the rail passes');
    await page.getByRole('button', { name: 'Save note for day 1' }).click();
    await page.getByRole('button', { name: 'Save itinerary' }).click();
    await page.getByText('The itinerary is saved to your trips').waitFor();
    await page.locator('.plan-editor .saved-mark').waitFor();

    // a saved trip follows each edit
    await page.getByRole('button', { name: 'Move day 2 later' }).click();
    await page.getByText('version 3 of 3').waitFor();
    await page.getByText('Saving changes…').waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Saved trips' }).click();
    const card = page.locator('.trip-card', { hasText: '4 days: Datong and Harbin' }).first();
    await card.waitFor();
    const dates = await page.evaluate((first) => {
      const day = (offset: number) => new Date(Date.parse(`${first}T00:00:00Z`) + offset * 86_400_000);
      return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(day(0), day(3));
    }, start);
    await card.getByText(`4 days · ${dates}`).waitFor();
    await card.getByText('Datong → Harbin').waitFor();
    await card.getByText('2 adults', { exact: true }).waitFor();
    await card.locator('.saved-mark', { hasText: 'Saved · 3 versions' }).waitFor();

    await card.getByRole('link', { name: 'Open' }).click();
    await page.getByText('version 3 of 3').waitFor();
    await page.getByText('Pick up the rail passes').waitFor();
    await page.locator('.details__hero').waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, LONG_WALK_MS);

  it('in Arabic on a phone, a visitor edits a ready-made plan, keeps it after a reload, and is offered to save it after signing in', async () => {
    const context = await newContext(browser, { language: 'ar', viewport: PHONE });
    const page = await openPage(context, '/itineraryDetails?strategy=1');
    await page.getByText('النسخة 1 من 1').waitFor();
    const before = await dayStops(page);
    await page.getByRole('button', { name: 'انقل اليوم 2 إلى وقت أبكر' }).click();
    await page.getByText('النسخة 2 من 2').waitFor();
    expect((await dayStops(page)).slice(0, 2)).toEqual([before[1], before[0]]);
    await page.getByRole('button', { name: 'انقل اليوم 1 إلى وقت أبكر' }).click();
    await page.getByText('إنها في البداية أصلًا. لم يُنقل شيء.').waitFor();

    await page.reload();
    await page.getByText('النسخة 2 من 2').waitFor();
    await page.getByRole('button', { name: 'احفظ البرنامج' }).click();
    await page.getByRole('dialog').waitFor();

    await page.goto('/itineraryDetails?strategy=1');
    await signInThroughApi(page);
    await page.getByText('غيّرت هذه الخطة على هذا الجهاز. احفظها في رحلاتك لتجدها أينما سجّلت الدخول.').waitFor();
    await page.getByRole('button', { name: 'احفظ البرنامج' }).click();
    await page.locator('.plan-editor .saved-mark', { hasText: 'محفوظ' }).waitFor();
    await page.getByText('غيّرت هذه الخطة على هذا الجهاز', { exact: false }).waitFor({ state: 'detached' });
    expect(page.errors).toEqual([]);
    await context.close();
  }, LONG_WALK_MS);
});
