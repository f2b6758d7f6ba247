import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cursorEnvelope, offsetEnvelope } from "../../../contract/envelopes";
import { Conversation, InboxSummary, Meeting } from "../../../contract/inbox";
import { sqlRows } from "../../db/sql-rows";
import { newId, randomBase62 } from "../../ids";
import {
  insertMessages,
  type MessageRecord,
  recordConversationActivity,
} from "../../leads/outreach-records";
import { createWebhookTestPlatform, type WebhookTestPlatform } from "../../webhooks/test-support";

/**
 * The inbox's basics over real HTTP: search (leads and message text), the channel and owner
 * filters with cursor walks that stay correct under them, marking unread, the unread summary,
 * the preview of the unread reply, and a meeting's length and link with their validation.
 */
let w: WebhookTestPlatform;
let key: string;
let globexKey: string;
let acme: string;
let listId: string;
const P = "/api/v1/public";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Answer = { status: number; body: any };

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
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const Page = cursorEnvelope(Conversation);

/** A lead of acme with the given name, company and address. */
async function newLead(first: string, last: string, company: string, email: string | null) {
  const id = newId("lead");
  await w.t.db.execute(sql`insert into leads (id, workspace_id, lead_list_id, first_name,
      last_name, email, company_name)
    values (${id}, ${acme}, ${listId}, ${first}, ${last}, ${email}, ${company})`);
  return id;
}

