import { afterAll, beforeAll, describe } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage, signInThroughApi } from './support';
import { fillTrip } from './planner-support';
import { walkSpecModel } from '../support/spec-model';
import { GENERATION_EVENTS, GENERATION_SEES, generationSpec, type GenerationSeen } from '../support/spec-models/generation';

/*
 * The AI-generation spec model (tests/support/spec-models/generation.ts), the one the machine test walks,
 * walked in the planner page of the signed-in demo traveller: the trip form and the chat box are used as a
 * traveller uses them, and what the page shows (the Stop button of a busy chat, the last reply streaming,
 * done, failed with which words or stopped, the form's errors, a warning toast) is compared with the spec.
 *
 * The server's side: replies stream at the realistic pace, so a reply is still being written while the
 * page is looked at; "finished" is the mock switched to the fast pace, which ends the running stream in a
 * moment, and "broke" the same with a stream told beforehand to break after some events. The free answer
 * is made long (the mock's stream rehearsal, as `npm run bench:stream` uses it), since a realistic answer
 * ends on its own in 8 s. Every path opens a new tab on the same signed-in context, its conversation and
 * drafts forgotten first.
 */
type SpecEvent = (typeof GENERATION_EVENTS)[number];

const LEFT_OUT = {
  // decided later than the spec (docs/decisions.md, "Refine by chat"): once the chat has a plan, the chat box asks for a change to it
  'itineraryShown --ASK-->': 'in the page a message after an itinerary is a change request for that plan, not a new answer',
};

/** a stream told to break does so after this many events: several seconds at the realistic pace, a moment at the fast one */
const BREAK_AFTER_EVENTS = 30;
/** the free answer: about 600 words over two minutes at the realistic pace */
const LONG_ANSWER = { words: 600, durationMs: 120_000 };
const QUESTION = 'What should I eat in Harbin?';
const WARNINGS: Record<string, string> = {
  'The itinerary is generating, please wait': 'planner:busy.itinerary',
  'AI is responding, please wait': 'planner:busy.answer',
};

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { pace: 'realistic' });
  // before the app (and its mock) starts on any page: a long free answer, no scenario or conversation left from the path before
  await context.addInitScript((longAnswer) => {
    const stored = localStorage.getItem('ctp.mock.world');
    if (stored) {
      const world = JSON.parse(stored) as Record<string, unknown>;
      localStorage.setItem('ctp.mock.world', JSON.stringify({ ...world, streamRehearsal: longAnswer, scenarios: [] }));
    }
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('ctp.draft.') || key === 'ctp.chatMessages' || key === 'ctp.chatRequest' || key === 'ctp.planVersions') localStorage.removeItem(key);
    }
  }, LONG_ANSWER);
  const page = await openPage(context, '/travelItinerary');
  await signInThroughApi(page);
  await page.close();
});
afterAll(async () => {
  await browser.close();
});

/** The mock's stream pace, also of the stream running now. */
async function setPace(page: Page, pace: 'fast' | 'realistic'): Promise<void> {
  await page.evaluate(async (value) => {
    await fetch('/api/__mock/settings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pace: value }) });
  }, pace);
}

async function start() {
  const page = await openPage(context, '/travelItinerary');
  await page.getByRole('heading', { name: 'Your trip' }).waitFor();
  await page.locator('#trip-departure').waitFor();
  const chatBox = page.getByRole('textbox', { name: 'Ask anything about travel in China' });
  const lastReply = page.locator('.message--assistant').last();
  const toasts = page.locator('.p-toast-message');

  /** A new reply starts at the realistic pace; when the path says it will break, the stream is told to before it starts. */
  const startsReply = async (endpoint: 'ai/trip' | 'ai/stream', upcoming: readonly SpecEvent[]) => {
    await setPace(page, 'realistic');
    const outcome = upcoming.find((event) => event === 'FINISHED' || event === 'BROKE' || event === 'STOP');
    if (outcome === 'BROKE') await forceScenario(page, { endpoint, failStreamAfter: BREAK_AFTER_EVENTS });
  };
  const generate = page.getByRole('button', { name: /^(Generate my itinerary|Planning your trip…)$/ });

  const drive: Record<SpecEvent, (upcoming: readonly SpecEvent[]) => Promise<void>> = {
    GENERATE: async (upcoming) => {
      if ((await page.locator('#trip-departure').inputValue()) === '') await fillTrip(page);
      await startsReply('ai/trip', upcoming);
      await generate.click();
    },
    GENERATE_INVALID: () => generate.click(),
    ASK: async (upcoming) => {
      await startsReply('ai/stream', upcoming);
      await chatBox.fill(QUESTION);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
    },
    ASK_EMPTY: async () => {
      await chatBox.fill('   ');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
    },
    // the server writes the rest at once (a stream told to break breaks)
    FINISHED: () => setPace(page, 'fast'),
    BROKE: () => setPace(page, 'fast'),
    STOP: () => page.getByRole('button', { name: 'Stop', exact: true }).click(),
    RETRY: async (upcoming) => {
      const itinerary = (await lastReply.getByText('Failed to generate itinerary, please try again').count()) > 0;
      await startsReply(itinerary ? 'ai/trip' : 'ai/stream', upcoming);
      await lastReply.getByRole('button', { name: 'Try again' }).click();
    },
  };

  const replyStatus = async (): Promise<GenerationSeen['reply']> => {
    if ((await page.locator('.message--assistant').count()) === 0) return 'none';
    if ((await lastReply.getAttribute('aria-busy')) === 'true') return 'streaming';
    if (await lastReply.getByRole('alert').isVisible()) return 'failed';
    if (await lastReply.getByText(/Stopped/).isVisible()) return 'stopped';
    if (await lastReply.getByText(/Interrupted/).isVisible()) return 'interrupted';
    return (await lastReply.getByRole('group', { name: 'Rate this reply' }).isVisible()) ? 'done' : 'none';
  };
  const replyFailure = async (): Promise<GenerationSeen['replyFailure']> => {
    if (await lastReply.getByText('Failed to generate itinerary, please try again').isVisible()) return 'generate';
    return (await lastReply.getByText('Stream request error').isVisible()) ? 'stream' : null;
  };
  const warning = async (): Promise<string | null> => {
    const shown = await page.locator('.p-toast-message-warn .p-toast-detail').allTextContents();
    return shown.length ? shown.map((text) => WARNINGS[text] ?? text).join(' | ') : null;
  };
  const seen = async (): Promise<GenerationSeen> => ({
    busy: await page.getByRole('button', { name: 'Stop', exact: true }).isVisible(),
    reply: await replyStatus(),
    replyFailure: await replyFailure(),
    formErrors: (await page.locator('.chat-screen__form').getByRole('alert').count()) > 0,
    warning: await warning(),
  });

  return {
    drive: async (event: SpecEvent, upcoming: readonly SpecEvent[]) => {
      // what the last step brought up is closed, so a warning seen after this one is this one's
      for (const close of await page.locator('.p-toast-message .p-toast-icon-close').all()) await close.click().catch(() => undefined);
      await toasts.first().waitFor({ state: 'detached' });
      await drive[event](upcoming);
    },
    seen,
    stop: () => page.close(),
  };
}

describe('AI generation, spec model in the browser', () => {
  walkSpecModel('AI generation (browser)', generationSpec, {
    events: GENERATION_EVENTS, sees: GENERATION_SEES, start, settleMs: 10_000, leaveOut: LEFT_OUT,
  });
});
