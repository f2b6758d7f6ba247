"use client";

import type { CellContext, ColumnDef, RowData } from "@tanstack/react-table";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, tableMeta, useDataTable } from "@/components/ui/data-table";
import { controlColumn } from "@/components/ui/data-table-columns";
import { Input } from "@/components/ui/input";
import type { SavedSearch } from "@/contract/saved-searches";
import { ApiRequestError } from "@/lib/api-client";
import { formatDateTime, formatNumber } from "@/lib/format";
import { filterSummary } from "@/lib/prospecting/filter-summary";
import { savedSearchHref } from "@/lib/prospecting/saved-search-form";
import {
  useDeleteSavedSearchMutation,
  useUpdateSavedSearchMutation,
} from "@/lib/queries/saved-searches";
import { CopyButton } from "./copy-button";

/** What a row shows: the search, its name being edited, or the question before deleting it. */
type RowMode = "view" | "rename" | "delete";

type SavedSearchesTableMeta = {
  canWrite: boolean;
  onOpen: (saved: SavedSearch) => void;
  modeOf: (id: string) => RowMode;
  setMode: (id: string, mode: RowMode) => void;
};

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    savedSearches?: SavedSearchesTableMeta;
  }
}

function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (typeof error.detail === "string") return error.detail;
    if (error.validationIssues.length > 0)
      return error.validationIssues.map((i) => i.msg).join(" ");
    return error.message;
  }
  return "Something went wrong; try again.";
}

function RenameForm({ saved, onDone }: { saved: SavedSearch; onDone: () => void }) {
  const [name, setName] = useState(saved.name);
  const rename = useUpdateSavedSearchMutation();
  const inputId = `rename-${saved.id}`;
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await rename.mutateAsync({ id: saved.id, name });
          onDone();
        } catch {
          // Shown below the box.
        }
      }}
    >
      <div className="min-w-40 flex-1">
        <label htmlFor={inputId} className="sr-only">
          New name for {saved.name}
        </label>
        <Input
          id={inputId}
          value={name}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.stopPropagation();
              onDone();
            }
          }}
          aria-invalid={rename.isError || undefined}
          aria-describedby={rename.isError ? `${inputId}-error` : undefined}
        />
        {rename.isError ? (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-red-600">
            {errorText(rename.error)}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" disabled={rename.isPending}>
        Save name
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

type Cell = CellContext<SavedSearch, unknown>;

function NameCell({ row, table }: Cell) {
  const saved = row.original;
  const { modeOf, setMode, onOpen } = tableMeta(table, "savedSearches");
  if (modeOf(saved.id) === "rename") {
    return <RenameForm saved={saved} onDone={() => setMode(saved.id, "view")} />;
  }
  return (
    <>
      <button
        type="button"
        onClick={() => onOpen(saved)}
        className="text-left font-medium text-indigo-700 hover:underline"
      >
        {saved.name}
      </button>
      <span className="mt-0.5 block text-xs text-zinc-500" data-testid="saved-search-summary">
        {filterSummary(saved.filters)}
      </span>
    </>
  );
}

function LastRunCell({ row }: Cell) {
  const run = row.original.last_run;
  return (
    <div data-testid="saved-search-last-run">
      {run ? (
        <>
          <span className="block font-medium text-zinc-800">
            {run.total_matches === null
              ? "more than 10,000 matches"
              : `${formatNumber(run.total_matches)} matches`}
          </span>
          <span className="block text-zinc-500" title={run.at}>
            ran {formatDateTime(run.at)}
          </span>
        </>
      ) : (
        <span className="text-zinc-500">Not run yet</span>
      )}
    </div>
  );
}

function SavedByCell({ row }: Cell) {
  const saved = row.original;
  return (
    <>
      <span className="block text-zinc-700">{saved.created_by?.email ?? "a former member"}</span>
      <span className="block text-zinc-500" title={saved.created_at}>
        {formatDateTime(saved.created_at)}
      </span>
    </>
  );
}

/** What a member who may change the workspace's searches can do to one, each in place. */
const CHANGES = [
  { mode: "rename", word: "Rename" },
  { mode: "delete", word: "Delete" },
] as const;

function ActionsCell({ row, table }: Cell) {
  const saved = row.original;
  const { modeOf, setMode, canWrite } = tableMeta(table, "savedSearches");
  const remove = useDeleteSavedSearchMutation();
  if (modeOf(saved.id) === "delete") {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-zinc-700">Delete for everyone?</span>
        <Button
          size="sm"
          variant="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(saved.id)}
        >
          Delete “{saved.name}”
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setMode(saved.id, "view")}>
          Keep
        </Button>
        {remove.isError ? (
          <p role="alert" className="w-full text-xs text-red-600">
            {errorText(remove.error)}
          </p>
        ) : null}
      </div>
    );
  }
  const link =
    typeof window === "undefined" ? "" : `${window.location.origin}${savedSearchHref(saved.id)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton text={link} label="Copy link" />
      {canWrite
        ? CHANGES.map(({ mode, word }) => (
            <Button
              key={mode}
              size="sm"
              variant="secondary"
              aria-label={`${word} ${saved.name}`}
              onClick={() => setMode(saved.id, mode)}
            >
              {word}
            </Button>
          ))
        : null}
    </div>
  );
}

// Newest first, as the platform lists them: no column sorts.
const COLUMNS: ColumnDef<SavedSearch>[] = [
  { id: "search", header: "Search", meta: { cellClassName: "min-w-48" }, cell: NameCell },
  { id: "last_run", header: "Last run", meta: { cellClassName: "text-xs" }, cell: LastRunCell },
  { id: "saved_by", header: "Saved by", meta: { cellClassName: "text-xs" }, cell: SavedByCell },
  controlColumn({ className: "", cell: ActionsCell }),
];

/**
 * The workspace's saved searches: open one (its name, or Enter on its row), copy its link,
 * rename or delete it in place. Each row's mode is kept here, by id, so a refetch of the list
 * leaves a rename being typed where it is.
 */
export function SavedSearchesTable({
  searches,
  canWrite,
  onOpen,
}: {
  searches: SavedSearch[];
  canWrite: boolean;
  onOpen: (saved: SavedSearch) => void;
}) {
  const [modes, setModes] = useState<Readonly<Record<string, RowMode>>>({});
  const table = useDataTable({
    columns: COLUMNS,
    data: searches,
    getRowId: (saved) => saved.id,
    meta: {
      savedSearches: {
        canWrite,
        onOpen,
        modeOf: (id) => modes[id] ?? "view",
        setMode: (id, mode) => setModes((current) => ({ ...current, [id]: mode })),
      },
    },
  });
  return (
    <DataTable
      table={table}
      label="Saved searches"
      // In a dialog narrower than the page: scroll sideways rather than clip a long email.
      className="lg:overflow-x-auto"
    />
  );
}
