import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openPage, openSignedInPage, PHONE } from './support';
import { isoDateIn } from './signed-in-support';

/** The message a field points to with aria-describedby (first, before a date written out), as a screen reader and a sighted user both get it. */
async function messageOf(page: Page, label: string | RegExp): Promise<string> {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const [id] = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  return page.locator(`#${id}`).innerText();
}

/**
 * Where two characters of a text are drawn, left to right, as a reader sees them: [x of the first, x of the second].
 * The bidi algorithm decides this, so it shows whether "CN¥" is drawn as "¥CN".
 */
async function drawnOrder(page: Page, selector: string, first: string, second: string): Promise<[number, number]> {
  return page.locator(selector).first().evaluate((element, [a, b]) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const x = (char: string) => {
      walker.currentNode = element;
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        const at = node.data.indexOf(char);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + char.length);
        return range.getBoundingClientRect().left;
      }
      throw new Error(`no ${char} in ${element.textContent}`);
    };
    return [x(a), x(b)] as [number, number];
  }, [first, second]);
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
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('trip-departure');

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

  it('a date field drawn by an English browser writes the chosen date out in Chinese beside it, for the eye and the screen reader (zh)', async () => {
    const page = await openPage(await newContext(browser, { language: 'zh', timezoneId: 'UTC' }), '/travelItinerary');
    const start = page.getByLabel('出发日期', { exact: true });
    await start.fill('2027-12-03');
    const words = page.locator('.trip-form time[datetime="2027-12-03"]');
    expect(await words.innerText()).toBe('2027年12月3日星期五');
    expect(await start.getAttribute('aria-describedby')).toBe(await words.getAttribute('id'));
    await page.getByLabel('结束日期', { exact: true }).fill('2027-12-06');
    expect(await page.locator('.trip-form time[datetime="2027-12-06"]').innerText()).toBe('2027年12月6日星期一');
    await start.fill('');
    expect(await words.count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('the converter reads a decimal comma, keeps unreadable text with a message, and writes money the Spanish way (es)', async () => {
    const page = await openPage(await newContext(browser, { language: 'es' }), '/transform');
    const amount = page.getByLabel('Importe');
    await amount.fill('1.234,5');
    await page.getByLabel('De', { exact: true }).selectOption('EUR');
    await page.getByLabel('A', { exact: true }).selectOption('CNY');
    const result = page.locator('.converter__result');
    await expect.poll(async () => (await result.innerText()).replace(/\s/g, ' ')).toBe('1234,50 € ≈ 10.172,28 CNY');
    await amount.fill('12 euros');
    expect(await messageOf(page, 'Importe')).toBe('No podemos leer este número: escríbelo así, 1234,5');
    expect(await amount.inputValue()).toBe('12 euros');
    await page.getByLabel('Celsius (°C)').fill('30,5');
    expect(await page.getByLabel('Fahrenheit (°F)').inputValue()).toBe('86,9');
    await page.getByLabel('Celsius (°C)').fill('treinta');
    expect(await messageOf(page, 'Celsius (°C)')).toBe('No podemos leer este número: escríbelo así, 1234,5');
    expect(await page.getByLabel('Fahrenheit (°F)').inputValue()).toBe('');
    // and a counted number elsewhere is written the same way
    await page.goto('/cityInfo?id=1');
    await page.getByText('Unas 2,5 h').first().waitFor();
    expect(page.errors).toEqual([]);
  });

  it('the converter reads Arabic-Indic digits and draws CN¥ whole inside Arabic, on a phone (ar)', async () => {
    const page = await openPage(await newContext(browser, { language: 'ar', viewport: PHONE }), '/transform');
    await page.getByLabel('المبلغ').fill('١٠٠');
    await page.getByLabel('إلى', { exact: true }).selectOption('CNY');
    const result = page.locator('.converter__result');
    await expect.poll(() => result.innerText()).toContain('712.00');
    const [c, yen] = await drawnOrder(page, '.converter__result', 'C', '¥');
    expect(c).toBeLessThan(yen);
    // the sentence reads right to left: what was typed (US$) comes first, at the right
    const [dollars, yuan] = await drawnOrder(page, '.converter__result', 'U', 'C');
    expect(dollars).toBeGreaterThan(yuan);
    expect(page.errors).toEqual([]);
  });
});

describe('right to left is right, and Chinese pages are Chinese', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('Arabic budgets read CN¥, not ¥CN, and direction icons point the way the page reads (ar, en)', async () => {
    const arabic = await openPage(await newContext(browser, { language: 'ar' }), '/travelItinerary');
    await arabic.locator('.budget-option').first().waitFor();
    const [c, yen] = await drawnOrder(arabic, '.budget-option', 'C', '¥');
    expect(c).toBeLessThan(yen);

    const transform = async (page: Page, selector: string) => page.locator(selector).first().evaluate((icon) => getComputedStyle(icon).transform);
    const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)';
    await arabic.goto('/home');
    expect(await transform(arabic, '.home__arrow')).toBe(mirrored);
    await arabic.goto('/cityInfo?id=1');
    expect(await transform(arabic, '.pi-arrow-left')).toBe(mirrored);
    const english = await openPage(await newContext(browser), '/home');
    expect(await transform(english, '.home__arrow')).toBe('none');
    expect(arabic.errors.concat(english.errors)).toEqual([]);
  });

  it('the request in the chat counts people with plural rules and shows its date in the page language (en, ar)', async () => {
    for (const language of ['en', 'ar'] as const) {
      const { page } = await openSignedInPage(browser, '/travelItinerary', { timezoneId: 'UTC' });
      if (language === 'ar') {
        // a signed-in traveller's language is the account's, chosen in the language dialog (which reloads)
        await page.getByRole('button', { name: 'Language: English' }).click();
        const dialog = page.getByRole('dialog', { name: 'Choose your language' });
        await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'العربية' }).click()]);
      }
      await page.locator('#trip-departure').selectOption('beijing');
      await page.locator('#trip-destination').selectOption('datong');
      await page.locator('#trip-destination + button').click();
      await page.locator('#trip-days').fill('2');
      await page.locator('#trip-startDate').fill(isoDateIn(20));
      await page.locator('#trip-adults').fill('1');
      await page.locator('#trip-children').fill('1');
      await page.locator('input[name="trip-budget"]').nth(1).check();
      await page.locator('.trip-form button[type="submit"]').click();
      const request = page.locator('.message--user .message__trip');
      await request.waitFor();
      const date = await page.evaluate((iso) => new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)), isoDateIn(20));
      const text = (await request.innerText()).replace(/[\u2066-\u2069]/g, '');
      expect(text).toContain(date);
      expect(text).not.toContain(isoDateIn(20));
      if (language === 'en') {
        expect(text).toContain('1 adult and 1 child');
        expect(text).toContain('Plan 2 days from Beijing: Datong');
      } else {
        expect(text).toContain('بالغ واحد وطفل واحد');
        expect(text).not.toMatch(/[A-Za-z]{3,}/);
      }
      expect(page.errors).toEqual([]);
    }
  });

  it('a Chinese page names cities, provinces, sights, ready-made plans, packages and the company in Chinese (zh)', async () => {
    const context = await newContext(browser, { language: 'zh' });
    const page = await openPage(context, '/cityList');
    await page.locator('.city-card__place').first().waitFor();
    const places = await page.locator('.city-card__place').allInnerTexts();
    expect(places.filter((place) => /[A-Za-z]/.test(place))).toEqual([]);
    await page.goto('/cityInfo?id=1');
    await page.locator('.city-sight__name').first().waitFor();
    expect(await page.locator('.city-hero__place').innerText()).toContain('北京');
    const sights = await page.locator('.city-sight__name').allInnerTexts();
    expect(sights.filter((sight) => /[A-Za-z]/.test(sight))).toEqual([]);
    await page.goto('/tripStrategies');
    await page.locator('main h2').first().waitFor();
    const titles = await page.locator('main h2').allInnerTexts();
    expect(titles.filter((title) => /[A-Za-z]{3,}/.test(title))).toEqual([]);
    await page.goto('/commobInfo');
    await page.locator('.combo-card__title').first().waitFor();
    const packages = [...(await page.locator('.combo-card__title').allInnerTexts()), ...(await page.locator('.combo-card__cities').allInnerTexts())];
    expect(packages.filter((text) => /[A-Za-z]{3,}/.test(text))).toEqual([]);
    expect(await page.locator('footer').innerText()).not.toMatch(/Li Wen|Co\., Ltd|Century Avenue/);
    expect(page.errors).toEqual([]);
  });
});
