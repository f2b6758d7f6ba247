import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CampaignAnalytics } from "../../../../contract/campaign-analytics";
import { Campaign } from "../../../../contract/campaigns";
import { ConnectedAccount } from "../../../../contract/connected-accounts";
import { DoNotContactEntry } from "../../../../contract/do-not-contact";
import { offsetEnvelope } from "../../../../contract/envelopes";
import { Lead, LeadList } from "../../../../contract/lead-lists";
import { renderTemplate } from "../../../../contract/message-template";
import { sqlRows } from "../../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { testEngine } from "../../engine/scenarios/test-support";

/**
 * The words of a campaign's steps over HTTP: default words written into steps that come
 * without, variables checked at the door (422 at the field), clone, and a sequence edited
 * while leads are in it (409 where a lead's history or wait would break, words sent as
 * edited otherwise).
 */
let t: TestPlatform;
let key: string;
let emea: string;
const accounts: Record<string, string> = {};
const P = "/api/v1/public";

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  key = await t.legacyKey("acme");
  const lists = offsetEnvelope(LeadList).parse(
    await (await t.request("GET", `${P}/lead-lists`, { key })).json(),
  );
  emea = lists.items.find((l) => l.name === "EMEA fintech")!.id;
  const owned = offsetEnvelope(ConnectedAccount).parse(
    await (await t.request("GET", `${P}/connected-accounts`, { key })).json(),
  );
  for (const a of owned.items) accounts[a.channel] ??= a.id;
});
afterAll(() => t.close());

const post = (path: string, body?: unknown, headers?: Record<string, string>) =>
  t.request("POST", `${P}${path}`, { key, body, headers });
const patch = (path: string, body: unknown) => t.request("PATCH", `${P}${path}`, { key, body });

async function created(body: Record<string, unknown>) {
  const res = await post("/campaigns", { name: "Words", ...body });
  expect(res.status).toBe(201);
  return Campaign.parse(await res.json());
}

async function refused(body: Record<string, unknown>) {
  const res = await post("/campaigns", { name: "Words", ...body });
  expect(res.status).toBe(422);
  return ((await res.json()) as { detail: { loc: unknown[]; msg: string }[] }).detail;
}

