import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ValidationErrorBody } from "../../../contract/errors";
import { EVENT_EXAMPLES } from "../../../contract/webhook-catalog";
import {
  EVENT_TYPES,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookEndpointWithSecret,
} from "../../../contract/webhooks";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";

/** The test operation's own option: any catalog event, with the catalog's example body. */

let t: TestPlatform;
let key: string;
let endpoint: string;
const BASE = "/api/v1/public/webhook-endpoints";

beforeAll(async () => {
  t = await createTestPlatform();
  key = await t.legacyKey();
  const res = await t.request("POST", BASE, {
    key,
    body: { url: "https://hooks.example.com/in", event_types: ["lead.enriched"] },
  });
  endpoint = WebhookEndpointWithSecret.parse(await res.json()).id;
});
afterAll(() => t.close());

const test = (body?: unknown, headers?: Record<string, string>) =>
  t.request("POST", `${BASE}/${endpoint}/test`, { key, body, headers });

async function detail(id: string) {
  const res = await t.request("GET", `${BASE}/${endpoint}/deliveries/${id}`, { key });
  return WebhookDeliveryDetail.parse(await res.json());
}

describe("POST /webhook-endpoints/{id}/test with event_type", () => {
  it.each(EVENT_TYPES)("sends %s with the catalog's example body, byte for byte", async (type) => {
    const res = await test({ event_type: type });
    expect(res.status).toBe(202);
    const delivery = WebhookDelivery.parse(await res.json());
    expect(delivery).toMatchObject({
      endpoint_id: endpoint,
      event_type: type,
      trigger: "test",
      status: "pending",
      attempt_count: 0,
    });
    const sent = await detail(delivery.id);
    expect(sent.payload).toEqual(EVENT_EXAMPLES[type]);
    expect(sent.raw_body).toBe(JSON.stringify(EVENT_EXAMPLES[type]));
  });

  it("takes an empty body sent as JSON (Content-Length: 0) as no body", async () => {
    const empty = { "content-type": "application/json", "content-length": "0" };
    const res = await test("", empty);
    expect(res.status).toBe(202);
    expect(WebhookDelivery.parse(await res.json()).event_type).toBe("call.completed");
    const rotated = await t.request("POST", `${BASE}/${endpoint}/rotate-secret`, {
      key,
      body: "",
      headers: empty,
    });
    expect(rotated.status).toBe(200);
    // A body that is there and is not JSON is still refused.
    const broken = await test("{", { "content-type": "application/json" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ detail: "The request body is not valid JSON." });
  });

  it("without event_type, or without a body, sends the spec's synthetic call.completed", async () => {
    for (const body of [undefined, {}]) {
      const res = await test(body);
      expect(res.status).toBe(202);
      const delivery = WebhookDelivery.parse(await res.json());
      expect(delivery.event_type).toBe("call.completed");
      // The synthetic one, not the catalog's example: fresh ids each time.
      expect((await detail(delivery.id)).payload.call_id).not.toBe(
        EVENT_EXAMPLES["call.completed"].call_id,
      );
    }
  });

  it("refuses an event type outside the catalog and unknown members, at their place", async () => {
    const unknown = await test({ event_type: "lead.deleted" });
    expect(unknown.status).toBe(422);
    const body = ValidationErrorBody.parse(await unknown.json());
    expect(body.detail[0]!.loc).toEqual(["body", "event_type"]);
    expect(body.detail[0]!.msg).toMatch(/not in the catalog/);
    const extra = await test({ event_type: "lead.enriched", payload: {} });
    expect(extra.status).toBe(422);
    expect(ValidationErrorBody.parse(await extra.json()).detail[0]!.loc).toEqual([
      "body",
      "payload",
    ]);
  });

  it("a retry under one Idempotency-Key answers the first delivery and queues no second", async () => {
    const headers = { "Idempotency-Key": `test-event-${Date.now()}` };
    const first = await test({ event_type: "reply.received" }, headers);
    const again = await test({ event_type: "reply.received" }, headers);
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    const a = WebhookDelivery.parse(await first.json());
    expect(WebhookDelivery.parse(await again.json()).id).toBe(a.id);
    const listed = await t.request(
      "GET",
      `${BASE}/${endpoint}/deliveries?event_type=reply.received&limit=100`,
      { key },
    );
    const ids = ((await listed.json()) as { items: { id: string }[] }).items.map((d) => d.id);
    expect(ids.filter((id) => id === a.id)).toHaveLength(1);
    const before = ids.length;
    const other = await test({ event_type: "meeting.booked" }, headers);
    expect(other.status).toBe(422);
    expect(ValidationErrorBody.parse(await other.json()).detail[0]!.loc).toEqual([
      "header",
      "Idempotency-Key",
    ]);
    const after = await t.request(
      "GET",
      `${BASE}/${endpoint}/deliveries?event_type=reply.received&limit=100`,
      { key },
    );
    expect(((await after.json()) as { items: unknown[] }).items).toHaveLength(before);
  });
});
