"use client";

import type { ColumnDef, RowData } from "@tanstack/react-table";
import Link from "next/link";
import { DataTable, tableMeta, useDataTable } from "@/components/ui/data-table";
import { controlColumn } from "@/components/ui/data-table-columns";
import type { EndpointRow } from "@/lib/queries/webhooks";
import { formatRelative, formatTimestamp } from "@/lib/webhooks/time";
import type { WebhookAccess } from "./access";
import { DeliveryStatusBadge, EndpointStateBadge, EventTypeList } from "./badges";
import { EndpointActionMenu } from "./endpoint-action-menu";
import type { Notice } from "./notice-banner";
import { SuccessRate } from "./success-rate";
import { useNow } from "./use-now";

export const endpointHref = (id: string) => `/webhooks/${encodeURIComponent(id)}`;

type EndpointsTableMeta = {
  access: WebhookAccess;
  /** The clock of relative times, ticking every 15 seconds. */
  now: number;
  onNotice: (notice: Notice) => void;
};

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    endpoints?: EndpointsTableMeta;
  }
}

const COLUMNS: ColumnDef<EndpointRow>[] = [
  {
    id: "endpoint",
    header: "Endpoint",
    meta: { className: "max-w-56 xl:max-w-80" },
    cell: ({ row: { original: e } }) => (
      <>
        {/* The row's action (Enter on the row), ahead of the actions menu at its end. */}
        <Link
          data-row-action
          href={endpointHref(e.id)}
          className="block truncate font-mono text-xs font-medium text-zinc-900 hover:text-indigo-600 hover:underline"
          title={e.url}
        >
          {e.url}
        </Link>
        {e.description ? (
          <p className="mt-0.5 truncate text-xs text-zinc-500">{e.description}</p>
        ) : null}
        {/* Below 1280 px the events move under the address, so the table fits at 1024. */}
        <div className="mt-1 xl:hidden">
          <EventTypeList types={e.event_types} max={2} />
        </div>
      </>
    ),
  },
  {
    id: "state",
    header: "State",
    cell: ({ row: { original: e }, table }) => (
      <>
        <EndpointStateBadge active={e.is_active} autoDisabled={e.disabled_reason !== null} />
        {!e.is_active && e.disabled_reason ? (
          <p className="mt-1 max-w-32 text-xs text-red-700" title={e.disabled_reason}>
            Every attempt failed
            {e.failing_since
              ? ` since ${formatRelative(e.failing_since, tableMeta(table, "endpoints").now)}`
              : ""}
          </p>
        ) : null}
      </>
    ),
  },
  {
    id: "events",
    header: "Events",
    meta: { className: "hidden max-w-64 xl:table-cell" },
    cell: ({ row: { original: e } }) => <EventTypeList types={e.event_types} />,
  },
  {
    id: "success",
    header: "Success, 24 h",
    cell: ({ row: { original: e } }) => <SuccessRate stats={e.delivery_stats} />,
  },
  {
    id: "last",
    header: "Last delivery",
    meta: { cellClassName: "whitespace-nowrap" },
    cell: ({ row: { original: e }, table }) => {
      const { last_delivery_at: at, last_delivery_status: status } = e.delivery_stats;
      if (!at) return <span className="text-zinc-500">Never</span>;
      return (
        <span className="flex flex-col items-start gap-1">
          <span title={formatTimestamp(at)}>
            {formatRelative(at, tableMeta(table, "endpoints").now)}
          </span>
          {status ? <DeliveryStatusBadge status={status} /> : null}
        </span>
      );
    },
  },
  controlColumn({
    className: "text-right",
    cell: ({ row, table }) => {
      const { access, onNotice } = tableMeta(table, "endpoints");
      return <EndpointActionMenu endpoint={row.original} access={access} onNotice={onNotice} />;
    },
  }),
];

/** Every endpoint of the workspace: state, events, the last 24 hours' health, its actions. */
export function EndpointsTable({
  endpoints,
  access,
  onNotice,
}: {
  endpoints: readonly EndpointRow[];
  access: WebhookAccess;
  onNotice: (notice: Notice) => void;
}) {
  const now = useNow(15_000);
  const table = useDataTable({
    columns: COLUMNS,
    data: endpoints,
    getRowId: (e) => e.id,
    columnVisibility: { actions: access.state === "manage" },
    meta: { endpoints: { access, now, onNotice } },
  });
  return (
    <DataTable
      table={table}
      label="Webhook endpoints"
      rowProps={(e) => ({ "data-endpoint-id": e.id })}
    />
  );
}
