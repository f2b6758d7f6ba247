import type postgres from "postgres";
import { currentDeadline, DeadlineExceeded, type RequestDeadline } from "./request-deadline";
import { DatabaseUnavailable, isConnectionFailure } from "./unavailable";

type Sql = postgres.Sql;
type PendingQuery = postgres.PendingQuery<postgres.Row[]> & { active?: boolean };
type Release = () => void;

/**
 * Admission to the pool, first come first served, one slot per connection. postgres.js
 * queues what its connections cannot take and runs it whenever a connection frees up, even
 * long after the caller gave up; here the waiting happens before a query reaches the driver,
 * so a request whose deadline passes simply leaves the line and its query never runs.
 */
class Admission {
  private free: number;
  private readonly waiting: { admit: (release: Release) => void; fail: (e: Error) => void }[] = [];

  constructor(slots: number) {
    this.free = slots;
  }

  acquire(deadline: RequestDeadline | undefined): Promise<Release> {
    if (deadline?.signal.aborted) return Promise.reject(new DeadlineExceeded());
    if (this.free > 0) {
      this.free--;
      return Promise.resolve(this.releaser());
    }
    return new Promise<Release>((resolve, reject) => {
      const entry = {
        admit: (release: Release) => {
          deadline?.signal.removeEventListener("abort", leave);
          resolve(release);
        },
        fail: reject,
      };
      const leave = () => {
        const at = this.waiting.indexOf(entry);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new DeadlineExceeded());
      };
      deadline?.signal.addEventListener("abort", leave, { once: true });
      this.waiting.push(entry);
    });
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.admit(this.releaser());
      else this.free++;
    };
  }
}

/**
 * Whether the database answers, as last seen. After a lost connection every query fails at
 * once, so an outage costs callers milliseconds instead of a connect time-out each, while a
 * probe of its own asks the database every quarter second; its first answer reopens the way.
 */
class Availability {
  private down = false;
  private downSince = 0;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly log: (line: string) => void,
  ) {}

  /** Refuses a query while the database is known to be down. */
  enter() {
    if (this.down) throw new DatabaseUnavailable();
  }

  /** Records what a query learned: the database answered, was unreachable, or neither. */
  settle(outcome: "answered" | "unreachable" | "unknown", err?: unknown) {
    if (outcome === "answered" && this.down) this.up();
    if (outcome === "unreachable" && !this.down) {
      this.down = true;
      this.downSince = Date.now();
      this.log(
        `Database unreachable (${describe(err)}): requests are answered 503 and background work waits until it returns.`,
      );
      this.scheduleProbe();
    }
  }

  private up() {
    this.down = false;
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.log(`Database reachable again after ${seconds} s; serving normally.`);
  }

  private scheduleProbe() {
    setTimeout(() => {
      if (!this.down) return;
      this.probe().then(
        () => {
          if (this.down) this.up();
        },
        (err) => {
          // A client that was closed on purpose has nothing left to probe.
          if ((err as { code?: string }).code === "CONNECTION_ENDED") return;
          this.scheduleProbe();
        },
      );
    }, PROBE_INTERVAL_MS).unref();
  }
}

const PROBE_INTERVAL_MS = 250;

function describe(err: unknown): string {
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" ? code : String(err);
}

/**
 * Cancels the query when its request's deadline passes mid-run (postgres.js sends Postgres a
 * cancel request), so a statement the caller gave up on stops instead of finishing later.
 * Only a running query is cancelled: one not yet started is refused before it reaches here.
 */
function cancelOnDeadline(query: PendingQuery, deadline: RequestDeadline | undefined) {
  if (!deadline) return () => {};
  const cancel = () => {
    if (!query.active) return;
    // query.cancel() drops the promise of the cancel request, which rejects when the
    // database cannot be reached: the same request, sent here with its failure handled.
    const withCanceller = query as unknown as {
      canceller?: ((q: unknown) => Promise<void>) | null;
    };
    const request = withCanceller.canceller?.(query);
    withCanceller.canceller = null;
    request?.catch(() => {});
  };
  deadline.signal.addEventListener("abort", cancel, { once: true });
  return () => deadline.signal.removeEventListener("abort", cancel);
}

