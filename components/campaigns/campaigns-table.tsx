"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { type ReactNode, useMemo } from "react";
import { DataTable, useDataTable } from "@/components/ui/data-table";
import type { CampaignAnalytics } from "@/contract/campaign-analytics";
import { creditsText } from "@/contract/credit-rates";
import { progressShare } from "@/lib/campaigns/figures";
import { isRunning } from "@/lib/campaigns/lifecycle";
import { campaignHref } from "@/lib/campaigns/list-params";
import { formatNumber } from "@/lib/format";
import { useCampaignAnalyticsQuery } from "@/lib/queries/campaign-analytics";
import type { CampaignRow } from "@/lib/queries/campaigns";
import { CampaignStatusBadge } from "./campaign-status-badge";
import { ProgressBar } from "./progress-bar";

type Row = { campaign: CampaignRow; folder: string | null };

const DASH = <span className="text-zinc-500">—</span>;

/**
 * A cell drawn from the campaign's figures. The listing carries none, so each campaign's are
 * read once (its cells share the query) and again while it runs; a dash until they arrive.
 */
function FigureCell({
  campaign,
  render,
}: {
  campaign: CampaignRow;
  render: (figures: CampaignAnalytics) => ReactNode;
}) {
  const { data } = useCampaignAnalyticsQuery(campaign.id, isRunning(campaign.status));
  return data ? render(data) : DASH;
}

const figure = (row: Row, pick: (f: CampaignAnalytics) => number) => (
  <FigureCell campaign={row.campaign} render={(f) => formatNumber(pick(f))} />
);

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
    cell: ({ row }) => row.original.folder ?? <span className="text-zinc-500">No folder</span>,
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
      <FigureCell
        campaign={row.original.campaign}
        render={(f) => (
          <ProgressBar share={progressShare(f)} label={`${row.original.campaign.name}: progress`} />
        )}
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
    cell: ({ row }) => (
      <FigureCell
        campaign={row.original.campaign}
        render={(f) => (
          <span title={creditsText(f.credits_spent)}>{formatNumber(f.credits_spent)}</span>
        )}
      />
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
  // Stable rows: TanStack Table resets its state whenever `data` changes identity, and a new
  // array on every render would make that reset re-render without end.
  const rows = useMemo(
    () =>
      campaigns.map((campaign) => ({
        campaign,
        folder: campaign.folder_id ? (folderNames.get(campaign.folder_id) ?? null) : null,
      })),
    [campaigns, folderNames],
  );
  const table = useDataTable({ columns: COLUMNS, data: rows, getRowId: (r) => r.campaign.id });
  return <DataTable table={table} label="Campaigns" stale={stale} />;
}
