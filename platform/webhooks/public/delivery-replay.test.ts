import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEvent } from "../../../contract/audit";
import { ValidationErrorBody } from "../../../contract/errors";
import {
  DeliveriesPage,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookEndpointWithSecret,
} from "../../../contract/webhooks";
import { emitEvent } from "../../events/events";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";

/** Replay: a copy of one delivery to another endpoint of the workspace, for a migration. */

let t: TestPlatform;
let admin: string;
let source: string;
let target: string;
let original: string;
const BASE = "/api/v1/public/webhook-endpoints";

async function endpoint(body: Record<string, unknown>, as = admin) {
  const res = await t.request("POST", BASE, {
    key: as,
    body: { url: "https://hooks.example.com/in", event_types: ["reply.received"], ...body },
  });
  expect(res.status).toBe(201);
  return WebhookEndpointWithSecret.parse(await res.json()).id;
}

beforeAll(async () => {
  t = await createTestPlatform();
  admin = (await t.createKey("admin@acme.test", { scopes: ["*"] })).key;
  source = await endpoint({ url: "https://old.example.com/hooks" });
  const [queued] = await emitEvent(t.db, await t.workspaceId("acme"), "reply.received", {
    lead_id: "lead_replayed",
    channel: "email",
    direction: "inbound",
    message_preview: "Yes, let's talk",
    campaign_id: "cmp_replayed",
    communication_id: "msg_replayed",
  });
  original = queued!;
  // Registered after the event, so the copy is the only delivery it ever gets from it.
  target = await endpoint({ url: "https://new.example.com/hooks" });
});
afterAll(() => t.close());

const replay = (body: unknown, o: { key?: string; headers?: Record<string, string> } = {}) =>
  t.request("POST", `${BASE}/${source}/deliveries/${original}/replay`, {
    key: o.key ?? admin,
    body,
    headers: o.headers,
  });

async function deliveriesOf(id: string) {
  const res = await t.request("GET", `${BASE}/${id}/deliveries?limit=100`, { key: admin });
  return DeliveriesPage.parse(await res.json()).items;
}

