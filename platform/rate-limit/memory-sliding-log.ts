import { RateLimiterCompatibleAbstract, RateLimiterRes } from "rate-limiter-flexible";

/**
 * rate-limiter-flexible's in-memory store counts in fixed windows, which let up to twice the
 * limit through in a window's span; this is the same contract over a sliding log, so it can
 * be an insurance limiter (or the whole limiter of one process) without loosening the limits.
 * Each key keeps the times of the requests it allowed within the last `duration` seconds.
 */
export class MemorySlidingLog extends RateLimiterCompatibleAbstract {
  private readonly logs = new Map<string, number[]>();
  private readonly blockedUntil = new Map<string, number>();
  private lastSweep = 0;
  private readonly points: number;
  private readonly msDuration: number;
  override readonly keyPrefix: string;
  // Set by rate-limiter-flexible on an insurance limiter; this log neither blocks nor delays.
  override blockDuration = 0;
  override execEvenly = false;

  constructor(
    opts: { points: number; duration: number; keyPrefix?: string },
    private readonly now: () => number = Date.now,
  ) {
    super();
    this.points = opts.points;
    this.msDuration = opts.duration * 1000;
    this.keyPrefix = opts.keyPrefix ?? "rlflx";
  }

  private getKey(key: string | number): string {
    return `${this.keyPrefix}:${key}`;
  }

  /** The allowed requests still inside the window, oldest first; prunes the rest. */
  private live(rlKey: string, at: number): number[] {
    this.sweep(at);
    const log = this.logs.get(rlKey) ?? [];
    const from = at - this.msDuration;
    if (log.length === 0 || (log[0] as number) > from) return log;
    // Binary search for the first entry still inside the window: logs can be long when a
    // limit is high, and requests leave them in bulk.
    let lo = 0;
    let hi = log.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((log[mid] as number) <= from) lo = mid + 1;
      else hi = mid;
    }
    log.splice(0, lo);
    return log;
  }

  /** Forgets keys whose whole log has left the window, at most once a window. */
  private sweep(at: number) {
    if (at - this.lastSweep < this.msDuration) return;
    this.lastSweep = at;
    for (const [key, log] of this.logs) {
      if (log.length === 0 || (log.at(-1) as number) <= at - this.msDuration) this.logs.delete(key);
    }
    for (const [key, until] of this.blockedUntil) if (until <= at) this.blockedUntil.delete(key);
  }

  private result(log: number[], at: number, consumed: number): RateLimiterRes {
    const oldest = log[0];
    const msBeforeNext = oldest === undefined ? 0 : oldest + this.msDuration - at;
    return new RateLimiterRes(
      Math.max(0, this.points - consumed),
      msBeforeNext,
      consumed,
      consumed === 1,
    );
  }

  async consume(key: string | number, points = 1): Promise<RateLimiterRes> {
    const rlKey = this.getKey(key);
    const at = this.now();
    const blocked = this.blockedUntil.get(rlKey);
    if (blocked !== undefined && blocked > at) {
      throw new RateLimiterRes(0, blocked - at, this.points + points, false);
    }
    const log = this.live(rlKey, at);
    if (log.length + points > this.points) {
      // Refused requests are not logged: a caller who keeps knocking gets in once the window moves.
      throw this.result(log, at, log.length + points);
    }
    for (let i = 0; i < points; i++) log.push(at);
    this.logs.set(rlKey, log);
    return this.result(log, at, log.length);
  }

  async penalty(key: string | number, points = 1): Promise<RateLimiterRes> {
    const rlKey = this.getKey(key);
    const at = this.now();
    const log = this.live(rlKey, at);
    for (let i = 0; i < points; i++) log.push(at);
    this.logs.set(rlKey, log);
    return this.result(log, at, log.length);
  }

  async reward(key: string | number, points = 1): Promise<RateLimiterRes> {
    const rlKey = this.getKey(key);
    const at = this.now();
    const log = this.live(rlKey, at);
    log.splice(Math.max(0, log.length - points), points);
    return this.result(log, at, log.length);
  }

  async get(key: string | number): Promise<RateLimiterRes | null> {
    const rlKey = this.getKey(key);
    const at = this.now();
    const log = this.live(rlKey, at);
    return log.length === 0 ? null : this.result(log, at, log.length);
  }

  async set(key: string | number, points: number, secDuration: number): Promise<RateLimiterRes> {
    const rlKey = this.getKey(key);
    const at = this.now();
    // Entries dated so that they leave the window `secDuration` from now.
    const stamp = at - this.msDuration + secDuration * 1000;
    const log = Array.from({ length: points }, () => stamp);
    this.logs.set(rlKey, log);
    return this.result(log, at, points);
  }

  async block(key: string | number, secDuration: number): Promise<RateLimiterRes> {
    const rlKey = this.getKey(key);
    const at = this.now();
    this.blockedUntil.set(rlKey, at + secDuration * 1000);
    return new RateLimiterRes(0, secDuration * 1000, this.points + 1, false);
  }

  async delete(key: string | number): Promise<boolean> {
    const rlKey = this.getKey(key);
    this.blockedUntil.delete(rlKey);
    return this.logs.delete(rlKey);
  }
}
