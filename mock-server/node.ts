import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { memoryWorldStore, openWorld } from './world';
import { seedWorld } from './seed';

openWorld(memoryWorldStore, seedWorld);

/** The mock backend inside Node tests, its world seeded in memory. */
export const mockServer = setupServer(...handlers);
