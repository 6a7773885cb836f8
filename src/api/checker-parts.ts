/**
 * What the answer checker runs, as one chunk. Valibot's functions are named here: a dynamic import of
 * valibot itself would keep every one of its exports (85 KB), not only the ones the schemas use.
 */
export { getDotPath, safeParse } from 'valibot';
export { contractSchemas, streamEventSchema } from './contract-schemas';
