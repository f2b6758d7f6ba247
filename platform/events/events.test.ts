import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offsetEnvelope } from "../../contract/envelopes";
import { Job, Lead, LeadList } from "../../contract/lead-lists";
import { EVENT_TYPES, type ReceivedRequest, WebhookEvent } from "../../contract/webhooks";
import { backgroundJobsSettled } from "../jobs/background";
import { createWebhookTestPlatform, type WebhookTestPlatform } from "../webhooks/test-support";
import { webhookDeliveries } from "./tables";

/** Events from the platform's own processing, seen end to end at a receiver. */
let w: WebhookTestPlatform;
beforeAll(async () => {
  // A generous time-out: a busy machine must not turn a slow answer into a retry here.
  w = await createWebhookTestPlatform({ settings: { timeoutMs: 10_000 } });
  w.start();
});
afterAll(() => w.close());

const API = "/api/v1/public";
/** What a receiver acts on: valid signatures, each delivery once (by its delivery id). */
const events = (requests: ReceivedRequest[]) => {
  const seen = new Set<string>();
  return requests.flatMap((r) => {
    expect(r.signature_valid).toBe(true);
    const id = r.headers["x-service-delivery-id"]!;
    if (seen.has(id)) return [];
    seen.add(id);
    return [WebhookEvent.parse(JSON.parse(r.body))];
  });
};
const eventsAtLeast = (name: string, n: number) =>
  w.until(
    async () => events(await w.received(name)),
    (e) => e.length >= n,
  );

async function newList(name: string) {
  const res = await w.t.request("POST", `${API}/lead-lists`, { key: w.key, body: { name } });
  return LeadList.parse(await res.json()).id;
}

async function leadsOf(listId: string) {
  const res = await w.t.request("GET", `${API}/leads?lead_list_id=${listId}&per_page=100`, {
    key: w.key,
  });
  return offsetEnvelope(Lead).parse(await res.json()).items;
}

describe("lead.status_changed", () => {
  it("fires for dnc, unsubscribed and bounced, with the lead's public id", async () => {
    await w.endpointWithReceiver("status", { mode: "ok" }, ["lead.status_changed"]);
    const lists = offsetEnvelope(LeadList).parse(
      await (await w.t.request("GET", `${API}/lead-lists`, { key: w.key })).json(),
    );
    const listId = lists.items.find((l) => l.lead_count > 0)!.id;
    const [lead] = await leadsOf(listId);
    const patch = (status: string) =>
      w.t.request("PATCH", `${API}/leads/${lead!.id}`, { key: w.key, body: { status } });

    const res = await patch("contacted");
    expect(res.status).toBe(200);
    expect(Lead.parse(await res.json()).status).toBe("contacted");
    expect((await patch("dnc")).status).toBe(200);
    expect((await patch("dnc")).status).toBe(200); // unchanged: no second event
    expect((await patch("bounced")).status).toBe(200);

    const got = await eventsAtLeast("status", 2);
    // Deliveries may arrive in any order; receivers must not rely on it.
    expect(got).toHaveLength(2);
    expect(got).toEqual(
      expect.arrayContaining([
        {
          event_type: "lead.status_changed",
          lead_id: lead!.id,
          lead_list_id: listId,
          status: "dnc",
          previous_status: "contacted",
        },
        {
          event_type: "lead.status_changed",
          lead_id: lead!.id,
          lead_list_id: listId,
          status: "bounced",
          previous_status: "dnc",
        },
      ]),
    );
  });

  it("validates the status and hides other workspaces' leads", async () => {
    const lists = offsetEnvelope(LeadList).parse(
      await (await w.t.request("GET", `${API}/lead-lists`, { key: w.key })).json(),
    );
    const [lead] = await leadsOf(lists.items.find((l) => l.lead_count > 0)!.id);
    const bad = await w.t.request("PATCH", `${API}/leads/${lead!.id}`, {
      key: w.key,
      body: { status: "archived" },
    });
    expect(bad.status).toBe(422);
    const globex = await w.t.legacyKey("globex");
    const other = await w.t.request("PATCH", `${API}/leads/${lead!.id}`, {
      key: globex,
      body: { status: "dnc" },
    });
    expect(other.status).toBe(404);
  });
});

