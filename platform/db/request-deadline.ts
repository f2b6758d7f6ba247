import { AsyncLocalStorage } from "node:async_hooks";

/** A request's time budget for the database, seen by every query the request makes. */
export type RequestDeadline = { signal: AbortSignal; finished: boolean };

const scope = new AsyncLocalStorage<RequestDeadline>();

/** The deadline of the request running now, unless it has finished (work it left behind runs free). */
export function currentDeadline(): RequestDeadline | undefined {
  const deadline = scope.getStore();
  return deadline && !deadline.finished ? deadline : undefined;
}

/** Thrown when a request's deadline passes before the database answered it. */
export class DeadlineExceeded extends Error {
  constructor() {
    super("The request's deadline passed before the database answered.");
    this.name = "DeadlineExceeded";
  }
}

/**
 * Runs `work` with a deadline of `ms`. When it passes, the returned promise rejects with
 * DeadlineExceeded at once and the deadline's signal aborts, so the database layer drops the
 * request's queued queries, cancels its running one and refuses new ones: nothing the caller
 * gave up on runs later.
 */
export async function withDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const deadline: RequestDeadline = { signal: controller.signal, finished: false };
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new DeadlineExceeded());
    }, ms);
  });
  const running = scope.run(deadline, work);
  // The loser of the race below must not surface as an unhandled rejection.
  running.catch(() => {});
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
    if (!controller.signal.aborted) deadline.finished = true;
  }
}
