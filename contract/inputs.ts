import { z } from "zod";
import { DATE_TIME_PATTERN } from "./input-patterns";

/**
 * Building blocks for every value a client sends: text, ids, integers in a query string and
 * times. Each says in the schema (and so in the OpenAPI document) what the database can hold.
 */

/**
 * Text the database can store and compare: no NUL (U+0000), which Postgres text cannot hold,
 * and no unpaired UTF-16 surrogate, which has no UTF-8 form and would be stored as U+FFFD.
 * Written without the `u` flag so it reads the same in JSON Schema validators with and
 * without Unicode mode.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what it refuses.
export const STORABLE_TEXT_PATTERN = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
export const STORABLE_TEXT_MESSAGE =
  "Remove the NUL character (U+0000) and any unpaired surrogate; send valid Unicode text.";

/** Any text input: `text().trim().max(200)`, never a bare `z.string()`. */
export const text = () => z.string().regex(STORABLE_TEXT_PATTERN, STORABLE_TEXT_MESSAGE);

export const ID_MAX_LENGTH = 100;

/** An id in a path or a query: an id that cannot exist is a 404, not a 422. */
export const ResourceId = text().max(ID_MAX_LENGTH);

/** Largest value a Postgres `integer` holds; integer inputs that reach the database stop here. */
export const INT4_MAX = 2_147_483_647;

/**
 * An integer in the query string, written as plain decimal digits: `1e2`, `0x10`, `+5`, `1.0`
 * and an empty value are refused, though `Number()` would take them. Documented as an integer.
 */
export function queryInteger(name: string, range: { min: number; max: number }) {
  const inRange = `${name} must be a whole number from ${range.min} to ${range.max}.`;
  return z.preprocess(
    (value, ctx) => {
      if (typeof value !== "string") return value;
      if (/^[0-9]{1,16}$/.test(value)) return Number(value);
      ctx.issues.push({
        code: "custom",
        input: value,
        message: `Write ${name} in plain digits (0-9), e.g. ${range.min}; signs, decimals and exponents are not accepted.`,
      });
      return z.NEVER;
    },
    z.number().int(inRange).min(range.min, inRange).max(range.max, inRange),
  );
}

/** The earliest and latest instants every database and `Date` round trip agree on. */
const DATE_TIME_RANGE = {
  min: "0001-01-01T00:00:00Z",
  max: "9999-12-31T23:59:59Z",
} as const;

/**
 * A moment in time as RFC 3339: `2026-11-22T14:00:00Z`, or with a UTC offset
 * (`2026-11-22T16:00:00+02:00`) and fractions of a second; within DATE_TIME_RANGE once
 * converted to UTC.
 */
export const DateTimeInput = z.iso
  .datetime({
    offset: true,
    message:
      "Use an ISO 8601 time such as 2026-11-22T14:00:00Z, or with a UTC offset such as 2026-11-22T16:00:00+02:00.",
  })
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1 && year <= 9999;
    },
    {
      message: `Use a time from ${DATE_TIME_RANGE.min} to ${DATE_TIME_RANGE.max}.`,
    },
  )
  // The shape the server reads, for the document (format date-time alone is looser).
  .meta({ pattern: DATE_TIME_PATTERN });
