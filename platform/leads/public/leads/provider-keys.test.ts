import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROVIDER_KEY_IN_FIELD_SENTENCE } from "../../../auth/provider-credentials";
import {
  activeCampaignWithLeads,
  runCampaignToEnd,
  testEngine,
} from "../../../campaigns/engine/scenarios/test-support";
import { sqlRows } from "../../../db/sql-rows";
import { parseEventStream } from "../../../testing/fuzz/event-stream";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";

/**
 * Spec rule 8: an AI-provider key is never accepted in a request and never returned. Text of
 * that shape in a lead's fields is treated as the Copilot treats it: never taken in (a 422 at
 * the field) and, in rows stored before, shown as "[key removed]" wherever a lead's words are
 * returned: leads, a lead's page, a campaign's enrollments and activity, the inbox, calls and
 * their recordings, the credit ledger. Over HTTP, against a campaign the real engine ran.
 */

const P = "/api/v1/public";

/** Stored as a lead's fields before the rule, as an import or an older platform could have. */
const STORED = {
  first_name: "sk-proj-Abc123Def456Ghi789",
  last_name: "Stone (AIzaSyA1234567890abcdefghijklmnop)",
  email: "sk-ant-api03-zz9Qw7@leak.example.com",
  job_title: "Head of gsk_0123456789abcdefghijKLMN",
  company_name: "xai-0123456789abcdefghijKLMN Ltd",
};
const SHOWN = {
  first_name: "[key removed]",
  last_name: "Stone ([key removed])",
  email: "[key removed]",
  job_title: "Head of [key removed]",
  company_name: "[key removed] Ltd",
};
/** Pieces of the keys that no answer may hold. */
const PIECES = ["Abc123", "Def456", "AIzaSy", "api03", "zz9Qw7", "gsk_0123", "xai-0123", "ijKLMN"];

let t: TestPlatform;
let key: string;
let campaignId: string;
let listId: string;
let leadIds: string[];

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  key = (await t.createKey("owner@acme.test", { scopes: ["*"] })).key;
  const launchedAt = new Date();
  ({ campaignId, listId, leadIds } = await activeCampaignWithLeads(t.db, {
    workspaceId: await t.workspaceId("acme"),
    size: 12,
    launchedAt,
  }));
  await t.db.execute(sql`update leads set first_name = ${STORED.first_name},
      last_name = ${STORED.last_name}, email = ${STORED.email}, job_title = ${STORED.job_title},
      company_name = ${STORED.company_name}
    where lead_list_id = ${listId}`);
  await runCampaignToEnd(t.db, testEngine(t.db, { batchSize: 100 }), campaignId);
}, 120_000);
afterAll(() => t?.close());

/** A request's answer; its text never holds a piece of a key, whatever the operation. */
async function call(
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const res = await t.request(method, `${P}${path}`, { key, body, headers });
  const text = await res.text();
  for (const piece of PIECES) expect(text, `${method} ${path}`).not.toContain(piece);
  const type = res.headers.get("content-type") ?? "";
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field below.
  const json: any = type.startsWith("application/json") ? JSON.parse(text) : undefined;
  return { status: res.status, text, json };
}

