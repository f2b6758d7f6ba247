"use client";

import type { ColumnDef, RowData } from "@tanstack/react-table";
import { DataTable, tableMeta, useDataTable } from "@/components/ui/data-table";
import { controlColumn, DateCell, valueColumn } from "@/components/ui/data-table-columns";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { StateBadge } from "@/components/ui/state-badge";
import type { DoNotContactEntry } from "@/contract/do-not-contact";
import { formatPhone } from "@/lib/words";

export const dncActionsId = (entry: DoNotContactEntry) => `dnc-actions-${entry.id}`;

export type DncRowAction = "leads" | "remove";

/** A phone number is stored as its digits; on screen it reads as every other number does. */
export const shownValue = (entry: DoNotContactEntry) =>
  entry.type === "phone" ? formatPhone(`+${entry.value}`) : entry.value;

type DncTableMeta = {
  onAction: (action: DncRowAction, entry: DoNotContactEntry) => void;
  canChange: boolean;
};

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    dnc?: DncTableMeta;
  }
}

const COLUMNS: ColumnDef<DoNotContactEntry>[] = [
  {
    id: "value",
    header: "Suppressed",
    meta: { cellClassName: "font-medium text-zinc-900" },
    cell: ({ row }) => (
      <span className="block max-w-80 truncate" title={shownValue(row.original)}>
        {shownValue(row.original)}
      </span>
    ),
  },
  valueColumn("type", "Type", (entry) => <StateBadge kind="dncType" value={entry.type} />),
  {
    id: "reason",
    header: "Reason",
    meta: { cellClassName: "max-w-64 truncate text-zinc-600" },
    cell: ({ row }) =>
      row.original.reason ? (
        <span title={row.original.reason}>{row.original.reason}</span>
      ) : (
        <span className="text-zinc-500">—</span>
      ),
  },
  valueColumn("created_at", "Added", (entry) => <DateCell iso={entry.created_at} />, {
    cellClassName: "whitespace-nowrap",
  }),
  controlColumn({
    cell: ({ row, table }) => {
      const { onAction, canChange } = tableMeta(table, "dnc");
      return (
        <RowActionsMenu
          id={dncActionsId(row.original)}
          label={`Actions for ${shownValue(row.original)}`}
        >
          <DropdownMenuItem onSelect={() => onAction("leads", row.original)}>
            Leads it stopped…
          </DropdownMenuItem>
          {canChange ? (
            <DropdownMenuItem tone="danger" onSelect={() => onAction("remove", row.original)}>
              Remove entry…
            </DropdownMenuItem>
          ) : null}
        </RowActionsMenu>
      );
    },
  }),
];

/** One page of the workspace's suppressions; Enter on a row opens its menu. */
export function DncTable({
  entries,
  stale,
  canChange,
  onAction,
}: {
  entries: DoNotContactEntry[];
  stale: boolean;
} & DncTableMeta) {
  const table = useDataTable({
    columns: COLUMNS,
    data: entries,
    getRowId: (e) => e.id,
    meta: { dnc: { onAction, canChange } },
  });
  return <DataTable table={table} label="Do-not-contact entries" stale={stale} />;
}