describe("the words of a campaign's steps", () => {
  it("writes default words into steps that come without, never the same twice", async () => {
    const c = await created({});
    expect(c.steps.map((s) => s.channel)).toEqual(["email", "call", "email"]);
    const [first, call, last] = c.steps;
    expect(first).toMatchObject({
      subject: "Quick question for {{company|your team}}",
      talk_track: null,
      variants: [],
    });
    expect(call!.body).toBeNull();
    expect(call!.talk_track).toContain("{{company|yours}}");
    expect(last!.subject).toBe("Last note, {{first_name|there}}");
    expect(first!.body).not.toBe(last!.body);
    // The words are written into the stored step, so what is read is what is sent.
    const [row] = await sqlRows<{ steps: { subject?: string }[] }>(
      t.db,
      sql`select steps from campaigns where id = ${c.id}`,
    );
    expect(row!.steps[0]!.subject).toBe(first!.subject);

    const many = await created({
      steps: Array.from({ length: 12 }, () => ({ channel: "email", wait_days: 1 })),
    });
    expect(new Set(many.steps.map((s) => s.subject)).size).toBe(12);
    expect(new Set(many.steps.map((s) => s.body)).size).toBe(12);
    const texts = await created({
      steps: Array.from({ length: 5 }, () => ({ channel: "sms", wait_days: 1 })),
    });
    expect(new Set(texts.steps.map((s) => s.body)).size).toBe(5);
  });

  it("gives a step stored before steps had words its default words when read", async () => {
    const c = await created({ steps: [{ channel: "sms", wait_days: 0 }] });
    await t.db.execute(
      sql`update campaigns set steps = '[{"channel":"sms","wait_days":0}]'::jsonb where id = ${c.id}`,
    );
    const read = Campaign.parse(
      await (await t.request("GET", `${P}/campaigns/${c.id}`, { key })).json(),
    );
    expect(read.steps[0]).toEqual(c.steps[0]);
  });

  it("keeps the words written, with variants whose missing fields are the step's own", async () => {
    const c = await created({
      steps: [
        {
          channel: "email",
          wait_days: 0,
          subject: "  Hello {{ first_name | there }}  ",
          body: "Hi {{first_name}}, how is {{company}} doing?",
          variants: [{ subject: "Hey {{full_name}}" }, { body: "Short: {{title|your role}}?" }],
        },
      ],
    });
    expect(c.steps[0]).toEqual({
      channel: "email",
      wait_days: 0,
      subject: "Hello {{ first_name | there }}",
      body: "Hi {{first_name}}, how is {{company}} doing?",
      talk_track: null,
      variants: [
        {
          label: "B",
          subject: "Hey {{full_name}}",
          body: "Hi {{first_name}}, how is {{company}} doing?",
          talk_track: null,
        },
        {
          label: "C",
          subject: "Hello {{ first_name | there }}",
          body: "Short: {{title|your role}}?",
          talk_track: null,
        },
      ],
    });
  });

  it("refuses unknown variables and broken braces at the field, listing the variables known", async () => {
    const unknown = await refused({
      steps: [{ channel: "email", wait_days: 0, subject: "Hi {{firstname}}" }],
    });
    expect(unknown).toEqual([
      {
        loc: ["body", "steps", 0, "subject"],
        msg: "{{firstname}} is not a variable. Known variables: {{first_name}}, {{last_name}}, {{full_name}}, {{company}}, {{title}}, {{email}}; add a fallback after a bar, as in {{first_name|there}}.",
        type: expect.any(String),
      },
    ]);
    const open = await refused({
      steps: [
        { channel: "email", wait_days: 0 },
        { channel: "sms", wait_days: 1, body: "Hi {{first_name, all good?" },
      ],
    });
    expect(open.map((d) => d.loc)).toEqual([["body", "steps", 1, "body"]]);
    expect(open[0]!.msg).toMatch(/^The "\{\{" at character 4 is not closed with "\}\}"\. Known/);
    const stray = await refused({
      steps: [{ channel: "call", wait_days: 0, talk_track: "Ask about }} pricing" }],
    });
    expect(stray.map((d) => d.loc)).toEqual([["body", "steps", 0, "talk_track"]]);
    const variant = await refused({
      steps: [
        { channel: "network", wait_days: 0, variants: [{ body: "ok" }, { body: "{{ceo}}" }] },
      ],
    });
    expect(variant.map((d) => d.loc)).toEqual([["body", "steps", 0, "variants", 1, "body"]]);
  });

  it("refuses words a channel does not send, words over their limits and too many variants", async () => {
    const wrong = await refused({
      steps: [
        { channel: "sms", wait_days: 0, subject: "Hi" },
        { channel: "call", wait_days: 0, body: "Hi" },
        { channel: "email", wait_days: 0, talk_track: "Hi" },
      ],
    });
    expect(wrong).toEqual([
      {
        loc: ["body", "steps", 0, "subject"],
        msg: "A text message step has no subject; it sends a body.",
        type: expect.any(String),
      },
      {
        loc: ["body", "steps", 1, "body"],
        msg: "A call step has no body; it sends a talk track.",
        type: expect.any(String),
      },
      {
        loc: ["body", "steps", 2, "talk_track"],
        msg: "An email step has no talk track; it sends a subject and a body.",
        type: expect.any(String),
      },
    ]);
    const long = await refused({
      steps: [
        { channel: "email", wait_days: 0, subject: "s".repeat(201) },
        { channel: "sms", wait_days: 0, body: "b".repeat(1601) },
        { channel: "email", wait_days: 0, subject: "   " },
      ],
    });
    expect(long.map((d) => [d.loc, d.msg])).toEqual([
      [["body", "steps", 0, "subject"], "Keep the subject to 200 characters or fewer."],
      [["body", "steps", 1, "body"], "Keep a text message to 1600 characters or fewer."],
      [
        ["body", "steps", 2, "subject"],
        "Write the subject, or leave it out to get the default words.",
      ],
    ]);
    const crowded = await refused({
      steps: [{ channel: "sms", wait_days: 0, variants: [{}, {}, {}, {}] }],
    });
    expect(crowded).toEqual([
      {
        loc: ["body", "steps", 0, "variants"],
        msg: "Keep a step to 3 variants besides its own words.",
        type: expect.any(String),
      },
    ]);
  });
});

