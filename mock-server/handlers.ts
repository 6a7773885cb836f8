import type { EndpointName } from '../src/api/contract';
import type { MockHandler } from './kit';
import { accountHandlers } from './domains/accounts';
import { siteHandlers } from './domains/site';
import { notificationHandlers } from './domains/notifications';
import { citiesHandlers } from './domains/cities';
import { trailsHandlers } from './domains/trails';
import { tripsHandlers } from './domains/trips';
import { catalogueHandlers } from './domains/catalogue';
import { controlHandlers } from './control';

const endpointHandlers: MockHandler[] = [
  ...accountHandlers,
  ...siteHandlers,
  ...notificationHandlers,
  ...citiesHandlers,
  ...trailsHandlers,
  ...tripsHandlers,
  ...catalogueHandlers,
];

export const mockedEndpoints: EndpointName[] = endpointHandlers.map((h) => h.endpoint);

/** Every product endpoint, then the mock-only control and media routes. */
export const handlers = [...endpointHandlers.map((h) => h.handler), ...controlHandlers];
