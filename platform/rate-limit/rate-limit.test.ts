import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "../testing/harness";
import { memoryRateLimiter } from "./memory";
import { tierFor } from "./tiers";

describe("memory limiter", () => {
  it("counts in fixed windows and resets at the window's end", async () => {
    let now = 120_000;
    const limiter = memoryRateLimiter(() => now);
    const first = await limiter.hit("b", 2, 60_000);
    expect(first).toEqual({ limit: 2, remaining: 1, resetAt: 180, allowed: true });
    expect((await limiter.hit("b", 2, 60_000)).remaining).toBe(0);
    expect((await limiter.hit("b", 2, 60_000)).allowed).toBe(false);
    now = 180_000;
    expect(await limiter.hit("b", 2, 60_000)).toEqual({
      limit: 2,
      remaining: 1,
      resetAt: 240,
      allowed: true,
    });
  });
});

describe("tiers", () => {
  it("puts bulk enrichment and campaign enrollment in the bulk-write tier", () => {
    expect(tierFor("POST", "lead-lists/ll_1/enrich")).toBe("bulk_write");
    expect(tierFor("POST", "campaigns/c_1/leads")).toBe("bulk_write");
    expect(tierFor("GET", "lead-lists/ll_1/enrich")).toBe("default");
    expect(tierFor("POST", "lead-lists")).toBe("default");
  });
});

describe("over HTTP", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  it("allows 300 requests a minute per key, then 429 with Retry-After in whole seconds", async () => {
    const key = await t.legacyKey();
    const other = await t.legacyKey();
    let last: Response | undefined;
    for (let i = 1; i <= 300; i++) {
      last = await t.request("GET", "/api/v1/public/jobs", { key });
      if (last.status !== 200) break;
    }
    expect(last!.status).toBe(200);
    expect(last!.headers.get("x-ratelimit-remaining")).toBe("0");

    const limited = await t.request("GET", "/api/v1/public/jobs", { key });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(limited.headers.get("x-ratelimit-limit")).toBe("300");
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(await limited.json()).toEqual({
      detail: "Too many requests; wait for the Retry-After interval before retrying.",
    });

    // The limit is per key: another key of the same workspace is unaffected.
    const fresh = await t.request("GET", "/api/v1/public/jobs", { key: other });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("x-ratelimit-remaining")).toBe("299");
    expect(fresh.headers.get("retry-after")).toBeNull();
  });

  it("sends the headers on errors too", async () => {
    const key = await t.legacyKey();
    const res = await t.request("GET", "/api/v1/public/lead-lists/ll_doesnotexist", { key });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-ratelimit-limit")).toBe("300");
    expect(res.headers.get("x-ratelimit-remaining")).toBe("299");
  });
});