describe("clone", () => {
  it("makes a draft with the same steps and words, no leads, named as a copy; a key replays it", async () => {
    const source = await created({
      name: "Spring outreach",
      steps: [
        { channel: "email", wait_days: 0, subject: "Hi {{first_name}}", variants: [{}] },
        { channel: "call", wait_days: 2 },
      ],
    });
    expect((await post(`/campaigns/${source.id}/leads`, { lead_list_id: emea })).status).toBe(200);
    const headers = { "Idempotency-Key": `clone-${source.id}` };
    const res = await post(`/campaigns/${source.id}/clone`, undefined, headers);
    expect(res.status).toBe(201);
    const copy = Campaign.parse(await res.json());
    expect(copy).toMatchObject({
      name: "Spring outreach (copy)",
      status: "draft",
      folder_id: null,
      steps: source.steps,
      launched_at: null,
    });
    expect(copy.id).not.toBe(source.id);
    const again = await post(`/campaigns/${source.id}/clone`, undefined, headers);
    expect(again.status).toBe(201);
    expect(Campaign.parse(await again.json()).id).toBe(copy.id);
    const figures = CampaignAnalytics.parse(
      await (await t.request("GET", `${P}/analytics/campaigns/${copy.id}`, { key })).json(),
    );
    expect(figures.enrolled).toBe(0);

    const named = await post(`/campaigns/${source.id}/clone`, { name: "Second wave" });
    expect(Campaign.parse(await named.json()).name).toBe("Second wave");
    const long = await created({ name: "x".repeat(200) });
    const longCopy = Campaign.parse(await (await post(`/campaigns/${long.id}/clone`)).json());
    expect(longCopy.name).toBe(`${"x".repeat(193)} (copy)`);
    const bad = await post(`/campaigns/${source.id}/clone`, { name: "", steps: [] });
    expect(bad.status).toBe(422);
    expect(
      ((await bad.json()) as { detail: { loc: unknown[] }[] }).detail.map((d) => d.loc),
    ).toEqual([
      ["body", "name"],
      ["body", "steps"],
    ]);
    expect((await post("/campaigns/cmp_nope/clone")).status).toBe(404);
  });
});

