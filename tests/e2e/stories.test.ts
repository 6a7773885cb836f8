import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openPage } from './support';

const DEMO = { email: 'demo@example.com', password: 'Travel#2026' };

/** The app renders only after the in-browser mock has started, so a rendered #main means the API answers. */
const appReady = (page: Page) => page.locator('#main').waitFor();

/** Signs the demo account in through the API, stores the session as the app does, and reloads. */
async function signIn(page: Page): Promise<void> {
  await appReady(page);
  await page.evaluate(async ({ email, password }) => {
    const deviceNo = localStorage.getItem('ctp.deviceNo') ?? 'e2e-device';
    const response = await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, deviceNo }) });
    const body = (await response.json()) as { data: { token: string; clientInfo: unknown } };
    localStorage.setItem('ctp.token', body.data.token);
    localStorage.setItem('ctp.user', JSON.stringify(body.data.clientInfo));
  }, DEMO);
  await page.reload();
  await appReady(page);
}

/** A PNG of the given size drawn in the page, as a file for an <input type=file>. */
async function png(page: Page, name: string, width: number, height: number) {
  const dataUrl = await page.evaluate(({ width, height }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#fde68a';
    context.fillRect(width / 4, height / 4, width / 2, height / 2);
    return canvas.toDataURL('image/png');
  }, { width, height });
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
}

