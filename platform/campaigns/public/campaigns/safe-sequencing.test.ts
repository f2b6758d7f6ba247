import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CampaignAnalytics } from "../../../../contract/campaign-analytics";
import {
  CampaignSkips,
  Enrollment,
  EnrollmentCounts,
} from "../../../../contract/campaign-enrollments";
import { Campaign } from "../../../../contract/campaigns";
import { ConnectedAccount } from "../../../../contract/connected-accounts";
import { messageCredits } from "../../../../contract/credit-rates";
import { offsetEnvelope } from "../../../../contract/envelopes";
import { Lead, LeadList } from "../../../../contract/lead-lists";
import { databaseNow } from "../../../db/clock";
import { newId, randomBase62 } from "../../../ids";
import { insertMessages, recordConversationActivity } from "../../../leads/outreach-records";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { CampaignEngine } from "../../engine/engine";
import type { Step } from "../../engine/outcome";
import { expectedRun, runCampaignToEnd } from "../../engine/scenarios/test-support";
import { FULL_REACH, type Reach } from "../../engine/skip-rules";

/**
 * Safe sequencing over real HTTP: what ends a lead's sequence (a meeting booked in the inbox,
 * an answer anywhere, a status change), steps a lead cannot receive (skipped, counted, never
 * charged), and enrolling leads engaged in another campaign (skipped unless included, with a
 * dry run that previews it). The engine runs the campaigns with its own code.
 */
let t: TestPlatform;
let key: string;
let acme: string;
let engine: CampaignEngine;
let targets: Lead[];
const accounts: Record<string, string> = {};
const P = "/api/v1/public";
// Two days' wait last six real seconds: a test acts between a lead's first and second step.
const SPEED = (2 * 86_400) / 6;
const FOUR_EMAILS: Step[] = [
  { channel: "email", wait_days: 0 },
  { channel: "email", wait_days: 2 },
  { channel: "email", wait_days: 2 },
  { channel: "email", wait_days: 2 },
];

beforeAll(async () => {
  t = await createTestPlatform();
  key = await t.legacyKey("acme");
  acme = await t.workspaceId("acme");
  engine = new CampaignEngine({
    db: t.db,
    speed: SPEED,
    recordingBase: "https://platform.test/api/v1/public/calls",
    batchSize: 200,
    log: () => {},
  });
  const lists = offsetEnvelope(LeadList).parse(await (await get("/lead-lists")).json());
  const q4 = lists.items.find((l) => l.name === "Q4 enterprise targets")!;
  // A list of the seed no campaign uses: each test takes leads of its own from it.
  targets = offsetEnvelope(Lead).parse(
    await (await get(`/leads?lead_list_id=${q4.id}&per_page=100`)).json(),
  ).items;
  const owned = offsetEnvelope(ConnectedAccount).parse(
    await (await get("/connected-accounts")).json(),
  );
  for (const a of owned.items) accounts[a.channel] ??= a.id;
});
afterAll(() => t.close());

const post = (path: string, body?: unknown) => t.request("POST", `${P}${path}`, { key, body });
const get = (path: string) => t.request("GET", `${P}${path}`, { key });
const patch = (path: string, body: unknown) => t.request("PATCH", `${P}${path}`, { key, body });
/** The next `n` leads of the pool no test has taken yet. */
function takeLeads(n: number): Lead[] {
  return targets.splice(0, n);
}

/**
 * `n` leads of the pool the simulation leaves quiet through all four emails of `campaignId`
 * (no bounce, reply or unsubscribe of its own), so only what the test does ends them. Ids are
 * random, so which leads those are differs per run; the others stay in the pool.
 */
function takeQuietLeads(campaignId: string, n: number): Lead[] {
  const quiet = targets
    .filter((l) => {
      const run = plannedEnd(campaignId, l.id, FOUR_EMAILS, FULL_REACH);
      return run.sent === FOUR_EMAILS.length && run.replies === 0;
    })
    .slice(0, n);
  expect(quiet).toHaveLength(n);
  targets = targets.filter((l) => !quiet.includes(l));
  return quiet;
}

