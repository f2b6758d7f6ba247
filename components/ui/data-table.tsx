"use client";

import { flexRender, type Header, type Row, type Table } from "@tanstack/react-table";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { pressControl, primaryControlOf, rowKeyAction } from "./data-table-keyboard";
import { Skeleton } from "./skeleton";

export { tableMeta, useDataTable } from "./use-data-table";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

function HeaderCell<TData>({ header }: { header: Header<TData, unknown> }) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const content = header.isPlaceholder
    ? null
    : flexRender(column.columnDef.header, header.getContext());
  const sorted = column.getIsSorted();
  return (
    <th
      scope="col"
      aria-sort={column.getCanSort() ? (sorted ? ARIA_SORT[sorted] : "none") : undefined}
      className={cn(
        // Sticky against the page's own scroll: the wrapper clips sideways but does not scroll.
        "sticky top-0 z-10 bg-zinc-50 px-3 py-2.5 text-left text-xs font-medium tracking-wide whitespace-nowrap text-zinc-500 uppercase shadow-[inset_0_-1px_0_var(--color-zinc-200)] first:pl-4 last:pr-4",
        meta?.className,
      )}
    >
      {column.getCanSort() ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {content}
          {/* Drawn, not a glyph: the header's text stays its label (copied, read, exported). */}
          <svg
            aria-hidden
            viewBox="0 0 10 10"
            className={cn(
              "size-2.5 shrink-0 fill-current",
              sorted ? "text-zinc-700" : "text-zinc-300",
              sorted === "asc" && "rotate-180",
            )}
          >
            <path d="M1 3h8L5 8z" />
          </svg>
        </button>
      ) : (
        content
      )}
    </th>
  );
}

function LoadingRows({ columns }: { columns: number }) {
  return Array.from({ length: 5 }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <tr key={i} aria-hidden>
      {Array.from({ length: columns }, (_, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <td key={j} className="px-3 py-3.5 first:pl-4 last:pr-4">
          <Skeleton className="h-4 w-3/4" />
        </td>
      ))}
    </tr>
  ));
}

export type DataTableProps<TData> = {
  table: Table<TData>;
  /** The table's accessible name, e.g. “API keys”. */
  label: string;
  /** Placeholder rows under the header while the first page loads. */
  loading?: boolean;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** Faded while a newer page loads over the one shown (react-query placeholder data). */
  stale?: boolean;
  /** What Enter on a row does; by default it presses the row's first link or button. */
  onRowActivate?: (row: TData) => void;
  /** Extra attributes of a row: a test id, `data-*` for tests, a class. */
  rowProps?: (row: TData) => Record<string, string | undefined>;
  className?: string;
};

/**
 * A table on TanStack Table. Pages give static columns (with `meta.className` for width,
 * alignment and the breakpoints a column hides below) and the kit gives the rest: sort buttons with
 * aria-sort, a header that sticks while the page scrolls, loading and empty rows, and rows
 * that are one Tab stop, moved between with the arrows and acted on with Enter and Space.
 *
 * A cell is rendered as TanStack means it (`flexRender`: a function cell is a component, so it
 * may hold state and call hooks). That is why columns are module constants and a page's
 * callbacks and state reach the cells through the table's `meta` (`tableMeta`): a column list
 * built during render would bring new cell components on every render, and every cell would
 * remount, closing an open row menu and losing the focus inside it.
 */
export function DataTable<TData>({
  table,
  label,
  loading = false,
  empty,
  stale = false,
  onRowActivate,
  rowProps,
  className,
}: DataTableProps<TData>) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [activeRow, setActiveRow] = useState(0);
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns().length;
  const tabStop = Math.min(activeRow, Math.max(0, rows.length - 1));

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>, row: Row<TData>, index: number) {
    // Keys typed in a control inside the row (a menu button, a checkbox) are that control's.
    if (event.target !== event.currentTarget) return;
    const action = rowKeyAction(event.key, index, rows.length);
    if (!action) return;
    if (action.kind === "move") {
      body.current?.querySelectorAll<HTMLElement>(":scope > tr[data-row]")[action.to]?.focus();
    } else if (action.kind === "activate") {
      if (onRowActivate) onRowActivate(row.original);
      else pressControl(primaryControlOf(event.currentTarget));
    } else if (row.getCanSelect()) {
      row.toggleSelected();
    } else {
      return;
    }
    event.preventDefault();
  }

  return (
    <div
      className={cn(
        // Clip, not scroll: a scrolling box would hold the sticky header inside it. Columns
        // truncate or hide (meta.className) so nothing needs sideways scrolling at 1024 px;
        // below that width the box scrolls.
        "overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-zinc-200 lg:overflow-x-clip",
        stale && "opacity-60 motion-safe:transition-opacity",
        className,
      )}
    >
      <table
        aria-label={label}
        aria-busy={loading || undefined}
        className="min-w-full border-separate border-spacing-0 text-sm"
      >
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody ref={body}>
          {loading ? (
            <LoadingRows columns={columns} />
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns} className="px-4 py-10 text-center text-sm text-zinc-500">
                {empty ?? "Nothing to show."}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr
                key={row.id}
                data-row
                tabIndex={index === tabStop ? 0 : -1}
                aria-selected={row.getCanSelect() ? row.getIsSelected() : undefined}
                onFocus={(event) => {
                  if (event.target === event.currentTarget) setActiveRow(index);
                }}
                onKeyDown={(event) => onKeyDown(event, row, index)}
                className={cn(
                  "hover:bg-zinc-50/60 focus-visible:bg-indigo-50/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600",
                  row.getIsSelected() && "bg-indigo-50/40",
                )}
                {...rowProps?.(row.original)}
              >
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      "border-t border-zinc-100 px-3 py-3 align-top text-zinc-700 first:pl-4 last:pr-4",
                      cell.column.columnDef.meta?.className,
                      cell.column.columnDef.meta?.cellClassName,
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {loading ? (
        <span role="status" className="sr-only">
          Loading {label.toLowerCase()}
        </span>
      ) : null}
    </div>
  );
}
