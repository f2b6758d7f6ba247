"use client";

import type { ColumnDef, RowData, SortingState } from "@tanstack/react-table";
import { DataTable, tableMeta, useDataTable } from "@/components/ui/data-table";
import { controlColumn } from "@/components/ui/data-table-columns";
import type { ApiKey } from "@/contract/api-keys";
import { effectiveKeyState } from "@/contract/key-access";
import { fromSortingState, toSortingState } from "@/lib/url-state/list-params";
import {
  CreatedCell,
  KeyActionsMenu,
  LabelCell,
  LastUsedCell,
  StateCell,
  When,
} from "./api-keys-cells";
import { DEFAULT_SORT, type SortOrder } from "./key-list";

type KeyAction = (kind: "roll" | "revoke" | "usage", key: ApiKey) => void;

type ApiKeysTableMeta = {
  consoleKeyId: string | null;
  everyKey: readonly ApiKey[];
  onAction: KeyAction;
};

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    apiKeys?: ApiKeysTableMeta;
  }
}

const COLUMNS: ColumnDef<ApiKey>[] = [
  {
    id: "label",
    accessorFn: (key) => key.label,
    header: "Label",
    meta: { className: "min-w-52" },
    cell: ({ row, table }) => {
      const { consoleKeyId, everyKey } = tableMeta(table, "apiKeys");
      return (
        <LabelCell
          apiKey={row.original}
          isConsoleKey={row.original.id === consoleKeyId}
          everyKey={everyKey}
        />
      );
    },
  },
  {
    id: "state",
    accessorFn: (key) => effectiveKeyState(key),
    header: "State",
    cell: ({ row }) => <StateCell apiKey={row.original} />,
  },
  {
    id: "created_at",
    accessorFn: (key) => key.created_at,
    header: "Created",
    sortDescFirst: true,
    meta: { className: "hidden xl:table-cell" },
    cell: ({ row }) => <CreatedCell apiKey={row.original} />,
  },
  {
    id: "expires_at",
    accessorFn: (key) => key.expires_at,
    header: "Expires",
    sortDescFirst: true,
    meta: { cellClassName: "whitespace-nowrap" },
    cell: ({ row }) => <When iso={row.original.expires_at} fallback="Never" />,
  },
  {
    id: "last_used_at",
    accessorFn: (key) => key.last_used_at,
    header: "Last used",
    sortDescFirst: true,
    meta: { cellClassName: "whitespace-nowrap" },
    cell: ({ row, table }) => (
      <LastUsedCell apiKey={row.original} onAction={tableMeta(table, "apiKeys").onAction} />
    ),
  },
  controlColumn({
    className: "w-10 text-right",
    cell: ({ row, table }) => (
      <KeyActionsMenu apiKey={row.original} onAction={tableMeta(table, "apiKeys").onAction} />
    ),
  }),
];

/**
 * The workspace's keys, in the order `visibleKeys` gives them (its comparison keeps keys that
 * never expire or were never used last in either direction, which TanStack's own sort does
 * not), so the table sorts manually and only owns the headers. Below 1280 px the creation
 * date and creator move under the key, so the table fits a 1024 px window with its actions.
 */
export function ApiKeysTable({
  keys,
  sort,
  onSort,
  consoleKeyId,
  canManage,
  onAction,
  everyKey = keys,
}: {
  keys: ApiKey[];
  /** The whole workspace's keys, so a roll's partner is named even when filtered out. */
  everyKey?: readonly ApiKey[];
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  consoleKeyId: string | null;
  canManage: boolean;
  onAction: KeyAction;
}) {
  const table = useDataTable({
    columns: COLUMNS,
    data: keys,
    getRowId: (key) => key.id,
    manualSorting: true,
    sorting: toSortingState(sort),
    onSortingChange: (sorting: SortingState) => onSort(fromSortingState(sorting, DEFAULT_SORT)),
    columnVisibility: { actions: canManage },
    meta: { apiKeys: { consoleKeyId, everyKey, onAction } },
  });
  return (
    <DataTable table={table} label="API keys" rowProps={(key) => ({ "data-key-id": key.id })} />
  );
}
