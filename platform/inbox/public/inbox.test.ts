import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CREDIT_RATES } from "../../../contract/credit-rates";
import { cursorEnvelope, offsetEnvelope } from "../../../contract/envelopes";
import { Conversation, ConversationDetail, Meeting, Message } from "../../../contract/inbox";
import { Lead } from "../../../contract/lead-lists";
import { WebhookEvent } from "../../../contract/webhooks";
import { insertApiKey } from "../../access/api-keys";
import { activeCampaignWithLeads } from "../../campaigns/engine/scenarios/test-support";
import { sqlRows } from "../../db/sql-rows";
import { newId } from "../../ids";
import {
  insertMessages,
  type MessageRecord,
  recordConversationActivity,
} from "../../leads/outreach-records";
import { createWebhookTestPlatform, type WebhookTestPlatform } from "../../webhooks/test-support";

/**
 * The inbox over real HTTP: a walk of the conversations that stays a snapshot while messages
 * arrive, signed cursors, filters, threads, marking read, operator sends (billing, refusals,
 * the account chosen, idempotent retries) and meetings with their event.
 */
let w: WebhookTestPlatform;
let key: string;
let globexKey: string;
let acme: string;
let seeded: Lead[];
let campaign: { campaignId: string; leadIds: string[] };
let accounts: { id: string; channel: string; address: string }[];
const P = "/api/v1/public";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Answer = { status: number; body: any; headers: Headers };

