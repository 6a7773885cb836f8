import type { EndpointName, RequestOf } from './contract';
import type { TrailSort } from './types/stories';

/** Rows per page of the city list (city/cityList) and of the stories' lists; their machines ask with these. */
export const CITY_PAGE_SIZE = 12;
export const STORY_PAGE_SIZE = 12;
/** The order the story square opens in. */
export const FIRST_STORY_SORT: TrailSort = 'latest';

export type FirstCall = { [N in EndpointName]: { name: N; payload?: RequestOf<N> } }[EndpointName];

/**
 * The GET calls an address's first screen makes to show its lists and covers, opened without a query
 * (where the largest thing on the first screen comes from a call: not the planner's form, whose first
 * paint is its own text and which would only share the line with the entry).
 * A build for a real API sends them from index.html while the entry downloads (scripts/early-calls.ts),
 * and the app's identical call takes the answer (early-answers.ts). A payload that no longer matches the
 * screen's own call costs one unused request; the browser test counts the requests.
 */
export const FIRST_CALLS: Readonly<Record<string, readonly FirstCall[]>> = {
  '/': [{ name: 'cityCombo/list' }],
  '/home': [{ name: 'cityCombo/list' }, { name: 'entryChinaNotice/last' }],
  '/cityList': [{ name: 'city/topCityList' }, { name: 'city/allCity' }, { name: 'city/cityList', payload: { pageNum: 1, pageSize: CITY_PAGE_SIZE } }],
  '/explorList': [{ name: 'clientTrails/page', payload: { pageNum: 1, pageSize: STORY_PAGE_SIZE, sort: FIRST_STORY_SORT } }],
};

/**
 * The GET calls every page makes at start: the site's options and dictionaries (a city list's region filter, the
 * footer's contacts). index.html sends them after the calls of an address in FIRST_CALLS (with or without a query):
 * elsewhere the largest paint is the first frame, which should not share the line with them.
 */
export const SITE_CALLS: readonly FirstCall[] = [{ name: 'common/enum' }, { name: 'enums/allDict' }];

/**
 * Where the largest picture of an address's first screen comes from: the first row of one of its first calls'
 * answers (`rows`, the path to the list in the answer; `field`, the row's picture). The early script preloads it
 * as soon as that answer arrives, so the picture downloads while the entry does instead of after the first
 * render. `phoneOnly`: only the phone's layout leads with it (the landing page's tall package covers).
 */
export interface LeadPicture {
  call: number;
  rows: readonly string[];
  field: string;
  phoneOnly: boolean;
}

export const LEAD_PICTURES: Readonly<Record<string, LeadPicture>> = {
  '/': { call: 0, rows: ['data'], field: 'coverVertical', phoneOnly: true },
  '/home': { call: 0, rows: ['data'], field: 'coverVertical', phoneOnly: true },
  '/cityList': { call: 0, rows: ['data'], field: 'cover', phoneOnly: false },
  '/explorList': { call: 0, rows: ['data', 'rows'], field: 'cover', phoneOnly: false },
};
