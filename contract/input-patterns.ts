/**
 * Regular expressions that let the OpenAPI document state exactly what a field accepts, where
 * the server trims, ignores case or reads a date. Written with explicit character classes
 * (no `\s`, no `u` flag) so that every JSON Schema validator reads them the same way.
 */

/** The characters `String.prototype.trim()` removes (`\s` differs between regex dialects). */
const TRIMMED_SPACE =
  "[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]";

/** One of `words` in any letter case, with optional surrounding space, or only space. */
export function anyCaseWordPattern(words: readonly string[]): string {
  const anyCase = (word: string) =>
    [...word].map((ch) => `[${ch.toUpperCase()}${ch.toLowerCase()}]`).join("");
  return `^${TRIMMED_SPACE}*(?:${words.map(anyCase).join("|")})?${TRIMMED_SPACE}*$`;
}

/*
 * Days: a real day of the given years, February 29 only in leap years (divisible by 4, and
 * centuries only when divisible by 400).
 */
/** Years divisible by 4 that are leap years, from the century `leadingDigits` allows. */
const leapYears = (leadingDigits: string) =>
  `(?:${leadingDigits}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)`;

function calendarDay(year: string, leapYear: string): string {
  return `(?:${[
    `${year}-(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])`,
    `${year}-(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)`,
    `${year}-02-(?:0[1-9]|1[0-9]|2[0-8])`,
    `${leapYear}-02-29`,
  ].join("|")})`;
}

/**
 * A calendar day written YYYY-MM-DD, years 0100 to 9999: earlier years do not round-trip
 * through `Date.UTC`, which reads 0 to 99 as 1900 to 1999.
 */
const CALENDAR_DAY = calendarDay(
  "(?:[1-9][0-9]{3}|0[1-9][0-9]{2})",
  leapYears("(?:0[1-9]|[1-9][0-9])"),
);

/** A UTC time of day written Thh:mm:ssZ. */
const UTC_TIME_OF_DAY = "T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z";

/** `funded_after` as the server reads it: "", a day, or a day with a UTC time; space around. */
export const DAY_OR_UTC_TIME_PATTERN = `^${TRIMMED_SPACE}*(?:${CALENDAR_DAY}(?:${UTC_TIME_OF_DAY})?)?${TRIMMED_SPACE}*$`;

/** One UTF-16 unit Postgres text can hold alone (not NUL, not half a surrogate pair). */
const STORABLE_UNIT = "[^\\u0000\\uD800-\\uDFFF]";
const SURROGATE_PAIR = "[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]";
const VISIBLE_UNIT = `[^\\u0000\\uD800-\\uDFFF${TRIMMED_SPACE.slice(1, -1)}]`;

/** Storable text with something left after trim(): a name that is not only spaces. */
export const NON_BLANK_TEXT_PATTERN = `^${TRIMMED_SPACE}*(?:${VISIBLE_UNIT}|${SURROGATE_PAIR})(?:${STORABLE_UNIT}|${SURROGATE_PAIR})*$`;

/**
 * An RFC 3339 time as the API reads it: a real day of the years 0001 to 9999, whole seconds
 * with an optional fraction, and Z or a ±hh:mm offset.
 */
export const DATE_TIME_PATTERN = `^${calendarDay("(?:[0-9]{3}[1-9]|[0-9]{2}[1-9]0|[0-9][1-9]00|[1-9]000)", leapYears("[0-9]{2}"))}T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\\.[0-9]+)?(?:Z|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])$`;
