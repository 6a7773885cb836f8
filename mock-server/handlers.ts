import type { EndpointName } from '../src/api/contract';
import { endpointRoute, loadedOnFirstUse, type MockHandler } from './kit';
import { accountHandlers } from './domains/account';
import { siteHandlers } from './domains/site';
import { notificationHandlers } from './domains/notifications';
import { citiesHandlers } from './domains/cities';
import { storiesHandlers } from './domains/stories';
import { packagesHandlers } from './domains/packages';
import { supportHandlers } from './domains/support';
import { noticesHandlers } from './domains/notices';
import { controlHandlers } from './control';

/** What mock-server/domains/planner.ts answers; its code (the itinerary generator) loads on the first of these calls. */
export const PLANNER_ENDPOINTS: readonly EndpointName[] = [
  'tripStrategy/page', 'tripStrategy/view', 'tripStrategy/budgetList', 'tripStrategy/accessCity', 'tripStrategy/areaList',
  'tripStrategy/tripDetail', 'tripStrategy/tripCondition', 'tripStrategy/historyDeparture', 'tripStrategy/planTrip', 'tripStrategy/save',
  'clientTripStrategy/myPage', 'clientTripStrategy/viewStrategyResult', 'clientTripStrategy/remove',
  'ai/reply', 'ai/like', 'ai/trample', 'ai/cancelLike', 'ai/cancelTrample', 'aiQuestion/list', 'ai/trip', 'ai/stream',
];

const plannerHandlers = loadedOnFirstUse(PLANNER_ENDPOINTS, async () => (await import('./domains/planner')).plannerHandlers);

const endpointHandlers: MockHandler[] = [
  ...accountHandlers,
  ...siteHandlers,
  ...notificationHandlers,
  ...citiesHandlers,
  ...storiesHandlers,
  ...plannerHandlers,
  ...packagesHandlers,
  ...noticesHandlers,
  ...supportHandlers,
];

export const mockedEndpoints: EndpointName[] = endpointHandlers.map((h) => h.endpoint);

/** Every product endpoint, then the mock-only control and media routes. */
export const handlers = [endpointRoute(endpointHandlers), ...controlHandlers];
