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
