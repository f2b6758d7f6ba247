"use client";

import type { ColumnDef, RowSelectionState } from "@tanstack/react-table";
import { DropdownMenu } from "radix-ui";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, useDataTable } from "@/components/ui/data-table";
import { selectionColumn } from "@/components/ui/data-table-parts";
import { TextCell } from "@/components/ui/text-cell";
import { cn } from "@/lib/cn";
import {
  columnLabel,
  defaultColumns,
  formatCell,
  inListOf,
  marksOf,
  marksText,
  notEnriched,
  personName,
  type ResultRow,
  rowKey,
} from "@/lib/prospecting/result-columns";
import { isSelected, type ResultSelection } from "@/lib/prospecting/result-selection";
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

/** The id of a row's "open" button, where the focus goes back when its panel closes. */
export const openButtonId = (prospectId: string) => `prospect-open-${prospectId}`;

function Marks({ row }: { row: ResultRow }) {
  const words = marksText(marksOf(row));
  if (words.length === 0) return <span className="sr-only">In no list or campaign</span>;
  return (
    // One line, so a marked row is as tall as any other; the whole list is the title.
    <span
      className="flex gap-1 overflow-hidden whitespace-nowrap"
      title={words.join(", ")}
      data-testid="result-marks"
    >
      {words.map((word) => (
        <Badge key={word} tone={word === "In this list" ? "success" : "brand"}>
          {word}
        </Badge>
      ))}
    </span>
  );
}

function resultColumns(options: {
  columns: string[];
  firstRow: number;
  marks: boolean;
  selectable: boolean;
  onOpen: ((row: ResultRow) => void) | null;
}): ColumnDef<NumberedRow>[] {
  const { columns, firstRow, onOpen } = options;
  return [
    ...(options.selectable
      ? [
          selectionColumn<NumberedRow>({
            rowName: ({ row, index }) => personName(row, index),
            allLabel: "Select every result on this page",
          }),
        ]
      : []),
    {
      id: "#",
      header: "#",
      enableSorting: false,
      meta: { className: "w-12 text-right", cellClassName: "text-xs text-zinc-500 tabular-nums" },
      cell: ({ row }) => firstRow + row.original.index,
    },
    ...(onOpen
      ? [
          {
            id: "open",
            header: () => <span className="sr-only">Details</span>,
            enableSorting: false,
            meta: { className: "w-16", label: "Details" },
            cell: ({ row }) => {
              const { row: result, index } = row.original;
              return (
                // Text-high, so a row is no taller than its values (ten rows in a 900 px window).
                <button
                  type="button"
                  id={openButtonId(rowKey(result, index))}
                  data-row-action
                  aria-label={`Open ${personName(result, index)}`}
                  className="rounded text-xs font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  onClick={() => onOpen(result)}
                >
                  Open
                </button>
              );
            },
          } satisfies ColumnDef<NumberedRow>,
        ]
      : []),
    ...(options.marks
      ? [
          {
            id: "marks",
            header: "Already in",
            enableSorting: false,
            meta: { className: "w-32" },
            cell: ({ row }) => <Marks row={row.original.row} />,
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
  selection,
  onSelect,
  onOpen,
}: {
  rows: ResultRow[];
  columns: string[];
  firstRow: number;
  stale: boolean;
  /** The selection across pages; null: rows cannot be selected (no import here). */
  selection: ResultSelection | null;
  onSelect: (ids: string[], selected: boolean) => void;
  /** Opens a result's person and company panel. */
  onOpen: ((row: ResultRow) => void) | null;
}) {
  // A column of marks only where a row is somewhere already (a fresh workspace has none).
  const marks = rows.some((row) => marksText(marksOf(row)).length > 0);
  const data = useMemo(() => rows.map((row, index) => ({ row, index })), [rows]);
  const ids = data.map(({ row, index }) => rowKey(row, index));
  // The page's share of the selection, as the table's own selection state.
  const rowSelection: RowSelectionState = {};
  if (selection) for (const id of ids) if (isSelected(selection, id)) rowSelection[id] = true;
  const selectable = selection !== null;
  const table = useDataTable({
    columns: useMemo(
      () => resultColumns({ columns, firstRow, marks, selectable, onOpen }),
      [columns, firstRow, marks, selectable, onOpen],
    ),
    data,
    getRowId: ({ row, index }) => rowKey(row, index),
    rowSelection,
    onRowSelectionChange: (next) => {
      const on = ids.filter((id) => next[id] && !rowSelection[id]);
      const off = ids.filter((id) => !next[id] && rowSelection[id]);
      if (on.length > 0) onSelect(on, true);
      if (off.length > 0) onSelect(off, false);
    },
    canSelectRow: selectable ? () => true : undefined,
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
