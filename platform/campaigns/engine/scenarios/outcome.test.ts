import { describe, expect, it } from "vitest";
import { leadFate, planVisit, type Step } from "../outcome";

const DEFAULT_STEPS: Step[] = [
  { channel: "email", wait_days: 0 },
  { channel: "call", wait_days: 2 },
  { channel: "email", wait_days: 3 },
];

/** Runs one lead through a campaign the way the engine does, visit after visit. */
function run(campaignId: string, leadId: string, steps: Step[]) {
  const visits = [];
  let step = 0;
  for (let guard = 0; guard < 20; guard++) {
    const plan = planVisit(campaignId, leadId, steps, step);
    visits.push(plan);
    if (plan.ends) return visits;
    if (plan.visit.kind === "send" || plan.visit.kind === "call") step++;
  }
  throw new Error("the sequence never ended");
}

describe("a step's outcome", () => {
  it("is the same for the same campaign, lead and step, and differs between campaigns", () => {
    const a = Array.from({ length: 500 }, (_, i) => run("cmp_a", `lead_${i}`, DEFAULT_STEPS));
    const again = Array.from({ length: 500 }, (_, i) => run("cmp_a", `lead_${i}`, DEFAULT_STEPS));
    const b = Array.from({ length: 500 }, (_, i) => run("cmp_b", `lead_${i}`, DEFAULT_STEPS));
    expect(again).toEqual(a);
    expect(b).not.toEqual(a);
  });

  it("gives field-like shares over 10,000 leads", () => {
    const n = 10_000;
    const counts = { replied: 0, meetings: 0, bounced: 0, unsubscribed: 0, calls: 0, voice: 0 };
    for (let i = 0; i < n; i++) {
      for (const plan of run("cmp_shares", `lead_${i}`, DEFAULT_STEPS)) {
        if (plan.visit.kind === "reply") counts.replied++;
        if (plan.visit.kind === "call") counts.calls++;
        if (plan.meeting) counts.meetings++;
        if (plan.meeting?.bookedVia === "voice_agent") counts.voice++;
        if (plan.ends === "bounced") counts.bounced++;
        if (plan.ends === "unsubscribed") counts.unsubscribed++;
      }
    }
    const share = (k: number) => k / n;
    expect(share(counts.replied)).toBeGreaterThanOrEqual(0.08);
    expect(share(counts.replied)).toBeLessThanOrEqual(0.15);
    expect(share(counts.meetings)).toBeGreaterThanOrEqual(0.02);
    expect(share(counts.meetings)).toBeLessThanOrEqual(0.05);
    for (const k of [counts.bounced, counts.unsubscribed]) {
      expect(share(k)).toBeGreaterThanOrEqual(0.01);
      expect(share(k)).toBeLessThanOrEqual(0.03);
    }
    // Both ways of booking happen, and most leads who did not bounce first are called.
    expect(counts.voice).toBeGreaterThan(0);
    expect(counts.meetings - counts.voice).toBeGreaterThan(0);
    expect(share(counts.calls)).toBeGreaterThan(0.8);
  });

  it("answers a step at the visit after it, and ends the sequence there", () => {
    for (let i = 0; i < 2000; i++) {
      const fate = leadFate("cmp_c", `lead_${i}`, DEFAULT_STEPS);
      if (fate.kind !== "reply") continue;
      const visits = run("cmp_c", `lead_${i}`, DEFAULT_STEPS);
      const answered = visits.at(-1)!;
      expect(answered).toMatchObject({ visit: { kind: "reply" }, ends: "replied" });
      // The step before it sent the message that was answered, and scheduled the answer.
      const sent = visits.at(-2)!;
      expect(sent.visit.kind).toBe("send");
      expect(sent.nextInSeconds).toBeLessThanOrEqual(300 + 36 * 3600);
      return;
    }
    throw new Error("no lead replied");
  });

  it("never replies or bounces on a sequence of calls only: meetings come from the agent", () => {
    const calls: Step[] = [
      { channel: "call", wait_days: 0 },
      { channel: "call", wait_days: 1 },
    ];
    let meetings = 0;
    for (let i = 0; i < 2000; i++) {
      for (const plan of run("cmp_calls", `lead_${i}`, calls)) {
        expect(["call"]).toContain(plan.visit.kind);
        if (plan.meeting) {
          meetings++;
          expect(plan.meeting.bookedVia).toBe("voice_agent");
          expect(plan.visit).toMatchObject({ kind: "call", call: { outcome: "ended" } });
        }
      }
    }
    expect(meetings).toBeGreaterThan(0);
  });
});
