import { DeadlineExceeded } from "./request-deadline";

/** Thrown instead of querying while the database is known to be unreachable. */
export class DatabaseUnavailable extends Error {
  constructor() {
    super("The database is unreachable.");
    this.name = "DatabaseUnavailable";
  }
}

/**
 * Codes of failures that say the database could not be reached or went away, as opposed to
 * a query's own error: postgres.js's connection errors, the socket's, and Postgres's
 * connection exception (08), shutdown (57P0x) and too-many-connections classes.
 */
const CONNECTION_CODES = new Set([
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "53300",
  "57P01",
  "57P02",
  "57P03",
]);

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** Whether `err` (or what it wraps, as Drizzle's query errors do) is a lost connection. */
export function isConnectionFailure(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailable) return true;
    const code = codeOf(e);
    if (code && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
  }
  return false;
}

/**
 * Whether a request failed because the database could not answer in time: unreachable, or
 * the request's deadline passed while it waited (answered 503 with Retry-After, never 500).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DeadlineExceeded) return true;
  }
  return isConnectionFailure(err);
}