/** A stand-in for a lazy postgres.js query: `.values()` and awaiting, as Drizzle uses them. */
function deferred(run: (values: boolean) => Promise<unknown>) {
  let values = false;
  let started: Promise<unknown> | undefined;
  const start = () => {
    started ??= run(values);
    return started;
  };
  const query = {
    values() {
      values = true;
      return query;
    },
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what Drizzle awaits.
    then(onFulfilled?: (v: unknown) => unknown, onRejected?: (e: unknown) => unknown) {
      return start().then(onFulfilled, onRejected);
    },
    catch(onRejected?: (e: unknown) => unknown) {
      return start().catch(onRejected);
    },
    finally(onFinally?: () => void) {
      return start().finally(onFinally);
    },
  };
  return query;
}

/** Runs a query on `sql` under the current request's deadline; admission is the caller's. */
async function runQuery(sql: Sql, args: unknown[], values: boolean): Promise<unknown> {
  const deadline = currentDeadline();
  if (deadline?.signal.aborted) throw new DeadlineExceeded();
  const query = (sql.unsafe as (...a: unknown[]) => PendingQuery)(...args);
  if (values) query.values();
  const stopWatching = cancelOnDeadline(query, deadline);
  try {
    return await query;
  } finally {
    stopWatching();
  }
}

/** A transaction's (or savepoint's) handle: its queries keep the deadline but need no slot. */
function guardTransaction(tx: Sql): Sql {
  return new Proxy(tx, {
    get(target, prop, receiver) {
      if (prop === "unsafe") {
        return (...args: unknown[]) => deferred((values) => runQuery(target, args, values));
      }
      if (prop === "savepoint") {
        return (...args: unknown[]) => {
          const fn = args.pop() as (inner: Sql) => unknown;
          const savepoint = (target as unknown as { savepoint: (...a: unknown[]) => unknown })
            .savepoint;
          return savepoint(...args, (inner: Sql) => fn(guardTransaction(inner)));
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}

/**
 * Wraps a postgres.js client so the platform fails fast and recovers alone: every query and
 * transaction waits for a pool slot at most until its request's deadline, is refused at once
 * while the database is known to be down (a probe finds out when it is back), and is
 * cancelled if the deadline passes while it runs. Logs each outage once, and its end.
 */
export function guardPostgres(sql: Sql, opts: { slots: number; log: (line: string) => void }): Sql {
  const admission = new Admission(opts.slots);
  const availability = new Availability(() => sql.unsafe("select 1"), opts.log);

  async function admitted<T>(work: () => Promise<T>): Promise<T> {
    availability.enter();
    const release = await admission.acquire(currentDeadline());
    try {
      availability.enter();
      const result = await work();
      availability.settle("answered");
      return result;
    } catch (err) {
      if (err instanceof DatabaseUnavailable) throw err;
      const outcome = isConnectionFailure(err)
        ? "unreachable"
        : err instanceof DeadlineExceeded
          ? "unknown"
          : "answered";
      availability.settle(outcome, err);
      throw err;
    } finally {
      release();
    }
  }

  return new Proxy(sql, {
    get(target, prop, receiver) {
      if (prop === "unsafe") {
        return (...args: unknown[]) =>
          deferred((values) => admitted(() => runQuery(target, args, values)));
      }
      if (prop === "begin") {
        return (...args: unknown[]) => {
          const fn = args.pop() as (tx: Sql) => unknown;
          return admitted(() => {
            if (currentDeadline()?.signal.aborted) throw new DeadlineExceeded();
            return (target.begin as (...a: unknown[]) => Promise<unknown>)(...args, (tx: Sql) =>
              fn(guardTransaction(tx)),
            );
          });
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}
