import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CampaignAnalytics } from "../../../../contract/campaign-analytics";
import {
  CampaignTriggerResult,
  Enrollment,
  EnrollmentCounts,
} from "../../../../contract/campaign-enrollments";
import { Campaign, CampaignFolder, DEFAULT_CAMPAIGN_STEPS } from "../../../../contract/campaigns";
import { ChannelAssignments, ConnectedAccount } from "../../../../contract/connected-accounts";
import { DoNotContactEntry } from "../../../../contract/do-not-contact";
import { offsetEnvelope } from "../../../../contract/envelopes";
import { Lead, LeadList } from "../../../../contract/lead-lists";
import { sqlRows } from "../../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";

let t: TestPlatform;
let key: string;
let globexKey: string;
const lists: Record<string, string> = {};
const accounts: Record<string, string> = {};
const P = "/api/v1/public";

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  key = await t.legacyKey("acme");
  globexKey = await t.legacyKey("globex");
  const page = offsetEnvelope(LeadList).parse(
    await (await t.request("GET", `${P}/lead-lists`, { key })).json(),
  );
  for (const l of page.items) lists[l.name] = l.id;
  const owned = offsetEnvelope(ConnectedAccount).parse(
    await (await t.request("GET", `${P}/connected-accounts`, { key })).json(),
  );
  for (const a of owned.items) accounts[a.channel] ??= a.id;
});
afterAll(() => t.close());

const post = (path: string, body?: unknown, k = key) =>
  t.request("POST", `${P}${path}`, { key: k, body });
const get = (path: string, k = key) => t.request("GET", `${P}${path}`, { key: k });

async function newCampaign(body: Record<string, unknown> = {}) {
  const res = await post("/campaigns", { name: "Test campaign", ...body });
  expect(res.status).toBe(201);
  return Campaign.parse(await res.json());
}

async function leadsOf(listName: string) {
  const res = await get(`/leads?lead_list_id=${lists[listName]}&per_page=100`);
  return offsetEnvelope(Lead).parse(await res.json()).items;
}

describe("campaign folders and campaigns", () => {
  it("creates a folder, files a campaign in it, and filters by folder and status", async () => {
    const folderRes = await post("/campaign-folders", { name: "  Q4  " });
    expect(folderRes.status).toBe(201);
    const folder = CampaignFolder.parse(await folderRes.json());
    expect(folder.name).toBe("Q4");
    expect(folder.id).toMatch(/^cfo_[0-9A-Za-z]{16}$/);
    const folders = offsetEnvelope(CampaignFolder).parse(
      await (await get("/campaign-folders")).json(),
    );
    expect(folders.items.map((f) => f.id)).toContain(folder.id);

    const filed = await newCampaign({ folder_id: folder.id });
    expect(filed).toMatchObject({
      folder_id: folder.id,
      status: "draft",
      steps: DEFAULT_CAMPAIGN_STEPS,
      paused_reason: null,
      launched_at: null,
    });
    expect(filed.id).toMatch(/^cmp_[0-9A-Za-z]{16}$/);
    await newCampaign();
    const inFolder = offsetEnvelope(Campaign).parse(
      await (await get(`/campaigns?folder_id=${folder.id}&status=draft`)).json(),
    );
    expect(inFolder.items.map((c) => c.id)).toEqual([filed.id]);
    expect(inFolder).toMatchObject({ total: 1, page: 1, per_page: 25 });
    expect(await (await get(`/campaigns/${filed.id}`)).json()).toEqual(filed);
  });

  it("refuses a folder_id that is not a folder of the workspace with 422 at body.folder_id", async () => {
    const globexFolder = CampaignFolder.parse(
      await (await post("/campaign-folders", { name: "Theirs" }, globexKey)).json(),
    );
    for (const folder_id of [globexFolder.id, "cfo_0000000000000000"]) {
      const res = await post("/campaigns", { name: "X", folder_id });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { detail: { loc: unknown[] }[] };
      expect(body.detail.map((d) => d.loc)).toEqual([["body", "folder_id"]]);
    }
  });

  it("validates steps strictly, naming the field", async () => {
    const res = await post("/campaigns", {
      name: "X",
      steps: [
        { channel: "email", wait_days: 0 },
        { channel: "fax", wait_days: 1 },
      ],
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[] }[] };
    expect(body.detail[0]!.loc).toEqual(["body", "steps", 1, "channel"]);
  });

  it("keeps the steps leads wait for, renames any time, and deletes only drafts", async () => {
    const c = await newCampaign({ steps: [{ channel: "email", wait_days: 0 }] });
    const patched = await t.request("PATCH", `${P}/campaigns/${c.id}`, {
      key,
      body: { steps: [{ channel: "sms", wait_days: 1 }], name: "Renamed" },
    });
    expect(patched.status).toBe(200);
    expect(Campaign.parse(await patched.json())).toMatchObject({
      name: "Renamed",
      steps: [{ channel: "sms", wait_days: 1 }],
    });
    await launchable(c.id, ["sms"]);
    expect((await post(`/campaigns/${c.id}/launch`)).status).toBe(200);
    const late = await t.request("PATCH", `${P}/campaigns/${c.id}`, {
      key,
      body: { steps: [] },
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      detail:
        "Some leads are waiting for step 1, so it cannot be removed; change its words or wait instead, or pause the campaign and stop those leads first.",
    });
    const renamed = await t.request("PATCH", `${P}/campaigns/${c.id}`, {
      key,
      body: { name: "Live" },
    });
    expect(renamed.status).toBe(200);
    const del = await t.request("DELETE", `${P}/campaigns/${c.id}`, { key });
    expect(del.status).toBe(409);
    expect(await del.json()).toEqual({
      detail: "Only a draft campaign can be deleted, and this one is active; stop it instead.",
    });
    const draft = await newCampaign();
    expect((await t.request("DELETE", `${P}/campaigns/${draft.id}`, { key })).status).toBe(204);
    expect((await get(`/campaigns/${draft.id}`)).status).toBe(404);
  });
});

