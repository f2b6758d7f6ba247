import { describe, expect, it } from "vitest";
import type { CampaignAnalytics } from "@/contract/campaign-analytics";
import { funnelStages, funnelSummary, percentOf, progressShare } from "./figures";

const figures: CampaignAnalytics = {
  campaign_id: "cmp_1",
  enrolled: 200,
  active: 50,
  contacted: 180,
  replies: 23,
  meetings: 7,
  calls: 60,
  bounces: 4,
  unsubscribes: 3,
  finished: 150,
  failed: 0,
  credits_spent: 512,
  skipped: 0,
  skipped_at_enrollment: 0,
  ended_by_status_change: 0,
  unreachable: 0,
  steps: [],
};

describe("campaign figures", () => {
  it("orders the funnel from enrolled to meetings", () => {
    expect(funnelStages(figures).map((s) => [s.label, s.count])).toEqual([
      ["Enrolled", 200],
      ["Contacted", 180],
      ["Replied", 23],
      ["Meetings", 7],
    ]);
  });

  it("says the funnel in words, with shares of the enrolled", () => {
    expect(funnelSummary(figures)).toBe(
      "200 enrolled, 180 contacted (90%), 23 replied (11.5%), 7 meetings booked (3.5%).",
    );
    expect(funnelSummary({ ...figures, enrolled: 0 })).toBe("No leads enrolled yet.");
  });

  it("measures progress as the share of enrollments that ended, unknown with none", () => {
    expect(progressShare(figures)).toBe(0.75);
    expect(progressShare({ enrolled: 0, finished: 0 })).toBeNull();
    expect(percentOf(1, 3)).toBe(33.3);
  });
});
