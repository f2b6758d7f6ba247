"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { DataTable, useDataTable } from "@/components/ui/data-table";
import type { CampaignAnalytics } from "@/contract/campaign-analytics";
import { creditsText } from "@/contract/credit-rates";
import { useCampaignsAnalytics } from "@/lib/campaigns/analytics-queries";
import type { CampaignRow } from "@/lib/campaigns/campaign-queries";
import { progressShare } from "@/lib/campaigns/figures";
import { campaignHref } from "@/lib/campaigns/list-params";
import { formatNumber } from "@/lib/format";
import { CampaignStatusBadge } from "./campaign-status-badge";
import { ProgressBar } from "./progress-bar";

/** A campaign with its figures, which are null until they are read. */
type Row = { campaign: CampaignRow; folder: string | null; figures: CampaignAnalytics | null };

/** One figure of the row, or a dash while the figures load (or could not be read). */
function figure(row: Row, pick: (f: CampaignAnalytics) => number) {
  return row.figures ? formatNumber(pick(row.figures)) : <span className="text-zinc-400">—</span>;
}

const NUMBER_CELL = { className: "text-right", cellClassName: "text-right tabular-nums" };

// The platform lists campaigns newest first and sorts them no other way: no column sorts.
const COLUMNS: ColumnDef<Row>[] = [
  {
    id: "name",
    header: "Name",
    meta: { cellClassName: "font-medium text-zinc-900" },
    cell: ({ row }) => (
      <div className="min-w-0">
        <Link
          href={campaignHref(row.original.campaign.id)}
          className="block max-w-72 truncate hover:text-indigo-600 hover:underline"
          title={row.original.campaign.name}
        >
          {row.original.campaign.name}
        </Link>
        {/* The folder column hides below xl; its fact shows here instead. */}
        <span className="text-xs font-normal text-zinc-500 xl:hidden">
          {row.original.folder ?? "No folder"}
        </span>
      </div>
    ),
  },
  {
    id: "folder",
    header: "Folder",
    meta: { className: "hidden xl:table-cell", cellClassName: "max-w-48 truncate text-zinc-600" },
    cell: ({ row }) => row.original.folder ?? <span className="text-zinc-400">No folder</span>,
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <CampaignStatusBadge status={row.original.campaign.status} />,
  },
  {
    id: "enrolled",
    header: "Enrolled",
    meta: NUMBER_CELL,
    cell: ({ row }) => figure(row.original, (f) => f.enrolled),
  },
  {
    id: "progress",
    header: "Progress",
    meta: { cellClassName: "w-36" },
    cell: ({ row }) => (
      <ProgressBar
        share={row.original.figures ? progressShare(row.original.figures) : null}
        label={`${row.original.campaign.name}: progress`}
      />
    ),
  },
  {
    id: "replies",
    header: "Replies",
    meta: NUMBER_CELL,
    cell: ({ row }) => figure(row.original, (f) => f.replies),
  },
  {
    id: "meetings",
    header: "Meetings",
    meta: NUMBER_CELL,
    cell: ({ row }) => figure(row.original, (f) => f.meetings),
  },
  {
    id: "credits",
    header: "Credits",
    meta: { ...NUMBER_CELL, className: "hidden text-right lg:table-cell" },
    cell: ({ row }) =>
      row.original.figures ? (
        <span title={creditsText(row.original.figures.credits_spent)}>
          {formatNumber(row.original.figures.credits_spent)}
        </span>
      ) : (
        <span className="text-zinc-400">—</span>
      ),
  },
];

/** One page of campaigns with their figures; Enter on a row opens the campaign. */
export function CampaignsTable({
  campaigns,
  folderNames,
  stale,
}: {
  campaigns: CampaignRow[];
  folderNames: ReadonlyMap<string, string>;
  stale: boolean;
}) {
  const figures = useCampaignsAnalytics(campaigns);
  const rows = campaigns.map((campaign, i) => ({
    campaign,
    folder: campaign.folder_id ? (folderNames.get(campaign.folder_id) ?? null) : null,
    figures: figures[i]?.data ?? null,
  }));
  const table = useDataTable({ columns: COLUMNS, data: rows, getRowId: (r) => r.campaign.id });
  return <DataTable table={table} label="Campaigns" stale={stale} />;
}