/** Assigns the seeded accounts for `channels` and enrolls two leads. */
async function launchable(campaignId: string, channels: string[]) {
  const accountFor = (ch: string) =>
    ch === "sms" || ch === "call" ? accounts.phone! : accounts[ch]!;
  const res = await t.request("PUT", `${P}/campaigns/${campaignId}/channel-assignments`, {
    key,
    body: {
      assignments: channels.map((channel) => ({ channel, account_id: accountFor(channel) })),
    },
  });
  expect(res.status).toBe(200);
  // An address on the do-not-contact list keeps status new until the entry's job runs (no
  // job runner here), and is skipped all the same.
  const listed = offsetEnvelope(DoNotContactEntry).parse(
    await (await get("/do-not-contact?type=email&per_page=100")).json(),
  );
  const suppressed = new Set(listed.items.map((e) => e.value));
  const leads = (await leadsOf("EMEA fintech")).filter(
    (l) => l.status === "new" && !suppressed.has(l.email?.toLowerCase() ?? ""),
  );
  // The same two leads join each test's campaign: included though active in another one.
  const enrolled = await post(`/campaigns/${campaignId}/leads`, {
    lead_ids: leads.slice(0, 2).map((l) => l.id),
    include_engaged_elsewhere: true,
  });
  expect(await enrolled.json()).toMatchObject({ enrolled: 2 });
}

