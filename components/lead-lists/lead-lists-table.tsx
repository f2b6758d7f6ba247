"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { DataTable, useDataTable } from "@/components/ui/data-table";
import { valueColumn } from "@/components/ui/data-table-columns";
import { TextCell } from "@/components/ui/text-cell";
import type { LeadList } from "@/contract/lead-lists";
import { formatDate, formatNumber } from "@/lib/format";

// The platform returns the lists newest first and sorts them no other way, and one page of
// 25 sorted differently would mislead: no column sorts.
const COLUMNS: ColumnDef<LeadList>[] = [
  {
    id: "name",
    header: "Name",
    meta: { cellClassName: "font-medium text-zinc-900" },
    cell: ({ row }) => (
      <Link
        href={`/lead-lists/${encodeURIComponent(row.original.id)}`}
        className="hover:text-indigo-600 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  },
  valueColumn(
    "description",
    "Description",
    (list) => <TextCell text={list.description} className="line-clamp-2" />,
    { cellClassName: "max-w-md text-zinc-500" },
  ),
  valueColumn("lead_count", "Leads", (list) => formatNumber(list.lead_count), {
    className: "text-right",
    cellClassName: "tabular-nums",
  }),
  {
    id: "created_at",
    header: "Created",
    meta: { cellClassName: "whitespace-nowrap" },
    cell: ({ row }) => (
      <span title={row.original.created_at}>{formatDate(row.original.created_at)}</span>
    ),
  },
];

/** One page of the workspace's lead lists; Enter on a row opens the list. */
export function LeadListsTable({ lists, stale }: { lists: LeadList[]; stale: boolean }) {
  const table = useDataTable({ columns: COLUMNS, data: lists, getRowId: (list) => list.id });
  return <DataTable table={table} label="Lead lists" stale={stale} />;
}
