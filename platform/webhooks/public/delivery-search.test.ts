import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ValidationErrorBody } from "../../../contract/errors";
import {
  DeliveriesPage,
  type EventPayload,
  WebhookEndpointWithSecret,
} from "../../../contract/webhooks";
import { emitEvents } from "../../events/events";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { searchDeliveries } from "../data/webhooks-deliveries";

/**
 * Finding a delivery: by its id, by the lead or campaign its event names, and by text in its
 * body, each alone and combined, with cursors that walk the filtered history to its end.
 */

let t: TestPlatform;
let key: string;
let workspaceId: string;
let endpoint: string;
let other: string;
const BASE = "/api/v1/public/webhook-endpoints";

const reply = (
  lead: string,
  campaign: string,
  preview: string,
): EventPayload<"reply.received"> => ({
  lead_id: lead,
  channel: "email",
  direction: "inbound",
  message_preview: preview,
  campaign_id: campaign,
  communication_id: `msg_${lead}${preview.length}`,
});

/** Deliveries oldest first, as they are queued; ids resolved after by body. */
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestPlatform();
  key = await t.legacyKey();
  workspaceId = await t.workspaceId("acme");
  const make = async () => {
    const res = await t.request("POST", BASE, {
      key,
      body: {
        url: "https://hooks.example.com/in",
        event_types: ["reply.received", "lead.enriched", "campaign.finished"],
      },
    });
    return WebhookEndpointWithSecret.parse(await res.json()).id;
  };
  endpoint = await make();
  other = await make();
  // Each emit fans out to both endpoints; each is queued after the one before (seq order).
  const steps: [string, () => Promise<string[]>][] = [
    [
      "a1",
      () =>
        emitEvents(t.db, workspaceId, "reply.received", [
          reply("lead_a", "cmp_1", "Call me on Thursday"),
        ]),
    ],
    [
      "b1",
      () =>
        emitEvents(t.db, workspaceId, "reply.received", [
          reply("lead_b", "cmp_1", "Not now, thanks"),
        ]),
    ],
    [
      "a2",
      () =>
        emitEvents(t.db, workspaceId, "reply.received", [
          reply("lead_a", "cmp_2", "THURSDAY works"),
        ]),
    ],
    [
      "ae",
      () =>
        emitEvents(t.db, workspaceId, "lead.enriched", [
          { lead_id: "lead_a", fields_added: ["email"] },
        ]),
    ],
    [
      "b2",
      () =>
        emitEvents(t.db, workspaceId, "reply.received", [
          reply("lead_b", "cmp_2", "Thursday is full"),
        ]),
    ],
    [
      "f1",
      () =>
        emitEvents(t.db, workspaceId, "campaign.finished", [
          { campaign_id: "cmp_1", total_leads: 2, completed_at: "2026-11-23T09:12:44Z" },
        ]),
    ],
    [
      "a3",
      () =>
        emitEvents(t.db, workspaceId, "reply.received", [
          reply("lead_a", "cmp_1", "Unsubscribe me"),
        ]),
    ],
  ];
  for (const [name, emit] of steps) {
    const [first] = await emit();
    ids[name] = first!;
  }
  // The first id of each fan-out is the one of `endpoint` (registered first): check, not assume.
  const listed = await page(`?limit=100`);
  const onEndpoint = new Set(listed.items.map((d) => d.id));
  ids = Object.fromEntries(Object.entries(ids).filter(([, id]) => onEndpoint.has(id)));
  expect(Object.keys(ids)).toHaveLength(7);
});
afterAll(() => t.close());

async function page(query: string, on = endpoint) {
  const res = await t.request("GET", `${BASE}/${on}/deliveries${query}`, { key });
  expect(res.status, await res.clone().text()).toBe(200);
  return DeliveriesPage.parse(await res.json());
}

/** Every page of a filtered listing, following next_cursor with the same filters. */
async function walk(query: string) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const sep = query ? "&" : "?";
    const got = await page(`${query}${cursor ? `${sep}cursor=${cursor}` : ""}`);
    pages.push(got.items.map((d) => d.id));
    cursor = got.next_cursor;
  } while (cursor && pages.length < 20);
  return pages;
}

const named = (...names: string[]) => names.map((n) => ids[n]);