describe("enrolling leads", () => {
  it("enrolls a list, counts a second enrollment as already enrolled, and lists the rows", async () => {
    const c = await newCampaign();
    const first = await post(`/campaigns/${c.id}/leads`, {
      lead_list_id: lists["Q4 enterprise targets"],
    });
    expect(first.status).toBe(200);
    const none = { do_not_contact: 0, active_elsewhere: 0, replied_elsewhere: 0 };
    expect(EnrollmentCounts.parse(await first.json())).toEqual({
      enrolled: 25,
      already_enrolled: 0,
      skipped: 0,
      skipped_by_reason: none,
      skipped_leads: [],
      dry_run: false,
    });
    const again = await post(`/campaigns/${c.id}/leads`, {
      lead_list_id: lists["Q4 enterprise targets"],
    });
    expect(await again.json()).toEqual({
      enrolled: 0,
      already_enrolled: 25,
      skipped: 0,
      skipped_by_reason: none,
      skipped_leads: [],
      dry_run: false,
    });

    const rows = offsetEnvelope(Enrollment).parse(
      await (await get(`/campaigns/${c.id}/leads?per_page=10`)).json(),
    );
    expect(rows).toMatchObject({ total: 25, page: 1, per_page: 10 });
    expect(rows.items[0]).toMatchObject({
      campaign_id: c.id,
      state: "active",
      current_step: 0,
      next_step_at: null,
    });
    expect(rows.items[0]).not.toHaveProperty("id");

    const leadId = rows.items[0]!.lead_id;
    const removed = await t.request("DELETE", `${P}/campaigns/${c.id}/leads/${leadId}`, { key });
    expect(removed.status).toBe(204);
    const gone = await t.request("DELETE", `${P}/campaigns/${c.id}/leads/${leadId}`, { key });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ detail: "The lead is not enrolled in this campaign." });
  });

  it("needs exactly one of lead_list_id and lead_ids (422)", async () => {
    const c = await newCampaign();
    const both = await post(`/campaigns/${c.id}/leads`, {
      lead_list_id: lists["EMEA fintech"],
      lead_ids: ["lead_x"],
    });
    expect(both.status).toBe(422);
    expect(((await both.json()) as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
      "body",
      "lead_ids",
    ]);
    const neither = await post(`/campaigns/${c.id}/leads`, {});
    expect(neither.status).toBe(422);
    expect(((await neither.json()) as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
      "body",
    ]);
  });

  it("answers 404 for another workspace's leads, list or campaign, enrolling nothing", async () => {
    const c = await newCampaign();
    const [globexLead] = await sqlRows<{ id: string }>(
      t.db,
      sql`select l.id from leads l join workspaces w on w.id = l.workspace_id where w.slug = 'globex' limit 1`,
    );
    const ours = (await leadsOf("EMEA fintech"))[0]!.id;
    if (globexLead) {
      const res = await post(`/campaigns/${c.id}/leads`, { lead_ids: [ours, globexLead.id] });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "One or more of the leads do not exist." });
    }
    const unknown = await post(`/campaigns/${c.id}/leads`, { lead_ids: ["lead_0000000000000000"] });
    expect(unknown.status).toBe(404);
    const theirs = await post(`/campaigns/${c.id}/leads`, { lead_ids: [ours] }, globexKey);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ detail: "The campaign does not exist." });
    const rows = offsetEnvelope(Enrollment).parse(
      await (await get(`/campaigns/${c.id}/leads`)).json(),
    );
    expect(rows.total).toBe(0);
  });

  it("skips and counts leads that are dnc, unsubscribed, bounced or on the do-not-contact list", async () => {
    const leads = await leadsOf("EMEA fintech");
    const [a, b, c, d] = leads;
    await t.request("PATCH", `${P}/leads/${a!.id}`, { key, body: { status: "unsubscribed" } });
    await t.request("PATCH", `${P}/leads/${b!.id}`, { key, body: { status: "bounced" } });
    const added = await post("/do-not-contact", { type: "email", value: c!.email!.toUpperCase() });
    expect(added.status).toBe(201);
    const campaign = await newCampaign();
    const res = await post(`/campaigns/${campaign.id}/leads`, {
      lead_ids: [a!.id, b!.id, c!.id, d!.id, d!.id],
      include_engaged_elsewhere: true,
    });
    expect(await res.json()).toMatchObject({
      enrolled: 1,
      already_enrolled: 0,
      skipped: 3,
      skipped_by_reason: { do_not_contact: 3, active_elsewhere: 0, replied_elsewhere: 0 },
    });
    // Skipped by the entry itself: its job, which sets the status, has not run here.
    expect((await leadsOf("EMEA fintech")).find((l) => l.id === c!.id)?.status).toBe("new");
  });
});

