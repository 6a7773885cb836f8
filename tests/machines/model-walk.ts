/** Kept only for tests/machines/session.test.ts until it imports ../support/model-coverage like the other machine tests. */
export { clearStorage, trackCoverage, walkShortestPaths } from '../support/model-coverage';
