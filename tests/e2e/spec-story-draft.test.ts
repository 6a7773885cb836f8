import { afterAll, beforeAll, describe } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage, signInThroughApi } from './support';
import { walkSpecModel } from '../support/spec-model';
import {
  STORY_DRAFT_EVENTS, STORY_DRAFT_SEES, STORY_TITLE, storyDraftSpec, type StoryDraftSeen,
} from '../support/spec-models/story-draft';

/*
 * The story-draft spec model (tests/support/spec-models/story-draft.ts), the one the machine test walks,
 * walked in the page: the demo traveller writes a story (a cover, the title, a paragraph), opens the editor
 * again by reloading it (or by going back to it from the published story), answers the restore prompt and
 * publishes, with the mock holding (or refusing) the publishing call; what the page shows (the prompt, the
 * editor's title, a locked Publish button, the failure line, the published story's heading) and whether a
 * draft waits on this device are compared with what the spec says.
 */
type SpecEvent = (typeof STORY_DRAFT_EVENTS)[number];

/** how long the mock holds the publishing answer, so the locked button can be seen while it waits */
const PUBLISH_WAIT_MS = 2_000;
const EDITOR = '/explorAdd';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A PNG of the given size drawn in the page, as a file for an <input type=file>. */
async function png(page: Page, name: string, width: number, height: number) {
  const dataUrl = await page.evaluate(({ width, height }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, width, height);
    return canvas.toDataURL('image/png');
  }, { width, height });
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
}

async function start() {
  const context = await newContext(browser);
  const page = await openPage(context, EDITOR);
  await signInThroughApi(page);
  const heading = page.getByRole('heading', { name: 'Write a travel story', level: 1 });
  await heading.waitFor();
  const restorePrompt = page.getByRole('dialog', { name: 'Restore your draft?' });
  const titleField = page.getByLabel('Title', { exact: true });
  const publish = page.getByRole('button', { name: /^(Publish story|Uploading|Publishing…)/ });

  const drive: Record<SpecEvent, (upcoming: readonly SpecEvent[]) => Promise<void>> = {
    WRITE: async () => {
      const cover = page.getByRole('img', { name: 'Cover image' });
      if (!(await cover.isVisible())) {
        await page.locator('.editor__cover input[type=file]').setInputFiles(await png(page, 'li-river.png', 1400, 500));
        await cover.waitFor();
      }
      await titleField.fill(STORY_TITLE);
      const paragraphs = page.getByRole('textbox', { name: /^Paragraph \(block \d+\)$/ });
      const before = await paragraphs.count();
      await page.getByRole('toolbar').getByRole('button', { name: 'Paragraph', exact: true }).click();
      await paragraphs.nth(before).fill('Bamboo rafts from Yangdi to Xingping at dawn.');
    },
    // a new visit to the editor: a reload, or back to it from the published story
    REOPEN: async () => {
      if (new URL(page.url()).pathname === EDITOR) await page.reload();
      else await page.goto(EDITOR);
      await heading.waitFor();
    },
    RESTORE: () => restorePrompt.getByRole('button', { name: 'Restore draft' }).click(),
    DISCARD: () => restorePrompt.getByRole('button', { name: 'Start again' }).click(),
    PUBLISH: async (upcoming) => {
      const failed = upcoming.find((event) => event === 'PUBLISHED' || event === 'PUBLISH_FAILED') === 'PUBLISH_FAILED';
      await forceScenario(page, { endpoint: 'clientTrails/add', delayMs: PUBLISH_WAIT_MS, ...(failed ? { code: 500, msg: 'The story service is down' } : {}) });
      await publish.click();
    },
    // the answer the previous step set up arrives on its own
    PUBLISHED: async () => undefined,
    PUBLISH_FAILED: async () => undefined,
  };

  const seen = async (): Promise<StoryDraftSeen> => {
    const draftKept = await page.evaluate(() => Object.keys(localStorage).some((key) => /^ctp\.draft\.account-\d+\.story$/.test(key)));
    if (new URL(page.url()).pathname.startsWith('/explorInfo')) {
      const published = page.locator('main h1').first();
      const title = (await published.isVisible()) ? ((await published.textContent()) ?? '') : '';
      return { view: 'published', title, busy: false, failed: false, draftKept };
    }
    return {
      view: (await restorePrompt.isVisible()) ? 'restore prompt' : 'editor',
      title: await titleField.inputValue(),
      busy: await publish.isDisabled(),
      failed: await page.getByText('Publishing failed. Everything you wrote is kept: try again in a moment.').isVisible(),
      draftKept,
    };
  };
  return {
    drive: (event: SpecEvent, upcoming: readonly SpecEvent[]) => drive[event](upcoming),
    seen,
    stop: () => context.close(),
  };
}

describe('story draft, spec model in the browser', () => {
  walkSpecModel('story draft (browser)', storyDraftSpec, { events: STORY_DRAFT_EVENTS, sees: STORY_DRAFT_SEES, start, settleMs: 10_000 });
});
