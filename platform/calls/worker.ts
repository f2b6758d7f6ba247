import type { Db } from "../db/client";
import { wakeWebhookWorkers } from "../events/events";
import { randomBase62 } from "../ids";
import { completeDueCalls } from "./complete";

export type CallWorkerOptions = {
  db: Db;
  /** SIMULATION_SPEED: simulated seconds per real second. */
  speed: number;
  /** transcript_url of a call is `${recordingBase}/{call_id}/recording`. */
  recordingBase: string;
  /** Calls completed per batch (one transaction). */
  batchSize?: number;
  /** Longest sleep while no call is due. */
  pollIntervalMs?: number;
  log?: (line: string) => void;
};

const DEFAULT_CALL_BATCH = 200;

// In-process wake-ups, as for jobs and deliveries: a worker here looks at once after a call is
// placed (a call nobody answers is due at once); workers elsewhere find calls by polling.
const wakeListeners = new Set<() => void>();

/** Call after the transaction that placed a call commits. */
export function wakeCallWorkers(): void {
  for (const listener of wakeListeners) listener();
}

/**
 * The call worker of one platform instance: a loop that completes due calls a batch at a time
 * (complete.ts). Any number of instances share the calls through SKIP LOCKED claims; each call
 * completes, is charged and announces call.completed once.
 */
export class CallWorker {
  readonly id = randomBase62(8);
  private readonly opts: Required<Omit<CallWorkerOptions, "log">> & {
    log: (line: string) => void;
  };
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeSleeper: (() => void) | undefined;
  private wakePending = false;
  private failing = false;
  private readonly onWake = () => this.wake();
  /** Calls completed by this instance since it started. */
  completed = 0;

  constructor(opts: CallWorkerOptions) {
    this.opts = {
      batchSize: DEFAULT_CALL_BATCH,
      pollIntervalMs: 1000,
      log: (line) => console.log(`[calls] ${line}`),
      ...opts,
    };
  }

  start(): this {
    if (this.running) return this;
    this.running = true;
    wakeListeners.add(this.onWake);
    this.loop = this.run();
    return this;
  }

  wake(): void {
    this.wakePending = true;
    this.wakeSleeper?.();
  }

  /** Stops after the batch in hand commits (or rolls back). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    wakeListeners.delete(this.onWake);
    this.wake();
    await this.loop;
  }

  /** Completes one batch of due calls; how many it completed. */
  async tick(): Promise<number> {
    const done = await completeDueCalls(this.opts.db, {
      batchSize: this.opts.batchSize,
      speed: this.opts.speed,
      recordingBase: this.opts.recordingBase,
    });
    if (done > 0) wakeWebhookWorkers();
    if (this.completed === 0 && done > 0) {
      this.opts.log(`call worker ${this.id} completed its first calls (${done})`);
    }
    this.completed += done;
    return done;
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.wakePending = false;
      let done = 0;
      try {
        done = await this.tick();
        if (this.failing) this.opts.log("completing calls works again");
        this.failing = false;
      } catch (err) {
        // Once per outage; the next polls retry.
        if (!this.failing) this.opts.log(`completing calls failed: ${String(err)}`);
        this.failing = true;
      }
      if (done === 0 && !this.wakePending && this.running) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.opts.pollIntervalMs);
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
}
