/**
 * Every envelope code the client, its failure classifier and the mock backend speak of, defined once.
 * The spec numbers 200, 401, 418, 601, 605 and 606; the others are ours (see docs/decisions.md).
 */
export const ErrorCode = {
  success: 200,
  badInput: 400,
  notSignedIn: 401,
  forbidden: 403,
  notFound: 404,
  alreadySaved: 409,
  kicked: 418,
  serverError: 500,
  accountNotFound: 601,
  emailTaken: 602,
  codeTooSoon: 603,
  accountLocked: 605,
  wrongPassword: 606,
  wrongCode: 607,
} as const;


/** Codes that end the session: the kick modal is the message. */
export const KICK_CODES: ReadonlySet<number> = new Set([ErrorCode.notSignedIn, ErrorCode.kicked]);
