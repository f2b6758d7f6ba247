import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeSteps, type StoredStep, stepWords } from "../../../../contract/campaigns";
import { renderTemplate } from "../../../../contract/message-template";
import { campaignAnalytics } from "../../../analytics/campaign-analytics";
import { sqlRows } from "../../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { replyTo, variantFor } from "../content";
import { activeCampaignWithLeads, runCampaignToEnd, testEngine } from "./test-support";

/**
 * The engine sends what the steps say: each lead's variant (drawn evenly and for good), its
 * words rendered for the lead, recorded with the message or call; the lead's answer reacts to
 * those words; the campaign's figures come per step and per variant.
 */
let t: TestPlatform;
let acme: string;

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  acme = await t.workspaceId("acme");
});
afterAll(() => t?.close());

const STEPS: StoredStep[] = [
  {
    channel: "email",
    wait_days: 0,
    subject: "{{company}} and {{first_name|you}}",
    body: "Hi {{first_name}} {{last_name}},\n\nIs {{title|pipeline}} on your list at {{company}} this quarter?",
    variants: [{ body: "Hello {{full_name}}: could {{company}} use more meetings?" }],
  },
  {
    channel: "call",
    wait_days: 1,
    talk_track: "Ringing about {{company}}'s outbound, {{first_name}}.",
  },
  {
    channel: "email",
    wait_days: 1,
    subject: "Last note for {{company}}",
    body: "If it's not a priority, no problem: this is my last note.",
  },
];

describe("the words the engine sends", () => {
  it("sends each lead its variant's words, rendered for it, and counts per variant", async () => {
    const { campaignId } = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 400,
      steps: STEPS,
      launchedAt: new Date(),
    });
    await t.db.execute(sql`update leads set job_title = 'Head of Sales'
      where id in (select lead_id from campaign_enrollments where campaign_id = ${campaignId})
        and right(id, 1) in ('1', '3')`);
    expect(await runCampaignToEnd(t.db, testEngine(t.db), campaignId)).toBe("finished");

    const leads = new Map(
      (
        await sqlRows<{
          id: string;
          first_name: string;
          last_name: string;
          company_name: string;
          job_title: string;
          email: string | null;
        }>(
          t.db,
          sql`select id, first_name, last_name, company_name, job_title, email from leads
            where id in (select lead_id from campaign_enrollments where campaign_id = ${campaignId})`,
        )
      ).map((l) => [l.id, l]),
    );
    const steps = completeSteps(STEPS);
    const sent = await sqlRows<{
      lead_id: string;
      step_index: number;
      variant: string;
      subject: string;
      body: string;
    }>(
      t.db,
      sql`select lead_id, step_index, variant, subject, body from messages
        where campaign_id = ${campaignId} and direction = 'outbound'`,
    );
    expect(sent.length).toBeGreaterThan(400);
    for (const m of sent) {
      const lead = leads.get(m.lead_id)!;
      const variant = variantFor(campaignId, m.lead_id, m.step_index, steps[m.step_index]!);
      expect(m.variant).toBe("AB"[variant]);
      const words = stepWords(steps[m.step_index]!, variant);
      expect(m.subject).toBe(renderTemplate(words.subject!, lead).text);
      expect(m.body).toBe(renderTemplate(words.body!, lead).text);
    }
    // The first step's two versions split the leads about evenly; the others have only A.
    const first = sent.filter((m) => m.step_index === 0);
    const b = first.filter((m) => m.variant === "B").length;
    expect(b / first.length).toBeGreaterThan(0.4);
    expect(b / first.length).toBeLessThan(0.6);
    expect(new Set(sent.filter((m) => m.step_index === 2).map((m) => m.variant))).toEqual(
      new Set(["A"]),
    );
    expect(sent.find((m) => m.variant === "A" && m.step_index === 0)!.body).toMatch(
      /^Hi Lead No \d+,\n\nIs (Head of Sales|pipeline) on your list at Company \d+ this quarter\?$/,
    );

    const calls = await sqlRows<{ variant: string; transcript: string; lead_id: string }>(
      t.db,
      sql`select variant, transcript, lead_id from calls where campaign_id = ${campaignId}
        and outcome = 'ended'`,
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      const lead = leads.get(call.lead_id)!;
      expect(call.variant).toBe("A");
      expect(call.transcript).toContain(
        `Ringing about ${lead.company_name}'s outbound, ${lead.first_name}.`,
      );
    }

    // Figures per step and variant agree with the records.
    const figures = await campaignAnalytics(t.db, campaignId);
    expect(figures.steps.map((s) => [s.channel, s.variants.map((v) => v.variant)])).toEqual([
      ["email", ["A", "B"]],
      ["call", ["A"]],
      ["email", ["A"]],
    ]);
    const [a0, b0] = figures.steps[0]!.variants;
    expect(a0!.sent + b0!.sent).toBe(first.length);
    expect(b0!.sent).toBe(b);
    const replies = await sqlRows<{ step_index: number; variant: string; n: number }>(
      t.db,
      sql`select step_index, variant, count(*)::int as n from messages
        where campaign_id = ${campaignId} and direction = 'inbound' group by 1, 2`,
    );
    for (const r of replies) {
      const v = figures.steps[r.step_index]!.variants.find((x) => x.variant === r.variant)!;
      expect(v.replies).toBe(r.n);
      expect(v.reply_rate).toBeCloseTo(r.n / v.sent, 3);
    }
    const totalMeetings = figures.steps
      .flatMap((s) => s.variants)
      .reduce((n, v) => n + v.meetings, 0);
    expect(totalMeetings).toBe(figures.meetings);
  });

  it("has the lead answer what was sent: the subject, the question, a break-up note, price", async () => {
    const email = { subject: "Quick question", body: "Hi Ann,\n\nWould a call next week help?" };
    const answered = replyTo(email, "Ann", 0, false);
    expect(answered.subject).toBe("Re: Quick question");
    expect(answered.body).toBe(
      "Maybe. Can you send more details first? I'll forward them to my team.\n\nAnn\n\n> Would a call next week help?",
    );
    expect(replyTo(email, "Ann", 1, true).body).toMatch(/^Yes, let's talk\. /);
    expect(
      replyTo(
        { subject: "Last note", body: "This is my last note. No problem if not." },
        "Ann",
        0,
        false,
      ).body,
    ).toMatch(/^Thanks for closing the loop\. It's not a priority/);
    expect(
      replyTo({ subject: null, body: "Our plans start small. Want the numbers?" }, "Ann", 0, false),
    ).toEqual({
      subject: null,
      body: 'Re "Want the numbers?": Interesting timing, we\'re looking at this right now. What does pricing look like for a team our size?',
    });
    // The same message and numbers give the same answer, so a replay writes the same words.
    expect(replyTo(email, "Ann", 2, false)).toEqual(replyTo(email, "Ann", 2, false));
  });
});
