import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cursorEnvelope, offsetEnvelope } from "../../../contract/envelopes";
import { ValidationErrorBody } from "../../../contract/errors";
import {
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "../../../contract/webhooks";
import { OPENAPI_PATH } from "../../app";
import { webhookDeliveries } from "../../events/tables";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";

let t: TestPlatform;
let key: string;
const BASE = "/api/v1/public/webhook-endpoints";

beforeAll(async () => {
  t = await createTestPlatform();
  key = await t.legacyKey();
});
afterAll(() => t.close());

async function create(body: Record<string, unknown>, as = key) {
  return t.request("POST", BASE, { key: as, body });
}

async function createOk(body: Record<string, unknown> = {}) {
  const res = await create({
    url: "https://hooks.example.com/in",
    event_types: ["lead.enriched"],
    ...body,
  });
  expect(res.status).toBe(201);
  return WebhookEndpointWithSecret.parse(await res.json());
}

describe("registration", () => {
  it("saves url, event types and description, and shows the secret once", async () => {
    const res = await create({
      url: "https://hooks.example.com/in",
      event_types: ["lead.enriched", "job.completed", "lead.enriched"],
      description: "CRM sync",
    });
    expect(res.status).toBe(201);
    const created = WebhookEndpointWithSecret.parse(await res.json());
    expect(created).toMatchObject({
      url: "https://hooks.example.com/in",
      event_types: ["lead.enriched", "job.completed"],
      description: "CRM sync",
      is_active: true,
      delivery_stats: { deliveries_24h: 0, success_rate_24h: null, last_delivery_at: null },
    });
    expect(created.id).toMatch(/^we_[0-9A-Za-z]{16}$/);
    expect(created.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);

    const got = await (await t.request("GET", `${BASE}/${created.id}`, { key })).text();
    const listed = await (await t.request("GET", BASE, { key })).text();
    for (const text of [got, listed]) {
      expect(text).not.toContain(created.secret);
      expect(text).not.toContain('"secret"');
    }
    const { secret: _secret, ...withoutSecret } = created;
    expect(WebhookEndpoint.parse(JSON.parse(got))).toEqual(withoutSecret);
    const page = offsetEnvelope(WebhookEndpoint).parse(JSON.parse(listed));
    expect(page.items.map((e) => e.id)).toContain(created.id);
  });

  it("rejects an unknown event type at its index", async () => {
    const res = await create({
      url: "https://hooks.example.com/in",
      event_types: ["lead.enriched", "lead.deleted"],
    });
    expect(res.status).toBe(422);
    const body = ValidationErrorBody.parse(await res.json());
    expect(body.detail).toHaveLength(1);
    expect(body.detail[0]!.loc).toEqual(["body", "event_types", 1]);
    expect(body.detail[0]!.msg).toMatch(/not in the catalog/);
  });

  it.each([
    ["plain http", "http://hooks.example.com/in"],
    ["a loopback IP", "https://127.0.0.1/in"],
    ["the metadata address", "https://169.254.169.254/"],
    ["SIIT loopback", "https://[::ffff:0:7f00:1]/"],
    ["NAT64 metadata", "https://[64:ff9b:1::a9fe:a9fe]/"],
    ["6to4 private", "https://[2002:a00:1::1]/"],
    ["Teredo", "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/"],
    ["localhost", "https://localhost/in"],
    ["not a URL", "hooks.example.com"],
    ["credentials", "https://user:pass@hooks.example.com/in"],
    ["another scheme", "ftp://hooks.example.com/in"],
  ])("rejects %s at body.url", async (_name, url) => {
    const res = await create({ url, event_types: ["call.completed"] });
    expect(res.status).toBe(422);
    expect(ValidationErrorBody.parse(await res.json()).detail[0]!.loc).toEqual(["body", "url"]);
  });

  it("requires at least one event type and refuses unknown fields", async () => {
    const none = await create({ url: "https://hooks.example.com/in", event_types: [] });
    expect(ValidationErrorBody.parse(await none.json()).detail[0]!.loc).toEqual([
      "body",
      "event_types",
    ]);
    const extra = await create({
      url: "https://hooks.example.com/in",
      event_types: ["call.completed"],
      secret: "whsec_mine",
    });
    expect(ValidationErrorBody.parse(await extra.json()).detail[0]!.loc).toEqual([
      "body",
      "secret",
    ]);
  });

  it("accepts http and private targets when the development setting allows them", async () => {
    const dev = await createTestPlatform({
      deps: { webhooks: { retryDelaysSeconds: [1], timeoutMs: 1000, allowPrivateTargets: true } },
    });
    try {
      const res = await dev.request("POST", BASE, {
        key: await dev.legacyKey(),
        body: { url: "http://127.0.0.1:4010/dev/receiver/a", event_types: ["call.completed"] },
      });
      expect(res.status).toBe(201);
    } finally {
      await dev.close();
    }
  });
});

describe("update, rotate, delete", () => {
  it("updates each field and validates like registration", async () => {
    const created = await createOk();
    const res = await t.request("PATCH", `${BASE}/${created.id}`, {
      key,
      body: {
        url: "https://hooks.example.com/v2",
        event_types: ["call.completed"],
        description: "v2",
        is_active: false,
      },
    });
    expect(res.status).toBe(200);
    expect(WebhookEndpoint.parse(await res.json())).toMatchObject({
      url: "https://hooks.example.com/v2",
      event_types: ["call.completed"],
      description: "v2",
      is_active: false,
    });
    const empty = await t.request("PATCH", `${BASE}/${created.id}`, { key, body: {} });
    expect(empty.status).toBe(200);
    const bad = await t.request("PATCH", `${BASE}/${created.id}`, {
      key,
      body: { url: "http://hooks.example.com/", event_types: ["nope"] },
    });
    expect(bad.status).toBe(422);
    const locs = ValidationErrorBody.parse(await bad.json()).detail.map((d) => d.loc);
    expect(locs).toContainEqual(["body", "event_types", 0]);
    const badUrl = await t.request("PATCH", `${BASE}/${created.id}`, {
      key,
      body: { url: "http://hooks.example.com/" },
    });
    expect(ValidationErrorBody.parse(await badUrl.json()).detail[0]!.loc).toEqual(["body", "url"]);
  });

  it("rotates the secret, showing the new one once", async () => {
    const created = await createOk();
    const res = await t.request("POST", `${BASE}/${created.id}/rotate-secret`, { key });
    expect(res.status).toBe(200);
    const rotated = WebhookEndpointWithSecret.parse(await res.json());
    expect(rotated.id).toBe(created.id);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    const got = await (await t.request("GET", `${BASE}/${created.id}`, { key })).text();
    expect(got).not.toContain(rotated.secret);
  });

  it("deletes an endpoint with its deliveries", async () => {
    const created = await createOk();
    await t.request("POST", `${BASE}/${created.id}/test`, { key });
    const res = await t.request("DELETE", `${BASE}/${created.id}`, { key });
    expect(res.status).toBe(204);
    expect((await t.request("GET", `${BASE}/${created.id}`, { key })).status).toBe(404);
    expect((await t.request("DELETE", `${BASE}/${created.id}`, { key })).status).toBe(404);
  });
});

describe("deliveries", () => {
  it("test queues a synthetic call.completed and returns its delivery", async () => {
    const created = await createOk({ event_types: ["lead.enriched"] });
    const res = await t.request("POST", `${BASE}/${created.id}/test`, { key });
    expect(res.status).toBe(202);
    const delivery = WebhookDelivery.parse(await res.json());
    expect(delivery).toMatchObject({
      endpoint_id: created.id,
      event_type: "call.completed",
      status: "pending",
      trigger: "test",
      attempt_count: 0,
      max_attempts: 3,
      last_status_code: null,
    });
    expect(delivery.id).toMatch(/^whd_/);
    expect(delivery.next_attempt_at).not.toBeNull();
    const detail = WebhookDeliveryDetail.parse(
      await (
        await t.request("GET", `${BASE}/${created.id}/deliveries/${delivery.id}`, { key })
      ).json(),
    );
    expect(detail.payload).toMatchObject({ event_type: "call.completed", outcome: "ended" });
    expect(Object.keys(detail.payload).sort()).toEqual(
      [
        "call_id",
        "campaign_id",
        "duration_seconds",
        "event_type",
        "lead_id",
        "outcome",
        "transcript_url",
      ].sort(),
    );
    expect(detail.attempts).toEqual([]);
  });

  it("lists newest first with a cursor, and filters by status, event type and time", async () => {
    const created = await createOk();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.request("POST", `${BASE}/${created.id}/test`, { key });
      ids.push(((await res.json()) as { id: string }).id);
    }
    const { eq } = await import("drizzle-orm");
    await t.db
      .update(webhookDeliveries)
      .set({
        status: "succeeded",
        nextAttemptAt: null,
        createdAt: new Date("2026-01-01T00:00:00Z"),
      })
      .where(eq(webhookDeliveries.id, ids[0]!));

    const page = (q: string) =>
      t
        .request("GET", `${BASE}/${created.id}/deliveries${q}`, { key })
        .then(async (r) => cursorEnvelope(WebhookDelivery).parse(await r.json()));

    const first = await page("?limit=2");
    expect(first.items.map((d) => d.id)).toEqual([ids[4], ids[3]]);
    expect(first.next_cursor).not.toBeNull();
    const second = await page(`?limit=2&cursor=${first.next_cursor}`);
    expect(second.items.map((d) => d.id)).toEqual([ids[2], ids[1]]);
    const third = await page(`?limit=2&cursor=${second.next_cursor}`);
    expect(third.items.map((d) => d.id)).toEqual([ids[0]]);
    expect(third.next_cursor).toBeNull();

    expect((await page("?status=succeeded")).items.map((d) => d.id)).toEqual([ids[0]]);
    expect((await page("?status=pending")).items).toHaveLength(4);
    expect((await page("?event_type=lead.enriched")).items).toEqual([]);
    expect((await page("?until=2026-01-02T00:00:00Z")).items.map((d) => d.id)).toEqual([ids[0]]);
    expect((await page("?since=2026-01-02T00:00:00Z")).items).toHaveLength(4);

    const bad = await t.request("GET", `${BASE}/${created.id}/deliveries?cursor=nope`, { key });
    expect(ValidationErrorBody.parse(await bad.json()).detail[0]!.loc).toEqual(["query", "cursor"]);
    const badStatus = await t.request("GET", `${BASE}/${created.id}/deliveries?status=lost`, {
      key,
    });
    expect(ValidationErrorBody.parse(await badStatus.json()).detail[0]!.loc).toEqual([
      "query",
      "status",
    ]);

    const resend = await t.request("POST", `${BASE}/${created.id}/deliveries/${ids[0]}/resend`, {
      key,
    });
    expect(resend.status).toBe(202);
    const again = WebhookDelivery.parse(await resend.json());
    expect(again).toMatchObject({ trigger: "resend", resent_from: ids[0], status: "pending" });
    expect(again.id).not.toBe(ids[0]);
    const original = WebhookDeliveryDetail.parse(
      await (await t.request("GET", `${BASE}/${created.id}/deliveries/${ids[0]}`, { key })).json(),
    );
    const copy = WebhookDeliveryDetail.parse(
      await (
        await t.request("GET", `${BASE}/${created.id}/deliveries/${again.id}`, { key })
      ).json(),
    );
    expect(copy.payload).toEqual(original.payload);

    const listed = offsetEnvelope(WebhookEndpoint).parse(
      await (await t.request("GET", `${BASE}?per_page=100`, { key })).json(),
    );
    const stats = listed.items.find((e) => e.id === created.id)!.delivery_stats;
    expect(stats).toMatchObject({
      deliveries_24h: 5,
      succeeded_24h: 0,
      failed_24h: 0,
      success_rate_24h: null,
      last_delivery_status: "pending",
    });
  });

  it("a delivery of another endpoint is a 404", async () => {
    const a = await createOk();
    const b = await createOk();
    const res = await t.request("POST", `${BASE}/${a.id}/test`, { key });
    const { id } = (await res.json()) as { id: string };
    expect((await t.request("GET", `${BASE}/${b.id}/deliveries/${id}`, { key })).status).toBe(404);
    expect(
      (await t.request("POST", `${BASE}/${b.id}/deliveries/${id}/resend`, { key })).status,
    ).toBe(404);
  });
});

describe("access", () => {
  it("a key made by a manager gets 403 on every webhook operation; an admin's works", async () => {
    const endpoint = await createOk();
    const delivery = (await (
      await t.request("POST", `${BASE}/${endpoint.id}/test`, { key })
    ).json()) as { id: string };
    const manager = (await t.createKey("manager@acme.test", { scopes: ["*"] })).key;
    const admin = (await t.createKey("admin@acme.test", { scopes: ["*"] })).key;
    const doc = (await (await t.request("GET", OPENAPI_PATH)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/webhook-endpoints"))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => [m.toUpperCase(), path] as const),
      );
    expect(ops.length).toBe(15);
    for (const [method, path] of ops) {
      const url = `/api/v1/public${path
        .replace("{endpoint_id}", endpoint.id)
        .replace("{delivery_id}", delivery.id)}`;
      const body = method === "POST" || method === "PATCH" ? {} : undefined;
      const res = await t.request(method, url, { key: manager, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { detail: string }).detail).toBe(
        "Managing webhook endpoints needs the admin role.",
      );
    }
    const ok = await t.request("GET", BASE, { key: admin });
    expect(ok.status).toBe(200);
  });
});
