import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, PHONE_AGENT, launchBrowser, newContext, openPage, openSignedInPage, readMailboxCode, type ContextOptions } from './support';

/** Routes a traveller reaches (the chat launcher is hidden on city and story pages by the spec, the mock panel is not). */
const ROUTES = [
  '/home', '/cityList', '/cityInfo?id=1', '/explorList', '/travelItinerary', '/tripStrategies', '/commobInfo', '/notices',
  '/appeals', '/questions', '/policy', '/service', '/guides', '/aboutUs', '/contact', '/fqa', '/transform', '/loginout',
];

/**
 * What the floating buttons cover at the current scroll: text, form fields and the bottom bar, only where they show
 * (what scrolls under the sticky header or top bar is hidden by the bar itself).
 */
function coveredByFloatingButtons(): string[] {
  // what a scrolling row (a carousel) keeps out of view is not shown, so not covered
  const visiblePart = (rect: DOMRect, element: Element): DOMRect => {
    let { left, top, right, bottom } = rect;
    for (let box = element.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = box.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
  };
  const buttons = [...document.querySelectorAll('.floating-dock button, .mock-panel__open')]
    .map((button) => button.getBoundingClientRect())
    .filter((rect) => rect.width > 0);
  const isTool = (element: Element) => element.closest('.floating-dock, .mock-panel__open, .live-chat__panel, .p-sidebar, .top-bar, .header') !== null;
  const shows = (element: Element) => getComputedStyle(element).visibility !== 'hidden';
  const boxes: { rect: DOMRect; what: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || isTool(parent) || !shows(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const seen = visiblePart(rect, parent);
      if (seen.width > 1 && seen.height > 1) boxes.push({ rect: seen, what: `text "${node.textContent.trim().slice(0, 30)}"` });
    }
  }
  for (const element of document.querySelectorAll('input:not([type=hidden]), textarea, select, .bottom-bar')) {
    const rect = element.getBoundingClientRect();
    if (!isTool(element) && rect.width > 1 && rect.height > 1 && shows(element)) boxes.push({ rect, what: element.className || element.tagName });
  }
  const bar = document.querySelector('.top-bar, .header');
  const pageTop = bar ? bar.getBoundingClientRect().bottom : 0;
  const hits: string[] = [];
  for (const button of buttons) {
    for (const { rect, what } of boxes) {
      const top = what === 'bottom-bar' ? rect.top : Math.max(rect.top, pageTop);
      if (button.left < rect.right && rect.left < button.right && button.top < rect.bottom && top < button.bottom && top < rect.bottom) {
        hits.push(`${what} at scroll ${Math.round(window.scrollY)}`);
      }
    }
  }
  return hits;
}

const MOCK_PANEL = { en: 'Mock panel', ar: 'لوحة المحاكاة', zh: '模拟面板' } as const;

async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((page.viewportSize()?.height ?? 800) * 0.6);
  const hits = new Set<string>();
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    for (const hit of await page.evaluate(coveredByFloatingButtons)) hits.add(hit);
  }
  return [...hits];
}