/** A message as the engine writes it (a campaign's send or a lead's reply), through its code. */
async function engineMessage(
  leadId: string,
  o: { direction?: "inbound" | "outbound"; channel?: "email" | "sms"; body?: string } = {},
) {
  const direction = o.direction ?? "outbound";
  const channel = o.channel ?? "email";
  const at = w.t.clock.now().toISOString();
  const body = o.body ?? `${direction} ${newId("msg")}`;
  const message: MessageRecord = {
    id: newId("msg"),
    workspace_id: acme,
    lead_id: leadId,
    campaign_id: null,
    step_index: null,
    channel,
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
        channel,
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

/** Every page of a walk with these filters, two at a time, as the ids shown. */
async function walk(query: string, o: { key?: string } = {}): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await call(
      "GET",
      `/conversations?limit=2&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      o,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = Page.parse(res.body);
    seen.push(...page.items.map((c) => c.id));
    cursor = page.next_cursor;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  w = await createWebhookTestPlatform();
  w.start();
  key = w.key;
  globexKey = await w.t.legacyKey("globex");
  acme = await w.t.workspaceId("acme");
  const lists = await call("GET", "/lead-lists?per_page=1");
  listId = lists.body.items[0].id;
}, 60_000);
afterAll(() => w?.close());

describe("GET /conversations?q", () => {
  it("finds conversations by the lead's name, email, company and by message text, every word, by word start", async () => {
    const tag = randomBase62(6)
      .toLowerCase()
      .replace(/[^a-z]/g, "x");
    const ada = await newLead(`Ada${tag}`, "Lovelace", `Engines${tag} ${tag}`, `ada@${tag}mail.io`);
    const bob = await newLead("Bob", `Builder${tag}`, `${tag} Other Co`, `bob@other.io`);
    const cyd = await newLead("Cyd", "Charisse", "Dance Co", `cyd@${tag}.io`);
    await engineMessage(ada);
    await engineMessage(bob);
    await engineMessage(cyd, { body: `Could we talk about pricing${tag} next week?` });
    await engineMessage(cyd, { direction: "inbound", body: "Sure, Thursday works." });
    const [adaC, bobC, cydC] = [
      await conversationOf(ada),
      await conversationOf(bob),
      await conversationOf(cyd),
    ];
    const find = async (q: string) => walk(`q=${encodeURIComponent(q)}`);
    expect(await find(`ada${tag}`)).toEqual([adaC]);
    expect(await find(`ADA${tag.slice(0, 3)}`)).toEqual([adaC]); // case and word start
    expect(await find(`${tag}mail`)).toEqual([adaC]); // the email's domain
    expect(await find(`cyd@${tag}.io`)).toEqual([cydC]);
    expect(await find(`ada@${tag}mail.io`)).toEqual([adaC]); // the whole address
    expect(await find(`engines${tag}`)).toEqual([adaC]); // the company
    expect(await find(`builder${tag}`)).toEqual([bobC]);
    expect(await find(`pricing${tag}`)).toEqual([cydC]); // an older message's text
    expect(await find(`talk pricing${tag}`)).toEqual([cydC]);
    expect(await find(`pricing${tag} nowhere${tag}`)).toEqual([]); // every word is needed
    // Latest activity first, as without a search.
    expect(await find(tag)).toEqual([cydC, bobC, adaC]);
    // Punctuation alone is no search: the whole inbox.
    const all = await call("GET", "/conversations?q=%20%2C.&limit=1");
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(1);
  });

  it("refuses a search longer than 200 characters with 422 at q, and a cursor of another search", async () => {
    const long = await call("GET", `/conversations?q=${"a".repeat(201)}`);
    expect(long.status).toBe(422);
    expect(long.body.detail[0].loc).toEqual(["query", "q"]);
    const tag = randomBase62(6)
      .toLowerCase()
      .replace(/[^a-z]/g, "y");
    for (let i = 0; i < 3; i++) await engineMessage(await newLead(`Zed${tag}`, `${i}`, "Z", null));
    const first = await call("GET", `/conversations?q=zed${tag}&limit=1`);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const other = await call(
      "GET",
      `/conversations?q=other&limit=1&cursor=${encodeURIComponent(first.body.next_cursor)}`,
    );
    expect(other.status).toBe(422);
    expect(other.body.detail[0].loc).toEqual(["query", "cursor"]);
  });

  it("keeps a search's walk a snapshot: a match arriving during it waits for a new walk", async () => {
    const tag = randomBase62(6)
      .toLowerCase()
      .replace(/[^a-z]/g, "z");
    const leads: string[] = [];
    for (let i = 0; i < 5; i++) {
      leads.push(await newLead("Walk", `${i}`, "W", null));
      await engineMessage(leads[i]!, { body: `about renewal${tag}` });
    }
    const expected = [];
    for (let i = 4; i >= 0; i--) expected.push(await conversationOf(leads[i]!));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Answer = await call(
        "GET",
        `/conversations?limit=2&q=renewal${tag}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((c: Conversation) => c.id));
      cursor = res.body.next_cursor;
      // Between pages: a shown conversation gets a new matching message, and a new one begins.
      await engineMessage(leads[4]!, { body: `renewal${tag} again` });
      await engineMessage(await newLead("Late", "Comer", "L", null), { body: `renewal${tag}` });
    } while (cursor);
    expect(seen).toEqual(expected);
  });
});

