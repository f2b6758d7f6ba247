import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DeliveryStats,
  MAX_RECOVER_DELIVERIES,
  RecoverPreview,
  WebhookRecovery,
} from "../../contract/webhooks";
import { webhookDeliveries } from "../events/tables";
import { createWebhookTestPlatform, type WebhookTestPlatform } from "./test-support";

/** Recover, its preview and progress, and the delivery statistics, over HTTP. */
let w: WebhookTestPlatform;
const BASE = "/api/v1/public/webhook-endpoints";
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

beforeAll(async () => {
  w = await createWebhookTestPlatform();
  w.start();
});
afterAll(() => w.close());

/** An endpoint whose receiver fails, with `n` deliveries that failed after every attempt. */
async function failingEndpoint(name: string, n: number) {
  const endpoint = await w.endpointWithReceiver(name, { mode: "error" });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await w.sendTest(endpoint.id));
  for (const id of ids) await w.settledDelivery(endpoint.id, id);
  return { endpoint, ids };
}

const preview = async (endpointId: string, query = `since=${encodeURIComponent(hourAgo())}`) => {
  const res = await w.t.request("GET", `${BASE}/${endpointId}/recover?${query}`, { key: w.key });
  return { status: res.status, body: (await res.json()) as unknown };
};

const recover = (endpointId: string, body: unknown, idempotencyKey?: string) =>
  w.t.request("POST", `${BASE}/${endpointId}/recover`, {
    key: w.key,
    body,
    headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : {},
  });

