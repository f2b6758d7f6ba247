"use client";

import { ApiErrorState } from "@/components/api-error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { type AuditFilter, useAuditEventsQuery } from "@/lib/queries/audit";
import { describeEvent } from "./describe-event";

/** The audit log of one kind of object, newest first: who changed what, and when. */
export function ActivityLog({
  title,
  description,
  filter,
}: {
  title: string;
  description: string;
  filter: AuditFilter;
}) {
  const query = useAuditEventsQuery(filter);
  const headingId = `activity-${filter.targetType ?? "all"}`;
  const events = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-base font-semibold text-zinc-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-zinc-500">{description}</p>
      <div className="mt-4">
        {query.isPending ? (
          <div role="status" aria-label="Loading activity" className="space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : query.isError ? (
          <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
        ) : events.length === 0 ? (
          <p className="text-sm text-zinc-500">Nothing has changed yet.</p>
        ) : (
          <>
            <ol
              aria-label={title}
              className="divide-y divide-zinc-100 rounded-lg bg-white shadow-sm ring-1 ring-zinc-200"
            >
              {events.map((event) => (
                <li
                  key={event.id}
                  className="flex flex-col gap-0.5 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
                >
                  <span className="text-zinc-800">{describeEvent(event)}</span>
                  <span className="shrink-0 text-xs text-zinc-500">
                    {event.actor.email} ·{" "}
                    <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                  </span>
                </li>
              ))}
            </ol>
            {query.hasNextPage ? (
              <div className="mt-3 flex justify-center">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={query.isFetchingNextPage}
                  onClick={() => query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? "Loading…" : "Show older"}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
