import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../../mock-server/node';
import { resetWorld } from '../../mock-server/world';
import { memoryFileStore, useFileStore } from '../../mock-server/files';

/** Every Node test talks to the same MSW handlers as the browser, with a fresh seeded world per test. */
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  localStorage.clear();
  useFileStore(memoryFileStore());
  resetWorld();
});
afterAll(() => mockServer.close());
