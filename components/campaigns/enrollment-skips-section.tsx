"use client";

import { ApiErrorState } from "@/components/ui/api-error-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { CampaignSkips } from "@/contract/campaign-enrollments";
import { SKIP_REASON_LABELS } from "@/lib/campaigns/enrollment-skips";
import { formatNumber } from "@/lib/format";
import { useCampaignSkipsQuery } from "@/lib/queries/campaign-skips";

type ReasonCount = CampaignSkips["reasons"][number];

const leads = (n: number) => `${formatNumber(n)} lead${n === 1 ? "" : "s"}`;

/** "3 leads", or for steps "4 steps for 3 leads" (a lead may lack an address at two steps). */
function countText(r: ReasonCount): string {
  if (r.stage === "enrollment" || r.skips === r.leads) return leads(r.leads);
  return `${formatNumber(r.skips)} steps for ${leads(r.leads)}`;
}

function ReasonList({ title, reasons }: { title: string; reasons: ReasonCount[] }) {
  const shown = reasons.filter((r) => r.leads > 0);
  return (
    <div className="min-w-0">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">{title}</h3>
      {shown.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-600">None</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {shown.map((r) => (
            <li
              key={r.reason}
              data-reason={r.reason}
              className="flex flex-wrap justify-between gap-x-4 text-zinc-800"
            >
              <span className="min-w-0 break-words">{SKIP_REASON_LABELS[r.reason]}</span>
              <span className="tabular-nums text-zinc-600">{countText(r)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Why leads were skipped, grouped by reason with counts: kept out at enrollment (can't be
 * contacted, active or replied in another campaign) and steps passed over for want of an
 * address (no email, phone or profile: nothing was sent or charged for them).
 */
export function EnrollmentSkipsSection({
  campaignId,
  live,
}: {
  campaignId: string;
  live: boolean;
}) {
  const query = useCampaignSkipsQuery(campaignId, live);
  if (query.isPending) return <Skeleton className="mb-4 h-16 w-full" />;
  if (query.isError) return <ApiErrorState error={query.error} onRetry={() => query.refetch()} />;
  const reasons = query.data.reasons;
  if (reasons.every((r) => r.leads === 0)) return null;
  return (
    <section
      aria-labelledby="skips-title"
      className="mb-4 rounded-lg bg-white p-4 ring-1 ring-zinc-200 ring-inset"
    >
      <h2 id="skips-title" className="text-sm font-semibold text-zinc-900">
        Skipped leads and steps
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <ReasonList
          title="Not enrolled"
          reasons={reasons.filter((r) => r.stage === "enrollment")}
        />
        <ReasonList title="Steps skipped" reasons={reasons.filter((r) => r.stage === "step")} />
      </div>
    </section>
  );
}
