import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { type StatusClass, statusClassOf } from "../../contract/key-usage";
import type { Db } from "../db/client";
import { apiKeys, apiKeyUsage } from "./tables";

const HOUR_MS = 3600_000;
/** last_used_at (with its address and agent) is written at most this often per key. */
const LAST_USED_RESOLUTION_MS = 60_000;
/** The flush timer's period; a large backlog flushes sooner. */
const DEFAULT_FLUSH_INTERVAL_MS = 5_000;
const FLUSH_AT_PENDING = 5_000;
/** Rows per upsert statement, well under Postgres's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1_000;

export type KeyUse = { at: Date; address: string; userAgent: string | null };

/**
 * Counts public requests per key, hour and status class in this instance's memory, and adds
 * them to `api_key_usage` in batches: the request path only touches a Map. The upsert adds to
 * what is there, so instances sharing one database sum; counts a flush could not write are
 * kept for the next one. Last use (time, address, agent) is queued at most once a minute per
 * key and written with the same flush.
 */
export class KeyUsageRecorder {
  private counts = new Map<string, number>();
  private uses = new Map<string, KeyUse>();
  /** When this instance last queued a use of each key: the once-a-minute rule per instance. */
  private usesQueuedAt = new Map<string, number>();
  private flushing: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private failedOnce = false;

  constructor(
    private readonly db: Db,
    private readonly opts: { flushIntervalMs?: number; log?: (line: string) => void } = {},
  ) {}

  /** Starts the periodic flush; it never keeps the process alive by itself. */
  start() {
    if (this.timer) return this;
    this.timer = setInterval(
      () => void this.flush(),
      this.opts.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS,
    );
    this.timer.unref?.();
    return this;
  }

  /** Stops the timer and writes what is left. */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** One finished request of `keyId`; synchronous and allocation-light. */
  record(keyId: string, status: number, at: Date) {
    const hour = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
    const bucket = `${keyId}\n${hour}\n${statusClassOf(status)}`;
    this.counts.set(bucket, (this.counts.get(bucket) ?? 0) + 1);
    if (this.counts.size >= FLUSH_AT_PENDING) void this.flush();
  }

  /**
   * A use of `keyId` at `at`, whose stored last use is `storedLastUsedAt`: queued only when
   * both that and this instance's last queued use are a minute old, so each key costs at most
   * one write a minute per instance. `describe` (the caller's address and agent) runs only then.
   */
  noteUse(
    keyId: string,
    storedLastUsedAt: Date | null,
    at: Date,
    describe: () => { address: string; userAgent: string | null },
  ) {
    const ms = at.getTime();
    if (storedLastUsedAt && ms - storedLastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
    const queued = this.usesQueuedAt.get(keyId);
    if (queued !== undefined && ms - queued < LAST_USED_RESOLUTION_MS) return;
    this.usesQueuedAt.set(keyId, ms);
    this.uses.set(keyId, { at, ...describe() });
  }

  /** Writes everything counted so far; concurrent calls run one after another. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushNow());
    return this.flushing;
  }

  private async flushNow() {
    const counts = this.counts;
    const uses = this.uses;
    if (counts.size === 0 && uses.size === 0) return;
    this.counts = new Map();
    this.uses = new Map();
    let failed = false;
    try {
      await this.writeCounts(counts);
    } catch (err) {
      // Kept for the next flush: a lost database costs no counts, only their delay.
      for (const [bucket, n] of counts) this.counts.set(bucket, (this.counts.get(bucket) ?? 0) + n);
      failed = true;
      this.warn("could not record key usage; will retry", err);
    }
    try {
      await this.writeUses(uses);
    } catch (err) {
      for (const [keyId, use] of uses) if (!this.uses.has(keyId)) this.uses.set(keyId, use);
      failed = true;
      this.warn("could not record key last use; will retry", err);
    }
    // Logged once per outage: the next failure after a success is news again.
    if (!failed) this.failedOnce = false;
    // The once-a-minute memory only needs the last minute's keys.
    if (this.usesQueuedAt.size > 10_000) this.usesQueuedAt.clear();
  }

  private async writeCounts(counts: Map<string, number>) {
    const rows = [...counts].map(([bucket, count]) => {
      const [keyId, hour, statusClass] = bucket.split("\n") as [string, string, StatusClass];
      return { keyId, hour: new Date(Number(hour)), statusClass, count };
    });
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      await this.db
        .insert(apiKeyUsage)
        .values(rows.slice(i, i + ROWS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: [apiKeyUsage.keyId, apiKeyUsage.hour, apiKeyUsage.statusClass],
          set: { count: sql`${apiKeyUsage.count} + excluded.count` },
        });
    }
  }

  private async writeUses(uses: Map<string, KeyUse>) {
    for (const [keyId, use] of uses) {
      // Another instance may have written a later use meanwhile; never go back in time.
      await this.db
        .update(apiKeys)
        .set({
          lastUsedAt: use.at,
          lastUsedAddress: use.address.slice(0, 100),
          lastUsedUserAgent: use.userAgent?.slice(0, 500) ?? null,
        })
        .where(
          and(
            eq(apiKeys.id, keyId),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, use.at)),
          ),
        );
    }
  }

  private warn(line: string, err: unknown) {
    if (this.failedOnce) return;
    this.failedOnce = true;
    (this.opts.log ?? console.error)(`${line}: ${err instanceof Error ? err.message : err}`);
  }
}
