import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface ContextOptions {
  viewport?: { width: number; height: number };
  userAgent?: string;
  /** a touch screen (a phone's finger input) */
  hasTouch?: boolean;
  timezoneId?: string;
  /** the interface language, stored before the first load */
  language?: string;
  /** realistic streams are slow; tests use the fast pace unless they say otherwise */
  pace?: 'fast' | 'realistic';
  /** extra localStorage entries (without the ctp. prefix) set before the first load */
  storage?: Record<string, string>;
  permissions?: string[];
}

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    userAgent: options.userAgent,
    hasTouch: options.hasTouch,
    timezoneId: options.timezoneId,
    permissions: options.permissions,
    baseURL: baseUrl(),
  });
  const entries: Record<string, string> = { 'mock.pace': options.pace ?? 'fast', ...(options.storage ?? {}) };
  if (options.language) entries.language = options.language;
  await context.addInitScript((values: Record<string, string>) => {
    if (sessionStorage.getItem('ctp.test.seeded')) return;
    sessionStorage.setItem('ctp.test.seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(`ctp.${key}`, value);
  }, entries);
  // the page paints before its in-browser mock answers (the app's own calls wait for it); so do the tests' calls to it
  await context.addInitScript(() => {
    const pageFetch = window.fetch.bind(window);
    const mockReady = new Promise<void>((resolve) => {
      const check = () => document.documentElement?.dataset.mock === 'ready';
      if (check()) return resolve();
      new MutationObserver((_, observer) => {
        if (!check()) return;
        observer.disconnect();
        resolve();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-mock'] });
    });
    window.fetch = async (input, init) =>
      typeof input === 'string' && input.startsWith('/api/') ? mockReady.then(() => pageFetch(input, init)) : pageFetch(input, init);
  });
  return context;
}

/** A page that keeps the console errors and page errors it met, so tests can assert there were none. */
export type TestPage = Page & { errors: string[] };

/** A page that records console errors and failed requests, so tests can assert there were none. */
export async function openPage(context: BrowserContext, path: string): Promise<TestPage> {
  const page = (await context.newPage()) as TestPage;
  page.errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.errors.push(message.text());
  });
  page.on('pageerror', (error) => page.errors.push(error.message));
  await page.goto(path);
  return page;
}

/** A browser of its own with one page open at `path`, for a describe block whose tests share that page (close the browser after them). */
export async function openBrowserPage(path: string, options?: ContextOptions): Promise<{ browser: Browser; page: TestPage }> {
  const browser = await launchBrowser();
  const page = await openPage(await newContext(browser, options), path);
  return { browser, page };
}

/** Reads the newest verification code the mock "e-mailed" to an address. */
export async function readMailboxCode(page: Page, email: string): Promise<string> {
  return page.evaluate(async (address) => {
    const response = await fetch(`/api/__mock/mailbox?email=${encodeURIComponent(address)}`);
    const body = (await response.json()) as { data: { code: string }[] };
    return body.data[0]?.code ?? '';
  }, email);
}

/**
 * The in-browser mock's world. The mock starts after the first paint, so until its worker answers, the
 * address serves the site's own page; ask again until the answer is the world.
 */
export async function readMockWorld<World>(page: Page): Promise<World> {
  return page.evaluate(async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await fetch('/api/__mock/world');
      if (response.headers.get('content-type')?.includes('json')) return ((await response.json()) as { data: unknown }).data;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the in-browser mock did not answer /api/__mock/world within 10 s');
  }) as Promise<World>;
}

/** Forces the next answer of one endpoint in the page's in-browser mock. */
export async function forceScenario(page: Page, scenario: Record<string, unknown>): Promise<void> {
  await page.evaluate(async (body) => {
    await fetch('/api/__mock/scenario', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }, scenario);
}

/**
 * Signs in through the API (no dialog), stores token and user as the session machine would, then reloads.
 * With `languageCode` the account's language is set first (as the language dialog does), so the page, the
 * account and the server's answers all speak it.
 */
export async function signInThroughApi(page: Page, email = 'demo@example.com', password = 'Travel#2026', languageCode?: string): Promise<void> {
  await page.locator('#main').waitFor();
  await page.evaluate(async ({ address, secret, language }) => {
    const deviceNo = localStorage.getItem('ctp.deviceNo') ?? 'e2e-device';
    const response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, password: secret, deviceNo }),
    });
    const body = (await response.json()) as { code: number; msg: string; data: { token: string; clientInfo: Record<string, unknown> } };
    if (body.code !== 200) throw new Error(`sign-in failed: ${body.code} ${body.msg}`);
    let user = body.data.clientInfo;
    if (language) {
      const changed = await fetch('/api/client/changeLanguage', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${body.data.token}` },
        body: JSON.stringify({ languageCode: language }),
      });
      user = ((await changed.json()) as { data: Record<string, unknown> }).data;
      localStorage.setItem('ctp.language', language);
    }
    localStorage.setItem('ctp.deviceNo', deviceNo);
    localStorage.setItem('ctp.token', body.data.token);
    localStorage.setItem('ctp.user', JSON.stringify(user));
  }, { address: email, secret: password, language: languageCode ?? null });
  await page.reload();
  await page.locator('#main').waitFor();
}

/** A fresh context with a page opened at `path` and signed in as the demo traveller (which reloads it). */
export async function openSignedInPage(browser: Browser, path = '/home', options?: ContextOptions): Promise<{ context: BrowserContext; page: TestPage }> {
  const context = await newContext(browser, options);
  const page = await openPage(context, path);
  await signInThroughApi(page);
  return { context, page };
}
