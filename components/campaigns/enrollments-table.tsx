"use client";

import type { ColumnDef, RowData } from "@tanstack/react-table";
import { DataTable, tableMeta, useDataTable } from "@/components/ui/data-table";
import { controlColumn, valueColumn } from "@/components/ui/data-table-columns";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { StateBadge } from "@/components/ui/state-badge";
import type { CampaignStep } from "@/contract/campaigns";
import { channelLabel } from "@/lib/campaigns/campaign-form";
import { STEP_SKIP_SHORT } from "@/lib/campaigns/enrollment-skips";
import { STATE_HINTS } from "@/lib/campaigns/enrollment-states";
import { formatDateTime } from "@/lib/format";
import type { EnrollmentRow } from "@/lib/queries/campaign-enrollments";
import { countOf } from "@/lib/words";

export const enrollmentActionsId = (leadId: string) => `enrollment-actions-${leadId}`;

const leadName = (e: EnrollmentRow) =>
  `${e.lead.first_name} ${e.lead.last_name}`.trim() || (e.lead.email ?? e.lead_id);

/** "Step 2 of 3 · Phone call", or where an ended enrollment stopped. */
function stepText(e: EnrollmentRow, steps: readonly CampaignStep[]): string {
  const total = steps.length;
  if (e.state !== "active") return `${Math.min(e.current_step, total)} of ${total} run`;
  const next = steps[e.current_step];
  return `Step ${e.current_step + 1} of ${total}${next ? ` · ${channelLabel(next.channel)}` : ""}`;
}

/** "Skipped step 1 (no email address)": steps passed over for want of an address. */
function SkippedSteps({ skips }: { skips: EnrollmentRow["skipped_steps"] }) {
  if (skips.length === 0) return null;
  const text = skips
    .map((s) => `step ${s.step_index + 1} (${STEP_SKIP_SHORT[s.reason]})`)
    .join(", ");
  return (
    <span className="mt-1 block max-w-72 text-xs text-amber-800" data-testid="skipped-steps">
      Skipped {text}
    </span>
  );
}

type EnrollmentsTableMeta = {
  steps: readonly CampaignStep[];
  /** Null for members who may not change the campaign (the actions column is hidden). */
  onRemove: ((e: EnrollmentRow) => void) | null;
};

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    enrollments?: EnrollmentsTableMeta;
  }
}

const COLUMNS: ColumnDef<EnrollmentRow>[] = [
  {
    id: "lead",
    header: "Lead",
    cell: ({ row }) => (
      <div className="min-w-0">
        <span className="block max-w-60 truncate font-medium text-zinc-900">
          {leadName(row.original)}
        </span>
        <span className="block max-w-60 truncate text-xs text-zinc-500">
          {row.original.lead.email ?? "No email"}
        </span>
      </div>
    ),
  },
  valueColumn("company", "Company", (e) => e.lead.company_name || "—", {
    className: "hidden xl:table-cell",
    cellClassName: "max-w-48 truncate",
  }),
  {
    id: "state",
    header: "State",
    cell: ({ row }) => (
      <div className="min-w-0">
        <span title={STATE_HINTS[row.original.state]}>
          <StateBadge kind="enrollment" value={row.original.state} />
        </span>
        {row.original.failure_reason ? (
          <span
            className="mt-1 block max-w-72 text-xs text-red-700"
            title={row.original.failure_reason}
          >
            {row.original.state === "active"
              ? `Retrying (${countOf(row.original.attempts, "failed try")}): `
              : ""}
            {row.original.failure_reason}
          </span>
        ) : null}
        <SkippedSteps skips={row.original.skipped_steps} />
      </div>
    ),
  },
  {
    id: "step",
    header: "Current step",
    meta: { cellClassName: "whitespace-nowrap text-zinc-700" },
    cell: ({ row, table }) => stepText(row.original, tableMeta(table, "enrollments").steps),
  },
  {
    id: "next_step_at",
    header: "Next step",
    meta: { cellClassName: "whitespace-nowrap text-zinc-600" },
    cell: ({ row }) =>
      row.original.next_step_at ? (
        <time dateTime={row.original.next_step_at}>
          {formatDateTime(row.original.next_step_at)}
        </time>
      ) : (
        <span className="text-zinc-500">—</span>
      ),
  },
  controlColumn({
    cell: ({ row, table }) => {
      const { onRemove } = tableMeta(table, "enrollments");
      if (!onRemove) return null;
      return (
        <RowActionsMenu
          id={enrollmentActionsId(row.original.lead_id)}
          label={`Actions for ${leadName(row.original)}`}
        >
          <DropdownMenuItem tone="danger" onSelect={() => onRemove(row.original)}>
            Remove from campaign…
          </DropdownMenuItem>
        </RowActionsMenu>
      );
    },
  }),
];

/** One page of a campaign's enrollments: who, where they are and when their next step runs. */
export function EnrollmentsTable({
  enrollments,
  steps,
  stale,
  onRemove,
}: {
  enrollments: EnrollmentRow[];
  stale: boolean;
} & EnrollmentsTableMeta) {
  const table = useDataTable({
    columns: COLUMNS,
    data: enrollments,
    getRowId: (e) => e.lead_id,
    columnVisibility: { actions: onRemove !== null },
    meta: { enrollments: { steps, onRemove } },
  });
  return <DataTable table={table} label="Enrollments" stale={stale} />;
}

export { leadName };