async function newCampaign(steps: Step[]): Promise<Campaign> {
  const res = await post("/campaigns", { name: `Safe ${randomBase62(8)}`, steps });
  expect(res.status).toBe(201);
  const campaign = Campaign.parse(await res.json());
  const channels = [...new Set(steps.map((s) => s.channel))];
  const assigned = await t.request("PUT", `${P}/campaigns/${campaign.id}/channel-assignments`, {
    key,
    body: {
      assignments: channels.map((channel) => ({
        channel,
        account_id: channel === "sms" || channel === "call" ? accounts.phone : accounts[channel],
      })),
    },
  });
  expect(assigned.status).toBe(200);
  return campaign;
}

async function enroll(campaignId: string, body: Record<string, unknown>) {
  const res = await post(`/campaigns/${campaignId}/leads`, body);
  expect(res.status).toBe(200);
  return EnrollmentCounts.parse(await res.json());
}

async function launch(campaignId: string) {
  expect((await post(`/campaigns/${campaignId}/launch`)).status).toBe(200);
}

async function enrollments(campaignId: string) {
  const res = await get(`/campaigns/${campaignId}/leads?per_page=100`);
  expect(res.status).toBe(200);
  return offsetEnvelope(Enrollment).parse(await res.json()).items;
}

const enrollmentOf = async (campaignId: string, leadId: string) =>
  (await enrollments(campaignId)).find((e) => e.lead_id === leadId)!;

async function analytics(campaignId: string) {
  return CampaignAnalytics.parse(await (await get(`/analytics/campaigns/${campaignId}`)).json());
}

/** Runs the engine until every lead of the campaign has had its first step. */
async function firstSteps(campaignId: string) {
  await expect
    .poll(
      async () => {
        await engine.tick();
        return (await enrollments(campaignId)).every((e) => e.current_step >= 1);
      },
      { timeout: 20_000, interval: 50 },
    )
    .toBe(true);
}

/** A lead's answer as the engine records one (campaign_id null: in the inbox). */
async function inboundFrom(leadId: string, campaignId: string | null) {
  const at = (await databaseNow(t.db)).toISOString();
  await t.db.transaction(async (tx) => {
    await recordConversationActivity(tx, [
      {
        id: newId("conv"),
        workspace_id: acme,
        lead_id: leadId,
        at,
        preview: "Sounds good, let's talk",
        channel: "email",
        direction: "inbound",
        unread: 1,
      },
    ]);
    await insertMessages(tx, [
      {
        id: newId("msg"),
        workspace_id: acme,
        lead_id: leadId,
        campaign_id: campaignId,
        step_index: campaignId ? 0 : null,
        channel: "email",
        direction: "inbound",
        account_id: null,
        subject: null,
        body: "Sounds good, let's talk",
        status: "received",
        sent_at: at,
        credits: 0,
      },
    ]);
  });
}

/** The state the engine's own plan ends a lead in, for a lead with addresses `reach`. */
function plannedEnd(campaignId: string, leadId: string, steps: Step[], reach: Reach) {
  return expectedRun(campaignId, leadId, steps, reach);
}

