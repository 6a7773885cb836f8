import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, forceScenario, launchBrowser, newContext, openPage, openSignedInPage } from './support';

/** A failure of the city page's load, as each kind shows it: the message, then the way out. */
const CITY_FAILURES = {
  en: {
    offline: 'No connection. Check your internet connection and try again.',
    busy: 'Current traffic is too high. Please try again in a moment.',
    notFound: 'This city could not be found.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  zh: {
    offline: '无法连接网络。请检查网络连接后重试。',
    busy: '当前访问量过大，请稍后再试。',
    notFound: null,
    retry: null,
    home: '返回首页',
  },
} as const;

describe('errors say what happened', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const language of ['en', 'zh'] as const) {
    const words = CITY_FAILURES[language];

    it(`tells no connection from "not found" on a city page, and a retry brings the city back (${language})`, async () => {
      const context = await newContext(browser, { language });
      const page = await openPage(context, '/home');
      await page.locator('#main').waitFor();
      await forceScenario(page, { endpoint: 'city/detail', network: true });
      await page.goto('/cityInfo?id=1');
      const alert = page.getByRole('alert').filter({ hasText: words.offline });
      await alert.waitFor();
      expect(await page.getByRole('alert').allInnerTexts()).not.toContainEqual(expect.stringContaining('could not be found'));
      await alert.getByRole('button').click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect(page.getByRole('alert').filter({ hasText: words.offline }).count()).resolves.toBe(0);
      await context.close();
    });

    it(`says "traffic too high" for the busy code, in the page's language (${language})`, async () => {
      const context = await newContext(browser, { language });
      const page = await openPage(context, '/home');
      await page.locator('#main').waitFor();
      await forceScenario(page, { endpoint: 'city/detail', code: 429, msg: 'Server busy (English from the server)' });
      await page.goto('/cityInfo?id=1');
      await page.getByRole('alert').filter({ hasText: words.busy }).waitFor();
      await expect(page.getByText('English from the server').count()).resolves.toBe(0);
      await context.close();
    });

    it(`a city that does not exist is "not found", with a way home instead of a useless retry (${language})`, async () => {
      const context = await newContext(browser, { language });
      const page = await openPage(context, '/cityInfo?id=99999');
      const alert = page.getByRole('alert').filter({ has: page.getByRole('link', { name: words.home }) });
      await alert.waitFor();
      if (words.notFound) expect(await alert.innerText()).toContain(words.notFound);
      if (words.retry) await expect(alert.getByRole('button', { name: words.retry }).count()).resolves.toBe(0);
      await alert.getByRole('link', { name: words.home }).click();
      await page.waitForURL('**/home');
      await context.close();
    });
  }

  /** The trip form's and the story editor's loads, failing each way: the message, and whether the way out is a retry or a way home. */
  const LOAD_FAILURES = {
    en: {
      offline: 'No connection. Check your internet connection and try again.',
      timeout: 'The server took too long to answer. Please try again.',
      busy: 'Current traffic is too high. Please try again in a moment.',
      notFound: 'This could not be found. It may have been removed.',
      notAllowed: 'You are not allowed to do this.',
      storyNotFound: 'This story could not be found. It may have been removed by its author.',
      retry: 'Try again',
      home: 'Go to the home page',
      generate: 'Generate my itinerary',
    },
    zh: {
      offline: '无法连接网络。请检查网络连接后重试。',
      timeout: '服务器响应超时，请重试。',
      busy: '当前访问量过大，请稍后再试。',
      notFound: '未找到该内容，可能已被删除。',
      notAllowed: '您无权执行此操作。',
      storyNotFound: '找不到这篇故事，可能已被作者删除。',
      retry: '重试',
      home: '返回首页',
      generate: '生成我的行程',
    },
  } as const;
  const FORCED = {
    offline: { network: true },
    timeout: { code: 504, msg: 'Gateway timeout (English from the server)' },
    busy: { code: 503, msg: 'Busy (English from the server)' },
    notFound: { code: 404, msg: 'Not found (English from the server)' },
    notAllowed: { code: 403, msg: 'Forbidden (English from the server)' },
  } as const;

  for (const language of ['en', 'zh'] as const) {
    const words = LOAD_FAILURES[language];

    it(`the trip form and the story editor tell offline, timeout, busy, not found and not allowed apart when they cannot load (${language})`, async () => {
      const context = await newContext(browser, { language });
      const page = await openPage(context, '/home');
      await page.locator('#main').waitFor();
      const seen: Record<string, { text: string; retry: boolean; home: boolean }> = {};
      for (const [screen, endpoint, path] of [['trip form', 'tripStrategy/accessCity', '/travelItinerary'], ['story editor', 'clientTrails/view', '/explorAdd?id=1']] as const) {
        for (const [kind, scenario] of Object.entries(FORCED)) {
          await forceScenario(page, { endpoint, ...scenario });
          await page.goto(path);
          const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: words.retry }).or(page.getByRole('link', { name: words.home })) });
          await alert.waitFor();
          seen[`${screen} ${kind}`] = {
            text: (await alert.locator('span').first().innerText()).trim(),
            retry: (await alert.getByRole('button', { name: words.retry }).count()) === 1,
            home: (await alert.getByRole('link', { name: words.home }).count()) === 1,
          };
        }
      }
      const retry = (text: string) => ({ text, retry: true, home: false });
      const home = (text: string) => ({ text, retry: false, home: true });
      expect(seen).toEqual({
        'trip form offline': retry(words.offline),
        'trip form timeout': retry(words.timeout),
        'trip form busy': retry(words.busy),
        'trip form notFound': home(words.notFound),
        'trip form notAllowed': home(words.notAllowed),
        'story editor offline': retry(words.offline),
        'story editor timeout': retry(words.timeout),
        'story editor busy': retry(words.busy),
        'story editor notFound': home(words.storyNotFound),
        'story editor notAllowed': home(words.notAllowed),
      });
      await expect(page.getByText('English from the server').count()).resolves.toBe(0);

      // a retry after a failure that a retry can mend brings the form
      await forceScenario(page, { endpoint: 'tripStrategy/accessCity', network: true });
      await page.goto('/travelItinerary');
      await page.getByRole('alert').getByRole('button', { name: words.retry }).click();
      await page.getByRole('button', { name: words.generate }).waitFor();
      await context.close();
    });
  }

  it('the sign-in dialog says a documented code in the page\'s language, never the server\'s English: a locked account, a wrong code (zh)', async () => {
    const context = await newContext(browser, { language: 'zh' });
    const page = await openPage(context, '/home');
    await page.locator('#main').waitFor();
    await forceScenario(page, { endpoint: 'login', code: 605, msg: 'Locked (English from the server)' });
    await page.getByRole('button', { name: '登录' }).first().click();
    const login = page.getByRole('dialog', { name: '欢迎回来' });
    await login.getByLabel('邮箱').fill('demo@example.com');
    await login.getByLabel('密码').fill('Travel#2026');
    await login.getByRole('button', { name: '登录' }).click();
    await login.getByRole('alert').filter({ hasText: '密码错误次数过多，请 10 分钟后再试。' }).waitFor();

    await login.getByRole('button', { name: '创建账号' }).click();
    const register = page.getByRole('dialog', { name: '创建账号' });
    await register.getByLabel('邮箱').fill('wrong.code@example.org');
    await register.getByLabel('密码').fill('Great#Wall88');
    await register.getByRole('checkbox').check();
    await register.getByRole('button', { name: '加入' }).click();
    const codeDialog = page.getByRole('dialog', { name: '输入验证码' });
    await codeDialog.getByRole('textbox', { name: '第 1 位，共 6 位' }).click();
    await forceScenario(page, { endpoint: 'register', code: 607, msg: 'Wrong code (English from the server)' });
    await page.keyboard.type('123456');
    await codeDialog.getByRole('button', { name: '登录' }).click();
    await page.getByText('验证码错误或已过期。').first().waitFor();
    await expect(page.getByText('English from the server').count()).resolves.toBe(0);
    await context.close();
  });

  it('a call a screen started ends with the screen: a comment still on its way when the traveller leaves brings no late message to the next page, and stays a draft', async () => {
    const { context, page } = await openSignedInPage(browser, '/cityInfo?id=1');
    await page.getByLabel('Write a comment').fill('Leaving before this is posted.');
    await forceScenario(page, { endpoint: 'city/comment', delayMs: 1_500, code: 503, msg: 'Busy' });
    await page.getByRole('button', { name: 'Post' }).click();
    await page.locator('header').getByRole('link', { name: 'Cities' }).click();
    await page.waitForURL('**/cityList');
    // the mock answers the comment 1.5 s after it was sent; a toast would follow at once
    await expect.poll(() => page.evaluate(async () => {
      const body = (await (await fetch('/api/__mock/calls')).json()) as { data: { endpoint: string }[] };
      return body.data.some((call) => call.endpoint === 'city/comment');
    }), { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(500);
    await expect(page.getByText('Current traffic is too high').count()).resolves.toBe(0);
    await page.goBack();
    await expect.poll(() => page.getByLabel('Write a comment').inputValue()).toBe('Leaving before this is posted.');
    await context.close();
  });

  it('names every page in the tab title in the current language, and has a not-found page', async () => {
    const context = await newContext(browser, { language: 'zh' });
    const page = await openPage(context, '/cityList');
    await expect.poll(() => page.title(), { timeout: 30_000 }).toMatch(/^城市 · /);
    expect(await page.title()).not.toMatch(/[A-Za-z]{3,}/);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: '页面不存在' }).waitFor();
    await expect.poll(() => page.title(), { timeout: 30_000 }).toMatch(/^页面不存在 · /);
    await context.close();
  });
});

describe('first visit in the visitor’s language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  async function firstVisit(locale: string) {
    const context = await browser.newContext({ locale, baseURL: baseUrl(), viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('ctp.mock.pace', 'fast'));
    const page = await openPage(context, '/home');
    await page.locator('#main h1').first().waitFor();
    return { context, page };
  }

  it('opens in Chinese for a zh-TW browser with nothing stored, asks the server in Chinese, and switches to English in one click', async () => {
    const { context, page } = await firstVisit('zh-TW');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).waitFor();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/city/')) asked.push(request.headers()['language-code'] ?? '');
    });
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '城市' }).click();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['zh']));
    await page.getByRole('button', { name: /语言/ }).click();
    const dialog = page.getByRole('dialog');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: /English/ }).click()]);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await context.close();
  });

  it('opens in Arabic, right to left, for an ar-EG browser; in Spanish for es-MX; in English for a Portuguese browser', async () => {
    for (const [locale, lang, dir] of [['ar-EG', 'ar', 'rtl'], ['es-MX', 'es', 'ltr'], ['pt-BR', 'en', 'ltr']] as const) {
      const { context, page } = await firstVisit(locale);
      await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual([lang, dir]);
      await context.close();
    }
  }, 240_000);
});
