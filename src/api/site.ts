import { ofetch } from 'ofetch';
import { callable } from './client';
import { config } from '../config';
import { mockControl } from './mock-control';

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
}

/**
 * The visitor's country from an IP lookup service. The service comes from configuration; mock mode
 * without one asks the mock. Rejects when no country can be found.
 */
export async function fetchVisitorCountry(): Promise<string> {
  if (!config.ipLookupUrl && config.mockMode) return (await mockControl.ipCountry()).country;
  if (!config.ipLookupUrl) throw new Error('No IP lookup service is configured');
  const answer = await ofetch<IpLookupAnswer>(config.ipLookupUrl, { retry: 0, timeout: 10_000 });
  const country = answer.country_name ?? answer.country;
  if (!country) throw new Error('The IP lookup service named no country');
  return country;
}
