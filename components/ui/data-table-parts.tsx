"use client";

import type { ColumnDef, Table } from "@tanstack/react-table";
import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { Button } from "./button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "./dropdown-menu";

/**
 * A first column of checkboxes: one per selectable row, and one in the header for every
 * selectable row shown. `rowName` names a row for screen readers (“Select Ada Lovelace”).
 */
export function selectionColumn<TData>(options: {
  rowName: (row: TData) => string;
  allLabel: string;
}): ColumnDef<TData> {
  return {
    id: "select",
    enableSorting: false,
    enableHiding: false,
    meta: { className: "w-10", label: "Selection" },
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label={options.allLabel}
        className="size-4 accent-indigo-600"
        checked={table.getIsAllRowsSelected()}
        ref={(el) => {
          if (el) el.indeterminate = table.getIsSomeRowsSelected();
        }}
        disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) =>
      row.getCanSelect() ? (
        <input
          type="checkbox"
          aria-label={`Select ${options.rowName(row.original)}`}
          className="size-4 accent-indigo-600"
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ) : null,
  };
}

/** A “Columns” menu that shows or hides each column a person may hide. */
export function DataTableViewOptions<TData>({ table }: { table: Table<TData> }) {
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (hideable.length === 0) return null;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {hideable.map((column) => (
          <MenuPrimitive.CheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onCheckedChange={(visible) => column.toggleVisibility(visible)}
            // Keep the menu open: people often change several columns at once.
            onSelect={(event) => event.preventDefault()}
            className="flex cursor-default items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-zinc-800 outline-none select-none data-[highlighted]:bg-zinc-100"
          >
            <span aria-hidden className="w-3 text-indigo-600">
              {column.getIsVisible() ? "✓" : ""}
            </span>
            {column.columnDef.meta?.label ??
              (typeof column.columnDef.header === "string" ? column.columnDef.header : column.id)}
          </MenuPrimitive.CheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