describe("a lead's stored fields holding provider keys", () => {
  it("are shown replaced in the lead listing, a lead's page and a status change", async () => {
    const page = await call("GET", `/leads?lead_list_id=${listId}&per_page=100`);
    expect(page.status).toBe(200);
    expect(page.json.total).toBe(leadIds.length);
    for (const lead of page.json.items) expect(lead).toMatchObject(SHOWN);

    const [id] = leadIds;
    const detail = await call("GET", `/leads/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ id, ...SHOWN });

    const changed = await call("PATCH", `/leads/${id}`, { status: "replied" });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id, status: "replied", ...SHOWN });
  });

  it("cannot be found by a search for text inside a key, only by what is shown", async () => {
    const search = async (q: string) =>
      (await call("GET", `/leads?lead_list_id=${listId}&q=${encodeURIComponent(q)}`)).json.total;
    for (const inside of ["Def456", "aSyA123", "abcdefghijKL", "zz9Qw7@leak", "sk-proj"]) {
      expect(await search(inside), inside).toBe(0);
    }
    for (const outside of ["Stone", "Head of", " Ltd"]) {
      expect(await search(outside), outside).toBe(leadIds.length);
    }
  });

  it("are shown replaced in the campaign's enrollments and activity", async () => {
    const enrolled = await call("GET", `/campaigns/${campaignId}/leads?per_page=100`);
    expect(enrolled.status).toBe(200);
    expect(enrolled.json.items).toHaveLength(leadIds.length);
    for (const row of enrolled.json.items) {
      expect(row.lead).toEqual({
        first_name: SHOWN.first_name,
        last_name: SHOWN.last_name,
        email: SHOWN.email,
        company_name: SHOWN.company_name,
        status: expect.any(String),
      });
    }
    const names = new Set<string>();
    let cursor: string | null = null;
    do {
      const page = await call(
        "GET",
        `/campaigns/${campaignId}/activity?limit=100${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.status).toBe(200);
      for (const item of page.json.items) names.add(item.lead_name);
      cursor = page.json.next_cursor;
    } while (cursor);
    expect([...names]).toEqual(["[key removed] Stone ([key removed])"]);
  });

  it("are shown replaced in the inbox: names, previews and the messages that quote them", async () => {
    const conversations = await call("GET", "/conversations?limit=100");
    const ours = conversations.json.items.filter((c: { lead_id: string }) =>
      leadIds.includes(c.lead_id),
    );
    expect(ours.length).toBeGreaterThan(0);
    for (const conversation of ours) {
      expect(conversation.lead_name).toBe("[key removed] Stone ([key removed])");
      const detail = await call("GET", `/conversations/${conversation.id}`);
      expect(detail.status).toBe(200);
    }
    // The engine's emails greet the lead by first name: shown with the key replaced.
    const [sent] = await sqlRows<{ conversation_id: string }>(
      t.db,
      sql`select conversation_id from messages where campaign_id = ${campaignId}
        and direction = 'outbound' and body like 'Hi sk-proj-%' limit 1`,
    );
    const thread = await call("GET", `/conversations/${sent!.conversation_id}`);
    expect(thread.text).toContain("Hi [key removed],");
    // A message an operator sends, and its charge in the ledger, which names the lead.
    const message = await call("POST", `/leads/${leadIds[1]}/messages`, {
      channel: "email",
      subject: "Following up",
      body: "Hello again",
    });
    expect(message.status).toBe(201);
    const credits = await call("GET", "/analytics/credits?limit=100");
    expect(credits.status).toBe(200);
    expect(credits.text).toContain("Inbox message to [key removed] Stone ([key removed])");
  });

  it("are shown replaced in calls and their recordings", async () => {
    const calls = await call("GET", `/calls?campaign_id=${campaignId}&per_page=100`);
    expect(calls.json.items.length).toBeGreaterThan(0);
    for (const c of calls.json.items) {
      expect(c.lead_name).toBe("[key removed] Stone ([key removed])");
      expect((await call("GET", `/calls/${c.id}`)).json.lead_name).toBe(c.lead_name);
    }
    const answered = calls.json.items.find((c: { outcome: string }) => c.outcome === "ended");
    const recording = await call("GET", `/calls/${answered.id}/recording`);
    expect(recording.status).toBe(200);
    const speakers = new Set(recording.json.cues.map((cue: { name: string }) => cue.name));
    expect(speakers).toContain("[key removed]");
    const captions = await call("GET", `/calls/${answered.id}/recording`, undefined, {
      accept: "text/vtt",
    });
    expect(captions.status).toBe(200);
    expect(captions.text).toContain("[key removed]");
  });

  it("are never repeated by the Copilot either", async () => {
    const res = await t.request("POST", `${P}/copilot/messages`, {
      key,
      body: { message: "Which leads replied, and what calls were made?" },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(parseEventStream(text).length).toBeGreaterThan(0);
    for (const piece of PIECES) expect(text).not.toContain(piece);
  });
});

describe("a provider key sent as a lead's field", () => {
  it("is refused with a 422 at each field that holds one, and nothing is made", async () => {
    const before = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from leads`);
    const draft = await call("POST", "/campaigns", { name: "Triggered" });
    const res = await call("POST", `/campaigns/${draft.json.id}/trigger`, {
      email: "sk-proj-abc123def@example.com",
      first_name: "Dana",
      last_name: "sk-ant-api03-0123456789",
      company_name: "Acme",
      job_title: "Engineer, key hf_0123456789abcdefghijKLMN",
    });
    expect({ status: res.status, body: res.json }).toEqual({
      status: 422,
      body: {
        detail: ["email", "last_name", "job_title"].map((field) => ({
          loc: ["body", field],
          msg: PROVIDER_KEY_IN_FIELD_SENTENCE,
          type: "credential_forbidden",
        })),
      },
    });
    expect(res.text).not.toContain("sk-");
    expect(await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from leads`)).toEqual(
      before,
    );
    // The same lead without the key is made.
    const made = await call("POST", `/campaigns/${draft.json.id}/trigger`, {
      email: "dana@example.com",
      first_name: "Dana",
    });
    expect(made).toMatchObject({ status: 200, json: { lead_created: true } });
  });
});
