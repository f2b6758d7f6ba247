"use client";

import type { ColumnDef, RowData } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { DataTable, tableMeta, useDataTable } from "@/components/ui/data-table";
import { controlColumn, DateCell, valueColumn } from "@/components/ui/data-table-columns";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { NO_VALUE } from "@/components/ui/text-cell";
import type { PhoneNumber } from "@/contract/phone-numbers";
import { capabilityLabels, PROFILE_LABELS, sourceLabel } from "@/lib/phone-numbers/phone-labels";
import { formatPhone } from "@/lib/words";

export const phoneActionsId = (number: PhoneNumber) => `phone-actions-${number.id}`;

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    phoneNumbers?: { onEdit: (number: PhoneNumber) => void };
  }
}

const COLUMNS: ColumnDef<PhoneNumber>[] = [
  {
    id: "number",
    header: "Number",
    // Where it is and where it came from under the number, so the table fits at 1024 px.
    cell: ({ row }) => (
      <>
        <span className="block font-medium whitespace-nowrap text-zinc-900">
          {formatPhone(row.original.number)}
        </span>
        <span className="block text-xs text-zinc-600">
          {row.original.country} · {sourceLabel(row.original)}
        </span>
      </>
    ),
  },
  {
    id: "capabilities",
    header: "Capabilities",
    cell: ({ row }) => (
      <span className="flex gap-1">
        {capabilityLabels(row.original.capabilities).map((c) => (
          <Badge key={c}>{c}</Badge>
        ))}
      </span>
    ),
  },
  valueColumn("caller_name", "Caller name", (number) => number.caller_name ?? NO_VALUE),
  valueColumn("profile", "Profile", (number) => PROFILE_LABELS[number.outbound_profile]),
  valueColumn("created_at", "Added", (number) => <DateCell iso={number.created_at} />, {
    className: "hidden xl:table-cell",
    cellClassName: "whitespace-nowrap",
  }),
  controlColumn({
    cell: ({ row, table }) => (
      <RowActionsMenu
        id={phoneActionsId(row.original)}
        label={`Actions for ${formatPhone(row.original.number)}`}
      >
        <DropdownMenuItem onSelect={() => tableMeta(table, "phoneNumbers").onEdit(row.original)}>
          Edit caller name and profile…
        </DropdownMenuItem>
      </RowActionsMenu>
    ),
  }),
];

/** One page of the workspace's numbers; Enter on a row opens its menu. */
export function PhoneNumbersTable({
  numbers,
  stale,
  onEdit,
}: {
  numbers: PhoneNumber[];
  stale: boolean;
  onEdit: (number: PhoneNumber) => void;
}) {
  const table = useDataTable({
    columns: COLUMNS,
    data: numbers,
    getRowId: (n) => n.id,
    meta: { phoneNumbers: { onEdit } },
  });
  return <DataTable table={table} label="Phone numbers" stale={stale} />;
}
