/** A fixed window per bucket: the spec's limits are "N requests per minute". */
export type RateLimitResult = {
  limit: number;
  remaining: number;
  /** Unix seconds at which the window resets. */
  resetAt: number;
  allowed: boolean;
};

export interface RateLimiter {
  hit(bucket: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** The bucket's state without counting a request; `allowed` says whether one more fits. */
  peek(bucket: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export function toResult(count: number, limit: number, windowEndMs: number): RateLimitResult {
  return {
    limit,
    remaining: Math.max(0, limit - count),
    resetAt: Math.ceil(windowEndMs / 1000),
    allowed: count <= limit,
  };
}

export function windowStart(nowMs: number, windowMs: number): number {
  return nowMs - (nowMs % windowMs);
}