describe("editing a running campaign's sequence", () => {
  it("keeps the steps leads ran or wait for, and sends the words as edited", async () => {
    const c = await created({
      steps: [
        { channel: "email", wait_days: 0, subject: "One for {{first_name}}" },
        // Long enough that the leads are still waiting for it when the test edits it.
        { channel: "email", wait_days: 90, subject: "Two for {{first_name}}" },
      ],
    });
    const res = await t.request("PUT", `${P}/campaigns/${c.id}/channel-assignments`, {
      key,
      body: { assignments: [{ channel: "email", account_id: accounts.email }] },
    });
    expect(res.status).toBe(200);
    const leads = await contactableLeads();
    await post(`/campaigns/${c.id}/leads`, {
      lead_ids: leads.map((l) => l.id),
      // The file's other campaigns enrolled them too.
      include_engaged_elsewhere: true,
    });
    expect((await post(`/campaigns/${c.id}/launch`)).status).toBe(200);
    const engine = testEngine(t.db);
    while ((await engine.tick()) > 0) {}
    const sent = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from messages where campaign_id = ${c.id} and step_index = 0`,
    );
    expect(sent[0]!.n).toBeGreaterThan(0);

    const swapped = await patch(`/campaigns/${c.id}`, {
      steps: [
        { channel: "sms", wait_days: 0 },
        { channel: "email", wait_days: 1 },
      ],
    });
    expect(swapped.status).toBe(409);
    expect(await swapped.json()).toEqual({
      detail:
        "Step 1 has already run for some leads, so it cannot be removed, moved or given another channel; change its words or wait, or add steps after it.",
    });
    const cut = await patch(`/campaigns/${c.id}`, {
      steps: [{ channel: "email", wait_days: 0 }],
    });
    expect(cut.status).toBe(409);
    expect(await cut.json()).toEqual({
      detail:
        "Some leads are waiting for step 2, so it cannot be removed; change its words or wait instead, or pause the campaign and stop those leads first.",
    });

    const edited = await patch(`/campaigns/${c.id}`, {
      steps: [
        { channel: "email", wait_days: 0, subject: "Changed one" },
        { channel: "email", wait_days: 1, subject: "Edited two for {{first_name|friend}}" },
        { channel: "sms", wait_days: 1, body: "Added: hi {{first_name}}" },
      ],
    });
    expect(edited.status).toBe(200);
    expect(Campaign.parse(await edited.json()).steps.map((s) => s.subject)).toEqual([
      "Changed one",
      "Edited two for {{first_name|friend}}",
      null,
    ]);
    // The leads' wait passes (their next step was scheduled before the edit).
    await t.db.execute(
      sql`update campaign_enrollments set next_step_at = now() where campaign_id = ${c.id}
        and state = 'active'`,
    );
    while ((await engine.tick()) > 0) {}
    const messages = await sqlRows<{ step_index: number; subject: string; lead_id: string }>(
      t.db,
      sql`select step_index, subject, lead_id from messages
        where campaign_id = ${c.id} and direction = 'outbound' order by step_index`,
    );
    const byLead = new Map(leads.map((l) => [l.id, l]));
    // Step 1 kept the words it was sent with; step 2 went out as edited.
    for (const m of messages.filter((x) => x.step_index === 0)) {
      expect(m.subject).toBe(`One for ${byLead.get(m.lead_id)!.first_name}`);
    }
    const second = messages.filter((x) => x.step_index === 1);
    expect(second.length).toBeGreaterThan(0);
    for (const m of second) {
      const lead = byLead.get(m.lead_id)!;
      expect(m.subject).toBe(
        renderTemplate("Edited two for {{first_name|friend}}", {
          ...lead,
          email: lead.email ?? null,
        }).text,
      );
    }
  });

  it("refuses any change to the steps of a stopped campaign, pointing at clone", async () => {
    const c = await created({ steps: [{ channel: "email", wait_days: 0 }] });
    await t.db.execute(sql`update campaigns set status = 'stopped' where id = ${c.id}`);
    const res = await patch(`/campaigns/${c.id}`, {
      steps: c.steps.map(({ channel }) => ({ channel, wait_days: 1 })),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      detail:
        "The steps of a campaign that is stopped cannot change; clone it to run an edited copy.",
    });
  });
});

/** Leads of the demo list that can be contacted (status new, not on the do-not-contact list). */
async function contactableLeads() {
  const listed = offsetEnvelope(DoNotContactEntry).parse(
    await (await t.request("GET", `${P}/do-not-contact?type=email&per_page=100`, { key })).json(),
  );
  const suppressed = new Set(listed.items.map((e) => e.value));
  const page = offsetEnvelope(Lead).parse(
    await (await t.request("GET", `${P}/leads?lead_list_id=${emea}&per_page=100`, { key })).json(),
  );
  return page.items.filter(
    (l) => l.status === "new" && !suppressed.has(l.email?.toLowerCase() ?? ""),
  );
}
