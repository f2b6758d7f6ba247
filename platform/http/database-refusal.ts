import type { Context } from "hono";
import type { ValidationIssue } from "../../contract/errors";
import { STORABLE_TEXT_MESSAGE, STORABLE_TEXT_PATTERN } from "../../contract/inputs";
import { sqlStateOf } from "../db/transaction-retry";
import { ApiError, type ErrorCode, ValidationError } from "./errors";
import { fieldName } from "./validation-messages";

/**
 * Postgres "data exception" codes that mean: this input value cannot be stored or compared.
 * The contract's bounds should stop every such value first; this is the net below them, so a
 * value the database refuses is the client's 422 (or 404 for a path id), never a 500.
 */
const REFUSED_INPUT: Record<string, (field: string) => string> = {
  "22001": (field) => `${field} is too long; send a shorter value.`,
  "22003": (field) => `${field} is out of the range the platform can store; send a smaller number.`,
  "22007": (field) => `${field} is not a time the platform can read; use 2026-11-22T14:00:00Z.`,
  "22008": (field) =>
    `${field} is out of the range of times the platform can store; use a time from year 1 to 9999.`,
  "22021": (field) => `${field}: ${STORABLE_TEXT_MESSAGE}`,
  "22P02": (field) => `${field} is not in a form the platform can read.`,
  "22P05": (field) => `${field}: ${STORABLE_TEXT_MESSAGE}`,
};
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

/**
 * A lost database is retried by the platform within a second, and a slow one clears; clients
 * may come back soon.
 */
export const DATABASE_RETRY_AFTER_SECONDS = "5";

/**
 * The database's refusals of a request that raced another, or ran out of time: one answer
 * each, a sentence that names no constraint, table or statement.
 *
 * - A unique (23505) or exclusion (23P01) violation that a route did not turn into its own
 *   sentence: another request wrote the same thing between this one's checks and its write.
 * - A foreign key violation (23503): what the write refers to was deleted meanwhile (or a
 *   deletion met a row added meanwhile).
 * - A deadlock (40P01) or serialization failure (40001) that is still there after the
 *   transaction was run again (db/transaction-retry.ts): 503, and a retry a second later.
 * - A statement time-out or cancel (57014, DATABASE_STATEMENT_TIMEOUT_MS) or a lock time-out
 *   (55P03): 503, like a database that cannot be reached.
 */
const REFUSED_WRITE: Record<string, readonly [ErrorCode, retryAfterSeconds?: string]> = {
  "23505": ["write_conflict"],
  "23P01": ["write_conflict"],
  "23503": ["reference_changed"],
  "40P01": ["database_contention", "1"],
  "40001": ["database_contention", "1"],
  "57014": ["database_timeout", DATABASE_RETRY_AFTER_SECONDS],
  "55P03": ["database_timeout", DATABASE_RETRY_AFTER_SECONDS],
};

/** The 409 or 503 for a database refusal of a racing or slow request; null for any other error. */
export function databaseConflict(err: unknown): ApiError | null {
  const code = sqlStateOf(err);
  const answer = code === undefined ? undefined : REFUSED_WRITE[code];
  if (!answer) return null;
  const [errorCode, retryAfter] = answer;
  return new ApiError(errorCode, retryAfter ? { "Retry-After": retryAfter } : {});
}

const TARGETS = [
  ["param", "path"],
  ["query", "query"],
  ["json", "body"],
] as const;

/** The 422 (or 404) for a database refusal of an input value; null for any other error. */
export function databaseRefusal(c: Context, err: unknown): ValidationError | ApiError | null {
  const refusal = refusalOf(err);
  if (!refusal) return null;
  const sentence = REFUSED_INPUT[refusal.code]!;
  const quoted = /"([^"]*)"[^"]*$/.exec(refusal.message)?.[1];
  const isOffending = (value: unknown) =>
    UNSTORABLE_TEXT.has(refusal.code)
      ? typeof value === "string" && !STORABLE_TEXT_PATTERN.test(value)
      : quoted !== undefined && sameValue(value, quoted);

  // Route middleware may look an id up before the validators run: an id the database
  // cannot even read names nothing, like any unknown id.
  if (findPath(c.req.param(), isOffending)) return new ApiError("not_found");
  let fallbackRoot: string | undefined;
  for (const [target, root] of TARGETS) {
    const validated: unknown = c.req.valid(target as never);
    if (validated === undefined) continue;
    fallbackRoot = root;
    const path = findPath(validated, isOffending);
    if (!path) continue;
    if (target === "param") return new ApiError("not_found");
    const issue: ValidationIssue = {
      loc: [root, ...path],
      msg: sentence(fieldName(path)),
      type: "value_error",
    };
    return new ValidationError([issue]);
  }
  const root = fallbackRoot ?? "body";
  return new ValidationError([
    { loc: [root], msg: sentence("A value in the request"), type: "value_error" },
  ]);
}

/** The Postgres error behind a Drizzle error (PGlite and postgres.js both carry `code`). */
function refusalOf(err: unknown): { code: string; message: string } | null {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && code in REFUSED_INPUT) {
      return { code, message: typeof message === "string" ? message : "" };
    }
  }
  return null;
}

/** The value as the database printed it: the number or text itself, or a time as an ISO string. */
function sameValue(value: unknown, printed: string): boolean {
  if (typeof value === "number") return String(value) === printed || Number(printed) === value;
  if (typeof value !== "string") return false;
  if (value === printed) return true;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === printed;
}

function findPath(value: unknown, match: (v: unknown) => boolean): (string | number)[] | null {
  if (match(value)) return [];
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const inner = findPath(child, match);
      if (inner) return [Array.isArray(value) ? Number(key) : key, ...inner];
    }
  }
  return null;
}
