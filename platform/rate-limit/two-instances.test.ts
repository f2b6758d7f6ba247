import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlatformDeps } from "../http/env";
import { backgroundJobsSettled } from "../jobs/background";
import { createTestPlatform, type TestPlatform } from "../testing/harness";
import { servePlatform } from "../testing/served-platform";
import { redisRateLimiter } from "./redis";

/**
 * Two platform instances counting in one Redis, each with its own connection, as two
 * processes behind a load balancer would. The window is 2 s instead of 60 so the log can be
 * watched sliding several times; the limiter and the Redis script are the production ones.
 */
const redisUrl = process.env.REDIS_URL;
const WINDOW_MS = 2_000;
const LIMIT = 10;
const BULK_LIMIT = 5;
const tiers = {
  default: { limit: LIMIT, windowMs: WINDOW_MS },
  // A minute, so a burst is sure to fall within one window however slow the machine.
  bulk_write: { limit: BULK_LIMIT, windowMs: 60_000 },
  enrichment: { limit: 100, windowMs: 60_000 },
};

describe.skipIf(!redisUrl)("two instances on one Redis", () => {
  let t: TestPlatform;
  const instances: Awaited<ReturnType<typeof servePlatform>>[] = [];
  const limiters: PlatformDeps["limiter"][] = [];

  beforeAll(async () => {
    t = await createTestPlatform();
    const prefix = `two-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    for (let i = 0; i < 2; i++) {
      const limiter = redisRateLimiter({ url: redisUrl as string, prefix });
      expect(await limiter.ready()).toBe(true);
      limiters.push(limiter);
      instances.push(
        await servePlatform({
          db: t.db,
          limiter,
          entitlements: async (ws) => ws.planApiAccess,
          publicApiUrl: "https://platform.test",
          now: () => new Date(),
          rateLimitTiers: tiers,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const limiter of limiters) await limiter.close();
    await t.close();
  });

  it("a burst over both instances gets exactly the limit through", async () => {
    const key = await t.legacyKey();
    const created = await instances[0]!.timed("POST", "/api/v1/public/lead-lists", {
      key,
      body: { name: "burst" },
    });
    const list = (created.body as { id: string }).id;
    const answers = await Promise.all(
      Array.from({ length: 3 * BULK_LIMIT }, (_, i) =>
        instances[i % 2]!.timed("POST", `/api/v1/public/lead-lists/${list}/enrich`, { key }),
      ),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(BULK_LIMIT);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(2 * BULK_LIMIT);
    await backgroundJobsSettled();
  });

  it("under steady load no window's span lets more than the limit through", async () => {
    const key = await t.legacyKey();
    const accepted: { sent: number; received: number }[] = [];
    const until = performance.now() + 3 * WINDOW_MS;
    const loops = Array.from({ length: 6 }, async (_, loop) => {
      for (let i = loop; performance.now() < until; i++) {
        const res = await instances[i % 2]!.timed("GET", "/api/v1/public/jobs", { key });
        expect([200, 429]).toContain(res.status);
        if (res.status === 200) accepted.push({ sent: res.at, received: res.at + res.ms });
      }
    });
    await Promise.all(loops);
    accepted.sort((a, b) => a.sent - b.sent);

    // Each request was decided between its sending and its answer. For the limit to hold,
    // any LIMIT + 1 accepted requests must have been decided at least a window apart.
    let tightest = Number.POSITIVE_INFINITY;
    for (let i = 0; i + LIMIT < accepted.length; i++) {
      const group = accepted.slice(i, i + LIMIT + 1);
      const span = Math.max(...group.map((a) => a.received)) - group[0]!.sent;
      tightest = Math.min(tightest, span);
    }
    console.log(
      `[two instances] ${accepted.length} accepted in ${3 * WINDOW_MS} ms; the tightest ${LIMIT + 1} spanned ${tightest.toFixed(0)} ms (window ${WINDOW_MS} ms)`,
    );
    expect(tightest).toBeGreaterThanOrEqual(WINDOW_MS);
    // And the limit is a limit, not a wall: about LIMIT per window got through.
    expect(accepted.length).toBeGreaterThanOrEqual(2 * LIMIT);
    expect(accepted.length).toBeLessThanOrEqual(4 * LIMIT);
  });
});
