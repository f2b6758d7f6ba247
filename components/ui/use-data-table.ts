"use client";

import {
  type ColumnDef,
  functionalUpdate,
  getCoreRowModel,
  getSortedRowModel,
  type OnChangeFn,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Table,
  type TableMeta,
  useReactTable,
  type VisibilityState,
} from "@tanstack/react-table";
import { useState } from "react";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's header and cells, e.g. `hidden xl:table-cell` or `w-10`. */
    className?: string;
    /** Classes of its cells only, e.g. `whitespace-nowrap tabular-nums`. */
    cellClassName?: string;
    /** What the column is called in the column menu when its header is not text. */
    label?: string;
  }
}

/** A state the page may own (in the URL, say) or leave to the table. */
type Owned<T> = { value?: T; onChange?: (next: T) => void };

function useOwnedState<T>(owned: Owned<T>, initial: T): [T, OnChangeFn<T>] {
  const [own, setOwn] = useState<T>(initial);
  const value = owned.value ?? own;
  const onChange: OnChangeFn<T> = (updater) => {
    const next = functionalUpdate(updater, value);
    setOwn(next);
    owned.onChange?.(next);
  };
  return [value, onChange];
}

export type DataTableOptions<TData> = {
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's own ColumnDef takes any cell value type
  columns: ColumnDef<TData, any>[];
  data: readonly TData[];
  getRowId: (row: TData) => string;
  /** One column at a time; give it to keep it in the URL. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The rows come sorted (by the server): the table only shows the order. */
  manualSorting?: boolean;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Which rows can be selected; selection is off without it. */
  canSelectRow?: (row: TData) => boolean;
  columnVisibility?: VisibilityState;
  onColumnVisibilityChange?: (visibility: VisibilityState) => void;
  /** False: no header sorts, whatever its column allows (the headers only show the order). */
  enableSorting?: boolean;
  /**
   * What the cells need from the page (its callbacks, its state), so the columns stay module
   * constants. Each table names its own slot in TanStack's `TableMeta` (module augmentation
   * beside its columns) and its cells read it with `tableMeta(table, slot)`.
   */
  meta?: TableMeta<TData>;
};

/**
 * A table's slot of `meta`, for a cell: `tableMeta(table, "calls").onTranscript`. A table
 * whose page forgot to give it is a mistake in the code, so it throws rather than shows less.
 */
export function tableMeta<TData, K extends keyof TableMeta<TData>>(
  table: Table<TData>,
  slot: K,
): NonNullable<TableMeta<TData>[K]> {
  const value = table.options.meta?.[slot];
  if (value === undefined || value === null) {
    throw new Error(`The table's meta has no “${String(slot)}”: pass it to useDataTable.`);
  }
  return value;
}

/**
 * TanStack Table with the kit's defaults: single-column sorting that never returns to
 * "unsorted" on a third click, rows kept by their own id (so a selection survives a refetch),
 * and every state either owned by the page or kept here.
 */
export function useDataTable<TData>(options: DataTableOptions<TData>): Table<TData> {
  const [sorting, setSorting] = useOwnedState(
    { value: options.sorting, onChange: options.onSortingChange },
    [],
  );
  const [rowSelection, setRowSelection] = useOwnedState(
    { value: options.rowSelection, onChange: options.onRowSelectionChange },
    {},
  );
  const [columnVisibility, setColumnVisibility] = useOwnedState(
    { value: options.columnVisibility, onChange: options.onColumnVisibilityChange },
    {},
  );
  const { canSelectRow } = options;
  return useReactTable<TData>({
    columns: options.columns,
    // TanStack never writes to the rows; its type just lacks readonly.
    data: options.data as TData[],
    getRowId: (row) => options.getRowId(row),
    state: { sorting, rowSelection, columnVisibility },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
    enableRowSelection: canSelectRow ? (row) => canSelectRow(row.original) : false,
    enableSorting: options.enableSorting ?? true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    manualSorting: options.manualSorting ?? false,
    meta: options.meta,
    // Pages are the platform's (in the URL), never TanStack's. Left on, each new `data` array
    // queues a page reset that sets new table state, so a page that derives its rows during
    // render (a filter, a sort) re-renders without end and the browser hangs.
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: options.manualSorting ? undefined : getSortedRowModel(),
  });
}
