import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, newContext, signInThroughApi, type TestPage } from './support';
import { fillTripInAnyLanguage } from './planner-support';

const CHILD_TIP: Record<string, string> = {
  en: 'Children under 1.2 m often enter sights free',
  es: 'Los niños de menos de 1,2 m suelen entrar gratis',
  zh: '身高 1.2 米以下的儿童多数景点免票',
};

/** A plan for two adults from Beijing to Datong and Harbin, with `requirements` written in the form, in `language`. */
async function planWith(browser: Browser, language: string, requirements: string): Promise<TestPage> {
  const page = await openPage(await newContext(browser), '/travelItinerary');
  await signInThroughApi(page, undefined, undefined, language);
  await fillTripInAnyLanguage(page);
  await page.locator('#trip-requirements').fill(requirements);
  await page.locator('.trip-form button[type="submit"]').click();
  // the reply ends with its practical notes, then offers to save the plan
  await page.locator('button', { hasText: /Save itinerary|Guardar itinerario|保存行程/ }).first().waitFor();
  return page;
}

describe('the AI planner reads what the traveller asks for', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each([
    ['en', 'No kids, just the two of us'],
    ['es', 'Sin niños, solo adultos'],
    ['zh', '不带孩子，两个大人'],
  ])('in %s, "%s" plans no child tip and the check looks for nothing for children', async (language, requirements) => {
    const page = await planWith(browser, language, requirements);
    expect(await page.locator('#main').textContent()).not.toContain(CHILD_TIP[language]);
    // the check reads the request as understood: nothing asked for, and not "could not match your request"
    expect(await page.locator('[data-kind="requirement"]').allTextContents()).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('still plans the child tip when children are asked for', async () => {
    const page = await planWith(browser, 'en', 'Travelling with our kids');
    expect(await page.locator('#main').textContent()).toContain(CHILD_TIP.en);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
