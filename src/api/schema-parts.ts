import * as v from 'valibot';

/**
 * Building blocks of the contract's schemas. Request fields bound their length before any pattern or
 * rule runs (parse with `abortPipeEarly`), and accept what each encoding carries: query and form
 * values arrive as strings, JSON as typed values.
 */

/** Any single field of a request; longer text fields say their own, smaller limit. */
const FIELD_MAX = 10_000;

/** A required text field, trimmed; `label` names it in the message. */
export function text(label: string, max = FIELD_MAX) {
  return v.pipe(
    v.optional(v.union([v.string(), v.number()], `${label} must be text`), ''),
    v.transform(String),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
  );
}

/** A text field that may be left out or empty (''). */
export function optionalText(label: string, max = FIELD_MAX) {
  return v.pipe(
    v.optional(v.union([v.string(), v.number()], `${label} must be text`), ''),
    v.transform(String),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    v.trim(),
  );
}

const DIGITS = /^-?\d{1,15}$/;

/** A whole number, sent as a number (JSON) or as digits (query, form, path). */
export function int(label: string, range: { min?: number; max?: number } = {}) {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = range;
  return v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.maxLength(16), v.trim(), v.regex(DIGITS), v.transform(Number))],
      `${label} must be a whole number`,
    ),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );
}

export function optionalInt(label: string, range: { min?: number; max?: number } = {}) {
  return v.optional(v.pipe(v.union([v.literal(''), int(label, range)]), v.transform((value) => (value === '' ? undefined : value))));
}

/** One of a fixed set of values. */
export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return v.picklist(values, `${label} must be one of ${values.join(', ')}`);
}

export const id = int('id', { min: 1 });
export const idPayload = v.object({ id });
export const pageQuery = { pageNum: int('pageNum', { min: 1 }), pageSize: int('pageSize', { min: 1, max: 100 }) };
export const pageQueryPayload = v.object(pageQuery);
/** Endpoints that take no payload: whatever arrives is ignored. */
export const nothing = v.any();

/** Answers */
export const page = <T extends v.GenericSchema>(row: T) => v.object({ rows: v.array(row), total: v.number() });
export const nullableString = v.nullable(v.string());
export const option = v.object({ value: v.string(), label: v.string() });
/** Calls that answer nothing: whatever `data` holds is dropped. */
export const nullAnswer = v.pipe(v.unknown(), v.transform(() => null));