describe("recover", () => {
  it("previews the count, resends every failed delivery once, and reports progress", async () => {
    const { endpoint, ids } = await failingEndpoint("recover-a", 3);
    const first = await preview(endpoint.id);
    expect(first.status).toBe(200);
    expect(RecoverPreview.parse(first.body)).toEqual({
      failed_deliveries: 3,
      max: MAX_RECOVER_DELIVERIES,
    });

    await w.dev("PUT", "/receiver/recover-a/behaviour", { mode: "ok" });
    const body = { since: hourAgo() };
    const [a, b] = await Promise.all([
      recover(endpoint.id, body, "recover-a-1"),
      recover(endpoint.id, body, "recover-a-1"),
    ]);
    // A double click: one recovers, the other is told it is under way or gets the same answer.
    const statuses = [a.status, b.status].sort();
    expect([
      [202, 202],
      [202, 409],
    ]).toContainEqual(statuses);
    const recovery = WebhookRecovery.parse(await (a.status === 202 ? a : b).json());
    expect(recovery).toMatchObject({ total: 3, pending: 3, succeeded: 0, failed: 0 });

    const replay = await recover(endpoint.id, body, "recover-a-1");
    expect(replay.status).toBe(202);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(((await replay.json()) as { id: string }).id).toBe(recovery.id);

    const resends = await w.t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.recoveryId, recovery.id));
    expect(resends.map((r) => r.resentFrom).sort()).toEqual([...ids].sort());
    expect(resends.every((r) => r.trigger === "resend")).toBe(true);
    // Each carries its original's webhook-id, so a receiver that saw it once skips it.
    expect(resends.every((r) => r.messageId === r.resentFrom)).toBe(true);

    const done = await w.until(
      async () => {
        const res = await w.t.request("GET", `${BASE}/${endpoint.id}/recoveries/${recovery.id}`, {
          key: w.key,
        });
        expect(res.status).toBe(200);
        return WebhookRecovery.parse(await res.json());
      },
      (r) => r.pending === 0,
      15_000,
    );
    expect(done).toMatchObject({ total: 3, succeeded: 3, failed: 0 });
    expect((await w.received("recover-a")).filter((r) => r.answered_status === 200)).toHaveLength(
      3,
    );

    // Everything recovered: nothing left to count, and a new key recovers nothing twice.
    expect(RecoverPreview.parse((await preview(endpoint.id)).body).failed_deliveries).toBe(0);
    const again = await recover(endpoint.id, body, "recover-a-2");
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      detail: [
        {
          loc: ["body", "since"],
          msg: "No failed deliveries in this range need recovering: each has succeeded or has a resend under way.",
          type: "value_error",
        },
      ],
    });
  });

  it("a double submit over HTTP recovers once; the second answer says it is already running", async () => {
    const overHttp = (endpointId: string, body: unknown, idempotencyKey?: string) =>
      fetch(`${w.base}${BASE}/${endpointId}/recover`, {
        method: "POST",
        headers: {
          "x-api-key": w.key,
          "content-type": "application/json",
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        },
        body: JSON.stringify(body),
      });
    const running = (recoveryId: string, endpointId: string) =>
      expect.objectContaining({
        status: 409,
        location: `${BASE}/${endpointId}/recoveries/${recoveryId}`,
        detail: expect.stringMatching(
          new RegExp(
            `^A recovery of these deliveries is already running \\(${recoveryId}, \\d+ still to resend\\); follow its progress instead of starting another\\.$`,
          ),
        ),
      });
    // Two submits at once: the same key (a retried click), two keys (two dialogs), no key.
    for (const [label, keys] of [
      ["same key", ["dbl-same", "dbl-same"]],
      ["two keys", ["dbl-one", "dbl-two"]],
      ["no key", [undefined, undefined]],
    ] as const) {
      const name = `recover-dbl-${label.replace(" ", "-")}`;
      const { endpoint, ids } = await failingEndpoint(name, 3);
      // The receiver stays down, so the resends stay pending while the second answer is read.
      await w.dev("PUT", `/receiver/${name}/behaviour`, { mode: "hang" });
      const body = { since: hourAgo() };
      const answers = await Promise.all(keys.map((k) => overHttp(endpoint.id, body, k)));
      const read = await Promise.all(
        answers.map(async (a) => ({
          status: a.status,
          location: a.headers.get("location"),
          replayed: a.headers.get("idempotent-replayed"),
          ...((await a.json()) as { id?: string; detail?: string }),
        })),
      );
      const first = read.find((r) => r.status === 202 && r.replayed === null);
      expect(first, `${label}: ${JSON.stringify(read)}`).toBeDefined();
      const second = read.find((r) => r !== first)!;
      if (label === "same key") {
        // The key's own rule: the same answer again, or "still being processed".
        expect([
          expect.objectContaining({ status: 202, replayed: "true", id: first!.id }),
          {
            status: 409,
            location: null,
            replayed: null,
            detail:
              "A request with this Idempotency-Key is still being processed; retry once it has finished.",
          },
        ]).toContainEqual(second);
      } else {
        expect(second, label).toEqual(running(first!.id!, endpoint.id));
      }
      // One recovery: each failed delivery resent once.
      const resends = await w.t.db
        .select({ from: webhookDeliveries.resentFrom, recovery: webhookDeliveries.recoveryId })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpoint.id),
            eq(webhookDeliveries.trigger, "resend"),
          ),
        );
      expect(resends.map((r) => r.from).sort(), label).toEqual([...ids].sort());
      expect(new Set(resends.map((r) => r.recovery)), label).toEqual(new Set([first!.id]));
      // A later submit while it runs gets the same answer, not a new recovery.
      const again = await overHttp(endpoint.id, body);
      expect({
        status: again.status,
        location: again.headers.get("location"),
        ...((await again.json()) as object),
      }).toEqual(running(first!.id!, endpoint.id));
    }
  });

  it("narrows by event type and time range", async () => {
    const { endpoint } = await failingEndpoint("recover-b", 1);
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await preview(
      endpoint.id,
      `since=${encodeURIComponent(hourAgo())}&event_type=job.completed`,
    );
    expect(RecoverPreview.parse(none.body).failed_deliveries).toBe(0);
    const later = await preview(endpoint.id, `since=${encodeURIComponent(future)}`);
    expect(later.status).toBe(422);
    expect((later.body as { detail: { loc: string[] }[] }).detail[0]!.loc).toEqual([
      "query",
      "since",
    ]);
  });

  it("refuses bad ranges, keys and bodies with a 422 naming the field", async () => {
    const { endpoint } = await failingEndpoint("recover-c", 0);
    // One instant for both ends: two calls a millisecond apart make a valid (empty) range.
    const instant = hourAgo();
    const cases: [unknown, Record<string, string>, (string | number)[]][] = [
      [{}, {}, ["body", "since"]],
      [{ since: "yesterday" }, {}, ["body", "since"]],
      [{ since: instant, until: instant }, {}, ["body", "until"]],
      [{ since: hourAgo(), event_type: "lead.created" }, {}, ["body", "event_type"]],
      [{ since: hourAgo(), extra: 1 }, {}, ["body", "extra"]],
      [{ since: hourAgo() }, { "idempotency-key": "" }, ["header", "Idempotency-Key"]],
    ];
    for (const [body, headers, loc] of cases) {
      const res = await w.t.request("POST", `${BASE}/${endpoint.id}/recover`, {
        key: w.key,
        body,
        headers,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      const detail = ((await res.json()) as { detail: { loc: unknown[] }[] }).detail;
      expect(detail.map((d) => d.loc)).toContainEqual(loc);
    }
    const missing = await w.t.request("GET", `${BASE}/${endpoint.id}/recover`, { key: w.key });
    expect(missing.status).toBe(422);
  });

  it("refuses more than the maximum at once and says how many matched", async () => {
    const { endpoint, ids } = await failingEndpoint("recover-d", 1);
    // Copies of the failed delivery, made in SQL: quicker than thousands of real failures.
    await w.t.db.execute(
      sql`insert into webhook_deliveries (id, workspace_id, endpoint_id, event_type, body,
          trigger, status, attempt_count)
        select 'whd_bulk' || g, workspace_id, endpoint_id, event_type, body, 'test', 'failed', 3
        from webhook_deliveries, generate_series(1, ${MAX_RECOVER_DELIVERIES}) g
        where id = ${ids[0]!}`,
    );
    const res = await recover(endpoint.id, { since: hourAgo() });
    expect(res.status).toBe(422);
    const [issue] = ((await res.json()) as { detail: { loc: unknown[]; msg: string }[] }).detail;
    expect(issue!.loc).toEqual(["body", "since"]);
    expect(issue!.msg).toBe(
      `${MAX_RECOVER_DELIVERIES + 1} failed deliveries match; one recover resends at most ${MAX_RECOVER_DELIVERIES}. Narrow the time range or choose an event type.`,
    );
    const queued = await w.t.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.trigger, "resend")),
      );
    expect(queued).toHaveLength(0);
  });

  it("answers 404 for an unknown recovery", async () => {
    const { endpoint } = await failingEndpoint("recover-e", 0);
    const res = await w.t.request("GET", `${BASE}/${endpoint.id}/recoveries/whr_unknown`, {
      key: w.key,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "The recovery does not exist." });
  });
});