describe("GET /conversations?channel and ?owner_id", () => {
  it("lists conversations with a message on the channel, in either direction, walking every page once", async () => {
    const tag = randomBase62(6)
      .toLowerCase()
      .replace(/[^a-z]/g, "c");
    const texted = await newLead("Tex", tag, "T", null);
    const mailed = await newLead("Mel", tag, "M", null);
    const both = await newLead("Bo", tag, "B", null);
    await engineMessage(texted, { channel: "sms", direction: "inbound" });
    await engineMessage(mailed);
    await engineMessage(both, { channel: "sms" });
    await engineMessage(both); // its last message is an email
    const [t, m, b] = [
      await conversationOf(texted),
      await conversationOf(mailed),
      await conversationOf(both),
    ];
    expect(await walk(`channel=sms&q=${tag}`)).toEqual([b, t]);
    expect(await walk(`channel=email&q=${tag}`)).toEqual([b, m]);
    // Without a search, on the channel's own index: the walk still shows each once.
    const sms = await walk("channel=sms");
    expect(new Set(sms).size).toBe(sms.length);
    expect(sms).toEqual(expect.arrayContaining([b, t]));
    expect(sms).not.toContain(m);
    const bad = await call("GET", "/conversations?channel=fax");
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["query", "channel"]);
  });

  it("lists the conversations a member handles: the one who last answered from the inbox; none for the rest", async () => {
    const manager = await w.t.createKey("manager@acme.test", { scopes: ["*"] });
    const managerMember = await w.t.memberByEmail("manager@acme.test");
    const owner = await w.t.createKey("owner@acme.test", { scopes: ["*"] });
    const ownerMember = await w.t.memberByEmail("owner@acme.test");
    const tag = randomBase62(6)
      .toLowerCase()
      .replace(/[^a-z]/g, "o");
    const answered = await newLead("Ans", tag, "A", `ans@${tag}.io`);
    const handedOver = await newLead("Han", tag, "H", `han@${tag}.io`);
    const untouched = await newLead("Unt", tag, "U", `unt@${tag}.io`);
    for (const lead of [answered, handedOver, untouched]) {
      await engineMessage(lead, { direction: "inbound" });
    }
    const send = (lead: string, k: string) =>
      call("POST", `/leads/${lead}/messages`, {
        key: k,
        body: { channel: "email", body: "Thanks, let me check." },
      });
    expect((await send(answered, manager.key)).status).toBe(201);
    expect((await send(handedOver, manager.key)).status).toBe(201);
    expect((await send(handedOver, owner.key)).status).toBe(201); // the last to answer owns it
    const [a, h, u] = [
      await conversationOf(answered),
      await conversationOf(handedOver),
      await conversationOf(untouched),
    ];
    expect(await walk(`owner_id=${managerMember.id}&q=${tag}`)).toEqual([a]);
    expect(await walk(`owner_id=${ownerMember.id}&q=${tag}`)).toEqual([h]);
    expect(await walk(`owner_id=none&q=${tag}`)).toEqual([u]);
    // Without a search: on the owner index, every page once.
    const mine = await walk(`owner_id=${managerMember.id}`);
    expect(mine).toContain(a);
    expect(mine).not.toContain(h);
    const listed = Page.parse((await call("GET", `/conversations?q=${tag}`)).body).items;
    expect(listed.find((c) => c.id === h)!.owner).toEqual({
      id: ownerMember.id,
      name: ownerMember.name,
    });
    expect(listed.find((c) => c.id === u)!.owner).toBeNull();
    // An unknown member owns nothing: an empty page, not an error.
    const unknown = await call("GET", "/conversations?owner_id=mem_nobody");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ items: [], next_cursor: null });
  });
});

