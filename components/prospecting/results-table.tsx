"use client";

import type {
  CellContext,
  ColumnDef,
  HeaderContext,
  RowData,
  RowSelectionState,
} from "@tanstack/react-table";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { DataTable, tableMeta, useDataTable } from "@/components/ui/data-table";
import { controlColumn } from "@/components/ui/data-table-columns";
import { selectionColumn } from "@/components/ui/data-table-parts";
import { TextCell } from "@/components/ui/text-cell";
import type { PreviewSort } from "@/contract/prospect-search";
import { cn } from "@/lib/cn";
import {
  SORT_FIELD_OF_COLUMN,
  sortingOfSort,
  sortOfSorting,
} from "@/lib/prospecting/preview-sorts";
import {
  columnLabel,
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

/**
 * Each column's share of the width, never scrolled sideways: a value too long for its share
 * wraps onto a second line between words rather than being cut to a few letters ("VP of
 * Sales", a company's whole name); a word longer than the column breaks only when it must, and
 * an address (an email, a link: one long word) anywhere. Two lines at most, so ten rows fit a
 * 900 px window; the whole value is on hover and in the person panel.
 */
const SHARE = "max-w-0 whitespace-normal";
const WRAP = "line-clamp-2 whitespace-normal break-words";
const WRAP_ANYWHERE = "line-clamp-2 whitespace-normal [overflow-wrap:anywhere]";
const ADDRESS_COLUMNS = new Set(["email", "network_url", "domain"]);

function ResultCell({ row, column }: { row: ResultRow; column: string }) {
  if (notEnriched(row, column)) {
    return <span className={cn(WRAP, "text-xs text-zinc-500")}>not enriched</span>;
  }
  const text = cellLabel(column, formatCell(row[column]));
  const wrap = ADDRESS_COLUMNS.has(column) ? WRAP_ANYWHERE : WRAP;
  return (
    <TextCell text={text} className={cn(wrap, typeof row[column] === "number" && "tabular-nums")} />
  );
}

type NumberedRow = { row: ResultRow; index: number };

/** The id of a row's "open" button, where the focus goes back when its panel closes. */
export const openButtonId = (prospectId: string) => `prospect-open-${prospectId}`;

function Marks({ row }: { row: ResultRow }) {
  const words = marksText(marksOf(row));
  if (words.length === 0) return <span className="sr-only">In no list or campaign</span>;
  return (
    // Wrapping like the values beside it, so the marks take no more width than a value.
    <span className="flex flex-wrap gap-1" title={words.join(", ")} data-testid="result-marks">
      {words.map((word) => (
        <Badge
          key={word}
          tone={word === "In this list" ? "success" : "brand"}
          className="px-1.5 py-0 text-[11px]"
        >
          {word}
        </Badge>
      ))}
    </span>
  );
}

type ResultsTableMeta = {
  /** The number of the page's first row (its rows are numbered across pages). */
  firstRow: number;
  /** Opens a result's person and company panel (its column is hidden without it). */
  onOpen: ((row: ResultRow) => void) | null;
};

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    results?: ResultsTableMeta;
  }
}

const LEADING_COLUMNS: ColumnDef<NumberedRow>[] = [
  selectionColumn<NumberedRow>({
    rowName: ({ row, index }) => personName(row, index),
    allLabel: "Select every result on this page",
  }),
  {
    id: "#",
    header: "#",
    enableSorting: false,
    meta: { className: "w-10 text-right", cellClassName: "text-xs text-zinc-500 tabular-nums" },
    cell: ({ row, table }) => tableMeta(table, "results").firstRow + row.original.index,
  },
  controlColumn({
    id: "open",
    label: "Details",
    className: "w-12",
    cell: ({ row, table }) => {
      const { onOpen } = tableMeta(table, "results");
      if (!onOpen) return null;
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
  }),
  {
    id: "marks",
    header: "Already in",
    enableSorting: false,
    meta: { className: "w-24" },
    cell: ({ row }) => <Marks row={row.original.row} />,
  },
];

/** A column of the result's fields: its header and cells read the field from the column's id. */
const fieldColumn = (column: string): ColumnDef<NumberedRow> => ({
  id: column,
  // TanStack offers a sort only on a column with a value; the platform does the sorting.
  accessorFn: ({ row }) => row[column],
  header: FieldHeader,
  // The platform orders a preview's whole result set; only its sorts are offered, and most
  // first (the largest companies, the most senior) is what people look for.
  enableSorting: column in SORT_FIELD_OF_COLUMN,
  sortDescFirst: true,
  meta: { className: SHARE, label: columnLabel(column) },
  cell: FieldCell,
});

function FieldHeader({ column }: HeaderContext<NumberedRow, unknown>) {
  return <span className={WRAP}>{columnLabel(column.id)}</span>;
}

function FieldCell({ row, column }: CellContext<NumberedRow, unknown>) {
  return <ResultCell row={row.original.row} column={column.id} />;
}

/**
 * One page of results on the kit's DataTable: compact rows under a header that sticks while
 * the page scrolls. The columns share the width (long values wrap, whole on hover), so the
 * default columns fit beside the filters without sideways scrolling; the columns the platform
 * can order by have sort buttons. Coded values
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
  sort,
  onSort,
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
  /** The preview's order (its sort), shown on the column it orders by. */
  sort: string | null;
  /** Orders the results by a column (a new preview); null: the headers only show the order. */
  onSort: ((sort: PreviewSort | "") => void) | null;
}) {
  // A column of marks only where a row is somewhere already (a fresh workspace has none).
  const marks = rows.some((row) => marksText(marksOf(row)).length > 0);
  const data = useMemo(() => rows.map((row, index) => ({ row, index })), [rows]);
  const ids = data.map(({ row, index }) => rowKey(row, index));
  // The page's share of the selection, as the table's own selection state.
  const rowSelection: RowSelectionState = {};
  if (selection) for (const id of ids) if (isSelected(selection, id)) rowSelection[id] = true;
  const selectable = selection !== null;
  // The fields shown are the person's choice; every field's cell is the same component, so a
  // change of fields remounts no other cell.
  const tableColumns = useMemo(() => [...LEADING_COLUMNS, ...columns.map(fieldColumn)], [columns]);
  const table = useDataTable({
    columns: tableColumns,
    columnVisibility: { select: selectable, open: onOpen !== null, marks },
    meta: { results: { firstRow, onOpen } },
    enableSorting: onSort !== null,
    // The platform sorted the rows; a header press asks it for another order.
    manualSorting: true,
    sorting: sortingOfSort(sort),
    onSortingChange: (next) => onSort?.(sortOfSorting(next)),
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
      // Dense like the anchors' result tables: small type, tight cells, more of each value seen.
      className="[&_td]:px-2! [&_td]:py-1! [&_td]:text-xs [&_th]:px-2! [&_th]:py-2!"
    />
  );
}