describe("launch, pause, resume, stop", () => {
  it("refuses a launch without steps or without leads, naming each reason and what to do", async () => {
    const empty = await newCampaign({ steps: [] });
    const noSteps = await post(`/campaigns/${empty.id}/launch`);
    expect(noSteps.status).toBe(409);
    expect(await noSteps.json()).toEqual({
      detail:
        "The campaign has no steps. Add at least one step before launching it. No leads are enrolled. Enroll at least one lead before launching the campaign.",
    });

    // Email and call send from the workspace's default accounts (launch-readiness.test.ts
    // covers a channel without one).
    const c = await newCampaign();
    const noLeads = await post(`/campaigns/${c.id}/launch`);
    expect(noLeads.status).toBe(409);
    expect(await noLeads.json()).toEqual({
      detail: "No leads are enrolled. Enroll at least one lead before launching the campaign.",
    });
  });

  it("moves draft → active ⇄ paused → stopped, and refuses every other move with a 409 sentence", async () => {
    const c = await newCampaign();
    await launchable(c.id, ["email", "call"]);
    const expectRefusal = async (move: string, detail: string) => {
      const res = await post(`/campaigns/${c.id}/${move}`);
      expect(res.status, move).toBe(409);
      expect(await res.json()).toEqual({ detail });
    };
    await expectRefusal("pause", "Only an active campaign can be paused, and this one is a draft.");
    await expectRefusal(
      "resume",
      "Only a paused campaign can be resumed, and this one is a draft.",
    );
    await expectRefusal(
      "stop",
      "A draft campaign has not started, so it cannot be stopped; delete it instead.",
    );
    const launched = Campaign.parse(await (await post(`/campaigns/${c.id}/launch`)).json());
    expect(launched.status).toBe("active");
    expect(launched.launched_at).not.toBeNull();
    await expectRefusal(
      "launch",
      "Only a draft campaign can be launched, and this one is active. Create a new campaign to send the sequence again.",
    );
    await expectRefusal("resume", "Only a paused campaign can be resumed, and this one is active.");
    expect(Campaign.parse(await (await post(`/campaigns/${c.id}/pause`)).json()).status).toBe(
      "paused",
    );
    await expectRefusal(
      "launch",
      "The campaign was launched already and is paused. Resume it instead.",
    );
    expect(Campaign.parse(await (await post(`/campaigns/${c.id}/resume`)).json()).status).toBe(
      "active",
    );
    const stopped = Campaign.parse(await (await post(`/campaigns/${c.id}/stop`)).json());
    expect(stopped.status).toBe("stopped");
    await expectRefusal(
      "stop",
      "Only an active or paused campaign can be stopped, and this one is stopped.",
    );
    const rows = offsetEnvelope(Enrollment).parse(
      await (await get(`/campaigns/${c.id}/leads`)).json(),
    );
    expect(rows.items.every((r) => r.state === "stopped" && r.ended_at !== null)).toBe(true);
    const late = await post(`/campaigns/${c.id}/leads`, { lead_list_id: lists["EMEA fintech"] });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      detail:
        "Leads can be enrolled only in a draft, active or paused campaign, and this one is stopped.",
    });
  });
});

describe("channel assignments", () => {
  it("refuses an account not connected in the workspace, or of the wrong kind, at its loc", async () => {
    const c = await newCampaign();
    const theirs = offsetEnvelope(ConnectedAccount).parse(
      await (await get("/connected-accounts?channel=email", globexKey)).json(),
    );
    const res = await t.request("PUT", `${P}/campaigns/${c.id}/channel-assignments`, {
      key,
      body: {
        assignments: [
          { channel: "email", account_id: accounts.email },
          { channel: "email", account_id: theirs.items[0]!.id },
          { channel: "sms", account_id: accounts.email },
        ],
      },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[]; msg: string }[] };
    expect(body.detail.map((d) => d.loc)).toEqual([
      ["body", "assignments", 1, "account_id"],
      ["body", "assignments", 2, "account_id"],
    ]);
    expect(body.detail[1]!.msg).toBe(
      "A email account cannot send sms steps; choose a phone account.",
    );

    const ok = await t.request("PUT", `${P}/campaigns/${c.id}/channel-assignments`, {
      key,
      body: { assignments: [{ channel: "call", account_id: accounts.phone }] },
    });
    const saved = ChannelAssignments.parse(await ok.json());
    expect(saved.assignments).toMatchObject([{ channel: "call", account_id: accounts.phone }]);
    expect(await (await get(`/campaigns/${c.id}/channel-assignments`)).json()).toEqual(saved);
  });
});

