import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../events/tables";
import { seedDemoWebhooks } from "../seed/demo-webhooks";
import { isBuiltInReceiverUrl } from "./built-in-receiver";
import { createWebhookTestPlatform, type WebhookTestPlatform } from "./test-support";

/**
 * The demo's built-in receiver without WEBHOOK_ALLOW_PRIVATE_TARGETS: its own address is the
 * one private target allowed, over a real loopback socket; every other one is still refused.
 */
let w: WebhookTestPlatform;
const BASE = "/api/v1/public/webhook-endpoints";

beforeAll(async () => {
  w = await createWebhookTestPlatform({
    // Mounts the receiver; the real address is known once the server listens (below).
    settings: {
      allowPrivateTargets: false,
      builtInReceiverBase: "http://127.0.0.1:1/dev/receiver/",
    },
  });
  w.settings.builtInReceiverBase = `${w.base}/dev/receiver/`;
  w.start();
});
afterAll(() => w.close());

const create = (url: string) =>
  w.t.request("POST", BASE, { key: w.key, body: { url, event_types: ["call.completed"] } });

describe("the built-in receiver", () => {
  it("is accepted as a target and reached over loopback", async () => {
    const res = await create(`${w.base}/dev/receiver/demo-one`);
    expect(res.status).toBe(201);
    const endpoint = (await res.json()) as { id: string; secret: string };
    await w.dev("PUT", "/receiver/demo-one/secret", { secret: endpoint.secret });
    const detail = await w.settledDelivery(endpoint.id, await w.sendTest(endpoint.id));
    expect(detail.status).toBe("succeeded");
    const [request] = await w.received("demo-one");
    expect(request!.signature_valid).toBe(true);
  });

  it("is the only private target: other loopback addresses are still refused", async () => {
    const port = new URL(w.base).port;
    for (const url of [
      `${w.base}/api/v1/public/webhook-endpoints`,
      `${w.base}/dev/receiver/a/../../../api/v1/console/me`,
      `${w.base}/dev/receiver/a%2F..%2F..%2Fhealthz`,
      `${w.base}/dev/webhooks/simulate`,
      `http://127.0.0.1:${Number(port) + 1}/dev/receiver/x`,
      `http://localhost:${port}/dev/receiver/x`,
      `http://user:pw@127.0.0.1:${port}/dev/receiver/x`,
    ]) {
      const res = await create(url);
      expect(res.status, url).toBe(422);
    }
  });

  it("matches exactly one address shape", () => {
    const base = "http://127.0.0.1:4010/dev/receiver/";
    expect(isBuiltInReceiverUrl("http://127.0.0.1:4010/dev/receiver/acme-crm", base)).toBe(true);
    expect(isBuiltInReceiverUrl("http://127.0.0.1:4010/dev/receiver/x?secret=s", base)).toBe(true);
    expect(isBuiltInReceiverUrl("http://127.0.0.1:4010/dev/receiver/", base)).toBe(false);
    expect(isBuiltInReceiverUrl("http://127.0.0.1:4010/dev/receiver/a/b", base)).toBe(false);
    expect(isBuiltInReceiverUrl("https://127.0.0.1:4010/dev/receiver/a", base)).toBe(false);
    expect(isBuiltInReceiverUrl("http://127.0.0.1:4010/dev/receiver/a", null)).toBe(false);
  });

  it("keeps the simulator closed when only the demo receiver is on", async () => {
    const res = await w.t.app.request("/dev/webhooks/simulate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(404);
  });
});

describe("the demo's webhook history", () => {
  it("seeds acme once, with successes, retries that succeeded and failures", async () => {
    // This file's platform, emptied of the endpoints the tests above made.
    const other = w;
    await other.t.db.delete(webhookEndpoints);
    const opts = { receiverBase: `${other.base}/dev/receiver/`, retryDelaysSeconds: [10, 100] };
    expect(await seedDemoWebhooks(other.t.db, opts)).toBe(true);
    expect(await seedDemoWebhooks(other.t.db, opts)).toBe(false);
    const endpoints = await other.t.db.select().from(webhookEndpoints);
    expect(endpoints.length).toBe(2);
    expect(endpoints.every((e) => e.url.startsWith(opts.receiverBase))).toBe(true);

    const rows = await other.t.db.select().from(webhookDeliveries);
    const failed = rows.filter((d) => d.status === "failed");
    const retried = rows.filter((d) => d.status === "succeeded" && d.attemptCount > 1);
    expect(rows.length).toBeGreaterThan(300);
    expect(failed.length).toBeGreaterThan(10);
    expect(failed.every((d) => d.attemptCount === 3)).toBe(true);
    expect(retried.length).toBeGreaterThan(10);
    expect(new Set(rows.map((d) => d.eventType)).size).toBeGreaterThanOrEqual(5);
    expect(rows.some((d) => d.status === "pending")).toBe(false);
    const days = new Set(rows.map((d) => d.createdAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(5);
    const [attempts] = await other.t.db.select({ n: count() }).from(webhookAttempts);
    expect(attempts!.n).toBe(rows.reduce((n, d) => n + d.attemptCount, 0));

    // A workspace that already has an endpoint of its own is left alone.
    await other.t.db.delete(webhookEndpoints);
    await other.t.db.execute("delete from seed_state where name = 'demo-webhooks'");
    const res = await other.t.request("POST", BASE, {
      key: other.key,
      body: { url: "https://hooks.example.com/in", event_types: ["call.completed"] },
    });
    expect(res.status).toBe(201);
    expect(await seedDemoWebhooks(other.t.db, opts)).toBe(false);
    const left = await other.t.db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.trigger, "event"));
    expect(left[0]!.n).toBe(0);
  });
});
