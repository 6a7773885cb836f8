import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openPage, openSignedInPage, PHONE, PHONE_AGENT, type ContextOptions } from './support';
import { everyRouteUrl } from './shell-support';
import { fillTrip } from './planner-support';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Each walk loads all 27 routes afresh and audits each one: about a minute. */
const ROUTE_WALK_TIMEOUT = 240_000;
/** Fades stop where they end, so a toast coming or going is audited as it looks, not half-transparent. */
const NO_MOTION = '*, *::before, *::after { transition: none !important; animation: none !important; }';
const PHONE_OPTIONS: ContextOptions = { viewport: PHONE, userAgent: PHONE_AGENT };

/** axe-core's findings on what the page shows now, one line per rule and element ("where rule: element"), so a failure reads as a to-do list. */
async function accessibilityProblems(page: Page, where: string): Promise<string[]> {
  await page.addStyleTag({ content: NO_MOTION });
  await page.addScriptTag({ content: AXE_SOURCE });
  const problems = await page.evaluate(async (tags) => {
    const { violations } = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  }, RULE_TAGS);
  return problems.map((problem) => `${where} ${problem}`);
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

/** Opens every named route and collects the problems found on each, prefixed with the route's name. */
async function problemsOnEveryRoute(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const { name, url } of await everyRouteUrl(page)) {
    await page.goto(url);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    problems.push(...(await accessibilityProblems(page, name)));
  }
  return problems;
}

describe('accessibility (axe-core, WCAG 2.1 A and AA plus best practices)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('finds no problem on any route for a visitor on a desktop, in English', async () => {
    const page = await openPage(await newContext(browser), '/home');
    expect(await problemsOnEveryRoute(page)).toEqual([]);
    await page.context().close();
  }, ROUTE_WALK_TIMEOUT);

  it('finds no problem on any route for a signed-in user on a phone, in Arabic', async () => {
    const { context, page } = await openSignedInPage(browser, '/home', { ...PHONE_OPTIONS, language: 'ar' });
    expect(await problemsOnEveryRoute(page)).toEqual([]);
    await context.close();
  }, ROUTE_WALK_TIMEOUT);

  it('finds no problem in the dialogs and menus a visitor and a user open', async () => {
    const visitor = await openPage(await newContext(browser), '/home');
    await visitor.getByRole('button', { name: 'Log in' }).click();
    await visitor.getByRole('dialog', { name: 'Welcome back' }).waitFor();
    const problems = await accessibilityProblems(visitor, 'login dialog');
    await visitor.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Create an account' }).click();
    const register = visitor.getByRole('dialog', { name: 'Create your account' });
    await register.getByLabel('E-mail').fill('lin.wei@example.org');
    await register.getByLabel('Password').fill('Great#Wall88');
    await register.getByRole('button', { name: 'Join' }).click();
    await register.getByText('Please read and accept the terms first').waitFor();
    problems.push(...await accessibilityProblems(visitor, 'register view with an error'));
    await register.getByRole('checkbox').check();
    await register.getByRole('button', { name: 'Join' }).click();
    const codeEntry = visitor.getByRole('dialog', { name: 'Enter the verification code' });
    await codeEntry.getByRole('button', { name: 'Sign in' }).click();
    await codeEntry.getByText('Please enter the complete verification code').waitFor();
    problems.push(...await accessibilityProblems(visitor, 'code entry with an error'));
    await visitor.keyboard.press('Escape');
    await visitor.getByRole('button', { name: 'Language: English' }).click();
    await visitor.getByRole('dialog', { name: 'Choose your language' }).waitFor();
    problems.push(...await accessibilityProblems(visitor, 'language dialog'));
    await visitor.context().close();

    const { context, page } = await openSignedInPage(browser, '/home');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
    problems.push(...await accessibilityProblems(page, 'notifications'));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Account menu of / }).click();
    await page.getByRole('group', { name: /^Account menu of / }).waitFor();
    problems.push(...await accessibilityProblems(page, 'account menu'));
    await page.getByRole('group', { name: /^Account menu of / }).getByRole('button', { name: 'Edit nickname' }).click();
    const nickname = page.getByRole('dialog', { name: 'Edit nickname' });
    await nickname.getByLabel('Nickname').fill('Mei <Explorer>');
    await nickname.getByRole('button', { name: 'Save' }).click();
    await nickname.getByText('The nickname cannot contain special symbols').waitFor();
    problems.push(...await accessibilityProblems(page, 'nickname dialog with an error'));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Live support' }).click();
    await page.getByRole('dialog', { name: 'Live support' }).waitFor();
    problems.push(...await accessibilityProblems(page, 'live chat'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds no problem in a streamed itinerary', async () => {
    const { context, page } = await openSignedInPage(browser, '/travelItinerary');
    await fillTrip(page);
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    await page.getByRole('button', { name: 'Save itinerary' }).waitFor();
    expect(await accessibilityProblems(page, 'itinerary')).toEqual([]);
    await context.close();
  });
});
