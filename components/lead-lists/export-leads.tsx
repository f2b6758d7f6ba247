"use client";

import { ExportCsvButton } from "@/components/export/export-csv-button";
import { csvFileName } from "@/lib/export/file-name";
import { formatNumber } from "@/lib/format";
import { getLeads, type LeadRow } from "@/lib/queries/leads";

/** The largest page the leads listing serves. */
const PER_PAGE = 100;

const LEAD_COLUMNS = [
  { header: "First name", value: (l: LeadRow) => l.first_name },
  { header: "Last name", value: (l: LeadRow) => l.last_name },
  { header: "Email", value: (l: LeadRow) => l.email },
  { header: "Job title", value: (l: LeadRow) => l.job_title },
  { header: "Company", value: (l: LeadRow) => l.company_name },
  { header: "Status", value: (l: LeadRow) => l.status },
  { header: "Added", value: (l: LeadRow) => l.created_at },
] as const;

/** Exports every lead of a list as CSV, page by page, with progress. */
export function ExportLeads({
  listId,
  listName,
  total,
}: {
  listId: string;
  listName: string;
  total: number;
}) {
  return (
    <ExportCsvButton<LeadRow>
      disabledReason={total === 0 ? "The list has no leads to export." : null}
      spec={() => ({
        title: `Export “${listName}” as CSV`,
        description: `All ${formatNumber(total)} leads of the list, oldest first. Exporting spends no credits.`,
        fileName: csvFileName(`leads ${listName}`),
        total,
        noun: "leads",
        columns: LEAD_COLUMNS,
        readPage: async (page, signal) => {
          const result = await getLeads({ leadListId: listId, page, perPage: PER_PAGE }, signal);
          return {
            rows: result.items,
            done: result.items.length < PER_PAGE || page * PER_PAGE >= result.total,
          };
        },
      })}
    />
  );
}
