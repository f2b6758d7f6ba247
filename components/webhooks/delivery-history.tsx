"use client";

import { useRef } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { TableSkeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { PENDING_REFRESH_MS, type useDeliveriesQuery } from "@/lib/queries/webhooks";
import { hasFilters, NO_FILTERS, rangeLabel } from "@/lib/webhooks/delivery-filters";
import { plural } from "@/lib/webhooks/plural";
import { formatTimestamp } from "@/lib/webhooks/time";
import { stateLabel } from "@/lib/words";
import { DeliveriesTable } from "./deliveries-table";
import type { DeliveryView } from "./use-delivery-view";

/**
 * The history's table for the view in the URL: one page at a time, newest first, with the
 * page's cursor in the URL so a page can be linked and survives a reload.
 */
export function DeliveryHistory({
  query,
  pendingNow,
  onRefresh,
  view,
}: {
  query: ReturnType<typeof useDeliveriesQuery>;
  pendingNow: boolean;
  onRefresh: () => Promise<unknown>;
  view: DeliveryView;
}) {
  const deliveries = query.data?.items ?? [];
  const pending = deliveries.filter((d) => d.status === "pending").length;
  const { filters, state } = view;

  return (
    <div className="mt-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-zinc-500" aria-live="polite">
          {pending > 0 || pendingNow
            ? `${pending > 0 ? `${formatNumber(pending)} pending` : "Deliveries pending"}: refreshing every ${PENDING_REFRESH_MS / 1000} s until they finish.`
            : query.dataUpdatedAt
              ? `Up to date as of ${formatTimestamp(new Date(query.dataUpdatedAt).toISOString())}.`
              : ""}
        </p>
        <Button
          variant="ghost"
          size="sm"
          disabled={query.isFetching}
          onClick={() => void onRefresh()}
        >
          {query.isFetching && !query.isPending ? "Refreshing…" : "Refresh"}
        </Button>
      </div>
      {query.isPending ? (
        <TableSkeleton label="Loading deliveries" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : deliveries.length === 0 && state.cursor === null && !query.data?.next_cursor ? (
        hasFilters(filters) ? (
          <EmptyState
            title="No deliveries match these filters"
            action={
              <Button variant="secondary" size="sm" onClick={() => view.setFilters(NO_FILTERS)}>
                Clear filters
              </Button>
            }
          >
            {rangeLabel(filters.range)}
            {filters.status ? `, ${stateLabel("delivery", filters.status).toLowerCase()}` : ""}
            {filters.eventType ? `, ${filters.eventType}` : ""}
            {filters.leadId ? `, naming lead ${filters.leadId}` : ""}
            {filters.campaignId ? `, naming campaign ${filters.campaignId}` : ""}
            {filters.q ? `, containing “${filters.q}”` : ""}.
          </EmptyState>
        ) : (
          <EmptyState title="No deliveries in the last 24 hours">
            Deliveries appear here as events happen. Send a test event to try the endpoint now.
          </EmptyState>
        )
      ) : (
        <div>
          <DeliveriesTable
            deliveries={deliveries}
            selected={state.delivery}
            hrefFor={(delivery) => view.hrefFor({ delivery })}
            onOpen={view.openDelivery}
            sort={state.sort}
            onSortChange={view.setSort}
            stale={query.isPlaceholderData}
          />
          <DeliveryPager
            count={deliveries.length}
            cursor={state.cursor}
            nextCursor={query.data?.next_cursor ?? null}
            searched={query.data?.searched}
            onPage={view.setCursor}
          />
        </div>
      )}
    </div>
  );
}

/**
 * Newer and older pages. The platform's cursors only go back in time, so the way to newer
 * pages is remembered as the user pages; a page opened from a link offers the newest instead.
 */
function DeliveryPager({
  count,
  cursor,
  nextCursor,
  searched,
  onPage,
}: {
  count: number;
  cursor: string | null;
  nextCursor: string | null;
  /** With a text search: how many deliveries the platform looked through for this page. */
  searched?: number;
  onPage: (cursor: string | null) => void;
}) {
  const newerOf = useRef(new Map<string, string | null>());
  const newer = cursor === null ? undefined : newerOf.current.get(cursor);
  return (
    <nav aria-label="Delivery pages" className="mt-3 flex items-center justify-between gap-3">
      <p className="text-xs text-zinc-500" aria-live="polite">
        {searched !== undefined
          ? `${plural(count, "match", "matches")} in the ${plural(searched, "delivery", "deliveries")} searched${nextCursor ? "; older ones not searched yet." : " · no older ones in this range."}`
          : nextCursor
            ? `${plural(count, "delivery", "deliveries")} on this page, newest first.`
            : `${plural(count, "delivery", "deliveries")} · no older ones in this range.`}
      </p>
      <div className="flex gap-2">
        {cursor === null ? null : (
          <Button variant="secondary" size="sm" onClick={() => onPage(newer ?? null)}>
            {newer === undefined ? "Newest" : "Newer"}
          </Button>
        )}
        {nextCursor ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              newerOf.current.set(nextCursor, cursor);
              onPage(nextCursor);
            }}
          >
            {searched !== undefined ? "Search older" : "Older"}
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
