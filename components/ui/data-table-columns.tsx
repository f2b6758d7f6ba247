import type { CellContext, ColumnDef, ColumnMeta, HeaderContext } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { formatDate, formatDateTime } from "@/lib/format";

/** A header with no visible text (a column of buttons): its name is for screen readers only. */
function HiddenHeader<TData>({ column }: HeaderContext<TData, unknown>) {
  return <span className="sr-only">{column.columnDef.meta?.label}</span>;
}

/**
 * A column of one control per row at the end of the table, such as the row's “⋯” menu: no
 * visible header, never sorted or hidden from the column menu. A page that lets only some
 * people act hides it with `columnVisibility: { [id]: false }`.
 */
export function controlColumn<TData>({
  id = "actions",
  label = "Actions",
  className = "w-10",
  cell,
}: {
  id?: string;
  label?: string;
  className?: string;
  cell: (context: CellContext<TData, unknown>) => ReactNode;
}): ColumnDef<TData> {
  return {
    id,
    header: HiddenHeader,
    enableSorting: false,
    enableHiding: false,
    meta: { className, label },
    cell,
  };
}

/** A day, with its time on hover: when a record was added or created. */
export function DateCell({ iso }: { iso: string }) {
  return <span title={formatDateTime(iso)}>{formatDate(iso)}</span>;
}

/**
 * A column whose cell is one value of the row (a text, a number, a badge) and that does not
 * sort: `valueColumn("credits", "Credits", (call) => formatNumber(call.credits), NUMERIC)`.
 */
export function valueColumn<TData>(
  id: string,
  header: string,
  value: (row: TData) => ReactNode,
  meta?: ColumnMeta<TData, unknown>,
): ColumnDef<TData> {
  return { id, header, meta, cell: ({ row }) => value(row.original) };
}