describe("unread", () => {
  it("previews the latest unread reply, not our own later message", async () => {
    const lead = await newLead("Pre", "View", "P", null);
    await engineMessage(lead, { direction: "inbound", body: "Yes, send me the deck." });
    await engineMessage(lead, { body: "Our own follow-up." });
    const res = await call("GET", `/conversations?lead_id=${lead}`);
    expect(res.body.items[0]).toMatchObject({
      last_message_preview: "Yes, send me the deck.",
      preview_direction: "inbound",
      preview_channel: "email",
      last_direction: "outbound",
      unread_count: 1,
    });
    const id = await conversationOf(lead);
    expect((await call("POST", `/conversations/${id}/read`)).status).toBe(200);
    const read = await call("GET", `/conversations/${id}`);
    expect(read.body).toMatchObject({
      last_message_preview: "Our own follow-up.",
      preview_direction: "outbound",
      unread_count: 0,
    });
  });

  it("marks a conversation unread: its latest reply unread again, the count 1; the summary counts it", async () => {
    const lead = await newLead("Un", "Read", "U", null);
    await engineMessage(lead, { direction: "inbound", body: "First reply" });
    await engineMessage(lead, { direction: "inbound", body: "Second reply" });
    const id = await conversationOf(lead);
    expect((await call("POST", `/conversations/${id}/read`)).status).toBe(200);
    const before = InboxSummary.parse((await call("GET", "/inbox/summary")).body);

    const res = await call("POST", `/conversations/${id}/unread`, {
      headers: { "Idempotency-Key": `unread-${id}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Conversation.parse(res.body)).toMatchObject({
      id,
      unread_count: 1,
      last_message_preview: "Second reply",
      preview_direction: "inbound",
    });
    const thread = await call("GET", `/conversations/${id}`);
    expect(thread.body.messages.map((m: { read_at: string | null }) => m.read_at === null)).toEqual(
      [false, true],
    );
    expect((await call("GET", "/inbox/summary")).body).toEqual({
      unread_conversations: before.unread_conversations + 1,
    });
    // Again, and the same key's replay: nothing more changes.
    const again = await call("POST", `/conversations/${id}/unread`);
    expect(again.body.unread_count).toBe(1);
    const replay = await call("POST", `/conversations/${id}/unread`, {
      headers: { "Idempotency-Key": `unread-${id}` },
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(res.body);
    expect((await call("GET", "/inbox/summary")).body.unread_conversations).toBe(
      before.unread_conversations + 1,
    );
    // The unread filter finds it.
    expect(await walk(`unread=true&lead_id=${lead}`)).toEqual([id]);
  });

  it("answers 409 when the lead never wrote, 404 for another workspace's, 403 for a read key", async () => {
    const lead = await newLead("Only", "Ours", "O", null);
    await engineMessage(lead);
    const id = await conversationOf(lead);
    const res = await call("POST", `/conversations/${id}/unread`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      detail:
        "The lead has not written in this conversation yet, so there is nothing to mark unread.",
    });
    const foreign = await call("POST", `/conversations/${id}/unread`, { key: globexKey });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ detail: "The conversation does not exist." });
    const readKey = (await w.t.createKey("owner@acme.test", { scopes: ["read"] })).key;
    expect((await call("POST", `/conversations/${id}/unread`, { key: readKey })).status).toBe(403);
    expect((await call("GET", "/inbox/summary", { key: readKey })).status).toBe(200);
    expect((await call("GET", "/inbox/summary", { key: globexKey })).body).toEqual({
      unread_conversations: 0,
    });
  });
});

describe("meeting length and link", () => {
  const future = () => new Date(w.t.clock.now().getTime() + 86_400_000).toISOString();

  it("books with a length and an https link, returned when booked and when listed", async () => {
    const lead = await newLead("Meet", "Ing", "M", null);
    const res = await call("POST", `/leads/${lead}/meetings`, {
      body: {
        meeting_time: future(),
        duration_minutes: 45,
        meeting_url: "https://meet.example.com/abc-defg-hij",
      },
      headers: { "Idempotency-Key": `meeting-${lead}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Meeting.parse(res.body)).toMatchObject({
      duration_minutes: 45,
      meeting_url: "https://meet.example.com/abc-defg-hij",
      booked_via: "operator",
    });
    const listed = offsetEnvelope(Meeting).parse(
      (await call("GET", `/leads/${lead}/meetings`)).body,
    );
    expect(listed.items).toEqual([res.body]);
  });

  it("refuses another length and a link that is not a full https address, each at its field", async () => {
    const lead = await newLead("Bad", "Meeting", "B", null);
    const book = (extra: object) =>
      call("POST", `/leads/${lead}/meetings`, { body: { meeting_time: future(), ...extra } });
    for (const [extra, loc] of [
      [{ duration_minutes: 20 }, ["body", "duration_minutes"]],
      [{ duration_minutes: "30" }, ["body", "duration_minutes"]],
      [{ meeting_url: "http://meet.example.com/x" }, ["body", "meeting_url"]],
      [{ meeting_url: "meet.example.com/x" }, ["body", "meeting_url"]],
      [{ meeting_url: "https://localhost/x" }, ["body", "meeting_url"]],
      [{ meeting_url: `https://meet.example.com/${"a".repeat(2000)}` }, ["body", "meeting_url"]],
    ] as const) {
      const res = await book(extra);
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.body.detail.map((d: { loc: unknown }) => d.loc)).toEqual([loc]);
    }
    const res = await book({ meeting_url: "http://x" });
    expect(res.body.detail[0].msg).toBe(
      "The meeting link must be a full https address, such as https://meet.example.com/abc-defg.",
    );
    // Nothing was booked.
    expect((await call("GET", `/leads/${lead}/meetings`)).body.total).toBe(0);
  });
});
