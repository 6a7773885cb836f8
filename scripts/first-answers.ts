import { getResponse } from 'msw';
import { handlers } from '../mock-server/handlers';
import { seedWorld } from '../mock-server/seed';
import { openWorld, type World } from '../mock-server/world';
import { ErrorCode } from '../src/api/error-codes';
import { LANGUAGE_CODES, type LanguageCode } from '../src/api/types/common';

/** The seeded mock's answer to one first call, as its body's text, in each language. */
export type SeededAnswer = Record<LanguageCode, string>;

/**
 * What the in-browser mock answers each of `urls` (GET addresses under its API path) in each language, from
 * the world a first visit's mock opens: the seed, after the trip through JSON that the browser's copy takes
 * (scripts/seeded-world.ts). A call that fails, or that changes the world (its answer would then no longer
 * be the seed's), fails the build.
 */
export async function seededAnswers(urls: readonly string[]): Promise<Map<string, SeededAnswer>> {
  let changedBy = '';
  let asking = '';
  const noteChange = () => {
    changedBy ||= asking;
  };
  openWorld({ load: () => null, save: noteChange, saveSoon: noteChange }, () => JSON.parse(JSON.stringify(seedWorld())) as World);
  const answers = new Map<string, SeededAnswer>();
  for (const url of urls) {
    const answer = {} as SeededAnswer;
    for (const language of LANGUAGE_CODES) {
      asking = `${url} (${language})`;
      const response = await getResponse(handlers, new Request(new URL(url, 'http://site.test/'), { headers: { 'Language-Code': language } }));
      const text = (await response?.text()) ?? '';
      const { code } = JSON.parse(text || '{}') as { code?: number };
      if (code !== ErrorCode.success) throw new Error(`The seeded mock did not answer ${asking}: ${text || 'no handler'}`);
      if (changedBy) throw new Error(`${changedBy} changes the mock's world, so a first visit cannot take its answer from the build`);
      answer[language] = text;
    }
    answers.set(url, answer);
  }
  return answers;
}
