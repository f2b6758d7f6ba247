import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "../testing/harness";
import { servePlatform } from "../testing/served-platform";
import { startTcpRelay, type TcpRelay } from "../testing/tcp-relay";
import { redisRateLimiter } from "./redis";

/**
 * Two instances' limiters on Redis behind a relay this test cuts: while Redis is away each
 * instance counts in its own memory (the API keeps answering, never 503), the change is
 * logged once, and once Redis is back the instances count together again.
 */
const redisUrl = process.env.REDIS_URL;
const LIMIT = 5;
const WINDOW_MS = 60_000;

describe.skipIf(!redisUrl)("Redis outage", () => {
  let t: TestPlatform;
  let relay: TcpRelay;
  const logged: string[] = [];
  let a: ReturnType<typeof redisRateLimiter>;
  let b: ReturnType<typeof redisRateLimiter>;

  beforeAll(async () => {
    t = await createTestPlatform();
    const target = new URL(redisUrl as string);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
    const prefix = `outage-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    const url = relay.url(redisUrl as string);
    a = redisRateLimiter({ url, prefix, log: (line) => logged.push(`a: ${line}`) });
    b = redisRateLimiter({ url, prefix, log: (line) => logged.push(`b: ${line}`) });
    expect(await a.ready()).toBe(true);
    expect(await b.ready()).toBe(true);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await relay?.close();
    await t?.close();
  });

  const hit = (limiter: typeof a, bucket: string) => limiter.hit(bucket, LIMIT, WINDOW_MS);

  it("falls back to each instance's memory, logged once, and shares counts again when Redis returns", async () => {
    // Shared: what instance a counts, instance b sees.
    expect((await hit(a, "shared")).remaining).toBe(4);
    expect((await hit(b, "shared")).remaining).toBe(3);

    relay.cut();
    const started = performance.now();
    const during = [];
    for (let i = 0; i < LIMIT + 1; i++) during.push(await hit(a, "during"));
    const elapsed = performance.now() - started;
    // Each instance holds the limit on its own.
    expect(during.map((r) => r.allowed)).toEqual([true, true, true, true, true, false]);
    expect((await hit(b, "during")).remaining).toBe(4);
    console.log(
      `[redis outage] ${LIMIT + 2} decisions during the outage in ${elapsed.toFixed(0)} ms`,
    );
    expect(elapsed).toBeLessThan(2_000);

    // The public API keeps answering, with its limits, rather than 503.
    const platform = await servePlatform({ ...t.deps, limiter: a });
    try {
      const key = await t.legacyKey();
      const res = await platform.timed("GET", "/api/v1/public/jobs", { key });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBe("300");
      expect(res.ms).toBeLessThan(2_000);
    } finally {
      await platform.close();
    }

    relay.restore();
    const restoredAt = performance.now();
    expect(await a.ready(5_000)).toBe(true);
    expect(await b.ready(5_000)).toBe(true);
    console.log(
      `[redis outage] shared counting back ${(performance.now() - restoredAt).toFixed(0)} ms after Redis`,
    );
    expect(performance.now() - restoredAt).toBeLessThan(5_000);

    // Redis kept what was counted before the outage, and both instances count there again.
    expect((await hit(a, "shared")).remaining).toBe(2);
    expect((await hit(b, "shared")).remaining).toBe(1);

    for (const side of ["a", "b"]) {
      expect(logged.filter((l) => l.startsWith(`${side}: Redis is unreachable`))).toHaveLength(1);
      expect(logged.filter((l) => l.startsWith(`${side}: Redis is reachable again`))).toHaveLength(
        1,
      );
    }
  });
});
