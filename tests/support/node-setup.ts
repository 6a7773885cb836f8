import { File as NodeFile, Blob as NodeBlob } from 'node:buffer';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../../mock-server/node';
import { resetWorld } from '../../mock-server/world';
import { memoryFileStore, setFileStore } from '../../mock-server/files';

/**
 * jsdom's FormData, File and Blob are not understood by Node's fetch, so uploads would lose their bytes:
 * use Node's own classes (the ones fetch and MSW read) inside the jsdom environment.
 */
const nodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
Object.assign(globalThis, { FormData: nodeFormData, File: NodeFile, Blob: NodeBlob });

/** Every Node test talks to the same MSW handlers as the browser, with a fresh seeded world per test. */
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  localStorage.clear();
  setFileStore(memoryFileStore());
  resetWorld();
});
afterAll(() => mockServer.close());
