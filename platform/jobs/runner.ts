import type { Db } from "../db/client";
import { emitEvent, jobCompletedPayload, wakeWebhookWorkers } from "../events/events";
import { randomBase62 } from "../ids";
import { GENERIC_FAILURE, JobFailure, registerRunner } from "./background";
import { type JobRow, notifyJobFinished } from "./job-events";
import type { JobHandler } from "./job-handler";
import {
  claimJobs,
  endHeldJob,
  hasClaimableJobs,
  lockHeldJob,
  recordBatch,
  releaseJob,
  renewLease,
} from "./job-records";

export type JobRunnerOptions = {
  db: Db;
  handlers: JobHandler[];
  now?: () => Date;
  /** How long a claim lasts without a heartbeat; a dead instance's jobs move on after it. */
  leaseMs?: number;
  /** Longest sleep between looks for claimable jobs; jobs queued in this process wake it. */
  pollIntervalMs?: number;
  /** Jobs run at once by this runner. */
  concurrency?: number;
  /** Overrides each handler's batch size (tests make jobs slow enough to interrupt). */
  batchSize?: number;
  /** Claims of one job before an unexpected error fails it instead of being retried. */
  maxAttempts?: number;
  log?: (line: string) => void;
};

const DEFAULT_JOB_LEASE_MS = 30_000;
const DEFAULT_JOB_POLL_MS = 1_000;

// In-process wake-ups, as for webhook deliveries: a runner here starts a new job at once;
// runners elsewhere find it at their next poll.
const wakeListeners = new Set<() => void>();

/** Call after the transaction that queued a job commits. */
export function wakeJobRunners(): void {
  for (const listener of wakeListeners) listener();
}

type Outcome = "more" | "done" | "lost";

/**
 * Runs background jobs: claims queued jobs (and jobs whose holder stopped renewing its lease)
 * with a lease, renews the lease while it works, and does each job batch by batch, every batch
 * fenced by the claim's token. Any number of runners, in one process or many, may share a
 * database: each job is run by one of them at a time, and a job whose runner died is taken
 * over by another once the lease lapses. A job's end and its job.completed event commit in
 * one transaction.
 */
export class JobRunner {
  readonly id = randomBase62(8);
  private readonly db: Db;
  private readonly handlers: Map<string, JobHandler>;
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly pollIntervalMs: number;
  private readonly concurrency: number;
  private readonly batchSize: number | undefined;
  private readonly maxAttempts: number;
  private readonly log: (line: string) => void;
  private claimCounter = 0;
  private running = false;
  private loop: Promise<void> | undefined;
  private wakePending = false;
  private wakeSleeper: (() => void) | undefined;
  private readonly active = new Map<string, Promise<void>>();
  private claimsFailing = false;
  /** A claim statement under way: the jobs it takes are not in `active` yet. */
  private claiming: Promise<unknown> | undefined;
  private unregister: (() => void) | undefined;
  private readonly onWake = () => this.wake();

  constructor(opts: JobRunnerOptions) {
    this.db = opts.db;
    this.handlers = new Map(opts.handlers.map((h) => [h.type, h]));
    this.now = opts.now ?? (() => new Date());
    this.leaseMs = opts.leaseMs ?? DEFAULT_JOB_LEASE_MS;
    this.pollIntervalMs = opts.pollIntervalMs ?? DEFAULT_JOB_POLL_MS;
    this.concurrency = opts.concurrency ?? 2;
    this.batchSize = opts.batchSize;
    this.maxAttempts = opts.maxAttempts ?? 5;
    this.log = opts.log ?? ((line) => console.log(`[jobs] ${line}`));
  }

  start(): this {
    if (this.running) return this;
    this.running = true;
    wakeListeners.add(this.onWake);
    this.unregister = registerRunner(this);
    this.loop = this.run();
    return this;
  }

  wake(): void {
    this.wakePending = true;
    this.wakeSleeper?.();
  }

