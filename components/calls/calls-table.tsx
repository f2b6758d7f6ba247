"use client";

import type { ColumnDef, RowData } from "@tanstack/react-table";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { DataTable, tableMeta, useDataTable } from "@/components/ui/data-table";
import { controlColumn, valueColumn } from "@/components/ui/data-table-columns";
import { StateBadge } from "@/components/ui/state-badge";
import { callsHref } from "@/lib/calls/calls-params";
import { formatDateTime, formatNumber } from "@/lib/format";
import type { CallRow } from "@/lib/queries/calls";

/** 0:42, 12:05: how call lengths are read. */
export function callDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export const transcriptButtonId = (call: CallRow) => `call-transcript-${call.id}`;

function OutcomeCell({ call }: { call: CallRow }) {
  if (call.status === "in_progress") return <StateBadge kind="call" value={call.status} />;
  if (!call.outcome) return <>—</>;
  return <StateBadge kind="callOutcome" value={call.outcome} />;
}

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    calls?: { onTranscript: (call: CallRow) => void };
  }
}

const COLUMNS: ColumnDef<CallRow>[] = [
  {
    id: "lead",
    header: "Lead",
    meta: { cellClassName: "font-medium text-zinc-900" },
    cell: ({ row }) => (
      <Link
        href={callsHref({ lead: row.original.lead_id })}
        className="block max-w-56 truncate hover:underline"
        title={`Only the calls to ${row.original.lead_name || row.original.lead_id}`}
      >
        {row.original.lead_name || row.original.lead_id}
      </Link>
    ),
  },
  {
    id: "campaign",
    header: "Campaign",
    // A call placed on its own has no campaign: null in the record, "" in call.completed
    // (the spec types that field a string), so any empty value reads as none, never a link.
    cell: ({ row }) =>
      row.original.campaign_id ? (
        <Link
          href={`/campaigns/${encodeURIComponent(row.original.campaign_id)}`}
          className="block max-w-56 truncate text-zinc-700 hover:underline"
        >
          {row.original.campaign_name || row.original.campaign_id}
        </Link>
      ) : (
        <span className="text-zinc-600" title="Placed on its own, not by a campaign">
          No campaign
        </span>
      ),
  },
  valueColumn("agent", "Agent", (call) => call.agent_name ?? "—", {
    cellClassName: "text-zinc-700",
  }),
  valueColumn("outcome", "Outcome", (call) => <OutcomeCell call={call} />),
  valueColumn("duration", "Duration", (call) => callDuration(call.duration_seconds), {
    cellClassName: "tabular-nums",
    className: "text-right",
  }),
  valueColumn("started_at", "Started", (call) => formatDateTime(call.started_at), {
    cellClassName: "whitespace-nowrap tabular-nums",
  }),
  valueColumn("credits", "Credits", (call) => formatNumber(call.credits), {
    cellClassName: "tabular-nums",
  }),
  controlColumn({
    id: "recording",
    label: "Recording",
    className: "",
    cell: ({ row, table }) =>
      row.original.status === "completed" ? (
        <Button
          id={transcriptButtonId(row.original)}
          variant="secondary"
          size="sm"
          onClick={() => tableMeta(table, "calls").onTranscript(row.original)}
          aria-label={`Recording of the call to ${row.original.lead_name || row.original.lead_id}`}
        >
          Recording
        </Button>
      ) : null,
  }),
];

/** One page of the workspace's calls, newest first. */
export function CallsTable({
  calls,
  stale,
  onTranscript,
}: {
  calls: CallRow[];
  stale: boolean;
  onTranscript: (call: CallRow) => void;
}) {
  const table = useDataTable({
    columns: COLUMNS,
    data: calls,
    getRowId: (c) => c.id,
    meta: { calls: { onTranscript } },
  });
  return <DataTable table={table} label="Calls" stale={stale} />;
}
