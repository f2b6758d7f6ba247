"use client";

import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import type { LeadSort, LeadSortColumn } from "@/contract/lead-lists";
import { cn } from "@/lib/cn";
import { formatDate, formatDateTime } from "@/lib/format";
import { nextLeadSort, sortColumnOf } from "@/lib/lead-lists/detail-url";
import type { LeadRow } from "@/lib/queries/leads";
import { LeadStatusBadge } from "./lead-status-badge";
import { leadName } from "./remove-leads-dialog";

function SortHeader({
  column,
  sort,
  onSort,
  children,
}: {
  column: LeadSortColumn;
  sort: LeadSort;
  onSort: (sort: LeadSort) => void;
  children: string;
}) {
  const current = sortColumnOf(sort);
  const active = current.column === column;
  return (
    <TH aria-sort={active ? (current.descending ? "descending" : "ascending") : "none"}>
      <button
        type="button"
        onClick={() => onSort(nextLeadSort(sort, column))}
        className="inline-flex items-center gap-1 uppercase hover:text-zinc-800"
      >
        {children}
        <span aria-hidden className={cn("text-[10px]", active ? "text-zinc-700" : "text-zinc-300")}>
          {active && !current.descending ? "▲" : "▼"}
        </span>
      </button>
    </TH>
  );
}

const checkboxClass = "size-4 rounded border-zinc-300 text-indigo-600 focus:ring-indigo-600";

/**
 * The leads of one page. With `selection` (members who may change the list) each row gets a
 * checkbox, and the header one selects or clears the whole page.
 */
export function LeadsTable({
  leads,
  sort,
  onSort,
  selection,
}: {
  leads: LeadRow[];
  sort: LeadSort;
  onSort: (sort: LeadSort) => void;
  selection: { ids: ReadonlySet<string>; toggle: (ids: string[], on: boolean) => void } | null;
}) {
  const selectedOnPage = selection ? leads.filter((l) => selection.ids.has(l.id)).length : 0;
  const allOnPage = leads.length > 0 && selectedOnPage === leads.length;
  return (
    <Table aria-label="Leads">
      <THead>
        <tr>
          {selection ? (
            <TH className="w-8">
              <input
                type="checkbox"
                className={checkboxClass}
                aria-label="Select every lead on this page"
                checked={allOnPage}
                ref={(el) => {
                  if (el) el.indeterminate = selectedOnPage > 0 && !allOnPage;
                }}
                onChange={(e) =>
                  selection.toggle(
                    leads.map((l) => l.id),
                    e.target.checked,
                  )
                }
              />
            </TH>
          ) : null}
          <SortHeader column="name" sort={sort} onSort={onSort}>
            Name
          </SortHeader>
          <SortHeader column="email" sort={sort} onSort={onSort}>
            Email
          </SortHeader>
          <TH>Title</TH>
          <SortHeader column="company_name" sort={sort} onSort={onSort}>
            Company
          </SortHeader>
          <SortHeader column="status" sort={sort} onSort={onSort}>
            Status
          </SortHeader>
          <SortHeader column="created_at" sort={sort} onSort={onSort}>
            Added
          </SortHeader>
        </tr>
      </THead>
      <TBody>
        {leads.map((lead) => (
          <TR key={lead.id} data-lead-id={lead.id}>
            {selection ? (
              <TD className="w-8">
                <input
                  type="checkbox"
                  className={checkboxClass}
                  aria-label={`Select ${leadName(lead)}`}
                  checked={selection.ids.has(lead.id)}
                  onChange={(e) => selection.toggle([lead.id], e.target.checked)}
                />
              </TD>
            ) : null}
            <TD className="font-medium whitespace-nowrap text-zinc-900">
              {`${lead.first_name} ${lead.last_name}`.trim() || "—"}
            </TD>
            <TD className="text-zinc-600">
              {lead.email ? (
                <span className="block max-w-64 truncate" title={lead.email}>
                  {lead.email}
                </span>
              ) : (
                <span className="text-zinc-500">—</span>
              )}
            </TD>
            <TD className="min-w-40">{lead.job_title || "—"}</TD>
            <TD className="min-w-36">{lead.company_name || "—"}</TD>
            <TD>
              <LeadStatusBadge status={lead.status} />
            </TD>
            <TD className="whitespace-nowrap" title={formatDateTime(lead.created_at)}>
              {formatDate(lead.created_at)}
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