  /**
   * Stops claiming and lets the jobs in hand stop after their current batch; their claims are
   * given back, so another instance continues them at once.
   */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    wakeListeners.delete(this.onWake);
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.active.values()]);
    this.unregister?.();
  }

  /** Resolves once nothing is in flight here and no job is waiting to be claimed. */
  async idle(): Promise<void> {
    for (;;) {
      if (this.claiming || this.active.size > 0) {
        await Promise.allSettled([this.claiming, ...this.active.values()]);
        continue;
      }
      if (!this.running || !(await hasClaimableJobs(this.db, [...this.handlers.keys()]))) return;
      this.wake();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.wakePending = false;
      const free = this.concurrency - this.active.size;
      if (free > 0) {
        const token = `${this.id}.${++this.claimCounter}`;
        const claim = claimJobs(this.db, {
          types: [...this.handlers.keys()],
          limit: free,
          leaseMs: this.leaseMs,
          token,
        }).then(
          (claimed) => {
            if (this.claimsFailing) this.log("claiming jobs works again");
            this.claimsFailing = false;
            for (const job of claimed) this.dispatch(job, token);
          },
          (err) => {
            // Once per outage, not once per poll: the next polls retry by themselves.
            if (!this.claimsFailing) this.log(`claiming jobs failed: ${String(err)}`);
            this.claimsFailing = true;
          },
        );
        this.claiming = claim;
        await claim;
        this.claiming = undefined;
      }
      if (!this.wakePending && this.running) await this.sleep(this.pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeSleeper = () => {
        this.wakeSleeper = undefined;
        done();
      };
    });
  }

  private dispatch(job: JobRow, token: string): void {
    const task = this.work(job, token)
      .catch((err) => this.log(`job ${job.id} failed to run: ${String(err)}`))
      .finally(() => {
        this.active.delete(job.id);
        // A slot came free: another job may be waiting for it.
        if (this.running) this.wake();
      });
    this.active.set(job.id, task);
  }

  private async work(claimed: JobRow, token: string): Promise<void> {
    const handler = this.handlers.get(claimed.type)!;
    const claim = { id: claimed.id, token, leaseMs: this.leaseMs };
    let lost = false;
    const heartbeat = setInterval(
      () => {
        renewLease(this.db, claim).then(
          (held) => {
            if (!held) lost = true;
          },
          (err) => this.log(`renewing the lease of job ${claim.id} failed: ${String(err)}`),
        );
      },
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
    try {
      let outcome: Outcome = "more";
      while (outcome === "more") {
        if (!this.running) {
          await releaseJob(this.db, { id: claim.id, token, delayMs: 0 });
          return;
        }
        if (lost) outcome = "lost";
        else outcome = await this.runBatch(handler, claim);
      }
      if (outcome === "lost") this.log(`job ${claim.id} was taken over by another instance`);
    } catch (err) {
      await this.recordFailure(handler, claimed, token, err);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** One batch in one transaction: the claim checked and locked, the work, the progress. */
  private async runBatch(
    handler: JobHandler,
    claim: { id: string; token: string; leaseMs: number },
  ): Promise<Outcome> {
    let finished: JobRow | undefined;
    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      const job = await lockHeldJob(tx, claim);
      if (!job) return "lost";
      let progressed = job;
      if (job.processed < job.total) {
        const batch = await handler.runBatch(tx, {
          job,
          batchSize: this.batchSize ?? handler.batchSize,
          at: this.now(),
        });
        const total = Math.max(batch.total ?? job.total, job.processed);
        const to = Math.min(total, Math.max(batch.to, job.processed));
        const recorded = await recordBatch(tx, {
          id: job.id,
          token: claim.token,
          leaseMs: claim.leaseMs,
          from: job.processed,
          to,
          total,
          counts: batch.counts,
        });
        if (!recorded) throw new Error(`job ${job.id} changed under its claim`);
        progressed = recorded;
        if (batch.stop !== undefined) {
          finished = await this.end(tx, progressed, claim.token, batch.stop);
          return finished ? "done" : "lost";
        }
      }
      if (progressed.processed < progressed.total) return "more";
      finished = await this.end(tx, progressed, claim.token, null);
      return finished ? "done" : "lost";
    });
    wakeWebhookWorkers();
    if (finished) await notifyJobFinished(finished);
    return outcome;
  }

  /** Ends the job and records job.completed in the same transaction (the outbox). */
  private async end(
    tx: Db,
    job: JobRow,
    token: string,
    errorMessage: string | null,
  ): Promise<JobRow | undefined> {
    const row = await endHeldJob(tx, {
      id: job.id,
      token,
      status: errorMessage === null ? "completed" : "failed",
      errorMessage,
      at: this.now(),
    });
    if (row) await emitEvent(tx, row.workspaceId, "job.completed", jobCompletedPayload(row));
    return row;
  }

  /**
   * A JobFailure ends the job with its sentence. Anything else (the database away, a bug) gives
   * the job back for a later retry, until it has been claimed maxAttempts times.
   */
  private async recordFailure(
    handler: JobHandler,
    claimed: JobRow,
    token: string,
    err: unknown,
  ): Promise<void> {
    const final = err instanceof JobFailure || claimed.attempts >= this.maxAttempts;
    if (!(err instanceof JobFailure)) {
      console.error(`job ${claimed.id} (attempt ${claimed.attempts}) failed`, err);
    }
    try {
      if (!final) {
        const delayMs = Math.min(this.leaseMs, this.pollIntervalMs * 2 ** claimed.attempts);
        await releaseJob(this.db, { id: claimed.id, token, delayMs });
        return;
      }
      let failed: JobRow | undefined;
      await this.db.transaction(async (tx) => {
        const job = await lockHeldJob(tx, { id: claimed.id, token, leaseMs: this.leaseMs });
        if (!job) return;
        // The message says how far the job got, so it reads the row as locked now.
        const message =
          err instanceof JobFailure
            ? err.message
            : (safely(() => handler.failureMessage(job)) ?? GENERIC_FAILURE);
        failed = await this.end(tx, job, token, message);
      });
      wakeWebhookWorkers();
      if (failed) await notifyJobFinished(failed);
    } catch (recordErr) {
      // The lease lapses and another attempt follows.
      this.log(`could not record the failure of job ${claimed.id}: ${String(recordErr)}`);
    }
  }
}

function safely<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}
