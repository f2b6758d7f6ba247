import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { leadFate, planVisit, type Step } from "../outcome";
import { FULL_REACH, type LeadSignals, sequenceEnd, stepSkipReason } from "../skip-rules";
import { activeCampaignWithLeads, expectedRun, runCampaignToEnd, testEngine } from "./test-support";

const signals = (over: Partial<LeadSignals> = {}): LeadSignals => ({
  lead_status: "contacted",
  seen_lead_status: "contacted",
  suppressed: false,
  has_meeting: false,
  replied_elsewhere: false,
  ...over,
});

describe("what ends a sequence (pure)", () => {
  it("names the strongest reason: do-not-contact, then a meeting, a reply, a status change", () => {
    expect(sequenceEnd(signals())).toBeNull();
    expect(sequenceEnd(signals({ suppressed: true, has_meeting: true }))).toBe("suppressed");
    expect(sequenceEnd(signals({ lead_status: "bounced" }))).toBe("suppressed");
    expect(sequenceEnd(signals({ has_meeting: true, replied_elsewhere: true }))).toBe(
      "meeting_booked",
    );
    expect(sequenceEnd(signals({ replied_elsewhere: true }))).toBe("replied");
    expect(sequenceEnd(signals({ lead_status: "replied" }))).toBe("replied");
    expect(sequenceEnd(signals({ lead_status: "new" }))).toBe("status_changed");
  });

  it("lets a first step's new → contacted pass, and an unknown former status decide nothing", () => {
    expect(sequenceEnd(signals({ seen_lead_status: "new" }))).toBeNull();
    expect(sequenceEnd(signals({ seen_lead_status: null, lead_status: "new" }))).toBeNull();
  });
});

describe("steps a lead cannot receive (pure)", () => {
  const none = { email: false, phone: false, profile: false };

  it("maps each channel to the address it needs", () => {
    expect(stepSkipReason("email", none)).toBe("no_email");
    expect(stepSkipReason("sms", none)).toBe("no_phone");
    expect(stepSkipReason("call", none)).toBe("no_phone");
    expect(stepSkipReason("network", none)).toBe("no_profile");
    for (const channel of ["email", "sms", "call", "network"] as const) {
      expect(stepSkipReason(channel, FULL_REACH)).toBeNull();
    }
  });

  it("skips on to the next step after its wait, and ends unreachable when nothing ran", () => {
    const steps: Step[] = [
      { channel: "sms", wait_days: 0 },
      { channel: "network", wait_days: 2 },
    ];
    expect(planVisit("cmp_a", "lead_a", steps, 0, none)).toEqual({
      visit: { kind: "skip", channel: "sms", reason: "no_phone" },
      nextInSeconds: 2 * 86_400,
    });
    expect(planVisit("cmp_a", "lead_a", steps, 1, none)).toEqual({
      visit: { kind: "skip", channel: "network", reason: "no_profile" },
      ends: "unreachable",
    });
  });

  it("never gives a lead a fate on a step it cannot receive, over 5,000 leads", () => {
    const steps: Step[] = [
      { channel: "email", wait_days: 0 },
      { channel: "sms", wait_days: 1 },
      { channel: "call", wait_days: 1 },
      { channel: "email", wait_days: 1 },
    ];
    const noPhone = { ...FULL_REACH, phone: false };
    for (let i = 0; i < 5000; i++) {
      const fate = leadFate("cmp_fates", `lead_${i}`, steps, noPhone);
      if (fate.kind !== "none") expect(steps[fate.step]!.channel).toBe("email");
      const run = expectedRun("cmp_fates", `lead_${i}`, steps, noPhone);
      expect(run.calls).toBe(0);
    }
  });
});

describe("the engine skips what a lead cannot receive", () => {
  let t: TestPlatform;
  let acme: string;
  beforeAll(async () => {
    t = await createTestPlatform({ jobRunner: false });
    acme = await t.workspaceId("acme");
  });
  afterAll(() => t?.close());

  it("runs leads without a phone through email steps only: no call, no charge, each skip kept", async () => {
    const steps: Step[] = [
      { channel: "email", wait_days: 0 },
      { channel: "call", wait_days: 1 },
      { channel: "email", wait_days: 1 },
    ];
    const reach = { ...FULL_REACH, phone: false };
    const { campaignId, leadIds } = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 120,
      steps,
      reach,
      launchedAt: new Date(),
    });
    expect(await runCampaignToEnd(t.db, testEngine(t.db), campaignId)).toBe("finished");
    const expected = leadIds
      .map((id) => expectedRun(campaignId, id, steps, reach))
      .reduce(
        (a, r) => ({
          sent: a.sent + r.sent,
          credits: a.credits + r.credits,
          skipped: a.skipped + r.skipped,
          calls: a.calls + r.calls,
        }),
        { sent: 0, credits: 0, skipped: 0, calls: 0 },
      );
    const [found] = await sqlRows<Record<string, number>>(
      t.db,
      sql`select
        (select count(*)::int from messages where campaign_id = ${campaignId}
          and direction = 'outbound') as sent,
        (select count(*)::int from calls where campaign_id = ${campaignId}) as calls,
        (select coalesce(sum(credits), 0)::int from messages where campaign_id = ${campaignId})
          as credits,
        (select count(*)::int from campaign_skips where campaign_id = ${campaignId}
          and step_index = 1 and reason = 'no_phone') as skipped,
        (select count(*)::int from campaign_skips where campaign_id = ${campaignId}) as all_skips`,
    );
    expect(found).toEqual({
      sent: expected.sent,
      calls: 0,
      credits: expected.credits,
      skipped: expected.skipped,
      all_skips: expected.skipped,
    });
    expect(expected.skipped).toBeGreaterThan(100);
  });
});
