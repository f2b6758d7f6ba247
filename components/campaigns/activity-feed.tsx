"use client";

import { ApiErrorState } from "@/components/ui/api-error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { NextPageButton } from "@/components/ui/next-page-button";
import { TableSkeleton } from "@/components/ui/skeleton";
import { StateBadge } from "@/components/ui/state-badge";
import { channelLabel } from "@/lib/campaigns/campaign-form";
import { formatDateTime } from "@/lib/format";
import { type ActivityRow, useActivityQuery } from "@/lib/queries/campaign-activity";

function ActivityItem({ item }: { item: ActivityRow }) {
  return (
    <li className="flex gap-3 px-4 py-2.5 text-sm" data-activity-type={item.type}>
      <time dateTime={item.at} className="w-36 shrink-0 text-xs text-zinc-500 tabular-nums">
        {formatDateTime(item.at)}
      </time>
      <span className="w-20 shrink-0">
        <StateBadge kind="activity" value={item.type} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="font-medium text-zinc-900">{item.lead_name || item.lead_id}</span>
        <span className="text-zinc-500">
          {item.channel ? ` · ${channelLabel(item.channel)}` : ""}
          {item.step ? ` · step ${item.step}` : ""}
        </span>
        <span className="block truncate text-zinc-600" title={item.summary}>
          {item.summary}
        </span>
      </span>
    </li>
  );
}

/**
 * The campaign's activity: each message sent, reply, bounce, call and meeting, newest first.
 * New events appear at the top while the campaign runs; older ones load on request.
 */
export function ActivityFeed({ campaignId, live }: { campaignId: string; live: boolean }) {
  const query = useActivityQuery(campaignId, live);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="activity-title" className="mt-8">
      <h2 id="activity-title" className="mb-3 text-sm font-semibold text-zinc-900">
        Activity
      </h2>
      {query.isPending ? (
        <TableSkeleton label="Loading the activity" rows={3} />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="Nothing has happened yet">
          Messages, replies, calls and meetings show here as the campaign runs.
        </EmptyState>
      ) : (
        <div className="rounded-lg bg-white shadow-sm ring-1 ring-zinc-200">
          <ul aria-label="Campaign activity" className="divide-y divide-zinc-100">
            {items.map((item) => (
              <ActivityItem key={`${item.type}:${item.id}`} item={item} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="border-t border-zinc-100 px-4 py-2">
              <NextPageButton query={query} label="Show older" />
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
