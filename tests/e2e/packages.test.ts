import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage, openSignedInPage, PHONE, PHONE_AGENT } from './support';
import { emptyMockList, isoDateIn } from './signed-in-support';

describe('trip packages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('home shows the packages and the latest entry notice; a package opens its day-by-day detail', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/home');
    const carousel = page.getByRole('region', { name: 'China trip packages' });
    await carousel.getByRole('heading', { name: 'Yunnan: Kunming, Dali, Lijiang' }).waitFor();
    // the wide cover keeps its 9:4 shape (the img's height attribute does not stretch it)
    const cover = (await carousel.locator('img').first().boundingBox())!;
    expect(cover.width / cover.height).toBeCloseTo(9 / 4, 1);
    await page.getByRole('link', { name: 'Planning a trip for 2027? Check visa-free end dates first' }).waitFor();
    await carousel.getByRole('link', { name: /Yunnan: Kunming, Dali, Lijiang/ }).click();
    await page.waitForURL('**/comboDetail?id=4');
    await page.getByRole('heading', { level: 1, name: 'Yunnan: Kunming, Dali, Lijiang' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Jade Dragon Snow Mountain' }).isVisible()).toBe(true);
    expect(await page.getByText('Day 7', { exact: true }).isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('asks a visitor to sign in before booking', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/comboDetail?id=1');
    await page.getByRole('button', { name: 'Sign in to book' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByText('Booking confirmed').count()).toBe(0);
    await context.close();
  });

  it('validates the booking form and confirms a booking for a signed-in traveller', async () => {
    const { context, page } = await openSignedInPage(browser);
    await page.goto('/comboDetail?id=3');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('Please enter a phone number').waitFor();
    expect(await page.getByText('Please choose a departure date').isVisible()).toBe(true);
    expect(await page.getByLabel('E-mail').inputValue()).toBe('demo@example.com');

    await page.getByLabel('Phone number').fill('+44 7700 900123');
    await page.getByLabel('Departure date').fill(isoDateIn(-2));
    await page.getByText('The departure date must be in the future').waitFor();
    await page.getByLabel('Travellers').fill('21');
    await page.getByText('Between 1 and 20 travellers').waitFor();

    await page.getByLabel('Departure date').fill(isoDateIn(45));
    await page.getByLabel('Travellers').fill('3');
    await page.getByText('Total for 3 travellers: CN¥11,940').waitFor();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    expect(await page.getByText(/Your booking number is \d+/).isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('shows an error with a retry when the packages cannot be loaded, and an empty state when none are offered', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/notices');
    await page.locator('#main').waitFor();
    await forceScenario(page, { endpoint: 'cityCombo/list', code: 500, msg: 'The package service is down' });
    await page.goto('/commobInfo');
    await page.getByText('The trip packages could not be loaded.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Classic China in 10 days' }).waitFor();

    await emptyMockList(page, 'combos', '/commobInfo');
    await page.getByText('No trip packages are on offer at the moment.').waitFor();
    await context.close();
  });

  it('shows the vertical covers on the mobile landing page, each opening its package', async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT });
    const page = await openPage(context, '/home');
    const firstCover = page.locator('.combo-card--vertical img').first();
    await firstCover.waitFor();
    expect(await firstCover.getAttribute('src')).toContain('media/vertical/combo-1');
    // a tall cover, two wide for three high like its placeholder, not stretched by its height attribute
    await expect.poll(async () => {
      const box = await firstCover.boundingBox();
      return box ? Math.round((box.height / box.width) * 100) / 100 : 0;
    }).toBeCloseTo(1.5, 1);
    await page.getByRole('link', { name: /Beijing & Xi'an in 6 days/ }).first().click();
    await page.waitForURL('**/comboDetail?id=1');
    await page.getByRole('heading', { level: 1, name: "Beijing & Xi'an in 6 days" }).waitFor();
    await context.close();
  });
});
