import { z } from "zod";

type RawIssue = z.core.$ZodRawIssue;

/**
 * The sentence of a 422 entry whose schema gave no message of its own: it names the field and
 * says what to send ("page must be 1 or more."), instead of the validator's own wording
 * ("Too small: expected number to be >=1").
 */
function fieldSentence(issue: RawIssue): string {
  const field = fieldName(issue.path ?? []);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `${field} is required.`;
      if (typeof issue.input === "number" && !Number.isFinite(issue.input)) {
        return `${field} must be a finite number.`;
      }
      return `${field} must be ${KIND[issue.expected] ?? issue.expected}.`;
    case "too_small":
      return `${field} must ${sizeRule(issue.origin, "at least", issue.minimum, issue.inclusive)}.`;
    case "too_big":
      return `${field} must ${sizeRule(issue.origin, "at most", issue.maximum, issue.inclusive)}.`;
    case "invalid_value":
      return `${field} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}.`;
    case "invalid_format":
      return `${field} must be ${FORMAT[issue.format] ?? `in the ${issue.format} format`}.`;
    case "not_multiple_of":
      return `${field} must be a multiple of ${issue.divisor}.`;
    case "unrecognized_keys":
      return `Remove the unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}.`;
    case "invalid_union":
      return `${field} does not match any of the accepted forms.`;
    case "invalid_key":
      return `${field} has a key that is not accepted.`;
    case "invalid_element":
      return `${field} has a value that is not accepted.`;
    default:
      return `${field} is not valid.`;
  }
}

/** `page`, `filters.job_title[3]`: the field as a client wrote it; the body itself at the root. */
export function fieldName(path: readonly PropertyKey[]): string {
  let name = "";
  for (const part of path) {
    if (typeof part === "number") name += `[${part}]`;
    else name += name ? `.${String(part)}` : String(part);
  }
  return name || "The request body";
}

const KIND: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "an array",
  object: "an object",
  null: "null",
  date: "a date",
  bigint: "a whole number",
};

const FORMAT: Record<string, string> = {
  email: "an email address",
  url: "an absolute URL",
  uuid: "a UUID",
  datetime: "an ISO 8601 time such as 2026-11-22T14:00:00Z",
  date: "a date as YYYY-MM-DD",
  regex: "in the documented format",
};

function sizeRule(
  origin: string,
  direction: "at least" | "at most",
  bound: number | bigint | Date,
  inclusive = true,
): string {
  const n = Number(bound);
  switch (origin) {
    case "string":
      if (direction === "at least" && n === 1) return "not be empty";
      return `be ${direction} ${n} character${n === 1 ? "" : "s"} long`;
    case "array":
    case "set":
      return `have ${direction} ${n} value${n === 1 ? "" : "s"}`;
    default:
      if (inclusive) return `be ${n} or ${direction === "at least" ? "more" : "less"}`;
      return `be ${direction === "at least" ? "more" : "less"} than ${n}`;
  }
}

/** Installs fieldSentence as zod's fallback message for the platform's process. */
export function installFieldSentences() {
  z.config({ customError: fieldSentence });
}
