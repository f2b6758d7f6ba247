import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backgroundJobsSettled } from "../jobs/background";
import { createTestPlatform, type TestPlatform } from "../testing/harness";
import { memoryRateLimiter } from "./memory";
import { tierFor } from "./tiers";

describe("memory limiter", () => {
  it("counts in a sliding window: no 60 s span lets more than the limit through", async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    const hit = async (at: number) => {
      now = at;
      return limiter.hit("b", 3, 60_000);
    };
    expect(await hit(0)).toMatchObject({ limit: 3, remaining: 2, resetAt: 60, allowed: true });
    expect((await hit(30_000)).remaining).toBe(1);
    expect((await hit(59_000)).remaining).toBe(0);
    // Where a fixed window would start afresh at 60 s, the requests of the last minute still count.
    const refused = await hit(59_500);
    // Retry-After: the oldest request leaves the window in 0.5 s, rounded up to whole seconds.
    expect(refused).toEqual({ limit: 3, remaining: 0, resetAt: 60, retryAfter: 1, allowed: false });
    expect((await hit(59_999)).allowed).toBe(false);
    // The first request leaves the window 60 s after it, which frees exactly one place.
    expect(await hit(60_000)).toMatchObject({ allowed: true, remaining: 0, resetAt: 90 });
    expect((await hit(61_000)).allowed).toBe(false);
    expect((await hit(90_000)).allowed).toBe(true);
  });

  it("does not count refused requests: a caller who keeps knocking gets in once the window moves", async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    await limiter.hit("b", 1, 60_000);
    for (now = 1_000; now < 60_000; now += 1_000) {
      expect((await limiter.hit("b", 1, 60_000)).allowed).toBe(false);
    }
    now = 60_000;
    expect((await limiter.hit("b", 1, 60_000)).allowed).toBe(true);
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

describe("each tier in its own bucket", () => {
  // Small limits, so every tier can be used up quickly; the mechanism is the production one.
  const tiers = {
    default: { limit: 6, windowMs: 60_000 },
    bulk_write: { limit: 3, windowMs: 60_000 },
    enrichment: { limit: 4, windowMs: 60_000 },
  };
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ deps: { rateLimitTiers: tiers } });
  });
  afterAll(async () => {
    await backgroundJobsSettled();
    await t.close();
  });

  const limits = (res: Response) => ({
    status: res.status,
    limit: res.headers.get("x-ratelimit-limit"),
    remaining: res.headers.get("x-ratelimit-remaining"),
  });
  async function newList(key: string) {
    const res = await t.request("POST", "/api/v1/public/lead-lists", { key, body: { name: "l" } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }
  const enrich = (key: string, list: string) =>
    t.request("POST", `/api/v1/public/lead-lists/${list}/enrich`, { key });

  it("bulk writes count per key in their tier and per workspace in the enrichment tier", async () => {
    const a = await t.legacyKey("acme");
    const b = await t.legacyKey("acme");
    const list = await newList(a);

    // Key a: the bulk-write tier (3) has fewer left than the enrichment tier (4): it decides.
    expect(limits(await enrich(a, list))).toEqual({ status: 202, limit: "3", remaining: "2" });
    expect(limits(await enrich(a, list))).toEqual({ status: 202, limit: "3", remaining: "1" });
    expect(limits(await enrich(a, list))).toEqual({ status: 202, limit: "3", remaining: "0" });
    const bulkLimited = await enrich(a, list);
    expect(limits(bulkLimited)).toEqual({ status: 429, limit: "3", remaining: "0" });
    expect(bulkLimited.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);

    // The default tier of the same key is untouched by bulk writes (one list creation so far).
    expect(limits(await t.request("GET", "/api/v1/public/jobs", { key: a }))).toEqual({
      status: 200,
      limit: "6",
      remaining: "4",
    });

    // Key b of the same workspace has its own bulk-write bucket but shares the enrichment
    // one, where key a's refused request did not count.
    expect(limits(await enrich(b, list))).toEqual({ status: 202, limit: "4", remaining: "0" });
    expect(limits(await enrich(b, list))).toEqual({ status: 429, limit: "4", remaining: "0" });
  });

  it("ordinary requests that use up the default tier leave bulk writes alone", async () => {
    const key = await t.legacyKey("globex");
    const list = await newList(key);
    for (let i = 2; i <= 6; i++) {
      expect((await t.request("GET", "/api/v1/public/jobs", { key })).status).toBe(200);
    }
    expect(limits(await t.request("GET", "/api/v1/public/jobs", { key }))).toEqual({
      status: 429,
      limit: "6",
      remaining: "0",
    });
    expect(limits(await enrich(key, list))).toEqual({ status: 202, limit: "3", remaining: "2" });
  });
});
