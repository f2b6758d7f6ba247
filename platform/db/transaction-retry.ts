import { setTimeout as sleep } from "node:timers/promises";
import { currentDeadline } from "./request-deadline";

/**
 * The SQLSTATE behind an error: postgres.js and PGlite both carry `code`, and Drizzle wraps
 * a query's error as its `cause`. Undefined when no Postgres error is inside.
 */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    // SQLSTATE classes start with a digit or F, H, P, X; "EPIPE" and the like are not one.
    if (typeof code === "string" && /^[0-9FHPX][0-9A-Z]{4}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Refusals that say nothing about the transaction's own work, only about its timing: the
 * database chose it as a deadlock's victim (40P01), or could not fit it into a serial order
 * with a concurrent one (40001). Run again from the start, it very likely succeeds.
 */
const RETRYABLE = new Set(["40P01", "40001"]);

const isRetryableConflict = (err: unknown) => RETRYABLE.has(sqlStateOf(err) ?? "");

/** How many times a transaction runs at most before its refusal reaches the caller. */
export const TRANSACTION_ATTEMPTS = 3;

/** A pause that grows with each attempt (10–30 ms, then 20–60 ms), jittered so racers part. */
const pauseBefore = (attempt: number) => 10 * 2 ** (attempt - 2) * (1 + 2 * Math.random());

/**
 * Runs `attempt` until it succeeds, fails with anything but a deadlock or serialization
 * failure, or has run `attempts` times; then the last refusal is thrown as it was. A request
 * whose deadline has passed is not run again.
 */
async function withConflictRetries<T>(
  attempt: () => Promise<T>,
  attempts = TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (n >= attempts || !isRetryableConflict(err) || currentDeadline()?.signal.aborted) {
        if (n > 1 && isRetryableConflict(err)) {
          console.warn(
            `[database] a transaction was refused ${n} times (${sqlStateOf(err)}); giving up.`,
          );
        }
        throw err;
      }
      await sleep(pauseBefore(n + 1));
    }
  }
}

type Transactional = { transaction: (...args: never[]) => Promise<unknown> };

/** Where a retrying `db` keeps its own `transaction`, which runs a body once. */
export const RUN_ONCE = Symbol("transaction without retries");

/**
 * Makes `db.transaction` run its whole transaction again (a fresh BEGIN, the body from its
 * first line) when the database refuses it as a deadlock's victim or for a serialization
 * failure, up to TRANSACTION_ATTEMPTS times. Only the outermost transaction is retried: a
 * nested one is a savepoint inside it, and the refusal aborts the whole transaction anyway.
 *
 * A body must therefore be safe to run again: it only reads and writes through its `tx`,
 * and anything outside the database (waking workers, logging a link, answering) happens
 * after it returns. Where a body cannot run twice, use `transactionOnce` (db/client.ts).
 */
export function retryConflictingTransactions<D extends Transactional>(db: D): D {
  const once = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  Object.assign(db, {
    [RUN_ONCE]: once,
    transaction: (...args: unknown[]) => withConflictRetries(() => once(...args)),
  });
  return db;
}