describe('trust: floating buttons, live support, the phone landing, the mock panel and drafts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe.each<[string, ContextOptions & { language: keyof typeof MOCK_PANEL }]>([
    ['a desktop in English', { viewport: DESKTOP, language: 'en' }],
    ['a desktop in Arabic (the dock on the left)', { viewport: DESKTOP, language: 'ar' }],
    ['a phone in Arabic', { viewport: PHONE, userAgent: PHONE_AGENT, language: 'ar' }],
    ['a phone in Chinese', { viewport: PHONE, userAgent: PHONE_AGENT, language: 'zh' }],
  ])('the floating buttons on %s', (_, options) => {
    it('cover no text, no form field and not the bottom bar on any route, at any scroll', async () => {
      const context = await newContext(browser, options);
      const page = await openPage(context, '/home');
      const covered: string[] = [];
      for (const route of ROUTES) {
        await page.goto(route);
        await page.locator('#main').waitFor();
        await page.getByRole('button', { name: MOCK_PANEL[options.language] }).waitFor();
        await page.locator('.loading-state, .p-skeleton').first().waitFor({ state: 'detached' }).catch(() => undefined);
        covered.push(...(await coveredWhileScrolling(page)).map((hit) => `${route}: ${hit}`));
      }
      expect(covered).toEqual([]);
      await context.close();
    });
  });

  describe('live support', () => {
    const openSupport = async (page: Page, name: string) => {
      await page.getByRole('button', { name }).click();
      return page.getByTestId('live-chat-status');
    };

    it('says "online now" within the team\'s hours, Monday to Friday 9:00-18:00 Beijing time, whatever the visitor\'s zone', async () => {
      const context = await newContext(browser, { timezoneId: 'America/New_York' });
      const page = await context.newPage();
      // Tuesday 2026-11-24 10:30 in Beijing is Monday 21:30 in New York
      await page.clock.setFixedTime(new Date('2026-11-24T02:30:00Z'));
      await page.goto('/home');
      const status = await openSupport(page, 'Live support');
      await status.getByText('Online now').waitFor();
      await status.getByText('Open Mon–Fri, 09:00–18:00 Beijing time').waitFor();
      await context.close();
    });

    it('outside them it takes a message and says when the answer comes, in Beijing time and the visitor\'s own (English and Chinese)', async () => {
      for (const [language, button, away, reply] of [
        ['en', 'Live support', 'Away now · leave a message', 'will answer from Wed 09:00 Beijing time (Tue 20:00 your time)'],
        ['zh', '在线客服', '暂时离线 · 请留言', '北京时间 周三 09:00（您当地时间 周二 20:00）'],
      ] as const) {
        const context = await newContext(browser, { timezoneId: 'America/New_York', language });
        const page = await context.newPage();
        // Tuesday 20:00 in Beijing (12:00 UTC), 07:00 in New York; back on Wednesday 09:00 Beijing = Tuesday 20:00 New York
        await page.clock.setFixedTime(new Date('2026-11-24T12:00:00Z'));
        await page.goto('/home');
        const status = await openSupport(page, button);
        await status.getByText(away).waitFor();
        await expect(status.innerText()).resolves.not.toContain(language === 'en' ? 'Online now' : '在线 ·');
        const panel = page.locator('#live-chat-panel');
        await panel.getByRole('textbox').fill(language === 'en' ? 'Can I pay by card on trains?' : '火车上可以刷卡吗？');
        await panel.getByRole('textbox').press('Enter');
        await panel.getByText(reply).waitFor();
        await context.close();
      }
    });
  });

  describe('the phone landing', () => {
    it('reaches the AI planner in one tap, and keeps the advisor hand-off as the second action', async () => {
      const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT });
      const page = await openPage(context, '/home');
      const actions = page.locator('.landing__hero').getByRole('link').or(page.locator('.landing__hero').getByRole('button'));
      await expect.poll(() => actions.allInnerTexts()).toEqual(['Get my free trip plan', 'Talk to a travel advisor']);
      await page.getByRole('link', { name: 'Get my free trip plan' }).click();
      await page.waitForURL('**/travelItinerary');
      await page.getByRole('heading', { level: 1, name: 'Plan your China trip' }).waitFor();
      await page.getByRole('button', { name: 'Generate my itinerary' }).waitFor();
      await context.close();
    });
  });

  describe('the mock panel during code entry', () => {
    /** Opens the register dialog and sends a code to `email`: the code-entry dialog is then open. */
    async function startCodeEntry(page: Page, email: string) {
      await page.locator('#main').getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Create an account' }).click();
      const register = page.getByRole('dialog', { name: 'Create your account' });
      await register.getByLabel('E-mail').fill(email);
      await register.getByLabel('Password').fill('Great#Wall88');
      await register.getByRole('checkbox').check();
      await register.getByRole('button', { name: 'Join' }).click();
      const codeDialog = page.getByRole('dialog', { name: 'Enter the verification code' });
      await codeDialog.getByText(`We sent a 6-digit code to ${email}`).waitFor();
      return codeDialog;
    }

    it.each([
      ['a desktop', { viewport: DESKTOP }],
      ['a phone', { viewport: PHONE, userAgent: PHONE_AGENT }],
    ])('on %s stays reachable and usable above the code-entry dialog: the mailbox shows the code, the search field takes text, the code signs in', async (_, options) => {
      const context = await newContext(browser, options);
      // the account screen's sign-in button, which a phone has (its top bar has none)
      const page = await openPage(context, '/loginout');
      const codeDialog = await startCodeEntry(page, 'above.dialog@example.org');
      // in view and on top, as a person sees it (a click by the test would scroll to it and pass through nothing)
      const opener = page.getByRole('button', { name: 'Mock panel' });
      await expect.poll(() => opener.evaluate((button) => {
        const { left, top, width, height } = button.getBoundingClientRect();
        return document.elementFromPoint(left + width / 2, top + height / 2)?.closest('button') === button;
      })).toBe(true);
      await opener.click();
      const panel = page.locator('.mock-panel');
      const search = panel.getByLabel('Find an endpoint');
      await search.fill('sign');
      await expect(search.inputValue()).resolves.toBe('sign');
      const code = (await panel.getByTestId('mock-mail-code').first().textContent()) ?? '';
      expect(code).toMatch(/^\d{6}$/);
      // the code boxes are usable while the panel is open
      await codeDialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
      await page.keyboard.type(code);
      await codeDialog.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Welcome aboard! Your account is ready.').waitFor();
      await codeDialog.waitFor({ state: 'detached' });
      await context.close();
    });

    it('a reload during code entry comes back to the code screen of the same e-mail, its countdown running and the digits typed so far kept', async () => {
      const context = await newContext(browser, { language: 'zh' });
      const page = await openPage(context, '/home');
      await page.getByRole('button', { name: '登录' }).first().click();
      await page.getByRole('dialog', { name: '欢迎回来' }).getByRole('button', { name: '创建账号' }).click();
      const register = page.getByRole('dialog', { name: '创建账号' });
      await register.getByLabel('邮箱').fill('reload.digits@example.org');
      await register.getByLabel('密码').fill('Great#Wall88');
      await register.getByRole('checkbox').check();
      await register.getByRole('button', { name: '加入' }).click();
      const codeDialog = page.getByRole('dialog', { name: '输入验证码' });
      await codeDialog.getByText('reload.digits@example.org').first().waitFor();
      await codeDialog.getByRole('textbox', { name: '第 1 位，共 6 位' }).click();
      await page.keyboard.type('314');
      await page.reload();
      await codeDialog.getByText('reload.digits@example.org').first().waitFor();
      const boxes = codeDialog.getByRole('textbox', { name: /^第 \d 位/ });
      await expect.poll(() => boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['3', '1', '4', '', '', '']);
      const countdown = () => codeDialog.getByText(/\d+ 秒后可重新发送/).textContent().then((text) => Number(text?.match(/\d+/)?.[0]));
      const first = await countdown();
      expect(first).toBeGreaterThan(40);
      await expect.poll(countdown, { timeout: 5_000 }).toBeLessThan(first);
      await context.close();
    });
  });

  describe('the mock panel', () => {
    it('lists the endpoints by area under human names, and finds them by name or path', async () => {
      const context = await newContext(browser);
      const page = await openPage(context, '/home');
      await page.getByRole('button', { name: 'Mock panel' }).click();
      const panel = page.locator('.mock-panel');
      const select = panel.getByRole('combobox', { name: /^Endpoint/ });
      const groups = () => select.evaluate((element) => [...(element as HTMLSelectElement).querySelectorAll('optgroup')].map((group) => ({
        area: group.label, names: [...group.querySelectorAll('option')].map((option) => option.textContent),
      })));
      const all = await groups();
      expect(all.map((group) => group.area)).toEqual(['Account', 'AI planner', 'Cities', 'Stories', 'Trip packages', 'Entry notices', 'Support', 'Notifications', 'Site']);
      expect(all.find((group) => group.area === 'Account')?.names).toContain('Sign in');
      expect(all.flatMap((group) => group.names).some((name) => name?.includes('/'))).toBe(false);
      await panel.getByLabel('Find an endpoint').fill('comment');
      const found = await groups();
      expect(found.map((group) => group.area)).toEqual(['Cities', 'Stories']);
      expect(found.flatMap((group) => group.names)).toContain('Comment on a city');
      await panel.getByLabel('Find an endpoint').fill('cityCombo/book');
      await expect.poll(groups).toEqual([{ area: 'Trip packages', names: ['Book a trip package'] }]);
      await panel.getByLabel('Find an endpoint').fill('zzz');
      await panel.getByText('No endpoint matches “zzz”').waitFor();
      await context.close();
    });

    it('one click on "Server busy" sets the situation up; the event log lists the calls with their answer and time, and is cleared', async () => {
      const context = await newContext(browser);
      const page = await openPage(context, '/cityList');
      await page.getByRole('button', { name: 'Mock panel' }).click();
      const panel = page.locator('.mock-panel');
      await panel.getByRole('button', { name: 'Start “Server busy”' }).click();
      await panel.getByText('Every endpoint').waitFor();
      await page.goto('/cityList');
      await page.getByText('Current traffic is too high. Please try again in a moment.').first().waitFor();
      // the mock's own words stay out of the page
      await expect(page.getByText('The server is busy').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Mock panel' }).click();
      const log = panel.getByRole('table');
      const row = log.getByRole('row').filter({ hasText: 'List cities' }).first();
      await row.waitFor();
      await expect(row.getByRole('cell').nth(2).textContent()).resolves.toBe('503');
      await expect(row.getByRole('cell').first().textContent()).resolves.toMatch(/\d{1,2}:\d{2}:\d{2}/);
      await expect(row.getByRole('cell').nth(3).textContent()).resolves.toMatch(/^\d+ ms$/);
      await panel.getByRole('button', { name: 'Clear the log' }).click();
      await panel.getByText('No calls yet').waitFor();
      await context.close();
    });

    it('sets a situation up from a link: ?mock=returning-traveller signs the demo traveller in with unread notifications', async () => {
      const context = await newContext(browser);
      const page = await openPage(context, '/home?mock=returning-traveller');
      await page.getByRole('button', { name: 'Account menu of Mei Traveller' }).waitFor();
      await page.getByRole('button', { name: /unread/i }).first().waitFor();
      expect(new URL(page.url()).searchParams.has('mock')).toBe(false);
      await context.close();
    });

    it('a link with ?mock=session-taken-over ends the session with the one "signed in on another device" message', async () => {
      const context = await newContext(browser);
      const page = await openPage(context, '/savedTrips?mock=session-taken-over');
      await page.getByRole('dialog').getByText(/another device/).waitFor();
      await context.close();
    });
  });

  describe('drafts', () => {
    it('a question, a city comment and feedback survive a reload, and are cleared when sent', async () => {
      const { context, page } = await openSignedInPage(browser, '/questions');
      await page.getByLabel('Your question').fill('Do I need cash for the Beijing subway?');
      await page.goto('/cityInfo?id=1');
      await page.getByLabel('Write a comment').fill('The hutong walk at dawn was the best part.');
      await page.reload();
      await expect(page.getByLabel('Write a comment').inputValue()).resolves.toBe('The hutong walk at dawn was the best part.');
      await page.goto('/questions');
      await expect(page.getByLabel('Your question').inputValue()).resolves.toBe('Do I need cash for the Beijing subway?');
      await page.getByRole('button', { name: 'Send question' }).click();
      await page.getByText('Do I need cash for the Beijing subway?').nth(1).or(page.locator('li', { hasText: 'Do I need cash' })).first().waitFor();
      await page.reload();
      await expect(page.getByLabel('Your question').inputValue()).resolves.toBe('');

      await page.getByRole('button', { name: /^Account menu of / }).click();
      await page.getByRole('group', { name: /^Account menu of / }).getByRole('button', { name: 'Feedback' }).click();
      await page.getByRole('dialog', { name: 'Feedback' }).getByLabel('Your feedback').fill('The map of Xi\'an should show the city wall.');
      await page.reload();
      await page.getByRole('button', { name: /^Account menu of / }).click();
      await page.getByRole('group', { name: /^Account menu of / }).getByRole('button', { name: 'Feedback' }).click();
      await expect(page.getByRole('dialog', { name: 'Feedback' }).getByLabel('Your feedback').inputValue()).resolves.toBe('The map of Xi\'an should show the city wall.');
      await context.close();
    });

    it('are never offered to the next person on the same browser after sign-out', async () => {
      const { context, page } = await openSignedInPage(browser, '/questions');
      await page.getByLabel('Your question').fill('Private: my passport number is E1234567');
      await page.getByRole('button', { name: /^Account menu of / }).click();
      await page.getByRole('group', { name: /^Account menu of / }).getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      // the next person registers on the same browser and opens the same page
      const next = 'next.person@example.org';
      await page.evaluate(async (email) => {
        await fetch('/api/sendRegisterCode', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `email=${encodeURIComponent(email)}` });
      }, next);
      const code = await readMailboxCode(page, next);
      await page.evaluate(async ({ email, verificationCode }) => {
        const response = await fetch('/api/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Great#Wall88', verificationCode, deviceNo: localStorage.getItem('ctp.deviceNo') }),
        });
        const body = (await response.json()) as { data: { token: string; clientInfo: unknown } };
        localStorage.setItem('ctp.token', body.data.token);
        localStorage.setItem('ctp.user', JSON.stringify(body.data.clientInfo));
      }, { email: next, verificationCode: code });
      await page.goto('/questions');
      await page.getByRole('button', { name: /^Account menu of / }).waitFor();
      await expect(page.getByLabel('Your question').inputValue()).resolves.toBe('');
      await context.close();
    });
  });
});