describe("delivery statistics", () => {
  it("counts the range by status and bucket, agreeing with the list", async () => {
    const { endpoint } = await failingEndpoint("stats-a", 2);
    await w.dev("PUT", "/receiver/stats-a/behaviour", { mode: "ok" });
    await w.settledDelivery(endpoint.id, await w.sendTest(endpoint.id));
    const since = encodeURIComponent(hourAgo());
    const res = await w.t.request(
      "GET",
      `${BASE}/${endpoint.id}/delivery-stats?since=${since}&bucket_seconds=300`,
      { key: w.key },
    );
    expect(res.status).toBe(200);
    const stats = DeliveryStats.parse(await res.json());
    expect(stats.totals).toEqual({
      deliveries: 3,
      succeeded: 1,
      failed: 2,
      pending: 0,
      success_rate: 1 / 3,
    });
    expect(stats.buckets.reduce((n, b) => n + b.deliveries, 0)).toBe(3);
    expect(stats.bucket_seconds).toBe(300);
    expect(stats.last_delivery_status).toBe("succeeded");
    const list = (await (
      await w.t.request("GET", `${BASE}/${endpoint.id}/deliveries?since=${since}`, { key: w.key })
    ).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(stats.totals.deliveries);
  });

  it("refuses more than 500 buckets, naming bucket_seconds", async () => {
    const { endpoint } = await failingEndpoint("stats-b", 0);
    const since = encodeURIComponent(new Date(Date.now() - 30 * 86_400_000).toISOString());
    const res = await w.t.request(
      "GET",
      `${BASE}/${endpoint.id}/delivery-stats?since=${since}&bucket_seconds=60`,
      { key: w.key },
    );
    expect(res.status).toBe(422);
    const [issue] = ((await res.json()) as { detail: { loc: unknown[]; msg: string }[] }).detail;
    expect(issue!.loc).toEqual(["query", "bucket_seconds"]);
    // 30 days over 500 buckets is 5184 s; the milliseconds since the range was made round up.
    expect(issue!.msg).toMatch(
      /^This range needs buckets of at least 518[45] seconds \(at most 500 buckets\)\.$/,
    );
  });
});
