import type { EndpointName } from '../src/api/contract';
import type { MockHandler } from './kit';
import { accountHandlers } from './domains/account';
import { siteHandlers } from './domains/site';
import { notificationHandlers } from './domains/notifications';
import { citiesHandlers } from './domains/cities';
import { storiesHandlers } from './domains/stories';
import { plannerHandlers } from './domains/planner';
import { packagesHandlers } from './domains/packages';
import { supportHandlers } from './domains/support';
import { noticesHandlers } from './domains/notices';
import { controlHandlers } from './control';

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
export const handlers = [...endpointHandlers.map((h) => h.handler), ...controlHandlers];