describe("connected accounts", () => {
  it("lists the seeded accounts; channel=phone and channel=sms_voice list the same numbers", async () => {
    const phone = await (await get("/connected-accounts?channel=phone")).json();
    const legacy = await (await get("/connected-accounts?channel=sms_voice")).json();
    expect(legacy).toEqual(phone);
    const page = offsetEnvelope(ConnectedAccount).parse(phone);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((a) => a.channel === "phone")).toBe(true);
    const all = offsetEnvelope(ConnectedAccount).parse(
      await (await get("/connected-accounts")).json(),
    );
    expect(new Set(all.items.map((a) => a.channel))).toEqual(
      new Set(["email", "phone", "network", "messaging"]),
    );
  });

  it("needs a key whose creator is an admin, for reads too", async () => {
    const manager = (await t.createKey("manager@acme.test", { scopes: ["*"] })).key;
    const refused = await get("/connected-accounts", manager);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      detail: "Managing connected accounts needs the admin role.",
    });
    const admin = (await t.createKey("admin@acme.test", { scopes: ["read"] })).key;
    expect((await get("/connected-accounts", admin)).status).toBe(200);
    // Campaigns themselves are for managers.
    expect((await get("/campaigns", manager)).status).toBe(200);
  });
});

describe("do not contact", () => {
  it("refuses an entry it already has (409), removes one (204), and a removed one is a 404", async () => {
    const res = await post("/do-not-contact", {
      type: "domain",
      value: "Twice.Example",
      reason: "Asked",
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Record<string, unknown>;
    expect(created).toMatchObject({ type: "domain", value: "twice.example", reason: "Asked" });
    const again = await post("/do-not-contact", { type: "domain", value: "twice.example" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      detail: "The do-not-contact list already has this entry.",
    });
    const id = created.id as string;
    expect((await t.request("DELETE", `${P}/do-not-contact/${id}`, { key })).status).toBe(204);
    expect((await t.request("DELETE", `${P}/do-not-contact/${id}`, { key })).status).toBe(404);
  });

  it("normalises phone numbers to digits and refuses malformed values at body.value", async () => {
    const phone = await post("/do-not-contact", { type: "phone", value: "+1 (512) 555-0199" });
    expect(phone.status).toBe(201);
    expect(((await phone.json()) as { value: string }).value).toBe("15125550199");
    const bad = await post("/do-not-contact", { type: "domain", value: "not a domain" });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
      "body",
      "value",
    ]);
    const page = await (await get("/do-not-contact?type=phone")).json();
    expect(page).toMatchObject({ total: 1, items: [{ type: "phone", value: "15125550199" }] });
  });
});

describe("the campaign trigger", () => {
  it("makes a lead for a new email, enrolls it, and answers lead_id without workflow_id", async () => {
    const c = await newCampaign();
    const res = await post(`/campaigns/${c.id}/trigger`, {
      email: "New.Person@Example.org",
      first_name: "New",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty("workflow_id");
    const result = CampaignTriggerResult.parse(body);
    expect(result).toMatchObject({ lead_created: true, enrollment: "enrolled" });
    expect(result.lead_id).toMatch(/^lead_/);
    const again = await post(`/campaigns/${c.id}/trigger`, { email: "new.person@example.org" });
    expect(await again.json()).toEqual({
      lead_id: result.lead_id,
      lead_created: false,
      enrollment: "already_enrolled",
    });
    const byId = await post(`/campaigns/${c.id}/trigger`, { lead_id: "lead_0000000000000000" });
    expect(byId.status).toBe(404);
    const lists = offsetEnvelope(LeadList).parse(
      await (await get("/lead-lists?per_page=100")).json(),
    );
    expect(lists.items.find((l) => l.name === "Test campaign (triggered)")?.lead_count).toBe(1);
  });
});

describe("campaign analytics", () => {
  it("counts enrollments and reads the engine's records", async () => {
    const c = await newCampaign();
    await post(`/campaigns/${c.id}/leads`, { lead_list_id: lists["EMEA fintech"] });
    const res = await get(`/analytics/campaigns/${c.id}`);
    expect(res.status).toBe(200);
    const figures = CampaignAnalytics.parse(await res.json());
    expect(figures).toMatchObject({
      campaign_id: c.id,
      active: figures.enrolled,
      contacted: 0,
      replies: 0,
      meetings: 0,
      calls: 0,
      finished: 0,
      credits_spent: 0,
    });
    expect(figures.enrolled).toBeGreaterThan(0);
    expect((await get(`/analytics/campaigns/${c.id}`, globexKey)).status).toBe(404);
  });
});
