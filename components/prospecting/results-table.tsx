"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { DropdownMenu } from "radix-ui";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, useDataTable } from "@/components/ui/data-table";
import { TextCell } from "@/components/ui/text-cell";
import { cn } from "@/lib/cn";
import {
  columnLabel,
  defaultColumns,
  formatCell,
  inListOf,
  notEnriched,
  type ResultRow,
  rowKey,
} from "@/lib/prospecting/result-columns";
import { cellLabel } from "@/lib/prospecting/value-labels";

/** Picks which members are columns; at least one stays, so the table never goes blank. */
export function ColumnChooser({
  members,
  visible,
  onChange,
}: {
  members: string[];
  visible: string[];
  onChange: (columns: string[] | null) => void;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button size="sm" variant="secondary">
          Columns
          <span className="text-xs text-zinc-500">
            {visible.length}/{members.length}
          </span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-30 max-h-96 min-w-56 overflow-auto rounded-md bg-white p-1 text-sm shadow-lg ring-1 ring-zinc-200"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-zinc-500">
            Columns from the results
          </DropdownMenu.Label>
          {members.map((member) => {
            const checked = visible.includes(member);
            return (
              <DropdownMenu.CheckboxItem
                key={member}
                checked={checked}
                disabled={checked && visible.length === 1}
                // Stays open, so several columns can be picked in one go.
                onSelect={(e) => e.preventDefault()}
                onCheckedChange={(on) =>
                  onChange(on ? [...visible, member] : visible.filter((m) => m !== member))
                }
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-zinc-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-zinc-400 data-[highlighted]:bg-indigo-50"
              >
                <span className="flex size-4 items-center justify-center rounded ring-1 ring-zinc-300">
                  <DropdownMenu.ItemIndicator>
                    <svg
                      aria-hidden
                      viewBox="0 0 20 20"
                      className="size-3.5 text-indigo-600"
                      fill="currentColor"
                    >
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                    </svg>
                  </DropdownMenu.ItemIndicator>
                </span>
                <span className="flex-1">{columnLabel(member)}</span>
                <code className="text-[11px] text-zinc-500">{member}</code>
              </DropdownMenu.CheckboxItem>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-200" />
          <DropdownMenu.Item
            onSelect={() => onChange(null)}
            className="cursor-pointer rounded px-2 py-1.5 text-zinc-700 outline-none data-[highlighted]:bg-indigo-50"
          >
            Show the default columns ({defaultColumns(members).length})
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Each column's share of the width: values are cut short (whole on hover), never scrolled. */
const SHARE = "max-w-0 truncate";

function ResultCell({ row, column }: { row: ResultRow; column: string }) {
  if (notEnriched(row, column)) {
    return <span className="block truncate text-xs text-zinc-500">not enriched</span>;
  }
  const text = cellLabel(column, formatCell(row[column]));
  return (
    <TextCell
      text={text}
      className={cn("block truncate", typeof row[column] === "number" && "tabular-nums")}
    />
  );
}

type NumberedRow = { row: ResultRow; index: number };

function resultColumns(
  columns: string[],
  firstRow: number,
  marksInList: boolean,
): ColumnDef<NumberedRow>[] {
  return [
    {
      id: "#",
      header: "#",
      enableSorting: false,
      meta: { className: "w-12 text-right", cellClassName: "text-xs text-zinc-500 tabular-nums" },
      cell: ({ row }) => firstRow + row.original.index,
    },
    ...(marksInList
      ? [
          {
            id: "in_list",
            header: "In list",
            enableSorting: false,
            meta: { className: "w-20" },
            cell: ({ row }) =>
              inListOf(row.original.row) ? (
                <Badge tone="success">In list</Badge>
              ) : (
                <span className="sr-only">Not in the list</span>
              ),
          } satisfies ColumnDef<NumberedRow>,
        ]
      : []),
    ...columns.map(
      (column): ColumnDef<NumberedRow> => ({
        id: column,
        header: () => (
          <span className="block truncate" title={columnLabel(column)}>
            {columnLabel(column)}
          </span>
        ),
        enableSorting: false,
        meta: { className: SHARE, label: columnLabel(column) },
        cell: ({ row }) => <ResultCell row={row.original.row} column={column} />,
      }),
    ),
  ];
}

/**
 * One page of results on the kit's DataTable: compact rows under a header that sticks while
 * the page scrolls. The columns share the width (long values are cut short, whole on hover),
 * so the default columns fit beside the filters without sideways scrolling. Coded values
 * show their labels; prospects already in the list are marked.
 */
export function ResultsTable({
  rows,
  columns,
  firstRow,
  stale,
}: {
  rows: ResultRow[];
  columns: string[];
  firstRow: number;
  stale: boolean;
}) {
  // Marks only where someone is in the list the preview ran on (the search list holds nobody).
  const marksInList = rows.some((row) => inListOf(row) === true);
  const data = useMemo(() => rows.map((row, index) => ({ row, index })), [rows]);
  const table = useDataTable({
    columns: useMemo(
      () => resultColumns(columns, firstRow, marksInList),
      [columns, firstRow, marksInList],
    ),
    data,
    getRowId: ({ row, index }) => rowKey(row, index),
  });
  return (
    <DataTable
      table={table}
      label="Prospects"
      stale={stale}
      rowProps={({ row }) => ({
        className: inListOf(row) ? "bg-emerald-50/50" : undefined,
        "data-testid": "result-row",
      })}
      className="[&_td]:py-1.5! [&_th]:py-2!"
    />
  );
}
