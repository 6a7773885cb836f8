import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Itinerary, ItineraryDay } from '../../src/api/types/planner';
import { encodePlan } from '../../src/lib/plan-share';
import { DESKTOP, PHONE, launchBrowser, newContext, openPage, openSignedInPage, signInThroughApi, type TestPage } from './support';
import { fillTrip } from './planner-support';

const day = (n: number, date: string, city: string, citySlug: string, sights: [string, string][], transfer: ItineraryDay['transfer'] = null): ItineraryDay => ({
  day: n, date, city, citySlug, transfer,
  activities: sights.map(([sightId, title], i) => ({ slot: i === 0 ? 'morning' : 'afternoon', sightId, title, hours: 2.5, note: '', costCny: 60 })),
  stay: { area: 'Centre', note: 'A hotel near the subway', priceCny: 600 }, food: ['Noodles'], costCny: 500,
});

/** Starts on a Monday, so the Palace Museum is shut on day 1; asks for pandas and gets none. */
const PLAN: Itinerary = {
  id: 'e2e-plan', title: 'Capitals in spring', departure: 'Beijing', destinations: ['Beijing', 'Xi\'an'], startDate: '2027-03-01',
  travellers: { adults: 2, children: 0, elders: 0 },
  days: [
    day(1, '2027-03-01', 'Beijing', 'beijing', [['beijing-forbidden-city', 'Forbidden City']]),
    day(2, '2027-03-02', 'Beijing', 'beijing', [['beijing-temple-of-heaven', 'Temple of Heaven']]),
    day(3, '2027-03-03', 'Xi\'an', 'xian', [['xian-terracotta-army', 'Terracotta Army']],
      { from: 'Beijing', to: 'Xi\'an', mode: 'high-speed rail', hours: 4.5, priceCny: 515, note: 'G-train from Beijing West' }),
  ],
  budget: { perPersonCny: 4000, limitCny: 6000, transportCny: 515, stayCny: 1800, ticketsCny: 300, foodCny: 600 },
  notes: [], createTime: '2026-11-24T06:00:00Z', requirements: 'We would love to see pandas',
};

