import { describe, expect, it } from 'vitest';
import { seededAnswers } from '../../scripts/first-answers';
import { firstCallUrls } from '../../scripts/early-calls';
import { seedWorld } from '../../mock-server/seed';
import { currentWorld } from '../../mock-server/world';
import { IN_BROWSER_API_BASE } from '../../src/lib/api-base';

const firstUrls = [...new Set(Object.values(firstCallUrls(IN_BROWSER_API_BASE)).flat())];
const DAY_MS = 86_400_000;

describe("the mock's first answers a mock-mode build writes (scripts/first-answers.ts)", () => {
  it("are what the mock answers a first visit, in every language, whatever the mock's clock says", async () => {
    // the mock of these tests, a year later: an answer that read the clock would differ from the build's
    currentWorld().settings.clockOffsetMs = 400 * DAY_MS;
    const live = new Map<string, unknown>();
    for (const url of firstUrls) {
      for (const language of ['en', 'zh', 'ar', 'es'] as const) {
        const response = await fetch(`http://mock.test${url}`, { headers: { 'Language-Code': language } });
        live.set(`${url} ${language}`, await response.json());
      }
    }
    const built = await seededAnswers(firstUrls);
    expect([...built.keys()]).toEqual(firstUrls);
    for (const [key, answer] of live) {
      const [url, language] = key.split(' ') as [string, 'en' | 'zh' | 'ar' | 'es'];
      expect(JSON.parse(built.get(url)![language]), key).toEqual(answer);
    }
    // the lists are in the reader's language
    const cities = (language: 'en' | 'zh') => (JSON.parse(built.get('/api/city/topCityList')![language]) as { data: { name: string }[] }).data.map((city) => city.name);
    expect(cities('en')).toContain('Beijing');
    expect(cities('zh')).toContain('北京');
  });

  it('fail the build for a call that changes the world or that the mock refuses', async () => {
    const notice = seedWorld().notices[0];
    await expect(seededAnswers([`/api/entryChinaNotice/share?id=${notice.id}`])).rejects.toThrow(/entryChinaNotice\/share\?id=.* changes the mock's world/);
    await expect(seededAnswers(['/api/clientTrails/view?id=999999'])).rejects.toThrow(/did not answer \/api\/clientTrails\/view\?id=999999 \(en\)/);
  });
});
