"use client";

import type { ColumnDef, RowSelectionState } from "@tanstack/react-table";
import { DataTable, useDataTable } from "@/components/ui/data-table";
import { DataTableViewOptions, selectionColumn } from "@/components/ui/data-table-parts";
import { TextCell } from "@/components/ui/text-cell";
import { DEFAULT_LEAD_SORT, type LeadSortColumn } from "@/contract/lead-lists";
import { formatDate, formatDateTime } from "@/lib/format";
import type { LeadListView } from "@/lib/lead-lists/detail-url";
import type { LeadRow } from "@/lib/queries/leads";
import { type ColumnSort, fromSortingState, toSortingState } from "@/lib/url-state/list-params";
import { LeadStatusBadge } from "./lead-status-badge";
import { leadName } from "./lead-words";

const DEFAULT_SORT: ColumnSort<LeadSortColumn> = {
  id: DEFAULT_LEAD_SORT.replace(/^-/, "") as LeadSortColumn,
  desc: DEFAULT_LEAD_SORT.startsWith("-"),
};

const LEAD_COLUMNS: ColumnDef<LeadRow>[] = [
  {
    id: "name",
    accessorFn: leadName,
    header: "Name",
    enableHiding: false,
    meta: { cellClassName: "font-medium text-zinc-900" },
    cell: ({ row }) => (
      <>
        {`${row.original.first_name} ${row.original.last_name}`.trim() || "—"}
        {/* Below 1536 px the title column hides (nothing scrolls sideways at 1024 or 1280 px). */}
        {row.original.job_title ? (
          <TextCell
            text={row.original.job_title}
            className="block max-w-40 truncate text-xs font-normal text-zinc-500 2xl:hidden"
          />
        ) : null}
      </>
    ),
  },
  {
    id: "email",
    accessorFn: (lead) => lead.email,
    header: "Email",
    meta: { cellClassName: "text-zinc-600" },
    cell: ({ row }) => (
      <TextCell text={row.original.email} className="block max-w-36 truncate xl:max-w-48" />
    ),
  },
  {
    id: "job_title",
    accessorFn: (lead) => lead.job_title,
    header: "Title",
    enableSorting: false,
    meta: { className: "hidden 2xl:table-cell" },
    // Cut like the email and company, whole on hover: long titles must not widen the table.
    cell: ({ row }) => (
      <TextCell text={row.original.job_title} className="block max-w-44 min-w-24 truncate" />
    ),
  },
  {
    id: "company_name",
    accessorFn: (lead) => lead.company_name,
    header: "Company",
    // Cut below 1280 px like the email: seeded and enriched names run to 30 characters.
    cell: ({ row }) => (
      <TextCell text={row.original.company_name} className="block max-w-32 truncate xl:max-w-44" />
    ),
  },
  {
    id: "status",
    accessorFn: (lead) => lead.status,
    header: "Status",
    cell: ({ row }) => <LeadStatusBadge status={row.original.status} />,
  },
  {
    id: "created_at",
    accessorFn: (lead) => lead.created_at,
    header: "Added",
    sortDescFirst: true,
    // Below 1280 px the emails take its room (sorting by it stays in the header above 1280).
    meta: { className: "hidden xl:table-cell", cellClassName: "whitespace-nowrap" },
    cell: ({ row }) => (
      <span title={formatDateTime(row.original.created_at)}>
        {formatDate(row.original.created_at)}
      </span>
    ),
  },
];

const SELECTABLE_COLUMNS: ColumnDef<LeadRow>[] = [
  selectionColumn<LeadRow>({ rowName: leadName, allLabel: "Select every lead on this page" }),
  ...LEAD_COLUMNS,
];

/**
 * The leads of one page, in the platform's order (`sort`, kept in the address). With
 * `selection` (members who may change the list) each row gets a checkbox, and the header
 * one selects or clears the whole page.
 */
export function LeadsTable({
  leads,
  sort,
  onSort,
  selection,
  stale,
}: {
  leads: LeadRow[];
  sort: LeadListView["sort"];
  onSort: (sort: LeadListView["sort"]) => void;
  selection: { ids: RowSelectionState; onChange: (ids: RowSelectionState) => void } | null;
  stale?: boolean;
}) {
  const table = useDataTable({
    columns: selection ? SELECTABLE_COLUMNS : LEAD_COLUMNS,
    data: leads,
    getRowId: (lead) => lead.id,
    manualSorting: true,
    sorting: toSortingState(sort),
    onSortingChange: (sorting) => onSort(fromSortingState(sorting, DEFAULT_SORT)),
    canSelectRow: selection ? () => true : undefined,
    rowSelection: selection?.ids,
    onRowSelectionChange: selection?.onChange,
  });
  return (
    <>
      <div className="mb-2 flex justify-end">
        <DataTableViewOptions table={table} />
      </div>
      <DataTable
        table={table}
        label="Leads"
        stale={stale}
        rowProps={(lead) => ({ "data-lead-id": lead.id })}
      />
    </>
  );
}