describe('the reality check, route map and take-along exports', () => {
  let browser: Browser;
  let link: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    link = `/sharedPlan#plan=${await encodePlan(PLAN)}`;
  });
  afterAll(async () => {
    await browser.close();
  });

  async function sharedPage(options: Parameters<typeof newContext>[1] = {}): Promise<TestPage> {
    const page = await openPage(await newContext(browser, options), link);
    await page.getByRole('heading', { name: 'Capitals in spring' }).waitFor();
    return page;
  }

  it('opens a share link for a signed-out visitor and puts each finding next to its day', async () => {
    const page = await sharedPage();
    await page.getByText('This is a read-only copy.').waitFor();
    const day1 = page.getByRole('region', { name: 'Reality check for day 1' });
    await day1.getByText('"Forbidden City" is closed on Mondays.').waitFor();
    await day1.getByText('Swap it with day 2, when it is open.').waitFor();
    const day3 = page.getByRole('region', { name: 'Reality check for day 3' });
    await day3.getByText(/High-speed train from Beijing West to Xi'an North: 4.5 h on board, about 6 h door to door/).waitFor();
    expect(await page.getByRole('region', { name: 'Reality check for day 2' }).getByText('closed on Mondays').count()).toBe(0);
    const trip = page.getByTestId('trip-check');
    await trip.getByText('You asked for pandas, but the plan has none.').waitFor();
    await trip.getByText(/Check with the official source before you travel/).waitFor();
    expect(await page.getByRole('button', { name: 'Copy share link' }).count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('counts hours and days through the plural rules in Arabic: 6 and 7 take the plural, 4.5 the singular', async () => {
    const page = await sharedPage({ language: 'ar' });
    const plainText = async (selector: string) => ((await page.locator(selector).first().textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
    await page.getByRole('region', { name: 'فحص الواقع لليوم 3' }).waitFor();
    const day3 = await plainText('[data-testid=day-check-3]');
    expect(day3).toContain('4.5 ساعة على متنه، ونحو 6 ساعات من الباب إلى الباب؛ يتبقى من اليوم 7 ساعات.');
    expect(day3).toContain('ومطر في 7 أيام.');
    expect(await plainText('.day-card__transfer')).toContain(' · 4.5 ساعة · ');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('names stations and cities in the reader\'s language in every finding, the map and its list (zh, ar)', async () => {
    for (const [language, leg, city] of [['zh', '北京西站 至 西安北站', '西安'], ['ar', 'من 北京西站 (بكين) إلى 西安北站 (شيآن)', 'شيآن']] as const) {
      const page = await sharedPage({ language });
      const checks = page.locator('[data-testid=day-check-3], [data-testid=trip-check]');
      await page.locator('[data-testid=day-check-3]').waitFor();
      const text = (await checks.allInnerTexts()).join('\n').replace(/[\u2066-\u2069]/g, '');
      expect(text, language).toContain(leg);
      expect(text, language).toContain(city);
      expect(text.match(/Beijing|Xi'an|West|North/g), language).toBeNull();
      await page.context().close();
    }
  });

  it('draws the route offline on a phone, with the same route as a list', async () => {
    const page = await sharedPage({ viewport: PHONE });
    const map = page.getByRole('img', { name: 'Map of China with the route of this plan' });
    await map.waitFor();
    expect((await map.boundingBox())?.width).toBeGreaterThan(300);
    const list = page.getByRole('list').filter({ hasText: 'Day 1–2: Beijing' });
    await list.getByText('Beijing to Xi\'an: High-speed train, 6 h').waitFor();
    const xian = page.getByRole('button', { name: /Day 3: Xi'an/ });
    await xian.click();
    await page.locator('.route-map__stop--current').filter({ hasText: 'Xi\'an' }).waitFor();
    expect(await xian.getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });

  it('sets each leg\'s label beside its line, clear of the other labels and the city names, with names in the page\'s language (en, zh, ar; desktop and phone)', async () => {
    const grandTour: Itinerary = {
      ...PLAN, id: 'e2e-route', title: 'Grand tour', requirements: '',
      days: [
        day(1, '2027-04-06', 'Beijing', 'beijing', []),
        day(2, '2027-04-07', 'Xi\'an', 'xian', [], { from: 'Beijing', to: 'Xi\'an', mode: 'high-speed rail', hours: 4.5, priceCny: 515, note: '' }),
        day(3, '2027-04-08', 'Chengdu', 'chengdu', [], { from: 'Xi\'an', to: 'Chengdu', mode: 'high-speed rail', hours: 3.5, priceCny: 260, note: '' }),
        day(4, '2027-04-09', 'Guilin', 'guilin', [], { from: 'Chengdu', to: 'Guilin', mode: 'high-speed rail', hours: 6.5, priceCny: 560, note: '' }),
        day(5, '2027-04-10', 'Shanghai', 'shanghai', [], { from: 'Guilin', to: 'Shanghai', mode: 'flight', hours: 2.5, priceCny: 900, note: '' }),
      ],
    };
    const route = `/sharedPlan#plan=${await encodePlan(grandTour)}`;
    for (const [language, city] of [['en', 'Chengdu'], ['zh', '成都'], ['ar', 'تشنغدو']] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        const where = `${language} ${viewport.width}`;
        const page = await openPage(await newContext(browser, { language, viewport }), route);
        const map = page.locator('.route-map__svg');
        await map.waitFor();
        await page.locator('.route-map__stop text').filter({ hasText: city }).waitFor();
        const layout = await map.evaluate((svg: SVGSVGElement) => {
          const box = (element: Element) => { const { left, right, top, bottom } = element.getBoundingClientRect(); return { left, right, top, bottom }; };
          const lines = [...svg.querySelectorAll('line')].map((line) => {
            const matrix = line.getScreenCTM()!;
            const point = (x: SVGAnimatedLength, y: SVGAnimatedLength) => new DOMPoint(x.baseVal.value, y.baseVal.value).matrixTransform(matrix);
            const [a, b] = [point(line.x1, line.y1), point(line.x2, line.y2)];
            return { ax: a.x, ay: a.y, bx: b.x, by: b.y };
          });
          return {
            lines, labels: [...svg.querySelectorAll('.route-map__leg-label')].map((label) => ({ text: label.textContent, ...box(label) })),
            names: [...svg.querySelectorAll('.route-map__stop text')].map((name) => ({ text: name.textContent, ...box(name) })),
          };
        });
        type Box = (typeof layout.labels)[number];
        const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const crosses = (label: Box, line: (typeof layout.lines)[number]) => Array.from({ length: 101 }, (_, i) => i / 100)
          .some((f) => { const x = line.ax + (line.bx - line.ax) * f; const y = line.ay + (line.by - line.ay) * f; return x > label.left && x < label.right && y > label.top && y < label.bottom; });
        expect(layout.labels, where).toHaveLength(4);
        expect(layout.labels.filter((label, i) => crosses(label, layout.lines[i])).map((label) => label.text), where).toEqual([]);
        expect(layout.labels.flatMap((a, i) => layout.labels.slice(i + 1).filter((b) => overlap(a, b)).map((b) => `${a.text} / ${b.text}`)), where).toEqual([]);
        expect(layout.labels.flatMap((a) => layout.names.filter((b) => overlap(a, b)).map((b) => `${a.text} / ${b.text}`)), where).toEqual([]);
        if (language !== 'en') expect(layout.names.filter((name) => /[A-Za-z]/.test(name.text ?? '')).map((name) => name.text), where).toEqual([]);
        expect(page.errors, where).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('downloads a calendar file with the days and the timed transfer leg', async () => {
    const page = await sharedPage();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar (.ics)' }).click()]);
    const ics = await readFile(await download.path(), 'utf8');
    expect(download.suggestedFilename()).toBe('Capitals-in-spring.ics');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270301');
    expect(ics).toContain('SUMMARY:Day 1: Beijing');
    expect(ics).toContain('DTSTART;TZID=Asia/Shanghai:20270303T090000');
    expect(ics).toContain('DTEND;TZID=Asia/Shanghai:20270303T150000');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    await page.context().close();
  });

  it('prints one clean document: no navigation or buttons, each day on its own page', async () => {
    const page = await sharedPage();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    expect(await page.getByLabel('Passport country').isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'Day 3 · Xi\'an' }).or(page.locator('#day-3-title')).first().waitFor();
    expect(await page.locator('.day-card').nth(1).evaluate((card) => getComputedStyle(card).breakBefore)).toBe('page');
    await page.context().close();
  });

  it('says a broken share link is broken, with a way home', async () => {
    const page = await openPage(await newContext(browser), '/sharedPlan#plan=not-a-plan');
    await page.getByRole('alert').getByText('This share link is damaged or incomplete, so the plan cannot be shown.').waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(/\/home/);
    await page.context().close();
  });

  it('makes a share link from a ready-made plan that opens in a fresh signed-out browser', async () => {
    const context = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await openPage(context, '/itineraryDetails?strategy=1');
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('heading', { name: /^Day 1/ }).first().waitFor();
    expect(await page.getByTestId('trip-check').count()).toBe(1);
    await page.getByRole('button', { name: 'Copy share link' }).click();
    await page.getByText('Share link copied. Anyone with the link can read the plan.').waitFor();
    const href = await page.getByTestId('share-link').getAttribute('href');
    expect(href).toContain('/sharedPlan#plan=');
    const other = await openPage(await newContext(browser), href ?? '');
    await other.getByRole('heading', { name: title ?? '' }).waitFor();
    await other.getByTestId('trip-check').waitFor();
    await context.close();
    await other.context().close();
  });

  it('checks entry for the passport, port and onward flight the traveller gives', async () => {
    const page = await sharedPage();
    const trip = page.getByTestId('trip-check');
    await page.getByLabel('Passport country').selectOption('US');
    await page.getByLabel('Port of entry').selectOption('PVG');
    await page.getByLabel('Flying on to').selectOption('JP');
    await trip.getByText(/You qualify for the 240-hour visa-free transit if you leave by March 11, 2027/).waitFor();
    await page.getByLabel('Passport country').selectOption('IN');
    await trip.getByText('India passports need a visa for this trip.').waitFor();
    await page.context().close();
  });

  it('shows the driver each stop in Chinese with its address and pinyin, each copyable', async () => {
    const page = await sharedPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.getByRole('button', { name: 'Show the driver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Show the driver' });
    const stop = dialog.getByRole('listitem').filter({ hasText: '北京·故宫博物院' });
    await stop.getByText('gù gōng bó wù yuàn').waitFor();
    const address = stop.getByText('北京市东城区景山前街4号', { exact: true });
    await address.waitFor();
    expect(await stop.getByText('北京·故宫博物院').evaluate((node) => parseFloat(getComputedStyle(node).fontSize))).toBeGreaterThanOrEqual(28);
    expect(await address.evaluate((node) => parseFloat(getComputedStyle(node).fontSize))).toBeGreaterThanOrEqual(24);
    await dialog.getByRole('button', { name: 'Copy the name and address of 故宫博物院' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('北京·故宫博物院·北京市东城区景山前街4号');
    await page.context().close();
  });

  it('tells the driver view when a stop lies outside the plan\'s city', async () => {
    const dayTrip: Itinerary = { ...PLAN, id: 'e2e-leshan', title: 'Pandas and the Buddha', destinations: ['Chengdu'], requirements: '',
      days: [day(1, '2027-03-02', 'Chengdu', 'chengdu', [['chengdu-panda-base', 'Panda Base'], ['chengdu-leshan-giant-buddha', 'Leshan Giant Buddha']])] };
    const page = await openPage(await newContext(browser, { viewport: PHONE }), `/sharedPlan#plan=${await encodePlan(dayTrip)}`);
    await page.getByRole('button', { name: 'Show the driver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Show the driver' });
    const leshan = dialog.getByRole('listitem').filter({ hasText: '乐山大佛' });
    await leshan.getByText('四川省乐山市市中区凌云路2435号').waitFor();
    await leshan.getByText('Outside Chengdu: a long ride. Agree on the trip and the fare with the driver before you set off.').waitFor();
    expect(await leshan.getByText('成都·乐山大佛').count()).toBe(0);
    await dialog.getByRole('listitem').filter({ hasText: '成都·成都大熊猫繁育研究基地' }).getByText('四川省成都市成华区熊猫大道1375号').waitFor();
    const widest = await dialog.locator('.driver-stop *').evaluateAll((nodes) => Math.max(...nodes.map((node) => node.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('keeps every part of the entry form inside a phone screen in Arabic, with the longest country names chosen', async () => {
    const page = await openPage(await newContext(browser, { language: 'ar', viewport: PHONE }), link);
    const form = page.getByRole('form', { name: 'دخولك إلى الصين' });
    await form.waitFor();
    const longest = async (select: string) => form.locator(select).evaluate((node: HTMLSelectElement) =>
      [...node.options].reduce((a, b) => (b.text.length > a.text.length ? b : a)).value);
    for (const select of ['#entry-passport', '#entry-arrivingFrom', '#entry-entryPort', '#entry-nextDestination']) {
      await form.locator(select).selectOption(await longest(select));
    }
    const outside = await form.evaluate((node) => [node, ...node.querySelectorAll('*')]
      .map((element) => ({ name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > document.documentElement.clientWidth))
      .map(({ name, box }) => `${name} ${Math.round(box.left)}..${Math.round(box.right)}`));
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });

  it('shows the trip check, the route map and the exports under a plan generated in the chat, and exports its calendar', async () => {
    const { page } = await openSignedInPage(browser, '/travelItinerary');
    await fillTrip(page);
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    const lastDay = page.getByRole('heading', { name: 'Day 4 · Harbin' }).first();
    await lastDay.waitFor();
    const trip = page.getByTestId('trip-check');
    await trip.getByRole('heading', { name: 'Reality check' }).waitFor();
    expect((await trip.boundingBox())!.y).toBeGreaterThan((await lastDay.boundingBox())!.y);
    await trip.getByRole('img', { name: 'Map of China with the route of this plan' }).waitFor();
    await trip.getByRole('list').filter({ hasText: 'Day 1–2: Datong' }).getByText(/Datong to Harbin/).waitFor();
    await trip.getByLabel('Passport country').waitFor();
    for (const name of ['Print or save as PDF', 'Copy share link', 'Show the driver']) await trip.getByRole('button', { name }).waitFor();
    const calendar = trip.getByRole('button', { name: 'Add to calendar (.ics)' });
    expect(await calendar.isDisabled()).toBe(true);
    await trip.getByText('A calendar file needs dates, and this plan has none: plan the trip again with a start date.').waitFor();

    await page.getByLabel('Start date').fill('2027-04-12');
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    await trip.getByText(/A calendar file needs dates/).waitFor({ state: 'detached' });
    expect(await page.getByTestId('trip-check').count()).toBe(1);
    expect((await trip.boundingBox())!.y).toBeGreaterThan((await page.getByText('Monday, April 12').last().boundingBox())!.y);
    await trip.getByText('Tell us your passport country to check whether you need a visa.').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), trip.getByRole('button', { name: 'Add to calendar (.ics)' }).click()]);
    const ics = await readFile(await download.path(), 'utf8');
    expect(download.suggestedFilename()).toBe('4-days-Datong-and-Harbin.ics');
    expect(ics).toContain('SUMMARY:Day 1: Datong');
    expect(ics).toContain('SUMMARY:Day 4: Harbin');
    expect(ics.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThanOrEqual(5);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('leaves the check out of an empty planner until its first screen is complete, and reopens a kept plan already checked', async () => {
    const context = await newContext(browser);
    // when the plan's days first appear, is the trip check there too (the same render) or does it follow them?
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.plan-editor__days')) return;
        document.documentElement.dataset.planFirstShown = document.querySelector('[data-testid="trip-check"]') ? 'checked' : 'unchecked';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await openPage(context, '/travelItinerary');
    await signInThroughApi(page);
    await page.getByRole('button', { name: 'Generate my itinerary' }).waitFor();
    // the check downloads once the planner's own calls are answered, before anyone has a plan
    const timing = () => page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const check = entries.find((entry) => /\/check-parts-[\w-]+\.js$/.test(entry.name));
      const calls = entries.filter((entry) => entry.name.includes('/tripStrategy/'));
      return check && calls.length ? { checkStart: check.startTime, callsEnd: Math.max(...calls.map((entry) => entry.responseEnd)) } : null;
    });
    await expect.poll(timing).not.toBeNull();
    const { checkStart, callsEnd } = (await timing())!;
    expect(checkStart).toBeGreaterThanOrEqual(callsEnd);

    await fillTrip(page);
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    await page.getByTestId('trip-check').getByRole('heading', { name: 'Reality check' }).waitFor();
    await page.reload();
    await page.getByTestId('trip-check').getByRole('heading', { name: 'Reality check' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.planFirstShown)).toBe('checked');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('says so when the check cannot download, keeps the plan, and checks it after a reload', async () => {
    const context = await newContext(browser);
    const blocked = (url: URL) => /\/check-parts-[\w-]+\.js$/.test(url.pathname);
    await context.route(blocked, (route) => route.abort('internetdisconnected'));
    const page = await openPage(context, '/travelItinerary');
    await signInThroughApi(page);
    await fillTrip(page);
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    const notice = page.getByTestId('check-unavailable');
    await notice.getByText('The reality check could not load. Your plan stays as it is; reload the page to check it.').waitFor();
    await page.getByRole('heading', { name: 'Day 4 · Harbin' }).first().waitFor();
    expect(await page.getByTestId('trip-check').count()).toBe(0);

    await context.unroute(blocked);
    await notice.getByRole('button', { name: 'Reload this page' }).click();
    await page.getByTestId('trip-check').getByRole('heading', { name: 'Reality check' }).waitFor();
    await page.getByRole('heading', { name: 'Day 4 · Harbin' }).first().waitFor();
    expect(await page.getByTestId('check-unavailable').count()).toBe(0);
    await context.close();
  });

  it('names a bus leg a coach on its day, in English and in Chinese', async () => {
    const twoHarbours: Itinerary = {
      ...PLAN, id: 'e2e-bus', title: 'Two harbours', departure: 'Hong Kong', destinations: ['Hong Kong', 'Macau'], requirements: '',
      days: [
        day(1, '2027-03-02', 'Hong Kong', 'hong-kong', [['hong-kong-victoria-peak', 'Victoria Peak']]),
        day(2, '2027-03-03', 'Macau', 'macau', [],
          { from: 'Hong Kong', to: 'Macau', mode: 'bus', hours: 1, priceCny: 60, note: 'Bridge shuttle bus' }),
      ],
    };
    for (const [language, words] of [['en', 'Coach from Hong Kong to Macau'], ['zh', '大巴']] as const) {
      const page = await openPage(await newContext(browser, { language }), `/sharedPlan#plan=${await encodePlan(twoHarbours)}`);
      const transfer = page.locator('.day-card__transfer');
      await transfer.first().waitFor();
      expect(await transfer.first().textContent(), language).toContain(words);
      expect(await transfer.first().textContent(), language).not.toMatch(/train|高铁/i);
      await page.context().close();
    }
  });
});
