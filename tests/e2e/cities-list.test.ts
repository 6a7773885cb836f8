import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage, PHONE } from './support';

const cardNames = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).locator('.city-card__link').allTextContents();

describe('the city list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows hot cities first, pages through all cities, filters by region and opens a city', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/cityList');
    await page.getByRole('heading', { name: "Explore China's cities", level: 1 }).waitFor();
    await expect.poll(() => cardNames(page, 'Hot cities')).toContain('Beijing');
    const hot = await cardNames(page, 'Hot cities');
    expect(hot.length).toBeGreaterThanOrEqual(6);
    const hotBox = await page.getByRole('heading', { name: 'Hot cities' }).boundingBox();
    const allBox = await page.getByRole('heading', { name: 'All cities', level: 2 }).boundingBox();
    expect(hotBox!.y).toBeLessThan(allBox!.y);

    await expect.poll(() => cardNames(page, 'All cities')).toHaveLength(12);
    const covers = page.getByRole('region', { name: 'All cities' }).locator('img.city-card__cover');
    await expect.poll(() => covers.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await covers.first().getAttribute('src')).toMatch(/\/api\/media\/cover\/city-beijing/);
    await page.getByRole('button', { name: /^Show more cities \(\d+\)$/ }).click();
    await expect.poll(() => cardNames(page, 'All cities')).toHaveLength(24);

    const southFilter = page.getByRole('group', { name: 'Filter by region' }).getByRole('button', { name: /^South China\s*\d+$/ });
    await southFilter.click();
    await expect.poll(() => southFilter.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cardNames(page, 'South China')).toContain('Guilin');
    const south = page.getByRole('region', { name: 'South China' });
    const places = await south.locator('.city-card__place').allTextContents();
    expect(places.length).toBe(Number((await southFilter.textContent())?.replace(/\D/g, '')));
    expect(places.every((place) => place.endsWith('South China'))).toBe(true);
    expect(await page.getByRole('heading', { name: 'Hot cities' }).count()).toBe(0);

    await south.getByRole('link', { name: 'Guilin' }).click();
    await page.waitForURL(/\/cityInfo\?id=\d+/);
    await page.getByRole('heading', { name: /^Guilin/, level: 1 }).waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it("on a phone downloads the footer's QR code only when the footer comes near", async () => {
    const page = await openPage(await newContext(browser, { viewport: PHONE }), '/cityList');
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/media/')) pictures.push(new URL(request.url()).pathname);
    });
    const covers = page.getByRole('region', { name: 'All cities' }).locator('img.city-card__cover');
    await expect.poll(() => covers.count()).toBe(12);
    await expect.poll(() => covers.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.waitForTimeout(500);
    expect(pictures.some((path) => path.startsWith('/api/media/cover/'))).toBe(true);
    expect(pictures.some((path) => path.startsWith('/api/media/qr/'))).toBe(false);

    const qr = page.locator('.footer__qr img');
    await qr.scrollIntoViewIfNeeded();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(pictures.some((path) => path.startsWith('/api/media/qr/'))).toBe(true);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('finds cities by a name in any language, says when nothing matches, and clears the search', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/cityList');
    const search = page.getByRole('searchbox', { name: 'Search cities' });
    await search.fill('成都');
    await page.getByText('Cities matching “成都”: 1').waitFor();
    expect(await cardNames(page, 'Search results')).toEqual(['Chengdu']);

    await search.fill('شانغهاي');
    await page.keyboard.press('Enter');
    await page.getByText('Cities matching “شانغهاي”: 1').waitFor();
    expect(await cardNames(page, 'Search results')).toEqual(['Shanghai']);

    await search.fill('Atlantis');
    await page.getByText('No city matches “Atlantis”. Try another spelling or the Chinese name.').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    await expect.poll(() => cardNames(page, 'All cities')).toHaveLength(12);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('shows an error with a retry when the list cannot load, and fits a phone', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await openPage(context, '/home');
    await page.locator('#main').waitFor();
    await forceScenario(page, { endpoint: 'city/cityList', code: 500, msg: 'The city service is down' });
    await page.goto('/cityList');
    const allCities = page.getByRole('region', { name: 'All cities' });
    await allCities.getByRole('alert').waitFor();
    await allCities.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => cardNames(page, 'All cities')).toHaveLength(12);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
