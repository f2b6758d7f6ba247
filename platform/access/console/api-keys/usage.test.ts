import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeyUsage } from "../../../../contract/key-usage";
import { KeyUsageRecorder } from "../../../auth/key-usage-recorder";
import { RATE_LIMIT_TIERS } from "../../../rate-limit/tiers";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { servePlatform } from "../../../testing/served-platform";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let t: TestPlatform;
beforeAll(async () => {
  // A default tier of 3 a minute, so a 429 is one request away.
  t = await createTestPlatform({
    limitsByTestClock: true,
    deps: { rateLimitTiers: { ...RATE_LIMIT_TIERS, default: { limit: 3, windowMs: 60_000 } } },
  });
});
afterAll(() => t.close());

async function usageOf(keyId: string, as = "member@acme.test") {
  const session = await t.signIn(as);
  const res = await t.request("GET", `/api/v1/console/api-keys/${keyId}/usage`, { session });
  expect(res.status).toBe(200);
  return KeyUsage.parse(await res.json());
}

describe("per-key usage", () => {
  it("counts each request of a key by status class, 429s apart, with its last caller", async () => {
    const { key, api_key } = await t.createKey("manager@acme.test", { scopes: ["read"] });
    const headers = { "user-agent": "usage-test/1.0" };
    for (let i = 0; i < 2; i++) {
      const res = await t.request("GET", "/api/v1/public/lead-lists", { key, headers });
      expect(res.status).toBe(200);
    }
    // A write with a read-only key: refused (403), still this key's request.
    const write = await t.request("POST", "/api/v1/public/lead-lists", {
      key,
      headers,
      body: { name: "nope" },
    });
    expect(write.status).toBe(403);
    expect((await t.request("GET", "/api/v1/public/lead-lists", { key, headers })).status).toBe(
      200,
    );
    expect((await t.request("GET", "/api/v1/public/lead-lists", { key, headers })).status).toBe(
      429,
    );

    const usage = await usageOf(api_key.id);
    expect(usage.last_24_hours).toEqual({
      total: 5,
      "2xx": 3,
      "3xx": 0,
      "4xx": 1,
      "429": 1,
      "5xx": 0,
    });
    expect(usage.last_7_days).toEqual(usage.last_24_hours);
    expect(usage.last_used_user_agent).toBe("usage-test/1.0");
    expect(usage.last_used_address).toEqual(expect.any(String));
    expect(usage.last_used_at).not.toBeNull();
    expect(usage.unused_for_30_days).toBe(false);
    expect(usage.hourly).toHaveLength(24);
    expect(usage.daily).toHaveLength(7);
    expect(usage.hourly.at(-1)!.counts.total).toBe(5);
    // The keys list carries the same last use.
    const session = await t.signIn("member@acme.test");
    const list = (await (
      await t.request("GET", "/api/v1/console/api-keys", { session })
    ).json()) as { items: { id: string; last_used_at: string | null }[] };
    expect(list.items.find((k) => k.id === api_key.id)!.last_used_at).toBe(usage.last_used_at);
  });

  it("moves requests out of the 24-hour window into the 7-day one, and marks a key unused for 30 days", async () => {
    const { key, api_key } = await t.createKey("manager@acme.test", { scopes: ["read"] });
    t.clock.advance(2 * 60_000);
    expect((await t.request("GET", "/api/v1/public/lead-lists", { key })).status).toBe(200);
    t.clock.advance(25 * HOUR);
    let usage = await usageOf(api_key.id);
    expect(usage.last_24_hours.total).toBe(0);
    expect(usage.last_7_days.total).toBe(1);
    expect(usage.daily.reduce((n, d) => n + d.counts.total, 0)).toBe(1);
    expect(usage.unused_for_30_days).toBe(false);
    t.clock.advance(30 * DAY);
    usage = await usageOf(api_key.id);
    expect(usage.last_7_days.total).toBe(0);
    expect(usage.unused_for_30_days).toBe(true);
  });

  it("records last use at most once a minute per key", async () => {
    const { key, api_key } = await t.createKey("manager@acme.test", { scopes: ["read"] });
    t.clock.advance(2 * 60_000);
    await t.request("GET", "/api/v1/public/lead-lists", { key, headers: { "user-agent": "a" } });
    await t.request("GET", "/api/v1/public/lead-lists", { key, headers: { "user-agent": "b" } });
    expect((await usageOf(api_key.id)).last_used_user_agent).toBe("a");
    t.clock.advance(61_000);
    await t.request("GET", "/api/v1/public/lead-lists", { key, headers: { "user-agent": "c" } });
    expect((await usageOf(api_key.id)).last_used_user_agent).toBe("c");
  });

  it("another workspace's key, or none, is a 404", async () => {
    const { api_key } = await t.createKey("owner@acme.test", { scopes: ["read"] });
    const globex = await t.signIn("owner@globex.test");
    for (const id of [api_key.id, "key_missing"]) {
      const res = await t.request("GET", `/api/v1/console/api-keys/${id}/usage`, {
        session: globex,
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "The API key does not exist." });
    }
    expect((await t.request("GET", `/api/v1/console/api-keys/${api_key.id}/usage`)).status).toBe(
      401,
    );
  });
});

describe("two instances on one database", () => {
  it("each counts in its own memory and their flushed counts add up", async () => {
    const { key, api_key } = await t.createKey("manager@acme.test", { scopes: ["read"] });
    const recorders = [new KeyUsageRecorder(t.db), new KeyUsageRecorder(t.db)];
    const instances = await Promise.all(
      recorders.map((keyUsage) =>
        servePlatform({ ...t.deps, rateLimitTiers: RATE_LIMIT_TIERS, keyUsage }),
      ),
    );
    try {
      // Interleaved, and concurrent, as a load balancer would spread them.
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          instances[i % 2]!.timed("GET", "/api/v1/public/lead-lists", { key }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
      // Flushed together, twice, so the upserts race on the same rows.
      await Promise.all(recorders.map((r) => r.flush()));
      await instances[1]!.timed("GET", "/api/v1/public/lead-lists/ll_missing", { key });
      await Promise.all(recorders.map((r) => r.flush()));
      const usage = await usageOf(api_key.id);
      expect(usage.last_24_hours).toMatchObject({ total: 13, "2xx": 12, "4xx": 1 });
      expect(usage.last_used_address).toBe("127.0.0.1");
    } finally {
      await Promise.all(instances.map((i) => i.close()));
    }
  });
});
