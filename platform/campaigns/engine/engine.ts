import { releaseExpiredReservations } from "../../credits/credit-reservations";
import type { Db } from "../../db/client";
import { wakeWebhookWorkers } from "../../events/events";
import { randomBase62 } from "../../ids";
import { advanceBatch } from "./advance";
import { DEFAULT_RETRY_DELAYS } from "./failures";
import { finishDoneCampaigns } from "./finish";

export type EngineOptions = {
  db: Db;
  /** SIMULATION_SPEED: simulated seconds per real second. */
  speed: number;
  /** transcript_url of a call is `${recordingBase}/{call_id}/recording`. */
  recordingBase: string;
  /** Enrollments per batch (one transaction). */
  batchSize?: number;
  /** Longest sleep while nothing is due. */
  pollIntervalMs?: number;
  /** How often every active campaign is checked for being done (beyond those just advanced). */
  sweepIntervalMs?: number;
  /** Batches run at once by this instance. */
  concurrency?: number;
  /** How long a batch's lease on its enrollments and credits lasts if this instance dies. */
  leaseMs?: number;
  /** Seconds before each retry of a failing step; after the last it is set aside as failed. */
  retryDelays?: readonly number[];
  log?: (line: string) => void;
};

export const DEFAULT_ENGINE_BATCH = 500;

// In-process wake-ups, as for jobs, calls and deliveries: the engine of the instance that
// launched, resumed or enrolled looks at once; engines elsewhere find the work at their next
// poll, so a launch's first step starts within one poll interval anywhere.
const wakeListeners = new Set<() => void>();

/** Call after the transaction that made enrollments due (launch, resume, enroll) commits. */
export function wakeCampaignEngines(): void {
  for (const listener of wakeListeners) listener();
}

/**
 * The outreach engine of one platform instance: loops that advance due enrollments a batch at
 * a time (advance.ts) and finish the campaigns they complete (finish.ts). Any number of
 * instances share the work through SKIP LOCKED claims; each step runs once.
 */
export class CampaignEngine {
  readonly id = randomBase62(8);
  private readonly opts: Required<Omit<EngineOptions, "log">> & { log: (line: string) => void };
  private running = false;
  private loops: Promise<void>[] = [];
  private sleepers = new Set<() => void>();
  private readonly onWake = () => this.wake();
  private lastSweep = 0;
  private failing = false;
  private batches = 0;
  /** Steps run by this instance since it started (benchmarks, logs). */
  visited = 0;

  constructor(opts: EngineOptions) {
    this.opts = {
      batchSize: DEFAULT_ENGINE_BATCH,
      pollIntervalMs: 1000,
      sweepIntervalMs: 5000,
      concurrency: 1,
      leaseMs: 30_000,
      retryDelays: DEFAULT_RETRY_DELAYS,
      log: (line) => console.log(`[engine] ${line}`),
      ...opts,
    };
  }

  start(): this {
    if (this.running) return this;
    this.running = true;
    wakeListeners.add(this.onWake);
    for (let i = 0; i < this.opts.concurrency; i++) this.loops.push(this.loop());
    return this;
  }

  /** Looks for due work now rather than at the next poll (after a launch or a resume). */
  wake(): void {
    for (const wake of this.sleepers) wake();
  }

  /** Stops after the batches in hand commit (or roll back). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    wakeListeners.delete(this.onWake);
    this.wake();
    await Promise.allSettled(this.loops);
    this.loops = [];
  }

  /** Advances one batch; how many enrollments it visited. */
  async tick(): Promise<number> {
    const { db } = this.opts;
    const result = await advanceBatch(db, {
      batchSize: this.opts.batchSize,
      speed: this.opts.speed,
      recordingBase: this.opts.recordingBase,
      token: `${this.id}.${++this.batches}`,
      leaseMs: this.opts.leaseMs,
      retryDelays: this.opts.retryDelays,
    });
    if (result.paused.length > 0) {
      this.opts.log(
        `paused ${result.paused.length} campaign(s): their workspace is out of credits`,
      );
    }
    if (result.failed > 0) {
      this.opts.log(`set aside ${result.failed} enrollment(s) whose step kept failing`);
    }
    await finishDoneCampaigns(db, { campaignIds: result.campaignIds });
    if (Date.now() - this.lastSweep > this.opts.sweepIntervalMs) {
      this.lastSweep = Date.now();
      await finishDoneCampaigns(db);
      await releaseExpiredReservations(db);
    }
    wakeWebhookWorkers();
    if (this.visited === 0 && result.visited > 0) {
      this.opts.log(`engine ${this.id} ran its first batch (${result.visited} steps)`);
    }
    this.visited += result.visited;
    return result.visited;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let visited = 0;
      try {
        visited = await this.tick();
        if (this.failing) this.opts.log("advancing campaigns works again");
        this.failing = false;
      } catch (err) {
        // Once per outage (or lost race with another writer); the next polls retry.
        if (!this.failing) this.opts.log(`advancing campaigns failed: ${String(err)}`);
        this.failing = true;
      }
      if (visited === 0 && this.running) await this.sleep(this.opts.pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}
