import type { CampaignAnalytics } from "@/contract/campaign-analytics";
import { countOf } from "../words";

export type FunnelStage = { key: string; label: string; count: number };

/** Enrolled → contacted → replied → meeting: the funnel of a campaign's outcomes. */
export function funnelStages(a: CampaignAnalytics): FunnelStage[] {
  return [
    { key: "enrolled", label: "Enrolled", count: a.enrolled },
    { key: "contacted", label: "Contacted", count: a.contacted },
    { key: "replies", label: "Replied", count: a.replies },
    { key: "meetings", label: "Meetings", count: a.meetings },
  ];
}

/** A share as a whole percentage of `of`, or null when there is nothing to share. */
export function percentOf(n: number, of: number): number | null {
  return of > 0 ? Math.round((n / of) * 1000) / 10 : null;
}

/** How far the campaign has got: the share of its enrollments that have ended. */
export function progressShare(a: Pick<CampaignAnalytics, "enrolled" | "finished">): number | null {
  return a.enrolled > 0 ? a.finished / a.enrolled : null;
}

/** The funnel in one sentence, for the chart's accessible name and its summary line. */
export function funnelSummary(a: CampaignAnalytics): string {
  if (a.enrolled === 0) return "No leads enrolled yet.";
  const pct = (n: number) => {
    const p = percentOf(n, a.enrolled);
    return p === null ? "" : ` (${p}%)`;
  };
  return `${a.enrolled} enrolled, ${a.contacted} contacted${pct(a.contacted)}, ${a.replies} replied${pct(a.replies)}, ${countOf(a.meetings, "meeting")} booked${pct(a.meetings)}.`;
}