async function call(
  method: string,
  path: string,
  o: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  // Past every rate-limit window, so many requests of one test reach their handlers.
  w.t.clock.advance(61_000);
  const headers: Record<string, string> = { "x-api-key": o.key ?? key, ...o.headers };
  if (o.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${w.base}${P}${path}`, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

const Page = cursorEnvelope(Conversation);

/** A message as the engine writes it (a campaign's send or a lead's reply), through its own code. */
async function engineMessage(
  leadId: string,
  o: { direction?: "inbound" | "outbound"; campaignId?: string | null; body?: string } = {},
) {
  const direction = o.direction ?? "outbound";
  const at = w.t.clock.now().toISOString();
  const body = o.body ?? `${direction} ${newId("msg")}`;
  const message: MessageRecord = {
    id: newId("msg"),
    workspace_id: acme,
    lead_id: leadId,
    campaign_id: o.campaignId === undefined ? campaign.campaignId : o.campaignId,
    step_index: null,
    channel: "email",
    direction,
    account_id: null,
    subject: null,
    body,
    status: direction === "inbound" ? "received" : "sent",
    sent_at: at,
    credits: 0,
  };
  await w.t.db.transaction(async (tx) => {
    await recordConversationActivity(tx, [
      {
        id: newId("conv"),
        workspace_id: acme,
        lead_id: leadId,
        at,
        preview: body,
        channel: "email",
        direction,
        unread: direction === "inbound" ? 1 : 0,
      },
    ]);
    await insertMessages(tx, [message]);
  });
  return message.id;
}

async function conversationOf(leadId: string): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(
    w.t.db,
    sql`select id from conversations where lead_id = ${leadId}`,
  );
  return row!.id;
}

/** Every conversation of acme as the inbox orders them now: by each one's latest message. */
async function inboxOrder(): Promise<string[]> {
  const found = await sqlRows<{ id: string }>(
    w.t.db,
    sql`select conversation_id as id from messages where workspace_id = ${acme}
      group by conversation_id order by max(seq) desc`,
  );
  return found.map((r) => r.id);
}

async function balance(workspaceId = acme): Promise<number> {
  const [row] = await sqlRows<{ balance: number }>(
    w.t.db,
    sql`select balance from credit_balances where workspace_id = ${workspaceId}`,
  );
  return Number(row!.balance);
}

async function messageCount(leadId: string): Promise<number> {
  const [row] = await sqlRows<{ n: string | number }>(
    w.t.db,
    sql`select count(*) as n from messages where lead_id = ${leadId}`,
  );
  return Number(row!.n);
}

beforeAll(async () => {
  w = await createWebhookTestPlatform();
  w.start();
  key = w.key;
  globexKey = await w.t.legacyKey("globex");
  acme = await w.t.workspaceId("acme");
  const leads = await call("GET", "/leads?per_page=100");
  seeded = offsetEnvelope(Lead).parse(leads.body).items;
  expect(seeded.length).toBeGreaterThanOrEqual(12);
  campaign = await activeCampaignWithLeads(w.t.db, {
    workspaceId: acme,
    size: 40,
    launchedAt: new Date(),
  });
  accounts = (await call("GET", "/connected-accounts?per_page=100")).body.items;
}, 60_000);
afterAll(() => w?.close());

describe("GET /conversations", () => {
  it("walks a snapshot: messages arriving between pages cause no duplicate and no gap", async () => {
    const leads = campaign.leadIds;
    // 24 conversations, some with several messages, interleaved.
    for (let i = 0; i < 24; i++) await engineMessage(leads[i]!);
    for (let i = 0; i < 24; i += 3) await engineMessage(leads[i]!, { direction: "inbound" });
    const snapshot = await inboxOrder();
    expect(snapshot.length).toBeGreaterThanOrEqual(24);

    const seen: string[] = [];
    let cursor: string | null = null;
    let page = 0;
    do {
      const res = await call(
        "GET",
        `/conversations?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(res.status).toBe(200);
      const body = Page.parse(res.body);
      expect(body.items.length).toBeLessThanOrEqual(5);
      seen.push(...body.items.map((c) => c.id));
      cursor = body.next_cursor;
      // Between pages: new messages to conversations already shown, to ones still ahead, to
      // new leads (new conversations), and an operator's send over the API.
      const ahead = snapshot[seen.length + 2];
      const behind = seen[0];
      const leadOf = async (id: string) =>
        (
          await sqlRows<{ lead_id: string }>(
            w.t.db,
            sql`select lead_id from conversations where id = ${id}`,
          )
        )[0]!.lead_id;
      if (ahead) await engineMessage(await leadOf(ahead), { direction: "inbound" });
      if (behind) await engineMessage(await leadOf(behind));
      await engineMessage(leads[24 + page]!);
      if (page === 1) {
        const sent = await call("POST", `/leads/${await leadOf(snapshot.at(-1)!)}/messages`, {
          body: { channel: "email", body: "Sent during the walk." },
        });
        expect(sent.status).toBe(201);
      }
      page++;
    } while (cursor);
    expect(seen).toEqual(snapshot);
    expect(new Set(seen).size).toBe(seen.length);

    // A new walk starts from the present: the conversations begun during the last one too.
    const fresh: string[] = [];
    cursor = null;
    do {
      const res = await call(
        "GET",
        `/conversations?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      fresh.push(...Page.parse(res.body).items.map((c) => c.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(fresh).toEqual(await inboxOrder());
    expect(fresh.length).toBeGreaterThan(snapshot.length);
  });

  // PGlite has one connection: a transaction held open there would stop every request.
  it.runIf(process.env.DATABASE_URL)(
    "begins a walk only once messages being written have landed, so none appears below its mark",
    async () => {
      const slow = campaign.leadIds[33]!;
      const quick = campaign.leadIds[34]!;
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written!: () => void;
      const inFlight = new Promise<void>((resolve) => {
        written = resolve;
      });
      const at = w.t.clock.now().toISOString();
      // A writer that took its seq first and commits last.
      const writer = w.t.db.transaction(async (tx) => {
        await recordConversationActivity(tx, [
          {
            id: newId("conv"),
            workspace_id: acme,
            lead_id: slow,
            at,
            preview: "slow",
            channel: "email",
            direction: "inbound",
            unread: 1,
          },
        ]);
        await insertMessages(tx, [
          {
            id: newId("msg"),
            workspace_id: acme,
            lead_id: slow,
            campaign_id: null,
            step_index: null,
            channel: "email",
            direction: "inbound",
            account_id: null,
            subject: null,
            body: "slow",
            status: "received",
            sent_at: at,
            credits: 0,
          },
        ]);
        written();
        await held;
      });
      await inFlight;
      await engineMessage(quick);
      const first = call("GET", "/conversations?limit=100");
      // The walk waits for the writer still in flight before it takes its mark.
      await vi.waitUntil(
        async () =>
          (
            await sqlRows(
              w.t.db,
              sql`select 1 from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).length > 0,
        { timeout: 10_000, interval: 20 },
      );
      release();
      await writer;
      const items: Conversation[] = Page.parse((await first).body).items;
      let cursor: string | null = (await first).body.next_cursor;
      while (cursor) {
        const next = await call(
          "GET",
          `/conversations?limit=100&cursor=${encodeURIComponent(cursor)}`,
        );
        items.push(...Page.parse(next.body).items);
        cursor = next.body.next_cursor;
      }
      const ids = items.map((c) => c.id);
      expect(ids.slice(0, 2)).toEqual([await conversationOf(quick), await conversationOf(slow)]);
      expect(ids).toEqual(await inboxOrder());
    },
  );

  it("describes each conversation: its lead, last message, unread count and campaigns", async () => {
    const lead = campaign.leadIds[30]!;
    await engineMessage(lead, { body: "First words" });
    await engineMessage(lead, { direction: "inbound", body: "A reply\n\n  with   lines" });
    const res = await call("GET", `/conversations?lead_id=${lead}`);
    expect(res.status).toBe(200);
    expect(Page.parse(res.body)).toEqual({
      items: [
        {
          id: await conversationOf(lead),
          lead_id: lead,
          lead_name: "Lead No 31",
          last_message_at: expect.stringMatching(/Z$/),
          last_message_preview: "A reply with lines",
          last_channel: "email",
          last_direction: "inbound",
          preview_channel: "email",
          preview_direction: "inbound",
          owner: null,
          unread_count: 1,
          campaign_ids: [campaign.campaignId],
        },
      ],
      next_cursor: null,
    });
  });

  it("refuses forged, tampered and foreign cursors with 422 at cursor", async () => {
    const first = await call("GET", "/conversations?limit=2");
    const cursor = first.body.next_cursor as string;
    expect(cursor).toEqual(expect.any(String));
    const [payload, signature] = cursor.split(".") as [string, string];
    const [mark, below] = Buffer.from(payload, "base64url").toString().split(":");
    const tampered = `${Buffer.from(`${mark}:${Number(below) + 5}`).toString("base64url")}.${signature}`;
    const forged = Buffer.from(`${mark}:${below}`).toString("base64url");
    const cases: [string, string, string?][] = [
      ["forged", `/conversations?cursor=${forged}`],
      ["made up", "/conversations?cursor=abc.def"],
      ["tampered", `/conversations?cursor=${encodeURIComponent(tampered)}`],
      ["re-signed by a guess", `/conversations?cursor=${payload}.${"A".repeat(22)}`],
      ["other filters", `/conversations?unread=true&cursor=${encodeURIComponent(cursor)}`],
      ["other workspace", `/conversations?cursor=${encodeURIComponent(cursor)}`, globexKey],
    ];
    for (const [name, path, k] of cases) {
      const res = await call("GET", path, { key: k });
      expect(res.status, name).toBe(422);
      expect(res.body.detail[0].loc, name).toEqual(["query", "cursor"]);
      expect(res.body.detail[0].msg, name).toMatch(/next_cursor/);
    }
    // The genuine one, with its own filters, still works.
    expect(
      (await call("GET", `/conversations?limit=2&cursor=${encodeURIComponent(cursor)}`)).status,
    ).toBe(200);
  });

  it("filters by lead, campaign and unread", async () => {
    const other = await activeCampaignWithLeads(w.t.db, {
      workspaceId: acme,
      size: 3,
      launchedAt: new Date(),
    });
    for (const lead of other.leadIds) {
      await engineMessage(lead, { campaignId: other.campaignId });
    }
    // One of them also heard from the first campaign.
    await engineMessage(other.leadIds[0]!, { campaignId: campaign.campaignId });
    const byCampaign = Page.parse(
      (await call("GET", `/conversations?campaign_id=${other.campaignId}&limit=100`)).body,
    );
    expect(byCampaign.items.map((c) => c.lead_id).sort()).toEqual([...other.leadIds].sort());
    expect(byCampaign.items[0]!.campaign_ids.sort()).toEqual(
      [campaign.campaignId, other.campaignId].sort(),
    );
    const none = await call("GET", "/conversations?campaign_id=cmp_nothing");
    expect(none.body).toEqual({ items: [], next_cursor: null });

    const all = await walk("");
    const unread = await walk("unread=true");
    const read = await walk("unread=false");
    expect(unread.every((c) => c.unread_count > 0)).toBe(true);
    expect(read.every((c) => c.unread_count === 0)).toBe(true);
    expect([...unread, ...read].map((c) => c.id).sort()).toEqual(all.map((c) => c.id).sort());
    expect(unread.length).toBeGreaterThan(0);
    // Pages of a filtered walk: every cursor carries its filters.
    expect((await walk("unread=true", 2)).map((c) => c.id)).toEqual(unread.map((c) => c.id));

    const bad = await call("GET", "/conversations?unread=yes");
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["query", "unread"]);
    expect((await call("GET", `/conversations?lead_id=${seeded[0]!.id}x`)).body.items).toEqual([]);
  });
});

