"use client";

import dynamic from "next/dynamic";
import { useId } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { CampaignAnalytics } from "@/contract/campaign-analytics";
import { creditsText } from "@/contract/credit-rates";
import { funnelStages, funnelSummary, percentOf } from "@/lib/campaigns/figures";
import { formatNumber } from "@/lib/format";
import { useCampaignAnalyticsQuery } from "@/lib/queries/campaign-analytics";

// Recharts loads after the page, so the page's own JavaScript stays small.
const FunnelPlot = dynamic(() => import("./funnel-plot"), { ssr: false });

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="text-lg font-semibold text-zinc-900 tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-zinc-500">{hint}</dd> : null}
    </div>
  );
}

function share(n: number, of: number) {
  const p = percentOf(n, of);
  return p === null ? undefined : `${p}% of enrolled`;
}

function Figures({ a }: { a: CampaignAnalytics }) {
  return (
    <dl className="grid grid-cols-3 gap-x-4 gap-y-3 sm:grid-cols-6" aria-label="Campaign figures">
      <Figure label="In sequence" value={formatNumber(a.active)} />
      <Figure
        label="Finished"
        value={formatNumber(a.finished)}
        hint={share(a.finished, a.enrolled)}
      />
      <Figure label="Calls" value={formatNumber(a.calls)} />
      <Figure label="Bounces" value={formatNumber(a.bounces)} hint={share(a.bounces, a.enrolled)} />
      <Figure
        label="Unsubscribes"
        value={formatNumber(a.unsubscribes)}
        hint={share(a.unsubscribes, a.enrolled)}
      />
      <Figure
        label="Credits spent"
        value={formatNumber(a.credits_spent)}
        hint={creditsText(a.credits_spent)}
      />
      {a.failed > 0 ? (
        <Figure
          label="Failed"
          value={formatNumber(a.failed)}
          hint="Set aside after repeated failures; the leads table says why"
        />
      ) : null}
    </dl>
  );
}

/**
 * The campaign's outcomes from the analytics operation: a funnel (enrolled, contacted,
 * replied, meetings) and the other figures; read again every few seconds while it runs.
 */
export function CampaignFunnel({ campaignId, live }: { campaignId: string; live: boolean }) {
  const id = useId();
  const query = useCampaignAnalyticsQuery(campaignId, live);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-zinc-200"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-zinc-900">
        Results
      </h2>
      {query.isPending ? (
        <Skeleton className="mt-3 h-36 w-full" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} className="mt-3" />
      ) : (
        <>
          <p className="mt-1 text-xs text-zinc-500" data-testid="funnel-summary">
            {funnelSummary(query.data)}
          </p>
          <div role="img" aria-label={`Funnel. ${funnelSummary(query.data)}`} className="mt-3 h-36">
            <FunnelPlot stages={funnelStages(query.data)} />
          </div>
          <div className="mt-4 border-t border-zinc-100 pt-4">
            <Figures a={query.data} />
          </div>
        </>
      )}
    </section>
  );
}