describe("what ends a lead's sequence", () => {
  it("a meeting booked in the inbox after the first step ends it: no second email", async () => {
    const c = await newCampaign(FOUR_EMAILS);
    const [lead] = takeQuietLeads(c.id, 1);
    expect((await enroll(c.id, { lead_ids: [lead!.id] })).enrolled).toBe(1);
    await launch(c.id);
    await firstSteps(c.id);
    const booked = await post(`/leads/${lead!.id}/meetings`, {
      meeting_time: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    expect(booked.status).toBe(201);
    expect(await runCampaignToEnd(t.db, engine, c.id)).toBe("finished");
    expect(await enrollmentOf(c.id, lead!.id)).toMatchObject({
      state: "meeting_booked",
      current_step: 1,
      skipped_steps: [],
    });
    const figures = await analytics(c.id);
    expect(figures).toMatchObject({
      contacted: 1,
      finished: 1,
      meetings: 0,
      credits_spent: messageCredits("email"),
    });
  });

  it("an answer in another campaign or in the inbox ends it as replied", async () => {
    const elsewhere = await newCampaign(FOUR_EMAILS);
    const c = await newCampaign(FOUR_EMAILS);
    const [a, b, other] = takeQuietLeads(c.id, 3);
    await enroll(elsewhere.id, { lead_ids: [a!.id] });
    const counts = await enroll(c.id, {
      lead_ids: [a!.id, b!.id, other!.id],
      include_engaged_elsewhere: true,
    });
    expect(counts).toMatchObject({ enrolled: 3, skipped: 0 });
    await launch(c.id);
    await firstSteps(c.id);
    await inboundFrom(a!.id, elsewhere.id);
    await inboundFrom(b!.id, null);
    expect(await runCampaignToEnd(t.db, engine, c.id)).toBe("finished");
    for (const lead of [a!, b!]) {
      expect(await enrollmentOf(c.id, lead.id)).toMatchObject({
        state: "replied",
        current_step: 1,
      });
    }
    // The third lead, quiet in the simulation, went through the whole sequence.
    expect(await enrollmentOf(c.id, other!.id)).toMatchObject({
      state: "completed",
      current_step: FOUR_EMAILS.length,
    });
    // Their answers were not to this campaign: its own reply figure stays at none.
    expect((await analytics(c.id)).replies).toBe(0);
  });

  it("a status change since enrollment ends it: replied, do-not-contact, or changed", async () => {
    const c = await newCampaign(FOUR_EMAILS);
    const [toReplied, toUnsubscribed, toNew] = takeQuietLeads(c.id, 3);
    await enroll(c.id, { lead_ids: [toReplied!.id, toUnsubscribed!.id, toNew!.id] });
    await launch(c.id);
    await firstSteps(c.id);
    for (const [lead, status] of [
      [toReplied!, "replied"],
      [toUnsubscribed!, "unsubscribed"],
      [toNew!, "new"],
    ] as const) {
      const res = await patch(`/leads/${lead.id}`, { status });
      expect(res.status).toBe(200);
    }
    expect(await runCampaignToEnd(t.db, engine, c.id)).toBe("finished");
    const states = Object.fromEntries(
      (await enrollments(c.id)).map((e) => [e.lead_id, [e.state, e.current_step]]),
    );
    expect(states).toEqual({
      [toReplied!.id]: ["replied", 1],
      [toUnsubscribed!.id]: ["suppressed", 1],
      [toNew!.id]: ["status_changed", 1],
    });
    expect(await analytics(c.id)).toMatchObject({
      ended_by_status_change: 1,
      finished: 3,
      credits_spent: 3 * messageCredits("email"),
    });
  });
});

describe("steps a lead cannot receive", () => {
  it("skips a lead's email steps when it has no email, and its texts when it has no phone", async () => {
    // Prospects imported unenriched: a phone and a profile, no email.
    const list = LeadList.parse(
      await (await post("/lead-lists", { name: "Unenriched", description: "" })).json(),
    );
    const preview = (await (
      await post(`/lead-lists/${list.id}/prospect-search/preview`, {
        filters: {},
        auto_enrich: false,
        page_size: 10,
      })
    ).json()) as { id: string };
    const job = (await (
      await post(`/lead-lists/${list.id}/prospect-search/import`, { preview_id: preview.id })
    ).json()) as { id: string };
    await expect
      .poll(
        async () => ((await (await get(`/jobs/${job.id}`)).json()) as { status: string }).status,
      )
      .toBe("completed");
    const imported = offsetEnvelope(Lead).parse(
      await (await get(`/leads?lead_list_id=${list.id}`)).json(),
    ).items;
    const noEmail = imported.find((l) => l.email === null)!;
    expect(noEmail).toBeDefined();

    const steps: Step[] = [
      { channel: "email", wait_days: 0 },
      { channel: "sms", wait_days: 1 },
      { channel: "email", wait_days: 1 },
    ];
    const c = await newCampaign(steps);
    await enroll(c.id, { lead_ids: [noEmail.id] });
    // A lead made by the campaign trigger from an address alone: no phone.
    const triggered = await post(`/campaigns/${c.id}/trigger`, {
      email: `no-phone-${randomBase62(8).toLowerCase()}@example.com`,
      first_name: "Noor",
    });
    expect(triggered.status).toBe(200);
    const noPhone = ((await triggered.json()) as { lead_id: string }).lead_id;
    await launch(c.id);
    expect(await runCampaignToEnd(t.db, engine, c.id)).toBe("finished");

    const withoutEmail = plannedEnd(c.id, noEmail.id, steps, { ...FULL_REACH, email: false });
    const withoutPhone = plannedEnd(c.id, noPhone, steps, { ...FULL_REACH, phone: false });
    const rows = await enrollments(c.id);
    const first = rows.find((e) => e.lead_id === noEmail.id)!;
    const second = rows.find((e) => e.lead_id === noPhone)!;
    // The first step is always reached: skipped for want of an email, the lead moved on.
    expect(first.skipped_steps[0]).toMatchObject({ step_index: 0, reason: "no_email" });
    expect(first.skipped_steps.every((s) => s.reason === "no_email")).toBe(true);
    expect(first.skipped_steps).toHaveLength(withoutEmail.skipped);
    expect(second.skipped_steps.every((s) => s.reason === "no_phone")).toBe(true);
    expect(second.skipped_steps).toHaveLength(withoutPhone.skipped);
    // Nothing sent, charged or recorded for a skipped step.
    const figures = await analytics(c.id);
    expect(figures).toMatchObject({
      skipped: withoutEmail.skipped + withoutPhone.skipped,
      credits_spent: withoutEmail.credits + withoutPhone.credits,
    });
    const skips = CampaignSkips.parse(await (await get(`/campaigns/${c.id}/skips`)).json());
    expect(skips.reasons.find((r) => r.reason === "no_email")).toEqual({
      reason: "no_email",
      stage: "step",
      leads: 1,
      skips: withoutEmail.skipped,
    });
  });

  it("ends a lead whose every step is skipped as unreachable, having spent nothing", async () => {
    const c = await newCampaign([
      { channel: "sms", wait_days: 0 },
      { channel: "call", wait_days: 1 },
    ]);
    const triggered = await post(`/campaigns/${c.id}/trigger`, {
      email: `unreachable-${randomBase62(8).toLowerCase()}@example.com`,
    });
    expect(triggered.status).toBe(200);
    const leadId = ((await triggered.json()) as { lead_id: string }).lead_id;
    await launch(c.id);
    expect(await runCampaignToEnd(t.db, engine, c.id)).toBe("finished");
    const row = await enrollmentOf(c.id, leadId);
    expect(row).toMatchObject({ state: "unreachable", current_step: 2, last_step_at: null });
    expect(row.skipped_steps.map((s) => [s.step_index, s.reason])).toEqual([
      [0, "no_phone"],
      [1, "no_phone"],
    ]);
    expect(await analytics(c.id)).toMatchObject({
      unreachable: 1,
      skipped: 2,
      contacted: 0,
      calls: 0,
      credits_spent: 0,
    });
  });
});

describe("enrolling leads engaged in another campaign", () => {
  it("previews, skips by default with reasons, and includes them when asked", async () => {
    const [active, replied, dnc, fresh] = takeLeads(4);
    const elsewhere = await newCampaign(FOUR_EMAILS);
    await enroll(elsewhere.id, { lead_ids: [active!.id, replied!.id] });
    await inboundFrom(replied!.id, elsewhere.id);
    expect((await patch(`/leads/${dnc!.id}`, { status: "dnc" })).status).toBe(200);
    const c = await newCampaign(FOUR_EMAILS);
    const ids = [active!.id, replied!.id, dnc!.id, fresh!.id];
    const named = (lead: Lead, reason: string, other: boolean) => ({
      lead_id: lead.id,
      first_name: lead.first_name,
      last_name: lead.last_name,
      company_name: lead.company_name,
      reason,
      other_campaign: other ? { id: elsewhere.id, name: elsewhere.name } : null,
    });
    const expectedSkips = {
      skipped: 3,
      skipped_by_reason: { do_not_contact: 1, active_elsewhere: 1, replied_elsewhere: 1 },
      skipped_leads: [
        named(dnc!, "do_not_contact", false),
        named(active!, "active_elsewhere", true),
        named(replied!, "replied_elsewhere", true),
      ],
    };

    const preview = await enroll(c.id, { lead_ids: ids, dry_run: true });
    expect(preview).toEqual({ enrolled: 1, already_enrolled: 0, ...expectedSkips, dry_run: true });
    expect(await enrollments(c.id)).toEqual([]);
    const none = CampaignSkips.parse(await (await get(`/campaigns/${c.id}/skips`)).json());
    expect(none.reasons.every((r) => r.leads === 0 && r.skips === 0)).toBe(true);

    const first = await enroll(c.id, { lead_ids: ids });
    expect(first).toEqual({ enrolled: 1, already_enrolled: 0, ...expectedSkips, dry_run: false });
    expect((await enrollments(c.id)).map((e) => e.lead_id)).toEqual([fresh!.id]);
    const skips = CampaignSkips.parse(await (await get(`/campaigns/${c.id}/skips`)).json());
    expect(skips.reasons.slice(0, 3)).toEqual([
      { reason: "do_not_contact", stage: "enrollment", leads: 1, skips: 1 },
      { reason: "active_elsewhere", stage: "enrollment", leads: 1, skips: 1 },
      { reason: "replied_elsewhere", stage: "enrollment", leads: 1, skips: 1 },
    ]);
    expect((await analytics(c.id)).skipped_at_enrollment).toBe(3);

    const included = await enroll(c.id, { lead_ids: ids, include_engaged_elsewhere: true });
    expect(included).toEqual({
      enrolled: 2,
      already_enrolled: 1,
      skipped: 1,
      skipped_by_reason: { do_not_contact: 1, active_elsewhere: 0, replied_elsewhere: 0 },
      skipped_leads: [named(dnc!, "do_not_contact", false)],
      dry_run: false,
    });
    const after = CampaignSkips.parse(await (await get(`/campaigns/${c.id}/skips`)).json());
    expect(after.reasons.slice(0, 3).map((r) => r.leads)).toEqual([1, 0, 0]);
    expect((await analytics(c.id)).skipped_at_enrollment).toBe(1);
  });

  it("counts a meeting booked for another campaign as a reply to it", async () => {
    const [lead] = takeLeads(1);
    const elsewhere = await newCampaign(FOUR_EMAILS);
    const booked = await post(`/leads/${lead!.id}/meetings`, {
      meeting_time: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      campaign_id: elsewhere.id,
    });
    expect(booked.status).toBe(201);
    const c = await newCampaign(FOUR_EMAILS);
    expect(await enroll(c.id, { lead_ids: [lead!.id], dry_run: true })).toMatchObject({
      enrolled: 0,
      skipped: 1,
      skipped_by_reason: { do_not_contact: 0, active_elsewhere: 0, replied_elsewhere: 1 },
      skipped_leads: [
        { lead_id: lead!.id, other_campaign: { id: elsewhere.id, name: elsewhere.name } },
      ],
    });
  });

  it("refuses a choice that is not a boolean at its loc, and reads skips only in its workspace", async () => {
    const c = await newCampaign(FOUR_EMAILS);
    const res = await post(`/campaigns/${c.id}/leads`, {
      lead_ids: [targets[0]!.id],
      include_engaged_elsewhere: "yes",
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
      "body",
      "include_engaged_elsewhere",
    ]);
    const globex = await t.legacyKey("globex");
    const theirs = await t.request("GET", `${P}/campaigns/${c.id}/skips`, { key: globex });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ detail: "The campaign does not exist." });
  });
});
