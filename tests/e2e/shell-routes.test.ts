import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newContext, openBrowserPage, openPage, readMockWorld, type TestPage } from './support';
import { everyRouteUrl } from './shell-support';

describe('routes and the desktop chrome', () => {
  let browser: Browser;
  let page: TestPage;
  beforeAll(async () => {
    ({ browser, page } = await openBrowserPage('/'));
  });
  afterAll(async () => {
    await browser.close();
  });

  const header = () => page.getByRole('navigation', { name: 'Main navigation' });
  const tab = (name: string) => header().getByRole('link', { name, exact: true });
  const chatLauncher = () => page.getByRole('button', { name: 'Live support' });
  /** Client-side navigation, as a click on a link does: no reload, so the suite stays quick. */
  const visit = (url: string) =>
    page.evaluate(async (target) => {
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
      // let the router render the new route before anyone looks at the page
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, url);

  it('redirects / to home and shows a not-found page with a way home for an unknown path', async () => {
    await page.waitForURL('**/home');
    await page.getByRole('heading', { level: 1, name: 'Plan your trip to China in minutes' }).waitFor();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Page not found · China Trip Planner');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL('**/home');
  });

  it('shows the error page inside the site frame when a screen cannot load, and loads it on "Reload this page"', async () => {
    // the mock's service worker fetches the site's files, so the route is the context's, which sees the worker's requests
    await page.context().route('**/assets/notice-list-screen-*.js', (route) => route.abort());
    await visit('/notices');
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    await expect(header().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Go to the home page' }).isVisible()).resolves.toBe(true);
    await page.context().unroute('**/assets/notice-list-screen-*.js');
    await page.getByRole('button', { name: 'Reload this page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Entry-China notices' }).waitFor();
    await tab('Cities').click();
    await page.waitForURL('**/cityList');
    await page.getByRole('heading', { level: 1, name: 'Cities' }).waitFor();
  });

  it('renders a heading on every named route', async () => {
    const failures: string[] = [];
    for (const { name, url } of await everyRouteUrl(page)) {
      await visit(url);
      try {
        await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 8_000 });
      } catch {
        failures.push(`${name} (${url})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lights up the tab of the section a route belongs to', async () => {
    const expected: [string, string][] = [
      ['/home', 'Home'],
      ['/cityList', 'Cities'],
      ['/cityInfo?id=1', 'Cities'],
      ['/explorList', 'Explore'],
      ['/explorInfo?id=1', 'Explore'],
      ['/explorAdd', 'Explore'],
      ['/myPublish', 'Explore'],
    ];
    for (const [url, label] of expected) {
      await visit(url);
      await expect.poll(() => tab(label).getAttribute('aria-current'), { message: url }).toBe('page');
      const current = await header().locator('[aria-current="page"]').count();
      expect(current, url).toBe(1);
    }
    await expect(tab('Travel').count()).resolves.toBe(0);
  });

  it('shows the login button, the language button and the footer from the page config to a visitor', async () => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.getByRole('button', { name: 'Language: English' }).waitFor();
    const footer = page.locator('footer');
    await footer.getByText('+86 400 820 2026').waitFor();
    await footer.getByText('Room 1208, 88 Century Avenue, Pudong New Area, Shanghai 200120').waitFor();
    await footer.getByText('Li Wen, customer care lead').waitFor();
    await footer.getByText(/China Trip Planner \(Shanghai\) Co\., Ltd\./).waitFor();
    await footer.getByText('Visiting from Germany').waitFor();
    await expect(footer.getByRole('img', { name: 'QR code that opens this site on your phone' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBeGreaterThan(0);
  });

  it('names the visitor\'s country in the reader\'s language', async () => {
    for (const [language, text] of [['zh', '您正在从德国访问'], ['ar', 'تتصفح من ألمانيا']]) {
      const context = await newContext(browser, { language });
      const visitor = await openPage(context, '/home');
      await visitor.locator('footer').getByText(text).waitFor();
      await context.close();
    }
  });

  it('hides the header when the query has c, and the chat on city and story pages', async () => {
    await visit('/home?c=1');
    await page.locator('main h1').first().waitFor();
    // the router renders a navigation as a transition, which a loaded machine may finish after two frames
    await header().waitFor({ state: 'detached' });
    await expect(chatLauncher().count()).resolves.toBe(0);

    const story = (await readMockWorld<{ trails: { id: number; title: string }[] }>(page)).trails[0];
    for (const [url, title] of [['/cityInfo?id=1', 'Beijing'], [`/explorInfo?id=${story.id}`, story.title]]) {
      await visit(url);
      await header().waitFor();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect(chatLauncher().count(), url).resolves.toBe(0);
    }
  });

  it('opens the local live-support panel, which answers without leaving the site', async () => {
    // a Tuesday, 10:00 in Beijing: the team is at work (after hours it takes a message instead)
    await page.clock.setSystemTime(new Date('2026-11-24T02:00:00Z'));
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(page.url()).origin)) outside.push(request.url());
    });
    await visit('/guides');
    await chatLauncher().click();
    const panel = page.getByRole('dialog', { name: 'Live support' });
    await panel.getByText(/I'm here to help/).waitFor();
    await panel.getByLabel('Type your message').fill('Can I pay with Alipay?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText('Can I pay with Alipay?').waitFor();
    await panel.getByText(/A travel advisor will answer here shortly/).waitFor();
    await page.getByRole('link', { name: 'About us' }).first().click();
    await panel.getByText('Can I pay with Alipay?').waitFor();
    expect(outside).toEqual([]);
  });

  it('converts money and temperature on the transform page', async () => {
    page.errors.length = 0;
    await visit('/transform');
    await page.getByLabel('Amount').fill('100');
    await page.getByLabel('From').selectOption('USD');
    await page.getByLabel('To').selectOption('CNY');
    await page.getByText('$100.00 ≈ CN¥712.00').waitFor();
    await page.getByRole('button', { name: 'Swap currencies' }).click();
    await page.getByText('CN¥100.00 ≈ $14.04').waitFor();
    await page.getByLabel('Amount').fill('abc');
    await page.getByText('This is not a number we can read: type it like 1,234.5').waitFor();
    await page.getByLabel('Celsius (°C)').fill('30');
    await expect(page.getByLabel('Fahrenheit (°F)').inputValue()).resolves.toBe('86');
    expect(page.errors).toEqual([]);
  });
});
