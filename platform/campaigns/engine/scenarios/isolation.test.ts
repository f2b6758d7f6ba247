import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CampaignAnalytics } from "../../../../contract/campaign-analytics";
import { Enrollment } from "../../../../contract/campaign-enrollments";
import { offsetEnvelope } from "../../../../contract/envelopes";
import { sqlRows } from "../../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import type { CampaignEngine } from "../engine";
import { leadFate, type Step } from "../outcome";
import {
  activeCampaignWithLeads,
  eventLogEndpoint,
  eventsOf,
  expectedRun,
  runCampaignToEnd,
  testEngine,
  whileMessagesTo,
} from "./test-support";

/**
 * No enrollment, campaign or workspace stops another: a step that keeps failing (a database
 * refusal raised for one lead's message, as a provider's or a constraint's would be) is retried,
 * then set aside with its reason, while every other campaign runs to its end; and an operator's
 * booking settles the lead's meeting, so the engine neither books a second one nor contacts
 * the lead again.
 */
let t: TestPlatform;
let acme: string;
let globex: string;
let key: string;

beforeAll(async () => {
  // Limits count by the test clock, which the booking test moves: their budget is not the point.
  t = await createTestPlatform({ jobRunner: false, limitsByTestClock: true });
  acme = await t.workspaceId("acme");
  globex = await t.workspaceId("globex");
  key = await t.legacyKey("acme");
  await t.db.execute(sql`update credit_balances set balance = 1000000`);
});
afterAll(() => t?.close());

const one = async <T>(q: ReturnType<typeof sql>) => (await sqlRows<T>(t.db, q))[0]!;

/** Ticks until none of the campaigns is active. */
async function runAll(engine: CampaignEngine, campaignIds: string[]) {
  for (const id of campaignIds) await runCampaignToEnd(t.db, engine, id);
}

describe("a step that keeps failing", () => {
  it("is retried, then set aside with its reason, and holds back no other campaign or workspace", async () => {
    const launchedAt = new Date();
    const poisoned = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 30,
      launchedAt,
    });
    const sibling = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 10,
      launchedAt,
    });
    const tenant = await activeCampaignWithLeads(t.db, {
      workspaceId: globex,
      size: 8,
      launchedAt,
    });
    const victim = poisoned.leadIds[0]!;
    // The database refuses every message to one lead: a failure of that step alone.
    const refuse = "raise exception 'The mailbox provider refused the message'";
    await whileMessagesTo(t.db, victim, refuse, async () => {
      const engine = testEngine(t.db, { batchSize: 500, retryDelays: [2, 0.2] });

      // The first batch runs every first step but the victim's, which waits for its retry.
      expect(await engine.tick()).toBe(47);
      const retrying = await one<Record<string, unknown>>(sql`select state, attempts,
          failure_reason, next_step_at > now() as later
        from campaign_enrollments where lead_id = ${victim}`);
      expect(retrying).toEqual({
        state: "active",
        attempts: 1,
        failure_reason: expect.stringContaining("The mailbox provider refused the message"),
        later: true,
      });

      await runAll(engine, [sibling.campaignId, tenant.campaignId, poisoned.campaignId]);
      const statuses = await sqlRows<{ id: string; status: string }>(
        t.db,
        sql`select id, status from campaigns where id in
          (${poisoned.campaignId}, ${sibling.campaignId}, ${tenant.campaignId}) order by id`,
      );
      expect(statuses.map((c) => c.status)).toEqual(["finished", "finished", "finished"]);
      const failed = await one<Record<string, unknown>>(sql`select state, attempts,
          failure_reason, ended_at is not null as ended, claimed_by
        from campaign_enrollments where lead_id = ${victim}`);
      expect(failed).toEqual({
        state: "failed",
        attempts: 3,
        failure_reason: "The step failed: The mailbox provider refused the message",
        ended: true,
        claimed_by: null,
      });

      // Every other lead ran its whole sequence, once.
      for (const campaign of [poisoned, sibling, tenant]) {
        const expected = campaign.leadIds
          .filter((id) => id !== victim)
          .reduce((sum, id) => sum + expectedRun(campaign.campaignId, id, STEPS).sent, 0);
        const sent = await one<{ n: number }>(sql`select count(*)::int as n from messages
          where campaign_id = ${campaign.campaignId} and direction = 'outbound'`);
        expect(sent.n).toBe(expected);
      }

      // The campaign's leads and figures say so over HTTP.
      const page = await t.request(
        "GET",
        `/api/v1/public/campaigns/${poisoned.campaignId}/leads?per_page=100`,
        { key },
      );
      expect(page.status).toBe(200);
      const listed = offsetEnvelope(Enrollment).parse(await page.json());
      expect(listed.items.find((e) => e.lead_id === victim)).toMatchObject({
        state: "failed",
        attempts: 3,
        failure_reason: "The step failed: The mailbox provider refused the message",
        next_step_at: null,
      });
      const figures = await t.request(
        "GET",
        `/api/v1/public/analytics/campaigns/${poisoned.campaignId}`,
        { key },
      );
      expect(figures.status).toBe(200);
      expect(CampaignAnalytics.parse(await figures.json())).toMatchObject({
        enrolled: 30,
        active: 0,
        finished: 30,
        failed: 1,
      });
    });
  }, 120_000);
});

