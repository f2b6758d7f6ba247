"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { DataTable, useDataTable } from "@/components/ui/data-table";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { NO_VALUE } from "@/components/ui/text-cell";
import type { PhoneNumber } from "@/contract/phone-numbers";
import { formatDate, formatDateTime } from "@/lib/format";
import { capabilityLabels, PROFILE_LABELS, sourceLabel } from "@/lib/phone-numbers/phone-labels";
import { formatPhone } from "@/lib/words";

export const phoneActionsId = (number: PhoneNumber) => `phone-actions-${number.id}`;

function columns(onEdit: (number: PhoneNumber) => void): ColumnDef<PhoneNumber>[] {
  return [
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
    {
      id: "caller_name",
      header: "Caller name",
      cell: ({ row }) => row.original.caller_name ?? NO_VALUE,
    },
    {
      id: "profile",
      header: "Profile",
      cell: ({ row }) => PROFILE_LABELS[row.original.outbound_profile],
    },
    {
      id: "created_at",
      header: "Added",
      meta: { className: "hidden xl:table-cell", cellClassName: "whitespace-nowrap" },
      cell: ({ row }) => (
        <span title={formatDateTime(row.original.created_at)}>
          {formatDate(row.original.created_at)}
        </span>
      ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "w-10", label: "Actions" },
      cell: ({ row }) => (
        <RowActionsMenu
          id={phoneActionsId(row.original)}
          label={`Actions for ${formatPhone(row.original.number)}`}
        >
          <DropdownMenuItem onSelect={() => onEdit(row.original)}>
            Edit caller name and profile…
          </DropdownMenuItem>
        </RowActionsMenu>
      ),
    },
  ];
}

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
  const shown = useMemo(() => columns(onEdit), [onEdit]);
  const table = useDataTable({ columns: shown, data: numbers, getRowId: (n) => n.id });
  return <DataTable table={table} label="Phone numbers" stale={stale} />;
}
