import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';
import { config } from '../../src/config';
import { fetchVisitorCountry } from '../../src/api/site';

const LOOKUP = 'http://ip-lookup.test/json';

/** The configured IP lookup service answers `body`. */
function lookupAnswers(body: Record<string, string>): void {
  Object.assign(config, { ipLookupUrl: LOOKUP });
  mockServer.use(http.get(LOOKUP, () => HttpResponse.json(body)));
}

afterEach(() => {
  Object.assign(config, { ipLookupUrl: '' });
});

describe("the visitor's country from an IP lookup service", () => {
  it("takes the name and the ISO code from each common service's answer", async () => {
    // ipapi.co: an English name and the code twice
    lookupAnswers({ country_name: 'Germany', country: 'DE', country_code: 'DE' });
    await expect(fetchVisitorCountry()).resolves.toEqual({ name: 'Germany', code: 'DE' });
    // ip-api.com: an English name and its code
    lookupAnswers({ country: 'Japan', countryCode: 'JP' });
    await expect(fetchVisitorCountry()).resolves.toEqual({ name: 'Japan', code: 'JP' });
    // ipinfo: the code alone, in any case
    lookupAnswers({ country: 'kr' });
    await expect(fetchVisitorCountry()).resolves.toEqual({ name: 'kr', code: 'KR' });
  });

  it('keeps a name without a code, and fails for an answer that names no country', async () => {
    lookupAnswers({ country_name: 'Spain' });
    await expect(fetchVisitorCountry()).resolves.toEqual({ name: 'Spain', code: null });
    lookupAnswers({ country_code: 'ES' });
    await expect(fetchVisitorCountry()).rejects.toThrow(/named no country/);
  });
});
