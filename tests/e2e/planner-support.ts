import type { Page } from 'playwright-core';

/** Fills the trip form: Beijing to Datong and Harbin, four days, a 5,000 to 10,000 yuan budget. */
export async function fillTrip(page: Page): Promise<void> {
  await page.getByLabel('Departure city').selectOption('beijing');
  await page.getByLabel('Destinations, in order').selectOption('datong');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Destinations, in order').selectOption('harbin');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Days').fill('4');
  await page.getByRole('radio', { name: /5,000 – .*10,000/ }).check();
}

/** The same trip, filled by the fields' ids, for a page in any language. */
export async function fillTripInAnyLanguage(page: Page): Promise<void> {
  await page.locator('#trip-departure').selectOption('beijing');
  for (const city of ['datong', 'harbin']) {
    await page.locator('#trip-destination').selectOption(city);
    await page.locator('.field__inline button').click();
  }
  await page.locator('#trip-days').fill('4');
  await page.locator('.budget-option input').nth(1).check();
}