describe("POST /webhook-endpoints/{id}/deliveries/{delivery_id}/replay", () => {
  it("queues a copy of the exact body to the target, naming the original", async () => {
    const res = await replay({ endpoint_id: target });
    expect(res.status).toBe(202);
    const copy = WebhookDelivery.parse(await res.json());
    expect(copy).toMatchObject({
      endpoint_id: target,
      event_type: "reply.received",
      trigger: "replay",
      resent_from: original,
      status: "pending",
      attempt_count: 0,
    });
    expect(copy.id).not.toBe(original);
    const get = (ep: string, id: string) =>
      t
        .request("GET", `${BASE}/${ep}/deliveries/${id}`, { key: admin })
        .then(async (r) => WebhookDeliveryDetail.parse(await r.json()));
    const [sent, first] = [await get(target, copy.id), await get(source, original!)];
    expect(sent.raw_body).toBe(first.raw_body);
    // The original keeps its own history; the copy is found by the lead its body names.
    expect((await deliveriesOf(source)).map((d) => d.id)).toEqual([original]);
    const found = await t.request("GET", `${BASE}/${target}/deliveries?lead_id=lead_replayed`, {
      key: admin,
    });
    expect(DeliveriesPage.parse(await found.json()).items.map((d) => d.id)).toEqual([copy.id]);
  });

  it("is recorded in the audit log on the target endpoint, by the key's creator", async () => {
    const session = await t.signIn("admin@acme.test");
    const res = await t.request("GET", "/api/v1/console/audit-events?limit=100", { session });
    expect(res.status).toBe(200);
    const items = ((await res.json()) as { items: unknown[] }).items.map((e) =>
      AuditEvent.parse(e),
    );
    const entry = items.find((e) => e.action === "webhook_endpoint.delivery_replayed");
    expect(entry).toMatchObject({
      actor: { email: "admin@acme.test" },
      target: { type: "webhook_endpoint", id: target, label: "https://new.example.com/hooks" },
      details: { replayed_from: original, from_endpoint_id: source, event_type: "reply.received" },
    });
  });

  it.each([
    ["the delivery's own endpoint", () => source, /own endpoint; resend/],
    ["an endpoint that does not exist", () => "we_doesnotexist0000", /No webhook endpoint/],
  ])("refuses %s with a 422 at body.endpoint_id", async (_name, id, msg) => {
    const res = await replay({ endpoint_id: id() });
    expect(res.status).toBe(422);
    const body = ValidationErrorBody.parse(await res.json());
    expect(body.detail).toHaveLength(1);
    expect(body.detail[0]!.loc).toEqual(["body", "endpoint_id"]);
    expect(body.detail[0]!.msg).toMatch(msg);
  });

  it("refuses a disabled endpoint, one not subscribed, and another workspace's", async () => {
    const disabled = await endpoint({});
    await t.request("PATCH", `${BASE}/${disabled}`, { key: admin, body: { is_active: false } });
    const unsubscribed = await endpoint({ event_types: ["lead.enriched"] });
    const globex = await endpoint({}, await t.legacyKey("globex"));
    const cases: [string, RegExp][] = [
      [disabled, /^This endpoint is disabled; enable it before replaying deliveries to it\.$/],
      [unsubscribed, /^This endpoint does not subscribe to reply\.received; add the event type/],
      // Exactly as an id that exists nowhere: nothing about the other workspace leaks.
      [globex, /^No webhook endpoint of this workspace has this id\.$/],
    ];
    for (const [id, msg] of cases) {
      const res = await replay({ endpoint_id: id });
      expect(res.status, id).toBe(422);
      const detail = ValidationErrorBody.parse(await res.json()).detail;
      expect(detail[0]!.loc).toEqual(["body", "endpoint_id"]);
      expect(detail[0]!.msg).toMatch(msg);
    }
    for (const id of [disabled, unsubscribed]) expect(await deliveriesOf(id)).toEqual([]);
  });

  it("validates the body: endpoint_id required, nothing else", async () => {
    const locOf = async (body: unknown) =>
      ValidationErrorBody.parse(await (await replay(body)).json()).detail.map((d) => d.loc);
    expect(await locOf({})).toEqual([["body", "endpoint_id"]]);
    expect(await locOf({ endpoint_id: 7 })).toEqual([["body", "endpoint_id"]]);
    expect(await locOf({ endpoint_id: target, url: "https://x.example.com" })).toEqual([
      ["body", "url"],
    ]);
  });

  it("an unknown delivery, or one of another endpoint, is a 404", async () => {
    const unknown = await t.request("POST", `${BASE}/${source}/deliveries/whd_nope/replay`, {
      key: admin,
      body: { endpoint_id: target },
    });
    expect(unknown.status).toBe(404);
    const elsewhere = await t.request("POST", `${BASE}/${target}/deliveries/${original}/replay`, {
      key: admin,
      body: { endpoint_id: source },
    });
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as { detail: string }).detail).toBe(
      "The webhook delivery does not exist.",
    );
  });

  it("needs the admin role: a manager's key gets 403 and nothing is queued", async () => {
    const manager = (await t.createKey("manager@acme.test", { scopes: ["*"] })).key;
    const before = (await deliveriesOf(target)).length;
    const res = await replay({ endpoint_id: target }, { key: manager });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: string }).detail).toBe(
      "Managing webhook endpoints needs the admin role.",
    );
    expect(await deliveriesOf(target)).toHaveLength(before);
  });

  it("a retry under one Idempotency-Key answers the first copy and sends no second", async () => {
    const headers = { "Idempotency-Key": `replay-${Date.now()}` };
    const before = (await deliveriesOf(target)).length;
    const first = await replay({ endpoint_id: target }, { headers });
    const again = await replay({ endpoint_id: target }, { headers });
    expect([first.status, again.status]).toEqual([202, 202]);
    const copy = WebhookDelivery.parse(await first.json());
    expect(WebhookDelivery.parse(await again.json()).id).toBe(copy.id);
    expect(await deliveriesOf(target)).toHaveLength(before + 1);
    const changed = await replay({ endpoint_id: source }, { headers });
    expect(changed.status).toBe(422);
    expect(ValidationErrorBody.parse(await changed.json()).detail[0]!.loc).toEqual([
      "header",
      "Idempotency-Key",
    ]);
  });
});
