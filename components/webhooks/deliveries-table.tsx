"use client";

import type { ColumnDef, RowData } from "@tanstack/react-table";
import type { MouseEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { DataTable, tableMeta, useDataTable } from "@/components/ui/data-table";
import { NO_VALUE } from "@/components/ui/text-cell";
import type { DeliveryRow } from "@/lib/queries/webhooks";
import { fromSortingState, toSortingState } from "@/lib/url-state/list-params";
import { DEFAULT_SORT, type DeliverySort } from "@/lib/webhooks/delivery-view";
import { formatDuration, formatRelative, formatTimestamp, pendingState } from "@/lib/webhooks/time";
import { stateLabel } from "@/lib/words";
import { DeliveryStatusBadge, StatusCode } from "./badges";
import { useNow } from "./use-now";

/** A plain click opens the panel in place; a modified click opens the link as usual. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type DeliveriesTableMeta = {
  selected: string | null;
  hrefFor: (id: string) => string;
  onOpen: (id: string) => void;
  /** The clock of the pending countdowns, and the slower one of relative times. */
  now: number;
  relativeNow: number;
};

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    deliveries?: DeliveriesTableMeta;
  }
}

const NUMERIC = { className: "text-right", cellClassName: "whitespace-nowrap tabular-nums" };

const COLUMNS: ColumnDef<DeliveryRow>[] = [
  {
    id: "event",
    accessorKey: "event_type",
    header: "Event",
    cell: ({ row: { original: d }, table }) => {
      const { selected, hrefFor, onOpen } = tableMeta(table, "deliveries");
      return (
        <>
          <a
            href={hrefFor(d.id)}
            aria-current={d.id === selected ? "true" : undefined}
            onClick={(e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              onOpen(d.id);
            }}
            className="font-mono text-xs font-medium text-zinc-900 hover:text-indigo-600 hover:underline aria-[current]:text-indigo-700"
          >
            {d.event_type}
          </a>
          <span className="mt-1 flex flex-wrap items-center gap-1">
            {d.trigger !== "event" ? (
              <Badge tone="neutral" className="px-1.5 py-0 text-[10px]">
                {stateLabel("deliveryTrigger", d.trigger)}
              </Badge>
            ) : null}
            <span className="font-mono text-[11px] text-zinc-500">{d.id}</span>
          </span>
        </>
      );
    },
  },
  {
    id: "status",
    accessorKey: "status",
    header: "Status",
    cell: ({ row: { original: d } }) => (
      <>
        <DeliveryStatusBadge status={d.status} />
        {d.last_error && d.status !== "succeeded" ? (
          <p className="mt-1 max-w-48 truncate text-xs text-red-700" title={d.last_error}>
            {d.last_error}
          </p>
        ) : null}
      </>
    ),
  },
  {
    id: "attempts",
    accessorKey: "attempt_count",
    header: "Attempts",
    meta: NUMERIC,
    cell: ({ row: { original: d } }) => (
      <>
        {d.attempt_count}
        <span className="text-zinc-500"> / {d.max_attempts}</span>
      </>
    ),
  },
  {
    id: "code",
    accessorFn: (d) => d.last_status_code ?? undefined,
    header: "Code",
    sortUndefined: "last",
    meta: NUMERIC,
    cell: ({ row: { original: d } }) =>
      d.attempt_count === 0 ? NO_VALUE : <StatusCode code={d.last_status_code} />,
  },
  {
    id: "duration",
    accessorFn: (d) => d.last_duration_ms ?? undefined,
    header: "Duration",
    sortUndefined: "last",
    sortDescFirst: true,
    meta: NUMERIC,
    cell: ({ row: { original: d } }) => formatDuration(d.last_duration_ms),
  },
  {
    id: "created",
    accessorKey: "created_at",
    header: "Created",
    sortDescFirst: true,
    meta: { cellClassName: "whitespace-nowrap" },
    cell: ({ row: { original: d }, table }) => (
      <time
        dateTime={d.created_at}
        title={formatRelative(d.created_at, tableMeta(table, "deliveries").relativeNow)}
      >
        {formatTimestamp(d.created_at)}
      </time>
    ),
  },
  {
    id: "next",
    header: "Next retry",
    enableSorting: false,
    meta: { cellClassName: "whitespace-nowrap" },
    cell: ({ row: { original: d }, table }) =>
      d.status === "pending" ? (
        <PendingCell delivery={d} now={tableMeta(table, "deliveries").now} />
      ) : (
        NO_VALUE
      ),
  },
];

/**
 * One page of the delivery history on the kit's DataTable. The platform lists newest first;
 * another sort orders the page shown, and lives in the URL like the filters. A delivery opens
 * in the side panel from its link (or Enter on its row); a modified click opens a new tab.
 */
export function DeliveriesTable({
  deliveries,
  selected,
  hrefFor,
  onOpen,
  sort,
  onSortChange,
  stale,
}: {
  deliveries: readonly DeliveryRow[];
  selected: string | null;
  hrefFor: (id: string) => string;
  onOpen: (id: string) => void;
  sort: DeliverySort;
  onSortChange: (sort: DeliverySort) => void;
  stale: boolean;
}) {
  const now = useNow(
    1000,
    deliveries.some((d) => d.status === "pending"),
  );
  const relativeNow = useNow(15_000);
  const table = useDataTable({
    columns: COLUMNS,
    data: deliveries,
    getRowId: (d) => d.id,
    meta: { deliveries: { selected, hrefFor, onOpen, now, relativeNow } },
    sorting: toSortingState(sort),
    onSortingChange: (sorting) => onSortChange(fromSortingState(sorting, DEFAULT_SORT)),
  });
  return (
    <DataTable
      table={table}
      label="Deliveries"
      stale={stale}
      onRowActivate={(d) => onOpen(d.id)}
      rowProps={(d) => ({
        "data-delivery-id": d.id,
        "aria-current": d.id === selected ? "true" : undefined,
      })}
    />
  );
}

function PendingCell({ delivery, now }: { delivery: DeliveryRow; now: number }) {
  const state = pendingState(delivery, now);
  const at = state.kind === "sending" ? delivery.sending_until : delivery.next_attempt_at;
  return (
    <span
      className="text-amber-800 tabular-nums"
      title={at ? formatTimestamp(at) : undefined}
      data-pending-state={state.kind}
    >
      {state.text}
    </span>
  );
}