describe('the Explore square', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lets a visitor browse, sort and search stories, then a signed-in reader like, collect and comment', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/explorList');
    await page.getByRole('heading', { name: 'Explore travel stories', level: 1 }).waitFor();
    const cards = page.locator('.story-card');
    await expect.poll(() => cards.count()).toBe(12);
    await page.getByRole('button', { name: 'Most liked' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Most liked' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Search stories').fill('Chengdu');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/stories for “Chengdu”/).waitFor();
    await page.getByRole('link', { name: 'Pandas at breakfast time in Chengdu' }).click();
    await page.getByRole('heading', { name: 'Pandas at breakfast time in Chengdu', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Arrive at opening time', level: 2 }).waitFor();

    await signIn(page);
    const like = page.getByRole('button', { name: /^Like \d+/ });
    const likesBefore = Number(await like.locator('.story-action__count').textContent());
    await like.click();
    const liked = page.getByRole('button', { name: /^Liked \d+/ });
    await expect.poll(() => liked.locator('.story-action__count').textContent()).toBe(String(likesBefore + 1));
    const collect = page.getByRole('button', { name: /^Collect(ed)? \d+/ });
    const wasCollected = await collect.getAttribute('aria-pressed');
    await collect.click();
    await expect.poll(() => collect.getAttribute('aria-pressed')).toBe(wasCollected === 'true' ? 'false' : 'true');

    await page.getByRole('button', { name: 'Post' }).click();
    await page.getByText('Please write something before posting.').waitFor();
    await page.getByLabel('Write a comment').fill('Went in May with @Lena Fischer, the red pandas stole the show!');
    await page.getByRole('button', { name: 'Post' }).click();
    const mine = page.getByRole('article', { name: 'Comment by Mei Traveller' });
    await mine.getByText('the red pandas stole the show!').waitFor();
    expect(await mine.locator('.mention').first().textContent()).toBe('@Lena');

    await page.reload();
    await page.getByRole('button', { name: /^Liked \d+/ }).waitFor();
    await page.getByRole('article', { name: 'Comment by Mei Traveller' }).waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('validates, keeps the draft across a reload, and publishes a story with a cover, pictures and a paragraph title', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/explorAdd');
    await signIn(page);
    await page.getByRole('heading', { name: 'Write a travel story' }).waitFor();
    await page.getByRole('button', { name: 'Publish story' }).click();
    for (const message of ['Please add a cover image.', 'Please enter a title.', 'Please write your story: add a paragraph or a picture.']) {
      await page.getByText(message).waitFor();
    }
    await page.locator('.editor__cover input[type=file]').setInputFiles(await png(page, 'small-cover.png', 800, 300));
    await page.getByText('small-cover.png: the cover must be at least 1350 × 480 pixels.').waitFor();
    await page.locator('.editor__cover input[type=file]').setInputFiles(await png(page, 'cover.png', 1400, 500));
    await page.getByRole('img', { name: 'Cover image' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Two days on the Li River');

    await page.getByRole('button', { name: 'Paragraph title' }).click();
    await page.getByRole('dialog', { name: 'Add a paragraph title' }).getByLabel('Paragraph title').fill('Bamboo rafts at Xingping');
    await page.getByRole('button', { name: 'Add title' }).click();
    await page.getByRole('textbox', { name: 'Paragraph (block 2)' }).fill('We took the raft from Yangdi at eight and had the river to ourselves.');
    await page.locator('.editor__toolbar input[type=file]').setInputFiles([await png(page, 'river.png', 600, 400), await png(page, 'tiny.png', 80, 40)]);
    await page.getByRole('img', { name: 'Picture (block 3)' }).waitFor();
    await page.getByText('tiny.png: pictures must be larger than 100 × 50 pixels.').waitFor();

    await page.reload();
    await page.getByRole('dialog', { name: 'Restore your draft?' }).waitFor();
    await page.getByRole('button', { name: 'Restore draft' }).click();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Two days on the Li River');
    await page.getByRole('img', { name: 'Picture (block 3)' }).waitFor();

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of your story' });
    await preview.getByRole('heading', { name: 'Bamboo rafts at Xingping' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Publish story' }).click();
    await page.waitForURL(/\/explorInfo\?id=\d+/);
    await page.getByRole('heading', { name: 'Two days on the Li River', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Bamboo rafts at Xingping', level: 2 }).waitFor();
    const photo = page.locator('.story-body__figure img');
    expect(await photo.getAttribute('src')).toMatch(/\/api\/media\/upload\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);

    await page.goto('/explorAdd');
    await page.getByRole('heading', { name: 'Write a travel story' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Restore your draft?' }).count()).toBe(0);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('keeps everything when publishing fails, then edits and deletes an own story from My stories', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/myPublish');
    await signIn(page);
    const own = page.locator('.story-card').filter({ hasText: 'Face to face with the Terracotta Army' });
    await own.getByRole('link', { name: /^Edit/ }).click();
    const title = page.getByLabel('Title', { exact: true });
    await expect.poll(() => title.inputValue()).toBe('Face to face with the Terracotta Army');
    await title.fill('The Terracotta Army at dusk');
    await page.evaluate(async () => {
      await fetch('/api/__mock/scenario', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: 'clientTrails/edit', code: 500, msg: 'Storage is busy' }) });
    });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Publishing failed. Everything you wrote is kept: try again in a moment.').waitFor();
    expect(await title.inputValue()).toBe('The Terracotta Army at dusk');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { name: 'The Terracotta Army at dusk', level: 1 }).waitFor();

    await page.goto('/myPublish');
    const edited = page.locator('.story-card').filter({ hasText: 'at dusk' });
    await edited.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this story?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    expect(await edited.count()).toBe(1);
    await edited.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete story' }).click();
    await expect.poll(() => edited.count()).toBe(0);
    await page.getByRole('tab', { name: 'Collected' }).click();
    await expect.poll(() => page.locator('.story-card').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('renders a story with hostile HTML as harmless text', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/explorList');
    await signIn(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const id = await page.evaluate(async () => {
      const body = {
        title: '<img src=x onerror="window.__pwned=1">Trip',
        cover: 'media/cover/hostile?caption=Test',
        content: [
          { type: 'heading', text: '<a href="javascript:window.__pwned=2">Click me</a>' },
          { type: 'text', text: '<script>window.__pwned=3</script><b onmouseover="window.__pwned=4">bold</b>' },
        ],
      };
      const response = await fetch('/api/clientTrails/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('ctp.token')}` },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: { id: number } }).data.id;
    });
    await page.goto(`/explorInfo?id=${id}`);
    await page.getByRole('heading', { name: '<img src=x onerror="window.__pwned=1">Trip', level: 1 }).waitFor();
    await page.getByText('<script>window.__pwned=3</script>', { exact: false }).waitFor();
    await page.getByRole('heading', { name: '<a href="javascript:window.__pwned=2">Click me</a>' }).click();
    expect(await page.locator('.story img[src="x"], .story script, .story a[href^="javascript"], .story b').count()).toBe(0);
    await page.goto('/explorList');
    await page.getByRole('link', { name: '<img src=x onerror="window.__pwned=1">Trip' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