describe("GET /conversations?campaign_id", () => {
  it("walks a snapshot of the campaign's conversations: later messages move none, and one that joins after the mark waits for a new walk", async () => {
    const mine = await activeCampaignWithLeads(w.t.db, {
      workspaceId: acme,
      size: 8,
      launchedAt: new Date(),
    });
    const [late, ...members] = mine.leadIds;
    for (const lead of members) await engineMessage(lead!, { campaignId: mine.campaignId });
    // Another campaign's message, and one of no campaign, move threads within this one's order.
    await engineMessage(members[2]!, { campaignId: campaign.campaignId });
    await engineMessage(members[4]!, { campaignId: null, direction: "inbound" });
    const snapshot = (
      await sqlRows<{ id: string }>(
        w.t.db,
        sql`select m.conversation_id as id from messages m
          where m.conversation_id in (select conversation_id from messages
            where campaign_id = ${mine.campaignId})
          group by m.conversation_id order by max(m.seq) desc`,
      )
    ).map((r) => r.id);
    expect(snapshot).toHaveLength(members.length);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        "GET",
        `/conversations?campaign_id=${mine.campaignId}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(res.status).toBe(200);
      const body = Page.parse(res.body);
      seen.push(...body.items.map((c) => c.id));
      cursor = body.next_cursor;
      // Between pages: a reply in a thread still ahead, one already shown, and a lead that
      // joins the campaign now.
      const ahead = snapshot[seen.length + 1];
      if (ahead) {
        const [row] = await sqlRows<{ lead_id: string }>(
          w.t.db,
          sql`select lead_id from conversations where id = ${ahead}`,
        );
        await engineMessage(row!.lead_id, { direction: "inbound", campaignId: null });
      }
      await engineMessage(members[0]!, { campaignId: mine.campaignId });
      await engineMessage(late!, { campaignId: mine.campaignId });
    } while (cursor);
    expect(seen).toEqual(snapshot);
    const fresh = await walk(`campaign_id=${mine.campaignId}`);
    expect(fresh.map((c) => c.id)).toContain(await conversationOf(late!));
  });
});

async function walk(filters: string, limit = 100): Promise<Conversation[]> {
  const out: Conversation[] = [];
  let cursor: string | null = null;
  do {
    const res = await call(
      "GET",
      `/conversations?${filters}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    expect(res.status).toBe(200);
    const page = Page.parse(res.body);
    out.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return out;
}

describe("a thread", () => {
  it("reads a conversation's messages, oldest first, without marking them read", async () => {
    const lead = campaign.leadIds[31]!;
    const first = await engineMessage(lead, { body: "Hello there" });
    const reply = await engineMessage(lead, { direction: "inbound", body: "Hi back" });
    const id = await conversationOf(lead);
    for (let i = 0; i < 2; i++) {
      const res = await call("GET", `/conversations/${id}`);
      expect(res.status).toBe(200);
      const thread = ConversationDetail.parse(res.body);
      expect(thread).toMatchObject({ id, lead_id: lead, unread_count: 1 });
      expect(thread.has_earlier_messages).toBe(false);
      expect(thread.messages.map((m) => m.id)).toEqual([first, reply]);
      expect(thread.messages[1]).toEqual({
        id: reply,
        conversation_id: id,
        lead_id: lead,
        campaign_id: campaign.campaignId,
        channel: "email",
        direction: "inbound",
        account_id: null,
        subject: null,
        body: "Hi back",
        status: "received",
        sent_at: expect.stringMatching(/Z$/),
        read_at: null,
        simulated: true,
        credits: 0,
        sent_by: null,
      });
    }
    expect((await call("GET", "/conversations/conv_nothing")).status).toBe(404);
    const foreign = await call("GET", `/conversations/${id}`, { key: globexKey });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ detail: "The conversation does not exist." });
  });

  it("marks a conversation read: inbound messages read, unread_count 0", async () => {
    const lead = campaign.leadIds[32]!;
    await engineMessage(lead);
    await engineMessage(lead, { direction: "inbound" });
    await engineMessage(lead, { direction: "inbound" });
    const id = await conversationOf(lead);
    expect((await walk("unread=true")).map((c) => c.id)).toContain(id);
    const res = await call("POST", `/conversations/${id}/read`);
    expect(res.status).toBe(200);
    expect(Conversation.parse(res.body)).toMatchObject({ id, unread_count: 0 });
    const thread = ConversationDetail.parse((await call("GET", `/conversations/${id}`)).body);
    const inbound = thread.messages.filter((m) => m.direction === "inbound");
    expect(inbound.every((m) => m.read_at !== null)).toBe(true);
    expect(thread.messages.find((m) => m.direction === "outbound")!.read_at).toBeNull();
    expect((await walk("unread=true")).map((c) => c.id)).not.toContain(id);
    // Again: nothing changes.
    expect((await call("POST", `/conversations/${id}/read`)).body).toEqual(res.body);
    expect((await call("POST", `/conversations/${id}/read`, { key: globexKey })).status).toBe(404);
  });
});

describe("POST /leads/{lead_id}/messages", () => {
  const emailAccounts = () => accounts.filter((a) => a.channel === "email");

  it("sends as an operator and charges exactly the rate, with the message and its conversation", async () => {
    const manager = await w.t.createKey("manager@acme.test", { scopes: ["*"] });
    const managerMember = await w.t.memberByEmail("manager@acme.test");
    for (const [channel, rate] of [
      ["email", CREDIT_RATES.email_message],
      ["sms", CREDIT_RATES.sms_message],
      ["network", CREDIT_RATES.network_message],
    ] as const) {
      const lead = seeded[1]!;
      const before = await balance();
      const res = await call("POST", `/leads/${lead.id}/messages`, {
        key: manager.key,
        body: {
          channel,
          body: `Hello by ${channel}`,
          ...(channel === "email" ? { subject: "Hello" } : {}),
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const message = Message.parse(res.body);
      expect(message).toMatchObject({
        lead_id: lead.id,
        channel,
        direction: "outbound",
        status: "sent",
        subject: channel === "email" ? "Hello" : null,
        body: `Hello by ${channel}`,
        campaign_id: null,
        read_at: null,
        credits: rate,
        sent_by: { id: managerMember.id, name: managerMember.name },
      });
      const kind = channel === "sms" ? "phone" : channel;
      expect(message.account_id).toBe(accounts.find((a) => a.channel === kind)!.id);
      expect(await balance()).toBe(before - rate);
      const [entry] = await sqlRows<{ amount: number; reason: string }>(
        w.t.db,
        sql`select amount, reason from credit_ledger where workspace_id = ${acme}
          order by position desc limit 1`,
      );
      expect(entry).toEqual({ amount: -rate, reason: "inbox_message" });
      const thread = ConversationDetail.parse(
        (await call("GET", `/conversations/${message.conversation_id}`)).body,
      );
      expect(thread.messages.at(-1)).toEqual(message);
      expect(thread).toMatchObject({ last_channel: channel, last_direction: "outbound" });
    }
    // The lead was new: now contacted, as after a campaign's first send.
    const lead = (await call("GET", "/leads?per_page=100")).body.items.find(
      (l: Lead) => l.id === seeded[1]!.id,
    );
    expect(lead.status).toBe("contacted");
  });

  it("ignores connection_id, which never chooses the account; account_id does", async () => {
    const [first, second] = emailAccounts();
    expect(second).toBeDefined();
    const lead = seeded[2]!.id;
    const ignored = await call("POST", `/leads/${lead}/messages`, {
      body: { channel: "email", body: "Hi", connection_id: second!.id },
    });
    expect(ignored.status).toBe(201);
    expect(ignored.body.account_id).toBe(first!.id);
    expect(ignored.body.account_id).not.toBe(second!.id);
    const chosen = await call("POST", `/leads/${lead}/messages`, {
      body: { channel: "email", body: "Hi", account_id: second!.id, connection_id: first!.id },
    });
    expect(chosen.status).toBe(201);
    expect(chosen.body.account_id).toBe(second!.id);
    const doc = (await (await fetch(`${w.base}${P}/openapi.json`)).json()) as {
      components: { schemas: Record<string, { properties: Record<string, object> }> };
    };
    const schema = doc.components.schemas.SendMessageRequest!;
    expect(schema.properties.connection_id).toMatchObject({ deprecated: true });
  });

  it("refuses an account that is not a connected one of the channel, at account_id", async () => {
    const phone = accounts.find((a) => a.channel === "phone")!.id;
    const globexAccounts = (await call("GET", "/connected-accounts", { key: globexKey })).body
      .items as { id: string; channel: string }[];
    const foreign = globexAccounts.find((a) => a.channel === "email")!.id;
    const lead = seeded[3]!.id;
    const before = await balance();
    for (const account of [phone, foreign, "acc_nothing"]) {
      const res = await call("POST", `/leads/${lead}/messages`, {
        body: { channel: "email", body: "Hi", account_id: account },
      });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(["body", "account_id"]);
    }
    expect(await balance()).toBe(before);
    expect(await messageCount(lead)).toBe(0);
  });

  it("takes strict input: unknown fields, a subject off email, an empty body are 422", async () => {
    const lead = seeded[3]!.id;
    const cases: [unknown, (string | number)[]][] = [
      [{ channel: "email", body: "Hi", cc: "x" }, ["body"]],
      [{ channel: "sms", body: "Hi", subject: "No" }, ["body", "subject"]],
      [{ channel: "email", body: "   " }, ["body", "body"]],
      [{ channel: "call", body: "Hi" }, ["body", "channel"]],
      [{ body: "Hi" }, ["body", "channel"]],
    ];
    for (const [body, loc] of cases) {
      const res = await call("POST", `/leads/${lead}/messages`, { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail[0].loc.slice(0, loc.length), JSON.stringify(body)).toEqual(loc);
    }
    const nobody = await call("POST", "/leads/lead_nothing/messages", {
      body: { channel: "email", body: "Hi" },
    });
    expect(nobody.status).toBe(404);
    expect(await messageCount(lead)).toBe(0);
  });

  it("answers 402 with a sentence when the balance cannot cover it, writing nothing", async () => {
    const lead = seeded[4]!.id;
    const saved = await balance();
    await w.t.db.execute(sql`update credit_balances set balance = 1 where workspace_id = ${acme}`);
    try {
      const res = await call("POST", `/leads/${lead}/messages`, {
        body: { channel: "sms", body: "Costs two" },
      });
      expect(res.status).toBe(402);
      expect(res.body).toEqual({
        detail:
          "Sending this sms message costs 2 credits and the workspace has 1 credit; add credits, then send it again.",
      });
      expect(await balance()).toBe(1);
      expect(await messageCount(lead)).toBe(0);
      // One credit covers an email.
      const email = await call("POST", `/leads/${lead}/messages`, {
        body: { channel: "email", body: "Costs one" },
      });
      expect(email.status).toBe(201);
      expect(await balance()).toBe(0);
    } finally {
      await w.t.db.execute(
        sql`update credit_balances set balance = ${saved} where workspace_id = ${acme}`,
      );
    }
  });

  it("refuses a lead on the do-not-contact list or with an ending status: nothing sent or charged", async () => {
    const listed = seeded[5]!;
    const entry = await call("POST", "/do-not-contact", {
      body: { type: "email", value: listed.email },
    });
    expect(entry.status).toBe(201);
    const unsubscribed = seeded[6]!;
    expect(
      (await call("PATCH", `/leads/${unsubscribed.id}`, { body: { status: "unsubscribed" } }))
        .status,
    ).toBe(200);
    const before = await balance();
    for (const [lead, words] of [
      [listed, /do-not-contact list/],
      [unsubscribed, /status is unsubscribed/],
    ] as const) {
      const res = await call("POST", `/leads/${lead.id}/messages`, {
        body: { channel: "email", body: "Hi" },
      });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(["path", "lead_id"]);
      expect(res.body.detail[0].msg).toMatch(words);
      expect(res.body.detail[0].msg).toMatch(/\.$/);
      expect(await messageCount(lead.id)).toBe(0);
    }
    expect(await balance()).toBe(before);
  });

  it("sends once for concurrent retries with one Idempotency-Key: one message, one charge", async () => {
    const lead = seeded[7]!.id;
    const before = await balance();
    const request = () =>
      call("POST", `/leads/${lead}/messages`, {
        body: { channel: "sms", body: "Only once" },
        headers: { "Idempotency-Key": "inbox-retry-1" },
      });
    const answers = await Promise.all(Array.from({ length: 6 }, request));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    // A retry after they settle replays the first answer.
    const replay = await request();
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(created[0]!.body);
    expect(await messageCount(lead)).toBe(1);
    expect(await balance()).toBe(before - CREDIT_RATES.sms_message);
  });
});

describe("POST /leads/{lead_id}/meetings", () => {
  it("books a meeting as an operator and emits meeting.booked to a subscribed endpoint", async () => {
    const endpoint = await w.endpointWithReceiver("inbox-meetings", { mode: "ok" }, [
      "meeting.booked",
    ]);
    expect(endpoint.id).toBeDefined();
    const lead = seeded[8]!.id;
    const meetingTime = new Date(Date.now() + 3 * 86_400_000);
    meetingTime.setUTCMilliseconds(0);
    const time = meetingTime.toISOString().replace(".000Z", "Z");
    const res = await call("POST", `/leads/${lead}/meetings`, {
      body: { meeting_time: time, campaign_id: campaign.campaignId },
      headers: { "Idempotency-Key": "inbox-meeting-1" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Meeting.parse(res.body)).toEqual({
      id: expect.stringMatching(/^mtg_/),
      lead_id: lead,
      campaign_id: campaign.campaignId,
      conversation_id: null,
      meeting_time: time,
      duration_minutes: 30,
      meeting_url: null,
      booked_via: "operator",
      booked_at: expect.stringMatching(/Z$/),
    });
    const received = await w.until(
      () => w.received("inbox-meetings"),
      (r) => r.length > 0,
      15_000,
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.signature_valid).toBe(true);
    expect(WebhookEvent.parse(JSON.parse(received[0]!.body))).toEqual({
      event_type: "meeting.booked",
      lead_id: lead,
      campaign_id: campaign.campaignId,
      meeting_time: time,
      booked_via: "operator",
    });
    // The retry replays; a second booking for the same campaign is a conflict.
    const again = await call("POST", `/leads/${lead}/meetings`, {
      body: { meeting_time: time, campaign_id: campaign.campaignId },
      headers: { "Idempotency-Key": "inbox-meeting-1" },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(res.body);
    const twice = await call("POST", `/leads/${lead}/meetings`, {
      body: { meeting_time: time, campaign_id: campaign.campaignId },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toMatch(/already has a meeting/);
    // Without a campaign, into the lead's conversation when it has one.
    const talked = campaign.leadIds[0]!;
    const open = await call("POST", `/leads/${talked}/meetings`, { body: { meeting_time: time } });
    expect(open.status).toBe(201);
    expect(open.body).toMatchObject({
      campaign_id: null,
      conversation_id: await conversationOf(talked),
    });
    await w.until(
      () => w.received("inbox-meetings"),
      (r) => r.length === 2,
      15_000,
    );
    const [, second] = await w.received("inbox-meetings");
    expect(JSON.parse(second!.body)).toMatchObject({ lead_id: talked, campaign_id: null });
  });

  it("refuses a time not in the future, another workspace's campaign and unknown fields", async () => {
    const lead = seeded[9]!.id;
    const globexCampaign = await call("POST", "/campaigns", {
      key: globexKey,
      body: { name: "Globex's" },
    });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const cases: [unknown, string[]][] = [
      [{ meeting_time: new Date(Date.now() - 1000).toISOString() }, ["body", "meeting_time"]],
      [{ meeting_time: "tomorrow" }, ["body", "meeting_time"]],
      [{ meeting_time: future, campaign_id: globexCampaign.body.id }, ["body", "campaign_id"]],
      [{ meeting_time: future, where: "office" }, ["body"]],
    ];
    for (const [body, loc] of cases) {
      const res = await call("POST", `/leads/${lead}/meetings`, { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail[0].loc.slice(0, loc.length)).toEqual(loc);
    }
    const [row] = await sqlRows<{ n: string | number }>(
      w.t.db,
      sql`select count(*) as n from meetings where lead_id = ${lead}`,
    );
    expect(Number(row!.n)).toBe(0);
  });
});

describe("GET /leads/{lead_id}/meetings", () => {
  it("lists the lead's meetings, the latest booked first, a page at a time", async () => {
    const lead = seeded[11]!.id;
    const empty = await call("GET", `/leads/${lead}/meetings`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [], total: 0, page: 1, per_page: 25 });
    const inDays = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, "Z");
    const first = await call("POST", `/leads/${lead}/meetings`, {
      body: { meeting_time: inDays(2), campaign_id: campaign.campaignId },
    });
    const second = await call("POST", `/leads/${lead}/meetings`, {
      body: { meeting_time: inDays(1) },
    });
    expect([first.status, second.status]).toEqual([201, 201]);

    const all = await call("GET", `/leads/${lead}/meetings`);
    expect(all.status).toBe(200);
    expect(offsetEnvelope(Meeting).parse(all.body)).toEqual({
      items: [second.body, first.body],
      total: 2,
      page: 1,
      per_page: 25,
    });
    const paged = await call("GET", `/leads/${lead}/meetings?per_page=1&page=2`);
    expect(paged.body).toEqual({ items: [first.body], total: 2, page: 2, per_page: 1 });
  });

  it("is a 404 for another workspace's lead and a 422 at the page it cannot read", async () => {
    const lead = seeded[11]!.id;
    const other = await call("GET", `/leads/${lead}/meetings`, { key: globexKey });
    expect(other.status).toBe(404);
    const bad = await call("GET", `/leads/${lead}/meetings?per_page=101`);
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["query", "per_page"]);
  });
});

describe("scopes and roles", () => {
  it("lets a member read the inbox but not send; a read-scope key cannot write", async () => {
    // The member's session key, as the console gets it with its own key.
    const consoleKey = await insertApiKey(w.t.db, {
      workspaceId: acme,
      label: "Console (server-held)",
      scopes: ["*"],
      environment: "live",
      expiresAt: null,
      creator: null,
      purpose: "console",
    });
    const session = await w.t.signIn("member@acme.test");
    const issued = await w.t.request("POST", "/api/v1/console/session-key", {
      session,
      key: consoleKey.value,
    });
    expect(issued.status).toBe(201);
    const memberKey = ((await issued.json()) as { key: string }).key;
    const readKey = (await w.t.createKey("owner@acme.test", { scopes: ["read"] })).key;
    const lead = seeded[10]!.id;
    const conversation = (await call("GET", "/conversations?limit=1")).body.items[0].id;
    for (const k of [memberKey, readKey]) {
      expect((await call("GET", "/conversations", { key: k })).status).toBe(200);
      expect((await call("GET", `/conversations/${conversation}`, { key: k })).status).toBe(200);
      for (const [path, body] of [
        [`/leads/${lead}/messages`, { channel: "email", body: "Hi" }],
        [`/leads/${lead}/meetings`, { meeting_time: "2099-01-01T10:00:00Z" }],
        [`/conversations/${conversation}/read`, undefined],
      ] as const) {
        expect((await call("POST", path, { key: k, body })).status, path).toBe(403);
      }
    }
    expect(await messageCount(lead)).toBe(0);
  });
});