describe("filters", () => {
  it("lead_id finds every delivery whose event names the lead, newest first, page by page", async () => {
    expect(await walk("?lead_id=lead_a&limit=2")).toEqual([named("a3", "ae"), named("a2", "a1")]);
    expect(await walk("?lead_id=lead_b")).toEqual([named("b2", "b1")]);
    expect(await walk("?lead_id=lead_nobody")).toEqual([[]]);
  });

  it("campaign_id finds replies and the campaign's own events", async () => {
    expect(await walk("?campaign_id=cmp_1&limit=3")).toEqual([
      named("a3", "f1", "b1"),
      named("a1"),
    ]);
    expect(await walk("?campaign_id=cmp_2")).toEqual([named("b2", "a2")]);
  });

  it("combines with each other and with the listing's own filters", async () => {
    expect(await walk("?lead_id=lead_a&campaign_id=cmp_1")).toEqual([named("a3", "a1")]);
    expect(await walk("?lead_id=lead_a&event_type=lead.enriched")).toEqual([named("ae")]);
    expect(await walk("?campaign_id=cmp_1&status=succeeded")).toEqual([[]]);
    expect(await walk("?lead_id=lead_a&until=2000-01-01T00:00:00Z")).toEqual([[]]);
  });

  it("delivery_id finds one delivery, and only on its own endpoint", async () => {
    expect(await walk(`?delivery_id=${ids.b1}`)).toEqual([named("b1")]);
    expect(await walk(`?delivery_id=${ids.b1}&lead_id=lead_a`)).toEqual([[]]);
    expect((await page(`?delivery_id=${ids.b1}`, other)).items).toEqual([]);
    expect((await page("?delivery_id=whd_none")).items).toEqual([]);
  });

  it("q finds text in the body ignoring case, and says how far it looked", async () => {
    const found = await page("?q=thursday");
    expect(found.items.map((d) => d.id)).toEqual(named("b2", "a2", "a1"));
    expect(found.searched).toBe(7);
    expect(found.next_cursor).toBeNull();
    expect(await walk("?q=thursday&limit=2")).toEqual([named("b2", "a2"), named("a1")]);
    expect(await walk("?q=Thursday&lead_id=lead_a")).toEqual([named("a2", "a1")]);
    // Payload members and values alike: the body as sent.
    expect(await walk("?q=%22fields_added%22")).toEqual([named("ae")]);
    expect(await walk("?q=no%20such%20words")).toEqual([[]]);
    // Without q the answer has no `searched`.
    expect((await page("?lead_id=lead_a")).searched).toBeUndefined();
  });

  it("resends keep the lead and campaign of the body they copy", async () => {
    const res = await t.request("POST", `${BASE}/${endpoint}/deliveries/${ids.b1}/resend`, { key });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    expect((await page("?lead_id=lead_b&campaign_id=cmp_1")).items.map((d) => d.id)).toEqual([
      id,
      ids.b1,
    ]);
  });
});

describe("a text search's bound", () => {
  it("a page stops after `scan` deliveries; its cursor continues the search further back", async () => {
    // Newest first: the resend of b1 above, a3, f1 | b2, ae, a2 | b1, a1. "thanks" is b1's.
    const [resend] = (await page("?lead_id=lead_b&campaign_id=cmp_1")).items;
    expect(resend?.resent_from).toBe(ids.b1);
    const pages: { seqs: string[]; searched: number; more: boolean }[] = [];
    let beforeSeq: number | undefined;
    const { decodeDeliveryCursor } = await import("../data/webhooks-deliveries");
    for (let i = 0; i < 5; i++) {
      const got = await searchDeliveries(t.db, endpoint, {
        text: "THANKS",
        scan: 3,
        limit: 10,
        beforeSeq,
      });
      pages.push({ seqs: got.rows.map((r) => r.id), searched: got.searched, more: !!got.next });
      if (!got.next) break;
      beforeSeq = decodeDeliveryCursor(got.next)!;
    }
    expect(pages).toEqual([
      { seqs: [resend!.id], searched: 3, more: true },
      { seqs: [], searched: 3, more: true },
      { seqs: named("b1"), searched: 2, more: false },
    ]);
  });
});

describe("validation", () => {
  it.each([
    ["q", "", "q"],
    ["q", "x".repeat(201), "q"],
    ["lead_id", "l".repeat(101), "lead_id"],
    ["campaign_id", "c".repeat(101), "campaign_id"],
    ["delivery_id", "d".repeat(101), "delivery_id"],
  ])("%s=%j is a 422 at query.%s", async (name, value, field) => {
    const res = await t.request(
      "GET",
      `${BASE}/${endpoint}/deliveries?${name}=${encodeURIComponent(value)}`,
      { key },
    );
    expect(res.status).toBe(422);
    expect(ValidationErrorBody.parse(await res.json()).detail[0]!.loc).toEqual(["query", field]);
  });
});
