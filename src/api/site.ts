import { ofetch } from 'ofetch';
import { callable } from './client';
import { config } from '../config';
import { mockControl } from './mock-control';
import type { VisitorCountry } from './types/site';

export const fetchLanguages = callable('language/list');
export const fetchSiteEnums = callable('common/enum');
export const fetchAllDicts = callable('enums/allDict');
export const fetchRoles = callable('sys/role/list');
export const uploadPublicFile = callable('common/minio/upload');
export const uploadPrivateFile = callable('common/oss/private/upload');

/** The answer shapes of common IP lookup services (ipapi.co, ip-api.com, ipinfo-style). */
interface IpLookupAnswer {
  country_name?: string;
  country?: string;
  country_code?: string;
  countryCode?: string;
}

const ISO_CODE = /^[A-Za-z]{2}$/;

/** The country in a lookup service's answer, or null when it names none. */
function countryOfLookup(answer: IpLookupAnswer): VisitorCountry | null {
  const name = answer.country_name ?? answer.country;
  if (!name) return null;
  const code = [answer.country_code, answer.countryCode, answer.country].find((value) => value !== undefined && ISO_CODE.test(value));
  return { name, code: code?.toUpperCase() ?? null };
}

/**
 * The visitor's country from an IP lookup service. The service comes from configuration; mock mode
 * without one asks the mock. Rejects when no country can be found.
 */
export async function fetchVisitorCountry(): Promise<VisitorCountry> {
  if (!config.ipLookupUrl && config.mockMode) {
    const { country, countryCode } = await mockControl.ipCountry();
    return { name: country, code: countryCode };
  }
  if (!config.ipLookupUrl) throw new Error('No IP lookup service is configured');
  const country = countryOfLookup(await ofetch<IpLookupAnswer>(config.ipLookupUrl, { retry: 0, timeout: 10_000 }));
  if (!country) throw new Error('The IP lookup service named no country');
  return country;
}
