import { failureOfCode, type Failure } from '../../api/error-kinds';

/** A link that cannot point to anything (no id, a malformed one): shown like an item that does not exist. */
export const MISSING_ITEM: Failure = failureOfCode(404, '');
