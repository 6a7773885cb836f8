import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { launchBrowser, newContext, openPage, signInThroughApi } from './support';

/** Holds back the answer for a chunk of the build until `release()`: its code arrives late, as on a slow phone. */
async function holdChunk(context: BrowserContext, name: RegExp) {
  const held: Route[] = [];
  let released = false;
  const matches = (url: URL) => name.test(url.pathname);
  await context.route(matches, (route) => (released ? route.continue() : void held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * The account's dialogs, the notifications, the language dialog, the live chat and the planner's conversation are not in
 * the first download (issue 15):
 * what a traveller presses before their code arrives still happens once it has.
 */
describe('shell parts that download after the first screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens the login dialog for a "Log in" pressed before the dialogs arrived', async () => {
    const context = await newContext(browser);
    const dialogs = await holdChunk(context, /\/account-dialogs\.machine-[\w-]+\.js$/);
    const page = await openPage(context, '/cityList');
    await page.getByRole('heading', { name: "Explore China's cities" }).waitFor();
    await expect.poll(dialogs.requested).toBe(true);

    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await dialogs.release();
    await page.getByRole('dialog', { name: 'Welcome back' }).getByLabel('E-mail').waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('opens the nickname dialog chosen in the account menu before the dialogs arrived', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/cityList');
    await signInThroughApi(page);
    const dialogs = await holdChunk(context, /\/account-dialogs\.machine-[\w-]+\.js$/);
    await page.reload();
    await expect.poll(dialogs.requested).toBe(true);
    await page.getByRole('button', { name: /^Account menu of / }).click();
    await page.getByRole('group', { name: /^Account menu of / }).getByRole('button', { name: 'Edit nickname' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await dialogs.release();
    const dialog = page.getByRole('dialog', { name: 'Edit nickname' });
    await expect.poll(() => dialog.getByLabel('Nickname').inputValue()).toBe('Mei Traveller');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it("opens the bell's notifications pressed before their code arrived; the unread count follows", async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/cityList');
    await signInThroughApi(page);
    const notifications = await holdChunk(context, /\/notifications\.machine-[\w-]+\.js$/);
    await page.reload();
    await expect.poll(notifications.requested).toBe(true);
    await page.getByRole('button', { name: 'Notifications' }).click();
    expect(await page.getByTestId('unread-badge').count()).toBe(0);

    await notifications.release();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('tab').first().waitFor();
    await expect.poll(async () => Number(await page.getByTestId('unread-badge').textContent())).toBeGreaterThan(0);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('opens the language dialog pressed before its code arrived, and chooses a language in it', async () => {
    const context = await newContext(browser);
    const languages = await holdChunk(context, /\/language\.machine-[\w-]+\.js$/);
    const page = await openPage(context, '/cityList');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect.poll(languages.requested).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await languages.release();
    const dialog = page.getByRole('dialog', { name: 'Choose your language' });
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: '中文' }).click()]);
    await page.getByRole('button', { name: '语言: 中文' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('shows the live-chat launcher at once and opens the chat pressed before its code arrived', async () => {
    const context = await newContext(browser);
    const chat = await holdChunk(context, /\/live-chat\.machine-[\w-]+\.js$/);
    const page = await openPage(context, '/cityList');
    const launcher = page.getByRole('button', { name: 'Live support' });
    await launcher.waitFor();
    await launcher.click();
    await expect.poll(chat.requested).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Live support' }).count()).toBe(0);

    await chat.release();
    await page.getByRole('dialog', { name: 'Live support' }).getByRole('textbox').waitFor();
    expect(await page.getByRole('button', { name: 'Close chat' }).getAttribute('aria-expanded')).toBe('true');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('downloads the planner conversation with the planner, not with another first screen', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/cityList');
    await page.getByRole('heading', { name: "Explore China's cities" }).waitFor();
    const downloadedBefore = async (mark: string) =>
      page.evaluate((name) => {
        const at = performance.getEntriesByName(name)[0]?.startTime ?? Infinity; // no such mark: every download so far
        return performance
          .getEntriesByType('resource')
          .filter((entry) => /\/generation\.machine-[\w-]+\.js$/.test(entry.name) && entry.startTime < at).length;
      }, mark);
    await page.waitForFunction(() => performance.getEntriesByName('first-screen-complete').length > 0);
    expect(await downloadedBefore('first-screen-complete')).toBe(0);
    // and it comes once the first screen is complete, so a reply can stream while the traveller browses
    await expect.poll(() => downloadedBefore('not-yet')).toBe(1);

    const planner = await openPage(context, '/travelItinerary');
    await planner.getByRole('heading', { name: 'Plan your China trip', level: 1 }).waitFor();
    await planner.getByRole('button', { name: 'Generate my itinerary' }).waitFor();
    // the planner's own address asks for it beside the screen's code, not one download after it
    const preloaded = await planner.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloaded.some((href) => /\/generation\.machine-[\w-]+\.js$/.test(href))).toBe(true);
    // the planner shows its progress itself: the live line the other pages show is not downloaded here
    await planner.waitForFunction(() => performance.getEntriesByName('first-screen-complete').length > 0);
    const indicatorLine = () => planner.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/planner-news-[\w-]+\.js$/.test(entry.name)));
    expect(await indicatorLine()).toBe(false);
    // and it comes on the way out, for the line "Planning your trip" on the next page
    await planner.locator('.header__tab[href="/cityList"]').click();
    await planner.waitForURL('**/cityList');
    await expect.poll(indicatorLine).toBe(true);
    expect(planner.errors).toEqual([]);
    await context.close();
  });
  it('paints an empty planner without its conversation\'s code, keeps a question asked before it arrived, and opens a kept conversation with it, its code asked for beside the entry', async () => {
    const context = await newContext(browser);
    const parts = await holdChunk(context, /\/conversation-parts-[\w-]+\.js$/);
    const page = await openPage(context, '/travelItinerary');
    await page.getByRole('button', { name: 'Generate my itinerary' }).waitFor();
    // it comes once the first screen is complete, before any reply needs it
    await expect.poll(parts.requested).toBe(true);

    await page.getByLabel('Ask anything about travel in China').fill('Do I need a visa for Beijing?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await conversation.getByRole('status').filter({ hasText: 'Loading' }).waitFor();
    await parts.release();
    await conversation.getByRole('listitem').filter({ hasText: 'Do I need a visa for Beijing?' }).waitFor();
    await conversation.getByText('AI trip planner').waitFor();
    const asked = await page.evaluate(() => ({
      complete: performance.getEntriesByName('first-screen-complete')[0]?.startTime ?? Infinity,
      parts: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/conversation-parts-[\w-]+\.js$/.test(entry.name)).map((entry) => entry.startTime)),
    }));
    expect(asked.parts).toBeGreaterThanOrEqual(asked.complete);

    // the conversation kept on this device opens with its messages: index.html asks for their code beside the entry
    const reloaded = await holdChunk(context, /\/conversation-parts-[\w-]+\.js$/);
    await page.reload();
    await expect.poll(reloaded.requested).toBe(true);
    expect(await page.getByRole('heading', { name: 'Plan your China trip', level: 1 }).count()).toBe(0);
    await reloaded.release();
    await conversation.getByRole('listitem').filter({ hasText: 'Do I need a visa for Beijing?' }).waitFor();
    const order = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entryUrl = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
      const parts = resources.filter((resource) => /\/conversation-parts-[\w-]+\.js$/.test(resource.name));
      return { entryArrived: resources.find((resource) => resource.name === entryUrl)?.responseEnd ?? 0, partsAsked: Math.min(...parts.map((resource) => resource.startTime)) };
    });
    expect(order.partsAsked).toBeLessThan(order.entryArrived);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
