import { describe, expect, it } from 'vitest';
import { countryOfLookup } from '../../src/api/site';

describe('the country in an IP lookup service\'s answer', () => {
  it('takes the name and the ISO code from each common service\'s shape', () => {
    // ipapi.co: an English name and the code twice
    expect(countryOfLookup({ country_name: 'Germany', country: 'DE', country_code: 'DE' })).toEqual({ name: 'Germany', code: 'DE' });
    // ip-api.com: an English name and its code
    expect(countryOfLookup({ country: 'Japan', countryCode: 'JP' })).toEqual({ name: 'Japan', code: 'JP' });
    // ipinfo: the code alone, in any case
    expect(countryOfLookup({ country: 'kr' })).toEqual({ name: 'kr', code: 'KR' });
  });

  it('keeps a name without a code, and finds no country in an answer without one', () => {
    expect(countryOfLookup({ country_name: 'Spain' })).toEqual({ name: 'Spain', code: null });
    expect(countryOfLookup({ country_code: 'ES' })).toBeNull();
    expect(countryOfLookup({})).toBeNull();
  });
});
