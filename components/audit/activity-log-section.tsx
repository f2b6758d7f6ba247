"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { DataTable, useDataTable } from "@/components/ui/data-table";
import { valueColumn } from "@/components/ui/data-table-columns";
import { NextPageButton } from "@/components/ui/next-page-button";
import type { AuditEvent } from "@/contract/audit";
import { formatDateTime } from "@/lib/format";
import { type AuditFilter, useAuditEventsQuery } from "@/lib/queries/audit";
import { describeEvent } from "./describe-event";

// Newest first, as the platform pages them; older ones load below, so no column sorts.
const COLUMNS: ColumnDef<AuditEvent>[] = [
  valueColumn("what", "What happened", describeEvent, { cellClassName: "text-zinc-800" }),
  {
    id: "who",
    header: "By",
    meta: { className: "hidden lg:table-cell", cellClassName: "text-xs text-zinc-500" },
    cell: ({ row }) => (
      <span className="block max-w-48 truncate" title={row.original.actor.email}>
        {row.original.actor.email}
      </span>
    ),
  },
  {
    id: "when",
    header: "When",
    meta: { cellClassName: "text-xs whitespace-nowrap text-zinc-500" },
    cell: ({ row }) => (
      <>
        <span className="block lg:hidden">{row.original.actor.email}</span>
        <time dateTime={row.original.created_at}>{formatDateTime(row.original.created_at)}</time>
      </>
    ),
  },
];

/** The audit log of one kind of object, newest first: who changed what, and when. */
export function ActivityLogSection({
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
  const table = useDataTable({ columns: COLUMNS, data: events, getRowId: (event) => event.id });

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-base font-semibold text-zinc-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-zinc-500">{description}</p>
      <div className="mt-4">
        {query.isError ? (
          <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <>
            <DataTable
              table={table}
              label={title}
              loading={query.isPending}
              empty="Nothing has changed yet."
            />
            {query.hasNextPage ? (
              <div className="mt-3 flex justify-center">
                <NextPageButton query={query} label="Show older" variant="secondary" />
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