describe("lead.enriched and job.completed", () => {
  it("an import ends with job.completed; enriching its leads fires lead.enriched per lead", async () => {
    await w.endpointWithReceiver("jobs", { mode: "ok" }, ["lead.enriched", "job.completed"]);
    const listId = await newList("Enrich me");
    const preview = await w.t.request(
      "POST",
      `${API}/lead-lists/${listId}/prospect-search/preview`,
      { key: w.key, body: { filters: {}, auto_enrich: false, page_size: 5 } },
    );
    expect(preview.status).toBe(201);
    const { id: previewId } = (await preview.json()) as { id: string };
    const imported = await w.t.request(
      "POST",
      `${API}/lead-lists/${listId}/prospect-search/import`,
      { key: w.key, body: { preview_id: previewId } },
    );
    expect(imported.status).toBe(202);
    const importJob = Job.parse(await imported.json());
    await backgroundJobsSettled();
    const [importDone] = await eventsAtLeast("jobs", 1);
    expect(importDone).toMatchObject({
      event_type: "job.completed",
      job_id: importJob.id,
      job_type: "prospect_import",
      status: "completed",
    });

    const leads = await leadsOf(listId);
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.every((l) => l.email === null)).toBe(true);

    const res = await w.t.request("POST", `${API}/lead-lists/${listId}/enrich`, { key: w.key });
    expect(res.status).toBe(202);
    const job = Job.parse(await res.json());
    expect(job).toMatchObject({ type: "lead_enrichment", total: leads.length });
    await backgroundJobsSettled();

    const got = (await eventsAtLeast("jobs", 1 + leads.length + 1)).slice(1);
    const enriched = got.filter((e) => e.event_type === "lead.enriched");
    expect(enriched.map((e) => e.lead_id).sort()).toEqual(leads.map((l) => l.id).sort());
    for (const e of enriched) expect(e).toMatchObject({ fields_added: ["email"] });
    expect(got.find((e) => e.event_type === "job.completed")).toMatchObject({
      event_type: "job.completed",
      job_id: job.id,
      job_type: "lead_enrichment",
      status: "completed",
      total: leads.length,
      processed: leads.length,
      result: { enriched: leads.length, unchanged: 0 },
      error_message: null,
    });
    expect((await leadsOf(listId)).every((l) => l.email !== null)).toBe(true);

    // A second run finds nothing to add: no lead.enriched, one more job.completed.
    await w.t.request("POST", `${API}/lead-lists/${listId}/enrich`, { key: w.key });
    await backgroundJobsSettled();
    const after = await eventsAtLeast("jobs", got.length + 2);
    expect(after.slice(got.length + 1)).toHaveLength(1);
    expect(after.at(-1)).toMatchObject({
      event_type: "job.completed",
      result: { enriched: 0, unchanged: leads.length },
    });
    expect(after).toHaveLength(got.length + 2);
  });

  it("enrich is a bulk-write and enrichment-tier operation on the caller's own list", async () => {
    const listId = await newList("Tier");
    const res = await w.t.request("POST", `${API}/lead-lists/${listId}/enrich`, { key: w.key });
    // Counted in both tiers; the headers show the one with fewer requests left.
    expect(res.headers.get("x-ratelimit-limit")).toBe("20");
    const globex = await w.t.legacyKey("globex");
    const other = await w.t.request("POST", `${API}/lead-lists/${listId}/enrich`, { key: globex });
    expect(other.status).toBe(404);
    await backgroundJobsSettled();
  });
});

describe("subscriptions", () => {
  it("an endpoint gets only the types it subscribes to, and nothing while inactive", async () => {
    const all = await w.endpointWithReceiver("all", { mode: "ok" }, [...EVENT_TYPES]);
    const calls = await w.endpointWithReceiver("calls", { mode: "ok" }, ["call.completed"]);
    const off = await w.endpointWithReceiver("off", { mode: "ok" }, [...EVENT_TYPES]);
    await w.t.request("PATCH", `${API}/webhook-endpoints/${off.id}`, {
      key: w.key,
      body: { is_active: false },
    });
    for (const event_type of EVENT_TYPES) {
      const res = await w.dev("POST", "/webhooks/simulate", { endpoint_id: all.id, event_type });
      expect(res.status).toBe(201);
    }
    const got = await eventsAtLeast("all", EVENT_TYPES.length);
    expect(got.map((e) => e.event_type).sort()).toEqual([...EVENT_TYPES].sort());
    expect((await eventsAtLeast("calls", 1)).map((e) => e.event_type)).toEqual(["call.completed"]);
    const queuedForCalls = await w.t.db
      .select({ eventType: webhookDeliveries.eventType })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, calls.id));
    expect(queuedForCalls.map((d) => d.eventType)).toEqual(["call.completed"]);
    // An inactive endpoint is not even queued for events.
    const queuedForOff = await w.t.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, off.id));
    expect(queuedForOff).toEqual([]);
    expect(await w.received("off")).toEqual([]);
    // A test still reaches an inactive endpoint.
    await w.sendTest(off.id);
    expect((await eventsAtLeast("off", 1))[0]!.event_type).toBe("call.completed");
  });

  it("the simulator's payloads carry every field of the spec's table", async () => {
    const sim = await w.endpointWithReceiver("sim", { mode: "ok" }, [...EVENT_TYPES]);
    for (const event_type of EVENT_TYPES) {
      const res = await w.dev("POST", "/webhooks/simulate", {
        endpoint_id: sim.id,
        event_type,
        fields: event_type === "call.completed" ? { duration_seconds: 9 } : undefined,
      });
      const body = (await res.json()) as { event: Record<string, unknown> };
      expect(WebhookEvent.safeParse(body.event).success, event_type).toBe(true);
    }
    const got = await eventsAtLeast("sim", EVENT_TYPES.length);
    expect(got.find((e) => e.event_type === "call.completed")).toMatchObject({
      duration_seconds: 9,
    });
  });
});