const STEPS: Step[] = [
  { channel: "email", wait_days: 0 },
  { channel: "call", wait_days: 2 },
  { channel: "email", wait_days: 3 },
];

describe("a meeting an operator books", () => {
  it("settles the lead's sequence: no second meeting, no meeting.booked twice, nothing sent after", async () => {
    const endpoint = await eventLogEndpoint(t.db, acme);
    const campaign = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 400,
      launchedAt: new Date(),
    });
    const tenant = await activeCampaignWithLeads(t.db, {
      workspaceId: globex,
      size: 8,
      launchedAt: new Date(),
    });
    // The leads the engine would book a meeting with, and as many others, book with an
    // operator first (the first step has run: they are in the inbox).
    const wouldBook = campaign.leadIds.filter((id) => {
      const fate = leadFate(campaign.campaignId, id, STEPS);
      return (fate.kind === "reply" && fate.meeting) || fate.kind === "call_meeting";
    });
    expect(wouldBook.length).toBeGreaterThan(3);
    const booked = [
      ...wouldBook,
      ...campaign.leadIds.filter((id) => !wouldBook.includes(id)),
    ].slice(0, 300);
    const engine = testEngine(t.db, { batchSize: 500 });
    await engine.tick();
    const meetingTime = new Date(Date.now() + 3 * 86_400_000).toISOString();
    for (const [i, leadId] of booked.entries()) {
      // A minute of the limits' window for every hundred bookings.
      if (i % 100 === 0) t.clock.advance(61_000);
      const res = await t.request("POST", `/api/v1/public/leads/${leadId}/meetings`, {
        key,
        body: { meeting_time: meetingTime, campaign_id: campaign.campaignId },
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const bookedAt = await one<{ at: string }>(sql`select max(booked_at)::text as at from meetings
      where campaign_id = ${campaign.campaignId}`);

    // Another workspace's campaign is not held back by them.
    const started = Date.now();
    expect(await runCampaignToEnd(t.db, engine, tenant.campaignId)).toBe("finished");
    const tenantSeconds = (Date.now() - started) / 1000;
    expect(await runCampaignToEnd(t.db, engine, campaign.campaignId)).toBe("finished");

    const counts = await one<Record<string, number>>(sql`select
      (select count(*)::int from meetings where campaign_id = ${campaign.campaignId}) as meetings,
      (select count(*)::int from meetings where campaign_id = ${campaign.campaignId}
        and booked_via = 'operator' and lead_id = any(${`{${booked.join(",")}}`}::text[]))
        as operator_meetings,
      (select count(*)::int from campaign_enrollments where campaign_id = ${campaign.campaignId}
        and state = 'meeting_booked') as settled,
      (select count(*)::int from messages where campaign_id = ${campaign.campaignId}
        and direction = 'outbound' and sent_at > ${bookedAt.at}::timestamptz
        and lead_id = any(${`{${booked.join(",")}}`}::text[])) as sent_after,
      (select count(*)::int from calls where campaign_id = ${campaign.campaignId}
        and started_at > ${bookedAt.at}::timestamptz
        and lead_id = any(${`{${booked.join(",")}}`}::text[])) as called_after`);
    const others = campaign.leadIds.filter((id) => !booked.includes(id));
    const engineMeetings = others.reduce(
      (sum, id) => sum + expectedRun(campaign.campaignId, id, STEPS).meetings,
      0,
    );
    expect(counts).toEqual({
      meetings: booked.length + engineMeetings,
      operator_meetings: booked.length,
      // Those still in the sequence when their next step came (the others had ended by then).
      settled: expect.any(Number),
      sent_after: 0,
      called_after: 0,
    });
    expect(counts.settled).toBeGreaterThan(booked.length / 2);
    const announced = (await eventsOf(t.db, endpoint)).filter(
      (e) => e.type === "meeting.booked" && e.campaign_id === campaign.campaignId,
    );
    expect(announced).toHaveLength(counts.meetings!);
    expect(new Set(announced.map((e) => e.lead_id)).size).toBe(counts.meetings);
    console.log(
      `another workspace's campaign of 8 leads finished in ${tenantSeconds.toFixed(2)} s`,
    );
  }, 180_000);
});
