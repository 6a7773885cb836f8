import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage, openSignedInPage, signInThroughApi } from './support';

const BEIJING = '/cityInfo?id=1';

/** The like counts of the first-level comments, top to bottom. */
const firstLevelLikes = (page: Page) =>
  page.locator('.comments__list > .comments__item > .comment').evaluateAll((articles) =>
    articles.map((article) => Number(article.querySelector('[aria-pressed]')?.textContent?.trim())));

const firstLevelTimes = (page: Page) =>
  page.locator('.comments__list > .comments__item > .comment time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));

/** Counts the calls the page makes to one endpoint. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes(`/api/${path}`)) calls += 1;
  });
  return () => calls;
}

describe('a city page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the guide, likes the city with undo, and rolls back a failed like', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, BEIJING);
    await page.getByRole('heading', { name: /^Beijing/, level: 1 }).waitFor();
    for (const section of ['When to go', 'Sights', 'Food to try', 'Getting there', 'Getting around', 'Practical notes', 'Where to stay']) {
      await page.getByRole('heading', { name: section, level: 2 }).waitFor();
    }
    await page.getByRole('heading', { name: /^Forbidden City/, level: 3 }).waitFor();
    await page.getByText('About 3.5 h').first().waitFor();

    await page.getByRole('button', { name: /^Like \d+$/ }).click();
    await page.getByRole('dialog', { name: 'Welcome back' }).waitFor();
    await page.keyboard.press('Escape');

    await signInThroughApi(page);
    const like = page.locator('.city-hero__like');
    const before = Number(await like.locator('.city-hero__like-count').textContent());
    // the press shows at once; the reload waits for the mock to have answered it, as a reader's next visit would
    const liked = page.waitForResponse((response) => response.url().includes('/api/city/giveLike'));
    await like.click();
    await expect.poll(() => like.textContent()).toBe(`Liked ${before + 1}`);
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    expect((await liked).ok()).toBe(true);
    await page.reload();
    await expect.poll(() => page.locator('.city-hero__like').textContent()).toBe(`Liked ${before + 1}`);
    await page.locator('.city-hero__like').click();
    await expect.poll(() => page.locator('.city-hero__like').textContent()).toBe(`Like ${before}`);

    await forceScenario(page, { endpoint: 'city/giveLike', code: 500, msg: 'Likes are resting' });
    await page.locator('.city-hero__like').click();
    // a known code shows its localized message, never the server's own words
    await page.getByText('Something went wrong on our side. Please try again.').first().waitFor();
    expect(await page.getByText('Likes are resting').count()).toBe(0);
    await expect.poll(() => page.locator('.city-hero__like').textContent()).toBe(`Like ${before}`);
    await context.close();
  });

  it('sorts comments both ways and shows more comments and replies', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, BEIJING);
    const comments = page.getByRole('region', { name: /^Comments/ });
    await comments.locator('.comment').first().waitFor();
    await expect.poll(() => firstLevelTimes(page)).toHaveLength(10);
    const latest = await firstLevelTimes(page);
    expect(latest).toEqual([...latest].sort().reverse());

    await comments.getByRole('button', { name: 'Popular' }).click();
    await expect.poll(async () => {
      const likes = await firstLevelLikes(page);
      return likes.length === 10 && likes.every((n, i) => i === 0 || likes[i - 1] >= n);
    }).toBe(true);
    await comments.getByRole('button', { name: 'Latest' }).click();
    await expect.poll(() => firstLevelTimes(page)).toEqual(latest);

    await comments.getByRole('button', { name: 'Show more comments (4)' }).click();
    await expect.poll(() => firstLevelTimes(page)).toHaveLength(14);

    await comments.getByRole('button', { name: 'View replies (7)' }).click();
    const replies = comments.locator('.comments__replies').filter({ has: page.locator('.comment') }).last();
    await expect.poll(() => comments.locator('.comment--reply, .comments__item--reply').count()).toBeGreaterThanOrEqual(5);
    await comments.getByRole('button', { name: 'More replies (2)' }).click();
    await expect.poll(() => replies.locator('.comments__item--reply').count()).toBe(7);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('refuses an empty comment, posts comments and replies that survive a reload, shows HTML as text, and rolls back a failed like', async () => {
    const { context, page } = await openSignedInPage(browser, BEIJING);
    const comments = page.getByRole('region', { name: /^Comments/ });
    await comments.locator('.comment').first().waitFor();
    const commentCalls = countCalls(page, 'city/comment');

    await comments.getByRole('button', { name: 'Post' }).click();
    await comments.getByText('Please write something before posting.').waitFor();
    await comments.getByLabel('Write a comment').fill('   ');
    await comments.getByRole('button', { name: 'Post' }).click();
    await comments.getByText('Please write something before posting.').waitFor();
    expect(commentCalls()).toBe(0);

    const harmful = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b> Jingshan Park at dusk!';
    await comments.getByLabel('Write a comment').fill(harmful);
    await comments.getByRole('button', { name: 'Post' }).click();
    const mine = comments.getByRole('article', { name: 'Comment by Mei Traveller' }).first();
    await expect.poll(() => mine.locator('.comment__text').textContent()).toBe(harmful);
    expect(await mine.locator('.comment__text img, .comment__text script, .comment__text b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(commentCalls()).toBe(1);

    const first = comments.locator('.comments__list > .comments__item').nth(1);
    const author = (await first.locator('.comment__author').first().textContent()) ?? '';
    await first.getByRole('button', { name: 'Reply' }).first().click();
    await comments.getByLabel(`Reply to ${author}`).fill('Thanks, we will go on Tuesday then.');
    await comments.locator('.comments__reply-composer').getByRole('button', { name: 'Reply', exact: true }).click();
    await first.locator('.comments__replies').getByText('Thanks, we will go on Tuesday then.').waitFor();

    await page.reload();
    await comments.locator('.comment').first().waitFor();
    await expect.poll(() => comments.getByRole('article', { name: 'Comment by Mei Traveller' }).first().locator('.comment__text').textContent()).toBe(harmful);
    await comments.locator('.comments__list > .comments__item').nth(1).getByRole('button', { name: /^View replies/ }).click();
    await comments.getByText('Thanks, we will go on Tuesday then.').waitFor();

    const target = comments.locator('.comments__list > .comments__item').nth(2).locator('.comment').first();
    const likeButton = target.getByRole('button', { name: /^Like, \d+$/ });
    const likesBefore = Number(await likeButton.textContent());
    await likeButton.click();
    await expect.poll(() => likeButton.getAttribute('aria-pressed')).toBe('true');
    expect(Number(await likeButton.textContent())).toBe(likesBefore + 1);
    await likeButton.click();
    await expect.poll(() => likeButton.getAttribute('aria-pressed')).toBe('false');
    expect(Number(await likeButton.textContent())).toBe(likesBefore);

    await forceScenario(page, { endpoint: 'comment/giveLike', code: 500, msg: 'The like service is down' });
    await likeButton.click();
    await page.getByText('Something went wrong on our side. Please try again.').first().waitFor();
    await expect.poll(() => likeButton.getAttribute('aria-pressed')).toBe('false');
    expect(Number(await likeButton.textContent())).toBe(likesBefore);
    await context.close();
  });

  it('streams the AI guide, can stop it, shows the stream error, and keeps a finished guide', async () => {
    const context = await newContext(browser, { pace: 'realistic' });
    const page = await openPage(context, '/cityInfo?id=4');
    const guide = page.getByRole('region', { name: 'AI city guide' });
    await guide.getByRole('button', { name: 'Write my guide' }).click();
    await guide.getByRole('heading', { name: 'Your AI guide to Chengdu' }).waitFor();
    await guide.getByRole('button', { name: 'Stop' }).click();
    await guide.getByText('Stopped. What arrived so far is kept.').waitFor();
    const kept = await guide.locator('.city-guide__text').textContent();
    await page.waitForTimeout(600);
    expect(await guide.locator('.city-guide__text').textContent()).toBe(kept);
    expect(kept).not.toContain('Where to stay');

    await forceScenario(page, { endpoint: 'ai/cityStream', failStreamAfter: 3 });
    await guide.getByRole('button', { name: 'Write it again' }).click();
    await guide.getByRole('alert').getByText('Stream request error').waitFor();

    await page.evaluate(() => fetch('/api/__mock/settings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pace: 'fast' }) }));
    await guide.getByRole('button', { name: 'Try again' }).click();
    await guide.getByRole('heading', { name: 'Where to stay' }).waitFor();
    await guide.getByRole('button', { name: 'Write it again' }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'AI city guide' }).getByRole('heading', { name: 'Good to know' }).waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
