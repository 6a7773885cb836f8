import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openPage, PHONE } from './support';
import { isoDateIn } from './signed-in-support';

/** The message a field points to with aria-describedby, as a screen reader and a sighted user both get it. */
async function messageOf(page: Page, label: string | RegExp): Promise<string> {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const id = await field.getAttribute('aria-describedby');
  return page.locator(`#${id}`).innerText();
}

describe('forms refuse what cannot be true, kindly', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the trip form refuses a start in the past, an end before the start and more days than the dates hold, and keeps what was typed (en)', async () => {
    const page = await openPage(await newContext(browser, { timezoneId: 'UTC' }), '/travelItinerary');
    await page.getByLabel('Start date').fill(isoDateIn(-3));
    expect(await messageOf(page, 'Start date')).toBe('The trip cannot start in the past: choose today or a later day');

    await page.getByLabel('Start date').fill(isoDateIn(10));
    await page.getByLabel('End date').fill(isoDateIn(8));
    expect(await messageOf(page, 'End date')).toBe('The end date is before the start date: choose a later end date');

    await page.getByLabel('End date').fill(isoDateIn(13));
    await page.getByLabel('Days').fill('6');
    expect(await messageOf(page, 'Days')).toBe('Your dates hold only 4 days: plan fewer days or choose a later end date');
    expect(await page.getByLabel('Days').inputValue()).toBe('6');

    await page.getByLabel('Days').fill('45');
    expect(await messageOf(page, 'Days')).toBe('Enter a whole number of days from 1 to 30');
    expect(await page.getByLabel('Days').inputValue()).toBe('45');

    await page.getByLabel('Adults').fill('0');
    await page.getByLabel('Children').fill('2');
    await expect.poll(() => page.getByText('At least one adult or senior must travel').isVisible()).toBe(true);

    // Generate does not send what cannot be true: the missing choices join the messages, nothing is planned
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    expect(await messageOf(page, 'Departure city')).toBe('Please choose your departure city');
    expect(await page.locator('.message--user').count()).toBe(0);

    await page.getByLabel('Days').fill('4');
    await page.getByLabel('Adults').fill('2');
    await page.getByText('At least one adult or senior must travel').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Days').getAttribute('aria-invalid')).toBe('false');
    expect(await page.locator('.trip-form__span').innerText()).toMatch(/: 4 days$/);

    // a reload brings back every refused value as it was typed
    await page.getByLabel('Start date').fill(isoDateIn(-1));
    await page.reload();
    expect(await page.getByLabel('Start date').inputValue()).toBe(isoDateIn(-1));
    expect(await messageOf(page, 'Start date')).toBe('The trip cannot start in the past: choose today or a later day');
    expect(page.errors).toEqual([]);
  });

  it('the trip form speaks Arabic with Arabic plurals, on a phone (ar)', async () => {
    const page = await openPage(await newContext(browser, { language: 'ar', viewport: PHONE, timezoneId: 'UTC' }), '/travelItinerary');
    await page.getByLabel('تاريخ البدء').fill(isoDateIn(2));
    await page.getByLabel('تاريخ الانتهاء').fill(isoDateIn(3));
    await page.getByLabel('عدد الأيام').fill('5');
    expect(await messageOf(page, 'عدد الأيام')).toBe('تواريخك تتسع ليومين فقط: خطّط لأيام أقل أو اختر تاريخ انتهاء لاحقًا');
    await page.getByLabel('تاريخ الانتهاء').fill(isoDateIn(5));
    expect(await messageOf(page, 'عدد الأيام')).toBe('تواريخك تتسع لـ4 أيام فقط: خطّط لأيام أقل أو اختر تاريخ انتهاء لاحقًا');
    await page.getByLabel('تاريخ البدء').fill(isoDateIn(-1));
    expect(await messageOf(page, 'تاريخ البدء')).toBe('لا يمكن أن تبدأ الرحلة في الماضي: اختر اليوم أو يومًا لاحقًا');
    expect(page.errors).toEqual([]);
  });
});
